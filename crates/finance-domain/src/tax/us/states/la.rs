//! Louisiana: flat 3% of federal AGI less the standard deduction (R.S. 47:32, 47:293 as amended
//! by Act 11 of the 2024 Third Extraordinary Session).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, pos};

const RATE: Decimal = dec!(0.03);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("Louisiana 2026 inflation-adjusted standard deduction not confirmed; 2025's $12,500 / $25,000 carried forward");
    }
    // R.S. 47:293(9)(a)(i): $12,500 single/separate, $25,000 joint and head of household.
    let std = match c.status() {
        crate::tax::FilingStatus::MarriedFilingJointly
        | crate::tax::FilingStatus::HeadOfHousehold => dec!(25000),
        _ => dec!(12500),
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
