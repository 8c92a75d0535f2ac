//! Vermont: schedules (32 V.S.A. 5822) on federal AGI less the Vermont standard deduction and
//! personal exemptions (5811(21)); EITC (5828b).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos};

/// VT Department of Taxes RateSched-2025 (indexed).
const RATES: ByStatus<Schedule> = [
    &[
        (dec!(0), dec!(0.0335)),
        (dec!(49400), dec!(0.066)),
        (dec!(119700), dec!(0.076)),
        (dec!(249700), dec!(0.0875)),
    ],
    &[
        (dec!(0), dec!(0.0335)),
        (dec!(82500), dec!(0.066)),
        (dec!(199450), dec!(0.076)),
        (dec!(304000), dec!(0.0875)),
    ],
    &[
        (dec!(0), dec!(0.0335)),
        (dec!(41250), dec!(0.066)),
        (dec!(99725), dec!(0.076)),
        (dec!(152000), dec!(0.0875)),
    ],
    &[
        (dec!(0), dec!(0.0335)),
        (dec!(66200), dec!(0.066)),
        (dec!(171000), dec!(0.076)),
        (dec!(276850), dec!(0.0875)),
    ],
];
/// VT 2025 Income Tax Return Booklet: standard deduction and personal exemption.
const STANDARD: ByStatus<Decimal> = [dec!(7650), dec!(15300), dec!(7650), dec!(11450)];
const EXEMPTION: Decimal = dec!(5300);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("Vermont 2026 indexed brackets, standard deduction and exemption not confirmed; 2025 figures carried forward");
    }
    // 5811(21)(C): $1,250 more for each taxpayer 65 or over (2025 IN-111 instructions, standard
    // deduction); 2026 carried with the rest.
    let std = c.pick(STANDARD) + c.aged(65) * dec!(1250);
    let ex = c.household() * EXEMPTION;
    calc.line("Vermont standard deduction", std);
    calc.line("Vermont personal exemptions", ex);
    let taxable = pos(c.agi() - std - ex);
    calc.line("Vermont taxable income", taxable);
    let (gross, marginal) = apply(c.pick(RATES), taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    // 5828b as amended by Act 65 (2025, S.51): 38% of the federal EITC, 100% without children.
    let share = if c.input.dependents == 0 {
        dec!(1)
    } else {
        dec!(0.38)
    };
    calc.refundable_credit(
        "Vermont earned income credit (refundable)",
        federal_eitc(c) * share,
    );
    calc.note("Vermont child tax credit (children under 6) is not modelled: ages are not known.");
    calc
}
