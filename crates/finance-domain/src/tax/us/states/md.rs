//! Maryland: state schedules (Tax-Gen. 10-105(a)) on federal AGI less the standard deduction
//! (10-217) and exemptions (10-211). County tax (10-106) is local and not included.

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::engine::{Calc, Ctx, Schedule, apply, pos};

/// 10-105(a)(1) as amended by HB 352 (2025): single and separate returns.
const SINGLE: Schedule = &[
    (dec!(0), dec!(0.02)),
    (dec!(1000), dec!(0.03)),
    (dec!(2000), dec!(0.04)),
    (dec!(3000), dec!(0.0475)),
    (dec!(100000), dec!(0.05)),
    (dec!(125000), dec!(0.0525)),
    (dec!(150000), dec!(0.055)),
    (dec!(250000), dec!(0.0575)),
    (dec!(500000), dec!(0.0625)),
    (dec!(1000000), dec!(0.065)),
];
/// 10-105(a)(2): joint, head of household, surviving spouse.
const JOINT: Schedule = &[
    (dec!(0), dec!(0.02)),
    (dec!(1000), dec!(0.03)),
    (dec!(2000), dec!(0.04)),
    (dec!(3000), dec!(0.0475)),
    (dec!(150000), dec!(0.05)),
    (dec!(175000), dec!(0.0525)),
    (dec!(225000), dec!(0.055)),
    (dec!(300000), dec!(0.0575)),
    (dec!(600000), dec!(0.0625)),
    (dec!(1200000), dec!(0.065)),
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("Maryland 2026 standard deduction indexing not confirmed; 2025 flat amounts carried forward");
    }
    let agi = c.agi();
    let joint_like = matches!(
        c.status(),
        crate::tax::FilingStatus::MarriedFilingJointly | crate::tax::FilingStatus::HeadOfHousehold
    );
    // 10-217 as amended by HB 352 (2025): flat $3,350, or $6,700 joint/head of household.
    let std = if joint_like { dec!(6700) } else { dec!(3350) };
    // 10-211: $3,200 per exemption, reduced as federal AGI rises (steps are documented cliffs).
    let per = exemption(agi, joint_like);
    // 10-211(b): $1,000 more for each taxpayer 65 or over, not reduced by income (Form 502
    // instructions, exemptions).
    let ex = c.household() * per + c.aged(65) * dec!(1000);
    calc.line("Maryland standard deduction", std);
    calc.line("Maryland exemptions", ex);
    let taxable = pos(agi - std - ex);
    calc.line("Maryland taxable net income", taxable);
    let (gross, marginal) = apply(if joint_like { JOINT } else { SINGLE }, taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[("Maryland senior tax credit", senior_credit(c))]);
    calc.note("Maryland earned income credit and poverty level credit are not modelled.");
    calc
}

/// Senior tax credit (Retirement Tax Reduction Act of 2022, Tax-Gen. 10-763; 2025 Maryland
/// Resident Tax Forms and Instructions, "Senior tax credit"), non-refundable, while federal AGI is
/// under $100,000 ($150,000 joint, head of household): $1,000 for a single or separate filer 65 or
/// over, $1,750 for a head of household; on a joint return $1,000 with one spouse 65 or over and
/// $1,750 with both.
fn senior_credit(c: &Ctx) -> Decimal {
    use crate::tax::FilingStatus::*;
    let aged = c.aged(65);
    if aged.is_zero() {
        return Decimal::ZERO;
    }
    let (limit, amount) = match c.status() {
        Single | MarriedFilingSeparately => (dec!(100000), dec!(1000)),
        HeadOfHousehold => (dec!(150000), dec!(1750)),
        MarriedFilingJointly if aged == dec!(2) => (dec!(150000), dec!(1750)),
        MarriedFilingJointly => (dec!(150000), dec!(1000)),
    };
    if c.agi() < limit {
        amount
    } else {
        Decimal::ZERO
    }
}

fn exemption(agi: Decimal, joint_like: bool) -> Decimal {
    let (a, b, c) = if joint_like {
        (dec!(150000), dec!(175000), dec!(200000))
    } else {
        (dec!(100000), dec!(125000), dec!(150000))
    };
    match agi {
        x if x <= a => dec!(3200),
        x if x <= b => dec!(1600),
        x if x <= c => dec!(800),
        _ => Decimal::ZERO,
    }
}
