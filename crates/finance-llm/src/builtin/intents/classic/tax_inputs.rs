//! What a message gives of the tax inputs (`tax.rs`): the income a year ("1,500 a week", "25 bucks
//! an hour"), a before-tax contribution, the country and state, the household, dependents, a HELP
//! balance and the tax year (named, "and 2026?", or "last financial year"), each in the country's
//! own spelling. Works on a partial message ("and in Victoria?"): no tax word is needed.

use chrono::Datelike;
use finance_domain::tax::year::{au_label, au_start_year_on, parse_au, parse_us};
use finance_domain::{Country, ProfileField, Region};
use rust_decimal::Decimal;

use crate::builtin::Understanding;
use crate::builtin::amounts::Tok;
use crate::builtin::facts::{AU_HOURS_PER_WEEK, US_HOURS_PER_WEEK};
use crate::builtin::inputs::Household;

/// Words next to a before-tax contribution: "a $10k 401k contribution", "salary sacrifice 8k".
const PRE_TAX_CUES: &[&str] = &[
    "k401",
    "b403",
    "sacrifice",
    "sacrificed",
    "sacrificing",
    "pretax",
    "pre-tax",
    "deferral",
    "defer",
];
/// Words next to a HELP balance: "a 30k HECS debt".
const HELP_WORDS: &[&str] = &["hecs", "hecs-help", "help debt", "help loan", "study loan"];
/// Words a count of dependents comes before: "with 2 kids".
const DEPENDENT_WORDS: &[&str] = &[
    "kids",
    "kid",
    "children",
    "child",
    "dependents",
    "dependants",
];

/// A year as a whole number, not money: "and 2026?".
fn year_like(a: &crate::builtin::amounts::Amount) -> bool {
    a.is_bare_count() && a.value >= Decimal::from(2000) && a.value <= Decimal::from(2100)
}

/// The income the message names, a year: "on 85k", "1,500 a week", "25 bucks an hour". Never a
/// year, nor the before-tax contribution.
pub(super) fn said_income(u: &Understanding, pre_tax: Option<Decimal>) -> Option<Decimal> {
    // "Oops, 130k": a corrected figure the reader could not place is the income asked about.
    let v = u
        .reading
        .mentioned_income
        .or(u.reading.unresolved_correction)?;
    let tokens = &u.reading.tokens;
    let at = u.slots.money.iter().find(|m| m.value == v);
    // "2000 a week" is pay, not the year 2000.
    let year = at.is_none_or(|m| m.per.is_none())
        && tokens
            .iter()
            .filter_map(|t| t.tok.amount())
            .any(|a| year_like(a) && a.value == v);
    if year || (pre_tax == Some(v) && at.is_some()) {
        return None;
    }
    if let Some(f) = at.and_then(|m| m.per) {
        return v.checked_mul(Decimal::from(f.per_year()));
    }
    // Where the figure stands: a money slot, or a bare number ("sorry it's 32 an hour" after
    // "what's my take home?").
    let Some(place) = at.map(|m| m.at).or_else(|| {
        tokens
            .iter()
            .position(|t| t.tok.amount().is_some_and(|a| a.value == v && !a.percent))
    }) else {
        return Some(v);
    };
    // "$25 an hour", "25 bucks per hour", "$45/hr".
    let hourly = tokens
        .iter()
        .skip(place + 1)
        .take(4)
        .filter_map(|t| t.tok.word())
        .take_while(|w| {
            matches!(
                *w,
                "a" | "an" | "per" | "bucks" | "dollars" | "hour" | "hr" | "hourly"
            )
        })
        .any(|w| matches!(w, "hour" | "hr" | "hourly"));
    if hourly {
        // Full-time hours of the country the income is taxed in ("$45/hr in Sydney" is 38 hours a
        // week whatever the profile's country), as the reader saves "$32 an hour".
        let hours = match said_country(u).unwrap_or(u.scenario.country) {
            Country::Australia => AU_HOURS_PER_WEEK,
            Country::Us => US_HOURS_PER_WEEK,
        };
        return v.checked_mul(hours * Decimal::from(52));
    }
    Some(v)
}

/// A contribution before tax the message names: "with a $10k 401k contribution", "if I salary
/// sacrifice 8k", a year.
pub(super) fn said_pre_tax(u: &Understanding) -> Option<Decimal> {
    let m = u.slots.money_near(&u.reading.tokens, PRE_TAX_CUES, 3)?;
    // Pay is not a contribution, except as "salary sacrifice".
    if m.pay && !u.reading.has_prefix("sacrific") {
        return None;
    }
    m.value
        .checked_mul(Decimal::from(m.per.map_or(1, |f| f.per_year())))
}

pub(super) fn said_country(u: &Understanding) -> Option<Country> {
    u.reading
        .facts
        .iter()
        .find(|f| f.field == ProfileField::Country)
        .and_then(|f| Country::parse(&f.raw))
        .or(u.reading.mentioned_country)
}

/// The state the message names, stated as where they live or only asked about.
pub(super) fn said_state(u: &Understanding, country: Country) -> Option<Region> {
    u.reading
        .facts
        .iter()
        .find(|f| f.field == ProfileField::State)
        .and_then(|f| Region::parse(country, &f.raw))
        .or(u.reading.mentioned_region)
        .or(u.slots.regions.first().copied())
        .filter(|r| r.country() == country)
}

/// The dependents the message states or supposes: a fact, or a count just before "kids".
pub(super) fn said_dependents(u: &Understanding) -> Option<u32> {
    let fact = u
        .reading
        .facts
        .iter()
        .find(|f| f.field == ProfileField::Dependents)
        .and_then(|f| f.raw.parse().ok());
    let tokens = &u.reading.tokens;
    fact.or_else(|| {
        tokens
            .windows(2)
            .find_map(|w| match (&w[0].tok, w[1].tok.word()) {
                (Tok::Amount(a), Some(k)) if a.is_bare_count() && DEPENDENT_WORDS.contains(&k) => {
                    u32::try_from(a.value.mantissa()).ok().filter(|n| *n <= 20)
                }
                _ => None,
            })
    })
}

/// "for a couple", "married filing jointly", "single".
pub(crate) fn said_household(u: &Understanding) -> Option<Household> {
    let r = &u.reading;
    if r.has("separately") {
        return None;
    }
    if r.has_any(&[
        "couple", "married", "jointly", "joint", "mfj", "spouse", "partner", "family", "families",
    ]) {
        Some(Household::Couple)
    } else if r.has_any(&["single", "unmarried", "on my own"]) {
        Some(Household::Single)
    } else {
        None
    }
}

/// The tax year the message asks about: named ("2025-26", "in 2025", "and 2026?") or relative
/// ("last financial year", "next year", "this year").
pub(super) fn said_tax_year(
    u: &Understanding,
    country: Country,
    today: chrono::NaiveDate,
) -> Option<String> {
    let r = &u.reading;
    if let Some(y) = r.tax_year.as_deref().and_then(|y| fit_year(y, country)) {
        return Some(y);
    }
    let now = current_year(country, today);
    let relative = |words: &[&str]| {
        words.iter().any(|w| {
            r.has_any(&[
                &format!("{w} year"),
                &format!("{w} financial year"),
                &format!("{w} tax year"),
                &format!("{w} fy"),
            ])
        })
    };
    if relative(&["last", "previous", "past"]) {
        return Some(year_label(country, now - 1));
    }
    if relative(&["next", "coming"]) {
        return Some(year_label(country, now + 1));
    }
    if relative(&["this", "current"]) {
        return Some(year_label(country, now));
    }
    // A year-like figure with a period after it is pay ("tax on 2000 a week").
    (0..r.tokens.len()).find_map(|i| match &r.tokens[i].tok {
        Tok::Amount(a) if year_like(a) && crate::builtin::facts::is_year_at(&r.tokens, i) => {
            fit_year(&a.value.to_string(), country)
        }
        _ => None,
    })
}

/// The year in force on `today`: the calendar year (US), or the financial year by the year it
/// starts (AU).
pub(super) fn current_year(country: Country, today: chrono::NaiveDate) -> i32 {
    match country {
        Country::Us => today.year(),
        Country::Australia => au_start_year_on(today),
    }
}

/// "2026" (US) or "2026-27" (AU, by its start year).
pub(super) fn year_label(country: Country, year: i32) -> String {
    match country {
        Country::Us => year.to_string(),
        Country::Australia => au_label(year),
    }
}

/// A written year in the country's own spelling: "2026" in Australia is the financial year ending
/// then ("2025-26"); "2025-26" in the US is 2025. `None` when it reads as neither.
pub(super) fn fit_year(raw: &str, country: Country) -> Option<String> {
    match country {
        Country::Australia => parse_au(raw)
            .or_else(|| parse_us(raw).map(|end| end - 1))
            .map(au_label),
        Country::Us => parse_us(raw)
            .or_else(|| parse_au(raw))
            .map(|y| y.to_string()),
    }
}

/// A HELP (HECS) balance the message states or supposes: "with a 30k HECS debt".
pub(super) fn said_help_debt(u: &Understanding) -> Option<Decimal> {
    u.reading
        .facts
        .iter()
        .find(|f| f.field == ProfileField::HelpDebt)
        .and_then(|f| f.raw.parse::<Decimal>().ok())
        .or_else(|| {
            u.slots
                .money_near(&u.reading.tokens, HELP_WORDS, 2)
                .filter(|m| m.per.is_none() && !m.pay)
                .map(|m| m.value)
        })
}
