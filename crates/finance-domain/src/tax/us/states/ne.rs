//! Nebraska: schedules (Neb. Rev. Stat. 77-2715.03 as amended by LB 754, 2023) on AGI less the
//! standard deduction (77-2716.01), then personal exemption credits (77-2716.01(1)); EITC (77-2715.07).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos};

/// NE DOR 2025 Form 1040N tax rate schedules: top rate 5.20%.
const RATES_2025: ByStatus<Schedule> = [
    &[
        (dec!(0), dec!(0.0246)),
        (dec!(4030), dec!(0.0351)),
        (dec!(24120), dec!(0.0501)),
        (dec!(38870), dec!(0.052)),
    ],
    &[
        (dec!(0), dec!(0.0246)),
        (dec!(8040), dec!(0.0351)),
        (dec!(48250), dec!(0.0501)),
        (dec!(77730), dec!(0.052)),
    ],
    &[
        (dec!(0), dec!(0.0246)),
        (dec!(4030), dec!(0.0351)),
        (dec!(24120), dec!(0.0501)),
        (dec!(38870), dec!(0.052)),
    ],
    &[
        (dec!(0), dec!(0.0246)),
        (dec!(7510), dec!(0.0351)),
        (dec!(38590), dec!(0.0501)),
        (dec!(57630), dec!(0.052)),
    ],
];
/// LB 754: top rate 4.55% for 2026; 2026 indexed brackets not confirmed, 2025's carried.
const RATES_2026: ByStatus<Schedule> = [
    &[
        (dec!(0), dec!(0.0246)),
        (dec!(4030), dec!(0.0351)),
        (dec!(24120), dec!(0.0455)),
    ],
    &[
        (dec!(0), dec!(0.0246)),
        (dec!(8040), dec!(0.0351)),
        (dec!(48250), dec!(0.0455)),
    ],
    &[
        (dec!(0), dec!(0.0246)),
        (dec!(4030), dec!(0.0351)),
        (dec!(24120), dec!(0.0455)),
    ],
    &[
        (dec!(0), dec!(0.0246)),
        (dec!(7510), dec!(0.0351)),
        (dec!(38590), dec!(0.0455)),
    ],
];
/// 2025 Nebraska Individual Income Tax Booklet p.13: standard deduction $8,600 / $17,200 /
/// $8,600 / $12,600; personal exemption credit $171.
const STANDARD: ByStatus<Decimal> = [dec!(8600), dec!(17200), dec!(8600), dec!(12600)];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("Nebraska 2026 indexed brackets, standard deduction and exemption credit not confirmed; 2025 figures carried with LB 754's 4.55% top rate");
    }
    let std = c.pick(STANDARD);
    calc.line("Nebraska standard deduction", std);
    let taxable = pos(c.agi() - std);
    calc.line("Nebraska taxable income", taxable);
    let (gross, marginal) = apply(
        c.pick(if c.is_2026() { RATES_2026 } else { RATES_2025 }),
        taxable,
    );
    calc.marginal = marginal;
    calc.settle(
        gross,
        &[(
            "Nebraska personal exemption credits",
            c.household() * dec!(171),
        )],
    );
    // 77-2715.07: 10% of the federal EITC, refundable.
    calc.refundable_credit(
        "Nebraska earned income credit (refundable)",
        federal_eitc(c) * dec!(0.10),
    );
    calc
}
