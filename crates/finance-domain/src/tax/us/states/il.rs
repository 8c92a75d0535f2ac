//! Illinois: flat 4.95% of federal AGI less exemptions (35 ILCS 5/201(b)(5.4), 5/204).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, pos};

struct Params {
    rate: Decimal,
    exemption: Decimal,
}

/// IL-1040 2025 instructions, line 10: $2,850 per exemption; rate 35 ILCS 5/201(b)(5.4).
const Y2025: Params = Params {
    rate: dec!(0.0495),
    exemption: dec!(2850),
};
/// 2026 exemption indexed under 35 ILCS 5/204(d); IDOR's 2026 figure not confirmed, 2025 carried.
const Y2026: Params = Params {
    rate: dec!(0.0495),
    exemption: dec!(2850),
};

pub(super) fn compute(c: &Ctx) -> Calc {
    let p = if c.is_2026() { &Y2026 } else { &Y2025 };
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional(
            "Illinois 2026 exemption amount not yet confirmed; 2025's $2,850 carried forward",
        );
    }
    // No exemption once AGI exceeds $250,000 ($500,000 joint): 35 ILCS 5/204(g).
    let limit = if c.mfj() { dec!(500000) } else { dec!(250000) };
    let exemptions = if c.agi() > limit {
        Decimal::ZERO
    } else {
        // 5/204(d): $1,000 more for each taxpayer 65 or over (IL-1040 line 10, exemption allowance), within the same
        // income limit as the whole exemption allowance.
        c.household() * p.exemption + c.aged(65) * dec!(1000)
    };
    calc.line("Illinois exemptions", exemptions);
    let taxable = pos(c.agi() - exemptions);
    calc.line("Illinois base income", taxable);
    calc.marginal = p.rate;
    calc.settle(taxable * p.rate, &[]);
    // 35 ILCS 5/212: Illinois EITC 20% of federal, refundable.
    calc.refundable_credit(
        "Illinois earned income credit (refundable)",
        federal_eitc(c) * dec!(0.20),
    );
    calc.note("Illinois child tax credit (children under 12) is not modelled: ages are not known.");
    calc
}
