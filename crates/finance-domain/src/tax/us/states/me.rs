//! Maine: schedules (36 M.R.S. 5111) on AGI less the standard deduction (5124-C, the federal
//! amount) and personal exemptions (5126-A); dependent credit (5219-SS) and EITC (5219-S).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos};

/// Maine Revenue Services 2025 individual income tax rate schedules (indexed).
const RATES_2025: ByStatus<Schedule> = [
    &[
        (dec!(0), dec!(0.058)),
        (dec!(26800), dec!(0.0675)),
        (dec!(63450), dec!(0.0715)),
    ],
    &[
        (dec!(0), dec!(0.058)),
        (dec!(53600), dec!(0.0675)),
        (dec!(126900), dec!(0.0715)),
    ],
    &[
        (dec!(0), dec!(0.058)),
        (dec!(26800), dec!(0.0675)),
        (dec!(63450), dec!(0.0715)),
    ],
    &[
        (dec!(0), dec!(0.058)),
        (dec!(40200), dec!(0.0675)),
        (dec!(95150), dec!(0.0715)),
    ],
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("Maine 2026 indexed brackets and exemption not confirmed (and LD 229's 2026 restructuring not assumed); 2025 figures carried forward");
    }
    // 5124-C: the deduction shrinks in proportion to AGI above $100,000 / $200,050 / $100,000 /
    // $150,000 (2025 Form 1040ME instructions) over a $75,000 / $150,000 / $75,000 / $112,500 range.
    let (start, range) = c.pick([
        (dec!(100000), dec!(75000)),
        (dec!(200050), dec!(150000)),
        (dec!(100000), dec!(75000)),
        (dec!(150000), dec!(112500)),
    ]);
    let kept = pos(Decimal::ONE - pos(c.agi() - start) / range);
    let std = c.federal_standard_deduction() * kept;
    // 5126-A: $5,150 per taxpayer (2025).
    let ex = c.filers() * dec!(5150);
    calc.line("Maine standard deduction (federal amount)", std);
    calc.line("Maine personal exemptions", ex);
    let taxable = pos(c.agi() - std - ex);
    calc.line("Maine taxable income", taxable);
    let (gross, marginal) = apply(c.pick(RATES_2025), taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    // 5219-SS: $300 per dependent, refundable (phase-out above $200,000 / $400,000 not modelled
    // beyond the simple cut-off).
    let limit = if c.mfj() { dec!(400000) } else { dec!(200000) };
    if c.agi() <= limit {
        calc.refundable_credit(
            "Maine dependent exemption credit (refundable)",
            c.deps() * dec!(300),
        );
    }
    // 5219-S: 25% of the federal EITC (50% without qualifying children), refundable.
    let share = if c.input.dependents == 0 {
        dec!(0.50)
    } else {
        dec!(0.25)
    };
    calc.refundable_credit(
        "Maine earned income credit (refundable)",
        federal_eitc(c) * share,
    );
    calc
}
