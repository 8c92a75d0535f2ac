//! District of Columbia: schedule (D.C. Code 47-1806.03(a)(10)) on federal AGI less DC's own
//! basic standard deduction (47-1801.04(3A)); DC EITC (47-1806.04(f)).

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

/// D.C. Code 47-1801.04(3A) (DC Act 26-214, Income and Franchise Tax Conformity; 2025 D-40
/// booklet p. 13): DC decoupled from the 2025 federal increase and keeps $15,000 / $30,000 /
/// $15,000 / $22,500 for 2025. Found by the PolicyEngine differential check (the federal amount
/// was used before).
const STANDARD_2025: [rust_decimal::Decimal; 4] =
    [dec!(15000), dec!(30000), dec!(15000), dec!(22500)];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("DC 2026 inflation-adjusted basic standard deduction not confirmed; 2025 amounts carried forward");
    }
    // 47-1801.04(3A) keeps the federal additional standard deduction for age (§63(f)) on top of
    // DC's own basic amount (2025 D-40 instructions, line 17).
    let std = c.pick(STANDARD_2025) + c.federal_additional_standard();
    calc.line("DC standard deduction", std);
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
