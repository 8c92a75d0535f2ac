//! Which spec intent a message asks: keyword rules over the message's words, most specific first.
//! The router asks these after the calculators, limits and explainers.

use crate::builtin::facts::Reading;
use crate::builtin::intents::Intent;
use rust_decimal::Decimal;

use super::which_topic::topic_for;

/// Whether the message asks what the person should do ("should I…", "can we…", "…for me?").
pub(super) fn asks_for_self(r: &Reading) -> bool {
    r.has_any(&[
        "should i",
        "should we",
        "shall i",
        "shall we",
        "do i",
        "do we",
        "can i",
        "can we",
        "could i",
        "could we",
        "for me",
        "for us",
    ])
}

/// Places a home is bought as.
const HOME_WORDS: &[&str] = crate::builtin::facts::HOME_NOUNS;

/// Whether a phrase of `first` comes before a word of `then` at most `reach` words after it
/// ("buying my first house").
pub(super) fn near(r: &Reading, first: &[&str], then: &[&str], reach: usize) -> bool {
    first.iter().any(|phrase| {
        let n = phrase.split(' ').count();
        r.words.windows(n).enumerate().any(|(i, w)| {
            w.iter().zip(phrase.split(' ')).all(|(a, b)| a == b)
                && r.words
                    .iter()
                    .skip(i + n)
                    .take(reach)
                    .any(|x| then.contains(&x.as_str()))
        })
    })
}

/// "How much of my pay goes on my HECS?", "how does a 30k HECS debt change it?": what the HELP
/// debt takes from pay is a question for the tax engine.
fn help_debt_repaid(r: &Reading) -> bool {
    r.has_any(&["hecs", "hecs-help", "help debt", "help loan", "study loan"])
        && r.has_any(&[
            "how much",
            "come out",
            "comes out",
            "goes on",
            "go on",
            "take out",
            "taken out",
            "repayment",
            "repayments",
            "change",
            "take home",
        ])
}

/// Whether the message names nothing the spec's intents know, so that `detect` could only guess
/// (a sum alone reads as a tax question): a conversation may know better ("same but $500k" after a
/// loan question).
pub fn guessed(r: &Reading) -> bool {
    matches!(detect(r).as_slice(), [Intent::Tax]) && !names_tax(r)
}

/// Words that name tax or take-home pay.
const TAX_WORDS: &[&str] = &[
    "tax",
    "taxes",
    "taxed",
    "take home",
    "takehome",
    "after tax",
    "net pay",
    "medicare",
    "fica",
    "bracket",
    "brackets",
    "paycheck",
    "pay check",
    "payslip",
    "withholding",
    "social security",
    "how much will i keep",
    "how much do i keep",
    "actually keep",
    "do i keep",
    "get paid",
    "take-home",
    "after-tax",
    "in my pocket",
    "in hand",
    // "what will I actually get in my account each month?"
    "get in my account",
    "in my account each",
    "hits my account",
    "hit my account",
    "in my bank",
    "marginal rate",
    "average rate",
    "effective rate",
    "income tax",
];

fn names_tax(r: &Reading) -> bool {
    r.has_any(TAX_WORDS)
}

/// "the 50/30/20 rule": the figures are read as amounts, so they are matched as figures.
fn fifty_thirty_twenty(r: &Reading) -> bool {
    let figures: Vec<_> = r
        .tokens
        .iter()
        .filter_map(|t| t.tok.amount().map(|a| a.value))
        .collect();
    figures
        .windows(3)
        .any(|w| w == [Decimal::from(50), Decimal::from(30), Decimal::from(20)])
}

/// The intents of a message, strongest first. Never empty.
pub fn detect(r: &Reading) -> Vec<Intent> {
    let mut out = Vec::new();
    let tax = names_tax(r);
    // "how long will 600k last if i spend 45k a year": a drawdown.
    let drawdown = r.has("how long") && r.has("last");
    let retirement = drawdown
        || r.has_any(&[
            "retire",
            "retirement",
            "retiring",
            "nest egg",
            "4% rule",
            "4 rule",
            "on track",
            "age pension",
            "pension",
            "enough to retire",
            "saving enough",
            "save enough",
            "how much will i have",
            "will i have",
            "will i have enough",
            "be enough",
            "is it enough",
            "enough super",
            "enough in super",
            "enough to live on",
            "projection",
            "outlook",
            "how long will it last",
            "will it last",
            "how long will my",
            "how long would it last",
            "last me",
            "run out",
        ])
        // "how much will my 401k be worth at 65?": the account's outlook.
        || (r.has_any(&["k401", "b403", "super", "superannuation", "ira"])
            && r.has_any(&["be worth", "grow to", "will it be", "have at"]))
        // "how's my 401k looking?": the person's account's outlook.
        || (r.has_any(&["my k401", "my b403", "my super", "my superannuation", "my ira"])
            && r.has_any(&["looking", "doing", "tracking"]));
    // "how many months of expenses should I keep in cash?" sizes an emergency fund.
    let emergency = r.has_prefix("emergenc")
        || r.has_any(&["rainy day"])
        || r.has_any(&["months of expenses", "months of living"])
            && r.has_any(&["should", "keep", "need"]);
    let rule = fifty_thirty_twenty(r);
    let budget = rule
        || r.has_any(&[
            "budget",
            "budgeting",
            "overspending",
            "overspend",
            "saving more",
            "spending less",
            "spending",
            "spend less",
            "save more",
            "saving money",
            "cut costs",
            "50/30/20",
            "50 30 20",
            "split my pay",
            "split my income",
            "split my salary",
            "expenses",
            "where does my money go",
            "save money",
            "how much should i save",
            "savings rate",
        ]);
    let debt = r.has_any(&[
        "debt",
        "debts",
        "credit card",
        "credit cards",
        "pay off",
        "pay them off",
        "pay it off",
        "payoff",
        "loan",
        "loans",
        "interest rate",
        "avalanche",
        "snowball",
        "owe",
    ])
    // "what's the best credit card for points": choosing a product is not paying debt down.
    && !r.has_any(&[
        "points",
        "rewards",
        "frequent flyer",
        "cashback",
        "cash back",
        "best credit card",
        "which credit card",
    ]);
    let sacrifice = r.has_any(&[
        "salary sacrifice",
        "sacrifice",
        "sacrificing",
        "concessional",
        "pre tax contributions",
        "pre-tax contributions",
    ]);
    let accounts = r.has_any(&[
        "k401",
        "ira",
        "roth",
        "b403",
        "hsa",
        "superannuation",
        "super",
        "super fund",
        "my super",
        "super guarantee",
        "in super",
        "into super",
        "smsf",
    ]);
    // "which retirement accounts should I use?" is about the accounts, not the outlook.
    let accounts_named = r.has_any(&[
        "retirement account",
        "retirement accounts",
        "retirement savings account",
        "retirement savings accounts",
        "best way to save for retirement",
        "best way to invest for retirement",
        "where should i save for retirement",
        "where to save for retirement",
    ])
        // "where should I put money for retirement besides my 401k": where, beside an account.
        || accounts
            && r.has_any(&[
                "besides",
                "other than",
                "apart from",
                "as well as",
                "in addition to",
                "on top of",
                "where should i put",
                "where else",
            ]);
    let summary = r.has_any(&[
        "what do you know",
        "my profile",
        "what have i told",
        "about me",
        "my details",
        "my situation",
        "summary",
        "summarise",
        "summarize",
        "my finances",
        "on me",
        "info you have",
        "information you have",
        "you got saved",
        "you have saved",
    ]);
    let net_worth = r.has_any(&[
        "net worth",
        "networth",
        "how much am i worth",
        "total assets",
        "my assets",
    ]);
    let home = r.has_any(&[
        "rent or buy",
        "buy or rent",
        "renting or buying",
        "buying or renting",
        "deposit",
        "down payment",
        "buy a house",
        "buying a house",
        "buy a home",
        "buying a home",
        "first home",
        "how much can i borrow",
        "borrowing power",
        "stamp duty",
        "lmi",
        "pmi",
        "buy a property",
        "buying a property",
        "buy an apartment",
        "buying an apartment",
    ]) || (r.has("afford") && r.has_any(HOME_WORDS))
        || near(
            r,
            &["buy", "buying", "purchase", "purchasing"],
            HOME_WORDS,
            3,
        );
    let help = super::help::asks(r);
    let greeting = r.words.len() <= 6
        && r.words.first().is_some_and(|w| {
            matches!(
                w.as_str(),
                "hi" | "hello"
                    | "hey"
                    | "g'day"
                    | "gday"
                    | "howdy"
                    | "yo"
                    | "hiya"
                    | "morning"
                    | "afternoon"
                    | "evening"
                    | "good"
                    | "greetings"
                    | "sup"
            )
        });
    let thanks = r.has_any(&[
        "thanks",
        "thank you",
        "thankyou",
        "cheers",
        "ta",
        "thx",
        "ty",
        "appreciate it",
        "much appreciated",
        "great help",
    ]);

    // The topic-to-chat message names the topic title; topics win over generic intents.
    if let Some(t) = topic_for(r) {
        out.push(Intent::Topic(t));
    }
    // "How should I budget my take-home pay?" is a budget question that names the pay, and "how do
    // pre-tax contributions work?" one about salary sacrifice.
    let tax_named = r.has_any(&[
        "tax",
        "taxes",
        "taxed",
        "income tax",
        "medicare",
        "fica",
        "bracket",
        "brackets",
        "withholding",
        "marginal rate",
        "social security",
    ]);
    let budget_named = rule
        || r.has_any(&[
            "budget",
            "budgeting",
            "overspending",
            "overspend",
            "tips for saving",
            "tips to save",
            "saving more",
        ]);
    let pre_tax_named = r.has_any(&[
        "pre tax contribution",
        "pre tax contributions",
        "pre-tax contribution",
        "pre-tax contributions",
    ]);
    if budget && budget_named && !tax_named {
        out.push(Intent::Budget);
    }
    // "should I salary sacrifice to cut my tax?" is advice on salary sacrifice before a tax sum.
    if sacrifice
        && (pre_tax_named || asks_for_self(r))
        && !out.iter().any(|i| matches!(i, Intent::Topic(_)))
    {
        out.push(Intent::SalarySacrifice);
    }
    // "can you do my tax return for me?": a service Penny does not give, not a tax figure.
    let return_done_for_me = r.has_any(&[
        "do my tax return",
        "do my taxes",
        "do my return",
        "file my tax",
        "file my taxes",
        "lodge my tax",
        "lodge my return",
        "prepare my tax",
    ]);
    if (tax || help_debt_repaid(r)) && !return_done_for_me {
        out.push(Intent::Tax);
    }
    if accounts_named {
        out.push(Intent::RetirementAccounts);
    }
    if retirement
        && !accounts_named
        && !out.contains(&Intent::Topic("concessional-super-contributions"))
    {
        out.push(Intent::Retirement);
    }
    if emergency {
        out.push(Intent::EmergencyFund);
    }
    if sacrifice
        && !out.iter().any(|i| matches!(i, Intent::Topic(_)))
        && !out.contains(&Intent::SalarySacrifice)
    {
        out.push(Intent::SalarySacrifice);
    }
    if accounts && !retirement && !out.contains(&Intent::RetirementAccounts) {
        out.push(Intent::RetirementAccounts);
    }
    if debt && !out.contains(&Intent::Topic("debt-consolidation")) {
        out.push(Intent::Debt);
    }
    if budget && !out.contains(&Intent::Budget) {
        out.push(Intent::Budget);
    }
    if home && !out.contains(&Intent::Topic("investment-property-vs-shares")) {
        out.insert(0, Intent::HomeBuying);
    }
    // "I also have 8k left on a car loan. What's my net worth now?" asks for the net worth.
    if net_worth {
        match out.iter().position(|i| *i == Intent::Debt) {
            Some(at) => out.insert(at, Intent::NetWorth),
            None => out.push(Intent::NetWorth),
        }
    }
    if summary {
        out.push(Intent::ProfileSummary);
    }
    // Statements of fact ("I have 60k in super") are acknowledged, not answered as questions.
    let stated = r.facts.iter().any(|f| !f.hypothetical) || r.net_income.is_some();
    // "i make 32 an hour, whats my take home" asks, with or without its question mark.
    let asks = r.question
        || r.has_any(&[
            "whats", "what's", "what is", "what are", "how much", "how many", "how long", "can i",
            "should i", "do i", "am i", "will i",
        ]);
    if stated && !asks && !r.hypothetical {
        out.retain(|i| {
            !matches!(
                i,
                Intent::HomeBuying
                    | Intent::RetirementAccounts
                    | Intent::Budget
                    | Intent::Debt
                    | Intent::EmergencyFund
                    | Intent::NetWorth
            )
        });
        out.insert(0, Intent::Facts);
    }
    // A sum on its own reads as an income, unless it is saved, invested or spent ("and if I add
    // another $200 a month on top?").
    let income_alone = r.mentioned_income.is_some()
        && !r.has_any(&[
            "add",
            "adding",
            "put",
            "putting",
            "save",
            "saving",
            "invest",
            "investing",
            "deposit",
            "contribute",
            "spend",
            "spending",
            "owe",
        ]);
    if out.is_empty() {
        let saved_facts = r.facts.iter().any(|f| !f.hypothetical) || r.net_income.is_some();
        if saved_facts || r.correction {
            out.push(Intent::Facts);
        } else if income_alone && !r.hypothetical {
            // "85k?" on its own: most likely a tax question (a guess: see `guessed`).
            out.push(Intent::Tax);
        } else if thanks {
            out.push(Intent::Thanks);
        } else if greeting {
            out.push(Intent::Greeting);
        } else if help {
            out.push(Intent::Help);
        } else if income_alone {
            out.push(Intent::Tax);
        } else {
            out.push(Intent::Unknown);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin::facts::{ReadContext, read};
    use finance_domain::Country;

    fn intents(s: &str) -> Vec<Intent> {
        detect(&read(
            s,
            &ReadContext {
                country: Country::Australia,
                current: Vec::new(),
                previous_user_message: None,
            },
        ))
    }

    #[test]
    fn main_intents() {
        assert_eq!(intents("how much tax do I pay on 85k?")[0], Intent::Tax);
        assert_eq!(
            intents("am I on track for retirement?")[0],
            Intent::Retirement
        );
        assert_eq!(
            intents("should I lease or buy a car?")[0],
            Intent::Topic("lease-vs-buy-car")
        );
        assert_eq!(intents("hi")[0], Intent::Greeting);
        assert_eq!(intents("thanks!")[0], Intent::Thanks);
        assert_eq!(intents("what's the weather like")[0], Intent::Unknown);
        assert_eq!(intents("I earn 85k")[0], Intent::Facts);
    }

    #[test]
    fn salary_sacrifice_advice_is_personal_the_topic_general() {
        for m in [
            "should I salary sacrifice?",
            "should we be salary sacrificing",
            "can I salary sacrifice into super?",
            "is salary sacrifice worth it for me?",
            "should i salary sacrifice to cut my tax",
            "Is salary sacrifice worth it?",
            "is salary sacrificing worth it?",
            // How it works is the advice's too (set 7's writer read it so); the topic is for
            // strategies.
            "how does salary sacrifice work?",
        ] {
            assert_eq!(intents(m)[0], Intent::SalarySacrifice, "{m}");
        }
        for m in [
            "salary sacrifice strategies?",
            "what strategies should I use to salary sacrifice?",
        ] {
            assert_eq!(
                intents(m)[0],
                Intent::Topic("salary-sacrifice-strategies"),
                "{m}"
            );
        }
        // A sacrifice the person makes now is a fact to save.
        assert_eq!(
            intents("i put 200 a fortnight into super through salary sacrifice")[0],
            Intent::Facts
        );
    }
}
