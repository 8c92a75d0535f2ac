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

/// WI DOR 2026 Form 1-ES instructions p. 3: the 2025 brackets indexed for 2026 (71.06(2e)).
const RATES_2026: ByStatus<Schedule> = [
    &[
        (dec!(0), dec!(0.035)),
        (dec!(15110), dec!(0.044)),
        (dec!(51950), dec!(0.053)),
        (dec!(332720), dec!(0.0765)),
    ],
    &[
        (dec!(0), dec!(0.035)),
        (dec!(20150), dec!(0.044)),
        (dec!(69260), dec!(0.053)),
        (dec!(443630), dec!(0.0765)),
    ],
    &[
        (dec!(0), dec!(0.035)),
        (dec!(10080), dec!(0.044)),
        (dec!(34630), dec!(0.053)),
        (dec!(221820), dec!(0.0765)),
    ],
    &[
        (dec!(0), dec!(0.035)),
        (dec!(15110), dec!(0.044)),
        (dec!(51950), dec!(0.053)),
        (dec!(332720), dec!(0.0765)),
    ],
];

#[derive(Clone, Copy)]
struct Sliding {
    max: Decimal,
    start: Decimal,
    rate: Decimal,
}

/// 71.05(22)(dj)-(dm): maximum deduction, income where it starts to fall, rate of decline.
/// WI DOR 2025 Form 1-ES instructions standard deduction table (p. 3): maxima $13,560 / $25,110 /
/// $11,930 / $17,520, phase-out from $19,550 / $28,210 / $13,390 / $19,550. (Penny used maxima
/// derived by indexing the 2024 table, $20-$40 lower, until the PolicyEngine check.)
const STANDARD_2025: ByStatus<Sliding> = [
    Sliding {
        max: dec!(13560),
        start: dec!(19550),
        rate: dec!(0.12),
    },
    Sliding {
        max: dec!(25110),
        start: dec!(28210),
        rate: dec!(0.19778),
    },
    Sliding {
        max: dec!(11930),
        start: dec!(13390),
        rate: dec!(0.19778),
    },
    Sliding {
        max: dec!(17520),
        start: dec!(19550),
        rate: dec!(0.22515),
    },
];
/// WI DOR 2026 Form 1-ES instructions p. 2, 2026 standard deduction schedules: maxima $13,960 /
/// $25,840 / $12,280 / $18,030, phase-out from $20,120 / $29,040 / $13,780 / $20,120.
const STANDARD_2026: ByStatus<Sliding> = [
    Sliding {
        max: dec!(13960),
        start: dec!(20120),
        rate: dec!(0.12),
    },
    Sliding {
        max: dec!(25840),
        start: dec!(29040),
        rate: dec!(0.19778),
    },
    Sliding {
        max: dec!(12280),
        start: dec!(13780),
        rate: dec!(0.19778),
    },
    Sliding {
        max: dec!(18030),
        start: dec!(20120),
        rate: dec!(0.22515),
    },
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    let agi = c.agi();
    let std = standard_deduction(c, agi);
    // 71.05(23)(b): $700 per taxpayer and dependent, and $250 more for each taxpayer 65 or over
    // (71.05(23)(b)2.; Form 1 instructions, exemptions).
    let ex = c.household() * dec!(700) + c.aged(65) * dec!(250);
    calc.line("Wisconsin standard deduction", std);
    calc.line("Wisconsin exemptions", ex);
    let taxable = pos(agi - std - ex);
    calc.line("Wisconsin taxable income", taxable);
    let (gross, marginal) = apply(
        c.pick(if c.is_2026() { RATES_2026 } else { RATES_2025 }),
        taxable,
    );
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
    let table = if c.is_2026() {
        STANDARD_2026
    } else {
        STANDARD_2025
    };
    let s = c.pick(table);
    let mut d = pos(s.max - pos(agi - s.start) * s.rate);
    // Head of household: once the deduction falls to the single amount it follows the single rule.
    if c.status() == crate::tax::FilingStatus::HeadOfHousehold {
        let single = &table[0];
        let as_single = pos(single.max - pos(agi - single.start) * single.rate);
        d = d.max(as_single);
    }
    d
}
