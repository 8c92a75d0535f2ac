//! When a goal is for: "by the end of 2029", "by June", "next year", "in 3 years", "by 50", "by
//! 30/06/2028", "mid-2028", "by Christmas". Read into the inputs `byYear`, `byMonth`, `byDay`,
//! `years` and `atAge` (with the person's `age` from the profile, as the savings calculators read
//! it), and resolved to a date.
//!
//! The rules (docs/advisor.md): a year alone is its last day ("by 2029" is 31 Dec 2029); a month is
//! its last day, this year's when still ahead, else next year's ("by June" in November is 30 Jun
//! next year); "mid" is 30 June, "early" 31 March, "late" and "the end of" 31 December; an age is
//! today plus the years to it; a term is today plus the term. When a goal's date is moved to a
//! year alone ("push the wedding back to 2029"), it keeps its day and month.

use chrono::{Datelike, Months, NaiveDate};
use finance_domain::Country;
use finance_domain::answer::InputSource;
use rust_decimal::prelude::ToPrimitive;

use crate::builtin::Understanding;
use crate::builtin::amounts::{Tok, Token};
use crate::builtin::inputs::{Inputs, Value};
use crate::builtin::intents::savings::latest;
use crate::builtin::slots::month_word;

/// "may", "mar", "jun", "jul" and "dec" are only months next to a date word or a year (so "I may
/// want to…" is not May).
const AMBIGUOUS_MONTHS: &[&str] = &["may", "mar", "jun", "jul", "dec", "sep", "oct"];

/// Words before a date: "by 2029", "end of June", "to 2030".
const DATE_WORDS: &[&str] = &[
    "by",
    "in",
    "before",
    "until",
    "till",
    "til",
    "of",
    "to",
    "end",
    "mid",
    "early",
    "late",
    "around",
    "for",
    "christmas",
    "xmas",
    "at",
    "next",
    "this",
];

pub(crate) const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

fn word(tokens: &[Token], i: usize) -> Option<&str> {
    tokens.get(i).and_then(|t| t.tok.word())
}

/// A whole number at `i` (no currency, scale or percent).
fn whole(tokens: &[Token], i: usize) -> Option<u32> {
    let a = tokens.get(i)?.tok.amount()?;
    a.is_bare_count().then(|| a.value.to_u32()).flatten()
}

/// A year at `i`: 2000 to 2200, written bare.
fn year_at(tokens: &[Token], i: usize) -> Option<i32> {
    whole(tokens, i)
        .filter(|y| (2000..=2200).contains(y))
        .and_then(|y| i32::try_from(y).ok())
}

/// A day of the month right before or after `i` ("30 June", "June 30th", "30th of June").
fn day_near(tokens: &[Token], i: usize) -> Option<u32> {
    let day = |k: usize| whole(tokens, k).filter(|d| (1..=31).contains(d));
    let before = |k: usize| i.checked_sub(k);
    day(i + 1)
        .filter(|_| year_at(tokens, i + 1).is_none())
        .or_else(|| before(1).and_then(day))
        .or_else(|| {
            // "30th of June": 30, "th", "of", "june".
            (before(1).and_then(|k| word(tokens, k)) == Some("of"))
                .then(|| before(3).and_then(day))
                .flatten()
        })
        .or_else(|| {
            (word(tokens, i.saturating_sub(1)) == Some("th"))
                .then(|| before(2).and_then(day))
                .flatten()
        })
}

/// What a message says of when.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct When {
    pub year: Option<i32>,
    pub month: Option<u32>,
    pub day: Option<u32>,
    /// From now: (years, months).
    pub term: Option<(u32, u32)>,
    /// An age to reach.
    pub age: Option<u32>,
}

impl When {
    pub fn is_empty(&self) -> bool {
        *self == When::default()
    }
}

/// Reads when the goal is for. `today` places a month with no year, `country` orders a numeric
/// date (31/12/2029 in Australia, 12/31/2029 in the US).
pub(crate) fn read(tokens: &[Token], today: NaiveDate, country: Country) -> When {
    let mut w = When::default();
    let has = |i: usize, s: &str| word(tokens, i) == Some(s);
    let n = tokens.len();
    for i in 0..n {
        let prev = i.checked_sub(1).and_then(|k| word(tokens, k));
        // Numeric dates: 30/06/2028.
        if let (Some(a), Some(b), Some(y)) = (
            whole(tokens, i),
            whole(tokens, i + 2),
            year_at(tokens, i + 4),
        ) && matches!(tokens.get(i + 1).map(|t| &t.tok), Some(Tok::Punct('/')))
            && matches!(tokens.get(i + 3).map(|t| &t.tok), Some(Tok::Punct('/')))
        {
            let (d, m) = match country {
                Country::Us if a <= 12 => (b, a),
                _ if b <= 12 => (a, b),
                _ => (b, a),
            };
            if (1..=12).contains(&m) && (1..=31).contains(&d) {
                (w.year, w.month, w.day) = (Some(y), Some(m), Some(d));
                return w;
            }
        }
        if let Some(t) = tokens[i].tok.word() {
            if let Some(m) = month_word(t) {
                let dated = prev.is_some_and(|p| DATE_WORDS.contains(&p))
                    || year_at(tokens, i + 1).is_some()
                    || whole(tokens, i + 1).is_some_and(|d| (1..=31).contains(&d))
                    || whole(tokens, i.wrapping_sub(1)).is_some_and(|d| (1..=31).contains(&d));
                if !AMBIGUOUS_MONTHS.contains(&t) || dated {
                    w.month = Some(m);
                    w.day = day_near(tokens, i);
                    // The year after it, past a day and its ending: "June 30th, 2028".
                    for k in i + 1..(i + 5).min(n) {
                        if let Some(y) = year_at(tokens, k) {
                            w.year = Some(y);
                            break;
                        }
                        let skip = match &tokens[k].tok {
                            Tok::Word(x) => matches!(x.as_str(), "th" | "st" | "nd" | "rd" | "of"),
                            Tok::Punct(',') => true,
                            Tok::Amount(_) => whole(tokens, k).is_some_and(|d| d <= 31),
                            _ => false,
                        };
                        if !skip {
                            break;
                        }
                    }
                }
                continue;
            }
            match t {
                "christmas" | "xmas" => {
                    (w.month, w.day) = (Some(12), Some(25));
                    w.year = w.year.or(year_at(tokens, i + 1));
                }
                "mid" | "early" | "late" if year_at(tokens, i + 1).is_some() => {
                    (w.month, w.day) = match t {
                        "mid" => (Some(6), Some(30)),
                        "early" => (Some(3), Some(31)),
                        _ => (Some(12), Some(31)),
                    };
                }
                "year" if prev == Some("next") && !has(i + 1, "olds") => {
                    w.year = Some(today.year() + 1);
                }
                "year" if matches!(prev, Some("this" | "the")) && i >= 2 && has(i - 2, "of") => {
                    w.year = Some(today.year());
                }
                "year" if prev == Some("this") => w.year = Some(today.year()),
                "eofy" => (w.month, w.day) = (Some(6), Some(30)),
                "financial" if has(i + 1, "year") && i >= 2 && has(i - 2, "end") => {
                    (w.month, w.day) = (Some(6), Some(30));
                }
                "turn" | "turning" => {
                    w.age = w
                        .age
                        .or(whole(tokens, i + 1).filter(|a| (15..=120).contains(a)));
                }
                _ => {}
            }
            continue;
        }
        // A year needs a date word before it: "save 2000 for a holiday" is a sum.
        if let Some(y) = year_at(tokens, i)
            && prev.is_some_and(|p| DATE_WORDS.contains(&p) || month_word(p).is_some())
        {
            w.year = Some(y);
            continue;
        }
        // A term from now: "in 3 years", "within 18 months", "2 years from now", "in a year".
        let unit = word(tokens, i + 1);
        let years = matches!(unit, Some("years" | "year" | "yrs" | "yr"));
        let months = matches!(unit, Some("months" | "month" | "mths"));
        let from_now = (has(i + 2, "from") && has(i + 3, "now")) || has(i + 2, "time");
        let lead = matches!(prev, Some("in" | "within" | "next" | "over"));
        if (years || months)
            && (lead || from_now)
            && let Some(k) = whole(tokens, i).filter(|k| (1..=1200).contains(k))
        {
            let (y, m) = w.term.unwrap_or((0, 0));
            w.term = Some(if years {
                (k, m)
            } else {
                (y + k / 12, m + k % 12)
            });
        }
    }
    // "in a year", "within a year", "in a year's time".
    if w.term.is_none()
        && (0..n).any(|i| {
            matches!(word(tokens, i), Some("in" | "within"))
                && has(i + 1, "a")
                && has(i + 2, "year")
        })
    {
        w.term = Some((1, 0));
    }
    // "by the end of 2029", "end of next year": the year's end.
    if w.year.is_some() && w.month.is_none() && (0..n).any(|i| has(i, "end") && has(i + 1, "of")) {
        w.month = Some(12);
    }
    // A month with no year is the next one to come.
    if let (Some(m), None) = (w.month, w.year) {
        let this = today.year();
        let last = last_day(this, m);
        let d = w.day.unwrap_or(last).min(last);
        let ahead = NaiveDate::from_ymd_opt(this, m, d).is_some_and(|x| x > today);
        w.year = Some(if ahead { this } else { this + 1 });
    }
    w
}

/// The last day of a month.
pub(crate) fn last_day(year: i32, month: u32) -> u32 {
    (28..=31)
        .rev()
        .find(|d| NaiveDate::from_ymd_opt(year, month, *d).is_some())
        .unwrap_or(28)
}

/// Sets the date inputs from the message (and the person's age from the profile).
pub(crate) fn said(i: &mut Inputs, u: &Understanding, ctx: &crate::context::AdvisorContext) {
    let w = read(&u.reading.tokens, ctx.today, u.updated.country);
    let at_age = w.age.or(u.slots.age);
    i.said("byYear", w.year.map(Value::Year));
    i.said(
        "byMonth",
        w.month
            .and_then(|m| MONTH_NAMES.get(m as usize - 1))
            .map(|m| Value::Choice((*m).to_string())),
    );
    i.said("byDay", w.day.map(Value::Count));
    i.said(
        "years",
        w.term.map(|(years, months)| Value::Term { years, months }),
    );
    i.said("atAge", at_age.filter(|_| w.year.is_none()).map(Value::Age));
    if let Some(a) = u.updated.age {
        i.or("age", Some(Value::Age(a)), InputSource::Profile);
    }
}

/// What the date inputs come to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Due {
    /// No date given.
    None,
    Date(NaiveDate),
    /// An age was given but the person's age is not known.
    NeedAge(u32),
    /// The age given has passed.
    AgePassed {
        at: u32,
        now: u32,
    },
}

/// The date the inputs name. `keep` is the date a goal has now: a year alone keeps its day and
/// month.
pub(crate) fn resolve(i: &Inputs, today: NaiveDate, keep: Option<NaiveDate>) -> Due {
    match latest(i, &["years", "atAge", "byYear"]) {
        Some("years") => {
            let Some((y, m)) = i.term("years") else {
                return Due::None;
            };
            let months = y.saturating_mul(12).saturating_add(m);
            today
                .checked_add_months(Months::new(months))
                .map_or(Due::None, Due::Date)
        }
        Some("atAge") => {
            let Some(at) = i.age("atAge") else {
                return Due::None;
            };
            let Some(now) = i.age("age") else {
                return Due::NeedAge(at);
            };
            if at <= now {
                return Due::AgePassed { at, now };
            }
            today
                .checked_add_months(Months::new((at - now).saturating_mul(12)))
                .map_or(Due::None, Due::Date)
        }
        Some("byYear") => {
            let Some(year) = i.year("byYear") else {
                return Due::None;
            };
            let month_said = i.source("byMonth") == i.source("byYear");
            let month = i
                .choice("byMonth")
                .filter(|_| month_said || keep.is_none())
                .and_then(|m| MONTH_NAMES.iter().position(|n| *n == m))
                .and_then(|p| u32::try_from(p + 1).ok());
            let (month, day) = match (month, keep) {
                (Some(m), _) => (m, i.count("byDay").filter(|_| month_said || keep.is_none())),
                (None, Some(k)) => (k.month(), Some(k.day())),
                (None, None) => (12, None),
            };
            let last = last_day(year, month);
            let day = day.unwrap_or(last).min(last);
            NaiveDate::from_ymd_opt(year, month, day).map_or(Due::None, Due::Date)
        }
        _ => Due::None,
    }
}

/// Whether the message moves a date without naming one: "push it back a year", "bring it forward
/// 6 months". The shift in months, later when positive.
pub(crate) fn shift(tokens: &[Token]) -> Option<i64> {
    let words: Vec<&str> = tokens.iter().filter_map(|t| t.tok.word()).collect();
    let has = |w: &str| words.contains(&w);
    let later = has("back") || has("later") || has("delay") || has("extend") || has("out");
    let sooner = has("forward") || has("earlier") || has("sooner");
    if !(later || sooner) {
        return None;
    }
    let mut months: Option<i64> = None;
    for (i, t) in tokens.iter().enumerate() {
        let unit = word(tokens, i + 1);
        let k = match &t.tok {
            Tok::Amount(a) if a.is_bare_count() => a.value.to_i64(),
            Tok::Word(w) if w == "a" || w == "an" || w == "one" => Some(1),
            Tok::Word(w) if w == "six" => Some(6),
            Tok::Word(w) if w == "two" => Some(2),
            Tok::Word(w) if w == "three" => Some(3),
            _ => None,
        };
        let Some(k) = k.filter(|k| (1..=1200).contains(k)) else {
            continue;
        };
        match unit {
            Some("year" | "years") => months = Some(k * 12),
            Some("month" | "months") => months = Some(k),
            _ => {}
        }
    }
    months.map(|m| if sooner { -m } else { m })
}

/// A date moved by `months` (later when positive).
pub(crate) fn moved(d: NaiveDate, months: i64) -> Option<NaiveDate> {
    let by = Months::new(u32::try_from(months.unsigned_abs()).ok()?);
    if months >= 0 {
        d.checked_add_months(by)
    } else {
        d.checked_sub_months(by)
    }
}

/// Months from `a` to `b`, whole, for "3 months late".
pub(crate) fn months_between(a: NaiveDate, b: NaiveDate) -> u32 {
    finance_domain::calc::savings::periods_until(a, b, finance_domain::calc::Frequency::Monthly)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin::amounts::tokenize;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
    }

    fn when(s: &str) -> When {
        read(&tokenize(s), today(), Country::Australia)
    }

    fn date(y: i32, m: u32, d: u32) -> (Option<i32>, Option<u32>, Option<u32>) {
        (Some(y), Some(m), Some(d))
    }

    fn ymd(w: &When) -> (Option<i32>, Option<u32>, Option<u32>) {
        (w.year, w.month, w.day)
    }

    #[test]
    fn dates_are_read_as_people_write_them() {
        assert_eq!(
            ymd(&when("by the end of 2029")),
            (Some(2029), Some(12), None)
        );
        assert_eq!(ymd(&when("by 2029")), (Some(2029), None, None));
        assert_eq!(
            ymd(&when("pay off my card by June")),
            (Some(2027), Some(6), None)
        );
        assert_eq!(ymd(&when("by March 2028")), (Some(2028), Some(3), None));
        assert_eq!(ymd(&when("by 30 June 2028")), date(2028, 6, 30));
        assert_eq!(ymd(&when("by June 30th, 2028")), date(2028, 6, 30));
        assert_eq!(ymd(&when("by 30/06/2028")), date(2028, 6, 30));
        assert_eq!(
            ymd(&read(&tokenize("by 12/31/2029"), today(), Country::Us)),
            date(2029, 12, 31)
        );
        assert_eq!(ymd(&when("by mid-2028")), date(2028, 6, 30));
        assert_eq!(ymd(&when("by Christmas")), date(2026, 12, 25));
        assert_eq!(ymd(&when("by Christmas 2027")), date(2027, 12, 25));
        assert_eq!(ymd(&when("next year")), (Some(2027), None, None));
        assert_eq!(
            ymd(&when("by the end of next year")),
            (Some(2027), Some(12), None)
        );
        assert_eq!(when("in 3 years").term, Some((3, 0)));
        assert_eq!(when("within 18 months").term, Some((1, 6)));
        assert_eq!(when("in a year").term, Some((1, 0)));
        assert_eq!(when("before I turn 40").age, Some(40));
        // Not dates: a sum, "may" as a verb, the size of an emergency fund.
        assert!(when("I may want to save $2,000 for a holiday").is_empty());
        assert!(when("build a 6-month emergency fund").is_empty());
    }

    #[test]
    fn dates_resolve_to_a_day() {
        let mut i = Inputs::new();
        i.said("byYear", Some(Value::Year(2029)));
        assert_eq!(
            resolve(&i, today(), None),
            Due::Date(NaiveDate::from_ymd_opt(2029, 12, 31).unwrap())
        );
        // A year alone keeps the goal's day and month.
        let keep = NaiveDate::from_ymd_opt(2028, 3, 14);
        assert_eq!(
            resolve(&i, today(), keep),
            Due::Date(NaiveDate::from_ymd_opt(2029, 3, 14).unwrap())
        );
        let mut i = Inputs::new();
        i.said("atAge", Some(Value::Age(50)));
        assert_eq!(resolve(&i, today(), None), Due::NeedAge(50));
        i.set("age", Value::Age(30), InputSource::Profile);
        assert_eq!(
            resolve(&i, today(), None),
            Due::Date(NaiveDate::from_ymd_opt(2046, 11, 24).unwrap())
        );
        assert_eq!(shift(&tokenize("push it back a year")), Some(12));
        assert_eq!(
            shift(&tokenize("bring the wedding forward 6 months")),
            Some(-6)
        );
        assert_eq!(shift(&tokenize("push the wedding back to 2029")), None);
    }
}
