//! Delaware: schedule (30 Del. C. 1102) on AGI less the standard deduction (1108), then
//! personal credits (1110).

use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, Schedule, apply, pos};

/// 30 Del. C. 1102(a)(15): same brackets for every status (joint couples may file combined
/// separate returns; a single schedule on joint income is used here).
const RATES: Schedule = &[
    (dec!(0), dec!(0)),
    (dec!(2000), dec!(0.022)),
    (dec!(5000), dec!(0.039)),
    (dec!(10000), dec!(0.048)),
    (dec!(20000), dec!(0.052)),
    (dec!(25000), dec!(0.0555)),
    (dec!(60000), dec!(0.066)),
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // 1108: $3,250 ($6,500 joint).
    // 1108(b): $2,500 more for each taxpayer 65 or over (PIT-RES instructions, line 20).
    let std = if c.mfj() { dec!(6500) } else { dec!(3250) } + c.aged(65) * dec!(2500);
    calc.line("Delaware standard deduction", std);
    let taxable = pos(c.agi() - std);
    calc.line("Delaware taxable income", taxable);
    let (gross, marginal) = apply(RATES, taxable);
    calc.marginal = marginal;
    // 1110: $110 per taxpayer and dependent. 1117: EITC 20% non-refundable (or 4.5% refundable;
    // the larger benefit is taken).
    let eitc = federal_eitc(c);
    // 1110(b)(2): one more $110 credit for each taxpayer 60 or over (PIT-RES instructions, personal credits).
    let credits = (c.household() + c.aged(60)) * dec!(110);
    let nonrefundable = (eitc * dec!(0.20)).min(pos(gross - credits));
    if nonrefundable >= eitc * dec!(0.045) {
        calc.settle(
            gross,
            &[
                ("Delaware personal credits", credits),
                ("Delaware earned income credit", nonrefundable),
            ],
        );
    } else {
        calc.settle(gross, &[("Delaware personal credits", credits)]);
        calc.refundable_credit(
            "Delaware earned income credit (refundable)",
            eitc * dec!(0.045),
        );
    }
    calc
}
