//! "How much do I need to retire on $60k a year?": the nest egg by the withdrawal-rate rule
//! (`calc::savings::nest_egg`): the yearly income divided by the withdrawal rate, the person's own
//! rate or the 4% rule's.

use finance_domain::answer::InputSource;
use finance_domain::calc::Frequency;
use finance_domain::calc::savings::nest_egg;
use finance_domain::profile::DEFAULT_RETIREMENT_WITHDRAWAL_RATE;
use rust_decimal::Decimal;

use super::{relative, saving_flow};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, rate_as_given};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "retirement income",
    inputs: &[
        InputSpec::needed("retirementIncome", Unit::Flow),
        InputSpec::needed("withdrawalRate", Unit::Rate),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how much do i need to retire on 60k a year",
    "what size nest egg would I need for $4,500 a month in retirement?",
    "how much do I need saved to live off 80k a year once I stop working",
    "how much super do I need to retire on 65k a year?",
    "what's the 4% rule for retirement?",
    "how much do I need in super to retire on $70k a year?",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    let s = &u.slots;
    // The income wanted: a sum with its period, else a bare sum (a year's).
    let income = saving_flow(u)
        .or_else(|| s.money.iter().find(|m| m.per.is_some()).copied())
        .map(|m| Value::Flow(m.value, m.per.unwrap_or(Frequency::Yearly)))
        .or_else(|| {
            s.money
                .first()
                .map(|m| Value::Flow(m.value, Frequency::Yearly))
        });
    i.said("retirementIncome", income);
    // Unsaid, the spending in retirement the profile holds.
    i.or(
        "retirementIncome",
        u.updated
            .retirement_spending
            .map(|v| Value::Flow(v, Frequency::Monthly)),
        InputSource::Profile,
    );
    match (s.rate(), u.updated.retirement_withdrawal_rate) {
        (Some(r), _) => i.said("withdrawalRate", Some(Value::Rate(r))),
        (None, Some(r)) => i.set("withdrawalRate", Value::Rate(r), InputSource::Profile),
        (None, None) => i.set(
            "withdrawalRate",
            Value::Rate(DEFAULT_RETIREMENT_WITHDRAWAL_RATE),
            InputSource::Default,
        ),
    }
    relative(&mut i, u, ctx, &DEF);
    i
}

fn answer(_: Intent, i: &Inputs, _: &AdvisorContext, _: &Understanding, out: &mut Out) {
    let Some(rate) = i.rate("withdrawalRate") else {
        return;
    };
    let r = rate_as_given(rate);
    let Some((income, per)) = i.flow("retirementIncome") else {
        let example = nest_egg(Decimal::from(60000), rate)
            .map(|n| n.target)
            .unwrap_or_default();
        return out.ask(
            "retirementIncome",
            format!(
                "**The {r} rule** is a rule of thumb for retirement: withdraw {r} of your balance in the first year, then raise the amount with inflation, and historically the money has lasted about 30 years. Turned around, the nest egg you need is the yearly income divided by {r}: $60,000 a year needs about {}.\n\nIt ignores the pension or Social Security you may also get, fees and taxes, and a longer retirement may need a lower rate. Ask \"how much do I need to retire on $50,000 a year?\" for your own figure.",
                money(example)
            ),
        );
    };
    let yearly = income.saturating_mul(Decimal::from(per.per_year()));
    match nest_egg(yearly, rate) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(n) => {
            out.figure("Nest egg", n.target);
            let from = if per == Frequency::Yearly {
                String::new()
            } else {
                format!(" ({} {})", money(income), per.per_label())
            };
            let whose = match i.source("withdrawalRate") {
                Some(InputSource::Profile) => " (your profile's withdrawal rate)",
                _ => "",
            };
            out.para(format!(
                "**By the {r} withdrawal-rate rule{whose}, an income of {} a year{from} needs a nest egg of about {}** ({} ÷ {r}).",
                money(yearly),
                money(n.target),
                money(yearly),
            ));
            out.para(format!(
                "The rule of thumb says withdrawing {r} of the starting balance a year, raised with inflation, has historically lasted about 30 years. It's a rule of thumb, not a plan: it ignores the pension or Social Security you may also get, fees and taxes, and a longer retirement may need a lower rate."
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn examples_are_nest_egg_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "nest_egg");
        }
    }

    #[test]
    fn a_follow_up_changes_the_income_or_the_rate() {
        let first = "how much super do I need to retire on 65k a year?";
        let r = follow_up(&[first], "what about 80k?");
        assert!(r.contains("$2,000,000"), "{r}");
        let r = follow_up(
            &[first, "what about 80k?"],
            "and with a 3.5% withdrawal rate?",
        );
        assert!(
            r.contains("Same retirement income, at 3.5% instead of 4%"),
            "{r}"
        );
        assert!(r.contains("$2,285,714.29"), "{r}");
        let r = follow_up(
            &["what nest egg do I need for 55k a year?"],
            "what about 4,000 a month instead",
        );
        assert!(r.contains("$1,200,000"), "{r}");
    }

    #[test]
    fn a_follow_up_saves_nothing() {
        let p = finance_domain::FinancialProfile {
            country: finance_domain::Country::Australia,
            ..Default::default()
        };
        let r = crate::builtin::intents::savings::tests::chat(
            p,
            &["how much super do I need to retire on 65k a year?"],
            "and with a 3.5% withdrawal rate?",
        );
        assert!(r.profile_changes.is_empty(), "{:?}", r.profile_changes);
        assert!(r.content.contains("$1,857,142.86"), "{}", r.content);
    }

    #[test]
    fn the_rule_asks_for_the_income_and_the_next_message_gives_it() {
        let r = follow_up(&["what's the 4% rule for retirement?"], "$50,000 a year");
        assert!(r.contains("$1,250,000"), "{r}");
    }
}
