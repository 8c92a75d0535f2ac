//! Sets 19 and 20's misses (session 10), through the whole advisor as the chat runs it.

use super::tests_set15::{one, writes};
use crate::builtin::intents::own::tests::{chat_with_intents, profile};

#[test]
fn set_19_questions() {
    use crate::builtin::intents::tests::answers_as;
    let au = [("country", "australia")];
    // A noun after "and" asks nothing of its own; "it" is the explainer's subject.
    answers_as(
        "I earn 60k and have about 25k HECS, how much do I lose to tax and HECS repayments?",
        "tax",
    );
    answers_as(
        "what's CGT and how is it calculated on an investment property",
        "explain:capital_gains_tax",
    );
    answers_as("salary sacrifice - good idea or nah?", "salary_sacrifice");
    answers_as(
        "saving 400 a fortnight, when will I hit 30k?",
        "savings_time_to_target",
    );
    // Cover dropped in a what-if is the scenario's: the surcharge is charged, nothing saved.
    let (r, w, _) = one(
        &au,
        "What would I take home on $150k if I didn't have private health?",
    );
    assert!(r.contains("$108,555"), "{r}");
    assert!(w.is_empty(), "{w:?}");
    let (_, w, _) = one(
        &au,
        "I'm 19 and just started full time on 45k, how much tax will come out of my pay?",
    );
    assert_eq!(w, writes(&[("age", "19"), ("annualIncome", "45000")]));
    let (r, _, i) = one(
        &[("country", "australia"), ("mortgageBalance", "520000")],
        "what would my repayments be at 6.1% over 28 years",
    );
    assert_eq!(i, "loan_repayment");
    assert!(r.contains("$3,231.51"), "{r}");
}

#[test]
fn set_19_conversations() {
    // Each pay right after whose it is; the partner's changed by "she".
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "what would my partner and I take home together? I earn 80k and she's on 65k",
            "what if she went up to 75k?",
        ],
    );
    assert!(t[1].0.0.contains("$124,360"), "{}", t[1].0.0);
    // "put aside" says what is held.
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "how big should my emergency fund be?",
            "I spend around 4k a month and have 10k put aside for emergencies, how many months is that?",
        ],
    );
    assert_eq!(
        t[1].0.1,
        writes(&[
            ("monthlyExpenses", "4000"),
            ("emergencyFund", "10000"),
            ("emergencyFundCurrent", "10000")
        ])
    );
    let t = chat_with_intents(
        profile(&[("country", "australia"), ("state", "NSW")]),
        &[
            "how much is the age pension?",
            "who actually qualifies for it?",
        ],
    );
    assert_eq!(t[1].1, "explain:age_pension");
    // The spending a nest egg asked for is saved.
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &["how big a nest egg do I need?", "about 6k a month"],
    );
    assert_eq!(t[1].0.1, writes(&[("retirementSpending", "6000")]));
    assert!(t[1].0.0.contains("$1,800,000"), "{}", t[1].0.0);
}

#[test]
fn set_20_questions_and_conversations() {
    use crate::builtin::intents::tests::answers_as;
    answers_as(
        "at what income do you stop paying social security tax?",
        "limit:social_security_wage_base",
    );
    answers_as(
        "at what income do I start repaying my HELP debt",
        "limit:help_repayment_thresholds",
    );
    let (r, _, i) = one(
        &[("country", "australia"), ("expectedReturnRate", "0.06")],
        "how much will 2000 a month get me in 10 yrs",
    );
    assert_eq!(i, "savings_growth");
    assert!(r.contains("$327,758.69"), "{r}");
    // The person's pay named with "my" is theirs, inside a calculation too; the sum put in is
    // the share of it.
    let (r, w, _) = one(
        &[("country", "us"), ("state", "CA")],
        "what's the tax benefit of putting 6% of my 80k salary in the 401k",
    );
    assert!(r.contains("$1,460.41"), "{r}");
    assert_eq!(w, writes(&[("annualIncome", "80000")]));
    let (r, _, i) = one(
        &[
            ("country", "australia"),
            ("currentSavings", "9000"),
            ("superBalance", "30000"),
            ("debts", "4000"),
        ],
        "so what am i actually worth",
    );
    assert_eq!(i, "net_worth");
    assert!(r.contains("$35,000"), "{r}");
    // A correction naming no one is the person's; a balance paid down is owed.
    let t = chat_with_intents(
        profile(&[
            ("country", "australia"),
            ("propertyValue", "780000"),
            ("mortgageBalance", "450000"),
        ]),
        &[
            "what's my net worth",
            "sorry the mortgage is actually 420k now",
        ],
    );
    assert_eq!(t[1].1, "facts");
    assert_eq!(t[1].0.1, writes(&[("mortgageBalance", "420000")]));
    let t = chat_with_intents(
        profile(&[
            ("country", "australia"),
            ("propertyValue", "900000"),
            ("mortgageBalance", "430000"),
        ]),
        &["what's my equity", "we just paid it down to 380k"],
    );
    assert_eq!(t[1].0.1, writes(&[("mortgageBalance", "380000")]));
    assert!(t[1].0.0.contains("$520,000"), "{}", t[1].0.0);
}
