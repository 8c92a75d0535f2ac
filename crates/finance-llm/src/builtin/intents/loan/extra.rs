//! "What if I pay $500 extra a month on my $500k loan at 6% over 30 years?": both schedules
//! simulated period by period (`calc::loan::extra_repayment`): the time and interest saved.

use finance_domain::answer::InputSource;
use finance_domain::calc::loan::{LoanTerms, extra_repayment};
use finance_domain::calc::{Frequency, duration_text};

use super::{read_loan, whole_years};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, rate_as_given};

const EXTRA_WORDS: &[&str] = &["extra", "additional", "more", "on top"];

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "loan",
    inputs: &[
        InputSpec::needed("extra", Unit::Flow),
        InputSpec::needed("principal", Unit::Money),
        InputSpec::needed("rate", Unit::Rate),
        InputSpec::needed("years", Unit::Term),
        InputSpec::optional("frequency", Unit::Frequency),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how much interest would i save paying an extra $500 a month on a 480k loan at 6.1% over 27 years",
    "what if I pay $200 extra a fortnight on my 600k mortgage at 6% over 30 years?",
];

fn read(_: Intent, u: &Understanding, _: &AdvisorContext) -> Inputs {
    // "if I add 300 a month to my mortgage": the sum added each period.
    let extra = u
        .slots
        .money_near(&u.reading.tokens, EXTRA_WORDS, 3)
        .or_else(|| super::added_each_period(&u.reading.tokens, &u.slots));
    let mut i = read_loan(u, extra.map(|m| m.at));
    if let Some(m) = extra {
        let f = m
            .per
            .filter(|f| *f != Frequency::Yearly)
            .or(i.frequency("frequency"))
            .unwrap_or(Frequency::Monthly);
        i.said("extra", Some(Value::Flow(m.value, f)));
        // The extra is paid as often as the repayments.
        if m.per.is_some() && i.source("frequency") == Some(InputSource::Default) {
            i.said("frequency", Some(Value::Frequency(f)));
        }
    }
    i
}

fn answer(_: Intent, i: &Inputs, _: &AdvisorContext, _: &Understanding, out: &mut Out) {
    let Some((extra, per)) = i.flow("extra") else {
        return out.ask(
            "extra",
            "I can work that out with the extra amount. Ask again with it, for example \"what if I pay $500 extra a month on a $500,000 loan at 6% over 30 years\".",
        );
    };
    let example = |what: &str, name: &'static str, out: &mut Out| {
        out.ask(
            name,
            format!(
                "I can work that out with {what}. Ask again with it, for example \"what if I pay {} extra {} on a $500,000 loan at 6% over 30 years\".",
                money(extra),
                per.per_label()
            ),
        );
    };
    let Some(principal) = i.money("principal") else {
        return example("the loan amount, rate and term", "principal", out);
    };
    let Some(rate) = i.rate("rate") else {
        return example("the loan's interest rate", "rate", out);
    };
    let Some(years) = whole_years(i) else {
        return example("the loan term", "years", out);
    };
    let f = i.frequency("frequency").unwrap_or(per);
    let terms = LoanTerms {
        principal,
        annual_rate: rate,
        years,
        frequency: f,
        interest_only: false,
    };
    match extra_repayment(&terms, extra) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(e) => {
            out.figure("Interest saved", e.interest_saved);
            out.figure("Total interest", e.with_extra.total_interest);
            out.para(format!(
                "**Paying {} extra {} on {} at {} over {years} years:**\n\n- Regular repayment: {} {}; with the extra, {}\n- Paid off in **{}** instead of {}: **{} sooner**\n- Interest saved: **{}** ({} instead of {})\n\nInterest is charged {} at {} ÷ {} on the balance, and the extra goes straight off the principal.",
                money(extra),
                f.per_label(),
                money(principal),
                rate_as_given(rate),
                money(e.regular_payment),
                f.per_label(),
                money(e.regular_payment + extra),
                duration_text(e.with_extra.periods, f),
                duration_text(e.base.periods, f),
                duration_text(e.periods_saved, f),
                money(e.interest_saved),
                money(e.with_extra.total_interest),
                money(e.base.total_interest),
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
    fn examples_are_extra_repayment_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "loan_extra_repayment");
        }
    }

    #[test]
    fn an_extra_repayment_after_a_repayment_keeps_the_loan() {
        let r = follow_up(
            &["repayments on 500k at 6% over 30 years?"],
            "what if I pay an extra $500 a month?",
        );
        assert!(
            r.contains("Paying $500 extra a month on $500,000 at 6%"),
            "{r}"
        );
    }

    #[test]
    fn an_extra_repayment_after_an_interest_question_keeps_the_loan() {
        let r = follow_up(
            &["how much interest would i pay on 500k at 6% over 30 years?"],
            "and if i paid an extra 500 a month?",
        );
        assert!(r.contains("Interest saved: **$199,502.45**"), "{r}");
    }
}
