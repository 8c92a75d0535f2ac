//! New Jersey: gross income tax schedules (N.J.S.A. 54A:2-1), exemptions (54A:3-1) and the
//! no-tax threshold (54A:2-4).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, Schedule, apply, pos};

/// NJ-1040 2025 instructions, tax rate schedule A (single, married filing separately).
const SCHEDULE_A: Schedule = &[
    (dec!(0), dec!(0.014)),
    (dec!(20000), dec!(0.0175)),
    (dec!(35000), dec!(0.035)),
    (dec!(40000), dec!(0.05525)),
    (dec!(75000), dec!(0.0637)),
    (dec!(500000), dec!(0.0897)),
    (dec!(1000000), dec!(0.1075)),
];
/// Schedule B (married filing jointly, head of household).
const SCHEDULE_B: Schedule = &[
    (dec!(0), dec!(0.014)),
    (dec!(20000), dec!(0.0175)),
    (dec!(50000), dec!(0.0245)),
    (dec!(70000), dec!(0.035)),
    (dec!(80000), dec!(0.05525)),
    (dec!(150000), dec!(0.0637)),
    (dec!(500000), dec!(0.0897)),
    (dec!(1000000), dec!(0.1075)),
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // N.J.A.C. 18:35-2.5(a): employee 401(k) deferrals are excluded (as federally), but 403(b),
    // 457 and other plans' employee contributions are New Jersey income.
    if c.deferrals() > Decimal::ZERO {
        calc.note("New Jersey excludes 401(k) deferrals, which is how the pre-tax contribution is treated here; 403(b) and 457 contributions are taxable in New Jersey and would add to this tax.");
    }
    let income = c.wages();
    // 54A:3-1(a),(c): $1,000 per taxpayer, $1,500 per dependent child.
    // 54A:3-1(b): $1,000 more for each taxpayer 65 or over (NJ-1040 instructions, exemptions).
    let ex = c.filers() * dec!(1000) + c.deps() * dec!(1500) + c.aged(65) * dec!(1000);
    calc.line("New Jersey exemptions", ex);
    let taxable = pos(income - ex);
    calc.line("New Jersey taxable income", taxable);
    let schedule = c.pick([SCHEDULE_A, SCHEDULE_B, SCHEDULE_A, SCHEDULE_B]);
    let (gross, marginal) = apply(schedule, taxable);
    calc.marginal = marginal;
    // 54A:2-4: no tax when gross income is at most $10,000 ($7,500 separate, $20,000 joint or
    // head of household) -- a documented cliff just above the threshold.
    let threshold = c.pick([dec!(10000), dec!(20000), dec!(7500), dec!(20000)]);
    if income <= threshold {
        calc.settle(Decimal::ZERO, &[]);
        calc.line(
            "New Jersey income below filing threshold: no tax",
            Decimal::ZERO,
        );
    } else {
        calc.settle(gross, &[]);
    }
    // 54A:4-7: 40% of the federal EITC, refundable.
    calc.refundable_credit(
        "New Jersey earned income credit (refundable)",
        federal_eitc(c) * dec!(0.40),
    );
    calc.note("New Jersey child tax credit (children under 6) and property tax deduction/credit are not modelled.");
    if c.is_2026() {
        calc.note("New Jersey brackets are not indexed; 2026 uses the same statutory schedule.");
    }
    calc
}
