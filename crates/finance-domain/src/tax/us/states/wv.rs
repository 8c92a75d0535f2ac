//! West Virginia: schedules (W. Va. Code 11-21-4e as amended by SB 2033, 2025) on federal AGI
//! less the low-income earned income exclusion (11-21-10) and exemptions (11-21-16).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::engine::{Calc, Ctx, Schedule, apply, pos};

/// 11-21-4e(a) (2025): single, joint, head of household.
const RATES: Schedule = &[
    (dec!(0), dec!(0.0222)),
    (dec!(10000), dec!(0.0296)),
    (dec!(25000), dec!(0.0333)),
    (dec!(40000), dec!(0.0444)),
    (dec!(60000), dec!(0.0482)),
];
/// 11-21-4e(b): married filing separately, half the brackets.
const SEPARATE: Schedule = &[
    (dec!(0), dec!(0.0222)),
    (dec!(5000), dec!(0.0296)),
    (dec!(12500), dec!(0.0333)),
    (dec!(20000), dec!(0.0444)),
    (dec!(30000), dec!(0.0482)),
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("West Virginia 2026 rates (any further trigger-based cut) not confirmed; 2025 rates carried forward");
    }
    let agi = c.agi();
    // 11-21-10: earned income up to $10,000 ($5,000 separate) excluded when AGI does not exceed
    // that amount -- a documented cliff just above it.
    let limit = if c.mfs() { dec!(5000) } else { dec!(10000) };
    let exclusion = if agi <= limit {
        c.wages().min(limit)
    } else {
        Decimal::ZERO
    };
    // 11-21-16: $2,000 per taxpayer and dependent.
    let ex = c.household() * dec!(2000);
    calc.line("West Virginia low-income exclusion", exclusion);
    calc.line("West Virginia exemptions", ex);
    let taxable = pos(agi - exclusion - ex);
    calc.line("West Virginia taxable income", taxable);
    let (gross, marginal) = apply(if c.mfs() { SEPARATE } else { RATES }, taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    calc
}
