//! Pennsylvania: flat 3.07% of compensation (72 P.S. 7302) with tax forgiveness for low incomes
//! (72 P.S. 7304; PA-40 Schedule SP).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::engine::{Calc, Ctx, pos};

const RATE: Decimal = dec!(0.0307);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // No standard deduction or personal exemption: wages are taxed from the first dollar, and
    // employee 401(k)/403(b) elective deferrals stay in compensation: Pennsylvania has no exclusion
    // for them (72 P.S. 7301(d); PA Department of Revenue Personal Income Tax Guide, Compensation).
    let taxable = c.wages() + c.deferrals();
    calc.line("Pennsylvania taxable compensation", taxable);
    let gross = taxable * RATE;
    calc.marginal = RATE;
    let share = forgiveness(c);
    calc.settle(gross, &[("Pennsylvania tax forgiveness", gross * share)]);
    if c.mfs() {
        calc.note("Pennsylvania tax forgiveness for a married person uses both spouses' income; only this return's wages are counted.");
    }
    calc
}

/// PA-40 Schedule SP eligibility table: 100% forgiveness up to $6,500 of eligibility income
/// ($13,000 married) plus $9,500 per dependent child; 10 points less for each further $250;
/// none beyond $2,250 above the base. The steps are documented cliffs.
fn forgiveness(c: &Ctx) -> Decimal {
    let per_filer = if c.status() == crate::tax::FilingStatus::Single
        || c.status() == crate::tax::FilingStatus::HeadOfHousehold
    {
        dec!(6500)
    } else {
        dec!(13000)
    };
    let base = if c.mfs() { dec!(6500) } else { per_filer } + c.deps() * dec!(9500);
    let income = c.wages() + c.deferrals();
    if income <= base {
        return dec!(1);
    }
    let steps = ((income - base) / dec!(250)).ceil();
    pos(dec!(1) - steps * dec!(0.1))
}
