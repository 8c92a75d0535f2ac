//! Kentucky: flat rate on federal AGI less the standard deduction (KRS 141.020, 141.081), then
//! the family size tax credit (141.066).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::engine::{Calc, Ctx, pos};

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // KRS 141.020(2)(c): 4.0% for 2025 (HB 1, 2024); 3.5% for 2026 (HB 1, 2025).
    let rate = if c.is_2026() { dec!(0.035) } else { dec!(0.04) };
    // KY DOR 2025 Form 740 instructions: standard deduction $3,270; 2026 $3,360 (KY DOR 2026
    // withholding formula).
    let per_filer = if c.is_2026() { dec!(3360) } else { dec!(3270) };
    // One deduction per return. A couple may instead file separately on a combined return, where
    // each spouse deducts only against their own income, so with one earner the second deduction
    // is worth nothing (Form 740 instructions). Found by the PolicyEngine differential check:
    // two deductions were taken on joint returns before.
    let std = per_filer;
    calc.line("Kentucky standard deduction", std);
    let taxable = pos(c.agi() - std);
    calc.line("Kentucky taxable income", taxable);
    calc.marginal = rate;
    let gross = taxable * rate;
    let credit = gross * family_size_credit_rate(c);
    // 141.020(3)(a): a $40 personal tax credit for each taxpayer 65 or over (Schedule ITC).
    calc.settle(
        gross,
        &[
            ("Kentucky family size tax credit", credit),
            (
                "Kentucky personal tax credits (65 or over)",
                c.aged(65) * dec!(40),
            ),
        ],
    );
    calc
}

/// KRS 141.066: the share of tax forgiven, by modified gross income as a share of the federal
/// poverty guideline for the family (at most four people counted). HHS guidelines for the
/// contiguous states: 2025 $15,650 + $5,500 per extra person; 2026 $15,960 + $5,680. Rates by
/// band (141.066(3), Schedule ITC): 100% up to the guideline, then 90% to 104%, 80% to 108%,
/// 70% to 112%, 60% to 116%, 50% to 120%, 40% to 124%, 30% to 127%, 20% to 130%, 10% to 133%.
/// Found missing by the PolicyEngine differential check.
fn family_size_credit_rate(c: &Ctx) -> Decimal {
    let (first, extra) = if c.is_2026() {
        (dec!(15960), dec!(5680))
    } else {
        (dec!(15650), dec!(5500))
    };
    let size = c.household().min(dec!(4));
    let threshold = first + extra * (size - Decimal::ONE);
    let ratio = c.agi() / threshold;
    const BANDS: [(Decimal, Decimal); 10] = [
        (dec!(1.00), dec!(1.0)),
        (dec!(1.04), dec!(0.9)),
        (dec!(1.08), dec!(0.8)),
        (dec!(1.12), dec!(0.7)),
        (dec!(1.16), dec!(0.6)),
        (dec!(1.20), dec!(0.5)),
        (dec!(1.24), dec!(0.4)),
        (dec!(1.27), dec!(0.3)),
        (dec!(1.30), dec!(0.2)),
        (dec!(1.33), dec!(0.1)),
    ];
    BANDS
        .iter()
        .find(|(upto, _)| ratio <= *upto)
        .map_or(Decimal::ZERO, |(_, share)| *share)
}
