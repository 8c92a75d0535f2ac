//! "What's my debt-to-income ratio?": what the person owes (the mortgage and other debts) against
//! their income before tax a year, as a ratio and a percentage.

use finance_domain::{Country, ProfileField};
use rust_decimal::Decimal;

use super::{bare_money, money as money_value, read_bare, read_field};
use crate::builtin::Understanding;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{InputSpec, Inputs, Unit};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::{money, percent};

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "debts",
    inputs: &[
        InputSpec::needed("annualIncome", Unit::Money),
        InputSpec::optional("mortgageBalance", Unit::Money),
        InputSpec::optional("debts", Unit::Money),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "what's my debt to income ratio",
    "is my debt to income ok?",
    "what's my debt-to-income?",
    "what's my DTI?",
    "how much debt do I have compared to my income?",
    "is my debt too high for my income?",
];

/// Whether the message asks for the person's debt-to-income ratio.
pub(crate) fn asks(r: &Reading) -> bool {
    let against_income = r.has_any(&["debt", "debts", "owe"])
        && r.has_any(&[
            "compared to my income",
            "compared with my income",
            "relative to my income",
            "against my income",
            "times my income",
            "times my salary",
            "for my income",
        ]);
    against_income
        || r.has_any(&[
            "debt to income",
            "debts to income",
            "dti",
            "debt ratio",
            "debt to salary",
        ])
}

fn read(_: Intent, u: &Understanding, _: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    read_field(&mut i, u, ProfileField::AnnualIncome, &[], money_value);
    read_field(&mut i, u, ProfileField::MortgageBalance, &[], money_value);
    read_field(&mut i, u, ProfileField::Debts, &[], money_value);
    read_bare(&mut i, u, ProfileField::AnnualIncome, bare_money);
    i
}

fn answer(_: Intent, i: &Inputs, _: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let (mortgage, debts) = (i.money("mortgageBalance"), i.money("debts"));
    if mortgage.is_none() && debts.is_none() {
        return out.ask(
            "debts",
            "What do you owe, other than a mortgage (credit cards, car and personal loans)? Tell me, for example \"about $15,000\" (or 0), and tell me your mortgage balance too if you have one.",
        );
    }
    let Some(income) = i.money("annualIncome").filter(|v| *v > Decimal::ZERO) else {
        return out.ask(
            "annualIncome",
            "What's your income before tax? Tell me, for example \"I earn $85,000\", and I'll work out your debt-to-income ratio.",
        );
    };
    let (mortgage, debts) = (mortgage.unwrap_or_default(), debts.unwrap_or_default());
    let owed = mortgage + debts;
    let ratio = owed / income;
    out.figure("Debt", owed);
    let parts: Vec<String> = [("mortgage", mortgage), ("other debts", debts)]
        .iter()
        .filter(|(_, v)| *v > Decimal::ZERO)
        .map(|(n, v)| format!("{n} {}", money(*v)))
        .collect();
    let mut s = format!(
        "**Your debt-to-income ratio is {} ({})**: debts of {}{} against an income of {} a year before tax.",
        ratio.round_dp(2).normalize(),
        percent(ratio),
        money(owed),
        if parts.len() > 1 {
            format!(" ({})", parts.join(" and "))
        } else {
            String::new()
        },
        money(income)
    );
    if let Some(help) = u.updated.help_debt.filter(|d| *d > Decimal::ZERO) {
        s.push_str(&format!(
            " Your HELP debt of {} isn't included; lenders count its repayments from your pay instead.",
            money(help)
        ));
    }
    s.push_str(match u.updated.country {
        Country::Australia => "\n\nBanks treat debt of six times income or more as high (APRA, the banking regulator, limits how much new lending they write at that level), and a lower ratio leaves more room for rate rises.",
        Country::Us => "\n\nUS lenders usually mean something else by DTI: monthly debt payments divided by gross monthly income, where 36% or less is the common guide (28% for housing alone).",
    });
    out.para(s);
}

#[cfg(test)]
mod tests {
    use super::super::tests::{chat, last, profile};
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_debt_to_income_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "debt_to_income");
        }
    }

    #[test]
    fn the_ratio_and_a_missing_income() {
        let p = profile(&[
            ("country", "australia"),
            ("annualIncome", "110000"),
            ("mortgageBalance", "480000"),
            ("debts", "15000"),
        ]);
        let (r, _) = last(p, &["what's my debt to income ratio"]);
        assert!(
            r.contains("**Your debt-to-income ratio is 4.5 (450%)**"),
            "{r}"
        );
        let p = profile(&[
            ("country", "us"),
            ("state", "PA"),
            ("mortgageBalance", "350000"),
            ("debts", "10000"),
        ]);
        let all = chat(p, &["what's my debt to income ratio?", "I earn 120k"]);
        assert!(all[0].0.contains("What's your income"), "{}", all[0].0);
        assert!(
            all[1]
                .0
                .contains("**Your debt-to-income ratio is 3 (300%)**"),
            "{}",
            all[1].0
        );
        assert_eq!(
            all[1].1,
            vec![("annualIncome".to_string(), Some("120000".to_string()))]
        );
    }
}
