//! Sets 17 and 18's misses (session 10), through the whole advisor as the chat runs it.

use super::tests_set15::{one, writes};
use crate::builtin::intents::own::tests::{chat_with_intents, profile};

#[test]
fn set_17_facts_said_loosely() {
    let au = [("country", "australia")];
    // A preamble before the subject, and a lone age joined to the statement.
    let (_, w, _) = one(&au, "just so you know I'm single and 27");
    assert_eq!(w, writes(&[("maritalStatus", "single"), ("age", "27")]));
    // A noun after "and" names the kind of the sum before it.
    let (_, w, i) = one(
        &[("country", "us")],
        "I earn 70k and have 25k in car and card debt, what's my DTI?",
    );
    assert_eq!(i, "debt_to_income");
    assert_eq!(w, writes(&[("annualIncome", "70000"), ("debts", "25000")]));
    // "both make 75k": one pay each.
    let (r, w, i) = one(
        &[("country", "us")],
        "me and my husband both make 75k in ohio, what do we take home combined?",
    );
    assert_eq!(i, "couple_take_home");
    assert_eq!(w, writes(&[("annualIncome", "75000"), ("state", "OH")]));
    assert!(r.contains("$75,000 + $75,000"), "{r}");
    // The spouse's age; a job before the pay; a second holding stated whole.
    let (_, w, _) = one(&au, "I'm 41, married, wife is 39");
    assert_eq!(
        w,
        writes(&[
            ("age", "41"),
            ("maritalStatus", "married"),
            ("spouseAge", "39")
        ])
    );
    let (_, w, _) = one(
        &au,
        "I'm a nurse on $42.50 an hour, what do I take home after tax?",
    );
    assert_eq!(w, writes(&[("annualIncome", "83980")]));
    let (_, w, _) = one(&au, "I have around $40k in savings and another 15k in ETFs");
    assert_eq!(
        w,
        writes(&[("currentSavings", "40000"), ("investmentAccounts", "15000")])
    );
}

#[test]
fn set_17_questions_said_loosely() {
    use crate::builtin::intents::tests::answers_as;
    answers_as(
        "how much shoud I have saved by 35?",
        "explain:savings_by_age",
    );
    answers_as(
        "where should I put money for retirement besides my 401k",
        "retirement_accounts",
    );
    answers_as("what's the best credit card for points", "unknown");
    answers_as("what's super?", "explain:super");
    // Set 6 c67: a service Penny does not give.
    answers_as("can you do my tax return for me?", "unknown");
    let (r, _, i) = one(
        &[("country", "australia"), ("currentSavings", "25000")],
        "what will my savings be worth in 10 years",
    );
    assert_eq!(i, "savings_growth");
    assert!(r.contains("$50,241.53"), "{r}");
    let (r, _, i) = one(
        &[
            ("country", "us"),
            ("state", "IL"),
            ("annualIncome", "120000"),
        ],
        "would i pay less tax in tennessee?",
    );
    assert_eq!(i, "compare_states");
    assert!(r.contains("$93,250"), "{r}");
}

#[test]
fn set_17_conversations() {
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "what are the surcharge thresholds",
            "how much would it cost me on 110k without private cover?",
        ],
    );
    assert_eq!(t[1].1, "surcharge_cost");
    assert!(t[1].0.0.contains("$1,100"), "{}", t[1].0.0);
    // A sum held, naming no kind, after a question about a balance is that balance.
    let t = chat_with_intents(
        profile(&[("country", "australia"), ("monthlyExpenses", "4200")]),
        &[
            "how many months would my emergency fund last",
            "i've got 21k put aside",
        ],
    );
    assert_eq!(t[1].1, "emergency_cover");
    assert_eq!(
        t[1].0.1,
        writes(&[
            ("emergencyFund", "21000"),
            ("emergencyFundCurrent", "21000")
        ])
    );
}
