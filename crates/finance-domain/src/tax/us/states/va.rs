//! Virginia: schedule on federal AGI less the standard deduction and exemptions
//! (Va. Code 58.1-320, 58.1-322.02, 58.1-322.03).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, Schedule, apply, pos};

/// Va. Code 58.1-320: same brackets for every filing status (not indexed).
const RATES: Schedule = &[
    (dec!(0), dec!(0.02)),
    (dec!(3000), dec!(0.03)),
    (dec!(5000), dec!(0.05)),
    (dec!(17000), dec!(0.0575)),
];

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // Va. Code 58.1-322.03(1) and the 2025 Appropriation Act (HB 1600; 2025 Form 760 instructions):
    // $8,750 per return ($17,500 joint) for 2025. The statute's base amounts are lower after 2025;
    // the 2026 amount depends on the next appropriation act, so 2025's is carried.
    if c.is_2026() {
        calc.provisional("Virginia 2026 standard deduction depends on the 2026 Appropriation Act; 2025's $8,750 / $17,500 carried forward");
    }
    let std = if c.mfj() { dec!(17500) } else { dec!(8750) };
    // 58.1-322.03(2): $930 per taxpayer and dependent, and $800 more for each taxpayer 65 or
    // over (Form 760 instructions, exemptions).
    let ex = c.household() * dec!(930) + c.aged(65) * dec!(800);
    calc.line("Virginia standard deduction", std);
    calc.line("Virginia exemptions", ex);
    let age = age_deduction(c);
    if age > Decimal::ZERO {
        calc.line("Virginia age deduction", age);
    }
    let taxable = pos(c.agi() - age - std - ex);
    calc.line("Virginia taxable income", taxable);
    let (gross, marginal) = apply(RATES, taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    // 58.1-339.8: refundable EITC of 20% of the federal credit (from 2024).
    calc.refundable_credit(
        "Virginia earned income credit (refundable)",
        federal_eitc(c) * dec!(0.20),
    );
    calc.note("Virginia low-income individuals credit is not modelled (the refundable EITC is used instead).");
    calc
}

/// 58.1-322.03(5): $12,000 for each taxpayer 65 or over. For those born after 1 January 1939 it
/// falls a dollar for each dollar of adjusted federal AGI (federal AGI less taxable Social
/// Security: wages here) above $50,000 ($75,000 married, the couple's combined figure, one
/// reduction for both) (2025 Form 760 instructions, Age Deduction Worksheet).
fn age_deduction(c: &Ctx) -> Decimal {
    let (mut fixed, mut tested) = (Decimal::ZERO, Decimal::ZERO);
    for age in c.ages().into_iter().flatten().filter(|&a| a >= 65) {
        if i64::from(c.input.year) - i64::from(age) < 1939 {
            fixed += dec!(12000);
        } else {
            tested += dec!(12000);
        }
    }
    let threshold = if c.mfj() || c.mfs() {
        dec!(75000)
    } else {
        dec!(50000)
    };
    fixed + pos(tested - pos(c.agi() - threshold))
}
