//! Australia: resident individual income tax, Low Income Tax Offset, Medicare levy and surcharge.

pub mod medicare;
pub mod offsets;
pub mod params;

use std::borrow::Cow;

use chrono::NaiveDate;
use rust_decimal::Decimal;

use crate::error::DomainError;
use crate::profile::Country;
use crate::tax::rounding::{cents, rate};
use crate::tax::schedule::progressive;
use crate::tax::{TaxLine, TaxRequest, TaxResult, year};
use medicare::Family;
use params::AuParams;

const NOT_MODELLED: [&str; 6] = [
    "Deductions, and tax offsets other than the low income tax offset (such as the seniors and pensioners tax offset)",
    "HELP and other study loan repayments",
    "Medicare levy exemptions and the private health insurance rebate",
    "Income for surcharge purposes beyond taxable income (reportable fringe benefits, super contributions, investment losses)",
    "Superannuation contributions tax and Division 293 tax",
    "Non-resident and part-year resident rates",
];

/// The table for the request's year, or for the year in force on `today`. A `today` outside the
/// tables uses the nearest table and says so.
fn resolve(
    req: &TaxRequest,
    today: NaiveDate,
    reasons: &mut Vec<Cow<'static, str>>,
) -> Result<(&'static AuParams, String), DomainError> {
    let unsupported = |year: &str| DomainError::UnsupportedTaxYear {
        country: "australia".into(),
        year: year.into(),
        supported: params::supported(),
    };
    match req.tax_year.as_deref() {
        Some(raw) => {
            let start = year::parse_au(raw).ok_or_else(|| unsupported(raw))?;
            let p = params::for_start_year(start).ok_or_else(|| unsupported(raw))?;
            Ok((p, p.label.to_string()))
        }
        None => {
            let start = year::au_start_year_on(today);
            if let Some(p) = params::for_start_year(start) {
                return Ok((p, p.label.to_string()));
            }
            let nearest = if start > params::ALL[params::ALL.len() - 1].start_year {
                params::ALL[params::ALL.len() - 1]
            } else {
                params::ALL[0]
            };
            let label = year::au_label(start);
            reasons.push(Cow::Owned(format!(
                "Rates for {label} are not in Penny yet; the {} rates and thresholds are used",
                nearest.label
            )));
            Ok((nearest, label))
        }
    }
}

pub fn calculate(req: &TaxRequest, today: NaiveDate) -> Result<TaxResult, DomainError> {
    let mut reasons: Vec<Cow<'static, str>> = Vec::new();
    let (p, label) = resolve(req, today, &mut reasons)?;
    let income = req.income;
    let partnered = req.marital_status.is_some_and(|m| m.is_partnered());
    let family = (partnered || req.dependents > 0).then(|| Family {
        income: req.household_income.unwrap_or(income).max(income),
        dependants: req.dependents,
    });
    let mut assumptions: Vec<Cow<'static, str>> = Vec::with_capacity(4);
    assumptions.push(Cow::Borrowed(
        "Income is taxable income of a full-year Australian resident",
    ));
    if family.is_some() {
        assumptions.push(Cow::Borrowed(
            "Medicare levy family thresholds apply because you have a spouse or dependants; dependants are counted as dependent children",
        ));
        if partnered && req.household_income.is_none() {
            assumptions.push(Cow::Borrowed(
                "Family income is taken as your income alone because no household income was given",
            ));
        }
    }

    let (gross, bracket_rate) = progressive(p.scale, income);
    let (lito, lito_slope) = offsets::lito(&p.lito, income);
    let lito_used = lito.min(gross);
    let income_tax = cents(gross - lito_used);
    let tax_marginal = if gross > lito {
        bracket_rate + lito_slope
    } else {
        Decimal::ZERO
    };

    let levy = medicare::levy(&p.medicare, income, family);
    if levy.threshold_mattered
        && let Some(why) = p.medicare.provisional
    {
        reasons.push(Cow::Borrowed(why));
    }
    let levy_amount = cents(levy.amount);

    let covered = req.private_hospital_cover.unwrap_or(true);
    if req.private_hospital_cover.is_none() {
        assumptions.push(Cow::Borrowed(
            "Private hospital cover is assumed because it was not stated, so no Medicare levy surcharge applies",
        ));
    }
    let surcharge = if covered {
        None
    } else {
        if let Some(why) = p.surcharge.provisional {
            reasons.push(Cow::Borrowed(why));
        }
        Some(medicare::surcharge(
            &p.surcharge,
            &p.medicare,
            income,
            family,
        ))
    };
    let surcharge_amount = surcharge.map_or(Decimal::ZERO, |s| cents(s.amount));
    let fica = levy_amount + surcharge_amount;

    let mut breakdown = Vec::with_capacity(5);
    breakdown.push(TaxLine::new("Tax on taxable income", cents(gross)));
    breakdown.push(TaxLine::new("Low income tax offset", -cents(lito_used)));
    breakdown.push(TaxLine::new("Income tax", income_tax));
    breakdown.push(TaxLine::new("Medicare levy", levy_amount));
    if surcharge.is_some() {
        breakdown.push(TaxLine::new("Medicare levy surcharge", surcharge_amount));
    }

    let total = income_tax + fica;
    let marginal = tax_marginal + levy.marginal + surcharge.map_or(Decimal::ZERO, |s| s.rate);
    Ok(TaxResult {
        country: Country::Australia,
        tax_year: label,
        income: cents(income),
        filing_status: None,
        state: req.state,
        federal_tax: income_tax,
        state_tax: Decimal::ZERO,
        fica_tax: fica,
        take_home: cents(income) - total,
        breakdown,
        refundable_credits: Vec::new(),
        marginal_rate: rate(marginal),
        average_rate: average(total, income),
        provisional: !reasons.is_empty(),
        provisional_reasons: reasons,
        assumptions,
        not_modelled: NOT_MODELLED.iter().map(|s| Cow::Borrowed(*s)).collect(),
    })
}

pub(crate) fn average(total: Decimal, income: Decimal) -> Decimal {
    if income > Decimal::ZERO {
        rate(total / income)
    } else {
        Decimal::ZERO
    }
}
