//! Georgia: flat rate on federal AGI less the standard deduction and dependent exemptions
//! (O.C.G.A. 48-7-20, 48-7-26, 48-7-27).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::engine::{Calc, Ctx, pos};

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // O.C.G.A. 48-7-20(a.1): 5.19% for 2025 (HB 111, 2025); 4.99% for 2026 (HB 463, 2026).
    let rate = if c.is_2026() {
        dec!(0.0499)
    } else {
        dec!(0.0519)
    };
    // O.C.G.A. 48-7-27(a)(1): $12,000 single/HoH/separate, $24,000 joint; HB 463 (2026) raises
    // them to $15,000 / $30,000 from 2026.
    let std = match (c.is_2026(), c.mfj()) {
        (false, false) => dec!(12000),
        (false, true) => dec!(24000),
        (true, false) => dec!(15000),
        (true, true) => dec!(30000),
    };
    // O.C.G.A. 48-7-26(b): $4,000 per dependent; $5,000 from 2026 (HB 463).
    let dep = c.deps() * if c.is_2026() { dec!(5000) } else { dec!(4000) };
    // No amount for age: the $1,300 more per taxpayer 65 or over ended with 2023, when HB 1437
    // (2022) folded the personal exemptions into the larger standard deduction (GA DOR "Georgia
    // Standard Deductions Increases": the 2024 amounts list no additional deduction; the 2021 and
    // 2022 ones do). Found by the PolicyEngine differential check.
    calc.line("Georgia standard deduction", std);
    calc.line("Georgia dependent exemptions", dep);
    // 48-7-27(a)(5): the retirement income exclusion from age 62 counts up to $5,000 of earned
    // income (IT-511 2025 booklet, "Retirement income exclusion"; $4,000 before 2024), so a wage
    // earner of 62 or over excludes that much. The wages are the filer's, so the filer's age
    // decides.
    let retirement = if c.input.age.is_some_and(|a| a >= 62) {
        c.wages().min(dec!(5000))
    } else {
        Decimal::ZERO
    };
    if retirement > Decimal::ZERO {
        calc.line(
            "Georgia retirement income exclusion (earned income)",
            retirement,
        );
    }
    let taxable = pos(c.agi() - retirement - std - dep);
    calc.line("Georgia taxable income", taxable);
    calc.marginal = rate;
    // O.C.G.A. 48-7-29: low income credit for federal AGI under $20,000.
    let low_income = if c.agi() < dec!(20000) {
        low_income_credit(c.agi()) * c.household()
    } else {
        Decimal::ZERO
    };
    calc.settle(taxable * rate, &[("Georgia low income credit", low_income)]);
    if c.is_2026() && c.input.dependents > 0 {
        // HB 136 (2025): $250 per child under 6 from 2026, non-refundable; ages are not known.
        calc.note("Georgia child tax credit ($250 per child under 6) is not modelled.");
    }
    calc
}

/// O.C.G.A. 48-7-29(b): credit per person by federal AGI band.
fn low_income_credit(agi: Decimal) -> Decimal {
    match agi {
        a if a < dec!(6000) => dec!(26),
        a if a < dec!(8000) => dec!(20),
        a if a < dec!(10000) => dec!(14),
        a if a < dec!(15000) => dec!(8),
        _ => dec!(5),
    }
}
