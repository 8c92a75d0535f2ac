//! Pre-tax 401(k)/403(b) elective deferrals: the year's limit and its catch-ups. Over the limit is
//! an error, not a silent cap: the excess would be taxable wages and must be returned by the plan.

use std::borrow::Cow;

use rust_decimal::Decimal;

use super::params::DeferralLimits;
use crate::error::DomainError;
use crate::money::money;

/// The most a person of `age` (at the end of the year) may defer pre-tax, and a note on the
/// catch-up when it depends on something Penny assumes.
pub fn limit(
    d: &DeferralLimits,
    age: Option<u32>,
    wages: Decimal,
) -> (Decimal, Option<Cow<'static, str>>) {
    let catch_up = match age {
        Some(60..=63) => d.catch_up_60_63,
        Some(a) if a >= 50 => d.catch_up_50,
        _ => Decimal::ZERO,
    };
    match d.roth_catch_up_wages {
        Some(over) if catch_up > Decimal::ZERO && wages > over => (
            d.limit,
            Some(Cow::Owned(format!(
                "Catch-up contributions must be Roth (after tax) when last year's Social Security wages were over {}; Penny uses this year's wages in their place",
                money(over)
            ))),
        ),
        _ => (d.limit + catch_up, None),
    }
}

/// Checks `deferral` against the year's limit for `age`; returns the note `limit` gave.
pub fn check(
    d: &DeferralLimits,
    year: i32,
    age: Option<u32>,
    wages: Decimal,
    deferral: Decimal,
) -> Result<Option<Cow<'static, str>>, DomainError> {
    let (max, note) = limit(d, age, wages);
    if deferral > max {
        let hint = if age.is_none() {
            " (give your age for the catch-up from 50)"
        } else {
            ""
        };
        return Err(DomainError::invalid(
            "preTaxRetirement",
            format!(
                "is over the {year} pre-tax elective deferral limit of {}{hint}",
                money(max)
            ),
        ));
    }
    Ok(note)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tax::us::params::for_year;
    use rust_decimal_macros::dec;

    #[test]
    fn irs_limits_and_catch_ups() {
        let d25 = &for_year(2025).unwrap().deferrals;
        // Notice 2024-80: $23,500; + $7,500 from 50; + $11,250 at 60-63 instead.
        assert_eq!(limit(d25, None, dec!(90_000)).0, dec!(23_500));
        assert_eq!(limit(d25, Some(49), dec!(90_000)).0, dec!(23_500));
        assert_eq!(limit(d25, Some(50), dec!(90_000)).0, dec!(31_000));
        assert_eq!(limit(d25, Some(60), dec!(90_000)).0, dec!(34_750));
        assert_eq!(limit(d25, Some(63), dec!(90_000)).0, dec!(34_750));
        assert_eq!(limit(d25, Some(64), dec!(900_000)).0, dec!(31_000));
        let d26 = &for_year(2026).unwrap().deferrals;
        // Notice 2025-67: $24,500; + $8,000; 60-63 $11,250; Roth-only catch-up above $150,000.
        assert_eq!(limit(d26, Some(55), dec!(90_000)).0, dec!(32_500));
        assert_eq!(limit(d26, Some(61), dec!(90_000)).0, dec!(35_750));
        let (max, note) = limit(d26, Some(55), dec!(200_000));
        assert_eq!(max, dec!(24_500));
        assert!(note.is_some());
    }

    #[test]
    fn over_the_limit_is_an_error_naming_the_field() {
        let d = &for_year(2025).unwrap().deferrals;
        assert!(check(d, 2025, Some(40), dec!(90_000), dec!(23_500)).is_ok());
        let e = check(d, 2025, Some(40), dec!(90_000), dec!(23_500.01)).unwrap_err();
        assert_eq!(e.field(), Some("preTaxRetirement"));
        assert!(e.to_string().contains("$23,500"), "{e}");
        let e = check(d, 2025, None, dec!(90_000), dec!(30_000)).unwrap_err();
        assert!(e.to_string().contains("give your age"), "{e}");
    }
}
