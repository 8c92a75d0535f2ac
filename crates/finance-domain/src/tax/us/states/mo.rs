//! Missouri: schedule (RSMo 143.011) on AGI less the federal standard deduction (143.131) and
//! part of federal income tax (143.171); working family tax credit (143.177).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, Schedule, apply, pos};

/// MO DOR 2025 Form MO-1040 tax chart (brackets indexed, top rate 4.7% under SB 3, 2022).
const RATES_2025: Schedule = &[
    (dec!(0), dec!(0)),
    (dec!(1313), dec!(0.02)),
    (dec!(2626), dec!(0.025)),
    (dec!(3939), dec!(0.03)),
    (dec!(5252), dec!(0.035)),
    (dec!(6565), dec!(0.04)),
    (dec!(7878), dec!(0.045)),
    (dec!(9191), dec!(0.047)),
];
/// MO DOR 2026 Form MO-1040ES tax rate chart (p. 2) and 2026 withholding formula: the same rates
/// on brackets indexed for 2026.
const RATES_2026: Schedule = &[
    (dec!(0), dec!(0)),
    (dec!(1348), dec!(0.02)),
    (dec!(2696), dec!(0.025)),
    (dec!(4044), dec!(0.03)),
    (dec!(5392), dec!(0.035)),
    (dec!(6740), dec!(0.04)),
    (dec!(8088), dec!(0.045)),
    (dec!(9436), dec!(0.047)),
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    let agi = c.agi();
    let std = c.federal_standard_deduction();
    // 143.171: share of federal tax by AGI, capped at $5,000 ($10,000 joint).
    let share = match agi {
        a if a <= dec!(25000) => dec!(0.35),
        a if a <= dec!(50000) => dec!(0.25),
        a if a <= dec!(100000) => dec!(0.15),
        a if a <= dec!(125000) => dec!(0.05),
        _ => Decimal::ZERO,
    };
    let cap = if c.mfj() { dec!(10000) } else { dec!(5000) };
    let fed = (c.federal_tax() * share).min(cap);
    calc.line("Missouri standard deduction (federal amount)", std);
    calc.line("Missouri federal income tax deduction", fed);
    // 143.161(2): an additional $1,400 exemption for a head of household (MO-1040 line 15 from
    // 2022). Found by the PolicyEngine differential check.
    let hoh = if c.status() == crate::tax::FilingStatus::HeadOfHousehold {
        dec!(1400)
    } else {
        Decimal::ZERO
    };
    if hoh > Decimal::ZERO {
        calc.line("Missouri head of household exemption", hoh);
    }
    let taxable = pos(agi - std - fed - hoh);
    calc.line("Missouri taxable income", taxable);
    let (gross, marginal) = apply(if c.is_2026() { RATES_2026 } else { RATES_2025 }, taxable);
    calc.marginal = marginal;
    // 143.177: 20% of the federal EITC, non-refundable.
    calc.settle(
        gross,
        &[(
            "Missouri working family tax credit",
            federal_eitc(c) * dec!(0.20),
        )],
    );
    calc
}
