//! "What's my net worth?": what the person owns less what they owe, from the profile
//! (`FinancialProfile::total_assets`, `total_liabilities`, `net_worth`), with each figure used.

use finance_domain::answer::InputSource;
use finance_domain::validation::apply_raw_changes;
use finance_domain::{Country, ProfileField};
use rust_decimal::Decimal;

use super::{join_or, money as money_value, read_field};
use crate::builtin::Understanding;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::money;

/// What the person owns, in the order the reply lists it.
const ASSETS: [ProfileField; 5] = [
    ProfileField::CurrentSavings,
    ProfileField::PropertyValue,
    ProfileField::SuperBalance,
    ProfileField::InvestmentAccounts,
    ProfileField::EmergencyFund,
];
/// What the person owes.
const LIABILITIES: [ProfileField; 2] = [ProfileField::MortgageBalance, ProfileField::Debts];

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "net worth",
    inputs: &[
        InputSpec::optional("currentSavings", Unit::Money),
        InputSpec::optional("propertyValue", Unit::Money),
        InputSpec::optional("superBalance", Unit::Money),
        InputSpec::optional("investmentAccounts", Unit::Money),
        InputSpec::optional("emergencyFund", Unit::Money),
        InputSpec::optional("mortgageBalance", Unit::Money),
        InputSpec::optional("debts", Unit::Money),
        // Whether the message states any of them: the answer to "what do you own and owe?".
        InputSpec::optional("assetsOrDebts", Unit::Flag),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "what's my net worth",
    "net worth?",
    "whats my net worth looking like",
    "how much am I worth?",
    "what are my assets minus my debts?",
    "I also have 8k left on a car loan. what's my net worth now?",
];

/// Whether the message asks for the person's net worth.
pub(crate) fn asks(r: &Reading) -> bool {
    r.has_any(&[
        "net worth",
        "networth",
        "how much am i worth",
        "how much are we worth",
        "what am i worth",
        "what are we worth",
        "what am i actually worth",
        "what are we actually worth",
        "how much am i actually worth",
        "total assets",
        "assets and debts",
        "assets and liabilities",
        "assets minus",
        "own minus",
        "what i own and owe",
    ])
}

fn read(_: Intent, u: &Understanding, _: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    for f in ASSETS.iter().chain(&LIABILITIES) {
        read_field(&mut i, u, *f, &[], money_value);
    }
    let stated = ASSETS
        .iter()
        .chain(&LIABILITIES)
        .any(|f| i.source(f.name()) == Some(InputSource::Message));
    if stated {
        i.set("assetsOrDebts", Value::Flag(true), InputSource::Message);
    }
    i
}

/// How a field is named in the breakdown.
fn item(f: ProfileField, country: Country) -> &'static str {
    match f {
        ProfileField::CurrentSavings => "savings",
        ProfileField::PropertyValue => "property",
        ProfileField::SuperBalance => match country {
            Country::Australia => "super",
            Country::Us => "401(k)",
        },
        ProfileField::InvestmentAccounts => "investments",
        ProfileField::EmergencyFund => "emergency fund",
        ProfileField::MortgageBalance => "mortgage",
        _ => "other debts",
    }
}

/// "savings $25,000, property $750,000", the non-zero items of `fields`.
fn breakdown(i: &Inputs, fields: &[ProfileField], country: Country) -> String {
    let items: Vec<String> = fields
        .iter()
        .filter_map(|f| {
            let v = i.money(f.name()).filter(|v| !v.is_zero())?;
            Some(format!("{} {}", item(*f, country), money(v)))
        })
        .collect();
    if items.is_empty() {
        "none recorded".into()
    } else {
        items.join(", ")
    }
}

fn answer(_: Intent, i: &Inputs, _: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let country = u.updated.country;
    if ASSETS
        .iter()
        .chain(&LIABILITIES)
        .all(|f| i.get(f.name()).is_none())
    {
        return out.ask(
            "assetsOrDebts",
            "I don't know your assets or debts yet. Tell me what you have and owe (for example \"I have $20,000 in savings and $100,000 in super, and owe $5,000 on a card\") and I'll work out your net worth.",
        );
    }
    // The domain's definition, on the profile with these figures.
    let mut p = u.scenario.clone();
    for f in ASSETS.iter().chain(&LIABILITIES) {
        let raw = i.money(f.name()).map(|v| v.to_string());
        let _ = apply_raw_changes(&mut p, &[(*f, raw)]);
    }
    let (assets, liabilities, net) = (p.total_assets(), p.total_liabilities(), p.net_worth());
    out.figure("Net worth", net);
    out.figure("Assets", assets);
    out.figure("Liabilities", liabilities);
    let mut s = format!(
        "**Your net worth is about {}**, from the figures you've given me:\n\n- Assets: **{}** ({})\n- Liabilities: **{}** ({})",
        money(net),
        money(assets),
        breakdown(i, &ASSETS, country),
        money(liabilities),
        breakdown(i, &LIABILITIES, country),
    );
    if let Some(help) = u.updated.help_debt.filter(|d| *d > Decimal::ZERO) {
        s.push_str(&format!(
            "\n\nYour HELP debt of {} isn't counted: it's repaid through the tax system as you earn, not owed like a loan.",
            money(help)
        ));
    }
    let missing: Vec<&str> = ASSETS
        .iter()
        .chain(&LIABILITIES)
        .filter(|f| i.get(f.name()).is_none())
        .map(|f| item(*f, country))
        .collect();
    if !missing.is_empty() {
        s.push_str(&format!(
            "\n\nIf you also have {} I don't know about, tell me and I'll include it.",
            join_or(&missing)
        ));
    }
    out.para(s);
}

#[cfg(test)]
mod tests {
    use super::super::tests::{last, profile};
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_net_worth_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "net_worth");
        }
    }

    #[test]
    fn a_statement_of_net_worth_is_not_a_question() {
        answers_as("my net worth is about 500k", "facts");
    }

    #[test]
    fn facts_in_the_message_count_and_are_saved() {
        let (r, ch) = last(
            profile(&[("country", "australia")]),
            &["I have 20k in savings and owe 5k on a card, what's my net worth?"],
        );
        assert!(r.contains("**Your net worth is about $15,000**"), "{r}");
        assert_eq!(ch.len(), 2, "{ch:?}");
    }

    #[test]
    fn a_later_it_is_the_net_worth() {
        let p = profile(&[
            ("country", "australia"),
            ("currentSavings", "20000"),
            ("superBalance", "95000"),
            ("debts", "18000"),
        ]);
        let (r, _) = last(
            p,
            &[
                "what's my net worth",
                "just paid off the car loan so no debts now",
                "what is it now?",
            ],
        );
        assert!(r.contains("**Your net worth is about $115,000**"), "{r}");
    }

    #[test]
    fn with_nothing_known_it_asks_and_the_answer_completes_it() {
        let all = super::super::tests::chat(
            profile(&[("country", "australia")]),
            &[
                "what's my net worth?",
                "I have 20k in savings and 100k in super, and owe 5k on my credit card",
            ],
        );
        assert!(
            all[0].0.contains("I don't know your assets or debts yet"),
            "{}",
            all[0].0
        );
        assert!(
            all[1].0.contains("**Your net worth is about $115,000**"),
            "{}",
            all[1].0
        );
        assert_eq!(all[1].1.len(), 3, "{:?}", all[1].1);
    }
}
