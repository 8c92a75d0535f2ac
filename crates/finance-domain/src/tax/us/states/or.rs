//! Oregon: schedules (ORS 316.037) on federal AGI less the federal tax subtraction
//! (316.680(1)(b), 316.685), the standard deduction (316.695), then the personal exemption
//! credit (316.085).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos};

/// OR DOR 2025 Publication OR-17 p.143, tax rate charts (brackets indexed, top bracket fixed).
const SINGLE_2025: Schedule = &[
    (dec!(0), dec!(0.0475)),
    (dec!(4400), dec!(0.0675)),
    (dec!(11100), dec!(0.0875)),
    (dec!(125000), dec!(0.099)),
];
const JOINT_2025: Schedule = &[
    (dec!(0), dec!(0.0475)),
    (dec!(8800), dec!(0.0675)),
    (dec!(22200), dec!(0.0875)),
    (dec!(250000), dec!(0.099)),
];
const RATES_2025: ByStatus<Schedule> = [SINGLE_2025, JOINT_2025, SINGLE_2025, JOINT_2025];
/// OR DOR 2026 Publication OR-ESTIMATE p. 3, rate charts S and J for 2026 (also the 2026
/// withholding formulas, 150-206-436).
const SINGLE_2026: Schedule = &[
    (dec!(0), dec!(0.0475)),
    (dec!(4550), dec!(0.0675)),
    (dec!(11400), dec!(0.0875)),
    (dec!(125000), dec!(0.099)),
];
const JOINT_2026: Schedule = &[
    (dec!(0), dec!(0.0475)),
    (dec!(9100), dec!(0.0675)),
    (dec!(22800), dec!(0.0875)),
    (dec!(250000), dec!(0.099)),
];
const RATES_2026: ByStatus<Schedule> = [SINGLE_2026, JOINT_2026, SINGLE_2026, JOINT_2026];
/// 2025 OR-40: standard deduction $2,835 / $5,670 / $2,835 / $4,560.
const STANDARD_2025: ByStatus<Decimal> = [dec!(2835), dec!(5670), dec!(2835), dec!(4560)];
/// 2025 OR-40: exemption credit $256 per person; federal tax subtraction limit $8,500 ($4,250 separate).
const EXEMPTION_CREDIT_2025: Decimal = dec!(256);
const FEDERAL_SUBTRACTION_2025: Decimal = dec!(8500);
/// 2026 Publication OR-ESTIMATE p. 3: federal tax subtraction limit $8,750 ($4,375 separate).
const FEDERAL_SUBTRACTION_2026: Decimal = dec!(8750);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("Oregon 2026 indexed standard deduction and exemption credit not confirmed; 2025 figures carried forward");
    }
    let agi = c.agi();
    let fed = federal_subtraction(c, agi);
    // ORS 316.695(7): $1,200 more ($1,000 married) for each taxpayer 65 or over (OR-40
    // instructions, standard deduction, "65 or older"); not indexed.
    let std = c.pick(STANDARD_2025)
        + c.aged(65) * c.pick([dec!(1200), dec!(1000), dec!(1000), dec!(1200)]);
    calc.line("Oregon federal tax subtraction", fed);
    calc.line("Oregon standard deduction", std);
    let taxable = pos(agi - fed - std);
    calc.line("Oregon taxable income", taxable);
    let (gross, marginal) = apply(
        c.pick(if c.is_2026() { RATES_2026 } else { RATES_2025 }),
        taxable,
    );
    calc.marginal = marginal;
    // 316.085: no exemption credit once federal AGI exceeds $100,000 ($200,000 joint and head
    // of household) -- a documented cliff.
    let limit = c.pick([dec!(100000), dec!(200000), dec!(100000), dec!(200000)]);
    let credit = if agi > limit {
        Decimal::ZERO
    } else {
        c.household() * EXEMPTION_CREDIT_2025
    };
    calc.settle(gross, &[("Oregon personal exemption credit", credit)]);
    // 315.266: 9% of the federal EITC (12% with a child under 3, not assumed), refundable.
    calc.refundable_credit(
        "Oregon earned income credit (refundable)",
        federal_eitc(c) * dec!(0.09),
    );
    calc.note("The Oregon surplus kicker credit (based on the prior year's tax) is not modelled.");
    calc
}

/// 316.685: federal income tax paid, up to the limit, which falls by 20% for each $5,000
/// ($10,000 joint and head of household) of AGI from $125,000 ($250,000) and is nil from
/// $145,000 ($290,000). Heads of household use the joint table (OR-40 instructions, federal tax
/// liability subtraction table); they used the single one here before the PolicyEngine
/// differential check caught it.
fn federal_subtraction(c: &Ctx, agi: Decimal) -> Decimal {
    let (start, step) = if c.mfj() || c.status() == crate::tax::FilingStatus::HeadOfHousehold {
        (dec!(250000), dec!(10000))
    } else {
        (dec!(125000), dec!(5000))
    };
    let limit = if c.is_2026() {
        FEDERAL_SUBTRACTION_2026
    } else {
        FEDERAL_SUBTRACTION_2025
    };
    let cap = if c.mfs() { limit / dec!(2) } else { limit };
    let share = if agi < start {
        Decimal::ONE
    } else {
        pos(Decimal::ONE - (((agi - start) / step).floor() + Decimal::ONE) * dec!(0.2))
    };
    c.federal_tax().min(cap * share)
}
