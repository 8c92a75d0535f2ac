//! Which explainer a message asks for, by the names people give the topics.

use super::Explainer;
use crate::builtin::facts::Reading;

/// (explainer, phrases that name it, strong): a strong phrase needs no "what is"/"explain" cue
/// and wins even with figures in the message.
const NAMES: &[(Explainer, &[&str], bool)] = &[
    (
        Explainer::RothVsTraditional,
        &[
            "roth vs traditional",
            "roth or traditional",
            "traditional or roth",
            "traditional vs roth",
            "roth versus traditional",
            "difference between a roth",
            "difference between roth",
            "roth and traditional",
            "traditional and roth",
            "roth ira vs",
            "roth ira versus",
            "roth ira or traditional",
            "roth ira and traditional",
            "traditional ira vs",
            "traditional ira versus",
            "traditional ira or roth",
            "traditional ira and roth",
        ],
        true,
    ),
    (
        Explainer::LifeInsurance,
        &[
            "life insurance",
            "life cover",
            "term life",
            "whole life",
            "death cover",
            "tpd",
            "total and permanent disability",
            "income protection",
            "trauma cover",
            "trauma insurance",
            "insurance through super",
            "insurance in super",
            "insurance inside super",
            "insurance in my super",
        ],
        true,
    ),
    // "do I pay tax when I sell shares?" asks how capital gains are taxed; "is there any
    // government help for first home buyers?" for the schemes.
    (
        Explainer::CapitalGains,
        &[
            "tax when i sell",
            "tax when you sell",
            "tax if i sell",
            "tax on selling",
            "tax on shares i sell",
        ],
        true,
    ),
    (
        Explainer::FirstHome,
        &[
            "help for first home",
            "government help",
            "first home buyer grant",
            "first home owner grant",
            "first home buyer scheme",
            "first home buyer schemes",
            "first home buyers schemes",
            "schemes for first home",
            "grants for first home",
            "first home buyer grants",
            "first home buyers grants",
            "first home grants",
            "first home grant",
            "home buyer grants",
            "home buyer schemes",
        ],
        true,
    ),
    (
        Explainer::Franking,
        &[
            "franking credits",
            "franking credit",
            "franked dividends",
            "franking",
            "imputation credits",
        ],
        false,
    ),
    (
        Explainer::NegativeGearing,
        &[
            "negative gearing",
            "negatively geared",
            "negatively gearing",
        ],
        false,
    ),
    (
        Explainer::CapitalGains,
        &[
            "capital gains tax",
            "capital gains",
            "cgt",
            "cgt discount",
            "capital gain",
        ],
        false,
    ),
    (
        Explainer::FirstHome,
        &[
            "fhss",
            "first home super saver",
            "first home saver",
            "first home ira",
            "first time homebuyer",
            "first time home buyer",
            "first home buyer",
            "first home",
        ],
        false,
    ),
    (
        Explainer::OffsetVsRedraw,
        &[
            "offset vs redraw",
            "offset or redraw",
            "redraw or offset",
            "offset account",
            "redraw facility",
            "redraw",
            "offset",
        ],
        false,
    ),
    (
        Explainer::IndexFunds,
        &[
            "index funds",
            "index fund",
            "etfs",
            "etf",
            "index investing",
            "fund fees",
            "management fees",
            "expense ratio",
            "managed funds",
            "managed fund",
        ],
        false,
    ),
    (Explainer::Hsa, &["hsa", "health savings account"], false),
    (
        Explainer::SocialSecurity,
        &[
            "social security",
            "claiming age",
            "claim social security",
            "full retirement age",
        ],
        false,
    ),
    (
        Explainer::UsMedicare,
        &[
            "medicare part",
            "parts a and b",
            "part a",
            "medicare in the us",
            "medicare work in the us",
            "part b",
            "part d",
            "medicare advantage",
            "us medicare",
            "medicare at 65",
            "american medicare",
        ],
        false,
    ),
    (
        Explainer::Ira,
        &["ira", "iras", "roth ira", "traditional ira", "roth"],
        false,
    ),
    (Explainer::K401, &["k401", "b403"], false),
    (
        Explainer::Help,
        &[
            "hecs",
            "help debt",
            "help loan",
            "hecs help",
            "student loan indexation",
            // Of the debts people ask about, only HELP is indexed.
            "debt indexed",
            "debt get indexed",
            "debt gets indexed",
            "debt is indexed",
            "indexation",
        ],
        false,
    ),
    (
        Explainer::AgePension,
        &["age pension", "aged pension", "old age pension"],
        false,
    ),
    // "what is super exactly? just moved to australia": asked outright, even beside a fact.
    (
        Explainer::Super,
        &[
            "what is super",
            "what's super",
            "whats super",
            "how does super work",
            "super explained",
            "explain super",
        ],
        true,
    ),
    (
        Explainer::Super,
        &[
            "superannuation",
            "super fund",
            "super work",
            "super works",
            "super guarantee",
            "explain super",
            "super to me",
            "about super",
            "what is super",
            "how does super",
            "super explained",
            "super basics",
            "is super",
        ],
        false,
    ),
];

/// Words that make a named topic a question about it. ("what's" reads as "what".)
const EXPLAIN_CUES: &[&str] = &[
    "why",
    "what",
    "whats",
    "explain",
    "how does",
    "how do",
    "how is",
    "how are",
    "tell me about",
    "mean",
    "meaning",
    "difference",
    "vs",
    "versus",
    "work",
    "works",
    "worth it",
    "pros and cons",
    "eligible",
    "eligibility",
    "qualify",
    "when can i",
    "when should i",
    "how old",
    "should i use",
    "should i open",
    "is it worth",
    "good idea",
    "benefit",
    "benefits",
    "rules",
    "understand",
    "can i use",
    "can i withdraw",
    "can i take",
    "confused",
    "eli5",
    "basics",
    "about",
    "do i pay",
    "do i have to pay",
    "will i pay",
    "would i pay",
    "taxed",
    "explained",
    "explanation",
    "better than",
    "matter",
];

/// Paying down a home loan, weighed against putting the money into retirement savings.
const LOAN_WORDS: &[&str] = &[
    "mortgage",
    "home loan",
    "house loan",
    "offset",
    "pay down the house",
    "pay off the house",
];
const RETIREMENT_WORDS: &[&str] = &[
    "super",
    "superannuation",
    "salary sacrifice",
    "salary sacrificing",
    "concessional",
    "k401",
    "b403",
    "ira",
    "retirement account",
    "retirement",
];
const CHOICE_WORDS: &[&str] = &[
    "or",
    "vs",
    "versus",
    "better",
    "instead",
    "rather",
    "compare",
    "compared",
    "priority",
    "prioritise",
    "prioritize",
    "first",
];

/// How much to have put away at an age.
const BY_AGE: &[&str] = &[
    "average super",
    "average k401",
    "average retirement savings",
    "good super balance",
    "good k401 balance",
    "year old have in super",
    "year old have in their super",
    "year old have saved",
    "year old have in their k401",
    "by my age",
    "for my age",
    "at my age",
    "someone my age",
    "people my age",
    "others my age",
    "other people my age",
    "savings by age",
    "super by age",
    "balance by age",
    "k401 by age",
    "saved by age",
];
const SHOULD_HAVE: &[&str] = &[
    "how much should i have",
    "should i have saved",
    "should i have put away",
    "should have saved",
    "how much do i need saved by",
    "how much should i have in super",
    "how much super should i have",
    "how much super should a",
    "how much super should someone",
    "on track for my age",
    "how much should a",
    "how much super at",
    "super balance at",
    "k401 balance at",
    "how much should i have in my k401",
    "behind for my age",
];
const NOT_RETIREMENT: &[&str] = &[
    "emergency",
    "deposit",
    "house",
    "home",
    "buy",
    "wedding",
    "car",
    "holiday",
    "vacation",
];

pub fn detect(r: &Reading, figures: bool) -> Option<Explainer> {
    if let Some(e) = detect_new(r) {
        return Some(e);
    }
    // "what's super?" ("what's" reads as "what"), asked in a word or two.
    if r.words.len() <= 4 && r.has_any(&["what super", "what is super"]) {
        return Some(Explainer::Super);
    }
    // "should I use a 401k or an IRA?": a choice between accounts is the accounts' advice.
    if r.has_any(&["k401", "b403"])
        && r.has_any(&["ira", "iras"])
        && r.has_any(&["should", "which", "better", "best", "what order", "first"])
        && !r.has_any(&[
            "roth vs",
            "traditional vs",
            "roth or traditional",
            "traditional or roth",
        ])
    {
        return None;
    }
    // "whats my take home pay with my hecs" asks for a figure, not how HELP works; "will my 401k
    // be enough to retire on" asks for the outlook.
    let asks_a_figure = r.has_any(&["take home", "takehome", "how much tax", "my tax"])
        || r.has("enough") && (r.has_prefix("retir") || r.has("my"))
        // "how much will my 401k be worth at 65?": the account's outlook.
        || r.has("my") && r.has_any(&["be worth", "grow to", "looking", "doing", "tracking"]);
    let cue = (r.has_any(EXPLAIN_CUES) || (r.question && r.words.len() <= 8)) && !asks_a_figure;
    // "I'm 38 with 95k in super. What's a franking credit btw?": asked what a thing is, whatever
    // figures were stated beside it.
    let defines = r.has_any(&[
        "what a",
        "what an",
        "what is a",
        "what is an",
        "what are",
        "explain",
    ]);
    for (e, phrases, strong) in NAMES {
        // "The low income tax offset" is a tax offset, not an offset account.
        if *e == Explainer::OffsetVsRedraw && r.has_any(&["tax offset", "offsets", "lito"]) {
            continue;
        }
        // "tips for buying my first home?" is home-buying advice; the schemes are named so.
        let buying_tips = *e == Explainer::FirstHome
            && !*strong
            && r.has_any(&["tips", "advice", "buying", "buy"])
            && !r.has_any(&[
                "scheme", "schemes", "grant", "grants", "fhss", "saver", "help",
            ]);
        if r.has_any(phrases) && (*strong || (cue && (!figures || defines))) && !buying_tips {
            return Some(*e);
        }
    }
    // "How does Medicare work when I turn 65?": Medicare with an age to sign up at is the US's.
    if r.has("medicare")
        && !r.has_any(&["levy", "surcharge"])
        && r.has_any(&[
            "turn",
            "turning",
            "65",
            "enrol",
            "enroll",
            "sign up",
            "retire",
            "qualify",
            "eligible",
            "eligibility",
            "what age",
        ])
        && (cue || r.question)
    {
        return Some(Explainer::UsMedicare);
    }
    None
}

/// The explainers that weigh a choice or a benchmark: they win over the topics they mention.
fn detect_new(r: &Reading) -> Option<Explainer> {
    // "is it better to take social security at 62 or 70?": claiming ages, the only figures.
    let ages_only = r.tokens.iter().filter_map(|t| t.tok.amount()).all(|a| {
        a.is_bare_count() && a.value >= rust_decimal::Decimal::from(62) && a.value <= 70.into()
    });
    if r.has("social security")
        && r.has_any(&[
            "take", "claim", "claiming", "start", "collect", "draw", "taking",
        ])
        && !r.has_any(&["take home", "tax"])
        && ages_only
    {
        return Some(Explainer::SocialSecurity);
    }
    if r.has_any(LOAN_WORDS) && r.has_any(RETIREMENT_WORDS) && r.has_any(CHOICE_WORDS) {
        // "Extra into the mortgage or super?", "pay off the home loan before salary sacrificing?"
        if r.has_any(&[
            "extra",
            "pay off",
            "pay down",
            "paying off",
            "paying down",
            "repayments",
            "repay",
            "spare",
            "put",
        ]) {
            return Some(Explainer::ExtraRepaymentsVsSuper);
        }
    }
    let by_age = r.has_any(BY_AGE)
        || (r.has_any(SHOULD_HAVE)
            && !r.has_any(NOT_RETIREMENT)
            && (r.has_any(&[
                "by",
                "at",
                "retire",
                "retirement",
                "super",
                "k401",
                "ira",
                "age",
            ])));
    by_age.then_some(Explainer::SavingsByAge)
}
