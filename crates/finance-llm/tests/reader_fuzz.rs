#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Arbitrary text never panics the built-in advisor, and whatever it proposes passes validation.

use chrono::NaiveDate;
use finance_domain::validation::apply_raw_changes;
use finance_domain::{Country, FinancialProfile};
use finance_llm::{AdvisorContext, BuiltinAdvisor, ChatTurn, DISCLAIMER, Role};
use proptest::prelude::*;

fn check(message: String, previous: String, country: Country) {
    let profile = FinancialProfile {
        country,
        ..FinancialProfile::default()
    };
    let reply = BuiltinAdvisor::new().reply(&AdvisorContext {
        profile: profile.clone(),
        goals: Vec::new(),
        history: vec![ChatTurn {
            role: Role::User,
            content: previous,
            answer: None,
        }],
        message,
        today: NaiveDate::from_ymd_opt(2026, 11, 21).unwrap(),
    });
    assert!(reply.content.ends_with(DISCLAIMER));
    let mut copy = profile;
    apply_raw_changes(&mut copy, &reply.profile_changes).expect("proposed changes must validate");
}

/// Words the reader reacts to, so random messages reach the interesting paths.
const VOCAB: &[&str] = &[
    "I",
    "earn",
    "85k",
    "$1.2m",
    "-5000000",
    "not",
    "actually",
    "sorry",
    "a",
    "week",
    "hour",
    "per",
    "month",
    "fortnight",
    "rent",
    "mortgage",
    "super",
    "401(k)",
    "kids",
    "two",
    "eighty-five",
    "thousand",
    "and",
    ",",
    "?",
    ".",
    "if",
    "what",
    "would",
    "I'm",
    "34",
    "retire",
    "at",
    "in",
    "Sydney",
    "TX",
    "WA",
    "take",
    "home",
    "after",
    "tax",
    "%",
    "99999999999999999999999",
    "0.0000001",
    "no",
    "debt",
    "married",
    "2025-26",
    "fy26",
    "A$",
    "US$",
    "grand",
    "half",
    "million",
    "emergency",
    "fund",
    "months",
    "set",
    "my",
    "income",
    "to",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_text_never_panics(message in any::<String>(), previous in any::<String>()) {
        check(message, previous, Country::Australia);
    }

    #[test]
    fn finance_word_salad_never_panics(words in proptest::collection::vec(proptest::sample::select(VOCAB), 0..40), us in any::<bool>()) {
        let message = words.join(" ");
        let country = if us { Country::Us } else { Country::Australia };
        check(message.clone(), message, country);
    }
}
