//! Montana: two rates on federal taxable income (MCA 15-30-2103, 15-30-2120 as amended by
//! SB 399, 2023, and HB 337, 2025); EITC (15-30-2318).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos};

/// MT DOR 2025 Form 2 instructions: 4.7% up to $21,100 single/separate, $42,200 joint,
/// $31,700 head of household; 5.9% above.
const RATES_2025: ByStatus<Schedule> = [
    &[(dec!(0), dec!(0.047)), (dec!(21100), dec!(0.059))],
    &[(dec!(0), dec!(0.047)), (dec!(42200), dec!(0.059))],
    &[(dec!(0), dec!(0.047)), (dec!(21100), dec!(0.059))],
    &[(dec!(0), dec!(0.047)), (dec!(31700), dec!(0.059))],
];
/// HB 337 (2025), MT DOR "2026-2027 Montana Individual Income Tax Changes" (Nov 2025): 4.7% up
/// to $47,500 / $95,000 / $47,500 / $71,250, 5.65% above.
const RATES_2026: ByStatus<Schedule> = [
    &[(dec!(0), dec!(0.047)), (dec!(47500), dec!(0.0565))],
    &[(dec!(0), dec!(0.047)), (dec!(95000), dec!(0.0565))],
    &[(dec!(0), dec!(0.047)), (dec!(47500), dec!(0.0565))],
    &[(dec!(0), dec!(0.047)), (dec!(71250), dec!(0.0565))],
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // 15-30-2120: federal taxable income, which includes the federal senior deduction (2025 Form 2
    // instructions, p. 7), less the subtraction for each taxpayer 65 or over (15-30-2110(3)(g)):
    // $5,660 for 2025 (MT DOR "2025 Montana Tax Rates and Deductions"), indexed; 2026 carried.
    let old_age = c.aged(65) * dec!(5660);
    if old_age > Decimal::ZERO {
        calc.line("Montana subtraction (65 or over)", old_age);
        if c.is_2026() {
            calc.provisional("Montana 2026 subtraction for taxpayers 65 or over not confirmed; the 2025 $5,660 carried forward");
        }
    }
    let taxable = pos(c.federal_taxable_after_senior() - old_age);
    calc.line("Montana taxable income (federal taxable income)", taxable);
    let (gross, marginal) = apply(
        c.pick(if c.is_2026() { RATES_2026 } else { RATES_2025 }),
        taxable,
    );
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    // 15-30-2318: 10% of the federal EITC for 2025, 20% from 2026 (HB 337), refundable.
    let share = if c.is_2026() { dec!(0.20) } else { dec!(0.10) };
    calc.refundable_credit(
        "Montana earned income credit (refundable)",
        federal_eitc(c) * share,
    );
    calc
}
