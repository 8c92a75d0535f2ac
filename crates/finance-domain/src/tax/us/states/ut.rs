//! Utah: flat rate on federal AGI (Utah Code 59-10-104) less the taxpayer tax credit
//! (59-10-1018), which phases out with income.

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{Calc, Ctx, pos};

struct Params {
    rate: Decimal,
    /// Personal exemption per dependent used inside the credit, 59-10-1018(1)(g).
    exemption: Decimal,
    /// Income above which the credit phases out at 1.3%: single, joint, separate, head of household.
    phase_out_base: [Decimal; 4],
}

/// Utah Code 59-10-104(2) as amended by HB 106 (2025): 4.5%. Utah State Tax Commission TC-40
/// 2025 instructions: exemption $2,111; base amounts $18,213 / $36,426 / $18,213 / $27,320.
const Y2025: Params = Params {
    rate: dec!(0.045),
    exemption: dec!(2111),
    phase_out_base: [dec!(18213), dec!(36426), dec!(18213), dec!(27320)],
};
/// 2026: rate 4.45% (SB 60, 2026, Utah Code 59-10-104(2)(b)); indexed exemption and phase-out
/// base not confirmed, 2025's carried.
const Y2026: Params = Params {
    rate: dec!(0.0445),
    ..Y2025
};

pub(super) fn compute(c: &Ctx) -> Calc {
    let p = if c.is_2026() { &Y2026 } else { &Y2025 };
    let mut calc = Calc::default();
    if c.is_2026() {
        calc.provisional("Utah 2026 exemption and taxpayer credit phase-out base not confirmed; 2025 figures carried forward");
    }
    let income = c.agi();
    calc.line("Utah taxable income", income);
    let gross = income * p.rate;
    // Taxpayer tax credit: 6% of (federal standard deduction + dependent exemptions), less 1.3%
    // of income above the base.
    let initial =
        (c.federal_standard_deduction().min(income) + c.deps() * p.exemption) * dec!(0.06);
    let credit = pos(initial - pos(income - c.pick(p.phase_out_base)) * dec!(0.013));
    calc.marginal = p.rate;
    // 59-10-1044: Utah EITC, 20% of federal, non-refundable.
    calc.settle(
        gross,
        &[
            ("Utah taxpayer tax credit", credit),
            ("Utah retirement credit", retirement_credit(c)),
            (
                "Utah earned income tax credit",
                federal_eitc(c) * dec!(0.20),
            ),
        ],
    );
    calc.note("Utah child tax credit (children under 6) is not modelled: ages are not known.");
    calc
}

/// 59-10-1019: $450 for each taxpayer born on or before 31 December 1952 (the credit needs no
/// retirement income), less 2.5% of modified AGI above $25,000 single, $32,000 joint and head of
/// household, $16,000 separate (TC-40 instructions, retirement credit). Non-refundable.
fn retirement_credit(c: &Ctx) -> Decimal {
    let born_by_1952 = c
        .ages()
        .iter()
        .flatten()
        .filter(|&&age| i64::from(c.input.year) - i64::from(age) <= 1952)
        .count();
    if born_by_1952 == 0 {
        return Decimal::ZERO;
    }
    let base = c.pick([dec!(25000), dec!(32000), dec!(16000), dec!(32000)]);
    pos(Decimal::from(born_by_1952) * dec!(450) - pos(c.agi() - base) * dec!(0.025))
}
