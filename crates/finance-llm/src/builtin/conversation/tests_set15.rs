//! Sets 15 and 16's conversations and questions (session 10), through the whole advisor as the
//! chat runs it.

use crate::builtin::intents::own::tests::{chat_with_intents, profile};

/// One message on its own: the reply, its profile changes by field name, and its intent.
pub(super) fn one(
    fields: &[(&str, &str)],
    m: &str,
) -> (String, Vec<(String, Option<String>)>, String) {
    let ((reply, changes), intent) = chat_with_intents(profile(fields), &[m]).remove(0);
    (reply, changes, intent)
}

/// Profile changes by field name, as `chat_with_intents` reports them.
pub(super) fn writes(pairs: &[(&str, &str)]) -> Vec<(String, Option<String>)> {
    pairs
        .iter()
        .map(|(f, v)| ((*f).to_string(), Some((*v).to_string())))
        .collect()
}

#[test]
fn set_15_statements_of_the_persons_own_inside_questions() {
    let au = [("country", "australia")];
    let (_, w, _) = one(
        &au,
        "Im 24 earning 58k in Perth. what do I take home a month?",
    );
    assert_eq!(
        w,
        writes(&[("age", "24"), ("annualIncome", "58000"), ("state", "WA")])
    );
    let (_, w, _) = one(
        &[("country", "us")],
        "im married with 2 kids making 110k, whats my federal tax",
    );
    assert_eq!(
        w,
        writes(&[
            ("maritalStatus", "married"),
            ("dependents", "2"),
            ("annualIncome", "110000")
        ])
    );
    let (_, w, i) = one(
        &au,
        "I'm single on 105k with no private hospital cover - am I paying the surcharge and how much?",
    );
    assert_eq!(i, "surcharge_cost");
    assert_eq!(
        w,
        writes(&[
            ("maritalStatus", "single"),
            ("annualIncome", "105000"),
            ("privateHospitalCover", "false")
        ])
    );
    // A figure alone after a comma belongs to the clause that named it.
    let (_, w, _) = one(
        &au,
        "I'm 68 and still working part time, about 40k a year. How much tax do I pay?",
    );
    assert_eq!(w, writes(&[("age", "68"), ("annualIncome", "40000")]));
    // "+ super" is part of the package; what reaches the account is the take-home.
    let (r, w, i) = one(
        &au,
        "Just started a new job on $105k + super. What will I actually get in my account each month?",
    );
    assert_eq!(i, "tax");
    assert_eq!(w, writes(&[("annualIncome", "105000")]));
    assert!(r.contains("$6,740"), "{r}");
    // "when will I reach 100k?" asks; it plans nothing for the sum held.
    let (_, w, _) = one(
        &au,
        "I've got 10k and save 800/month at 5%, when will I reach 100k?",
    );
    assert_eq!(w, writes(&[("currentSavings", "10000")]));
}

#[test]
fn set_15_questions_said_loosely() {
    use crate::builtin::intents::tests::answers_as;
    answers_as(
        "I'm 38 with 95k in super. What's a franking credit btw?",
        "explain:franking_credits",
    );
    answers_as(
        "wat is the first home super saver scheme",
        "explain:first_home_schemes",
    );
    answers_as(
        "is it worth salary sacrificing $200 a fortnight? how much tax does it save me",
        "pretax_saving",
    );
    let (r, w, i) = one(
        &[("country", "australia")],
        "Student loans: $25k at 6.5%, paying $250/mo. when am i free??",
    );
    assert_eq!(i, "loan_payoff_time");
    assert!(w.is_empty(), "{w:?}");
    assert!(r.contains("$11,104.96"), "{r}");
    let (r, _, _) = one(
        &[("country", "australia")],
        "what's the monthly on a 30 yr 520,000 loan @ 5.5",
    );
    assert!(r.contains("$2,952.5"), "{r}");
    let (r, _, i) = one(
        &[("country", "us")],
        "How big does my 401k need to be to pull 100k a year?",
    );
    assert_eq!(i, "nest_egg");
    assert!(r.contains("$2,500,000"), "{r}");
    // A move weighed against the state lived in.
    let (r, _, i) = one(
        &[
            ("country", "us"),
            ("state", "OR"),
            ("annualIncome", "85000"),
        ],
        "would I pay less tax if I moved to washington?",
    );
    assert_eq!(i, "compare_states");
    assert!(r.contains("Oregon") && r.contains("$68,627.50"), "{r}");
    // A joint return on the household's pay.
    let (r, _, _) = one(
        &[
            ("country", "us"),
            ("state", "MA"),
            ("maritalStatus", "married"),
        ],
        "We file jointly and make 180k together. What's our tax bill?",
    );
    assert!(r.contains("$135,830"), "{r}");
}

#[test]
fn set_15_conversations() {
    // A statement, then a question, in one message: no goal is made of the statement.
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "We need a 150k deposit in 4 years and we've already got 40k saved. How much a month do we need to put away at 5%?",
        ],
    );
    assert_eq!(t[0].1, "savings_target");
    assert!(t[0].0.0.contains("$1,908.23"), "{}", t[0].0.0);
    // Nor of a wish cut from the question that weighs it.
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "we need a 120k house deposit in 3 years and have 40k already saved, how much per fortnight if we get 4.5%?",
        ],
    );
    assert_eq!(t[0].1, "savings_target");
    let t = chat_with_intents(
        profile(&[("country", "australia"), ("monthlyExpenses", "3200")]),
        &[
            "how big should my emergency fund be?",
            "I've got 9,600 in it at the moment",
            "so how many months does that cover?",
        ],
    );
    assert_eq!(t[2].1, "emergency_cover");
    let t = chat_with_intents(
        profile(&[("country", "australia"), ("annualIncome", "82000")]),
        &[
            "how does HECS work?",
            "I've got 28k of it. what will my repayment be this year?",
        ],
    );
    assert_eq!(t[1].1, "tax");
    assert_eq!(t[1].0.1, writes(&[("helpDebt", "28000")]));
    assert!(t[1].0.0.contains("$2,250"), "{}", t[1].0.0);
}

#[test]
fn set_16_conversations() {
    let t = chat_with_intents(
        profile(&[
            ("country", "us"),
            ("state", "TX"),
            ("annualIncome", "140000"),
        ]),
        &[
            "whats my federal tax",
            "I'm married by the way, we file jointly",
        ],
    );
    assert_eq!(t[1].1, "facts");
    assert!(t[1].0.0.contains("$13,140"), "{}", t[1].0.0);
    let t = chat_with_intents(
        profile(&[("country", "us"), ("state", "NC")]),
        &[
            "what's the take home on 70k here?",
            "i'm actually paid hourly, $36 an hour",
        ],
    );
    assert_eq!(t[1].1, "facts");
    assert_eq!(t[1].0.1, writes(&[("annualIncome", "74880")]));
    let t = chat_with_intents(
        profile(&[
            ("country", "us"),
            ("state", "NY"),
            ("annualIncome", "160000"),
        ]),
        &[
            "how much more would I take home if I moved to Florida?",
            "what about New Jersey?",
        ],
    );
    assert_eq!(t[0].1, "compare_states");
    assert_eq!(t[1].1, "compare_states");
    assert!(t[1].0.0.contains("$111,658"), "{}", t[1].0.0);
    let t = chat_with_intents(
        profile(&[("country", "australia")]),
        &[
            "I take home about 5,000 a month after tax and spend 3,500, how much am I saving?",
            "what's that as a percentage?",
        ],
    );
    assert_eq!(t[0].1, "savings_rate");
    assert_eq!(t[1].1, "savings_rate");
    assert!(t[1].0.0.contains("30%"), "{}", t[1].0.0);
}

#[test]
fn two_pays_said_in_the_order_of_the_people_named() {
    let (r, w, i) = one(
        &[("country", "us")],
        "me and my wife make 85k and 65k in Georgia, what's our take home combined",
    );
    assert_eq!(i, "couple_take_home");
    assert_eq!(w, writes(&[("annualIncome", "85000"), ("state", "GA")]));
    assert!(r.contains("You: $85,000"), "{r}");
    let (r, w, _) = one(
        &[("country", "australia")],
        "my husband and I earn 60k and 75k",
    );
    assert_eq!(
        w,
        writes(&[("maritalStatus", "married"), ("annualIncome", "75000")])
    );
    assert!(r.contains("On an income of **$75,000**"), "{r}");
}
