//! South Carolina: schedule (S.C. Code 12-6-510(B)) on federal taxable income less the dependent
//! deduction (12-6-1160); EITC (12-6-3632).

use rust_decimal::Decimal;
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
    // 12-6-40(A)(1)(a): for 2025 South Carolina conforms to the Code as amended through
    // 31 December 2024, so the 2025 federal increase of the standard deduction is added back and
    // the earlier $15,000 / $30,000 / $15,000 / $22,500 (Rev. Proc. 2024-40 §3.15) applies (SC DOR
    // Information Letter #26-4). Found by the PolicyEngine differential check. The 2026 schedule
    // is provisional anyway and keeps the federal figure.
    // The federal additional standard deduction for age (§63(f)) was not changed by P.L. 119-21,
    // so the pre-act figure is the federal one. The federal senior deduction (§151(f)) is not
    // adopted (SC1040 line e add-back; SC DOR "South Carolina Internal Revenue Code conformity
    // update"): the federal taxable income the states receive is before it.
    let base = if c.is_2026() {
        c.federal_taxable()
    } else {
        pos(c.agi()
            - c.pick([dec!(15000), dec!(30000), dec!(15000), dec!(22500)])
            - c.federal_additional_standard())
    };
    // 12-6-1170(B): each taxpayer 65 or over deducts $15,000 of any income, less any retirement
    // income deduction claimed (none for a wage earner) (SC1040 2025 instructions, age 65 deduction).
    let senior = c.aged(65) * dec!(15000);
    if senior > Decimal::ZERO {
        calc.line("South Carolina age 65 deduction", senior);
    }
    let taxable = pos(base - dep - senior);
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
    if c.input.dependents > 0 {
        // 12-6-1160: a further deduction equal to the dependent exemption for each dependent
        // under 6; Penny knows how many children there are, not their ages.
        calc.note("South Carolina young child deduction (dependents under 6) is not modelled.");
    }
    calc
}
