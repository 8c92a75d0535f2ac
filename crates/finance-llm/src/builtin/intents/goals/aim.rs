//! What a message says a goal is: its kind, a title from its purpose ("for a house deposit"), the
//! target, an emergency fund's months, the debt a payoff follows and what is put aside for it
//! already. Read from the message's words and figures alone, so the router, the intents and the
//! rule that keeps a goal's figures out of the profile all read it the same way.

use finance_domain::calc::Frequency;
use finance_domain::goals::{GoalKind, TrackedDebt};
use finance_domain::{Country, ProfileField};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use crate::builtin::amounts::Token;
use crate::builtin::facts::Reading;
use crate::builtin::slots::{Money, Slots};

use super::purpose::purpose;

pub(crate) const EMERGENCY: &[&str] = &[
    "emergency fund",
    "emergency funds",
    "emergency savings",
    "emergency buffer",
    "emergency money",
    "emergency cash",
    "rainy day fund",
    "rainy day",
    "safety net",
    "for emergencies",
    "saved for emergencies",
];

/// Clearing a debt.
pub(crate) const PAYING_OFF: &[&str] = &[
    "pay off",
    "paid off",
    "pay down",
    "paying off",
    "payoff",
    "pay back",
    "clear",
    "get rid of",
    "wipe out",
    "knock out",
    "kill",
    "eliminate",
    "debt free",
    "debt-free",
    "out of debt",
    "knock off",
    "pay out",
    "paid out",
];

/// What a debt is called, and the balance it follows.
const DEBTS: &[(&str, Option<TrackedDebt>)] = &[
    ("credit card", None),
    ("credit cards", None),
    ("card", None),
    ("cards", None),
    ("car loan", None),
    ("personal loan", None),
    ("student loan", None),
    ("student loans", None),
    ("student debt", None),
    ("afterpay", None),
    ("overdraft", None),
    ("debt", None),
    ("debts", None),
    ("loan", None),
    ("loans", None),
    ("mortgage", Some(TrackedDebt::MortgageBalance)),
    ("home loan", Some(TrackedDebt::MortgageBalance)),
    ("hecs", Some(TrackedDebt::HelpDebt)),
    ("help debt", Some(TrackedDebt::HelpDebt)),
    ("hecs debt", Some(TrackedDebt::HelpDebt)),
];

/// Spending wanted in retirement.
const RETIREMENT: &[&str] = &[
    "in retirement",
    "retire on",
    "retirement income",
    "when i retire",
    "once i retire",
    "after i retire",
    "when we retire",
    "in my retirement",
    "in our retirement",
    "to live on in retirement",
    "retirement spending",
    "spend in retirement",
    "income in retirement",
];

/// Words that mark a sum already put aside ("I've got $18,000 put aside", "10k saved so far").
pub(crate) const HAVE: &[&str] = &[
    "got",
    "have",
    "saved",
    "put aside",
    "put away",
    "set aside",
    "stashed",
    "sitting at",
    "is at",
    "up to",
    "already",
    "so far",
    "towards it",
    "toward it",
    "another",
    "put",
    "added",
    "into",
    "deposited",
];

/// Profile fields a goal's figure could be mistaken for: money put aside and the emergency fund's
/// months. Income, debts, age and the like stated with a goal are the person's.
pub(crate) const GOAL_SHAPED: &[ProfileField] = &[
    ProfileField::CurrentSavings,
    ProfileField::EmergencyFund,
    ProfileField::EmergencyFundCurrent,
    ProfileField::EmergencyFundMonths,
    ProfileField::InvestmentAccounts,
    ProfileField::OtherAssets,
    ProfileField::SuperBalance,
];

/// What the message says the goal is.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Aim {
    pub kind: Option<GoalKind>,
    /// A title from the purpose ("House deposit") or the debt ("Pay off credit card").
    pub title: Option<String>,
    /// The amount to reach (a year's spending for retirement; the balance to pay down to for a
    /// debt).
    pub target: Option<Decimal>,
    /// An emergency fund's months of expenses.
    pub months: Option<u32>,
    pub field: Option<TrackedDebt>,
    /// Put aside already.
    pub saved: Option<Decimal>,
    /// The saved sum is more on top ("another $2,000").
    pub more: bool,
}

/// Reads what the message says the goal is.
pub(crate) fn read(r: &Reading, s: &Slots, country: Country) -> Aim {
    let toks = &r.tokens;
    let mut a = Aim::default();
    let debt = debt_named(r, country);
    let paying_off = pays_off(r);
    let saved = saved_sum(r, s);
    a.saved = saved.map(|m| m.value);
    a.more = saved.is_some_and(|m| {
        (m.at.saturating_sub(2)..m.at).any(|k| toks[k].tok.is("another") || toks[k].tok.is("extra"))
            || toks.get(m.at + 1).is_some_and(|t| t.tok.is("more"))
    });
    // A figure the person states as another of their own ("I owe about 15k") is that, not the
    // goal's; one said for a purpose ("$60,000 for a home deposit") is the goal's whatever the
    // reader made of it.
    let theirs = |m: &Money| {
        !aimed(toks, m)
            && r.facts.iter().any(|f| {
                !f.hypothetical
                    && f.first_person
                    && !GOAL_SHAPED.contains(&f.field)
                    && f.raw.parse() == Ok(m.value)
            })
    };
    let lumps: Vec<&Money> = s
        .money
        .iter()
        .filter(|m| !paid(toks, m) && Some(m.at) != saved.map(|x| x.at) && !theirs(m))
        .collect();
    if r.has_any(EMERGENCY) {
        a.kind = Some(GoalKind::EmergencyFund);
        a.months = fund_months(toks);
        a.target = lumps.iter().find(|m| m.per.is_none()).map(|m| m.value);
    } else if r.has_any(RETIREMENT) || (r.has("retire") && s.money.iter().any(|m| m.per.is_some()))
    {
        a.kind = Some(GoalKind::Retirement);
        // "an income of $5k a month in retirement": the income wanted, not pay.
        let earned = |m: &Money| {
            (m.at.saturating_sub(3)..m.at).any(|k| {
                toks[k].tok.word().is_some_and(|w| {
                    matches!(
                        w,
                        "earn"
                            | "earns"
                            | "earning"
                            | "make"
                            | "makes"
                            | "making"
                            | "salary"
                            | "wage"
                            | "paid"
                    )
                })
            })
        };
        a.target = s
            .money
            .iter()
            .find(|m| !earned(m) && Some(m.at) != saved.map(|x| x.at))
            .map(yearly);
    } else if r.has("net worth") || r.has_any(&["millionaire", "millionaires", "be worth"]) {
        a.kind = Some(GoalKind::NetWorth);
        a.target = lumps
            .iter()
            .find(|m| m.per.is_none())
            .map(|m| m.value)
            .or_else(|| r.has("millionaire").then_some(dec!(1_000_000)));
    } else if paying_off && (debt.is_some() || r.has_any(&["debt free", "debt-free"])) {
        a.kind = Some(GoalKind::DebtPayoff);
        let (name, field) = debt.unwrap_or(("debts", TrackedDebt::Debts));
        a.field = Some(field);
        a.title = debt_title(name, field);
        // "pay my card down to $2,000": the balance to reach; another sum is what is owed now.
        a.target = s
            .money
            .iter()
            .find(|m| {
                m.per.is_none()
                    && (m.at.saturating_sub(3)..m.at)
                        .any(|k| matches!(toks[k].tok.word(), Some("to" | "under" | "below")))
            })
            .map(|m| m.value);
    } else {
        a.target = lumps.iter().find(|m| m.per.is_none()).map(|m| m.value);
        if a.target.is_some() || purpose(toks).is_some() {
            a.kind = Some(GoalKind::Savings);
        }
    }
    if a.kind == Some(GoalKind::Savings) || a.kind.is_none() {
        a.title = purpose(toks);
    }
    a
}

/// Whether a sum is said for a purpose: "$60,000 for a home deposit", "40k towards the wedding".
pub(crate) fn aimed(toks: &[Token], m: &Money) -> bool {
    toks.get(m.at + 1)
        .is_some_and(|t| t.tok.is("for") || t.tok.is("towards") || t.tok.is("toward"))
}

/// Whether the message pays a debt off: "pay off my card", "pay my card down to $2,000".
pub(crate) fn pays_off(r: &Reading) -> bool {
    r.has_any(PAYING_OFF)
        || r.words.iter().enumerate().any(|(i, w)| {
            matches!(w.as_str(), "pay" | "paying")
                && r.words[i + 1..]
                    .iter()
                    .take(4)
                    .any(|x| x == "off" || x == "down")
        })
}

/// Whether a sum is pay ("I earn 90k"); "make it $50k" changes a figure, it is not pay.
pub(crate) fn paid(toks: &[Token], m: &Money) -> bool {
    m.pay
        && !(m.at.saturating_sub(3)..m.at).any(|k| {
            toks[k].tok.is("make")
                && toks
                    .get(k + 1)
                    .is_some_and(|t| t.tok.is("it") || t.tok.is("that") || t.tok.is("the"))
        })
}

/// A sum a year.
fn yearly(m: &Money) -> Decimal {
    match m.per {
        Some(Frequency::Weekly) => m.value.saturating_mul(dec!(52)),
        Some(Frequency::Fortnightly) => m.value.saturating_mul(dec!(26)),
        Some(Frequency::Monthly) => m.value.saturating_mul(dec!(12)),
        _ => m.value,
    }
}

/// The debt the message names, with the profile balance it follows. HELP is Australian: an
/// American's student loan is one of their debts.
pub(crate) fn debt_named(r: &Reading, country: Country) -> Option<(&'static str, TrackedDebt)> {
    let help = country == Country::Australia
        && r.words.iter().any(|w| w == "help")
        && !r.has_any(&["help me", "help us", "can you help", "you help"]);
    if help || (country == Country::Australia && r.has_any(&["study loan", "student loan"])) {
        return Some(("help debt", TrackedDebt::HelpDebt));
    }
    DEBTS
        .iter()
        .filter(|(name, _)| r.has(name))
        .max_by_key(|(name, _)| name.len())
        .map(|(name, field)| (*name, field.unwrap_or(TrackedDebt::Debts)))
}

/// A payoff goal's title: "Pay off credit card", "Pay off car loan"; the kind's own title for
/// debts in general, the mortgage and HELP.
fn debt_title(name: &str, field: TrackedDebt) -> Option<String> {
    if field != TrackedDebt::Debts || matches!(name, "debt" | "debts" | "loan" | "loans") {
        return None;
    }
    let name = match name {
        "card" | "cards" | "credit cards" => "credit card",
        other => other,
    };
    Some(format!("Pay off {name}"))
}

/// The sum put aside already: a lump sum next to a having word ("I've got $18,000 put aside",
/// "$7,500 saved so far"), not after "to" ("to have 40k" is a target).
pub(crate) fn saved_sum(r: &Reading, s: &Slots) -> Option<Money> {
    let toks = &r.tokens;
    // "another 500", "put 800 in": a bare figure is a sum after a word that adds money.
    let mut sums = s.clone();
    for (i, t) in toks.iter().enumerate() {
        let added = i
            .checked_sub(1)
            .and_then(|k| toks[k].tok.word())
            .is_some_and(|w| {
                matches!(
                    w,
                    "another" | "extra" | "put" | "added" | "deposited" | "transferred"
                )
            });
        if let Some(a) = t.tok.amount()
            && added
            && !a.percent
            && a.value >= Decimal::TEN
            && !sums.money.iter().any(|m| m.at == i)
        {
            sums.money.push(Money {
                at: i,
                value: a.value,
                per: None,
                pay: false,
            });
        }
    }
    sums.money_near(toks, HAVE, 3)
        .filter(|m| m.per.is_none() && !paid(toks, m))
        .filter(|m| {
            // "to have 40k" is a target; "is up to $2,500" is where it stands.
            !(m.at.saturating_sub(3)..m.at).any(|k| {
                matches!(
                    toks[k].tok.word(),
                    Some(
                        "to" | "until"
                            | "till"
                            | "of"
                            | "want"
                            | "need"
                            | "reach"
                            | "hit"
                            | "target"
                            | "goal"
                    )
                ) && !(toks[k].tok.is("to") && k > 0 && toks[k - 1].tok.is("up"))
            })
        })
}

/// An emergency fund's months: "a 6-month emergency fund", "6 months of expenses", "an emergency
/// fund of 3 months" (not "in 18 months", a date).
pub(crate) fn fund_months(toks: &[Token]) -> Option<u32> {
    (0..toks.len()).find_map(|i| {
        let a = toks[i].tok.amount()?;
        let unit = toks.get(i + 1).and_then(|t| t.tok.word());
        if !a.is_bare_count() || !matches!(unit, Some("month" | "months" | "mths")) {
            return None;
        }
        let prev = i.checked_sub(1).and_then(|k| toks[k].tok.word());
        let dated = matches!(prev, Some("in" | "within" | "next" | "over"))
            || toks
                .get(i + 2)
                .is_some_and(|t| t.tok.is("from") || t.tok.is("time"));
        let n = u32::try_from(a.value.trunc().mantissa()).ok()?;
        // Out of bounds is left to the goal's validation, which says so.
        (!dated && (1..=1200).contains(&n)).then_some(n)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin::facts::{ReadContext, read as read_message};

    fn aim(s: &str) -> Aim {
        let r = read_message(
            s,
            &ReadContext {
                country: Country::Australia,
                current: Vec::new(),
                previous_user_message: None,
            },
        );
        let slots = crate::builtin::slots::read(&r.tokens, Country::Australia);
        read(&r, &slots, Country::Australia)
    }

    #[test]
    fn kinds_titles_and_targets() {
        let a = aim("I want to save $40,000 for a house deposit by the end of 2029");
        assert_eq!(a.kind, Some(GoalKind::Savings));
        assert_eq!(a.title.as_deref(), Some("House deposit"));
        assert_eq!(a.target, Some(dec!(40000)));
        let a = aim("help me save for a $12k holiday next year");
        assert_eq!(
            (a.title.as_deref(), a.target),
            (Some("Holiday"), Some(dec!(12000)))
        );
        let a = aim("I'd like $8,000 for a trip to Japan by December 2027");
        assert_eq!(a.title.as_deref(), Some("Trip to Japan"));
        let a = aim("build a 6-month emergency fund");
        assert_eq!((a.kind, a.months), (Some(GoalKind::EmergencyFund), Some(6)));
        let a = aim("pay off my credit card by June");
        assert_eq!(a.kind, Some(GoalKind::DebtPayoff));
        assert_eq!(a.title.as_deref(), Some("Pay off credit card"));
        assert_eq!(a.field, Some(TrackedDebt::Debts));
        let a = aim("I want to pay off the mortgage by 55");
        assert_eq!(a.field, Some(TrackedDebt::MortgageBalance));
        assert_eq!(a.title, None);
        let a = aim("I want $70k a year in retirement");
        assert_eq!(
            (a.kind, a.target),
            (Some(GoalKind::Retirement), Some(dec!(70000)))
        );
        let a = aim("I'd like to retire on $6,000 a month");
        assert_eq!(a.target, Some(dec!(72000)));
        let a = aim("my goal is a net worth of $1m by 50");
        assert_eq!(
            (a.kind, a.target),
            (Some(GoalKind::NetWorth), Some(dec!(1000000)))
        );
        let a = aim("I earn 90k and want to save 40k for a deposit by 2029");
        assert_eq!(
            (a.target, a.title.as_deref()),
            (Some(dec!(40000)), Some("Deposit"))
        );
        let a = aim("I've now got $18,000 put aside for the deposit");
        assert_eq!(
            (a.saved, a.title.as_deref()),
            (Some(dec!(18000)), Some("Deposit"))
        );
        let a = aim("I've saved another $2,000 for the holiday");
        assert!(a.more);
        assert_eq!(aim("I want to save $500 a month for 3 years").title, None);
    }
}
