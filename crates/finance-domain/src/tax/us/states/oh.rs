//! Ohio: schedule on Ohio AGI less exemptions (R.C. 5747.02, 5747.025) and the exemption and
//! earned income credits (5747.022, 5747.71).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, pos};

const ZERO_BAND: Decimal = dec!(26050);
/// Tax on the first dollar above the zero band, carried over from the older schedule; a
/// documented cliff at $26,050 of taxable income.
const BASE: Decimal = dec!(360.69);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    let agi = c.agi();
    // R.C. 5747.025: per exemption $2,400 (MAGI <= $40,000), $2,150 (<= $80,000), $1,900 above.
    let per = if agi <= dec!(40000) {
        dec!(2400)
    } else if agi <= dec!(80000) {
        dec!(2150)
    } else {
        dec!(1900)
    };
    let ex = c.household() * per;
    calc.line("Ohio personal and dependent exemptions", ex);
    let taxable = pos(agi - ex);
    calc.line("Ohio taxable income", taxable);
    let (gross, marginal) = if taxable <= ZERO_BAND {
        (Decimal::ZERO, Decimal::ZERO)
    } else if c.is_2026() {
        // R.C. 5747.02(A)(2) as amended by HB 96 (2025): flat 2.75% above $26,050 from 2026.
        (BASE + (taxable - ZERO_BAND) * dec!(0.0275), dec!(0.0275))
    } else if taxable <= dec!(100000) {
        // 2025 Ohio IT 1040 instructions: $360.69 + 2.75% above $26,050 up to $100,000.
        (BASE + (taxable - ZERO_BAND) * dec!(0.0275), dec!(0.0275))
    } else {
        // HB 96 (2025): $2,394.32 + 3.125% above $100,000 for 2025.
        (
            dec!(2394.32) + (taxable - dec!(100000)) * dec!(0.03125),
            dec!(0.03125),
        )
    };
    if c.is_2026() {
        calc.provisional("Ohio 2026 schedule assumes HB 96's flat 2.75% keeps the $360.69 base amount above $26,050");
    }
    calc.marginal = marginal;
    // R.C. 5747.022: $20 per exemption when MAGI is at most $30,000.
    let exemption_credit = if agi <= dec!(30000) {
        c.household() * dec!(20)
    } else {
        Decimal::ZERO
    };
    // R.C. 5747.71: 30% of the federal EITC, non-refundable; limited to half the tax when
    // Ohio income exceeds $20,000.
    let mut eitc = federal_eitc(c) * dec!(0.30);
    if agi > dec!(20000) {
        eitc = eitc.min(pos(gross - exemption_credit) / dec!(2));
    }
    calc.settle(
        gross,
        &[
            ("Ohio exemption credit", exemption_credit),
            ("Ohio earned income credit", eitc),
        ],
    );
    calc.note("Ohio joint filing credit (both spouses with income) is not modelled.");
    calc
}
