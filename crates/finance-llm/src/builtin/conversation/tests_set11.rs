//! Set 11's conversations (session 9), through the whole advisor as the chat runs it.

use crate::builtin::intents::own::tests::{chat_with_intents, profile};

#[test]
fn set_11_statements_a_put_away_sum_and_a_limit_after_a_saving() {
    let t = chat_with_intents(
        profile(&[
            ("country", "australia"),
            ("emergencyFund", "9000"),
            ("emergencyFundCurrent", "9000"),
            ("monthlyExpenses", "3000"),
        ]),
        &[
            "how long would my emergency fund last me",
            "I've topped it up to 15k",
        ],
    );
    assert_eq!(t[1].1, "facts");
    assert!(t[1].0.0.contains("covers 5 months"), "{}", t[1].0.0);
    let t = chat_with_intents(
        profile(&[
            ("country", "us"),
            ("annualIncome", "110000"),
            ("employerMatch", "0.05"),
        ]),
        &[
            "how much does my employer put in my 401k",
            "I just got bumped to 120k",
        ],
    );
    assert_eq!(
        t[1].0.1,
        vec![("annualIncome".to_string(), Some("120000".to_string()))]
    );
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "should I consolidate my debts?",
            "I have about 18k across two cards and a personal loan",
        ],
    );
    assert_eq!(
        (t[1].1.as_str(), t[1].0.1.clone()),
        (
            "facts",
            vec![("debts".to_string(), Some("18000".to_string()))]
        )
    );
    let t = chat_with_intents(
        profile(&[
            ("country", "australia"),
            ("propertyValue", "700000"),
            ("mortgageBalance", "380000"),
        ]),
        &["whats my equity", "actually we owe 350k now"],
    );
    assert_eq!(
        t[1].0.1,
        vec![("mortgageBalance".to_string(), Some("350000".to_string()))]
    );
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "how long to save 30k putting away 500 a month",
            "what if I put away 800?",
        ],
    );
    assert!(t[1].0.0.contains("Saving $800 a month"), "{}", t[1].0.0);
    let t = chat_with_intents(
        profile(&[("country", "us"), ("annualIncome", "90000")]),
        &[
            "how much tax would i save putting 10k in my 401k pre-tax",
            "and what's the max I can put in?",
        ],
    );
    assert_eq!(t[1].1, "limit:401k_limit");
    let t = chat_with_intents(
        profile(&[("country", "us")]),
        &["whats the 401k limit", "and for an HSA?"],
    );
    assert_eq!(t[1].1, "limit:hsa_limit");
    // Asking how it works is still the explainer.
    let t = chat_with_intents(
        profile(&[("country", "us")]),
        &["whats the 401k limit", "how does an hsa work?"],
    );
    assert_eq!(t[1].1, "explain:hsa");
}

#[test]
fn set_11_single_questions() {
    use crate::builtin::intents::tests::answers_as;
    for (m, intent) in [
        (
            "I've got 15k in savings. if I add 300 a month at 5% what'll I have in 8 years",
            "savings_growth",
        ),
        (
            "need $1m in 25 years, whats the monthly contribution at 8%?",
            "savings_target",
        ),
        (
            "how big does my super need to be to draw 60k a year",
            "nest_egg",
        ),
        (
            "how should I be thinking about my 401k and IRA, what order do I fund them",
            "retirement_accounts",
        ),
        ("take home pay for 150000 salary in washington state", "tax"),
    ] {
        answers_as(m, intent);
    }
    let t = chat_with_intents(
        profile(&[("country", "us")]),
        &["should I move from NY to Florida? how much more would I take home on 110k"],
    );
    assert_eq!(t[0].1, "compare_states");
    assert!(t[0].0.0.contains("$86,215"), "{}", t[0].0.0);
    let t = chat_with_intents(
        profile(&[
            ("country", "us"),
            ("age", "35"),
            ("annualIncome", "90000"),
            ("superBalance", "50000"),
        ]),
        &["if I put an extra 5% into my 401k how much more will I have at retirement"],
    );
    assert_eq!(t[0].1, "contribution_what_if");
    assert!(t[0].0.0.contains("Adding $4,500 a year"), "{}", t[0].0.0);
}
