//! Everyday money calculators: loan repayments, savings growth and what a change of income is worth
//! after tax. Pure and exact (`Decimal`); every result carries the convention it was worked out
//! under, so a reply can state it.

pub mod income_change;
pub mod loan;
pub mod pre_tax;
pub mod savings;

use rust_decimal::{Decimal, MathematicalOps, RoundingStrategy};
use serde::Serialize;

use crate::error::DomainError;

/// How often a repayment or contribution is made; interest compounds at the same frequency.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Frequency {
    Weekly,
    Fortnightly,
    Monthly,
    Yearly,
}

impl Frequency {
    pub fn per_year(self) -> u32 {
        match self {
            Frequency::Weekly => 52,
            Frequency::Fortnightly => 26,
            Frequency::Monthly => 12,
            Frequency::Yearly => 1,
        }
    }

    /// "a month", for prose.
    pub fn per_label(self) -> &'static str {
        match self {
            Frequency::Weekly => "a week",
            Frequency::Fortnightly => "a fortnight",
            Frequency::Monthly => "a month",
            Frequency::Yearly => "a year",
        }
    }

    /// "monthly", for prose.
    pub fn adverb(self) -> &'static str {
        match self {
            Frequency::Weekly => "weekly",
            Frequency::Fortnightly => "fortnightly",
            Frequency::Monthly => "monthly",
            Frequency::Yearly => "yearly",
        }
    }

    /// "week", "fortnight", … for counting periods.
    pub fn unit(self) -> &'static str {
        match self {
            Frequency::Weekly => "week",
            Frequency::Fortnightly => "fortnight",
            Frequency::Monthly => "month",
            Frequency::Yearly => "year",
        }
    }

    /// The interest rate for one period of this frequency.
    pub fn periodic_rate(self, annual_rate: Decimal) -> Decimal {
        annual_rate / Decimal::from(self.per_year())
    }
}

/// Cents, half away from zero.
pub(crate) fn cents(v: Decimal) -> Decimal {
    v.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
}

/// (1 + r)^n, refusing results too large to be meaningful.
pub(crate) fn growth_factor(rate: Decimal, periods: u32) -> Result<Decimal, DomainError> {
    (Decimal::ONE + rate)
        .checked_powi(i64::from(periods))
        .ok_or_else(|| DomainError::invalid("years", "is too long for this rate"))
}

/// a × b, refusing a product too large for a decimal (only absurd inputs get there).
pub(crate) fn mul(a: Decimal, b: Decimal) -> Result<Decimal, DomainError> {
    a.checked_mul(b)
        .ok_or_else(|| DomainError::invalid("amount", "is too large to calculate with"))
}

/// Whole years and leftover periods: 400 months → (33, 4).
pub fn years_and_rest(periods: u32, f: Frequency) -> (u32, u32) {
    (periods / f.per_year(), periods % f.per_year())
}

/// "33 years and 4 months", "9 months", "2 years".
pub fn duration_text(periods: u32, f: Frequency) -> String {
    let (y, rest) = years_and_rest(periods, f);
    let plural = |n: u32, w: &str| {
        if n == 1 {
            format!("1 {w}")
        } else {
            format!("{n} {w}s")
        }
    };
    match (y, rest) {
        (0, r) => plural(r, f.unit()),
        (y, 0) => plural(y, "year"),
        (y, r) => format!("{} and {}", plural(y, "year"), plural(r, f.unit())),
    }
}

pub(crate) fn check_rate(field: &str, rate: Decimal) -> Result<(), DomainError> {
    if rate < Decimal::ZERO || rate > Decimal::ONE {
        return Err(DomainError::invalid(
            field,
            "must be between 0% and 100% a year",
        ));
    }
    Ok(())
}

pub(crate) fn check_money(field: &str, v: Decimal) -> Result<(), DomainError> {
    if v < Decimal::ZERO || v > crate::validation::MAX_MONEY {
        return Err(DomainError::invalid(
            field,
            "must be between 0 and 1,000,000,000,000",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_naturally() {
        assert_eq!(
            duration_text(400, Frequency::Monthly),
            "33 years and 4 months"
        );
        assert_eq!(duration_text(9, Frequency::Monthly), "9 months");
        assert_eq!(duration_text(24, Frequency::Monthly), "2 years");
        assert_eq!(duration_text(53, Frequency::Weekly), "1 year and 1 week");
    }
}
