//! New Mexico: schedules (NMSA 7-2-7 as amended by HB 252, 2024, from 2025) on federal AGI less
//! the federal standard deduction and the dependent deduction (7-2-39); working families credit (7-2-18.15).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos};

const RATES: ByStatus<Schedule> = [
    &[
        (dec!(0), dec!(0.015)),
        (dec!(5500), dec!(0.032)),
        (dec!(16500), dec!(0.043)),
        (dec!(33500), dec!(0.047)),
        (dec!(66500), dec!(0.049)),
        (dec!(210000), dec!(0.059)),
    ],
    &[
        (dec!(0), dec!(0.015)),
        (dec!(8000), dec!(0.032)),
        (dec!(25000), dec!(0.043)),
        (dec!(50000), dec!(0.047)),
        (dec!(100000), dec!(0.049)),
        (dec!(315000), dec!(0.059)),
    ],
    &[
        (dec!(0), dec!(0.015)),
        (dec!(4000), dec!(0.032)),
        (dec!(12500), dec!(0.043)),
        (dec!(25000), dec!(0.047)),
        (dec!(50000), dec!(0.049)),
        (dec!(157500), dec!(0.059)),
    ],
    &[
        (dec!(0), dec!(0.015)),
        (dec!(8000), dec!(0.032)),
        (dec!(25000), dec!(0.043)),
        (dec!(50000), dec!(0.047)),
        (dec!(100000), dec!(0.049)),
        (dec!(315000), dec!(0.059)),
    ],
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    let std = c.federal_standard_deduction();
    // 7-2-39: $4,000 for each dependent other than one, for joint returns and heads of household
    // only (PIT-1 instructions 2025, p. 25: nothing for single or separate filers). Found by the
    // PolicyEngine differential check; every status got it before.
    let dep = if c.mfj() || c.status() == crate::tax::FilingStatus::HeadOfHousehold {
        pos(c.deps() - dec!(1)) * dec!(4000)
    } else {
        Decimal::ZERO
    };
    calc.line("New Mexico standard deduction (federal amount)", std);
    calc.line("New Mexico dependent deduction", dep);
    let taxable = pos(c.agi() - std - dep);
    calc.line("New Mexico taxable income", taxable);
    let (gross, marginal) = apply(c.pick(RATES), taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    calc.refundable_credit(
        "New Mexico working families tax credit (refundable)",
        federal_eitc(c) * dec!(0.25),
    );
    calc.note("New Mexico child income tax credit and low-income comprehensive tax rebate (refundable) are not modelled.");
    calc
}
