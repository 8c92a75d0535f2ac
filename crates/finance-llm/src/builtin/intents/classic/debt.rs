//! "How do I pay off my debts faster?", "pay off the mortgage or invest?": the avalanche and
//! snowball methods with the country's note on student debt, the person's other debts against
//! their income, or the mortgage-versus-investing trade-off. Read from the profile, so it has no
//! inputs (a loan with its figures is the loan calculators').

use std::fmt::Write as _;

use finance_domain::Country;
use rust_decimal::Decimal;

use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, percent};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "debt question",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how do I get rid of my credit card debt?",
    "avalanche or snowball?",
    "should I pay off my mortgage or invest?",
];

fn answer(_: Intent, _: &Inputs, _: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let p = &u.scenario;
    if u.reading.has("mortgage") && u.reading.has_prefix("invest") {
        let offset = match p.country {
            Country::Australia => {
                " In Australia an offset account gives you the same saving while keeping the cash available."
            }
            Country::Us => {
                " In the US, mortgage interest is only deductible if you itemise, which most people no longer do."
            }
        };
        out.para(format!("**Paying off the mortgage or investing?** Every extra dollar on the mortgage earns its interest rate, guaranteed and tax-free. Investing may earn more over the long run (shares have averaged more than most mortgage rates) but with ups and downs, and the returns are taxed.{offset} Many people do both: first an emergency fund and any high-interest debt, then retirement contributions, then split the rest."));
        return;
    }
    let mut s = String::from(
        "To pay debts down faster:\n\n- **Avalanche**: pay the minimum on everything and put every spare dollar on the highest-interest debt first (usually credit cards). It saves the most interest.\n- **Snowball**: clear the smallest balance first for quick wins, then roll that payment into the next.\n- Ask lenders for a lower rate, and avoid new debt while you pay down the old.",
    );
    match p.country {
        Country::Australia => s.push_str("\n- HECS-HELP debt is indexed rather than charged interest and repaid through the tax system, so it usually comes last."),
        Country::Us => s.push_str("\n- Federal student loans have income-driven repayment options; high-interest credit card debt usually comes first."),
    }
    if let Some(d) = p.debts.filter(|d| *d > Decimal::ZERO) {
        let _ = write!(
            s,
            "\n\nYour profile shows **{}** of debts other than the mortgage.",
            money(d)
        );
        if let Some(i) = p.annual_income.filter(|i| *i > Decimal::ZERO) {
            let _ = write!(
                s,
                " That's {} of your annual income.",
                percent((d / i).round_dp(3))
            );
        }
    }
    s.push_str("\n\nIf you're juggling several debts, consolidating them into one lower-rate loan can help, as long as you don't run the cards back up.");
    out.para(s);
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_debt_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "debt");
        }
    }
}
