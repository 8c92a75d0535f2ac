//! "Is a $1,500 policy cheaper than the Medicare levy surcharge on $110k?": the surcharge the tax
//! engine charges without private hospital cover (`calc::income_change::surcharge_cost`), against
//! the policy's price when one is given.

use finance_domain::Country;
use finance_domain::calc::income_change::surcharge_cost;
use finance_domain::money::rate_as_given;
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::{
    HOUSEHOLD, TAXED, annual, income_cued, near, need_income, read_household, read_income,
    read_place, request,
};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::savings::nearest_figure;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::money;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "surcharge question",
    inputs: &[
        TAXED[0],
        InputSpec::optional("price", Unit::Money),
        TAXED[1],
        TAXED[2],
        TAXED[3],
        // "for a family on 200k": the family thresholds.
        HOUSEHOLD,
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how much would the medicare levy surcharge cost me on 115k",
    "is it cheaper to get hospital cover than pay the surcharge on 105k? cheapest policy i found is $1,100 a year",
    "i'm on 120k and don't have private health. how much would the medicare levy surcharge cost me?",
    "is a $1,500 policy cheaper than the surcharge on $110,000?",
];

const POLICY_WORDS: &[&str] = &[
    "policy",
    "cover",
    "insurance",
    "premium",
    "premiums",
    "costs",
    "price",
    "quote",
    "cheaper",
    "cheapest",
];

/// A policy costs a few thousand dollars a year; an income is many times that.
const POLICY_MAX: Decimal = dec!(20000);

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    let money = &u.slots.money;
    // The income: the figure named as one ("on 115k"), else a figure too big for a policy.
    let income = money
        .iter()
        .find(|m| income_cued(u, m) && annual(m) > POLICY_MAX)
        .or_else(|| {
            money
                .iter()
                .find(|m| annual(m) > POLICY_MAX && !near(u, m, POLICY_WORDS, 5))
        })
        .copied();
    let price = money
        .iter()
        .filter(|m| Some(m.at) != income.map(|n| n.at))
        .find(|m| near(u, m, POLICY_WORDS, 5) && annual(m) <= POLICY_MAX)
        .copied();
    i.said("price", price.map(|m| Value::Money(annual(&m))));
    match income {
        Some(m) => i.said("income", Some(Value::Money(annual(&m)))),
        None => read_income(&mut i, u, &price.map(|p| vec![p.at]).unwrap_or_default()),
    }
    read_place(&mut i, u);
    read_household(&mut i, u);
    nearest_figure(&mut i, u, ctx, &DEF);
    i
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let Some(income) = i.money("income") else {
        return need_income(
            out,
            "is a $1,500 policy cheaper than the surcharge on $110,000?",
        );
    };
    let mut req = request(i, u);
    if req.country != Country::Australia {
        req.country = Country::Australia;
        req.state = None;
        out.para("You're set up for the US; here's how it works in Australia.");
    }
    let price = i.money("price");
    match surcharge_cost(&req, price.unwrap_or(Decimal::ZERO), ctx.today) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(s) => {
            out.figure("Surcharge", s.surcharge);
            let mut text = format!(
                "**Without private hospital cover, the Medicare levy surcharge on {} would be {} in {}**",
                money(income),
                money(s.surcharge),
                s.tax_year
            );
            if s.surcharge.is_zero() {
                text.push_str(
                    ": your income is under the surcharge threshold, so there's nothing to avoid.",
                );
            } else {
                text.push_str(&format!(" (**{}** of it).", rate_as_given(s.rate)));
            }
            if price.is_some() {
                out.figure("Policy costs more by", s.policy_costs_more_by);
                if s.policy_costs_more_by > Decimal::ZERO {
                    text.push_str(&format!(
                        "\n\nA policy at {} a year costs **{} more** than the surcharge it avoids, so on tax alone the surcharge is cheaper (the cover itself may still be worth it to you).",
                        money(s.policy_price),
                        money(s.policy_costs_more_by)
                    ));
                } else {
                    text.push_str(&format!(
                        "\n\nA policy at {} a year costs **{} less** than the surcharge it avoids, so the cover pays for itself on tax alone.",
                        money(s.policy_price),
                        money(-s.policy_costs_more_by)
                    ));
                }
            }
            out.para(text);
            out.para(format!(
                "The surcharge is tested on income for surcharge purposes against the {} thresholds for your family situation; this uses your taxable income.",
                if req.marital_status.is_some_and(|m| m.is_partnered()) || req.dependents > 0 {
                    "family"
                } else {
                    "singles"
                }
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::savings::tests::chat;
    use crate::builtin::intents::tests::{answers_as, follow_up};
    use finance_domain::FinancialProfile;

    #[test]
    fn examples_are_surcharge_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "surcharge_cost");
        }
    }

    #[test]
    fn the_income_and_the_policy_are_told_apart() {
        let r = follow_up(
            &[],
            "how much would the medicare levy surcharge cost me on 115k",
        );
        assert!(r.contains("on $115,000 would be $1,150"), "{r}");
        let r = follow_up(
            &[],
            "is it cheaper to get hospital cover than pay the surcharge on 105k? cheapest policy i found is $1,100 a year",
        );
        assert!(r.contains("on $105,000 would be $1,050"), "{r}");
        assert!(
            r.contains("A policy at $1,100 a year costs **$50 more**"),
            "{r}"
        );
    }

    #[test]
    fn a_follow_up_changes_the_income() {
        let r = follow_up(
            &["how much would the medicare levy surcharge cost me on 115k"],
            "and on 160k?",
        );
        assert!(
            r.contains("Same surcharge question, $160,000 instead of $115,000"),
            "{r}"
        );
        assert!(r.contains("would be $2,400"), "{r}");
        let r = follow_up(
            &["Would I pay the medicare levy surcharge on 95k without private cover?"],
            "what about 110k?",
        );
        assert!(r.contains("on $110,000 would be $1,100"), "{r}");
    }

    #[test]
    fn the_surcharge_is_named_however_it_is_typed() {
        for m in [
            "how much would the medicare levy surchage cost me on 130k if i don't get private health",
            "how much would the surcharg cost me on 130k",
            "what would the medicare levy sur charge cost me on 130k",
            "how much is the medicare levy surcharge on 130k with no private health?",
        ] {
            answers_as(m, "surcharge_cost");
            assert!(
                follow_up(&[], m).contains("on $130,000 would be $1,625"),
                "{m}"
            );
        }
    }

    #[test]
    fn a_condition_in_the_question_is_not_saved() {
        // "with no private health" is the question's condition, not a statement about the person.
        let r = chat(
            FinancialProfile::default(),
            &[],
            "how much is the medicare levy surcharge on 120k with no private health?",
        );
        assert!(r.profile_changes.is_empty(), "{:?}", r.profile_changes);
        assert!(r.content.contains("would be $1,500"), "{}", r.content);
    }
}
