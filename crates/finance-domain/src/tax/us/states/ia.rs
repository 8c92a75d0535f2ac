//! Iowa: flat rate on federal taxable income (Iowa Code 422.5 and 422.7 as amended by SF 2442, 2024).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx};

/// Iowa Code 422.5A: 3.8% for tax years beginning 2025 and after (SF 2442, 2024).
const RATE: Decimal = dec!(0.038);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // Iowa starts from federal taxable income with rolling conformity and adopted the federal
    // senior deduction (Iowa Department of Revenue, "Impact of the One Big Beautiful Bill Act on
    // employee withholding", and 1040 expanded instructions, "Conformity with the IRC").
    let taxable = c.federal_taxable_after_senior();
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
    // Iowa Code 422.12(1)(a): a further $20 credit for each taxpayer 65 or over (IA 1040
    // Step 3). The 65+ low-income exemption ($24,000 single / $32,000 other, 422.5) never binds
    // for wages alone: federal taxable income is already nil or the tax is below the credits.
    let credits = (personal + c.deps()) * dec!(40) + c.aged(65) * dec!(20);
    calc.settle(taxable * RATE, &[("Iowa exemption credits", credits)]);
    // Iowa Code 422.12B: 15% of the federal EITC, refundable.
    calc.refundable_credit(
        "Iowa earned income credit (refundable)",
        federal_eitc(c) * dec!(0.15),
    );
    calc
}
