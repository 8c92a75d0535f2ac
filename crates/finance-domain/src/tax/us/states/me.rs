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
/// Maine Revenue Services 2026 individual income tax rate schedules (rev. May 2026), indexed
/// brackets. Found by the PolicyEngine differential check (2025's were carried before).
const RATES_2026: ByStatus<Schedule> = [
    &[
        (dec!(0), dec!(0.058)),
        (dec!(27400), dec!(0.0675)),
        (dec!(64850), dec!(0.0715)),
    ],
    &[
        (dec!(0), dec!(0.058)),
        (dec!(54850), dec!(0.0675)),
        (dec!(129750), dec!(0.0715)),
    ],
    &[
        (dec!(0), dec!(0.058)),
        (dec!(27400), dec!(0.0675)),
        (dec!(64850), dec!(0.0715)),
    ],
    &[
        (dec!(0), dec!(0.058)),
        (dec!(41100), dec!(0.0675)),
        (dec!(97300), dec!(0.0715)),
    ],
];
/// 36 M.R.S. 5111(7), enacted by LD 2212 (P.L. 2025, c. 650), Part DDDD: from 2026 a 2%
/// surcharge on taxable income above $1,000,000 single, $1,500,000 joint and head of household,
/// $750,000 separate.
const SURCHARGE_2026: ByStatus<Decimal> =
    [dec!(1000000), dec!(1500000), dec!(750000), dec!(1500000)];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("Maine 2026 personal exemption not confirmed; the 2025 amount ($5,150) is carried forward");
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
    // 36 M.R.S. 5124-C(1-B), (1-C) (P.L. 2025, c. 650, Pt. K, LD 2212; 2025 Form 1040ME booklet
    // p. 4; MRS 2026 rate schedule): Maine fixes its own basic amounts for 2025 and 2026 instead
    // of the federal ones raised by the 2025 federal act; it follows the federal amount from 2027.
    // Found by the PolicyEngine differential check (the federal amount was used before).
    let basic = if c.is_2026() {
        c.pick([dec!(15700), dec!(31400), dec!(15700), dec!(23550)])
    } else {
        c.pick([dec!(15000), dec!(30000), dec!(15000), dec!(22500)])
    };
    // 5124-C keeps the federal additional amount for age (§63(f): $2,000 single and head of
    // household, $1,600 married, in 2025; not changed by the 2025 federal act), phased out with
    // the rest (2025 Form 1040ME instructions, standard deduction worksheet).
    let std = (basic + c.federal_additional_standard()) * kept;
    // 5126-A: $5,150 per taxpayer (2025).
    let ex = c.filers() * dec!(5150);
    calc.line("Maine standard deduction", std);
    calc.line("Maine personal exemptions", ex);
    let taxable = pos(c.agi() - std - ex);
    calc.line("Maine taxable income", taxable);
    let rates = if c.is_2026() { RATES_2026 } else { RATES_2025 };
    let (mut gross, mut marginal) = apply(c.pick(rates), taxable);
    if c.is_2026() {
        let surcharge = pos(taxable - c.pick(SURCHARGE_2026)) * dec!(0.02);
        if surcharge > Decimal::ZERO {
            calc.line("Maine high-income surcharge", surcharge);
            gross += surcharge;
            marginal += dec!(0.02);
        }
    }
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
