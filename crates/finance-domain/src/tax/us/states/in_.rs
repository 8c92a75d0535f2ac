//! Indiana: flat rate on federal AGI less exemptions (IC 6-3-2-1, IC 6-3-1-3.5).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, pos};

/// IC 6-3-2-1(b) as amended by HEA 1001-2023: 3.0% for 2025, 2.95% for 2026 and after.
fn rate(c: &Ctx) -> Decimal {
    if c.is_2026() {
        dec!(0.0295)
    } else {
        dec!(0.03)
    }
}

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // IC 6-3-1-3.5(a)(3)-(5): $1,000 per taxpayer and dependent, plus $1,500 more per dependent child.
    // (a)(4): $1,000 more for each taxpayer 65 or over; (a)(5): $500 more for each one whose
    // federal AGI is under $40,000 ($20,000 married filing separately) (IT-40 Schedule 3, 2025
    // instructions p. 25).
    let low = if c.mfs() { dec!(20000) } else { dec!(40000) };
    let aged = c.aged(65);
    let aged_low = if c.agi() < low { aged } else { Decimal::ZERO };
    let exemptions = c.household() * dec!(1000)
        + c.deps() * dec!(1500)
        + aged * dec!(1000)
        + aged_low * dec!(500);
    calc.line("Indiana exemptions", exemptions);
    let taxable = pos(c.agi() - exemptions);
    calc.line("Indiana taxable income", taxable);
    calc.marginal = rate(c);
    calc.settle(taxable * rate(c), &[]);
    // IC 6-3-3-9: unified tax credit for the elderly, refundable, while federal AGI is under
    // $10,000: $100 / $50 / $40 for one taxpayer 65 or over (AGI under $1,000 / $3,000 /
    // $10,000), $140 / $90 / $80 for two.
    if aged > Decimal::ZERO && c.agi() < dec!(10000) {
        let both = aged == dec!(2);
        let credit = match c.agi() {
            a if a < dec!(1000) => {
                if both {
                    dec!(140)
                } else {
                    dec!(100)
                }
            }
            a if a < dec!(3000) => {
                if both {
                    dec!(90)
                } else {
                    dec!(50)
                }
            }
            _ => {
                if both {
                    dec!(80)
                } else {
                    dec!(40)
                }
            }
        };
        calc.refundable_credit(
            "Indiana unified tax credit for the elderly (refundable)",
            credit,
        );
    }
    // IC 6-3.1-21: 10% of the federal EITC, refundable.
    calc.refundable_credit(
        "Indiana earned income credit (refundable)",
        federal_eitc(c) * dec!(0.10),
    );
    calc
}
