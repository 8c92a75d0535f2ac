//! Louisiana: flat 3% of federal AGI less the standard deduction (R.S. 47:32, 47:293 as amended
//! by Act 11 of the 2024 Third Extraordinary Session).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, pos};

const RATE: Decimal = dec!(0.03);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // R.S. 47:293(9)(a)(i): $12,500 single/separate, $25,000 joint and head of household (2025),
    // indexed by CPI-U under R.S. 47:294(B). 2026: $12,838 single/separate and twice that,
    // $25,676, for joint and head of household (LDR Revenue Information Bulletin 26-019, 2.7%).
    let single = if c.is_2026() {
        dec!(12838)
    } else {
        dec!(12500)
    };
    let std = match c.status() {
        crate::tax::FilingStatus::MarriedFilingJointly
        | crate::tax::FilingStatus::HeadOfHousehold => single * dec!(2),
        _ => single,
    };
    calc.line("Louisiana standard deduction", std);
    let taxable = pos(c.agi() - std);
    calc.line("Louisiana taxable income", taxable);
    calc.marginal = RATE;
    calc.settle(taxable * RATE, &[]);
    // R.S. 47:297.8: 5% of the federal EITC, refundable.
    calc.refundable_credit(
        "Louisiana earned income credit (refundable)",
        federal_eitc(c) * dec!(0.05),
    );
    calc
}
