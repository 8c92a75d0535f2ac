//! Rhode Island: schedule (R.I. Gen. Laws 44-30-2.6(c)(3)(A)) on federal AGI less the standard
//! deduction and exemptions (44-30-2.6(c)(3)(B)-(C)); EITC (44-30-2.6(c)(2)(N)).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos};

struct Params {
    rates: Schedule,
    standard: ByStatus<Decimal>,
    exemption: Decimal,
    /// AGI from which the deduction and exemptions fall by 20% per step (or part of one).
    phase_out_start: Decimal,
    phase_out_step: Decimal,
}

/// RI Division of Taxation 2025 tax rate schedule (indexed, same for every status) and 2025
/// RI-1040 instructions (standard deduction, exemption, phase-out worksheet).
const Y2025: Params = Params {
    rates: &[
        (dec!(0), dec!(0.0375)),
        (dec!(79900), dec!(0.0475)),
        (dec!(181650), dec!(0.0599)),
    ],
    standard: [dec!(10900), dec!(21800), dec!(10900), dec!(16350)],
    exemption: dec!(5100),
    phase_out_start: dec!(254250),
    phase_out_step: dec!(7250),
};
/// RI Division of Taxation Advisory ADV 2025-22 (3 Nov 2025), inflation-adjusted amounts for
/// tax year 2026.
const Y2026: Params = Params {
    rates: &[
        (dec!(0), dec!(0.0375)),
        (dec!(82050), dec!(0.0475)),
        (dec!(186450), dec!(0.0599)),
    ],
    standard: [dec!(11200), dec!(22400), dec!(11200), dec!(16800)],
    exemption: dec!(5250),
    phase_out_start: dec!(261000),
    phase_out_step: dec!(7450),
};

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    let p = if c.is_2026() { &Y2026 } else { &Y2025 };
    // 44-30-2.6(c)(3)(B)-(C): both fall by 20% for each step (or part) of AGI above the start.
    let steps = (pos(c.agi() - p.phase_out_start) / p.phase_out_step).ceil();
    let kept = pos(Decimal::ONE - steps * dec!(0.2));
    let std = c.pick(p.standard) * kept;
    let ex = c.household() * p.exemption * kept;
    calc.line("Rhode Island standard deduction", std);
    calc.line("Rhode Island exemptions", ex);
    let taxable = pos(c.agi() - std - ex);
    calc.line("Rhode Island taxable income", taxable);
    let (gross, marginal) = apply(p.rates, taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    calc.refundable_credit(
        "Rhode Island earned income credit (refundable)",
        federal_eitc(c) * dec!(0.16),
    );
    calc
}
