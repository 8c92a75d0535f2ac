//! "Take-home on $120k in New York vs New Jersey?": one income through the tax engine in two US
//! states (`calc::income_change::between_states`): the state taxes differ, federal tax and FICA
//! don't.

use finance_domain::calc::income_change::between_states;
use finance_domain::{Country, Region};
use rust_decimal::Decimal;

use super::{TAXED, need_income, read_only_income, request};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::money;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "comparison",
    inputs: &[
        TAXED[0],
        InputSpec::needed("state", Unit::Region),
        InputSpec::needed("otherState", Unit::Region),
        TAXED[3],
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

fn read(_: Intent, u: &Understanding, _: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    // Both states or neither: one state alone is half of an "X or Y" the question answers whole.
    let us: Vec<Region> = u
        .slots
        .regions
        .iter()
        .filter(|r| r.country() == Country::Us)
        .copied()
        .collect();
    if let [a, b, ..] = us.as_slice() {
        i.said("state", Some(Value::Region(*a)));
        i.said("otherState", Some(Value::Region(*b)));
    }
    read_only_income(&mut i, u);
    i.said("taxYear", u.reading.tax_year.clone().map(Value::TaxYear));
    i
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
}
