//! Arizona: flat 2.5% (A.R.S. 43-1011(B)) of federal AGI less the standard deduction, which
//! A.R.S. 43-1041 sets equal to the federal one; $100 dependent credit (A.R.S. 43-1073.01).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::engine::{Calc, Ctx, pos, step_down};

const RATE: Decimal = dec!(0.025);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // A.R.S. 43-1041: the federal basic standard deduction (§63(c)(2)), without the federal
    // additional amount for age (§63(f)): Arizona gives its own $2,100 exemption at 65 instead
    // (2025 Form 140 instructions, standard deduction amounts). Found by the PolicyEngine
    // differential check once ages were known (Penny had given both).
    let std = c.federal_standard_deduction() - c.federal_additional_standard();
    calc.line("Arizona standard deduction (federal amount)", std);
    // A.R.S. 43-1022(35) (HB 4168 of 2026; for 2025 Executive Order 2025-15 and the 2025 Form 140
    // MCTCP worksheet, line 5): the federal senior deduction is subtracted from Arizona income.
    let senior = c.federal_senior_deduction();
    if senior > Decimal::ZERO {
        calc.line("Arizona subtraction: federal senior deduction", senior);
    }
    // A.R.S. 43-1023(A): $2,100 exemption for each taxpayer 65 or over.
    let aged = c.aged(65) * dec!(2100);
    if aged > Decimal::ZERO {
        calc.line("Arizona exemption (65 or over)", aged);
    }
    let taxable = pos(c.agi() - senior - std - aged);
    calc.line("Arizona taxable income", taxable);
    calc.marginal = RATE;
    // A.R.S. 43-1073.01: $100 per dependent under 17 ($125 from 2026: HB 4168 of 2026, Sec. 21,
    // amending 43-1073.01(B)(1); found by the PolicyEngine differential check), reduced 5% per
    // $1,000 (or part) of federal AGI above $200,000 ($400,000 joint).
    let start = if c.mfj() { dec!(400000) } else { dec!(200000) };
    let share = step_down(
        dec!(1),
        c.agi(),
        start,
        dec!(1000),
        dec!(0.05),
        Decimal::ZERO,
    );
    let per_child = if c.is_2026() { dec!(125) } else { dec!(100) };
    let credit = c.deps() * per_child * share;
    calc.settle(taxable * RATE, &[("Arizona dependent tax credit", credit)]);
    calc.note("Arizona family income tax credit (very low incomes) is not modelled.");
    calc
}
