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
/// LB 754: the third and top rates are both 4.55% for 2026, so the top bracket merges into the
/// third. Indexed 2026 thresholds: NE DOR 2026 Estimated Income Tax Rate Schedule (Form 1040N-ES,
/// 8-014-2025 Rev. 11-2025, p. 5).
const RATES_2026: ByStatus<Schedule> = [
    &[
        (dec!(0), dec!(0.0246)),
        (dec!(4130), dec!(0.0351)),
        (dec!(24760), dec!(0.0455)),
    ],
    &[
        (dec!(0), dec!(0.0246)),
        (dec!(8250), dec!(0.0351)),
        (dec!(49530), dec!(0.0455)),
    ],
    &[
        (dec!(0), dec!(0.0246)),
        (dec!(4130), dec!(0.0351)),
        (dec!(24760), dec!(0.0455)),
    ],
    &[
        (dec!(0), dec!(0.0246)),
        (dec!(7700), dec!(0.0351)),
        (dec!(39620), dec!(0.0455)),
    ],
];
/// 2025 Nebraska Individual Income Tax Booklet p.13: standard deduction $8,600 / $17,200 /
/// $8,600 / $12,600; personal exemption credit $171.
const STANDARD_2025: ByStatus<Decimal> = [dec!(8600), dec!(17200), dec!(8600), dec!(12600)];
/// 2026 Form 1040N-ES (Rev. 11-2025), income tax worksheet line 5 and p. 6: standard deduction
/// $8,850 / $17,700 / $8,850 / $12,950; personal exemption credit $176.
const STANDARD_2026: ByStatus<Decimal> = [dec!(8850), dec!(17700), dec!(8850), dec!(12950)];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    let (standard, exemption_credit) = if c.is_2026() {
        (STANDARD_2026, dec!(176))
    } else {
        (STANDARD_2025, dec!(171))
    };
    // 77-2716.01(2): $2,000 more ($1,650 married) for each taxpayer 65 or over (2025 Form 1040N
    // instructions, standard deduction worksheet); 2026 carried.
    let aged = c.aged(65);
    if aged > Decimal::ZERO && c.is_2026() {
        calc.provisional("Nebraska 2026 additional standard deduction for age 65 not confirmed; the 2025 amounts carried forward");
    }
    let std = c.pick(standard) + aged * c.pick([dec!(2000), dec!(1650), dec!(1650), dec!(2000)]);
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
            c.household() * exemption_credit,
        )],
    );
    // 77-2715.07: 10% of the federal EITC, refundable.
    calc.refundable_credit(
        "Nebraska earned income credit (refundable)",
        federal_eitc(c) * dec!(0.10),
    );
    calc
}
