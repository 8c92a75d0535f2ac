//! "What can you do?": what Penny answers, each with an example question, in the person's country
//! terms. No inputs.

use finance_domain::Country;

use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "help",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "what can you do?",
    "help",
    "what kind of stuff can i ask you",
    "what sort of questions can I ask?",
];

/// Whether the message asks what Penny can do ("help" is the HELP study loan when its debt or
/// repayment is named).
pub(super) fn asks(r: &crate::builtin::facts::Reading) -> bool {
    let study_loan = r.has_any(crate::builtin::facts::HELP_NAMES);
    !study_loan
        && r.has_any(&[
            "how do i use",
            "how to use",
            "what can you do",
            "what can you actually do",
            "what do you actually do",
            "what else can you do",
            "help",
            "how do you work",
            "what do you do",
            "who are you",
            "what are you",
            "what can i ask",
            "can i ask you",
            "what should i ask",
        ])
        || (super::detect::near(
            r,
            &["what kind of", "what sort of", "what type of", "which"],
            &["questions", "stuff", "things"],
            2,
        ) && r.has_any(&["ask", "you"]))
}

fn answer(_: Intent, _: &Inputs, _: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let limits = match u.updated.country {
        Country::Australia => "this year's super caps, tax-free threshold and Age Pension rates",
        Country::Us => "this year's 401(k), IRA and HSA limits and the standard deduction",
    };
    let (levy, account) = match u.updated.country {
        Country::Australia => (
            "income tax and the Medicare levy",
            "superannuation, salary sacrifice and concessional contributions",
        ),
        Country::Us => (
            "federal, state and FICA taxes",
            "401(k) and IRA contributions",
        ),
    };
    out.para(format!(
        "Here's what I can do:\n\n- **Tax and take-home pay**: {levy} for any income, e.g. \"how much tax on $85,000?\"\n- **Retirement outlook**: a projection to your retirement age and the 4% rule income\n- **Loans and savings**: repayments, extra repayments and payoff times, what savings grow to and what to save for a goal, e.g. \"repayments on $500,000 at 6% over 30 years?\"\n- **Pay changes and limits**: a bonus or raise after tax, a couple's take-home, {limits}\n- **Your profile**: tell me your income, age, savings, expenses or debts and I'll remember them\n- **Topics**: {account}, emergency funds, budgeting, debt, leasing vs buying a car, property vs shares, family trusts and tax-effective investing"
    ));
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_help_requests() {
        for m in super::EXAMPLES {
            answers_as(m, "help");
        }
    }
}
