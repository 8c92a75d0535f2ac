//! Set 11's conversations (session 9), through the whole advisor as the chat runs it.

#[test]
fn set_11_statements_a_put_away_sum_and_a_limit_after_a_saving() {
    use crate::builtin::intents::own::tests::chat_with_intents;
    use crate::builtin::intents::own::tests::profile;
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
