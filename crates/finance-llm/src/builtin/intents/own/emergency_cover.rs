//! "How many months would my emergency fund cover?": the fund divided by monthly expenses, against
//! the person's target (`emergencyFundMonths`, the profile's default when unset).

use finance_domain::ProfileField;
use finance_domain::answer::InputSource;
use rust_decimal::Decimal;

use super::{bare_money, money as money_value, read_bare, read_field};
use crate::builtin::Understanding;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::money;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "emergency fund",
    inputs: &[
        InputSpec::needed("emergencyFund", Unit::Money),
        InputSpec::needed("monthlyExpenses", Unit::Money),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
const EXAMPLES: &[&str] = &[
    "how many months would my emergency fund cover?",
    "how many months would my emergency fund last",
    "i've got 10k in my emergency fund and spend about 2,500 a month, how long would that last if i lost my job?",
    "I've got 9 grand put away for emergencies and spend about 3k a month, how many months is that?",
    "how long would my rainy day fund last?",
    "if I lost my job how many months could I last?",
    "how many months of expenses do I have saved?",
    "how long would 20k last me if I spend 4k a month?",
];

/// Whether the message asks how long the person's emergency fund lasts (not how big it should be,
/// nor how long it takes to build).
pub(crate) fn asks(r: &Reading) -> bool {
    // "how many months does that cover?" after "I've got 8k put aside for emergencies".
    let fund = r.has_prefix("emergenc")
        || matches!(
            r.points_back_to(),
            Some(ProfileField::EmergencyFund | ProfileField::EmergencyFundCurrent)
        )
        || r.has_any(&[
            "rainy day",
            "buffer",
            "lost my job",
            "lose my job",
            "without income",
            "without a job",
            "without work",
            "stopped working",
        ]);
    let lasts = r.has_any(&[
        "how many months",
        "how long",
        "last",
        "cover",
        "covers",
        "months is that",
        "months of expenses",
    ]);
    let months_saved = r.has("how many months") && r.has_any(&["of expenses", "of living"]);
    // "how long would 20k last me if I spend 4k a month?" (not super in retirement).
    // "I've got 14k put aside, how many months does that cover?": months a sum covers.
    let sum_lasts = r.has_any(&["last", "cover", "covers"])
        && r.has_any(&["how long", "how many months"])
        && r.tokens
            .iter()
            .filter_map(|t| t.tok.amount())
            .any(|a| a.looks_like_money())
        // "how long will 1.2 million last if I spend 6k a month": a nest egg drawn down.
        && !r.tokens
            .iter()
            .filter_map(|t| t.tok.amount())
            .any(|a| a.value >= rust_decimal::Decimal::from(250_000))
        && !r.has_prefix("retir")
        && !r.has_any(&["super", "superannuation", "k401", "pension", "ira"])
        // "how long will 600k last if i spend 45k a year": a year's spending is a drawdown.
        && !r.has_any(&["a year", "per year", "each year", "every year", "annually", "pa"]);
    ((fund && lasts) || months_saved || sum_lasts)
        && !r.has_any(&[
            "should",
            "need",
            "recommend",
            "recommended",
            "good",
            "take",
            "build",
            "reach",
            "save up",
            "to save",
            "saving",
        ])
}

fn read(_: Intent, u: &Understanding, _: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    read_field(
        &mut i,
        u,
        ProfileField::EmergencyFund,
        &[ProfileField::EmergencyFundCurrent],
        money_value,
    );
    // "how long would 20k last me…": the sum that lasts.
    if i.source("emergencyFund") != Some(InputSource::Message)
        && let Some(m) = u.slots.money_near(&u.reading.tokens, &["last"], 3)
        && m.per.is_none()
    {
        i.set("emergencyFund", Value::Money(m.value), InputSource::Message);
    }
    read_field(&mut i, u, ProfileField::MonthlyExpenses, &[], money_value);
    read_bare(&mut i, u, ProfileField::EmergencyFund, bare_money);
    i
}

/// "4 months", "3.75 months" (exact to the hundredth), "about 3.3 months".
fn months_text(m: Decimal) -> String {
    let exact = m.round_dp(2);
    let rounded = if exact == m {
        exact.normalize()
    } else {
        m.round_dp(1).normalize()
    };
    let unit = if rounded == Decimal::ONE {
        "month"
    } else {
        "months"
    };
    if m == rounded {
        format!("{rounded} {unit}")
    } else {
        format!("about {rounded} {unit}")
    }
}

fn answer(_: Intent, i: &Inputs, _: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let Some(expenses) = i.money("monthlyExpenses").filter(|e| *e > Decimal::ZERO) else {
        return out.ask(
            "monthlyExpenses",
            "How much do you spend a month, all up? Tell me, for example \"about $3,000 a month\", and I'll work out how long your emergency fund would last.",
        );
    };
    let Some(fund) = i.money("emergencyFund") else {
        return out.ask(
            "emergencyFund",
            format!(
                "How much do you have in your emergency fund? Tell me, for example \"I've got $10,000 in it\", and I'll work out how many months of your {} a month it covers.",
                money(expenses)
            ),
        );
    };
    let months = fund / expenses;
    let mut s = format!(
        "**An emergency fund of {} covers {} of expenses** at {} a month.",
        money(fund),
        months_text(months),
        money(expenses)
    );
    let target_months = u.updated.emergency_fund_months_or_default();
    let target = expenses * target_months;
    if fund >= target {
        s.push_str(&format!(
            " That meets your {}-month target ({}).",
            target_months.normalize(),
            money(target)
        ));
    } else {
        s.push_str(&format!(
            " A {}-month fund would be {}, so you're {} short.",
            target_months.normalize(),
            money(target),
            money(target - fund)
        ));
    }
    s.push_str(" The usual guide is 3 to 6 months of essential expenses; cutting back while you're out of work would stretch it further.");
    out.para(s);
}

/// "I've got 14k put aside, how many months does that cover?": the sum asked about is the
/// emergency fund, unless it is called savings.
pub(crate) fn held_is_the_fund(intent: Intent, reading: &mut Reading) {
    if intent != Intent::Own(crate::builtin::intents::OwnAsk::EmergencyCover)
        || reading.has_any(&["savings", "saved", "saving"])
    {
        return;
    }
    let held = reading
        .facts
        .iter()
        .rfind(|f| f.field == ProfileField::CurrentSavings && !f.hypothetical)
        .map(|f| f.raw.clone());
    if let Some(raw) = held {
        reading
            .facts
            .retain(|f| f.field != ProfileField::CurrentSavings);
        reading.facts.extend(crate::builtin::facts::statement_of(
            ProfileField::EmergencyFund,
            raw,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{chat, last, profile};
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_are_cover_questions() {
        for m in super::EXAMPLES {
            answers_as(m, "emergency_cover");
        }
        answers_as(
            "how much should I have in my emergency fund?",
            "emergency_fund",
        );
    }

    #[test]
    fn months_covered_with_the_facts_of_the_message_saved() {
        let (r, ch) = last(
            profile(&[("country", "us"), ("state", "AZ")]),
            &[
                "i've got 10k in my emergency fund and spend about 2,500 a month, how long would that last if i lost my job?",
            ],
        );
        assert!(r.contains("covers 4 months of expenses"), "{r}");
        assert_eq!(ch.len(), 3, "{ch:?}");
        let (r, ch) = last(
            profile(&[("country", "australia")]),
            &["how long would 20k last me if I spend 4k a month?"],
        );
        assert!(r.contains("covers 5 months of expenses"), "{r}");
        assert!(ch.is_empty(), "{ch:?}");
    }

    #[test]
    fn a_missing_fund_is_asked_for() {
        let p = profile(&[("country", "australia"), ("monthlyExpenses", "3200")]);
        let all = chat(
            p,
            &[
                "how many months would my emergency fund cover?",
                "I've got 16k in it",
            ],
        );
        assert!(
            all[0]
                .0
                .contains("How much do you have in your emergency fund"),
            "{}",
            all[0].0
        );
        assert!(all[1].0.contains("covers 5 months"), "{}", all[1].0);
        assert_eq!(
            all[1].1,
            vec![
                ("emergencyFund".to_string(), Some("16000".to_string())),
                (
                    "emergencyFundCurrent".to_string(),
                    Some("16000".to_string())
                )
            ]
        );
    }

    #[test]
    fn a_bare_answer_saves_what_any_emergency_fund_statement_saves() {
        let p = profile(&[("country", "australia"), ("monthlyExpenses", "3000")]);
        let all = chat(
            p,
            &[
                "how many months would my emergency fund last me?",
                "about 12k",
            ],
        );
        assert!(all[1].0.contains("covers 4 months"), "{}", all[1].0);
        assert_eq!(
            all[1].1,
            vec![
                ("emergencyFund".to_string(), Some("12000".to_string())),
                (
                    "emergencyFundCurrent".to_string(),
                    Some("12000".to_string())
                )
            ]
        );
    }

    #[test]
    fn that_points_back_to_the_fund_named_before() {
        let all = chat(
            profile(&[("country", "australia")]),
            &[
                "i've got 9k put aside for emergencies",
                "we spend about 3k a month, how many months does that cover?",
            ],
        );
        assert!(all[1].0.contains("covers 3 months"), "{}", all[1].0);
        assert_eq!(
            all[1].1,
            vec![("monthlyExpenses".to_string(), Some("3000".to_string()))]
        );
        // "that" after another figure is not the emergency fund.
        let all = chat(
            profile(&[("country", "australia")]),
            &[
                "my super is 200k",
                "we spend about 3k a month, how many months does that cover?",
            ],
        );
        assert!(!all[1].0.contains("emergency fund of"), "{}", all[1].0);
    }
}
