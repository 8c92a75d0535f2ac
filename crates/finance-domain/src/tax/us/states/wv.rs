//! West Virginia: schedules (W. Va. Code 11-21-4e as amended by SB 2033, 2025) on federal AGI
//! less the low-income earned income exclusion (11-21-10) and exemptions (11-21-16); family tax
//! credit (11-21-22).

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

/// 11-21-4j(a), enacted by SB 392 (2026): rates from 2026, same brackets.
const RATES_2026: Schedule = &[
    (dec!(0), dec!(0.0211)),
    (dec!(10000), dec!(0.0281)),
    (dec!(25000), dec!(0.0316)),
    (dec!(40000), dec!(0.0422)),
    (dec!(60000), dec!(0.0458)),
];
const SEPARATE_2026: Schedule = &[
    (dec!(0), dec!(0.0211)),
    (dec!(5000), dec!(0.0281)),
    (dec!(12500), dec!(0.0316)),
    (dec!(20000), dec!(0.0422)),
    (dec!(30000), dec!(0.0458)),
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
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
    // 11-21-12(c)(8): a taxpayer 65 or over subtracts up to $8,000 of their own income of any
    // kind (Schedule M, senior citizen deduction). The wages are the filer's, so only the filer's
    // age counts; a spouse without income has nothing to subtract.
    let senior = if c.input.age.is_some_and(|a| a >= 65) {
        pos(c.wages() - exclusion).min(dec!(8000))
    } else {
        Decimal::ZERO
    };
    if senior > Decimal::ZERO {
        calc.line("West Virginia senior citizen deduction", senior);
    }
    let taxable = pos(agi - exclusion - senior - ex);
    calc.line("West Virginia taxable income", taxable);
    // The 2026 cut (SB 392) was found by the PolicyEngine differential check; 2025's rates were
    // carried before.
    let schedule = match (c.is_2026(), c.mfs()) {
        (false, false) => RATES,
        (false, true) => SEPARATE,
        (true, false) => RATES_2026,
        (true, true) => SEPARATE_2026,
    };
    let (gross, marginal) = apply(schedule, taxable);
    calc.marginal = marginal;
    let family_credit = gross * family_tax_credit_share(c);
    calc.settle(gross, &[("West Virginia family tax credit", family_credit)]);
    calc
}

/// 11-21-22 and 11-21-22B (Family Tax Credit Tables in the 2024 and 2025 IT-140 instructions):
/// all of the tax is forgiven while federal AGI is at most the HHS poverty guideline for the
/// family (up to eight people; half of it when married filing separately), and 10 points less
/// for each $300 ($150 separate), or part of one, above it. Guidelines for the contiguous states:
/// 2025 $15,650 + $5,500 per extra person; 2026 $15,960 + $5,680. Found missing by the
/// PolicyEngine differential check.
fn family_tax_credit_share(c: &Ctx) -> Decimal {
    let (first, extra) = if c.is_2026() {
        (dec!(15960), dec!(5680))
    } else {
        (dec!(15650), dec!(5500))
    };
    let size = c.household().min(dec!(8));
    let mut guideline = first + extra * (size - Decimal::ONE);
    let mut step = dec!(300);
    if c.mfs() {
        guideline /= dec!(2);
        step = dec!(150);
    }
    let excess = c.agi() - guideline;
    if excess <= Decimal::ZERO {
        return Decimal::ONE;
    }
    pos(Decimal::ONE - (excess / step).ceil() * dec!(0.1))
}
