//! When nothing fits: what Penny can do, with three example questions close to what was asked
//! (chosen by the words the message shares with each example's subject), never a guess.

use finance_domain::Country;

use crate::builtin::facts::Reading;

/// (words that suggest the subject, an Australian example, a US example).
const EXAMPLES: &[(&[&str], &str, &str)] = &[
    (
        &[
            "car",
            "loan",
            "borrow",
            "mortgage",
            "house",
            "home",
            "repay",
            "repayment",
            "interest",
            "bank",
        ],
        "What are the repayments on a $600,000 loan at 6% over 30 years?",
        "What's the monthly payment on a $400,000 mortgage at 6.5% over 30 years?",
    ),
    (
        &["card", "credit", "debt", "owe", "clear", "afterpay"],
        "How long to pay off $5,000 at 20% paying $200 a month?",
        "How long to pay off $5,000 at 22% paying $200 a month?",
    ),
    (
        &[
            "invest",
            "investing",
            "grow",
            "shares",
            "stocks",
            "compound",
            "money",
            "wealth",
            "rich",
        ],
        "If I invest $500 a month for 20 years at 7%, how much will I have?",
        "If I invest $500 a month for 20 years at 7%, how much will I have?",
    ),
    (
        &[
            "save", "saving", "savings", "goal", "deposit", "holiday", "wedding", "target",
        ],
        "How much do I need to save each month to have $50,000 in 5 years?",
        "How much do I need to save each month to have $50,000 in 5 years?",
    ),
    (
        &[
            "retire",
            "retirement",
            "pension",
            "old",
            "nest",
            "super",
            "k401",
            "ira",
        ],
        "How much do I need to retire on $60,000 a year?",
        "How much do I need to retire on $60,000 a year?",
    ),
    (
        &[
            "bonus",
            "raise",
            "promotion",
            "pay",
            "salary",
            "job",
            "wage",
            "work",
        ],
        "What's a $10,000 bonus worth after tax on $90,000?",
        "What's a raise to $95,000 worth after tax on $85,000?",
    ),
    (
        &[
            "tax",
            "taxes",
            "irs",
            "ato",
            "refund",
            "deduction",
            "brackets",
        ],
        "How much tax do I pay on $85,000?",
        "What's the standard deduction this year?",
    ),
    (
        &[
            "partner", "wife", "husband", "couple", "family", "we", "our",
        ],
        "I earn $85,000 and my partner earns $60,000: what's our combined take-home?",
        "I earn $85,000 and my partner earns $60,000: what's our combined take-home?",
    ),
    (
        &["insurance", "health", "hospital", "medicare", "medical"],
        "Is a $1,500 policy cheaper than the Medicare levy surcharge on $110,000?",
        "How does an HSA work?",
    ),
    (
        &["budget", "spend", "spending", "expenses", "bills", "afford"],
        "How should I budget my take-home pay?",
        "How should I budget my take-home pay?",
    ),
];

pub fn examples(r: &Reading, country: Country) -> Vec<&'static str> {
    let mut scored: Vec<(usize, usize)> = EXAMPLES
        .iter()
        .enumerate()
        .map(|(i, (words, _, _))| (words.iter().filter(|w| r.has(w)).count(), i))
        .collect();
    // Most shared words first; ties keep the table's order (the most asked-about subjects first).
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    scored
        .into_iter()
        .take(3)
        .map(|(_, i)| match country {
            Country::Australia => EXAMPLES[i].1,
            Country::Us => EXAMPLES[i].2,
        })
        .collect()
}

pub fn reply(r: &Reading, country: Country) -> String {
    let mut s = String::from(
        "I'm not sure I can help with that one, and I'd rather not guess. I'm Penny, a personal-finance assistant, and here's what I can do: work out tax and take-home pay, loan repayments, savings growth and retirement figures (including the 4% rule), explain money topics, and keep your profile up to date.\n\nYou could ask, for example:\n",
    );
    for e in examples(r, country) {
        s.push_str("\n- \"");
        s.push_str(e);
        s.push('"');
    }
    s
}
