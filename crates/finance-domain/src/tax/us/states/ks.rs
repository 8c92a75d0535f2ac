//! Kansas: two-rate schedule (K.S.A. 79-32,110 as amended by SB 1, 2024) on AGI less the
//! standard deduction (79-32,119) and exemptions (79-32,121).

use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, Schedule, apply, pos};

const SINGLE: Schedule = &[(dec!(0), dec!(0.052)), (dec!(23000), dec!(0.0558))];
const JOINT: Schedule = &[(dec!(0), dec!(0.052)), (dec!(46000), dec!(0.0558))];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // 79-32,119: $3,605 single, $8,240 joint, $4,120 separate, $6,180 head of household.
    // 79-32,119(b): $850 more ($700 married) for each taxpayer 65 or over (K-40 instructions,
    // standard deduction chart).
    let std = c.pick([dec!(3605), dec!(8240), dec!(4120), dec!(6180)])
        + c.aged(65) * c.pick([dec!(850), dec!(700), dec!(700), dec!(850)]);
    // 79-32,121: $9,160 single/separate/head of household, $18,320 joint; $2,320 per dependent;
    // a head of household claims one more $2,320 (2024 Form K-40 line A and the 2024 and 2025
    // K-40 instructions, "Exemptions and dependents"). Found by the PolicyEngine check.
    let ex = c.pick([dec!(9160), dec!(18320), dec!(9160), dec!(11480)]) + c.deps() * dec!(2320);
    calc.line("Kansas standard deduction", std);
    calc.line("Kansas exemptions", ex);
    let taxable = pos(c.agi() - std - ex);
    calc.line("Kansas taxable income", taxable);
    let (gross, marginal) = apply(if c.mfj() { JOINT } else { SINGLE }, taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    // 79-32,205: 17% of the federal EITC, refundable.
    calc.refundable_credit(
        "Kansas earned income credit (refundable)",
        federal_eitc(c) * dec!(0.17),
    );
    calc
}
