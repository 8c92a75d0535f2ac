//! Arkansas: schedule (A.C.A. 26-51-201) on AGI less the standard deduction (26-51-430), then
//! personal tax credits (26-51-501).

use rust_decimal_macros::dec;

use super::engine::{Calc, Ctx, Schedule, apply, pos};

/// A.C.A. 26-51-201(a) as amended by Act 1 of the 2024 Second Extraordinary Session: top rate
/// 3.9% (AR DOR 2025 tax tables for net income up to $92,300).
const RATES: Schedule = &[
    (dec!(0), dec!(0)),
    (dec!(5500), dec!(0.02)),
    (dec!(10900), dec!(0.03)),
    (dec!(15600), dec!(0.034)),
    (dec!(25700), dec!(0.039)),
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("Arkansas 2026 indexed brackets and standard deduction not confirmed; 2025 figures carried forward");
    }
    // 26-51-430: $2,410 per taxpayer (2025).
    let std = dec!(2410) * c.filers();
    calc.line("Arkansas standard deduction", std);
    let taxable = pos(c.agi() - std);
    calc.line("Arkansas net taxable income", taxable);
    let (gross, marginal) = apply(RATES, taxable);
    calc.marginal = marginal;
    // 26-51-501: $29 personal tax credit per taxpayer and dependent.
    calc.settle(
        gross,
        &[("Arkansas personal tax credits", c.household() * dec!(29))],
    );
    calc.note("Arkansas low-income tax tables and the high-income bracket adjustment are not modelled; the general table is used.");
    calc
}
