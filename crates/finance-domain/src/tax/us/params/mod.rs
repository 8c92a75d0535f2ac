//! US federal parameters, one table per tax year. Arrays marked "by filing status" are indexed
//! single, married filing jointly, married filing separately, head of household; arrays "by
//! children" are indexed 0, 1, 2, 3 or more qualifying children.

mod ty2025;
mod ty2026;

use rust_decimal::Decimal;

use crate::tax::FilingStatus;
use crate::tax::schedule::Bracket;

#[derive(Debug, Clone, Copy)]
pub struct ChildTaxCredit {
    pub per_child: Decimal,
    /// Additional child tax credit cap per child.
    pub refundable_per_child: Decimal,
    pub refundable_earned_floor: Decimal,
    pub refundable_rate: Decimal,
    /// By filing status.
    pub phase_out_start: [Decimal; 4],
    /// The credit falls by `phase_out_per_step` for each `phase_out_step` (or part) over the start.
    pub phase_out_step: Decimal,
    pub phase_out_per_step: Decimal,
}

/// Earned income credit, by children.
#[derive(Debug, Clone, Copy)]
pub struct EarnedIncomeCredit {
    pub phase_in_rate: [Decimal; 4],
    /// Earned income at which the published maximum credit is reached.
    pub earned_amount: [Decimal; 4],
    pub max_credit: [Decimal; 4],
    pub phase_out_rate: [Decimal; 4],
    pub phase_out_start: [Decimal; 4],
    pub phase_out_start_joint: [Decimal; 4],
}

#[derive(Debug, Clone, Copy)]
pub struct Fica {
    pub social_security_rate: Decimal,
    pub wage_base: Decimal,
    pub medicare_rate: Decimal,
    pub additional_medicare_rate: Decimal,
    /// By filing status.
    pub additional_medicare_threshold: [Decimal; 4],
}

/// Elective deferral limits for 401(k), 403(b) and governmental 457(b) plans: 26 U.S.C. §402(g)(1),
/// catch-ups §414(v)(2)(B) (age 50 or over by year end) and, from 2025, §414(v)(2)(E) (SECURE 2.0
/// §109: ages 60 to 63 in the year).
#[derive(Debug, Clone, Copy)]
pub struct DeferralLimits {
    pub limit: Decimal,
    pub catch_up_50: Decimal,
    pub catch_up_60_63: Decimal,
    /// From 2026 (SECURE 2.0 §603, §414(v)(7)): catch-ups of people whose prior-year FICA wages
    /// exceeded this must be Roth, so not pre-tax.
    pub roth_catch_up_wages: Option<Decimal>,
}

/// Deductions that depend on age 65 or over.
#[derive(Debug, Clone, Copy)]
pub struct AgeDeductions {
    /// §63(f) additional standard deduction per person 65 or over, by filing status.
    pub additional_standard: [Decimal; 4],
    /// §151(f) as added by P.L. 119-21 §70103, tax years 2025 to 2028.
    pub senior: Option<SeniorDeduction>,
}

/// $6,000 per person 65 or over, reduced by `phase_out_rate` of modified AGI above the start
/// (by filing status; married filing separately cannot claim it).
#[derive(Debug, Clone, Copy)]
pub struct SeniorDeduction {
    pub per_person: Decimal,
    pub phase_out_rate: Decimal,
    pub phase_out_start: [Decimal; 4],
}

#[derive(Debug, Clone, Copy)]
pub struct UsParams {
    pub year: i32,
    pub label: &'static str,
    /// By filing status.
    pub brackets: [&'static [Bracket]; 4],
    /// By filing status.
    pub standard_deduction: [Decimal; 4],
    pub ctc: ChildTaxCredit,
    pub eitc: EarnedIncomeCredit,
    pub fica: Fica,
    pub deferrals: DeferralLimits,
    pub aged: AgeDeductions,
}

pub fn status_index(f: FilingStatus) -> usize {
    match f {
        FilingStatus::Single => 0,
        FilingStatus::MarriedFilingJointly => 1,
        FilingStatus::MarriedFilingSeparately => 2,
        FilingStatus::HeadOfHousehold => 3,
    }
}

pub const ALL: [&UsParams; 2] = [&ty2025::PARAMS, &ty2026::PARAMS];

pub fn for_year(year: i32) -> Option<&'static UsParams> {
    ALL.into_iter().find(|p| p.year == year)
}

pub fn supported() -> String {
    ALL.iter().map(|p| p.label).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tax::schedule::is_consistent;

    #[test]
    fn every_schedule_is_internally_consistent() {
        for p in ALL {
            for b in p.brackets {
                assert!(is_consistent(b), "{}", p.label);
            }
        }
    }
}
