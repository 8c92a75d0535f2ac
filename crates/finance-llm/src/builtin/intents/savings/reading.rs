//! Reading the savings inputs from a message: the lump sums, the expected return, inflation and
//! the horizon (a term, an age to reach or a calendar year), each marked with where it came from,
//! and the horizon worked out in periods for an answer.

use chrono::Datelike;
use finance_domain::answer::InputSource;
use finance_domain::calc::Frequency;
use finance_domain::profile::{DEFAULT_EXPECTED_RETURN_RATE, DEFAULT_INFLATION_RATE};
use rust_decimal::Decimal;

use super::follow::latest;
use super::{REAL_CUES, inflation_rate_at};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::out::Out;
use crate::builtin::slots::Money;
use crate::context::AdvisorContext;
use crate::format::rate_as_given;

/// A contribution as an input: its sum each period.
pub(crate) fn flow_value(m: &Money) -> Value {
    Value::Flow(m.value, m.per.unwrap_or(Frequency::Monthly))
}

/// Words near a sum already saved ("I've already got 10k saved", "starting with 5k").
const HAVE_WORDS: &[&str] = &[
    "already",
    "saved",
    "i have",
    "we have",
    "i've got",
    "i've",
    "we've",
    "got",
    "start with",
    "started with",
    "starting with",
    "starting from",
    "so far",
    "currently",
    "in savings",
];

/// The sum already saved, when the message says so ("until I have 100k" is the target).
pub(crate) fn already_saved(u: &Understanding) -> Option<Money> {
    let toks = &u.reading.tokens;
    u.slots
        .money_near(toks, HAVE_WORDS, 3)
        .filter(|m| m.per.is_none() && !m.pay)
        .filter(|m| {
            !(m.at.saturating_sub(4)..m.at).any(|k| {
                toks[k]
                    .tok
                    .word()
                    .is_some_and(|w| matches!(w, "until" | "till" | "til" | "when" | "once" | "to"))
            })
        })
}

/// The person's own savings as the starting sum when the message gives none: "how long to get
/// to 50k if I save 1,000 a month?" from someone who said "I have 20k saved" starts from 20k.
pub(crate) fn savings_on_hand(i: &mut Inputs, u: &Understanding) {
    let own = u.reading.has_any(&["i", "we", "my", "our", "i'm", "we're"]);
    if i.get("initial").is_none()
        && own
        && let Some(v) = u.updated.current_savings.filter(|v| *v > Decimal::ZERO)
    {
        i.set("initial", Value::Money(v), InputSource::Profile);
    }
}

/// The lump sums of the message (no period, not pay), skipping the figures at `not`.
pub(crate) fn lumps<'a>(u: &'a Understanding, not: &'a [usize]) -> impl Iterator<Item = &'a Money> {
    u.slots
        .money
        .iter()
        .filter(move |m| m.per.is_none() && !m.pay && !not.contains(&m.at))
}

/// The expected return: the rate the message gives (not one of inflation, nor the figure at
/// `not`), else the profile's, else the default, each marked as such.
pub(crate) fn read_return(i: &mut Inputs, u: &Understanding, not: Option<usize>) {
    let said = u
        .slots
        .rates
        .iter()
        .find(|(at, _)| Some(*at) != not && !inflation_rate_at(&u.reading.tokens, *at))
        .map(|(_, r)| *r);
    match (said, u.updated.expected_return_rate) {
        (Some(r), _) => i.said("rate", Some(Value::Rate(r))),
        (None, Some(r)) => i.set("rate", Value::Rate(r), InputSource::Profile),
        (None, None) => i.set(
            "rate",
            Value::Rate(DEFAULT_EXPECTED_RETURN_RATE),
            InputSource::Default,
        ),
    }
}

/// Inflation: the rate said of it, else the profile's, else the default (only `with_default`).
pub(crate) fn read_inflation(i: &mut Inputs, u: &Understanding, with_default: bool) {
    let said = u
        .slots
        .rates
        .iter()
        .find(|(at, _)| inflation_rate_at(&u.reading.tokens, *at))
        .map(|(_, r)| *r);
    match (said, u.updated.inflation_rate) {
        (Some(r), _) => i.said("inflation", Some(Value::Rate(r))),
        _ if !with_default => {}
        (None, Some(r)) => i.set("inflation", Value::Rate(r), InputSource::Profile),
        (None, None) => i.set(
            "inflation",
            Value::Rate(DEFAULT_INFLATION_RATE),
            InputSource::Default,
        ),
    }
}

/// Whether the message asks for a figure in today's dollars.
pub(crate) fn asks_real(u: &Understanding) -> bool {
    u.reading.has_any(REAL_CUES)
}

/// The horizon as the message gives it: a term, an age to reach (with the person's age from the
/// profile), or a calendar year.
pub(crate) fn read_horizon(i: &mut Inputs, u: &Understanding, ctx: &AdvisorContext) {
    let s = &u.slots;
    // "what will $1m in 2055 be worth?": a year ahead (not a tax year) is the horizon too.
    let now = ctx.today.year();
    let ahead = s.by_year.or_else(|| {
        s.tax_years
            .iter()
            .filter_map(|y| y.parse::<i32>().ok())
            .find(|y| *y > now + 1 && *y <= now + 100)
    });
    let term = match (s.years, s.months) {
        (Some(years), months) => Some(Value::Term {
            years,
            months: months.unwrap_or(0),
        }),
        (None, Some(m)) => Some(Value::Term {
            years: m / 12,
            months: m % 12,
        }),
        (None, None) => None,
    };
    i.said("years", term);
    i.said("atAge", s.age.map(Value::Age));
    i.said("byYear", ahead.map(Value::Year));
    if let Some(a) = u.updated.age {
        i.set("age", Value::Age(a), InputSource::Profile);
    }
}

/// The inputs every horizon-reading savings answer declares after its own.
pub(crate) const HORIZON: [InputSpec; 4] = [
    InputSpec::needed("years", Unit::Term),
    InputSpec::optional("atAge", Unit::Age),
    InputSpec::optional("byYear", Unit::Year),
    InputSpec::optional("age", Unit::Age),
];

/// The horizon in whole periods of `f`, or the reply that asks for what is missing.
pub(crate) fn horizon_periods(
    i: &Inputs,
    ctx: &AdvisorContext,
    f: Frequency,
    out: &mut Out,
) -> Option<u32> {
    let per = f.per_year();
    match latest(i, &["years", "atAge", "byYear"]) {
        Some("years") => {
            let (y, m) = i.term("years")?;
            Some(
                y.saturating_mul(per)
                    .saturating_add((m.saturating_mul(per)).div_ceil(12)),
            )
        }
        Some("atAge") => {
            let target_age = i.age("atAge")?;
            let Some(age) = i.age("age") else {
                out.ask(
                    "age",
                    format!(
                        "To work to age {target_age} I need your age: tell me \"I'm 35\", or ask with a number of years instead."
                    ),
                );
                return None;
            };
            if target_age <= age {
                out.para(format!(
                    "You're already {age}, so age {target_age} has passed."
                ));
                return None;
            }
            Some((target_age - age).saturating_mul(per))
        }
        Some("byYear") => {
            let y = i.year("byYear")?;
            let years = y - ctx.today.year();
            if years <= 0 {
                out.para(format!("{y} isn't in the future."));
                return None;
            }
            Some(u32::try_from(years).unwrap_or(0).saturating_mul(per))
        }
        _ => {
            out.ask(
                "years",
                "How long for? Add the number of years, an age or a year, for example \"over 10 years\".",
            );
            None
        }
    }
}

/// Where the rate came from, for the reply.
pub(crate) fn return_source(i: &Inputs) -> &'static str {
    match i.source("rate") {
        Some(InputSource::Message | InputSource::Earlier) => "the rate you gave",
        Some(InputSource::Profile) => "the expected return in your profile",
        _ => "Penny's default expected return (set your own in your profile)",
    }
}

/// Where the inflation rate came from, for the reply.
pub(crate) fn inflation_source(i: &Inputs) -> String {
    match i.source("inflation") {
        Some(InputSource::Message | InputSource::Earlier) => "the rate you gave".into(),
        Some(InputSource::Profile) => "the inflation rate in your profile".into(),
        _ => format!(
            "Penny's default of {}, the middle of the RBA's 2–3% target band and close to the Fed's 2% goal",
            rate_as_given(DEFAULT_INFLATION_RATE)
        ),
    }
}
