//! United States: federal income tax, FICA and state income tax on wages.

pub mod deferrals;
pub mod federal;
pub mod fica;
pub mod params;
pub mod senior;
pub mod states;

use std::borrow::Cow;

use chrono::{Datelike, NaiveDate};
use rust_decimal::Decimal;

use crate::error::DomainError;
use crate::profile::Country;
use crate::tax::au::average;
use crate::tax::result::PayPeriods;
use crate::tax::rounding::{cents, rate};
use crate::tax::sign::positive;
use crate::tax::{FilingStatus, TaxLine, TaxRequest, TaxResult, year};
use params::UsParams;
use states::{StateTaxInput, state_income_tax};

const NOT_MODELLED: [&str; 6] = [
    "Local and city income taxes",
    "State disability, paid family leave and other state payroll contributions",
    "Itemized deductions and deductions beyond the standard and senior deductions (such as the tips and overtime deductions)",
    "Pre-tax health (cafeteria plan, HSA) contributions, and Roth or after-tax retirement contributions",
    "Credits other than the child tax credit and the earned income credit",
    "Other income: self-employment, investment and capital gains income, and the alternative minimum tax",
];

fn resolve(
    req: &TaxRequest,
    today: NaiveDate,
    reasons: &mut Vec<Cow<'static, str>>,
) -> Result<(&'static UsParams, String), DomainError> {
    let unsupported = |year: &str| DomainError::UnsupportedTaxYear {
        country: "us".into(),
        year: year.into(),
        supported: params::supported(),
    };
    match req.tax_year.as_deref() {
        Some(raw) => {
            let y = year::parse_us(raw).ok_or_else(|| unsupported(raw))?;
            let p = params::for_year(y).ok_or_else(|| unsupported(raw))?;
            Ok((p, p.label.to_string()))
        }
        None => {
            let y = today.year();
            if let Some(p) = params::for_year(y) {
                return Ok((p, p.label.to_string()));
            }
            let last = params::ALL[params::ALL.len() - 1];
            let nearest = if y > last.year { last } else { params::ALL[0] };
            reasons.push(Cow::Owned(format!(
                "Rates for {y} are not in Penny yet; the {} rates and thresholds are used",
                nearest.label
            )));
            Ok((nearest, y.to_string()))
        }
    }
}

fn status_assumption(f: FilingStatus) -> &'static str {
    match f {
        FilingStatus::Single => {
            "Filing status single follows from the profile (not married, no dependents)"
        }
        FilingStatus::MarriedFilingJointly => {
            "Filing status married filing jointly follows from the profile (married)"
        }
        FilingStatus::MarriedFilingSeparately => {
            "Filing status married filing separately was assumed"
        }
        FilingStatus::HeadOfHousehold => {
            "Filing status head of household follows from the profile (not married, with dependents)"
        }
    }
}

/// Crate-private: it trusts `req` to have passed `TaxRequest::validate`, so it is reached only
/// through `tax::calculate` (which checks) and `tax::calculate_valid` (whose argument was checked).
pub(crate) fn calculate(req: &TaxRequest, today: NaiveDate) -> Result<TaxResult, DomainError> {
    let mut reasons: Vec<Cow<'static, str>> = Vec::new();
    let (p, label) = resolve(req, today, &mut reasons)?;
    let status = req.effective_filing_status();
    let wages = req.income;
    let mut assumptions: Vec<Cow<'static, str>> = Vec::with_capacity(6);
    assumptions.push(Cow::Borrowed(
        "Income is wages of one earner, with the standard deduction and no other income or adjustments",
    ));
    if req.filing_status.is_none() {
        assumptions.push(Cow::Borrowed(status_assumption(status)));
    }
    if req.dependents > 0 {
        assumptions.push(Cow::Borrowed(
            "Dependents are qualifying children under 17 with Social Security numbers who lived with you all year",
        ));
    }

    let deferral = req.deferral();
    if positive(deferral) {
        if let Some(note) = deferrals::check(p.year, req.age, wages, deferral)? {
            assumptions.push(note);
        }
        assumptions.push(Cow::Borrowed(
            "The pre-tax contribution is an elective deferral to a 401(k) or 403(b) plan: it leaves federal and most states' taxable wages but not Social Security and Medicare wages",
        ));
    }
    // Federal (box 1) wages: the deferral is excluded (26 U.S.C. §402(e)(3)); FICA is on all wages
    // (§3121(v)(1)(A)).
    let federal_wages = wages - deferral;
    let aged_count = senior::count_65(status, req.age, req.spouse_age);
    // On a joint return the spouse's age defaults to the filer's, as for the 65+ deductions.
    let ages = [req.age, req.spouse_age.or(req.age)];
    let taxpayers = if status == FilingStatus::MarriedFilingJointly {
        2
    } else {
        1
    };
    let childless_age_ok = federal::childless_eitc_age_ok(&ages[..taxpayers]);
    let fed = federal::federal(
        p,
        status,
        federal_wages,
        req.dependents,
        aged_count,
        childless_age_ok,
    );
    let federal_tax = cents(fed.tax);
    let f = fica::fica(&p.fica, status, wages);
    let (ss, medicare, addl) = (
        cents(f.social_security),
        cents(f.medicare),
        cents(f.additional_medicare),
    );
    if status == FilingStatus::MarriedFilingJointly && wages > p.fica.wage_base {
        assumptions.push(Cow::Borrowed(
            "Social Security tax assumes one earner; two earners each have their own wage base",
        ));
    }
    let fica_tax = ss + medicare + addl;

    // Room for the federal lines, a state's lines and FICA without growing.
    let mut breakdown = Vec::with_capacity(24);
    if positive(deferral) {
        breakdown.push(TaxLine::new(
            "Pre-tax retirement contributions",
            -cents(deferral),
        ));
        breakdown.push(TaxLine::new("Federal wages", cents(federal_wages)));
    }
    breakdown.push(TaxLine::new("Standard deduction", fed.standard_deduction));
    if fed.aged.count > 0 {
        breakdown.push(TaxLine::new(
            "Additional standard deduction (65 or over)",
            fed.aged.additional_standard,
        ));
        if p.aged.senior.is_some() {
            breakdown.push(TaxLine::new(
                "Senior deduction (65 or over)",
                cents(fed.aged.senior),
            ));
        }
    }
    breakdown.push(TaxLine::new(
        "Federal taxable income",
        cents(fed.taxable_income),
    ));
    breakdown.push(TaxLine::new(
        "Federal income tax before credits",
        cents(fed.tax_before_credits),
    ));
    breakdown.push(TaxLine::new(
        "Child tax credit (non-refundable)",
        -cents(fed.child_credit_used),
    ));
    breakdown.push(TaxLine::new("Federal income tax", federal_tax));

    // Most results have no refundable credit: allocate only for one.
    let mut refundable = Vec::new();
    if positive(fed.additional_child_credit) {
        refundable.push(TaxLine::new(
            "Additional child tax credit",
            cents(fed.additional_child_credit),
        ));
    }
    if positive(fed.earned_income_credit) {
        refundable.push(TaxLine::new(
            "Earned income credit",
            cents(fed.earned_income_credit),
        ));
        assumptions.push(Cow::Borrowed(
            "The earned income credit assumes you meet its age, residency and investment income rules",
        ));
    }

    let (state_tax, state_marginal) = match req.state {
        None => {
            assumptions.push(Cow::Borrowed(
                "No state was given, so state income tax is 0",
            ));
            (Decimal::ZERO, Decimal::ZERO)
        }
        Some(region) => {
            let s = state_income_tax(&StateTaxInput {
                state: region,
                year: u16::try_from(p.year).unwrap_or(u16::MAX),
                filing_status: status,
                wages: federal_wages,
                federal_agi: federal_wages,
                // The states are given taxable income before the §151(f) senior deduction and the
                // deduction beside it: each state that adopted it subtracts it (docs/tax-states.md).
                federal_taxable_income: fed.taxable_before_senior,
                federal_income_tax: federal_tax,
                dependents: req.dependents,
                elective_deferrals: deferral,
                age: req.age,
                spouse_age: (status == FilingStatus::MarriedFilingJointly)
                    .then_some(req.spouse_age.or(req.age))
                    .flatten(),
                federal_additional_standard: fed.aged.additional_standard,
                federal_senior_deduction: fed.aged.senior,
            })?;
            breakdown.extend(s.lines);
            if positive(s.refundable_credits) {
                refundable.push(TaxLine::new(
                    "State refundable credits",
                    s.refundable_credits,
                ));
            }
            if let Some(why) = s.provisional_reason {
                reasons.push(why);
            }
            assumptions.extend(s.notes);
            (s.tax, s.marginal_rate)
        }
    };

    breakdown.push(TaxLine::new("Social Security", ss));
    breakdown.push(TaxLine::new("Medicare", medicare));
    if positive(addl) {
        breakdown.push(TaxLine::new("Additional Medicare", addl));
    }

    let total = federal_tax + state_tax + fica_tax;
    let take_home = cents(wages) - cents(deferral) - total;
    // Social Security and Medicare tax is on the whole wage, so a deferral can only use what is left
    // after it: pay cannot go below nothing.
    if take_home < Decimal::ZERO && deferral > Decimal::ZERO {
        return Err(DomainError::invalid(
            "preTaxRetirement",
            format!(
                "is more than the pay left after tax: at most {} can be deferred",
                crate::money::money((cents(deferral) + take_home).max(Decimal::ZERO))
            ),
        ));
    }
    Ok(TaxResult {
        country: Country::Us,
        tax_year: label,
        income: cents(wages),
        filing_status: Some(status),
        state: req.state,
        federal_tax,
        state_tax,
        fica_tax,
        take_home,
        take_home_per_period: PayPeriods::from_annual(take_home),
        pre_tax_contributions: cents(deferral),
        help_repayment: None,
        breakdown,
        refundable_credits: refundable,
        marginal_rate: rate(fed.marginal + f.marginal + state_marginal),
        average_rate: average(total, wages),
        provisional: !reasons.is_empty(),
        provisional_reasons: reasons,
        assumptions,
        not_modelled: NOT_MODELLED.iter().map(|s| Cow::Borrowed(*s)).collect(),
    })
}
