//! "Take-home on $120k in New York vs New Jersey?": one income through the tax engine in two US
//! states (`calc::income_change::between_states`): the state taxes differ, federal tax and FICA
//! don't.

use finance_domain::answer::InputSource;
use finance_domain::calc::income_change::between_states;
use finance_domain::tax::{TaxRequest, TaxResult};
use finance_domain::{Country, Region};
use rust_decimal::Decimal;

use super::{HOUSEHOLD, TAXED, need_income, read_household, read_only_income, request};
use crate::builtin::Understanding;
use crate::builtin::amounts::{Tok, Token};
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::{AdvisorContext, ChatTurn};
use crate::format::money;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "comparison",
    inputs: &[
        TAXED[0],
        InputSpec::needed("state", Unit::Region),
        InputSpec::needed("otherState", Unit::Region),
        TAXED[3],
        InputSpec::optional("thirdState", Unit::Region),
        InputSpec::optional("fourthState", Unit::Region),
        InputSpec::optional("fifthState", Unit::Region),
        HOUSEHOLD,
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how much more tax would i pay in california vs texas on 150k",
    "Oregon or Washington on a $95,000 salary, which is better tax-wise?",
    "take home on 120k in NY vs NJ?",
    "California or Texas on 140k - how much difference in tax?",
];

/// The states after the first two ("NY vs NJ vs PA"), as many as a table reads easily.
const MORE: [&str; 3] = ["thirdState", "fourthState", "fifthState"];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    if let Some(swapped) = swap(u, ctx).or_else(|| added(u, ctx)) {
        let (name, region) = swapped;
        i.said(name, Some(Value::Region(region)));
        read_only_income(&mut i, u);
        return i;
    }
    // "compare the two side by side" after the take-home in two states: those two.
    if u.slots.regions.is_empty()
        && let Some((a, b, income)) = recent_states(&ctx.history, u.updated.state)
    {
        // "the two" names them: they are what the message says.
        i.said("state", Some(Value::Region(a)));
        i.said("otherState", Some(Value::Region(b)));
        read_only_income(&mut i, u);
        if i.get("income").is_none()
            && let Some(v) = income
        {
            i.set("income", Value::Money(v), InputSource::Earlier);
        }
        return i;
    }
    // Both states or neither: one state alone is half of an "X or Y" the question answers whole.
    let us = us_states(&u.reading.tokens, &u.slots.regions);
    if let [a, b, more @ ..] = us.as_slice() {
        i.said("state", Some(Value::Region(*a)));
        i.said("otherState", Some(Value::Region(*b)));
        for (name, r) in MORE.iter().zip(more) {
            i.said(name, Some(Value::Region(*r)));
        }
    } else if let [b] = us.as_slice()
        && (u
            .reading
            .has_any(&["compare", "compared", "vs", "versus", "against"])
            || compared_with_home(&u.reading))
    {
        // "compare that with California" after the take-home in Texas: the state to set beside
        // the one the earlier answer had (or, asked afresh, the one the person lives in).
        i.said("otherState", Some(Value::Region(*b)));
        if u.updated.state != Some(*b) {
            i.or(
                "state",
                u.updated.state.map(Value::Region),
                InputSource::Profile,
            );
        }
    }
    read_only_income(&mut i, u);
    read_household(&mut i, u);
    i.said("taxYear", u.reading.tax_year.clone().map(Value::TaxYear));
    i
}

/// "how much more would I take home if I moved to Florida?": a move weighed by how much better or
/// worse off it leaves the person.
pub(crate) fn compared_with_home(r: &crate::builtin::facts::Reading) -> bool {
    // So is "would i pay less tax in tennessee?", asked of one state.
    let comparing = r.has_any(&[
        "more",
        "less",
        "better off",
        "worse off",
        "save",
        "difference",
        "cheaper",
        "lower",
        "higher",
    ]);
    let moving = r.has_any(&[
        "move",
        "moved",
        "moving",
        "relocate",
        "relocated",
        "relocating",
    ]);
    comparing
        && (moving
            || r.has_any(&[
                "pay less",
                "pay more",
                "less tax",
                "more tax",
                "keep more",
                "take home more",
                "be better off",
            ]))
}

/// "swap New Hampshire for Connecticut", "replace Texas with Florida" after a comparison: the
/// slot that held the first state takes the second.
fn swap(u: &Understanding, ctx: &AdvisorContext) -> Option<(&'static str, Region)> {
    // "Colorado instead of Texas" names the new state first.
    let instead = u.reading.has("instead of");
    let another = u.reading.has_any(&["instead", "what about", "how about"]);
    if !another && !u.reading.has_any(&["swap", "replace", "switch", "change"]) {
        return None;
    }
    let before = earlier_comparison(ctx)?;
    let (out, into) = match u.slots.regions.as_slice() {
        [into, out] if instead => (*out, *into),
        [out, into] => (*out, *into),
        // "what about arizona instead" after moving from California to Texas: the place moved to.
        // "what about indiana" likewise.
        [into] if another => (before.region("otherState")?, *into),
        _ => return None,
    };
    let slot = ["state", "otherState", MORE[0], MORE[1], MORE[2]]
        .into_iter()
        .find(|name| before.region(name) == Some(out))?;
    Some((slot, into))
}

/// The states of the comparison the last answer gave, if it gave one.
fn earlier_comparison(ctx: &AdvisorContext) -> Option<Inputs> {
    let earlier = crate::builtin::conversation::last_answer(&ctx.history)?;
    (earlier.intent == "compare_states").then(|| Inputs::from_record(&earlier.inputs, DEF.inputs))
}

/// "add california too", "and texas?" after a comparison: the new state in the first free slot.
fn added(u: &Understanding, ctx: &AdvisorContext) -> Option<(&'static str, Region)> {
    let opens_with_and = u.reading.words.first().is_some_and(|w| w == "and");
    if !opens_with_and
        && !u
            .reading
            .has_any(&["add", "too", "also", "include", "as well", "throw in"])
    {
        return None;
    }
    let [new] = u.slots.regions.as_slice() else {
        return None;
    };
    let before = earlier_comparison(ctx)?;
    let slot = MORE
        .into_iter()
        .find(|name| before.region(name).is_none())?;
    Some((slot, *new))
}

/// The two states of the recent take-home answers (the older first), or the one asked with the
/// person's own ("how does that compare with where I am now" after "if I moved to Florida…"),
/// and the income they were on.
pub(crate) fn recent_states(
    history: &[ChatTurn],
    home: Option<Region>,
) -> Option<(Region, Region, Option<Decimal>)> {
    let mut states: Vec<Region> = Vec::new();
    let mut income = None;
    for a in crate::builtin::conversation::recent_answers(history).filter(|a| a.intent == "tax") {
        let i = Inputs::from_record(&a.inputs, crate::builtin::intents::classic::tax::DEF.inputs);
        if let Some(r) = i.region("state").filter(|r| r.country() == Country::Us)
            && !states.contains(&r)
        {
            states.push(r);
        }
        income = income.or(i.money("income"));
    }
    match states.as_slice() {
        [newer, older, ..] => Some((*older, *newer, income)),
        [only] => home
            .filter(|h| h != only && h.country() == Country::Us)
            .map(|h| (*only, h, income)),
        _ => None,
    }
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let (Some(a), Some(b)) = (i.region("state"), i.region("otherState")) else {
        return out.ask(
            "state",
            "Which two states? For example \"take-home on $100,000 in California vs Texas?\"",
        );
    };
    if u.updated.country != Country::Us {
        out.para("You're set up for Australia; here's how it works in the US.");
    }
    let Some(income) = i.money("income") else {
        return need_income(
            out,
            &format!("take-home on $100,000 in {} vs {}?", a.name(), b.name()),
        );
    };
    let mut req = request(i, u);
    req.country = Country::Us;
    let more = more_states(i, a, b);
    if !more.is_empty() {
        return several(&req, &[&[a, b], more.as_slice()].concat(), income, ctx, out);
    }
    match between_states(&req, a, b, ctx.today) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(c) => {
            let (better, diff) = if c.take_home_change >= Decimal::ZERO {
                (b, c.take_home_change)
            } else {
                (a, -c.take_home_change)
            };
            out.figure(format!("Take-home in {}", a.name()), c.before.take_home);
            out.figure(format!("Take-home in {}", b.name()), c.after.take_home);
            out.para(format!(
                "**On {} in {}: {} take-home in {}, {} in {}.** You'd keep **{} more a year in {}**.\n\n- State income tax: {} in {}, {} in {}\n- Federal tax and FICA are the same in both: {} and {}",
                money(income),
                c.after.tax_year,
                money(c.before.take_home),
                a.name(),
                money(c.after.take_home),
                b.name(),
                money(diff),
                better.name(),
                money(c.before.state_tax),
                a.name(),
                money(c.after.state_tax),
                b.name(),
                money(c.before.federal_tax),
                money(c.before.fica_tax),
            ));
        }
    }
}

/// "NY vs NJ vs PA", "WA vs OR": in a list of two or more states, a code written in capitals is a
/// US state even when it is also a word ("PA" is per annum, "OR" a conjunction) or another
/// country's state ("WA"), when "vs", "or", "and", "&" or a comma joins it to the list.
pub(crate) fn us_states(tokens: &[Token], regions: &[Region]) -> Vec<Region> {
    let mut us: Vec<Region> = regions
        .iter()
        .filter(|r| r.country() == Country::Us)
        .copied()
        .collect();
    let joins = |k: Option<usize>| {
        k.and_then(|k| tokens.get(k)).is_some_and(|t| {
            matches!(t.tok, Tok::Punct(',' | '&'))
                || t.tok
                    .word()
                    .is_some_and(|w| matches!(w, "vs" | "versus" | "or" | "and" | "v"))
        })
    };
    let mut listed: Vec<Region> = Vec::new();
    for (k, t) in tokens.iter().enumerate() {
        let code = t.orig.len() == 2 && t.orig.chars().all(|c| c.is_ascii_uppercase());
        if !code || !(joins(k.checked_sub(1)) || joins(Some(k + 1))) {
            continue;
        }
        if let Some(r) = Region::parse(Country::Us, &t.orig)
            && !us.contains(&r)
            && !listed.contains(&r)
        {
            listed.push(r);
        }
    }
    if us.len() + listed.len() >= 2 {
        us.extend(listed);
    }
    us
}

/// The states after the first two, when they belong to this question: a message that names a new
/// pair ("what about Oregon vs Idaho?") leaves out the third state of an earlier list.
fn more_states(i: &Inputs, a: Region, b: Region) -> Vec<Region> {
    let said = |name: &str| i.source(name) == Some(InputSource::Message);
    let pair_said = said("state") || said("otherState");
    let mut all = vec![a, b];
    for name in MORE {
        if let Some(r) = i.region(name)
            && (said(name) || !pair_said)
            && !all.contains(&r)
        {
            all.push(r);
        }
    }
    all.split_off(2)
}

/// Three or more states side by side: each one's state tax and take-home, the best and the
/// worst. Federal tax and FICA don't depend on the state.
fn several(
    req: &TaxRequest,
    states: &[Region],
    income: Decimal,
    ctx: &AdvisorContext,
    out: &mut Out,
) {
    let mut results = Vec::new();
    for s in states.iter().skip(1) {
        match between_states(req, states[0], *s, ctx.today) {
            Err(e) => return out.para(format!("I couldn't work that out: {e}.")),
            Ok(c) => {
                if results.is_empty() {
                    results.push(c.before);
                }
                results.push(c.after);
            }
        }
    }
    let (Some(best), Some(worst)) = (
        results.iter().max_by_key(|r| r.take_home),
        results.iter().min_by_key(|r| r.take_home),
    ) else {
        return;
    };
    let name = |r: &TaxResult| r.state.map(|s| s.name()).unwrap_or_default();
    let mut table = format!(
        "**On {} in {}, take-home is highest in {}: {}**, {} more a year than in {}.\n\n| |",
        money(income),
        best.tax_year,
        name(best),
        money(best.take_home),
        money(best.take_home - worst.take_home),
        name(worst),
    );
    let row = |label: &str, f: &dyn Fn(&TaxResult) -> Decimal| {
        let cells: Vec<String> = results.iter().map(|r| money(f(r))).collect();
        format!("| {label} | {} |", cells.join(" | "))
    };
    for r in &results {
        table.push_str(&format!(" {} |", name(r)));
        out.figure(format!("Take-home in {}", name(r)), r.take_home);
    }
    table.push_str(&format!("\n|---|{}", "---|".repeat(results.len())));
    table.push_str(&format!(
        "\n{}\n{}",
        row("State income tax", &|r| r.state_tax),
        row("Take-home", &|r| r.take_home)
    ));
    table.push_str(&format!(
        "\n\nFederal tax and FICA are the same in each: {} and {}.",
        money(best.federal_tax),
        money(best.fica_tax)
    ));
    out.para(table);
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn examples_are_state_comparisons() {
        for m in super::EXAMPLES {
            answers_as(m, "compare_states");
        }
    }

    #[test]
    fn a_follow_up_changes_the_states_or_the_income() {
        let first = "tax in california vs texas on 200k?";
        let r = follow_up(&[first], "what about new york vs florida?");
        assert!(
            r.contains("Same comparison, in New York instead of California"),
            "{r}"
        );
        assert!(r.contains("On $200,000 in"), "{r}");
        assert!(r.contains("in New York, "), "{r}");
        let r = follow_up(&[first], "and on 150k?");
        assert!(r.contains("On $150,000 in"), "{r}");
        let r = follow_up(&[first], "and at 150k?");
        assert!(r.contains("On $150,000 in"), "{r}");
    }

    #[test]
    fn three_or_more_states_are_each_shown() {
        let first = "NY vs NJ vs PA take home on 150k single?";
        answers_as(first, "compare_states");
        let r = follow_up(&[], first);
        assert!(
            r.contains("| | New York | New Jersey | Pennsylvania |"),
            "{r}"
        );
        assert!(r.contains("take-home is highest in Pennsylvania"), "{r}");
        let r = follow_up(&[], "take home on 90k in texas, california and new york?");
        assert!(r.contains("| Texas | California | New York |"), "{r}");
        let r = follow_up(&[], "compare take home in NY, NJ and PA on 150k");
        assert!(
            r.contains("| New York | New Jersey | Pennsylvania |"),
            "{r}"
        );
        // A change of income keeps all three; a new pair leaves the third out.
        let r = follow_up(&[first], "and on 200k?");
        assert!(r.contains("On $200,000 in"), "{r}");
        assert!(r.contains("| Pennsylvania |"), "{r}");
        let r = follow_up(&[first], "what about oregon vs idaho?");
        assert!(!r.contains("Pennsylvania"), "{r}");
        assert!(r.contains("in Oregon, "), "{r}");
        // "and texas?" after a pair sets a third beside them.
        let r = follow_up(
            &["compare take home on 120k in new york and florida"],
            "and texas?",
        );
        assert!(r.contains("| | New York | Florida | Texas |"), "{r}");
    }
}
