//! Age 65 or over: the additional standard deduction (26 U.S.C. §63(f)) and the 2025-2028 senior
//! deduction (§151(f), P.L. 119-21 §70103).

use rust_decimal::Decimal;

use super::params::{AgeDeductions, status_index};
use crate::tax::FilingStatus;
use crate::tax::sign::{or_zero, positive};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Aged {
    /// People on the return who are 65 or over at the end of the year.
    pub count: u32,
    pub additional_standard: Decimal,
    pub senior: Decimal,
    /// How much the senior deduction falls per dollar of modified AGI (0 outside the phase-out).
    pub senior_slope: Decimal,
}

/// People 65 or over on the return: the filer, and on a joint return the spouse (`spouse_age`
/// defaults to `age`).
pub fn count_65(status: FilingStatus, age: Option<u32>, spouse_age: Option<u32>) -> u32 {
    let old = |a: Option<u32>| u32::from(a.is_some_and(|a| a >= 65));
    let spouse = if status == FilingStatus::MarriedFilingJointly {
        old(spouse_age.or(age))
    } else {
        0
    };
    old(age) + spouse
}

/// Both deductions for `count` people 65 or over. `magi` is modified AGI: for a wage earner, wages
/// less pre-tax deferrals.
pub fn aged(p: &AgeDeductions, status: FilingStatus, count: u32, magi: Decimal) -> Aged {
    if count == 0 {
        return Aged::default();
    }
    let i = status_index(status);
    let n = Decimal::from(count);
    let mut out = Aged {
        count,
        additional_standard: p.additional_standard[i] * n,
        ..Aged::default()
    };
    if let Some(s) = p.senior
        && status != FilingStatus::MarriedFilingSeparately
    {
        let over = or_zero(magi - s.phase_out_start[i]);
        let each = s.per_person - s.phase_out_rate * over;
        if positive(each) {
            out.senior = each * n;
            if positive(over) {
                out.senior_slope = s.phase_out_rate * n;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tax::us::params::for_year;
    use rust_decimal_macros::dec;

    #[test]
    fn spouse_age_defaults_to_age_on_a_joint_return() {
        use FilingStatus::*;
        assert_eq!(count_65(MarriedFilingJointly, Some(66), None), 2);
        assert_eq!(count_65(MarriedFilingJointly, Some(66), Some(60)), 1);
        assert_eq!(count_65(MarriedFilingJointly, Some(60), Some(70)), 1);
        assert_eq!(count_65(Single, Some(65), Some(70)), 1);
        assert_eq!(count_65(Single, Some(64), None), 0);
        assert_eq!(count_65(HeadOfHousehold, None, None), 0);
    }

    /// IRS "One, Big, Beautiful Bill provisions" (senior deduction): $6,000 each, reduced by 6% of
    /// MAGI over $75,000 ($150,000 joint), gone at $175,000 ($250,000 joint).
    #[test]
    fn senior_deduction_phases_out_as_the_irs_describes() {
        let p = &for_year(2025).unwrap().aged;
        let single = |magi| aged(p, FilingStatus::Single, 1, magi);
        assert_eq!(single(dec!(60_000)).senior, dec!(6_000));
        assert_eq!(single(dec!(60_000)).additional_standard, dec!(2_000));
        // $100,000: 6,000 − 6% × 25,000 = 4,500.
        assert_eq!(single(dec!(100_000)).senior, dec!(4_500));
        assert_eq!(single(dec!(100_000)).senior_slope, dec!(0.06));
        assert_eq!(single(dec!(175_000)).senior, dec!(0));
        let joint = |magi| aged(p, FilingStatus::MarriedFilingJointly, 2, magi);
        assert_eq!(joint(dec!(150_000)).senior, dec!(12_000));
        assert_eq!(joint(dec!(150_000)).additional_standard, dec!(3_200));
        // $200,000 joint: each 6,000 − 6% × 50,000 = 3,000, two of them.
        assert_eq!(joint(dec!(200_000)).senior, dec!(6_000));
        assert_eq!(joint(dec!(250_000)).senior, dec!(0));
        // Married filing separately: the additional standard deduction but no senior deduction.
        let mfs = aged(p, FilingStatus::MarriedFilingSeparately, 1, dec!(50_000));
        assert_eq!(
            (mfs.additional_standard, mfs.senior),
            (dec!(1_600), dec!(0))
        );
        // 2026: $2,050 unmarried (Rev. Proc. 2025-32).
        let p26 = &for_year(2026).unwrap().aged;
        assert_eq!(
            aged(p26, FilingStatus::Single, 1, dec!(50_000)).additional_standard,
            dec!(2_050)
        );
    }
}
