//! Set 12's conversations (session 9), through the whole advisor as the chat runs it.

use crate::builtin::intents::own::tests::{chat_with_intents, profile};

#[test]
fn set_12_a_saving_put_away_each_month_and_a_balance_left() {
    // "each month" is a period, not "each" of two options.
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "I've got 15k saved and want a 120k house deposit in 4 years, how much do I need to put away each month at 4%?",
            "sorry I actually have 25k saved already",
        ],
    );
    assert!(t[0].0.0.contains("$1,970.81 a month"), "{}", t[0].0.0);
    assert!(t[1].0.0.contains("$1,745.02 a month"), "{}", t[1].0.0);
    // What is "left" at a rate over a term is owed: an extra payment on it saves interest.
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "should I pay extra off my mortgage or put it in super",
            "we've got 400k left at 6% over 25 years, how much would an extra 500 a month save?",
        ],
    );
    assert_eq!(t[1].1, "loan_extra_repayment");
    assert!(t[1].0.0.contains("$125,546.17"), "{}", t[1].0.0);
}

#[test]
fn set_12_a_balance_supposed_after_the_retirement_outlook() {
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "retire at 60 or 65 - which makes more sense for me? I'm 45 with 300k super",
            "what if I had 400k?",
        ],
    );
    assert_eq!(t[1].1, "retirement");
    assert!(t[1].0.0.contains("with $400,000"), "{}", t[1].0.0);
    assert!(t[1].0.1.is_empty(), "{:?}", t[1].0.1);
}

#[test]
fn set_12_single_questions() {
    use crate::builtin::intents::tests::answers_as;
    answers_as(
        "how much can I earn before I pay tax in Australia?",
        "limit:tax_free_threshold",
    );
    answers_as(
        "what % super does an employer have to pay now?",
        "limit:super_guarantee_rate",
    );
    let t = chat_with_intents(
        profile(&[("country", "us"), ("state", "TX")]),
        &["how much do I save in taxes maxing my 401k at 24,500 on 150k in texas"],
    );
    assert_eq!(t[0].1, "pretax_saving");
    assert!(t[0].0.1.is_empty(), "{:?}", t[0].0.1);
    assert!(t[0].0.0.contains("$5,880"), "{}", t[0].0.0);
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &["I'm 68 and get 40k a year taxable, how much tax do I pay?"],
    );
    assert!(
        t[0].0
            .1
            .contains(&("annualIncome".to_string(), Some("40000".to_string()))),
        "{:?}",
        t[0].0.1
    );
}
