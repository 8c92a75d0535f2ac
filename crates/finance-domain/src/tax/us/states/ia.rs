//! Iowa: flat rate on federal taxable income (Iowa Code 422.5 and 422.7 as amended by SF 2442, 2024).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx};

/// Iowa Code 422.5A: 3.8% for tax years beginning 2025 and after (SF 2442, 2024).
const RATE: Decimal = dec!(0.038);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    let taxable = c.federal_taxable();
    calc.line("Iowa taxable income (federal taxable income)", taxable);
    calc.marginal = RATE;
    // Iowa Code 422.12(1): $40 exemption credit per taxpayer and dependent; a head of household
    // claims two personal credits like a joint return (IA 1040 Step 3, 2025 expanded
    // instructions, "Exemption credits"). Found by the PolicyEngine differential check.
    let personal = if c.status() == crate::tax::FilingStatus::HeadOfHousehold {
        dec!(2)
    } else {
        c.filers()
    };
    calc.settle(
        taxable * RATE,
        &[("Iowa exemption credits", (personal + c.deps()) * dec!(40))],
    );
    // Iowa Code 422.12B: 15% of the federal EITC, refundable.
    calc.refundable_credit(
        "Iowa earned income credit (refundable)",
        federal_eitc(c) * dec!(0.15),
    );
    calc
}
