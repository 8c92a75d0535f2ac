//! North Carolina: flat rate on federal AGI less the standard deduction and the child deduction
//! (G.S. 105-153.7, 105-153.5).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::engine::{Calc, Ctx, pos};

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // G.S. 105-153.7(a): 4.25% for 2025, 3.99% for 2026 (S.L. 2023-134).
    let rate = if c.is_2026() {
        dec!(0.0399)
    } else {
        dec!(0.0425)
    };
    // G.S. 105-153.5(a)(1): $12,750 single/separate, $25,500 joint, $19,125 head of household.
    let std = c.pick([dec!(12750), dec!(25500), dec!(12750), dec!(19125)]);
    calc.line("North Carolina standard deduction", std);
    let child = c.deps() * child_deduction(c);
    calc.line("North Carolina child deduction", child);
    let taxable = pos(c.agi() - std - child);
    calc.line("North Carolina taxable income", taxable);
    calc.marginal = rate;
    calc.settle(taxable * rate, &[]);
    calc
}

/// G.S. 105-153.5(a1): per child, $3,000 down to $0 in $500 steps as AGI passes each band
/// (a documented cliff: one dollar more of AGI can cost $500 × children of deduction).
fn child_deduction(c: &Ctx) -> Decimal {
    let (first, width) = c.pick([
        (dec!(20000), dec!(10000)),
        (dec!(40000), dec!(20000)),
        (dec!(20000), dec!(10000)),
        (dec!(30000), dec!(15000)),
    ]);
    let agi = c.agi();
    if agi <= first {
        return dec!(3000);
    }
    let bands = ((agi - first) / width).ceil();
    pos(dec!(2500) - (bands - dec!(1)) * dec!(500))
}
