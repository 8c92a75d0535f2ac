//! Sets 13 and 14's conversations (session 10), through the whole advisor as the chat runs it.

use crate::builtin::intents::own::tests::{chat_with_intents, profile};

#[test]
fn set_13_thanks_asks_nothing_about_the_subject() {
    // "that" in "thanks, that makes sense" points at the explainer but asks nothing of it.
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "can you explain negative gearing?",
            "thanks, that makes sense",
        ],
    );
    assert_eq!(t[1].1, "thanks");
}

#[test]
fn set_13_the_account_named_beside_roth_or_traditional_is_the_subject() {
    let t = chat_with_intents(
        profile(&[("country", "us"), ("age", "29")]),
        &[
            "Roth or traditional 401k?",
            "how much can I put in each year?",
        ],
    );
    assert_eq!(t[1].1, "limit:401k_limit");
    assert!(t[1].0.0.contains("$24,500"), "{}", t[1].0.0);
    // Without an account named, the Roth IRA ("each year" is no period for an explainer).
    let t = chat_with_intents(
        profile(&[("country", "us"), ("age", "29")]),
        &["Roth or traditional?", "how much can I put in each year?"],
    );
    assert_eq!(t[1].1, "limit:ira_limit");
}

#[test]
fn set_13_a_table_asked_by_name_after_a_calculation_on_it() {
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "I earn 125k, no private health. what's the surcharge cost?",
            "what are the thresholds for families?",
        ],
    );
    assert_eq!(t[1].1, "limit:surcharge_thresholds");
    assert!(t[1].0.1.is_empty(), "{:?}", t[1].0.1);
}

#[test]
fn set_13_the_partners_pay_said_a_message_before() {
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "my husband earns 60k",
            "and i earn 75k, what do we take home together?",
        ],
    );
    assert_eq!(t[1].1, "couple_take_home");
    assert!(t[1].0.0.contains("$110,860"), "{}", t[1].0.0);
    assert_eq!(
        t[1].0.1,
        vec![("annualIncome".to_string(), Some("75000".to_string()))]
    );
}

#[test]
fn set_13_a_fact_the_tax_reads_shows_the_tax_again() {
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "I'm on 78k, what's my take home each fortnight",
            "oh and I've got about 20k HECS",
        ],
    );
    assert_eq!(t[1].1, "facts");
    // The HELP repayment on $78,000 in 2026-27, now taken off.
    assert!(t[1].0.0.contains("$2,341.15"), "{}", t[1].0.0);
}

#[test]
fn set_13_rates_and_years_asked_after_the_facts_that_answer_them() {
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "how does super work",
            "what's the guarantee rate",
            "how much is that on my salary? I'm on 88k",
        ],
    );
    assert_eq!(t[1].1, "limit:super_guarantee_rate");
    assert_eq!(t[2].1, "employer_contributions");
    assert!(t[2].0.0.contains("$10,560"), "{}", t[2].0.0);
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "I'm 45, planning to retire at 62",
            "so how many years have I got left?",
        ],
    );
    assert_eq!(t[1].1, "years_to_retirement");
    assert!(t[1].0.0.contains("17 years"), "{}", t[1].0.0);
    let t = chat_with_intents(
        profile(&[
            ("country", "australia"),
            ("annualIncome", "95000"),
            ("helpDebt", "28000"),
        ]),
        &[
            "how much do i repay on my hecs each year",
            "how does that debt get indexed?",
        ],
    );
    assert_eq!(t[1].1, "explain:help_debt");
}

#[test]
fn set_13_single_questions() {
    use crate::builtin::intents::tests::answers_as;
    answers_as("ok what can you actually do", "help");
    answers_as(
        "what is super exactly? just moved to australia",
        "explain:super",
    );
    answers_as(
        "are there any first home buyer grants or schemes?",
        "explain:first_home_schemes",
    );
    answers_as(
        "saving for a 100k deposit by end of 2029, how much each month?",
        "savings_target",
    );
    answers_as(
        "how much super do I need to have to live on 55k a year?",
        "nest_egg",
    );
    answers_as(
        "How much would I pay each month on a $42,000 car at 7.2% for 6 years?",
        "loan_repayment",
    );
    // Words only the US's tax uses name the country, and the year is read in it.
    let one = |m: &str| chat_with_intents(profile(&[("country", "australia")]), &[m]).remove(0);
    let t = one("federal tax on 180k for a married couple filing jointly?");
    assert!(t.0.0.contains("$21,940"), "{}", t.0.0);
    let t = one("federal tax on 80k 2025 vs 2026");
    assert_eq!(t.1, "compare_years");
    assert!(
        t.0.0.contains("$9,049") && t.0.0.contains("$8,770"),
        "{}",
        t.0.0
    );
    let t = one("what was the tax on 85k in california for 2025");
    assert!(t.0.0.contains("2025 tax year"), "{}", t.0.0);
    let t = chat_with_intents(
        profile(&[("country", "australia"), ("annualIncome", "60000")]),
        &["how has the tax on my 60k changed since 2024-25"],
    );
    assert_eq!(t[0].1, "compare_years");
    assert!(t[0].0.0.contains("$268"), "{}", t[0].0.0);
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "im in the US btw, Texas",
            "I reckon I'll spend about $4,000 a month in retirement",
            "how many years to become a millionaire saving 2k a month at 8%",
        ],
    );
    assert_eq!(
        t[0].0.1,
        vec![
            ("country".to_string(), Some("us".to_string())),
            ("state".to_string(), Some("TX".to_string()))
        ]
    );
    assert_eq!(
        t[1].0.1,
        vec![("retirementSpending".to_string(), Some("4000".to_string()))]
    );
    assert!(t[2].0.0.contains("18 years"), "{}", t[2].0.0);
}
