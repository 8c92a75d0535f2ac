//! South Carolina: schedule (S.C. Code 12-6-510(B)) on federal taxable income less the dependent
//! deduction (12-6-1160); EITC (12-6-3632).

use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, Schedule, apply, pos};

/// SC DOR 2025 SC1040 instructions: 0% to $3,560, 3% to $17,830, 6.0% above (12-6-510(B)
/// phase-down reaching its 6% floor), same for every status.
const RATES: Schedule = &[
    (dec!(0), dec!(0)),
    (dec!(3560), dec!(0.03)),
    (dec!(17830), dec!(0.06)),
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("South Carolina 2026 rate and indexed brackets not confirmed (H.4216 restructuring not assumed); 2025 schedule carried forward");
    }
    // 12-6-1160: $4,930 per dependent (SC1040 instructions 2025, indexed).
    let dep = c.deps() * dec!(4930);
    calc.line("South Carolina dependent deduction", dep);
    let taxable = pos(c.federal_taxable() - dep);
    calc.line("South Carolina taxable income", taxable);
    let (gross, marginal) = apply(RATES, taxable);
    calc.marginal = marginal;
    // 12-6-3632: 125% of the federal EITC, non-refundable.
    calc.settle(
        gross,
        &[(
            "South Carolina earned income credit",
            federal_eitc(c) * dec!(1.25),
        )],
    );
    calc.note("South Carolina two-wage-earner credit is not modelled.");
    calc
}
