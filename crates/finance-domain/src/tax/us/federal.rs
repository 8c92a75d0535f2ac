//! Federal income tax on wages: standard deduction, brackets, child tax credit and earned income
//! credit.

use rust_decimal::Decimal;

use super::params::{UsParams, status_index};
use super::senior::{self, Aged};
use crate::tax::FilingStatus;
use crate::tax::schedule::progressive;
use crate::tax::sign::{or_zero, positive};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Federal {
    /// The basic standard deduction for the filing status.
    pub standard_deduction: Decimal,
    /// Additional standard deduction and senior deduction for people 65 or over.
    pub aged: Aged,
    /// Taxable income before the senior deduction (what the states that start from federal
    /// taxable income are given; see docs/tax-states.md).
    pub taxable_before_senior: Decimal,
    pub taxable_income: Decimal,
    pub tax_before_credits: Decimal,
    /// The part of the child tax credit that reduced the tax.
    pub child_credit_used: Decimal,
    /// Liability after non-refundable credits, before refundable ones.
    pub tax: Decimal,
    pub additional_child_credit: Decimal,
    pub earned_income_credit: Decimal,
    /// d(tax)/d(wages).
    pub marginal: Decimal,
}

/// `wages` are federal (box 1) wages: after pre-tax deferrals. They are AGI and modified AGI too.
/// `childless_age_ok`: a taxpayer on the return meets the EITC's age test for a worker without a
/// qualifying child (see [`childless_eitc_age_ok`]).
pub fn federal(
    p: &UsParams,
    status: FilingStatus,
    wages: Decimal,
    children: u32,
    aged_count: u32,
    childless_age_ok: bool,
) -> Federal {
    let i = status_index(status);
    let deduction = p.standard_deduction[i];
    let aged = senior::aged(&p.aged, status, aged_count, wages);
    let before_senior = or_zero(wages - deduction - aged.additional_standard);
    let taxable = or_zero(before_senior - aged.senior);
    let (before, bracket_rate) = progressive(p.brackets[i], taxable);
    // The senior deduction's phase-out makes each extra dollar of wages add more than a dollar of
    // taxable income.
    let bracket_rate = if positive(taxable) {
        bracket_rate * (Decimal::ONE + aged.senior_slope)
    } else {
        Decimal::ZERO
    };

    let ctc = &p.ctc;
    let kids = Decimal::from(children);
    let over = wages - ctc.phase_out_start[i];
    let steps = if positive(over) {
        (over / ctc.phase_out_step).ceil()
    } else {
        Decimal::ZERO
    };
    let credit = or_zero(ctc.per_child * kids - steps * ctc.phase_out_per_step);
    let used = credit.min(before);
    let tax = before - used;
    let refundable = (credit - used)
        .min(ctc.refundable_per_child * kids)
        .min(or_zero(
            (wages - ctc.refundable_earned_floor) * ctc.refundable_rate,
        ));

    // Averaged slope of the $50-per-$1,000 phase-out while some credit is left to lose.
    let phase_out_slope = if positive(over) && positive(credit) {
        ctc.phase_out_per_step / ctc.phase_out_step
    } else {
        Decimal::ZERO
    };
    let marginal = if before > credit {
        bracket_rate + phase_out_slope
    } else {
        Decimal::ZERO
    };

    Federal {
        standard_deduction: deduction,
        aged,
        taxable_before_senior: before_senior,
        taxable_income: taxable,
        tax_before_credits: before,
        child_credit_used: used,
        tax,
        additional_child_credit: refundable,
        earned_income_credit: if children == 0 && !childless_age_ok {
            Decimal::ZERO
        } else {
            eitc(p, status, wages, children)
        },
        marginal,
    }
}

/// Without a qualifying child the EITC needs a taxpayer aged at least 25 and under 65 at the end
/// of the year (26 U.S.C. §32(c)(1)(A)(ii)(II)); on a joint return one spouse is enough. An age
/// that is not known is taken to qualify, as before ages were asked for.
pub fn childless_eitc_age_ok(taxpayers_ages: &[Option<u32>]) -> bool {
    taxpayers_ages
        .iter()
        .any(|a| a.is_none_or(|a| (25..65).contains(&a)))
}

/// 26 U.S.C. §32 by formula (the IRS table rounds to $50 bands; differences are a few dollars).
/// Married filing separately is treated as ineligible (the separated-spouse exception is not modelled).
pub fn eitc(p: &UsParams, status: FilingStatus, wages: Decimal, children: u32) -> Decimal {
    if status == FilingStatus::MarriedFilingSeparately || !positive(wages) {
        return Decimal::ZERO;
    }
    let e = &p.eitc;
    let n = children.min(3) as usize;
    let start = if status == FilingStatus::MarriedFilingJointly {
        e.phase_out_start_joint[n]
    } else {
        e.phase_out_start[n]
    };
    // The published maximum is the rate times the earned amount, rounded to whole dollars.
    let phased_in = if wages >= e.earned_amount[n] {
        e.max_credit[n]
    } else {
        (e.phase_in_rate[n] * wages).min(e.max_credit[n])
    };
    let reduction = or_zero(e.phase_out_rate[n] * (wages - start));
    or_zero(phased_in - reduction)
}
