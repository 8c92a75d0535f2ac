//! Iowa: flat rate on federal taxable income (Iowa Code 422.5 and 422.7 as amended by SF 2442, 2024).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, pos};

/// Iowa Code 422.5A: 3.8% for tax years beginning 2025 and after (SF 2442, 2024).
const RATE: Decimal = dec!(0.038);
/// Rate of the alternate tax for every status but single (see `compute`).
const ALT_RATE: Decimal = dec!(0.043);

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
    // Step 3).
    let credits = (personal + c.deps()) * dec!(40) + c.aged(65) * dec!(20);
    let aged = c.aged(65) > Decimal::ZERO;
    let single = c.status() == crate::tax::FilingStatus::Single;
    let mut gross = taxable * RATE;
    // Alternate tax (IA 1040 line 5 worksheet; Iowa DOR 1040 expanded instructions, "Iowa tax"):
    // every status but single may pay instead a flat rate on income (before the deductions) above
    // $13,500, or $32,000 when the taxpayer or spouse is 65 or over; a separate return uses the
    // couple's income, which with one earner is this return's. Rate 4.3% for 2025 as
    // PolicyEngine transcribes the 2025 instructions (not opened from this machine); 2026
    // carried. It binds for separate and head of household filers 65 or over, whose deduction is
    // below $32,000. Found by the PolicyEngine differential check.
    if !single {
        let alternate = pos(c.agi() - if aged { dec!(32000) } else { dec!(13500) }) * ALT_RATE;
        if alternate < gross {
            calc.line("Iowa alternate tax", alternate);
            gross = alternate;
            calc.marginal = ALT_RATE;
            if c.is_2026() {
                calc.provisional("Iowa 2026 alternate tax rate not confirmed; the 2025 rate (4.3%) carried forward");
            }
        }
    }
    calc.settle(gross, &[("Iowa exemption credits", credits)]);
    // Iowa Code 422.5 low-income exemption (IA 1040 instructions, "Who is exempt"): no tax when
    // net income (federal AGI for wages alone) is at most $9,000 single or $13,500 otherwise,
    // $24,000 / $32,000 when the taxpayer or spouse is 65 or over; and a single filer's tax is at
    // most the income above that limit (tax reduction worksheet). With one earner the separate
    // return's income is the couple's. A documented cliff: full tax a dollar above the limit.
    // Found by the PolicyEngine differential check (the 65+ limits bind for separate and head of
    // household returns, whose federal deduction is smaller).
    let limit = match (single, aged) {
        (true, false) => dec!(9000),
        (true, true) => dec!(24000),
        (false, false) => dec!(13500),
        (false, true) => dec!(32000),
    };
    if c.agi() <= limit {
        if calc.tax > Decimal::ZERO {
            calc.line("Iowa low-income exemption", -calc.tax);
        }
        calc.tax = Decimal::ZERO;
        calc.marginal = Decimal::ZERO;
    } else if single && calc.tax > c.agi() - limit {
        calc.line(
            "Iowa tax reduction (low income)",
            c.agi() - limit - calc.tax,
        );
        calc.tax = c.agi() - limit;
    }
    // Iowa Code 422.12B: 15% of the federal EITC, refundable.
    calc.refundable_credit(
        "Iowa earned income credit (refundable)",
        federal_eitc(c) * dec!(0.15),
    );
    calc
}
