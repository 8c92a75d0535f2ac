//! Oklahoma: schedules (68 O.S. 2355 as amended by HB 2764, 2025) on AGI less the standard
//! deduction (2358(E)) and exemptions (2358(F)); EITC (2357.43).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, Schedule, apply, pos};

/// 68 O.S. 2355(B)(2)(k) (2025): single and separate.
const SINGLE_2025: Schedule = &[
    (dec!(0), dec!(0.0025)),
    (dec!(1000), dec!(0.0075)),
    (dec!(2500), dec!(0.0175)),
    (dec!(3750), dec!(0.0275)),
    (dec!(4900), dec!(0.0375)),
    (dec!(7200), dec!(0.0475)),
];
/// 2355(C)(2)(k) (2025): joint and head of household.
const JOINT_2025: Schedule = &[
    (dec!(0), dec!(0.0025)),
    (dec!(2000), dec!(0.0075)),
    (dec!(5000), dec!(0.0175)),
    (dec!(7500), dec!(0.0275)),
    (dec!(9800), dec!(0.0375)),
    (dec!(14400), dec!(0.0475)),
];
/// HB 2764 (2025), from 2026: 0% to $3,750 ($7,500 joint), then 2.5%, 3.5%, 4.5%.
const SINGLE_2026: Schedule = &[
    (dec!(0), dec!(0)),
    (dec!(3750), dec!(0.025)),
    (dec!(4900), dec!(0.035)),
    (dec!(7200), dec!(0.045)),
];
const JOINT_2026: Schedule = &[
    (dec!(0), dec!(0)),
    (dec!(7500), dec!(0.025)),
    (dec!(9800), dec!(0.035)),
    (dec!(14400), dec!(0.045)),
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // 2358(E): $6,350 single/separate, $12,700 joint, $9,350 head of household.
    let std = c.pick([dec!(6350), dec!(12700), dec!(6350), dec!(9350)]);
    // 2358(F): $1,000 per taxpayer and dependent.
    // 2358(F)(2)(b): one more $1,000 exemption for each taxpayer 65 or over while federal AGI is
    // at most $15,000 single, $25,000 joint, $19,000 head of household, $12,500 separate (Form 511
    // instructions, "Special" exemption).
    let special = if c.agi() <= c.pick([dec!(15000), dec!(25000), dec!(12500), dec!(19000)]) {
        c.aged(65)
    } else {
        Decimal::ZERO
    };
    let ex = (c.household() + special) * dec!(1000);
    calc.line("Oklahoma standard deduction", std);
    calc.line("Oklahoma exemptions", ex);
    let taxable = pos(c.agi() - std - ex);
    calc.line("Oklahoma taxable income", taxable);
    let joint = matches!(
        c.status(),
        crate::tax::FilingStatus::MarriedFilingJointly | crate::tax::FilingStatus::HeadOfHousehold
    );
    let schedule = match (c.is_2026(), joint) {
        (false, false) => SINGLE_2025,
        (false, true) => JOINT_2025,
        (true, false) => SINGLE_2026,
        (true, true) => JOINT_2026,
    };
    let (gross, marginal) = apply(schedule, taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    // 2357.43: 5% of the federal EITC, refundable.
    calc.refundable_credit(
        "Oklahoma earned income credit (refundable)",
        federal_eitc(c) * dec!(0.05),
    );
    calc.note("Oklahoma child tax credit (5% of the federal child tax credit) is not modelled.");
    calc
}
