//! North Dakota: schedules on federal taxable income (N.D.C.C. 57-38-30.3 as amended by HB 1158, 2023).

use rust_decimal_macros::dec;

use super::engine::{ByStatus, Calc, Ctx, Schedule, apply};

/// ND Office of State Tax Commissioner 2025 Form ND-1 tax rate schedules.
const RATES_2025: ByStatus<Schedule> = [
    &[
        (dec!(0), dec!(0)),
        (dec!(48475), dec!(0.0195)),
        (dec!(244825), dec!(0.025)),
    ],
    &[
        (dec!(0), dec!(0)),
        (dec!(80975), dec!(0.0195)),
        (dec!(298075), dec!(0.025)),
    ],
    &[
        (dec!(0), dec!(0)),
        (dec!(40475), dec!(0.0195)),
        (dec!(149025), dec!(0.025)),
    ],
    &[
        (dec!(0), dec!(0)),
        (dec!(64950), dec!(0.0195)),
        (dec!(271450), dec!(0.025)),
    ],
];

/// ND Office of State Tax Commissioner 2026 Form ND-1ES tax rate schedules (indexed under
/// 57-38-30.3(1)(g)).
const RATES_2026: ByStatus<Schedule> = [
    &[
        (dec!(0), dec!(0)),
        (dec!(49575), dec!(0.0195)),
        (dec!(250400), dec!(0.025)),
    ],
    &[
        (dec!(0), dec!(0)),
        (dec!(82800), dec!(0.0195)),
        (dec!(304850), dec!(0.025)),
    ],
    &[
        (dec!(0), dec!(0)),
        (dec!(41400), dec!(0.0195)),
        (dec!(152425), dec!(0.025)),
    ],
    &[
        (dec!(0), dec!(0)),
        (dec!(66400), dec!(0.0195)),
        (dec!(277600), dec!(0.025)),
    ],
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // N.D.C.C. 57-38-30.3: federal taxable income under the Code as amended (rolling
    // conformity), so the federal senior deduction passes through.
    let taxable = c.federal_taxable_after_senior();
    calc.line(
        "North Dakota taxable income (federal taxable income)",
        taxable,
    );
    let (gross, marginal) = apply(
        c.pick(if c.is_2026() { RATES_2026 } else { RATES_2025 }),
        taxable,
    );
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    calc
}
