//! California: graduated schedules on taxable income (R&TC 17041), standard deduction (17073.5),
//! exemption credits with their high-income phase-out (17054, 17054.1), and the 1% mental health
//! services tax above $1,000,000 (17043).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos};

struct Params {
    rates: ByStatus<Schedule>,
    standard_deduction: ByStatus<Decimal>,
    /// Per taxpayer (two on a joint return).
    personal_credit: Decimal,
    dependent_credit: Decimal,
    /// Federal AGI above which each exemption credit loses $6 per $2,500 ($1,250 separate).
    phase_out_start: ByStatus<Decimal>,
}

/// CA FTB 2025 Form 540 tax rate schedules X (single, separate) and Y (joint, doubled):
/// 2024 brackets indexed by 3.0% (R&TC 17041(h)).
const X_2025: Schedule = &[
    (dec!(0), dec!(0.01)),
    (dec!(11079), dec!(0.02)),
    (dec!(26264), dec!(0.04)),
    (dec!(41452), dec!(0.06)),
    (dec!(57542), dec!(0.08)),
    (dec!(72724), dec!(0.093)),
    (dec!(371479), dec!(0.103)),
    (dec!(445771), dec!(0.113)),
    (dec!(742953), dec!(0.123)),
];
const Y_2025: Schedule = &[
    (dec!(0), dec!(0.01)),
    (dec!(22158), dec!(0.02)),
    (dec!(52528), dec!(0.04)),
    (dec!(82904), dec!(0.06)),
    (dec!(115084), dec!(0.08)),
    (dec!(145448), dec!(0.093)),
    (dec!(742958), dec!(0.103)),
    (dec!(891542), dec!(0.113)),
    (dec!(1485906), dec!(0.123)),
];
/// CA FTB 2025 Form 540 tax rate schedule Z (head of household).
const Z_2025: Schedule = &[
    (dec!(0), dec!(0.01)),
    (dec!(22173), dec!(0.02)),
    (dec!(52530), dec!(0.04)),
    (dec!(67716), dec!(0.06)),
    (dec!(83805), dec!(0.08)),
    (dec!(98990), dec!(0.093)),
    (dec!(505208), dec!(0.103)),
    (dec!(606251), dec!(0.113)),
    (dec!(1010417), dec!(0.123)),
];

/// CA FTB 2025 Form 540 instructions: standard deduction $5,706 / $11,412; exemption credits
/// $153 personal ($306 joint, head of household $153), $475 per dependent; phase-out thresholds
/// $252,203 single/separate, $504,411 joint, $378,310 head of household.
const Y2025: Params = Params {
    rates: [X_2025, Y_2025, X_2025, Z_2025],
    standard_deduction: [dec!(5706), dec!(11412), dec!(5706), dec!(11412)],
    personal_credit: dec!(153),
    dependent_credit: dec!(475),
    phase_out_start: [dec!(252203), dec!(504411), dec!(252203), dec!(378310)],
};
/// 2026: FTB indexes every figure each autumn from the June CPI; the 2026 figures were not
/// available, so 2025's are carried.
const Y2026: Params = Y2025;

const MENTAL_HEALTH_THRESHOLD: Decimal = dec!(1000000);

pub(super) fn compute(c: &Ctx) -> Calc {
    let p = if c.is_2026() { &Y2026 } else { &Y2025 };
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("California 2026 indexed brackets, standard deduction and exemption credits not yet published by the FTB; 2025 figures carried forward");
    }
    let std = c.pick(p.standard_deduction);
    calc.line("California standard deduction", std);
    let taxable = pos(c.agi() - std);
    calc.line("California taxable income", taxable);
    let (mut gross, mut marginal) = apply(c.pick(p.rates), taxable);
    let mhs = pos(taxable - MENTAL_HEALTH_THRESHOLD) * dec!(0.01);
    if mhs > Decimal::ZERO {
        calc.line("California mental health services tax", mhs);
        gross += mhs;
        marginal += dec!(0.01);
    }
    calc.marginal = marginal;
    // R&TC 17054.1: each credit falls by $6 for every $2,500 ($1,250 separate) or part of one.
    let step = if c.mfs() { dec!(1250) } else { dec!(2500) };
    let excess = pos(c.agi() - c.pick(p.phase_out_start));
    let cut = (excess / step).ceil() * dec!(6);
    // R&TC 17054 (senior exemption): one more personal credit for each taxpayer 65 or over (Form
    // 540 line 9, "Senior"), phased out the same way; counted with the personal credits.
    let aged = c.aged(65);
    let personal = pos(p.personal_credit - cut) * (c.filers() + aged);
    let dependent = pos(p.dependent_credit - cut) * c.deps();
    let personal_label = if aged.is_zero() {
        "California personal exemption credit"
    } else {
        "California personal and senior exemption credits"
    };
    calc.settle(
        gross,
        &[
            (personal_label, personal),
            ("California dependent exemption credit", dependent),
        ],
    );
    calc.note("California earned income tax credit, young child tax credit and renter's credit are not modelled.");
    calc
}
