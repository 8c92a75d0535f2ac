//! What a message gives of a lookup's inputs. It works on a whole question ("what was the standard
//! deduction for 2025 for a single person") and on a bare follow-up ("and for a couple?", "what
//! about 2025?", "and in California?", "and 150k?", "and if I'm 61?"): no limit words needed.

use chrono::Datelike;
use finance_domain::answer::InputSource;
use finance_domain::profile::MaritalStatus;
use finance_domain::tax::FilingStatus;
use finance_domain::tax::year::{au_label, au_start_year_on, parse_au, parse_us};
use finance_domain::{Country, ProfileField, Region};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::LimitKind;
use crate::builtin::Understanding;
use crate::builtin::amounts::Token;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{Household, Inputs, Value};
use crate::builtin::intents::Intent;
use crate::context::AdvisorContext;

const COUPLE_WORDS: &[&str] = &[
    "couple",
    "couples",
    "married",
    "marrieds",
    "jointly",
    "joint",
    "mfj",
    "family",
    "families",
    "partner",
    "spouse",
    "both of us",
    "two of us",
];
const SINGLE_WORDS: &[&str] = &[
    "single",
    "singles",
    "self only",
    "just me",
    "on my own",
    "by myself",
];
const TOP_RATE: &[&str] = &[
    "top rate",
    "top marginal",
    "top tax rate",
    "top income tax rate",
    "top bracket",
    "top tax bracket",
    "highest rate",
    "highest bracket",
    "highest tax bracket",
    "highest tax rate",
    "highest marginal",
    "maximum rate",
    "max rate",
];
/// Words before a bare number that make it an age: "I'm 61", "turning 50", "over 50", "aged 55".
const AGE_BEFORE: &[&str] = &[
    "i'm", "im", "am", "turning", "turn", "turned", "aged", "age", "over", "past", "be",
];

pub(super) fn read(intent: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let kind = match intent {
        Intent::Limit(k) => k,
        _ => LimitKind::TaxBrackets,
    };
    let r = &u.reading;
    let s = &u.slots;
    let p = &u.updated;
    let mut i = Inputs::new();

    let state = named_state(u);
    let named = r
        .mentioned_country
        .or(s.countries.first().copied())
        .or(state.map(Region::country))
        .or_else(|| federal(r, kind).then_some(Country::Us));
    let country = match (kind.country(), named) {
        (Some(fixed), _) => {
            i.set("country", Value::Country(fixed), InputSource::Default);
            fixed
        }
        (None, Some(c)) => {
            i.said("country", Some(Value::Country(c)));
            c
        }
        (None, None) => {
            i.set("country", Value::Country(p.country), InputSource::Profile);
            p.country
        }
    };

    match year_said(r, s, country, ctx) {
        Some(y) => i.said("taxYear", Some(Value::TaxYear(y))),
        None => i.set(
            "taxYear",
            Value::TaxYear(current_year(country, ctx)),
            InputSource::Default,
        ),
    }

    if let Some(st) = state {
        i.said("state", Some(Value::Region(st)));
    } else if r.has_any(&["state", "state's", "states"])
        && !r.has("united states")
        && let Some(st) = p.state.filter(|s| s.country() == country)
    {
        // "What are my state's tax brackets?", "and the state ones?": the profile's state, asked
        // for by the message.
        i.said("state", Some(Value::Region(st)));
    }

    match household_said(r) {
        Some(h) => i.said("household", Some(Value::Household(h))),
        None => match p.marital_status {
            Some(MaritalStatus::Married | MaritalStatus::DeFacto) => i.set(
                "household",
                Value::Household(Household::Couple),
                InputSource::Profile,
            ),
            Some(_) => i.set(
                "household",
                Value::Household(Household::Single),
                InputSource::Profile,
            ),
            None => i.set(
                "household",
                Value::Household(Household::Single),
                InputSource::Default,
            ),
        },
    }

    let status = if r.has_any(&["head of household", "hoh"]) {
        Some(FilingStatus::HeadOfHousehold)
    } else if r.has_any(&["married filing separately", "filing separately", "mfs"]) {
        Some(FilingStatus::MarriedFilingSeparately)
    } else {
        None
    };
    i.said(
        "filingStatus",
        status.map(|s| Value::Choice(s.as_str().to_string())),
    );

    match income_said(u) {
        Some(v) => i.said("income", Some(Value::Money(v))),
        None => {
            if let Some(v) = p.annual_income {
                i.set("income", Value::Money(v), InputSource::Profile);
            }
        }
    }

    match age_said(&r.tokens).or(s.age) {
        Some(a) => i.said("age", Some(Value::Age(a))),
        None => {
            if let Some(a) = p.age {
                i.set("age", Value::Age(a), InputSource::Profile);
            }
        }
    }

    i.said("rate", s.rates.first().map(|(_, r)| Value::Rate(*r)));
    if r.has_any(TOP_RATE) {
        i.said("topRate", Some(Value::Flag(true)));
    }
    i
}

/// A state named in the message, or stated as where the person lives.
fn named_state(u: &Understanding) -> Option<Region> {
    u.slots
        .regions
        .first()
        .copied()
        .or(u.reading.mentioned_region)
        .or_else(|| {
            u.reading
                .facts
                .iter()
                .find(|f| f.field == ProfileField::State)
                .and_then(|f| Region::parse_any(u.updated.country, &f.raw))
        })
}

/// "Federal brackets", "the federal standard deduction": the US.
fn federal(r: &Reading, kind: LimitKind) -> bool {
    kind == LimitKind::TaxBrackets && r.has_any(&["federal", "irs"])
}

/// Single or a couple, whichever the message names first.
fn household_said(r: &Reading) -> Option<Household> {
    let first = |phrases: &[&str]| phrases.iter().filter_map(|p| position(r, p)).min();
    match (first(COUPLE_WORDS), first(SINGLE_WORDS)) {
        (Some(c), Some(s)) if s < c => Some(Household::Single),
        (Some(_), _) => Some(Household::Couple),
        (None, Some(_)) => Some(Household::Single),
        (None, None) => None,
    }
}

fn position(r: &Reading, phrase: &str) -> Option<usize> {
    let parts: Vec<&str> = phrase.split(' ').collect();
    r.words
        .windows(parts.len())
        .position(|w| w.iter().zip(&parts).all(|(a, b)| a == b))
}

/// The income asked about: the first sum of money, as a year's worth.
fn income_said(u: &Understanding) -> Option<Decimal> {
    // Not a balance the message states ("I've got about 22k HECS and earn 80k").
    let held: Vec<Decimal> = u
        .reading
        .facts
        .iter()
        .filter(|f| f.field != ProfileField::AnnualIncome)
        .filter_map(|f| f.raw.parse::<Decimal>().ok())
        .collect();
    u.slots
        .money
        .iter()
        .find(|m| m.value >= dec!(100) && !(m.per.is_none() && held.contains(&m.value)))
        .map(|m| match m.per {
            Some(f) => m.value * Decimal::from(f.per_year()),
            None => m.value,
        })
}

/// An age said with a word that makes a bare number one ("I'm 61", "if I'm over 50", "turning
/// 55", "61 years old").
pub(in crate::builtin::intents) fn age_said(tokens: &[Token]) -> Option<u32> {
    tokens.iter().enumerate().find_map(|(i, t)| {
        let a = t.tok.amount().filter(|a| a.is_bare_count())?;
        let n = u32::try_from(a.value.trunc().mantissa()).ok()?;
        if !(14..=110).contains(&n) {
            return None;
        }
        let word = |k: usize| tokens.get(k).and_then(|t| t.tok.word());
        let before = i.checked_sub(1).and_then(word);
        let old = word(i + 1) == Some("years") && word(i + 2) == Some("old")
            || matches!(word(i + 1), Some("yo" | "y/o"));
        (before.is_some_and(|w| AGE_BEFORE.contains(&w)) || old).then_some(n)
    })
}

/// The tax year the message names, in the country's own terms ("2025-26" in Australia, "2025"
/// in the US): a year or financial year, "FY26", or "last/this/next year".
fn year_said(
    r: &Reading,
    s: &crate::builtin::slots::Slots,
    country: Country,
    ctx: &AdvisorContext,
) -> Option<String> {
    let now = match country {
        Country::Australia => au_start_year_on(ctx.today),
        Country::Us => ctx.today.year(),
    };
    let relative = if r.has_any(&[
        "last year",
        "previous year",
        "last financial year",
        "last tax year",
    ]) {
        Some(now - 1)
    } else if r.has_any(&["next year", "next financial year", "next tax year"]) {
        Some(now + 1)
    } else if r.has_any(&["this year", "this financial year", "this tax year"]) {
        Some(now)
    } else {
        None
    };
    if let Some(y) = relative {
        return Some(label(country, y));
    }
    let raw = s.tax_years.first().or(r.tax_year.as_ref())?;
    let start = match country {
        Country::Australia => parse_au(raw).or_else(|| parse_us(raw).map(|y| y - 1))?,
        Country::Us => parse_us(raw).or_else(|| parse_au(raw))?,
    };
    Some(label(country, start))
}

fn current_year(country: Country, ctx: &AdvisorContext) -> String {
    match country {
        Country::Australia => au_label(au_start_year_on(ctx.today)),
        Country::Us => ctx.today.year().to_string(),
    }
}

fn label(country: Country, year: i32) -> String {
    match country {
        Country::Australia => au_label(year),
        Country::Us => year.to_string(),
    }
}
