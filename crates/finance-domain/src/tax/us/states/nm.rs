//! New Mexico: schedules (NMSA 7-2-7 as amended by HB 252, 2024, from 2025) on federal AGI less
//! the federal standard deduction and the dependent deduction (7-2-39); working families credit (7-2-18.15).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos, step_down};

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
    // 7-2-5.2: up to $8,000 for each taxpayer 65 or over, $1,000 less for each $1,500 ($3,000
    // joint and head of household) or part of one that federal AGI exceeds $18,000 ($30,000;
    // $15,000 separate), so none above $28,500 ($51,000; $25,500) (PIT-ADJ instructions).
    let (start, width) = if c.mfs() {
        (dec!(15000), dec!(1500))
    } else if c.mfj() || c.status() == crate::tax::FilingStatus::HeadOfHousehold {
        (dec!(30000), dec!(3000))
    } else {
        (dec!(18000), dec!(1500))
    };
    let aged = c.aged(65) * step_down(dec!(8000), c.agi(), start, width, dec!(1000), Decimal::ZERO);
    if aged > Decimal::ZERO {
        calc.line("New Mexico exemption (65 or over)", aged);
    }
    let taxable = pos(c.agi() - std - dep - aged);
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
