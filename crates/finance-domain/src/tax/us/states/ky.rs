//! Kentucky: flat rate on federal AGI less the standard deduction (KRS 141.020, 141.081).

use rust_decimal_macros::dec;

use super::engine::{Calc, Ctx, pos};

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    // KRS 141.020(2)(c): 4.0% for 2025 (HB 1, 2024); 3.5% for 2026 (HB 1, 2025).
    let rate = if c.is_2026() { dec!(0.035) } else { dec!(0.04) };
    // KY DOR 2025 Form 740 instructions: standard deduction $3,270; 2026 $3,360 (KY DOR 2026
    // withholding formula).
    let per_filer = if c.is_2026() { dec!(3360) } else { dec!(3270) };
    // A married couple files separately on a combined return so each spouse takes a deduction.
    let std = per_filer * c.filers();
    calc.line("Kentucky standard deduction", std);
    let taxable = pos(c.agi() - std);
    calc.line("Kentucky taxable income", taxable);
    calc.marginal = rate;
    calc.settle(taxable * rate, &[]);
    calc.note("Kentucky family size tax credit (incomes near the poverty line) is not modelled.");
    calc
}
