//! Idaho: flat rate on Idaho taxable income (federal AGI less the federal standard deduction,
//! Idaho Code 63-3022, 63-3024) above a zero-rate band; grocery and child credits.

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::engine::{Calc, Ctx, pos};

struct Params {
    rate: Decimal,
    /// Taxable income taxed at 0%: single/separate, joint/head of household.
    zero_band: [Decimal; 2],
    grocery_credit: Decimal,
    child_credit: Decimal,
}

/// Idaho Code 63-3024 as amended by HB 40 (2025): 5.3%; zero band per Idaho State Tax
/// Commission 2025 Form 40 instructions tax computation ($4,811 / $9,622); grocery credit
/// $155 per person (HB 231, 2025).
const Y2025: Params = Params {
    rate: dec!(0.053),
    zero_band: [dec!(4811), dec!(9622)],
    grocery_credit: dec!(155),
    child_credit: dec!(205),
};
/// 2026: indexed zero band not confirmed; 2025 figures carried. No child tax credit: Idaho Code
/// 63-3029L allows it only "for taxable years beginning on or after January 1, 2018, and before
/// January 1, 2026"; S1450 (2026), which would have removed the sunset, is not law (PolicyEngine
/// models it only as an opt-in reform, PRs #7911 and #8856). Found by the PolicyEngine check.
const Y2026: Params = Params {
    rate: dec!(0.053),
    zero_band: [dec!(4811), dec!(9622)],
    grocery_credit: dec!(155),
    child_credit: Decimal::ZERO,
};

pub(super) fn compute(c: &Ctx) -> Calc {
    let p = if c.is_2026() { &Y2026 } else { &Y2025 };
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional(
            "Idaho 2026 indexed zero-rate band not confirmed; 2025 figures carried forward",
        );
    }
    // Idaho adopted the federal senior deduction for 2025 with its 2026 conformity bill (H0559;
    // Idaho State Tax Commission, "Update on filing 2025 Idaho income taxes now that conformity
    // is law"): it is deducted like the other federal Schedule 1-A deductions (63-3022).
    let taxable = c.federal_taxable_after_senior();
    calc.line("Idaho taxable income", taxable);
    let band = if c.mfj() || c.status() == crate::tax::FilingStatus::HeadOfHousehold {
        p.zero_band[1]
    } else {
        p.zero_band[0]
    };
    let over = pos(taxable - band);
    calc.marginal = if over > Decimal::ZERO {
        p.rate
    } else {
        Decimal::ZERO
    };
    // Idaho Code 63-3029L: $205 per qualifying child, non-refundable (to 2025).
    calc.settle(
        over * p.rate,
        &[("Idaho child tax credit", c.deps() * p.child_credit)],
    );
    // Idaho Code 63-3082: $10 permanent building fund tax on every return that must be filed
    // (gross income at least the federal standard deduction), added to the tax after credits
    // (Form 40 line 22). Found by the PolicyEngine differential check.
    if c.federal_taxable() > Decimal::ZERO {
        calc.line("Idaho permanent building fund tax", dec!(10));
        calc.tax += dec!(10);
    }
    // Idaho Code 63-3024A: grocery credit per household member, refundable.
    calc.refundable_credit(
        "Idaho grocery credit (refundable)",
        c.household() * p.grocery_credit,
    );
    calc
}
