//! New York State: schedules on NY taxable income (Tax Law 601), the supplemental tax that
//! recaptures the lower brackets above $107,650 of AGI (601(d-1)), standard deduction (614),
//! dependent exemption (616), household credit (606(b)), EITC (606(d)) and Empire State child
//! credit (606(c-1)).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos};

/// NY DTF 2025 IT-201 instructions, NYS tax rate schedule (Tax Law 601(a)-(c)).
const SINGLE_2025: Schedule = &[
    (dec!(0), dec!(0.04)),
    (dec!(8500), dec!(0.045)),
    (dec!(11700), dec!(0.0525)),
    (dec!(13900), dec!(0.055)),
    (dec!(80650), dec!(0.06)),
    (dec!(215400), dec!(0.0685)),
    (dec!(1077550), dec!(0.0965)),
    (dec!(5000000), dec!(0.103)),
    (dec!(25000000), dec!(0.109)),
];
const JOINT_2025: Schedule = &[
    (dec!(0), dec!(0.04)),
    (dec!(17150), dec!(0.045)),
    (dec!(23600), dec!(0.0525)),
    (dec!(27900), dec!(0.055)),
    (dec!(161550), dec!(0.06)),
    (dec!(323200), dec!(0.0685)),
    (dec!(2155350), dec!(0.0965)),
    (dec!(5000000), dec!(0.103)),
    (dec!(25000000), dec!(0.109)),
];
const HOH_2025: Schedule = &[
    (dec!(0), dec!(0.04)),
    (dec!(12800), dec!(0.045)),
    (dec!(17650), dec!(0.0525)),
    (dec!(20900), dec!(0.055)),
    (dec!(107650), dec!(0.06)),
    (dec!(269300), dec!(0.0685)),
    (dec!(1616450), dec!(0.0965)),
    (dec!(5000000), dec!(0.103)),
    (dec!(25000000), dec!(0.109)),
];
/// Tax Law 601 as amended by L.2025 ch.59 Part A (FY2026 budget): for 2026 the five lowest
/// rates fall by 0.1 point (3.9%, 4.4%, 5.15%, 5.4%, 5.9%); brackets unchanged.
const SINGLE_2026: Schedule = &[
    (dec!(0), dec!(0.039)),
    (dec!(8500), dec!(0.044)),
    (dec!(11700), dec!(0.0515)),
    (dec!(13900), dec!(0.054)),
    (dec!(80650), dec!(0.059)),
    (dec!(215400), dec!(0.0685)),
    (dec!(1077550), dec!(0.0965)),
    (dec!(5000000), dec!(0.103)),
    (dec!(25000000), dec!(0.109)),
];
const JOINT_2026: Schedule = &[
    (dec!(0), dec!(0.039)),
    (dec!(17150), dec!(0.044)),
    (dec!(23600), dec!(0.0515)),
    (dec!(27900), dec!(0.054)),
    (dec!(161550), dec!(0.059)),
    (dec!(323200), dec!(0.0685)),
    (dec!(2155350), dec!(0.0965)),
    (dec!(5000000), dec!(0.103)),
    (dec!(25000000), dec!(0.109)),
];
const HOH_2026: Schedule = &[
    (dec!(0), dec!(0.039)),
    (dec!(12800), dec!(0.044)),
    (dec!(17650), dec!(0.0515)),
    (dec!(20900), dec!(0.054)),
    (dec!(107650), dec!(0.059)),
    (dec!(269300), dec!(0.0685)),
    (dec!(1616450), dec!(0.0965)),
    (dec!(5000000), dec!(0.103)),
    (dec!(25000000), dec!(0.109)),
];

const RATES_2025: ByStatus<Schedule> = [SINGLE_2025, JOINT_2025, SINGLE_2025, HOH_2025];
const RATES_2026: ByStatus<Schedule> = [SINGLE_2026, JOINT_2026, SINGLE_2026, HOH_2026];

/// Tax Law 614: $8,000 single/separate, $16,050 joint, $11,200 head of household (not indexed).
const STANDARD_DEDUCTION: ByStatus<Decimal> = [dec!(8000), dec!(16050), dec!(8000), dec!(11200)];
/// Tax Law 601(d-1): the supplemental tax starts above this AGI and phases in over $50,000.
const RECAPTURE_AGI: Decimal = dec!(107650);
/// Bracket whose rate the first recapture worksheet applies to all taxable income: the 5.5%
/// bracket on joint returns, the 6% bracket otherwise (IT-201 instructions, worksheet 1).
const FIRST_RECAPTURED: ByStatus<usize> = [4, 3, 4, 4];

pub(super) fn compute(c: &Ctx) -> Calc {
    let rates = c.pick(if c.is_2026() { RATES_2026 } else { RATES_2025 });
    let mut calc = Calc::default();
    let std = c.pick(STANDARD_DEDUCTION);
    let dep = c.deps() * dec!(1000);
    calc.line("New York standard deduction", std);
    calc.line("New York dependent exemptions", dep);
    let taxable = pos(c.agi() - std - dep);
    calc.line("New York taxable income", taxable);
    let (scheduled, marginal) = apply(rates, taxable);
    let first = c.pick(FIRST_RECAPTURED);
    let gross = scheduled + recapture(rates, first, c.agi(), taxable, scheduled);
    if gross > scheduled {
        calc.line(
            "New York supplemental tax (bracket recapture)",
            gross - scheduled,
        );
    }
    calc.marginal = marginal;
    calc.settle(gross, &[("New York household credit", household_credit(c))]);
    calc.refundable_credit(
        "New York earned income credit (refundable)",
        federal_eitc(c) * dec!(0.30),
    );
    calc.refundable_credit(
        "Empire State child credit (refundable)",
        empire_child_credit(c),
    );
    if c.input.dependents > 0 && empire_child_credit(c).is_zero() {
        calc.note("Empire State child credit above its income limits (33% of the federal child credit) is not modelled.");
    }
    calc
}

/// The supplemental tax of Tax Law 601(d-1): above $107,650 of AGI the benefit of the lower
/// brackets is taken back, phasing in over $50,000 of AGI for each bracket in turn, until the
/// whole of taxable income is taxed at the rate of its top bracket (all of it at 10.9% once AGI
/// passes $25,000,000).
fn recapture(
    rates: Schedule,
    first: usize,
    agi: Decimal,
    taxable: Decimal,
    scheduled: Decimal,
) -> Decimal {
    if agi <= RECAPTURE_AGI || taxable.is_zero() {
        return Decimal::ZERO;
    }
    let k = rates
        .iter()
        .rposition(|&(from, _)| from < taxable)
        .unwrap_or(0)
        .max(first);
    let (from_k, rate_k) = rates[k];
    // Already recaptured for lower brackets: all of it at the previous rate up to this bracket.
    let base = if k > first {
        let prev_rate = rates[k - 1].1;
        let (tax_to_here, _) = apply(rates, from_k);
        pos(prev_rate * from_k - tax_to_here)
    } else {
        Decimal::ZERO
    };
    let full = pos(rate_k * taxable - scheduled);
    let phase =
        ((agi - from_k.max(RECAPTURE_AGI)) / dec!(50000)).clamp(Decimal::ZERO, Decimal::ONE);
    base + (full - base).max(Decimal::ZERO) * phase
}

/// Tax Law 606(b): by federal AGI; for married and head-of-household returns the amount grows
/// with the number of exemptions (taxpayers and dependents). Separate filers take half the
/// married figure.
fn household_credit(c: &Ctx) -> Decimal {
    let agi = c.agi();
    if c.status() == crate::tax::FilingStatus::Single {
        return match agi {
            a if a <= dec!(5000) => dec!(75),
            a if a <= dec!(6000) => dec!(60),
            a if a <= dec!(7000) => dec!(50),
            a if a <= dec!(20000) => dec!(45),
            a if a <= dec!(25000) => dec!(40),
            a if a <= dec!(28000) => dec!(20),
            _ => Decimal::ZERO,
        };
    }
    let (base, per_extra) = match agi {
        a if a <= dec!(5000) => (dec!(90), dec!(15)),
        a if a <= dec!(6000) => (dec!(75), dec!(15)),
        a if a <= dec!(7000) => (dec!(65), dec!(15)),
        a if a <= dec!(20000) => (dec!(60), dec!(15)),
        a if a <= dec!(22000) => (dec!(60), dec!(15)),
        a if a <= dec!(25000) => (dec!(50), dec!(10)),
        a if a <= dec!(28000) => (dec!(40), dec!(5)),
        a if a <= dec!(32000) => (dec!(20), dec!(5)),
        _ => return Decimal::ZERO,
    };
    let exemptions = c.household();
    let amount = base + per_extra * pos(exemptions - Decimal::ONE);
    if c.mfs() { amount / dec!(2) } else { amount }
}

/// Tax Law 606(c-1) as amended for 2025-2026: $330 (2025) / $500 (2026) per child aged 4-16
/// (all children are assumed to be 4 or older) while federal AGI is at most $110,000 joint,
/// $75,000 single or head of household, $55,000 separate.
fn empire_child_credit(c: &Ctx) -> Decimal {
    let limit = c.pick([dec!(75000), dec!(110000), dec!(55000), dec!(75000)]);
    if c.agi() > limit {
        return Decimal::ZERO;
    }
    c.deps() * if c.is_2026() { dec!(500) } else { dec!(330) }
}
