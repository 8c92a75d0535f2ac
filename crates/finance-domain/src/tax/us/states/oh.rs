//! Ohio: schedule on Ohio AGI less exemptions (R.C. 5747.02, 5747.025) and the exemption and
//! earned income credits (5747.022, 5747.71).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, pos};

const ZERO_BAND: Decimal = dec!(26050);
/// Tax on the first dollar above the zero band; a documented cliff at $26,050 of taxable income.
/// R.C. 5747.02(A)(3)(b) (HB 96, 2025; 2025 IT 1040 instructions p. 18): $342.00 for 2025 (the
/// $360.69 of 2024 was used here before the PolicyEngine differential check caught it);
/// R.C. 5747.02(A)(4): $332.00 from 2026.
const BASE_2025: Decimal = dec!(342.00);
const BASE_2026: Decimal = dec!(332.00);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    let agi = c.agi();
    // R.C. 5747.025: per exemption $2,400 (MAGI <= $40,000), $2,150 (<= $80,000), $1,900 above.
    // HB 96 (2025; 2025 IT 1040 instructions p. 17): no exemptions once MAGI reaches $750,000
    // ($500,000 from 2026). Found by the PolicyEngine differential check.
    let no_exemption_from = if c.is_2026() {
        dec!(500000)
    } else {
        dec!(750000)
    };
    let per = if agi >= no_exemption_from {
        Decimal::ZERO
    } else if agi <= dec!(40000) {
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
        (
            BASE_2026 + (taxable - ZERO_BAND) * dec!(0.0275),
            dec!(0.0275),
        )
    } else if taxable <= dec!(100000) {
        // 2025 Ohio IT 1040 instructions: $342.00 + 2.75% above $26,050 up to $100,000.
        (
            BASE_2025 + (taxable - ZERO_BAND) * dec!(0.0275),
            dec!(0.0275),
        )
    } else {
        // HB 96 (2025): $2,394.32 + 3.125% above $100,000 for 2025.
        (
            dec!(2394.32) + (taxable - dec!(100000)) * dec!(0.03125),
            dec!(0.03125),
        )
    };
    if c.is_2026() {
        calc.provisional("Ohio 2026 base amount ($332.00 above $26,050, R.C. 5747.02(A)(4)) not yet confirmed from the 2026 IT 1040 instructions");
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
    // R.C. 5747.055: senior citizen credit, $50 per return when the taxpayer or spouse is 65 or
    // over and Ohio AGI less exemptions is under $100,000 (Schedule of Credits, 2025 IT 1040
    // instructions).
    let senior = if c.aged(65) > Decimal::ZERO && taxable < dec!(100000) {
        dec!(50)
    } else {
        Decimal::ZERO
    };
    calc.settle(
        gross,
        &[
            ("Ohio senior citizen credit", senior),
            ("Ohio exemption credit", exemption_credit),
            ("Ohio earned income credit", eitc),
        ],
    );
    calc.note("Ohio joint filing credit (both spouses with income) is not modelled.");
    calc
}
