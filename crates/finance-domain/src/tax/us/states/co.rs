//! Colorado: flat rate on federal taxable income (C.R.S. 39-22-104(1.7)).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx};

/// C.R.S. 39-22-104(1.7)(b): 4.40%. TABOR-triggered temporary cuts (4.25% for 2024) are set
/// each year after the fact; none is assumed.
const RATE: Decimal = dec!(0.044);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // Colorado starts from federal taxable income under the Code as amended (rolling conformity,
    // C.R.S. 39-22-103(5.3)), so the federal senior deduction (§151(f)) passes through.
    let taxable = c.federal_taxable_after_senior();
    calc.line("Colorado taxable income (federal taxable income)", taxable);
    calc.marginal = RATE;
    calc.settle(taxable * RATE, &[]);
    // C.R.S. 39-22-123.5: Colorado EITC, refundable; 50% of the federal credit for 2025 (CO DOR
    // 2025 Book 104; the TABOR-dependent share set under HB 24-1134). 2026 share carried.
    calc.refundable_credit(
        "Colorado earned income credit (refundable)",
        federal_eitc(c) * dec!(0.50),
    );
    calc.note("Colorado child tax credit (children under 6), family affordability credit and the high-income deduction add-back are not modelled.");
    if c.is_2026() {
        calc.note("A TABOR-triggered temporary rate cut for 2026, if any, is not modelled; the 2025 EITC share (50%) is used.");
    }
    calc
}
