//! Mississippi: flat rate above $10,000 of taxable income (Miss. Code 27-7-5), after exemptions
//! (27-7-21) and the standard deduction (27-7-17).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::engine::{Calc, Ctx, pos};

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // Miss. Code 27-7-5(1)(c) as amended by HB 1 (2025): 4.4% for 2025, 4.0% for 2026.
    let rate = if c.is_2026() { dec!(0.04) } else { dec!(0.044) };
    // 27-7-21: $6,000 single, $12,000 joint, $8,000 head of household, $6,000 each spouse
    // filing separately; $1,500 per dependent.
    // 27-7-21(f): $1,500 more for each taxpayer 65 or over (Form 80-100 instructions, exemptions).
    let ex = c.pick([dec!(6000), dec!(12000), dec!(6000), dec!(8000)])
        + c.deps() * dec!(1500)
        + c.aged(65) * dec!(1500);
    // 27-7-17: $2,300 single, $4,600 joint, $2,300 separate, $3,400 head of household.
    let std = c.pick([dec!(2300), dec!(4600), dec!(2300), dec!(3400)]);
    calc.line("Mississippi exemptions", ex);
    calc.line("Mississippi standard deduction", std);
    let taxable = pos(c.agi() - ex - std);
    calc.line("Mississippi taxable income", taxable);
    let over = pos(taxable - dec!(10000));
    calc.marginal = if over > Decimal::ZERO {
        rate
    } else {
        Decimal::ZERO
    };
    calc.settle(over * rate, &[]);
    calc
}
