//! Indiana: flat rate on federal AGI less exemptions (IC 6-3-2-1, IC 6-3-1-3.5).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, pos};

/// IC 6-3-2-1(b) as amended by HEA 1001-2023: 3.0% for 2025, 2.95% for 2026 and after.
fn rate(c: &Ctx) -> Decimal {
    if c.is_2026() {
        dec!(0.0295)
    } else {
        dec!(0.03)
    }
}

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // IC 6-3-1-3.5(a)(3)-(5): $1,000 per taxpayer and dependent, plus $1,500 more per dependent child.
    let exemptions = c.household() * dec!(1000) + c.deps() * dec!(1500);
    calc.line("Indiana exemptions", exemptions);
    let taxable = pos(c.agi() - exemptions);
    calc.line("Indiana taxable income", taxable);
    calc.marginal = rate(c);
    calc.settle(taxable * rate(c), &[]);
    // IC 6-3.1-21: 10% of the federal EITC, refundable.
    calc.refundable_credit(
        "Indiana earned income credit (refundable)",
        federal_eitc(c) * dec!(0.10),
    );
    calc
}
