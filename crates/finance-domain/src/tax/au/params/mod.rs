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
    /// Lower thresholds for people entitled to the seniors and pensioners tax offset (s 7(1)(b),
    /// s 8(5)): single, and family before the per-dependant addition.
    pub senior_single_threshold: Decimal,
    pub senior_family_threshold: Decimal,
    /// Set when this year's thresholds are not yet published and an earlier year's are carried forward.
    pub provisional: Option<&'static str>,
}

impl MedicareLevy {
    /// The same levy with the seniors' and pensioners' low-income thresholds.
    pub fn for_seniors(&self) -> MedicareLevy {
        MedicareLevy {
            single_threshold: self.senior_single_threshold,
            family_threshold: self.senior_family_threshold,
            ..*self
        }
    }
}

/// Compulsory HELP / study and training loan repayment schedule (Higher Education Support Act 2003
/// s 154-20; one schedule covers HELP, VSL, SFSS, SSL, ABSTUDY SSL and AASL).
#[derive(Debug, Clone, Copy)]
pub enum HelpSchedule {
    /// To 2024-25: a percentage of the whole repayment income; `(income from, rate)`, ascending.
    WholeIncome(&'static [(Decimal, Decimal)]),
    /// From 2025-26 (Universities Accord (Cutting Student Debt by 20 Per Cent) Act 2025): marginal
    /// rates on repayment income above the minimum (`scale`), and `flat_rate` of the whole
    /// repayment income above `flat_above`.
    Marginal {
        scale: &'static [Bracket],
        flat_above: Decimal,
        flat_rate: Decimal,
    },
}

#[derive(Debug, Clone, Copy)]
pub struct Help {
    pub schedule: HelpSchedule,
    /// Set when this year's thresholds are not yet published and an earlier year's are carried forward.
    pub provisional: Option<&'static str>,
}

/// One row of the seniors and pensioners tax offset table: the maximum offset and the rebate
/// income above which it shades out.
#[derive(Debug, Clone, Copy)]
pub struct SaptoRate {
    pub max: Decimal,
    pub shade_out: Decimal,
}

/// Seniors and pensioners tax offset (Income Tax Assessment Act 1936 s 160AAAA; Income Tax
/// Assessment (1936 Act) Regulation 2015 Pt 2 Div 3).
#[derive(Debug, Clone, Copy)]
pub struct Sapto {
    /// Age pension age (Social Security Act 1991 s 23(5A)): 67 for everyone born from 1 January 1957.
    pub min_age: u32,
    pub single: SaptoRate,
    /// Each member of a couple living together.
    pub couple: SaptoRate,
    /// Cents of offset lost per dollar of rebate income above the shade-out threshold.
    pub taper: Decimal,
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
    pub sapto: Sapto,
    pub help: Help,
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
