//! Rhode Island: schedule (R.I. Gen. Laws 44-30-2.6(c)(3)(A)) on federal AGI less the standard
//! deduction and exemptions (44-30-2.6(c)(3)(B)-(C)); EITC (44-30-2.6(c)(2)(N)).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos};

/// RI Division of Taxation 2025 tax rate schedule (indexed), same for every status.
const RATES: Schedule = &[
    (dec!(0), dec!(0.0375)),
    (dec!(79900), dec!(0.0475)),
    (dec!(181650), dec!(0.0599)),
];
/// 2025 RI-1040 instructions: standard deduction and exemption amount.
const STANDARD: ByStatus<Decimal> = [dec!(10900), dec!(21800), dec!(10900), dec!(16350)];
const EXEMPTION: Decimal = dec!(5100);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("Rhode Island 2026 indexed brackets, standard deduction and exemption not confirmed; 2025 figures carried forward");
    }
    // 44-30-2.6(c)(3)(B)-(C): both fall by 20% for each $7,250 (or part) of AGI above $254,250
    // (2025 RI-1040 instructions worksheet).
    let steps = (pos(c.agi() - dec!(254250)) / dec!(7250)).ceil();
    let kept = pos(Decimal::ONE - steps * dec!(0.2));
    let std = c.pick(STANDARD) * kept;
    let ex = c.household() * EXEMPTION * kept;
    calc.line("Rhode Island standard deduction", std);
    calc.line("Rhode Island exemptions", ex);
    let taxable = pos(c.agi() - std - ex);
    calc.line("Rhode Island taxable income", taxable);
    let (gross, marginal) = apply(RATES, taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    calc.refundable_credit(
        "Rhode Island earned income credit (refundable)",
        federal_eitc(c) * dec!(0.16),
    );
    calc
}
