//! Virginia: schedule on federal AGI less the standard deduction and exemptions
//! (Va. Code 58.1-320, 58.1-322.02, 58.1-322.03).

use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, Schedule, apply, pos};

/// Va. Code 58.1-320: same brackets for every filing status (not indexed).
const RATES: Schedule = &[
    (dec!(0), dec!(0.02)),
    (dec!(3000), dec!(0.03)),
    (dec!(5000), dec!(0.05)),
    (dec!(17000), dec!(0.0575)),
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // Va. Code 58.1-322.03(1) and the 2025 Appropriation Act (HB 1600; 2025 Form 760 instructions):
    // $8,750 per return ($17,500 joint) for 2025. The statute's base amounts are lower after 2025;
    // the 2026 amount depends on the next appropriation act, so 2025's is carried.
    if c.is_2026() {
        calc.provisional("Virginia 2026 standard deduction depends on the 2026 Appropriation Act; 2025's $8,750 / $17,500 carried forward");
    }
    let std = if c.mfj() { dec!(17500) } else { dec!(8750) };
    // 58.1-322.03(2): $930 per taxpayer and dependent.
    let ex = c.household() * dec!(930);
    calc.line("Virginia standard deduction", std);
    calc.line("Virginia exemptions", ex);
    let taxable = pos(c.agi() - std - ex);
    calc.line("Virginia taxable income", taxable);
    let (gross, marginal) = apply(RATES, taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    // 58.1-339.8: refundable EITC of 20% of the federal credit (from 2024).
    calc.refundable_credit(
        "Virginia earned income credit (refundable)",
        federal_eitc(c) * dec!(0.20),
    );
    calc.note("Virginia low-income individuals credit is not modelled (the refundable EITC is used instead).");
    calc
}
