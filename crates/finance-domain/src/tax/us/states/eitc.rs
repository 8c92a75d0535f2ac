//! The federal earned income tax credit, recomputed here for wage-only households because most
//! state EITCs are a percentage of it. Children are the `dependents` of the input (capped at 3).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::engine::{Ctx, cents, pos};
use crate::tax::us::federal::childless_eitc_age_ok;

struct Row {
    /// Earned income at which the credit reaches its maximum.
    earned_amount: Decimal,
    max_credit: Decimal,
    phase_out_start: Decimal,
    phase_out_start_joint: Decimal,
    phase_out_rate: Decimal,
}

/// Rev. Proc. 2024-40 §2.06 (tax year 2025): rows for 0, 1, 2 and 3+ qualifying children.
const Y2025: [Row; 4] = [
    Row {
        earned_amount: dec!(8490),
        max_credit: dec!(649),
        phase_out_start: dec!(10620),
        phase_out_start_joint: dec!(17730),
        phase_out_rate: dec!(0.0765),
    },
    Row {
        earned_amount: dec!(12730),
        max_credit: dec!(4328),
        phase_out_start: dec!(23350),
        phase_out_start_joint: dec!(30470),
        phase_out_rate: dec!(0.1598),
    },
    Row {
        earned_amount: dec!(17880),
        max_credit: dec!(7152),
        phase_out_start: dec!(23350),
        phase_out_start_joint: dec!(30470),
        phase_out_rate: dec!(0.2106),
    },
    Row {
        earned_amount: dec!(17880),
        max_credit: dec!(8046),
        phase_out_start: dec!(23350),
        phase_out_start_joint: dec!(30470),
        phase_out_rate: dec!(0.2106),
    },
];

/// Rev. Proc. 2025-32 §4.06 (tax year 2026).
const Y2026: [Row; 4] = [
    Row {
        earned_amount: dec!(8680),
        max_credit: dec!(664),
        phase_out_start: dec!(10860),
        phase_out_start_joint: dec!(18140),
        phase_out_rate: dec!(0.0765),
    },
    Row {
        earned_amount: dec!(13020),
        max_credit: dec!(4427),
        phase_out_start: dec!(23890),
        phase_out_start_joint: dec!(31160),
        phase_out_rate: dec!(0.1598),
    },
    Row {
        earned_amount: dec!(18290),
        max_credit: dec!(7316),
        phase_out_start: dec!(23890),
        phase_out_start_joint: dec!(31160),
        phase_out_rate: dec!(0.2106),
    },
    Row {
        earned_amount: dec!(18290),
        max_credit: dec!(8231),
        phase_out_start: dec!(23890),
        phase_out_start_joint: dec!(31160),
        phase_out_rate: dec!(0.2106),
    },
];

/// Federal EITC for the household. Married filing separately is treated as ineligible (the
/// separated-spouse exception needs facts the profile does not hold). Without a qualifying child
/// a taxpayer (either spouse on a joint return) must be 25 to 64 at the end of the year
/// (§32(c)(1)(A)(ii)(II)); an unknown age is taken to qualify.
pub(super) fn federal_eitc(c: &Ctx) -> Decimal {
    if c.mfs() {
        return Decimal::ZERO;
    }
    let taxpayers = if c.mfj() { 2 } else { 1 };
    if c.input.dependents == 0 && !childless_eitc_age_ok(&c.ages()[..taxpayers]) {
        return Decimal::ZERO;
    }
    let table = if c.is_2026() { &Y2026 } else { &Y2025 };
    let row = &table[(c.input.dependents.min(3)) as usize];
    let earned = c.wages();
    let phase_in = (earned.min(row.earned_amount) / row.earned_amount) * row.max_credit;
    let start = if c.mfj() {
        row.phase_out_start_joint
    } else {
        row.phase_out_start
    };
    let income = earned.max(c.agi());
    let reduction = pos(income - start) * row.phase_out_rate;
    cents(pos(phase_in.min(row.max_credit) - reduction))
}

#[cfg(test)]
mod tests {
    use super::super::StateTaxInput;
    use super::*;
    use crate::region::Region;
    use crate::tax::FilingStatus;

    fn eitc(year: u16, fs: FilingStatus, wages: Decimal, kids: u32) -> Decimal {
        let input = StateTaxInput {
            state: Region::UsCa,
            year,
            filing_status: fs,
            wages,
            federal_agi: wages,
            federal_taxable_income: Decimal::ZERO,
            federal_income_tax: Decimal::ZERO,
            dependents: kids,
            elective_deferrals: Decimal::ZERO,
            age: None,
            spouse_age: None,
            federal_additional_standard: Decimal::ZERO,
            federal_senior_deduction: Decimal::ZERO,
        };
        federal_eitc(&Ctx { input: &input })
    }

    #[test]
    fn plateau_and_end_of_phase_out_match_the_revenue_procedure() {
        assert_eq!(
            eitc(2025, FilingStatus::HeadOfHousehold, dec!(20000), 2),
            dec!(7152)
        );
        assert_eq!(
            eitc(2025, FilingStatus::HeadOfHousehold, dec!(57320), 2),
            dec!(0)
        );
        assert_eq!(eitc(2025, FilingStatus::Single, dec!(19104), 0), dec!(0));
        assert_eq!(
            eitc(2025, FilingStatus::MarriedFilingJointly, dec!(30000), 3),
            dec!(8046)
        );
        assert_eq!(eitc(2026, FilingStatus::Single, dec!(9000), 0), dec!(664));
        assert_eq!(
            eitc(2025, FilingStatus::MarriedFilingSeparately, dec!(9000), 0),
            dec!(0)
        );
    }
}
