//! Australian resident individual rates and thresholds, one table per financial year.

mod fy2024_25;
mod fy2025_26;
mod fy2026_27;

use rust_decimal::Decimal;

use crate::tax::schedule::Bracket;

/// Low Income Tax Offset: `max` up to `full_until`, then reduced by `taper1` per dollar up to
/// `taper2_from`, then by `taper2` per dollar until nothing is left.
#[derive(Debug, Clone, Copy)]
pub struct Lito {
    pub max: Decimal,
    pub full_until: Decimal,
    pub taper1: Decimal,
    pub taper2_from: Decimal,
    pub taper2: Decimal,
}

/// Medicare levy and its low-income reduction (Medicare Levy Act 1986 ss 6-8).
#[derive(Debug, Clone, Copy)]
pub struct MedicareLevy {
    pub rate: Decimal,
    /// Above the lower threshold the levy phases in at this rate until it reaches `rate` of income.
    pub phase_in_rate: Decimal,
    /// Rate at which the family reduction shrinks per dollar of family income over the threshold.
    pub family_taper: Decimal,
    pub single_threshold: Decimal,
    pub family_threshold: Decimal,
    pub per_dependant: Decimal,
    /// Set when this year's thresholds are not yet published and an earlier year's are carried forward.
    pub provisional: Option<&'static str>,
}

/// Medicare levy surcharge tiers (Medicare Levy Act 1986 ss 8B-8G; Private Health Insurance Act 2007
/// s 61-5 indexation). `single` and `family` hold the top of the base tier, tier 1 and tier 2.
#[derive(Debug, Clone, Copy)]
pub struct Surcharge {
    pub single: [Decimal; 3],
    pub family: [Decimal; 3],
    pub rates: [Decimal; 3],
    pub per_child_after_first: Decimal,
    pub provisional: Option<&'static str>,
}

#[derive(Debug, Clone, Copy)]
pub struct AuParams {
    /// "2025-26"
    pub label: &'static str,
    /// The calendar year the financial year starts (1 July).
    pub start_year: i32,
    pub scale: &'static [Bracket],
    pub lito: Lito,
    pub medicare: MedicareLevy,
    pub surcharge: Surcharge,
}

pub const ALL: [&AuParams; 3] = [&fy2024_25::PARAMS, &fy2025_26::PARAMS, &fy2026_27::PARAMS];

pub fn for_start_year(year: i32) -> Option<&'static AuParams> {
    ALL.into_iter().find(|p| p.start_year == year)
}

pub fn supported() -> String {
    ALL.iter().map(|p| p.label).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tax::schedule::is_consistent;

    #[test]
    fn every_scale_is_internally_consistent() {
        for p in ALL {
            assert!(is_consistent(p.scale), "{}", p.label);
        }
    }

    #[test]
    fn labels_match_start_years() {
        for p in ALL {
            let expected = format!("{}-{:02}", p.start_year, (p.start_year + 1) % 100);
            assert_eq!(p.label, expected);
        }
    }
}
