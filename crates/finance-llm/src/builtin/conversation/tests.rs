//! Follow-ups across intents, each through the whole advisor as the chat runs it (the profile
//! changes of a turn saved before the next).

use crate::builtin::intents::own::tests::{chat, profile};

/// The replies of a chat, by turn.
pub(super) fn replies(fields: &[(&str, &str)], messages: &[&str]) -> Vec<String> {
    chat(profile(fields), messages)
        .into_iter()
        .map(|(r, _)| r)
        .collect()
}

#[test]
fn a_what_if_on_the_persons_own_figures_is_answered_and_not_saved() {
    let p = [("country", "australia"), ("annualIncome", "100000")];
    let all = chat(
        profile(&p),
        &[
            "I take home 6,200 a month and spend 4,500, what's my savings rate",
            "what if I cut spending to 4k",
        ],
    );
    assert!(all[1].0.contains("$2,200 a month"), "{}", all[1].0);
    assert!(all[1].1.is_empty(), "{:?}", all[1].1);
    let r = replies(
        &[("country", "australia")],
        &[
            "how many years until I can retire",
            "I'm 41",
            "what if I retired at 60 instead",
        ],
    );
    assert!(r[2].contains("19 years to go"), "{}", r[2]);
    let r = replies(
        &[("country", "us"), ("annualIncome", "120000")],
        &[
            "my employer matches 5%, how much is that a year",
            "what if they did 6%",
        ],
    );
    assert!(r[1].contains("$7,200 a year"), "{}", r[1]);
    let r = replies(
        &[
            ("country", "australia"),
            ("propertyValue", "1200000"),
            ("mortgageBalance", "650000"),
        ],
        &["what's my equity", "what if the place was worth 1.1m"],
    );
    assert!(r[1].contains("$450,000"), "{}", r[1]);
}

#[test]
fn a_statement_with_a_question_asks_the_last_answer_again() {
    let r = replies(
        &[("country", "australia")],
        &[
            "how big should my emergency fund be",
            "I spend about 3.5k a month so how much is that for me?",
        ],
    );
    assert!(r[1].contains("$21,000"), "{}", r[1]);
    let r = replies(
        &[("country", "us"), ("state", "NY")],
        &[
            "what's the child tax credit",
            "I have 3 kids, how much do I get",
        ],
    );
    assert!(r[1].contains("$6,600"), "{}", r[1]);
    // A bare statement after an explainer is saved, and not taken for the income it invited.
    let all = chat(
        profile(&[("country", "australia")]),
        &[
            "is it better to pay extra off the mortgage or put extra in super?",
            "I'm 45 btw",
        ],
    );
    assert_eq!(all[1].1, vec![("age".to_string(), Some("45".to_string()))]);
}

#[test]
fn a_correction_of_the_rate_changes_the_question_not_the_profile() {
    let all = chat(
        profile(&[("country", "australia")]),
        &[
            "Monthly repayments on $450,000 at 5.99% for 30 years?",
            "sorry I meant 5.49",
        ],
    );
    assert!(
        all[1].0.contains("at 5.49% instead of 5.99%"),
        "{}",
        all[1].0
    );
    assert!(all[1].1.is_empty(), "{:?}", all[1].1);
}

#[test]
fn bare_figures_keep_to_the_earlier_answer() {
    let r = replies(
        &[("country", "australia")],
        &[
            "if I save 500 a month at 5% how much will I have in 10 years",
            "and at 7?",
            "what about 20 yrs",
        ],
    );
    assert!(r[1].contains("at 7% instead of 5%"), "{}", r[1]);
    assert!(r[2].contains("$260,463.33"), "{}", r[2]);
    let r = replies(
        &[("country", "australia"), ("expectedReturnRate", "0.05")],
        &[
            "if i chuck 300 a fortnight into savings how much will i have after 5 years",
            "what about 10",
        ],
    );
    assert!(r[1].contains("over 10 years instead of 5"), "{}", r[1]);
}

#[test]
fn options_said_together_or_against_the_earlier_answer_go_side_by_side() {
    let r = replies(
        &[("country", "australia")],
        &[
            "repayments on 300k at 6% over 25 and 30 years",
            "whats the total interest for each",
        ],
    );
    assert!(
        r[0].contains("$1,932.90") && r[0].contains("$1,798.65"),
        "{}",
        r[0]
    );
    assert!(
        r[1].contains("$279,870") && r[1].contains("$347,514"),
        "{}",
        r[1]
    );
    let r = replies(
        &[("country", "australia"), ("annualIncome", "85000")],
        &[
            "how much tax would I save salary sacrificing 10k into super",
            "vs 5k?",
        ],
    );
    assert!(
        r[1].contains("$1,600") && r[1].contains("$3,200"),
        "{}",
        r[1]
    );
}

#[test]
fn a_question_naming_nothing_is_asked_on_the_earlier_loan() {
    let r = replies(
        &[("country", "australia")],
        &[
            "fortnightly repayments on 450k at 6.1% over 30 years?",
            "how much would I save if I paid an extra 250 each fortnight",
        ],
    );
    assert!(
        r[1].contains("Paying $250 extra a fortnight on $450,000 at 6.1% over 30 years"),
        "{}",
        r[1]
    );
}

#[test]
fn the_surcharge_for_a_family_uses_the_family_thresholds() {
    let r = replies(
        &[("country", "australia")],
        &[
            "how much would the medicare levy surcharge be for a family on 200k",
            "and on 250k?",
        ],
    );
    assert!(r[0].contains("would be $0"), "{}", r[0]);
    assert!(r[1].contains("$3,125"), "{}", r[1]);
}

#[test]
fn a_new_retirement_age_said_without_retire_is_saved() {
    let all = chat(
        profile(&[
            ("country", "australia"),
            ("age", "52"),
            ("retirementAge", "67"),
        ]),
        &[
            "how long till I retire",
            "I'm planning to go at 62 now actually",
        ],
    );
    assert_eq!(
        all[1].1,
        vec![("retirementAge".to_string(), Some("62".to_string()))]
    );
}
