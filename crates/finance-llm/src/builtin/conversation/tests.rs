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

#[test]
fn a_bare_statement_is_recorded_as_facts_and_the_answer_shown_again() {
    use crate::builtin::intents::own::tests::chat_with_intents;
    // A fact the last calculation reads is saved and that answer shown again with it; the turn
    // itself only states something, so it is recorded as facts.
    let t = chat_with_intents(
        profile(&[("country", "australia"), ("annualIncome", "90000")]),
        &[
            "how much do i need to save a month to get 60k in 4 years",
            "i actually do have 22k saved in a HISA",
        ],
    );
    assert_eq!(t[1].1, "facts");
    assert!(t[1].0.0.contains("$559.96 a month"), "{}", t[1].0.0);
    // A what-if about the same figure stays the calculation asked again, and saves nothing.
    let t = chat_with_intents(
        profile(&[("country", "australia"), ("annualIncome", "90000")]),
        &[
            "how much do i need to save a month to get 60k in 4 years",
            "what if i already have 22k saved",
        ],
    );
    assert_eq!(t[1].1, "savings_target");
    assert!(t[1].0.1.is_empty(), "{:?}", t[1].0.1);
}

#[test]
fn a_sum_added_to_or_paid_off_a_balance_changes_the_balance_on_record() {
    let all = chat(
        profile(&[
            ("country", "australia"),
            ("monthlyExpenses", "4000"),
            ("emergencyFund", "10000"),
            ("emergencyFundCurrent", "10000"),
        ]),
        &[
            "how many months would my emergency fund last",
            "i just put another 5k in it",
        ],
    );
    assert!(all[1].0.contains("3.75 months"), "{}", all[1].0);
    assert!(
        all[1]
            .1
            .contains(&("emergencyFund".to_string(), Some("15000".to_string()))),
        "{:?}",
        all[1].1
    );
    let all = chat(
        profile(&[
            ("country", "australia"),
            ("propertyValue", "800000"),
            ("mortgageBalance", "520000"),
        ]),
        &[
            "how much equity do we have",
            "we just paid another 20k off the mortgage",
        ],
    );
    assert!(all[1].0.contains("$300,000"), "{}", all[1].0);
    assert_eq!(
        all[1].1,
        vec![("mortgageBalance".to_string(), Some("500000".to_string()))]
    );
    // With no balance on record, the sum alone is not what the person has: nothing is saved.
    let all = chat(
        profile(&[("country", "australia")]),
        &["i just put another 5k in my emergency fund"],
    );
    assert!(all[0].1.is_empty(), "{:?}", all[0].1);
}

#[test]
fn an_hourly_wage_in_a_question_or_an_answer_is_a_years_pay() {
    let r = replies(
        &[("country", "australia")],
        &["whats the tax on 30 an hour"],
    );
    assert!(r[0].contains("$59,280"), "{}", r[0]);
    let r = replies(
        &[("country", "australia")],
        &["what's my take home pay?", "sorry it's 32 an hour"],
    );
    assert!(r[1].contains("On an income of **$63,232**"), "{}", r[1]);
}

#[test]
fn federal_after_a_states_rates_and_an_accounts_outlook() {
    use crate::builtin::intents::own::tests::chat_with_intents;
    let r = replies(
        &[("country", "us"), ("state", "NY")],
        &[
            "what are the tax brackets in new york state",
            "and federal?",
        ],
    );
    assert!(
        r[1].contains("US federal tax brackets for 2026"),
        "{}",
        r[1]
    );
    let t = chat_with_intents(
        profile(&[("country", "australia"), ("annualIncome", "100000")]),
        &["how much will my hecs repayment be, i owe 30k"],
    );
    assert_eq!(t[0].1, "tax");
    assert!(t[0].0.0.contains("HELP"), "{}", t[0].0.0);
    let t = chat_with_intents(
        profile(&[("country", "us"), ("age", "45"), ("superBalance", "200000")]),
        &["how much will my 401k be worth at 65"],
    );
    assert_eq!(t[0].1, "retirement");
}

#[test]
fn a_horizon_said_another_way_and_the_difference_between_two_states() {
    use crate::builtin::intents::own::tests::chat_with_intents;
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "how much would i need to save each month to have 1 million by 60? im 35",
            "and if i want to retire at 55 instead",
        ],
    );
    assert_eq!(t[1].1, "savings_target");
    assert!(t[1].0.0.contains("in 20 years"), "{}", t[1].0.0);
    let t = chat_with_intents(
        profile(&[("country", "us"), ("state", "CA")]),
        &[
            "if i make 200k what's my take home in california",
            "how about if i moved to nevada",
            "what's the difference",
        ],
    );
    assert_eq!(t[2].1, "compare_states");
    assert!(
        t[2].0.0.contains("$14,354.98 more a year in Nevada"),
        "{}",
        t[2].0.0
    );
    let t = chat_with_intents(
        profile(&[("country", "australia"), ("annualIncome", "85000")]),
        &["whats my marginal tax rate", "and my average rate?"],
    );
    assert_eq!(t[1].1, "tax");
}

#[test]
fn an_answer_to_the_replys_own_question_is_read_whole() {
    use crate::builtin::intents::own::tests::chat_with_intents;
    // Said without "my", the home's value and loan answer "what's your home worth?".
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "how much equity have we got",
            "house is worth 1.05m, 600k left on the loan",
        ],
    );
    assert_eq!(t[1].1, "equity");
    assert!(t[1].0.0.contains("$450,000"), "{}", t[1].0.0);
    // A take-home stated when the spending was asked is not the spending; the spending given
    // next completes the answer.
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "how much am i saving each month",
            "i take home about 5200 a month",
            "and spend around 3800",
        ],
    );
    assert!(
        !t[1].0.1.iter().any(|(f, _)| f == "monthlyExpenses"),
        "{:?}",
        t[1].0.1
    );
    assert_eq!(t[2].1, "savings_rate");
    assert!(t[2].0.0.contains("$1,400 a month"), "{}", t[2].0.0);
}

#[test]
fn a_paycheck_on_a_years_pay() {
    let r = replies(
        &[("country", "us"), ("state", "WA")],
        &["paycheck calculator 85k biweekly"],
    );
    assert!(r[0].contains("On an income of **$85,000**"), "{}", r[0]);
}

#[test]
fn a_rate_moved_to_a_bare_figure() {
    let r = replies(
        &[("country", "australia")],
        &[
            "whats the repayment on 400k at 6% over 25 yrs",
            "what if rates went up by 1%",
            "and if they dropped to 5",
        ],
    );
    assert!(r[2].contains("at 5% instead of 7%"), "{}", r[2]);
}

#[test]
fn an_age_stated_after_a_limit_shows_that_limit_at_that_age() {
    use crate::builtin::intents::own::tests::chat_with_intents;
    let t = chat_with_intents(profile(&[("country", "us")]), &["401k limit", "i'm 61"]);
    assert_eq!(t[1].1, "facts");
    assert!(
        t[1].0.0.contains("At 61, your limit is **$35,750**"),
        "{}",
        t[1].0.0
    );
}

#[test]
fn shares_of_pay_into_a_401k() {
    let r = replies(
        &[
            ("country", "us"),
            ("state", "TX"),
            ("age", "36"),
            ("annualIncome", "90000"),
        ],
        &["should I put 6% or 10% of my salary into my 401k pre-tax? how much tax does each save"],
    );
    assert!(r[0].contains("| Tax saved | $1,188 | $1,980 |"), "{}", r[0]);
}

#[test]
fn the_nest_egg_for_the_spending_the_profile_holds() {
    let r = replies(
        &[("country", "australia"), ("retirementSpending", "5000")],
        &[
            "how much do I need saved to retire?",
            "what if I spent 6k a month",
        ],
    );
    assert!(r[0].contains("nest egg of about $1,500,000"), "{}", r[0]);
    assert!(r[1].contains("nest egg of about $1,800,000"), "{}", r[1]);
}
