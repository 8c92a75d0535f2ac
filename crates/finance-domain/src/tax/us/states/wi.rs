//! Wisconsin: schedules (Wis. Stat. 71.06) on Wisconsin AGI less the sliding-scale standard
//! deduction (71.05(22)) and personal exemptions (71.05(23)).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos};

/// Wis. Stat. 71.06(1q), (2)(e)-(f) as amended by 2025 Act 15 (4.4% bracket widened from 2025).
const RATES_2025: ByStatus<Schedule> = [
    &[
        (dec!(0), dec!(0.035)),
        (dec!(14680), dec!(0.044)),
        (dec!(50480), dec!(0.053)),
        (dec!(323290), dec!(0.0765)),
    ],
    &[
        (dec!(0), dec!(0.035)),
        (dec!(19580), dec!(0.044)),
        (dec!(67300), dec!(0.053)),
        (dec!(431060), dec!(0.0765)),
    ],
    &[
        (dec!(0), dec!(0.035)),
        (dec!(9790), dec!(0.044)),
        (dec!(33650), dec!(0.053)),
        (dec!(215530), dec!(0.0765)),
    ],
    &[
        (dec!(0), dec!(0.035)),
        (dec!(14680), dec!(0.044)),
        (dec!(50480), dec!(0.053)),
        (dec!(323290), dec!(0.0765)),
    ],
];

#[derive(Clone, Copy)]
struct Sliding {
    max: Decimal,
    start: Decimal,
    rate: Decimal,
}

/// 71.05(22)(dj)-(dm): maximum deduction, income where it starts to fall, rate of decline.
/// Phase-out starts from WI DOR 2025 Form 1-ES instructions standard deduction table
/// ($19,550 / $28,210 / $13,390 / $19,550); maximum amounts are the 2024 Form 1 figures indexed
/// (joint $25,070 reproduces the 2025 table; the others are derived the same way).
const STANDARD_2025: ByStatus<Sliding> = [
    Sliding {
        max: dec!(13540),
        start: dec!(19550),
        rate: dec!(0.12),
    },
    Sliding {
        max: dec!(25070),
        start: dec!(28210),
        rate: dec!(0.19778),
    },
    Sliding {
        max: dec!(11910),
        start: dec!(13390),
        rate: dec!(0.19778),
    },
    Sliding {
        max: dec!(17500),
        start: dec!(19550),
        rate: dec!(0.22515),
    },
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    calc.provisional(if c.is_2026() {
        "Wisconsin 2026 indexed brackets and standard deduction not confirmed; 2025 figures (some maximum deductions derived, see docs) carried forward"
    } else {
        "Wisconsin 2025 maximum standard deductions other than joint are derived from the 2024 table by indexing"
    });
    let agi = c.agi();
    let std = standard_deduction(c, agi);
    // 71.05(23)(b): $700 per taxpayer and dependent.
    let ex = c.household() * dec!(700);
    calc.line("Wisconsin standard deduction", std);
    calc.line("Wisconsin exemptions", ex);
    let taxable = pos(agi - std - ex);
    calc.line("Wisconsin taxable income", taxable);
    let (gross, marginal) = apply(c.pick(RATES_2025), taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    // 71.07(9e): 4% (1 child), 11% (2), 34% (3+) of the federal EITC, refundable.
    let share = match c.input.dependents {
        0 => Decimal::ZERO,
        1 => dec!(0.04),
        2 => dec!(0.11),
        _ => dec!(0.34),
    };
    calc.refundable_credit(
        "Wisconsin earned income credit (refundable)",
        federal_eitc(c) * share,
    );
    calc
}

fn standard_deduction(c: &Ctx, agi: Decimal) -> Decimal {
    let s = c.pick(STANDARD_2025);
    let mut d = pos(s.max - pos(agi - s.start) * s.rate);
    // Head of household: once the deduction falls to the single amount it follows the single rule.
    if c.status() == crate::tax::FilingStatus::HeadOfHousehold {
        let single = &STANDARD_2025[0];
        let as_single = pos(single.max - pos(agi - single.start) * single.rate);
        d = d.max(as_single);
    }
    d
}
