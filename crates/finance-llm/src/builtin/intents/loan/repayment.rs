//! "What are the repayments on $500k at 6% over 30 years?": the regular repayment and the total
//! interest (`calc::loan::repayment`), principal and interest or interest only.

use finance_domain::calc::loan::{LoanTerms, repayment};
use finance_domain::calc::{Frequency, duration_text};

use super::{read_loan, whole_years};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, rate_as_given};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "loan",
    inputs: &[
        InputSpec::needed("principal", Unit::Money),
        InputSpec::needed("rate", Unit::Rate),
        InputSpec::needed("years", Unit::Term),
        InputSpec::optional("frequency", Unit::Frequency),
        InputSpec::optional("interestOnly", Unit::Flag),
        InputSpec::optional("fixedYears", Unit::Term),
        InputSpec::optional("nextRate", Unit::Rate),
    ],
    read: |_, u, _| read_loan(u, None),
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "what are the monthly repayments on a $500,000 loan at 6% over 30 years?",
    "500k 6% 30",
    "fortnightly repayments on a 650k home loan, 5.89%, 30 yrs?",
    "interest only repayments on 600k at 6.2%",
];

fn answer(_: Intent, i: &Inputs, _: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let Some(principal) = i.money("principal") else {
        return out.ask(
            "principal",
            "I can work that out with the loan amount. Ask again with it, for example \"repayments on $500,000 at 6% over 30 years\".",
        );
    };
    let Some(rate) = i.rate("rate") else {
        return out.ask(
            "rate",
            format!(
                "I can work that out with the interest rate. Ask again with it, for example \"repayments on {} at 6% over 30 years\".",
                money(principal)
            ),
        );
    };
    let interest_only = i.flag("interestOnly");
    let f = i.frequency("frequency").unwrap_or(Frequency::Monthly);
    // A home loan with no term said runs over the usual 30 years, said so; any other loan's term
    // is asked for.
    let home_loan = u
        .reading
        .has_any(&["mortgage", "morgage", "mortage", "home loan"]);
    let assumed_term = whole_years(i).is_none() && !interest_only && home_loan;
    if assumed_term {
        out.para(
            "Over 30 years, the usual term for a home loan (tell me yours if it's different):",
        );
    }
    let Some(years) = whole_years(i)
        .or(interest_only.then_some(1))
        .or(assumed_term.then_some(30))
    else {
        return out.ask(
            "years",
            format!(
                "I can work that out with the loan term. Ask again with it, for example \"repayments on {} at {} over 30 years\".",
                money(principal),
                rate_as_given(rate)
            ),
        );
    };
    let terms = LoanTerms {
        principal,
        annual_rate: rate,
        years,
        frequency: f,
        interest_only,
    };
    let r = match repayment(&terms) {
        Err(e) => return out.para(format!("I couldn't work that out: {e}.")),
        Ok(r) => r,
    };
    let kind = if interest_only {
        "interest only"
    } else {
        "principal and interest"
    };
    let mut s = format!(
        "**Repayments on {} at {} a year** ({kind}, {}):\n\n- Repayment: **{} {}**",
        money(principal),
        rate_as_given(rate),
        f.adverb(),
        money(r.payment),
        f.per_label()
    );
    out.figure(format!("Repayment ({})", f.adverb()), r.payment);
    if interest_only && i.get("years").is_none() {
        s.push_str("\n- The balance stays the same: interest-only repayments don't reduce it.");
    } else {
        let total = if interest_only {
            r.total_paid + principal
        } else {
            r.total_paid
        };
        s.push_str(&format!(
            "\n- Total interest over {}: **{}**\n- Total repaid: {}",
            duration_text(r.periods, f),
            money(r.total_interest),
            money(total)
        ));
        if interest_only {
            s.push_str(&format!(
                " (including the {} principal still owed at the end)",
                money(principal)
            ));
        }
        out.figure("Total interest", r.total_interest);
        out.figure("Total repaid", total);
    }
    s.push_str(&format!(
        "\n\nInterest is charged {} at {} ÷ {} on the balance, the usual lender convention; fees, rate changes and offset balances aren't included.",
        f.adverb(),
        rate_as_given(rate),
        f.per_year()
    ));
    // "fixed for 2 years then variable": one rate is used throughout, and the reply says so
    // rather than implying the rate after the fixed period was counted.
    if let Some((fixed, _)) = i.term("fixedYears") {
        let after = match i.rate("nextRate") {
            Some(next) => format!("the {} that follows isn't included", rate_as_given(next)),
            None => "the rate that follows isn't known, so it isn't included".to_string(),
        };
        s.push_str(&format!(
            " The {fixed}-year fixed rate of {} is used for the whole term; {after}.",
            rate_as_given(rate)
        ));
    }
    out.para(s);
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn examples_are_repayment_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "loan_repayment");
        }
    }

    #[test]
    fn a_follow_up_changes_one_input() {
        let r = follow_up(
            &["What are the repayments on $700k at 6% over 30 years?"],
            "what about over 25 years?",
        );
        assert!(r.contains("Same loan, over 25 years instead of 30"), "{r}");
        assert!(r.contains("$4,510.11"), "{r}");
        let r = follow_up(&["repayments on 500k at 6% over 30 years"], "and at 5.75%?");
        assert!(r.contains("at 5.75% instead of 6%"), "{r}");
        let r = follow_up(
            &["repayments on 500k at 6% over 30 years"],
            "fortnightly instead",
        );
        assert!(r.contains("$1,382.92 a fortnight"), "{r}");
        let r = follow_up(
            &["repayments on 500k at 6.5% over 30 years"],
            "I meant 5.5%, not 6.5%",
        );
        assert!(r.contains("at 5.5% instead of 6.5%"), "{r}");
    }

    #[test]
    fn interest_paid_on_a_sum_at_a_rate_over_a_term_is_a_loan() {
        // Interest paid (not earned) on a sum at a rate over a term is a loan's total interest.
        for m in [
            "how much interest would i pay on 500k at 6% over 30 years?",
            "what's the total interest paid on $400,000 at 5.5% over 25 years",
            "how much would the interest cost me on 300k at 6.2% for 30 years",
        ] {
            answers_as(m, "loan_repayment");
        }
        let r = follow_up(
            &[],
            "how much interest would i pay on 500k at 6% over 30 years?",
        );
        assert!(
            r.contains("Total interest over 30 years: **$579,190**"),
            "{r}"
        );
        // Interest earned is the savings calculators'.
        answers_as(
            "how much interest would i earn on 50k at 5% over 10 years?",
            "savings_growth",
        );
    }
}
