//! "How much do I need to save each month to have $100k in 5 years at 4%?": the regular saving a
//! target needs (`calc::savings::saving_needed`), from nothing or from a sum already saved. "A 20%
//! deposit on a $500k house in 5 years" is the same question with the target the deposit: the
//! share of the price.

use finance_domain::Country;
use finance_domain::answer::InputSource;
use finance_domain::calc::savings::{convention, saving_needed};
use finance_domain::calc::{Frequency, duration_text};
use rust_decimal::Decimal;

use super::{
    HORIZON, already_saved, deposit_at, earlier_inputs, horizon_periods, latest, lumps,
    nearest_figure, points_back, read_horizon, read_return, relative, return_source, saving_flow,
    savings_on_hand,
};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, rate_as_given};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "savings target",
    inputs: &[
        InputSpec::optional("target", Unit::Money),
        InputSpec::optional("price", Unit::Money),
        InputSpec::optional("depositShare", Unit::Rate),
        InputSpec::optional("initial", Unit::Money),
        InputSpec::needed("rate", Unit::Rate),
        HORIZON[0],
        HORIZON[1],
        HORIZON[2],
        HORIZON[3],
        InputSpec::optional("frequency", Unit::Frequency),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how much do I need to save each month to have 100k in 5 years at 4%",
    "we need a 120k house deposit in 4 years, how much a fortnight if the account pays 4.75%",
    "how much per month to reach $1 million in 30 years?",
    "I've got 15k saved already. how much do i need to put away monthly to hit 60k in 3 years at 4.5%?",
    "a 20% deposit on a 500k house in 5 years, how much a month?",
    "I want $1 million by 60. How much should I save a month at 7%?",
];

/// Words near the figure a saver wants to reach.
const GOAL_WORDS: &[&str] = &[
    "to have", "reach", "hit", "get to", "target", "goal", "save", "need", "up", "want",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    let s = &u.slots;
    let deposit = deposit_at(&u.reading, s);
    let mut share_at = None;
    // "and if I already have 10k saved?": a sum already saved is never the target.
    let have = already_saved(u);
    let mut taken: Vec<usize> = have.iter().map(|m| m.at).collect();
    if let Some((at, share, price)) = deposit {
        share_at = Some(at);
        i.said("depositShare", Some(Value::Rate(share)));
        i.said("price", Some(Value::Money(price)));
        taken.extend(s.money.iter().filter(|m| m.value == price).map(|m| m.at));
    } else {
        // "same but $600k" after a deposit question: the figure is the price.
        let earlier_share = earlier_inputs(u, ctx, &DEF)
            .filter(|e| e.get("depositShare").is_some())
            .is_some();
        let goal = s
            .money_near(&u.reading.tokens, GOAL_WORDS, 4)
            .filter(|m| m.per.is_none() && !m.pay && !taken.contains(&m.at))
            .or_else(|| lumps(u, &taken).max_by_key(|m| m.value).copied());
        if let Some(g) = goal {
            taken.push(g.at);
            let name = if earlier_share && !u.reading.has_any(GOAL_WORDS) {
                "price"
            } else {
                "target"
            };
            i.said(name, Some(Value::Money(g.value)));
        }
    }
    // A second sum is what is saved already ("I've got 15k saved already").
    i.said(
        "initial",
        have.or_else(|| lumps(u, &taken).next().copied())
            .map(|m| Value::Money(m.value)),
    );
    savings_on_hand(&mut i, u);
    if i.get("target").is_none() {
        i.said("target", nest_egg_before(u, ctx).map(Value::Money));
    }
    read_return(&mut i, u, share_at);
    read_horizon(&mut i, u, ctx);
    let f = saving_flow(u).and_then(|m| m.per).or(s.frequency);
    match f {
        Some(f) => i.said("frequency", Some(Value::Frequency(f))),
        None => i.set(
            "frequency",
            Value::Frequency(Frequency::Monthly),
            InputSource::Default,
        ),
    }
    relative(&mut i, u, ctx, &DEF);
    nearest_figure(&mut i, u, ctx, &DEF);
    points_back(&mut i, u, ctx, &DEF);
    i
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let deposit = match (i.money("price"), i.rate("depositShare")) {
        (Some(price), Some(share)) if latest(i, &["price", "target"]) == Some("price") => {
            Some((share, price))
        }
        _ => None,
    };
    let goal = match deposit {
        Some((share, price)) => (price * share).round_dp(2),
        None => match i.money("target") {
            Some(t) => t,
            None => {
                return out.ask(
                    "target",
                    "What's the target? For example \"how much do I need to save to have $50,000 in 5 years?\"",
                );
            }
        },
    };
    let f = i.frequency("frequency").unwrap_or(Frequency::Monthly);
    let Some(periods) = horizon_periods(i, ctx, f, out) else {
        return;
    };
    let Some(r) = i.rate("rate") else { return };
    let initial = i.money("initial").unwrap_or(Decimal::ZERO);
    let n = match saving_needed(goal, initial, r, f, periods) {
        Err(e) => return out.para(format!("I couldn't work that out: {e}.")),
        Ok(n) => n,
    };
    out.figure(format!("Saving needed ({})", f.adverb()), n.contribution);
    out.figure("Target", goal);
    if let Some((share, price)) = deposit {
        let country = u.updated.country;
        let (word, costs) = match country {
            Country::Australia => ("deposit", "stamp duty and conveyancing"),
            Country::Us => ("down payment", "closing costs"),
        };
        let source = match i.source("rate") {
            Some(InputSource::Profile | InputSource::Default) => {
                format!("{}; a savings account may pay less", return_source(i))
            }
            _ => return_source(i).to_string(),
        };
        out.para(format!(
            "**A {} {word} on {} is {}. To save it in {}, put away about {} {}** at {} a year ({source}).",
            rate_as_given(share),
            money(price),
            money(goal),
            duration_text(periods, f),
            money(n.contribution),
            f.per_label(),
            rate_as_given(r),
        ));
        return out.para(format!(
            "{} Buying costs such as {costs} come on top.",
            convention(f)
        ));
    }
    let lead = if n.contribution.is_zero() {
        format!(
            "**You don't need to add anything: {} grows past {} on its own.**",
            money(initial),
            money(goal)
        )
    } else {
        let start = if initial.is_zero() {
            String::new()
        } else {
            format!(
                " starting from {} (which grows to {} on its own)",
                money(initial),
                money(n.initial_grows_to)
            )
        };
        format!(
            "**To reach {} in {}{start}, save about {} {}** at {} a year.",
            money(goal),
            duration_text(periods, f),
            money(n.contribution),
            f.per_label(),
            rate_as_given(r)
        )
    };
    out.para(lead);
    out.para(format!(
        "{} The rate is {}, before tax, fees and inflation.",
        convention(f),
        return_source(i)
    ));
}

/// "… to get that in 25 years?" after a nest egg: the nest egg worked out (the yearly income over
/// the withdrawal rate, as that answer gives it).
fn nest_egg_before(u: &Understanding, ctx: &AdvisorContext) -> Option<Decimal> {
    if !u.reading.has_any(&["that", "it", "this"]) {
        return None;
    }
    let e = crate::builtin::conversation::last_answer(&ctx.history)?;
    if e.intent != "nest_egg" {
        return None;
    }
    let i = Inputs::from_record(&e.inputs, super::nest_egg::DEF.inputs);
    let (v, f) = i.flow("retirementIncome")?;
    let rate = i.rate("withdrawalRate").filter(|r| !r.is_zero())?;
    let yearly = v.checked_mul(Decimal::from(f.per_year()))?;
    yearly.checked_div(rate).map(|x| x.round_dp(2))
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn examples_are_target_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "savings_target");
        }
    }

    #[test]
    fn a_follow_up_changes_one_input() {
        let first =
            "how much do I need to save monthly to have 60k for a down payment in 5 years at 4%?";
        let r = follow_up(&[first], "what if I want it in 3 years instead?");
        assert!(r.contains("over 3 years instead of 5"), "{r}");
        assert!(r.contains("$1,571.44"), "{r}");
        let r = follow_up(
            &["how much a fortnight to save an 80k deposit in 4 years at 4.5%?"],
            "and weekly?",
        );
        assert!(r.contains("$351.21 a week"), "{r}");
        let r = follow_up(&[first], "and if I already have 10k saved?");
        assert!(r.contains("Same savings target, with $10,000"), "{r}");
        assert!(r.contains("starting from $10,000"), "{r}");
        let r = follow_up(&[first], "what if I started with 5k?");
        assert!(r.contains("starting from $5,000"), "{r}");
        let r = follow_up(&[first], "I meant 5%, not 4%");
        assert!(r.contains("at 5% instead of 4%"), "{r}");
    }

    #[test]
    fn a_deposit_follow_up_changes_the_price() {
        let first = "a 20% deposit on a 500k house in 5 years at 4%, how much a month?";
        let r = follow_up(&[], first);
        assert!(r.contains("A 20% deposit on $500,000 is $100,000"), "{r}");
        let r = follow_up(&[first], "same but $600k");
        assert!(r.contains("$600,000 instead of $500,000"), "{r}");
        assert!(r.contains("is $120,000"), "{r}");
    }

    #[test]
    fn an_age_asked_for_completes_the_answer() {
        let first = "I want $1 million by 60. How much should I save a month at 7%?";
        let r = follow_up(&[], first);
        assert!(r.contains("need your age"), "{r}");
        let r = follow_up(&[first], "I'm 35");
        assert!(r.contains("To reach $1,000,000 in 25 years"), "{r}");
    }
}
