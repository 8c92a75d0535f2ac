//! Michigan: flat 4.25% of AGI less personal exemptions (MCL 206.51, 206.30).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, pos};

const RATE: Decimal = dec!(0.0425);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // MI Treasury 2025 MI-1040 instructions: $5,800 per exemption. 2026: $5,900 (MCL 206.30(2)
    // indexing; MI Treasury 2026 Form 446 withholding guide p. 1). The rate stays 4.25% for 2026
    // (MI Treasury notice of 15 April 2026).
    let exemption = if c.is_2026() { dec!(5900) } else { dec!(5800) };
    let ex = c.household() * exemption;
    calc.line("Michigan personal exemptions", ex);
    let senior = senior_deduction(c, ex);
    if senior > Decimal::ZERO {
        calc.line("Michigan standard deduction (age)", senior);
    }
    let taxable = pos(c.agi() - ex - senior);
    calc.line("Michigan taxable income", taxable);
    calc.marginal = RATE;
    calc.settle(taxable * RATE, &[]);
    // MCL 206.272: 30% of the federal EITC, refundable.
    calc.refundable_credit(
        "Michigan earned income credit (refundable)",
        federal_eitc(c) * dec!(0.30),
    );
    calc
}

/// MCL 206.30(9), by the birth year of the older taxpayer (MI-1040 Schedule 1 and Form 4884,
/// 2025 instructions): born 1946-1952, $20,000 ($40,000 joint) against all income; born 1953 or
/// later and 67 or over, $20,000 ($40,000 joint) less the exemptions claimed on MI-1040 line 9a
/// (taxpayers and dependents; Schedule 1 Tier 3 instructions; the differential check first found
/// Penny subtracting the taxpayers' only); born before 1946, nothing against wages (the deduction
/// is for retirement income only).
fn senior_deduction(c: &Ctx, exemptions: Decimal) -> Decimal {
    let Some(age) = c.ages().into_iter().flatten().max() else {
        return Decimal::ZERO;
    };
    let born = i64::from(c.input.year) - i64::from(age);
    let full = if c.mfj() { dec!(40000) } else { dec!(20000) };
    match born {
        1946..=1952 => full,
        b if b >= 1953 && age >= 67 => pos(full - exemptions),
        _ => Decimal::ZERO,
    }
}
