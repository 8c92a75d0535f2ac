//! "How long to pay off $5,000 at 20% paying $200 a month?": the balance cleared period by period
//! (`calc::loan::time_to_clear`), or never when the payment doesn't cover the interest.

use finance_domain::calc::loan::{Clearing, time_to_clear};
use finance_domain::calc::{Frequency, duration_text};

use super::read_loan;
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, rate_as_given};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "debt",
    inputs: &[
        InputSpec::needed("payment", Unit::Flow),
        InputSpec::needed("principal", Unit::Money),
        InputSpec::needed("rate", Unit::Rate),
        InputSpec::optional("frequency", Unit::Frequency),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how long to pay off $5,000 at 20% paying $200 a month",
    "paying 200 a month off my 5k card",
];

fn read(_: Intent, u: &Understanding, _: &AdvisorContext) -> Inputs {
    let s = &u.slots;
    let payment = s
        .money
        .iter()
        .find(|m| m.per.is_some_and(|f| f != Frequency::Yearly))
        .copied()
        .or_else(|| s.money_near(&u.reading.tokens, &["paying", "pay", "at", "repay"], 2));
    let mut i = read_loan(u, payment.map(|m| m.at));
    i.remove("years");
    if let Some(m) = payment {
        let f = m
            .per
            .filter(|f| *f != Frequency::Yearly)
            .or(i.frequency("frequency"))
            .unwrap_or(Frequency::Monthly);
        i.said("payment", Some(Value::Flow(m.value, f)));
        i.said("frequency", Some(Value::Frequency(f)));
    }
    i
}

fn answer(_: Intent, i: &Inputs, _: &AdvisorContext, _: &Understanding, out: &mut Out) {
    let Some((payment, per)) = i.flow("payment") else {
        return out.ask(
            "payment",
            "I can work that out with the payment. Ask again with it, for example \"how long to pay off $5,000 at 20% paying $200 a month\".",
        );
    };
    let Some(balance) = i.money("principal") else {
        return out.ask(
            "principal",
            format!(
                "I can work that out with the balance. Ask again with it, for example \"how long to pay off $5,000 at 20% paying {} a month\".",
                money(payment)
            ),
        );
    };
    let Some(rate) = i.rate("rate") else {
        return out.ask(
            "rate",
            format!(
                "I can work that out with the interest rate. Ask again with it, for example \"how long to pay off {} at 20% paying {} {}\".",
                money(balance),
                money(payment),
                per.per_label()
            ),
        );
    };
    let f = per;
    match time_to_clear(balance, rate, payment, f) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(Clearing::Never {
            interest_per_period,
        }) => out.para(format!(
            "**Never, at that payment.** {} at {} a year is charged about **{}** of interest {}, so paying {} {} doesn't reduce the balance. Paying more than the interest is the first step; ask me again with a bigger payment to see how long it takes.",
            money(balance),
            rate_as_given(rate),
            money(interest_per_period),
            f.per_label(),
            money(payment),
            f.per_label()
        )),
        Ok(Clearing::Cleared(p)) => {
            out.figure("Interest paid", p.total_interest);
            out.figure("Total paid", balance + p.total_interest);
            out.para(format!(
                "**Paying {} {} clears {} at {} a year in {}** ({} payments, the last one {}).\n\n- Interest paid along the way: **{}**\n- Total paid: {}\n\nInterest is charged {} at {} ÷ {} on the balance; no new spending or fees are assumed.",
                money(payment),
                f.per_label(),
                money(balance),
                rate_as_given(rate),
                duration_text(p.periods, f),
                p.periods,
                money(p.final_payment),
                money(p.total_interest),
                money(balance + p.total_interest),
                f.adverb(),
                rate_as_given(rate),
                f.per_year()
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn examples_are_payoff_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "loan_payoff_time");
        }
    }

    #[test]
    fn a_bigger_payment_re_runs_the_payoff() {
        let r = follow_up(
            &["how long to pay off $5,000 at 20% paying $200 a month"],
            "what about $300 a month?",
        );
        assert!(
            r.contains("Paying $300 a month clears $5,000 at 20%"),
            "{r}"
        );
    }
}
