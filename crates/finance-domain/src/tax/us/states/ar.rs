//! Arkansas: schedule (A.C.A. 26-51-201) on AGI less the standard deduction (26-51-430), then
//! personal tax credits (26-51-501).

use rust_decimal_macros::dec;

use super::engine::{Calc, Ctx, Schedule, apply, pos};

/// A.C.A. 26-51-201(a) as amended by Act 1 of the 2024 Second Extraordinary Session: top rate
/// 3.9%; brackets indexed under 26-51-201(d) (DFA "2025 Indexed Tax Brackets" and the 2025
/// AR1000F regular tax table). The 2024 brackets ($5,500 / $10,900 / $15,600 / $25,700) were
/// used here before the PolicyEngine differential check (docs/tax-differential.md) caught it.
const RATES_2025: Schedule = &[
    (dec!(0), dec!(0)),
    (dec!(5600), dec!(0.02)),
    (dec!(11200), dec!(0.03)),
    (dec!(16000), dec!(0.034)),
    (dec!(26400), dec!(0.039)),
];
/// Act 1 of 2026 (1st Extraordinary Session, HB 1001) cut the top rate to 3.7% from 2026; the
/// 2026 indexed brackets were not confirmed, so 2025's are carried.
const RATES_2026: Schedule = &[
    (dec!(0), dec!(0)),
    (dec!(5600), dec!(0.02)),
    (dec!(11200), dec!(0.03)),
    (dec!(16000), dec!(0.034)),
    (dec!(26400), dec!(0.037)),
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("Arkansas 2026 indexed brackets and standard deduction not confirmed; 2025 figures carried forward (top rate 3.7% from Act 1 of 2026)");
    }
    // 26-51-430, indexed: $2,470 per taxpayer (2025 AR1000F instructions p. 14; $2,410 was 2024).
    let std = dec!(2470) * c.filers();
    calc.line("Arkansas standard deduction", std);
    let taxable = pos(c.agi() - std);
    calc.line("Arkansas net taxable income", taxable);
    let rates = if c.is_2026() { RATES_2026 } else { RATES_2025 };
    let (gross, marginal) = apply(rates, taxable);
    calc.marginal = marginal;
    // 26-51-501: $29 personal tax credit per taxpayer and dependent. A taxpayer 65 or over gets
    // two more (26-51-501(a)(1); AR1000F instructions, personal tax credits, "65 or older" and
    // "65 special", the latter for those not claiming the retirement income exemption, which a
    // wage earner does not).
    let credits = (c.household() + dec!(2) * c.aged(65)) * dec!(29);
    calc.settle(gross, &[("Arkansas personal tax credits", credits)]);
    calc.note("Arkansas low-income tax tables and the high-income bracket adjustment are not modelled; the general table is used.");
    calc
}
