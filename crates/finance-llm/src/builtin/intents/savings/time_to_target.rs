//! "How long to save $50k at $1,500 a month at 4.5%?": the balance grown period by period until it
//! reaches the target (`calc::savings::periods_to_target`), from nothing or from a sum already
//! saved.

use finance_domain::calc::duration_text;
use finance_domain::calc::savings::{convention, periods_to_target};
use rust_decimal::Decimal;

use super::{
    already_saved, flow_value, lumps, nearest_figure, points_back, read_return, relative,
    return_source, saving_flow, savings_on_hand,
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
        InputSpec::needed("target", Unit::Money),
        InputSpec::needed("contribution", Unit::Flow),
        InputSpec::optional("initial", Unit::Money),
        InputSpec::needed("rate", Unit::Rate),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how long will it take to save 50k if i put away 1,500 a month at 4.5%",
    "How many years to hit $250k putting in $800/month at 7%?",
    "how long to save 30k at 750 a month at 4.5%",
    "ok I have 10k in savings, how long to save $50k at $1,000 a month?",
];

/// Words near the figure a saver wants to reach ("save 40k", "to hit $250k").
const GOAL_WORDS: &[&str] = &[
    "save",
    "reach",
    "hit",
    "get to",
    "to have",
    "target",
    "goal",
    "until",
    "accumulate",
    "build",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    let flow = saving_flow(u);
    let have = already_saved(u);
    let not: Vec<usize> = flow.iter().chain(have.iter()).map(|m| m.at).collect();
    i.said("contribution", flow.as_ref().map(flow_value));
    let goal = u
        .slots
        .money_near(&u.reading.tokens, GOAL_WORDS, 3)
        .filter(|m| m.per.is_none() && !m.pay && !not.contains(&m.at))
        .or_else(|| lumps(u, &not).max_by_key(|m| m.value).copied());
    i.said("target", goal.map(|m| Value::Money(m.value)));
    // "how many years to become a millionaire saving 2k a month": a million is the target.
    if goal.is_none() && u.reading.has_any(&["millionaire", "a millionaire"]) {
        i.said(
            "target",
            Some(Value::Money(rust_decimal::Decimal::from(1_000_000))),
        );
    }
    let mut taken = not.clone();
    taken.extend(goal.map(|m| m.at));
    // Another sum is what is saved already ("I have 10k in savings").
    i.said(
        "initial",
        have.map(|m| m.value)
            .or_else(|| {
                lumps(u, &taken)
                    .map(|m| m.value)
                    .filter(|v| goal.is_none_or(|g| *v < g.value))
                    .max()
            })
            .map(Value::Money),
    );
    savings_on_hand(&mut i, u);
    read_return(&mut i, u, None);
    relative(&mut i, u, ctx, &DEF);
    nearest_figure(&mut i, u, ctx, &DEF);
    points_back(&mut i, u, ctx, &DEF);
    i
}

fn answer(_: Intent, i: &Inputs, _: &AdvisorContext, _: &Understanding, out: &mut Out) {
    let Some((contribution, f)) = i.flow("contribution") else {
        return out.ask(
            "contribution",
            "How much will you save each time? For example \"how long to save $100,000 at $2,000 a month?\"",
        );
    };
    let Some(goal) = i.money("target") else {
        return out.ask(
            "target",
            "What's the target? For example \"how long to save $100,000 at $2,000 a month?\"",
        );
    };
    let Some(r) = i.rate("rate") else { return };
    let initial = i.money("initial").unwrap_or(Decimal::ZERO);
    match periods_to_target(goal, initial, contribution, r, f) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(None) => out.para(format!(
            "At {} {} that doesn't reach {} within 100 years.",
            money(contribution),
            f.per_label(),
            money(goal)
        )),
        Ok(Some(n)) => {
            out.para(format!(
                "**Saving {} {} reaches {} in about {}** at {} a year{}.",
                money(contribution),
                f.per_label(),
                money(goal),
                duration_text(n, f),
                rate_as_given(r),
                if initial.is_zero() {
                    String::new()
                } else {
                    format!(", starting from {}", money(initial))
                },
            ));
            out.para(format!(
                "{} The rate is {}, before tax, fees and inflation.",
                convention(f),
                return_source(i)
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn examples_are_time_to_target_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "savings_time_to_target");
        }
    }

    #[test]
    fn a_follow_up_changes_the_saving() {
        let first = "how long to save 30k at 750 a month at 4.5%";
        let r = follow_up(&[first], "what about $1,000 a month?");
        assert!(
            r.contains("Same savings target, $1,000 a month instead of $750 a month"),
            "{r}"
        );
        assert!(
            r.contains("Saving $1,000 a month reaches $30,000 in about 2 years and 5 months"),
            "{r}"
        );
        let r = follow_up(&[first], "and for 50k?");
        assert!(r.contains("reaches $50,000"), "{r}");
        // A bare sum stands for the earlier figure nearest it in size: here the saving.
        let r = follow_up(&[first], "what about 1000?");
        assert!(r.contains("Saving $1,000 a month reaches $30,000"), "{r}");
        let r = follow_up(&[first], "what if I bump it to 1,200?");
        assert!(r.contains("Saving $1,200 a month reaches $30,000"), "{r}");
    }

    #[test]
    fn savings_or_a_salary_are_not_the_target() {
        let r = follow_up(
            &[],
            "what's the tax on 90k, and how long would it take to save 40k at 1000 a month?",
        );
        assert!(r.contains("reaches $40,000"), "{r}");
    }

    #[test]
    fn a_smaller_saving_after_a_target_asks_how_long() {
        // "How long" with a regular sum after a savings goal is that goal's time, not a debt's.
        let first = "how much do i need to save per month for a 100k house deposit in 3 years";
        for m in [
            "what if i can only do 2000 a month, how long will it take?",
            "and if i only manage 1500 a month, how long then?",
        ] {
            let r = follow_up(&[first], m);
            assert!(r.contains("a month reaches $100,000 in about"), "{m}: {r}");
        }
        let r = follow_up(
            &[first],
            "what if i can only do 2000 a month, how long will it take?",
        );
        assert!(r.contains("in about 3 years and 9 months"), "{r}");
    }
}
