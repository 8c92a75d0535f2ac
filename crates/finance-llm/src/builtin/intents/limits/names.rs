//! Which limit a message asks about, by the names people give them. A lookup is a question with
//! no figures of its own to work on, except where the figure places the person in a table ("what
//! bracket is 95k in?", "the surcharge rate on $110k").

use super::LimitKind;
use crate::builtin::facts::Reading;
use finance_domain::ProfileField;

/// (phrases, kind): any phrase names the limit.
const NAMES: &[(&[&str], LimitKind)] = &[
    (
        &[
            "hecs threshold",
            "hecs repayment threshold",
            "hecs repayment thresholds",
            "help threshold",
            "help repayment threshold",
            "help repayment thresholds",
            "hecs repayment rate",
            "hecs repayment rates",
            "help repayment rate",
            "help repayment rates",
            "start repaying hecs",
            "start repaying my hecs",
            "start repaying help",
            "start repaying my help",
            "start paying back my help debt",
            "start paying my hecs",
            "start paying my help",
            "start paying back my hecs",
            "start paying back hecs",
            "start paying back my help",
            "start paying hecs",
            "start paying off hecs",
            "start paying off my hecs",
            "study loan threshold",
            "study loan repayment threshold",
        ],
        LimitKind::HelpThresholds,
    ),
    (
        &[
            "age pension rate",
            "aged pension rate",
            "age pension rates",
            "how much is the age pension",
            "how much is the aged pension",
            "age pension amount",
            "maximum age pension",
            "full age pension",
            "age pension assets test",
            "age pension income test",
            "age pension assets limit",
            "age pension per fortnight",
            "age pension a fortnight",
        ],
        LimitKind::AgePension,
    ),
    (
        &[
            "non concessional cap",
            "nonconcessional cap",
            "non concessional contributions cap",
            "non concessional contribution cap",
            "non concessional limit",
            "non concessional contributions limit",
            "non concessional contribution limit",
            "non concessional contributions caps",
            "after tax contributions cap",
            "after tax contribution cap",
        ],
        LimitKind::NonConcessionalCap,
    ),
    (
        &[
            "concessional cap",
            "concessional contributions cap",
            "concessional contribution cap",
            "concessional limit",
            "concessional contributions limit",
            "concessional contribution limit",
            "before tax contributions cap",
            "before tax contribution cap",
            "super cap",
            "super contribution cap",
            "super contributions cap",
            "how much can i put into super",
            "how much can i put in super",
            "how much can i contribute to super",
            "how much can i salary sacrifice",
        ],
        LimitKind::ConcessionalCap,
    ),
    (
        &[
            "super guarantee rate",
            "superannuation guarantee rate",
            // "what % super does an employer have to pay?"
            "what percent super",
            "what percentage super",
            "what percent of super",
            "sg rate",
            "super guarantee percentage",
            "employer super rate",
            "how much super does my employer",
            "how much super must my employer",
        ],
        LimitKind::SuperGuarantee,
    ),
    (
        &["standard deduction", "std deduction"],
        LimitKind::StandardDeduction,
    ),
    (
        &["child tax credit", "ctc", "child credit"],
        LimitKind::ChildTaxCredit,
    ),
    (
        &[
            "wage base",
            "social security wage",
            "social security cap",
            "social security limit",
            "maximum taxable earnings",
            "social security maximum",
            "subject to social security",
            "maximum income social security",
            "max income social security",
            "social security tax applies to",
            "social security tax stops",
            "social security tax stop",
            // "at what income do you stop paying social security tax?"
            "stop paying social security",
            "stop paying the social security",
            "stops paying social security",
            "cap on social security",
            "max earnings",
            "maximum earnings",
            "cap on the social security",
            "limit on social security",
            "limit on the social security",
            "max on social security",
        ],
        LimitKind::SocialSecurityWageBase,
    ),
    (
        &[
            "fica rate",
            "fica rates",
            "fica tax rate",
            "fica tax rates",
            "fica percentage",
            "what is fica",
            "what fica",
            "whats fica",
            "payroll tax rate",
            "payroll tax rates",
            "social security tax rate",
            "social security and medicare tax rate",
            "social security and medicare rates",
        ],
        LimitKind::Fica,
    ),
    (
        &[
            "tax free threshold",
            "taxfree threshold",
            // "how much can I earn before I pay tax?"
            "earn before i pay tax",
            "earn before paying tax",
            "earn before i have to pay tax",
            "earn tax free",
        ],
        LimitKind::TaxFreeThreshold,
    ),
    (
        &[
            "surcharge threshold",
            "surcharge thresholds",
            "mls threshold",
            "mls thresholds",
            "mls rate",
            "mls rates",
            "mls tiers",
            "surcharge tier",
            "surcharge tiers",
            "surcharge rate",
            "surcharge rates",
            "surcharge kick in",
            "surcharge kicks in",
            "surcharge start",
            "surcharge starts",
        ],
        LimitKind::SurchargeThresholds,
    ),
    (
        &[
            "medicare levy rate",
            "medicare levy threshold",
            "medicare levy thresholds",
            "low income threshold",
        ],
        LimitKind::MedicareLevy,
    ),
    (
        &[
            "tax brackets",
            "tax bracket",
            "tax rates",
            "tax scale",
            "tax scales",
            "brackets",
            "bracket",
            "marginal rates",
            "marginal rate",
            "marginal tax rate",
            "marginal tax rates",
            "income tax rate",
            "income tax rates",
            "state income tax",
            "state tax rate",
            "state tax rates",
            "top rate",
            "top tax rate",
            "top marginal",
            "highest tax rate",
            "highest marginal",
        ],
        LimitKind::TaxBrackets,
    ),
];

/// Accounts whose yearly limit people look up: the name plus a limit word.
const ACCOUNT_LIMITS: &[(&[&str], LimitKind)] = &[
    (&["k401", "b403"], LimitKind::K401),
    // HSA coverage tiers name the HSA: "what's the limit for family coverage?"
    (
        &[
            "hsa",
            "health savings account",
            "family coverage",
            "self only coverage",
            "self-only coverage",
        ],
        LimitKind::Hsa,
    ),
    (&["ira", "iras", "roth"], LimitKind::Ira),
];
const LIMIT_WORDS: &[&str] = &[
    "limit",
    "limits",
    "maximum",
    "cap",
    "how much can i put",
    "how much can i contribute",
    "how much can you put",
    "how much can you contribute",
    "how much extra can i put",
    "how much extra can i contribute",
    "how much more can i put",
    "how much can we put",
    "contribution limit",
    "catch up",
    "catch-up",
    "max",
    "the most i can",
    "the most we can",
    "the most you can",
    "most i can put",
];

/// Words that make "the Medicare levy", "brackets" or "FICA" a lookup rather than a tax
/// calculation.
const LOOKUP_CUES: &[&str] = &[
    // "what's" reads as "what".
    "what",
    "whats",
    "what are",
    "what were",
    "what was",
    "how much is",
    "current",
    "this year",
    "limit",
    "cap",
    "threshold",
    "thresholds",
    "rate",
    "rates",
    "amount",
    "maximum",
    "max",
    "does",
    "do they",
    "is there",
    "list",
    "pls",
    "please",
    "show",
];

/// A figure in a bracket question places it in the table ("what bracket is 95k in?"), where in
/// "tax on 85k at the current brackets" the figure is taxed.
const BRACKET_ASKS: &[&str] = &[
    "what bracket",
    "which bracket",
    "what tax bracket",
    "which tax bracket",
    "bracket am i",
    "bracket is",
    "bracket would",
    "bracket will",
    "bracket does",
    "bracket do",
    "bracket for",
    "bracket on",
    "what marginal rate",
    "what my marginal",
    "whats my marginal",
    "what is my marginal",
    "marginal rate on",
    "marginal tax rate on",
    "top rate",
    "top marginal",
    "bracket start",
    "bracket starts",
    "bracket begin",
    "bracket begins",
    "bracket kick in",
    "bracket kicks in",
];

/// Asking what tax comes to, not what the rates are.
const TAX_CALC: &[&str] = &[
    "how much tax",
    "how much am i",
    "how much are we",
    "am i paying",
    "do i pay",
    "will i pay",
    "how much will i",
    "how much would i",
    "how much do i",
    "take home",
    "takehome",
    "my tax",
    "tax do i",
    "tax will i",
    "tax would i",
    "in tax",
    "owe",
];

pub fn detect(r: &Reading, money_in_message: bool) -> Option<LimitKind> {
    if let Some(k) = by_topic(r, money_in_message) {
        return Some(k);
    }
    for (phrases, kind) in NAMES {
        if r.has_any(phrases) {
            // "How much tax will I pay at the new rates?" asks for a calculation.
            if *kind == LimitKind::TaxBrackets && (r.has_any(TAX_CALC) || r.has("capital gains")) {
                return None;
            }
            // "tax on 85k at the current brackets" is a tax calculation, not a lookup; "what
            // bracket is 95k in?" is.
            if *kind == LimitKind::TaxBrackets && money_in_message && !r.has_any(BRACKET_ASKS) {
                return None;
            }
            // "How much FICA do I pay on 80k?" is a tax calculation.
            if *kind == LimitKind::Fica && money_in_message && !r.has_any(&["rate", "rates"]) {
                return None;
            }
            return Some(*kind);
        }
    }
    // "should I max out my 401k" weighs a choice; it is not a limit lookup.
    if r.has_any(LIMIT_WORDS)
        && !money_in_message
        && !r.has_any(&["max out", "maxing", "maxed", "should"])
    {
        for (names, kind) in ACCOUNT_LIMITS {
            if r.has_any(names) {
                return Some(*kind);
            }
        }
    }
    // "is the medicare levy still 2%?": its rate, checked.
    let rate_said = r
        .tokens
        .iter()
        .any(|t| t.tok.amount().is_some_and(|a| a.percent));
    if r.has("medicare levy")
        && (r.has_any(LOOKUP_CUES) || (r.question && rate_said))
        && !money_in_message
        && !r.has("surcharge")
    {
        return Some(LimitKind::MedicareLevy);
    }
    if r.has("fica") && r.has_any(LOOKUP_CUES) && !money_in_message && !r.has_any(&["i", "my"]) {
        return Some(LimitKind::Fica);
    }
    super::bare::bare_name(r)
}

/// A limit asked about by its topic and a lookup word rather than its name: "the HELP repayment
/// income threshold", "the cap on super contributions", "the super guarantee in 2025-26", "does
/// Texas have income tax?". Figures make these calculations, except where noted.
fn by_topic(r: &Reading, money: bool) -> Option<LimitKind> {
    let asks = r.has_any(LOOKUP_CUES) || r.question;
    // "can i put 35k concessional into super this year?": a sum checked against the cap.
    if r.has_any(&["concessional", "nonconcessional"])
        && r.has_any(&[
            "can i put",
            "can i contribute",
            "can i add",
            "am i allowed",
            "allowed to",
            "over the cap",
            "under the cap",
        ])
    {
        return Some(if r.has_any(&["non concessional", "nonconcessional"]) {
            LimitKind::NonConcessionalCap
        } else {
            LimitKind::ConcessionalCap
        });
    }
    // "the top federal tax rate", "the highest state rate": the top bracket, whatever is between.
    if !money
        && r.has_any(&["top", "highest", "max", "maximum"])
        && r.has_any(&["rate", "rates", "bracket", "brackets"])
        && r.has_any(&["tax", "federal", "state", "income"])
    {
        return Some(LimitKind::TaxBrackets);
    }
    // "at what income does the 45% rate kick in?", "where does the 22% bracket start?": a rate
    // of the schedule, asked where it begins.
    if r.has_any(&["rate", "bracket"])
        && r.has_any(&[
            "kick in", "kicks in", "start", "starts", "begin", "begins", "apply",
        ])
        && r.tokens
            .iter()
            .any(|t| t.tok.amount().is_some_and(|a| a.percent))
        && !money
    {
        return Some(LimitKind::TaxBrackets);
    }
    // "what's the age pension for a single?", "…for a couple": the rates.
    if r.has("age pension")
        && r.has_any(&[
            "single", "couple", "couples", "singles", "how much", "max", "maximum",
        ])
        && !money
    {
        return Some(LimitKind::AgePension);
    }
    let help = r.has_any(crate::builtin::facts::HELP_NAMES);
    // "what's the HELP repayment on 80k?": the repayment a figure places in the table.
    // The figure is the income, not the debt ("my hecs repayment, i owe 30k" is the person's
    // tax).
    let repayment_on = money
        && !r.facts.iter().any(|f| f.field == ProfileField::HelpDebt)
        && r.has_any(&["repayment", "repayments", "compulsory"])
        && !r.has_any(&["take home", "takehome", "take-home", "after"]);
    if help
        && (repayment_on
            || r.has_any(&[
                "threshold",
                "thresholds",
                "rate",
                "rates",
                "minimum income",
                "kick in",
                "kicks in",
            ]))
    {
        return Some(LimitKind::HelpThresholds);
    }
    // "super" is Australia's, unless a US account is named ("my 401k max with the super
    // catch-up").
    let super_ = r.has_any(&["super", "superannuation"])
        && !r.has_any(&["k401", "b403", "ira", "iras", "hsa", "roth"]);
    if super_ && r.has_any(&["cap", "caps", "limit", "limits", "maximum", "max"]) && !money {
        return Some(
            if r.has_any(&["non concessional", "nonconcessional", "after tax"]) {
                LimitKind::NonConcessionalCap
            } else {
                LimitKind::ConcessionalCap
            },
        );
    }
    if super_
        && r.has_any(&["after tax", "non concessional"])
        && r.has_any(&["how much can", "how much am i allowed"])
    {
        return Some(LimitKind::NonConcessionalCap);
    }
    // "what percentage do employers have to pay into super?": the guarantee's rate.
    if super_
        && r.has_any(&["employer", "employers"])
        && r.has_any(&["percentage", "percent", "rate"])
        && !money
    {
        return Some(LimitKind::SuperGuarantee);
    }
    // "Explain the super guarantee" is the explainer's; what it is now is the rate.
    // "what's the guarantee rate" after how super works: no other rate is a guarantee's.
    if r.has_any(&[
        "super guarantee",
        "superannuation guarantee",
        "sg",
        "guarantee rate",
    ]) && !r.has_any(&["explain", "how does", "how do", "work", "works", "mean"])
        && r.has_any(&[
            "what",
            "whats",
            "how much",
            "current",
            "currently",
            "now",
            "moment",
            "this year",
            "percent",
            "percentage",
            "rate",
        ])
        && !money
    {
        return Some(LimitKind::SuperGuarantee);
    }
    if r.has("surcharge")
        && !money
        && r.has_any(&[
            "family",
            "families",
            "single",
            "singles",
            "couple",
            "couples",
            "tier",
            "tiers",
            "threshold",
            "thresholds",
            "rate",
            "rates",
            "kick in",
            "kicks in",
            "start",
        ])
    {
        return Some(LimitKind::SurchargeThresholds);
    }
    if r.has_any(&["low income tax offset", "lito"]) && asks && !money {
        return Some(LimitKind::TaxFreeThreshold);
    }
    if r.has_any(&["additional medicare", "medicare tax"]) && asks && !money {
        return Some(LimitKind::Fica);
    }
    // A state named with its income tax, and no figures: "does Texas have income tax?"
    if r.mentioned_region
        .is_some_and(|s| s.country() == finance_domain::Country::Us)
        && r.has_any(&[
            "income tax",
            "state tax",
            "state taxes",
            "tax rate",
            "tax rates",
        ])
        && asks
        && !money
        && !r.has_any(TAX_CALC)
    {
        return Some(LimitKind::TaxBrackets);
    }
    None
}
