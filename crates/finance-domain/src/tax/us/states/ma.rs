//! Massachusetts: 5% of Part B income (wages) less exemptions (M.G.L. c.62 §§3, 4), the 4%
//! surtax on income above the threshold (Const. art. XLIV as amended 2022), no-tax status and
//! the limited income credit (c.62 §5(a), §6(n)).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, pos};

const RATE: Decimal = dec!(0.05);
const SURTAX: Decimal = dec!(0.04);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // MA DOR 2025 Form 1 instructions: surtax threshold $1,083,150 (2025).
    // 2026: $1,107,750 per MA DOR announcement; treated as provisional.
    let threshold = if c.is_2026() {
        dec!(1107750)
    } else {
        dec!(1083150)
    };
    if c.is_2026() {
        calc.provisional(
            "Massachusetts 2026 surtax threshold ($1,107,750) not confirmed from the 2026 Form 1",
        );
    }
    let agi = c.agi();
    // c.62 §3(B)(a)(9): deduction of the Social Security and Medicare each person had withheld,
    // up to $2,000 per person. The household has one earner, so one $2,000 cap: a spouse without
    // wages had nothing withheld (found by the PolicyEngine differential check; the cap was
    // doubled on joint returns before).
    // Social Security and Medicare are withheld on the whole wage, 401(k) deferral included
    // (found by the differential check with deferrals: the state wages were used before).
    let fica = ((c.wages() + c.deferrals()) * dec!(0.0765)).min(dec!(2000));
    // c.62 §3(B)(b): $4,400 single/separate, $8,800 joint, $6,800 head of household; $1,000 per dependent.
    // §3(B)(b)(2)(C): $700 more for each taxpayer 65 or over (Form 1 instructions, exemptions).
    let ex = c.pick([dec!(4400), dec!(8800), dec!(4400), dec!(6800)])
        + c.deps() * dec!(1000)
        + c.aged(65) * dec!(700);
    calc.line("Massachusetts FICA deduction", fica);
    calc.line("Massachusetts exemptions", ex);
    let taxable = pos(agi - fica - ex);
    calc.line("Massachusetts taxable income", taxable);
    let mut gross = taxable * RATE + pos(taxable - threshold) * SURTAX;
    calc.marginal = if taxable > threshold {
        RATE + SURTAX
    } else {
        RATE
    };
    // No-tax status and the limited income credit (not for married filing separately):
    // threshold $8,000 single, $14,400 + $1,000 per dependent head of household,
    // $16,400 + $1,000 per dependent joint (Form 1 instructions, lines 29-30).
    if !c.mfs() {
        let no_tax = c.pick([dec!(8000), dec!(16400), dec!(0), dec!(14400)])
            + if c.mfj() || c.status() == crate::tax::FilingStatus::HeadOfHousehold {
                c.deps() * dec!(1000)
            } else {
                Decimal::ZERO
            };
        if agi <= no_tax {
            calc.line("Massachusetts no-tax status", -gross);
            gross = Decimal::ZERO;
        } else if agi <= no_tax * dec!(1.5) {
            let limited = (agi - no_tax) * dec!(0.10);
            if limited < gross {
                calc.line("Massachusetts limited income credit", limited - gross);
                gross = limited;
            }
        }
    }
    calc.settle(gross, &[]);
    // c.62 §6(h): 40% of the federal EITC, refundable.
    calc.refundable_credit(
        "Massachusetts earned income credit (refundable)",
        federal_eitc(c) * dec!(0.40),
    );
    calc.note("Massachusetts child and family tax credit (dependants under 13) is not modelled: ages are not known.");
    calc
}
