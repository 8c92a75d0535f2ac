//! Pay periods ("a fortnight", "p.a.", "/hr") and the conversion of a stated figure to its field's
//! unit: income a year, expenses and rent a month, balances as written.

use finance_domain::Country;
use rust_decimal::{Decimal, RoundingStrategy};
use rust_decimal_macros::dec;

use crate::builtin::amounts::{Amount, Tok, Token};

use super::keywords::Target;

/// Standard full-time hours used to turn an hourly rate into a salary.
pub const AU_HOURS_PER_WEEK: Decimal = dec!(38);

pub const US_HOURS_PER_WEEK: Decimal = dec!(40);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Period {
    Hour,
    Week,
    Fortnight,
    Month,
    Year,
}

pub(super) fn period_word(w: &str) -> Option<Period> {
    Some(match w {
        "hour" | "hours" | "hr" | "hrs" | "hourly" | "ph" => Period::Hour,
        "week" | "weeks" | "wk" | "weekly" | "pw" => Period::Week,
        "fortnight" | "fortnights" | "fortnightly" | "pf" | "biweekly" => Period::Fortnight,
        "month" | "months" | "mth" | "mo" | "monthly" | "pm" | "pcm" => Period::Month,
        "year" | "years" | "yr" | "annum" | "annually" | "yearly" | "annual" | "pa" => Period::Year,
        _ => return None,
    })
}

pub(super) fn find_period(clause: &[Token], i: usize) -> Option<Period> {
    // "on a 78,000 salary": a salary is a year's pay, whatever period is asked about elsewhere.
    if clause
        .get(i + 1)
        .and_then(|t| t.tok.word())
        .is_some_and(|w| matches!(w, "salary" | "salaries" | "package"))
    {
        return period_word("year");
    }
    for k in 1..=3 {
        let Some(w) = clause.get(i + k).and_then(|t| t.tok.word()) else {
            if clause.get(i + k).is_some_and(|t| t.tok == Tok::Punct('/')) {
                continue;
            }
            break;
        };
        if let Some(p) = period_word(w) {
            return Some(p);
        }
        if !matches!(
            w,
            "a" | "an"
                | "per"
                | "each"
                | "every"
                | "p"
                | "in"
                | "before"
                | "after"
                | "tax"
                | "gross"
                | "net"
        ) {
            break;
        }
    }
    clause
        .iter()
        .filter_map(|t| t.tok.word())
        .filter(|w| *w != "years" && *w != "months")
        .find_map(period_word)
}

/// A pay period written right after a figure ("2k a month"), not anywhere in the clause.
pub(super) fn find_period_right_after(clause: &[Token], i: usize) -> bool {
    (1..=3).any(|k| {
        clause
            .get(i + k)
            .and_then(|t| t.tok.word())
            .is_some_and(|w| period_word(w).is_some_and(|p| p != Period::Year))
    })
}

pub(super) fn cents(v: Decimal) -> Decimal {
    v.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
        .normalize()
}

/// Turns the stated figure into the field's unit: income per year, expenses and rent per month,
/// balances as written.
pub(super) fn convert(
    a: &Amount,
    target: Target,
    period: Option<Period>,
    country: Country,
    hours: Option<Decimal>,
) -> (Decimal, Option<String>) {
    let v = a.value;
    let hours = hours.unwrap_or(match country {
        Country::Australia => AU_HOURS_PER_WEEK,
        Country::Us => US_HOURS_PER_WEEK,
    });
    let fmt = crate::format::money;
    // "85k biweekly": a year's pay with how often it is paid, as the tax reading takes it.
    let period = period.filter(|p| {
        !(a.scaled && matches!(p, Period::Week | Period::Fortnight) && v >= dec!(20000))
    });
    match target {
        Target::Income | Target::Household | Target::Net | Target::Sacrifice | Target::PreTax => {
            match period {
                Some(Period::Hour) => {
                    let annual = cents(v.saturating_mul(hours).saturating_mul(dec!(52)));
                    (
                        annual,
                        Some(format!(
                            "{} an hour × {} hours a week × 52 weeks",
                            fmt(v),
                            hours.normalize()
                        )),
                    )
                }
                Some(Period::Week) => (
                    cents(v.saturating_mul(dec!(52))),
                    Some(format!("{} a week × 52", fmt(v))),
                ),
                Some(Period::Fortnight) => (
                    cents(v.saturating_mul(dec!(26))),
                    Some(format!("{} a fortnight × 26", fmt(v))),
                ),
                Some(Period::Month) => (
                    cents(v.saturating_mul(dec!(12))),
                    Some(format!("{} a month × 12", fmt(v))),
                ),
                Some(Period::Year) | None => (v, None),
            }
        }
        Target::Housing | Target::Expenses | Target::RetirementSpending => match period {
            Some(Period::Hour) | Some(Period::Month) | None => (v, None),
            Some(Period::Week) => (
                cents(v.saturating_mul(dec!(52)) / dec!(12)),
                Some(format!("{} a week × 52 ÷ 12", fmt(v))),
            ),
            Some(Period::Fortnight) => (
                cents(v.saturating_mul(dec!(26)) / dec!(12)),
                Some(format!("{} a fortnight × 26 ÷ 12", fmt(v))),
            ),
            Some(Period::Year) => (cents(v / dec!(12)), Some(format!("{} a year ÷ 12", fmt(v)))),
        },
        _ => (v, None),
    }
}
