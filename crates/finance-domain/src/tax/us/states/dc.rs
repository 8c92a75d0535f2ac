//! District of Columbia: schedule (D.C. Code 47-1806.03(a)(10)) on federal AGI less the
//! standard deduction, which equals the federal one (47-1801.04(44)); DC EITC (47-1806.04(f)).

use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, Schedule, apply, pos};

/// 47-1806.03(a)(10): same brackets for every status (from 2022).
const RATES: Schedule = &[
    (dec!(0), dec!(0.04)),
    (dec!(10000), dec!(0.06)),
    (dec!(40000), dec!(0.065)),
    (dec!(60000), dec!(0.085)),
    (dec!(250000), dec!(0.0925)),
    (dec!(500000), dec!(0.0975)),
    (dec!(1000000), dec!(0.1075)),
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    let std = c.federal_standard_deduction();
    calc.line("DC standard deduction (federal amount)", std);
    let taxable = pos(c.agi() - std);
    calc.line("DC taxable income", taxable);
    let (gross, marginal) = apply(RATES, taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    // 47-1806.04(f): 85% of the federal EITC, refundable.
    calc.refundable_credit(
        "DC earned income credit (refundable)",
        federal_eitc(c) * dec!(0.85),
    );
    calc.note("DC child tax credit (children under 6) and the keep-child-care-affordable credit are not modelled.");
    calc
}
