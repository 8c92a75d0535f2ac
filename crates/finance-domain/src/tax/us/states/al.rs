//! Alabama: schedules (Ala. Code 40-18-5) on AGI less the federal income tax deduction
//! (40-18-15(a)(2)), the sliding standard deduction (40-18-15(b)) and exemptions (40-18-19).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::engine::{Calc, Ctx, Schedule, apply, pos};

/// 40-18-5(1)(a): single, separate, head of household.
const SINGLE: Schedule = &[
    (dec!(0), dec!(0.02)),
    (dec!(500), dec!(0.04)),
    (dec!(3000), dec!(0.05)),
];
/// 40-18-5(1)(b): married filing jointly.
const JOINT: Schedule = &[
    (dec!(0), dec!(0.02)),
    (dec!(1000), dec!(0.04)),
    (dec!(6000), dec!(0.05)),
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    let agi = c.agi();
    let fed = c.federal_tax();
    let std = standard_deduction(c, agi);
    // 40-18-19: $1,500 single/separate, $3,000 joint and head of household.
    let personal = c.pick([dec!(1500), dec!(3000), dec!(1500), dec!(3000)]);
    // 40-18-19(a)(3): per dependent $1,000 (AGI <= $50,000), $500 (<= $100,000), $300 above.
    let per_dep = if agi <= dec!(50000) {
        dec!(1000)
    } else if agi <= dec!(100000) {
        dec!(500)
    } else {
        dec!(300)
    };
    calc.line("Alabama federal income tax deduction", fed);
    calc.line("Alabama standard deduction", std);
    calc.line(
        "Alabama personal and dependent exemptions",
        personal + c.deps() * per_dep,
    );
    let taxable = pos(agi - fed - std - personal - c.deps() * per_dep);
    calc.line("Alabama taxable income", taxable);
    let (gross, marginal) = apply(if c.mfj() { JOINT } else { SINGLE }, taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    calc
}

/// 40-18-15(b) as amended by Act 2022-292 (ALDOR 2025 Form 40 instructions, standard deduction
/// chart): the deduction falls by a step for each full $500 ($250 separate) of AGI above $25,500
/// ($12,750 separate) -- $8,500 up to $25,999 joint, $8,325 from $26,000 -- to a floor.
fn standard_deduction(c: &Ctx, agi: Decimal) -> Decimal {
    let (full, start, width, step, floor) = c.pick([
        (dec!(3000), dec!(25500), dec!(500), dec!(25), dec!(2500)),
        (dec!(8500), dec!(25500), dec!(500), dec!(175), dec!(5000)),
        (dec!(4250), dec!(12750), dec!(250), dec!(88), dec!(2500)),
        (dec!(5200), dec!(25500), dec!(500), dec!(135), dec!(2500)),
    ]);
    let steps = (pos(agi - start) / width).floor();
    (full - steps * step).max(floor)
}
