//! Set 10's conversations and questions (session 9), through the whole advisor as the chat runs it.

use crate::builtin::intents::own::tests::{chat_with_intents, profile};
use crate::builtin::intents::tests::answers_as;

#[test]
fn set_10_a_bare_correction_of_the_profiles_figure_is_saved() {
    let t = chat_with_intents(
        profile(&[("country", "australia"), ("annualIncome", "85000")]),
        &["what's my take home?", "sorry, 95k"],
    );
    assert_eq!(t[1].1, "facts");
    assert_eq!(
        t[1].0.1,
        vec![("annualIncome".to_string(), Some("95000".to_string()))]
    );
    assert!(t[1].0.0.contains("$74,080"), "{}", t[1].0.0);
}

#[test]
fn set_10_pay_by_the_hour_a_year_compared_and_an_accounts_outlook() {
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &["I get $42 an hour, full time", "how much tax is that"],
    );
    assert_eq!(
        t[0].0.1,
        vec![("annualIncome".to_string(), Some("82992".to_string()))]
    );
    assert_eq!(t[1].1, "tax");
    let t = chat_with_intents(
        profile(&[("country", "us")]),
        &[
            "how much federal tax on 90k in 2026?",
            "how does that compare to 2025?",
        ],
    );
    assert_eq!(t[1].1, "compare_years");
    assert!(
        t[1].0.0.contains("$11,249") && t[1].0.0.contains("$10,970"),
        "{}",
        t[1].0.0
    );
    let t = chat_with_intents(
        profile(&[("country", "us")]),
        &[
            "how's my 401k looking? I'm 45 with 200k in it",
            "what if I add 5k a year?",
        ],
    );
    assert_eq!(
        (t[0].1.as_str(), t[1].1.as_str()),
        ("retirement", "contribution_what_if")
    );
}

#[test]
fn set_10_single_questions() {
    for (m, intent) in [
        (
            "250k mortgage at 7%, 30 year. what happens if I throw an extra grand a month at it?",
            "loan_extra_repayment",
        ),
        (
            "student loans 32k at 5.5%, I can do 600/mo. how many years till I'm done?",
            "loan_payoff_time",
        ),
        (
            "I've got 40k saved, what will it be in 10 years if I keep adding 800 a month?",
            "savings_growth",
        ),
        ("compare my tax this year vs 2024-25", "compare_years"),
        (
            "how long will 1.2 million last if I spend 6k a month",
            "retirement",
        ),
        (
            "I've got a few credit cards, how should I pay them off?",
            "debt",
        ),
        ("I've got like 3 credit cards maxed, what do I do", "debt"),
    ] {
        answers_as(m, intent);
    }
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "about 8k on the credit card and 14k left on the car",
            "how much would i pay a month on a 500k home loan at 6.2%",
        ],
    );
    assert_eq!(
        t[0].0.1,
        vec![("debts".to_string(), Some("22000".to_string()))]
    );
    // A home loan with no term runs over the usual 30 years, said so.
    assert!(
        t[1].0.0.contains("Over 30 years, the usual term") && t[1].0.0.contains("$3,062.34"),
        "{}",
        t[1].0.0
    );
}
