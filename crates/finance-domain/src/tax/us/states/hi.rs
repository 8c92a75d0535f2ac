//! Hawaii: schedules (HRS 235-51 as amended by Act 46, SLH 2024) on AGI less the standard
//! deduction (235-2.4) and exemptions (235-54).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos};

/// HRS 235-51(c) as amended by Act 46, SLH 2024 (H.B. 2404 C.D.1), brackets for taxable years
/// 2025-2026 (single, separate); joint (235-51(a)) doubles them, head of household (235-51(b))
/// takes one and a half times.
const SINGLE: Schedule = &[
    (dec!(0), dec!(0.014)),
    (dec!(9600), dec!(0.032)),
    (dec!(14400), dec!(0.055)),
    (dec!(19200), dec!(0.064)),
    (dec!(24000), dec!(0.068)),
    (dec!(36000), dec!(0.072)),
    (dec!(48000), dec!(0.076)),
    (dec!(125000), dec!(0.079)),
    (dec!(175000), dec!(0.0825)),
    (dec!(225000), dec!(0.09)),
    (dec!(275000), dec!(0.10)),
    (dec!(325000), dec!(0.11)),
];
const JOINT: Schedule = &[
    (dec!(0), dec!(0.014)),
    (dec!(19200), dec!(0.032)),
    (dec!(28800), dec!(0.055)),
    (dec!(38400), dec!(0.064)),
    (dec!(48000), dec!(0.068)),
    (dec!(72000), dec!(0.072)),
    (dec!(96000), dec!(0.076)),
    (dec!(250000), dec!(0.079)),
    (dec!(350000), dec!(0.0825)),
    (dec!(450000), dec!(0.09)),
    (dec!(550000), dec!(0.10)),
    (dec!(650000), dec!(0.11)),
];
const HOH: Schedule = &[
    (dec!(0), dec!(0.014)),
    (dec!(14400), dec!(0.032)),
    (dec!(21600), dec!(0.055)),
    (dec!(28800), dec!(0.064)),
    (dec!(36000), dec!(0.068)),
    (dec!(54000), dec!(0.072)),
    (dec!(72000), dec!(0.076)),
    (dec!(187500), dec!(0.079)),
    (dec!(262500), dec!(0.0825)),
    (dec!(337500), dec!(0.09)),
    (dec!(412500), dec!(0.10)),
    (dec!(487500), dec!(0.11)),
];
const RATES: ByStatus<Schedule> = [SINGLE, JOINT, SINGLE, HOH];

/// HRS 235-2.4(a) as amended by Act 46: $4,400 / $8,800 / $4,400 / $6,424 for 2024-2025;
/// $8,000 / $16,000 / $8,000 / $12,000 for 2026-2027.
const STANDARD_2025: ByStatus<Decimal> = [dec!(4400), dec!(8800), dec!(4400), dec!(6424)];
const STANDARD_2026: ByStatus<Decimal> = [dec!(8000), dec!(16000), dec!(8000), dec!(12000)];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    let std = c.pick(if c.is_2026() {
        STANDARD_2026
    } else {
        STANDARD_2025
    });
    // 235-54(a): $1,144 per taxpayer and dependent, and one more for each taxpayer 65 or over
    // (N-11 instructions, line 25).
    let ex = (c.household() + c.aged(65)) * dec!(1144);
    calc.line("Hawaii standard deduction", std);
    calc.line("Hawaii exemptions", ex);
    let taxable = pos(c.agi() - std - ex);
    calc.line("Hawaii taxable income", taxable);
    let (gross, marginal) = apply(c.pick(RATES), taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    // 235-55.75: 20% of the federal EITC, refundable.
    calc.refundable_credit(
        "Hawaii earned income credit (refundable)",
        federal_eitc(c) * dec!(0.20),
    );
    calc.note("Hawaii refundable food/excise tax credit is not modelled.");
    calc
}
