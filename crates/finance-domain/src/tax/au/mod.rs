//! Australia: resident individual income tax, Low Income Tax Offset, Medicare levy and surcharge.

pub mod help;
pub mod medicare;
pub mod offsets;
pub mod params;
pub mod sapto;
pub mod super_cap;

use std::borrow::Cow;

use chrono::NaiveDate;
use rust_decimal::Decimal;

use crate::error::DomainError;
use crate::profile::Country;
use crate::tax::result::PayPeriods;
use crate::tax::rounding::{cents, rate, ratio};
use crate::tax::schedule::progressive;
use crate::tax::{TaxLine, TaxRequest, TaxResult, year};
use medicare::Family;
use params::AuParams;

const NOT_MODELLED: [&str; 6] = [
    "Deductions, and tax offsets other than the low income and the seniors and pensioners tax offsets (such as a spouse's unused seniors offset)",
    "Voluntary study loan repayments and the yearly indexation of the loan",
    "Medicare levy exemptions and the private health insurance rebate",
    "Income parts beyond taxable income and salary sacrifice (reportable fringe benefits, net investment losses, exempt foreign employment income)",
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

/// Crate-private: it trusts `req` to have passed `TaxRequest::validate`, so it is reached only
/// through `tax::calculate` (which checks) and `tax::calculate_valid` (whose argument was checked).
pub(crate) fn calculate(req: &TaxRequest, today: NaiveDate) -> Result<TaxResult, DomainError> {
    let mut reasons: Vec<Cow<'static, str>> = Vec::new();
    let (p, label) = resolve(req, today, &mut reasons)?;
    let salary = req.income;
    let sacrifice = req.sacrifice();
    // Salary sacrifice leaves taxable income and is a reportable super contribution, which the
    // HELP repayment, SAPTO rebate and surcharge income tests add back.
    let income = salary - sacrifice;
    let income_with_super = income + sacrifice;
    let partnered = req.marital_status.is_some_and(|m| m.is_partnered());
    let family = (partnered || req.dependents > 0).then(|| Family {
        income: req.household_income.unwrap_or(income).max(income),
        dependants: req.dependents,
    });
    let mut assumptions: Vec<Cow<'static, str>> = Vec::with_capacity(6);
    assumptions.push(Cow::Borrowed(
        "Income is taxable income of a full-year Australian resident",
    ));
    if sacrifice > Decimal::ZERO {
        assumptions.push(Cow::Borrowed(
            "Salary sacrifice is taken out of income before tax and counted as reportable super contributions",
        ));
        let cap = crate::contribution_limits::au_super(p.start_year).concessional_cap;
        assumptions.extend(super_cap::over_cap_note(sacrifice, cap.value));
    }
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
    let senior = sapto::sapto(&p.sapto, req.age, partnered, income_with_super);
    let (sapto_amount, sapto_slope) = senior.unwrap_or((Decimal::ZERO, Decimal::ZERO));
    if senior.is_some() {
        assumptions.push(Cow::Borrowed(
            "The seniors and pensioners tax offset assumes you meet its residency rules; rebate income is taxable income plus reportable super contributions",
        ));
    }
    // Both offsets are non-refundable: together they can take the tax to 0, not below.
    let lito_used = lito.min(gross);
    let sapto_used = sapto_amount.min(gross - lito_used);
    let income_tax = cents(gross - lito_used - sapto_used);
    let tax_marginal = if gross > lito + sapto_amount {
        bracket_rate + lito_slope + sapto_slope
    } else {
        Decimal::ZERO
    };

    let medicare = if senior.is_some() {
        p.medicare.for_seniors()
    } else {
        p.medicare
    };
    let levy = medicare::levy(&medicare, income, family);
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
        let family = family.map(|f| Family {
            income: f.income + sacrifice,
            ..f
        });
        Some(medicare::surcharge(
            &p.surcharge,
            &medicare,
            income,
            income_with_super,
            family,
        ))
    };
    let surcharge_amount = surcharge.map_or(Decimal::ZERO, |s| cents(s.amount));
    let fica = levy_amount + surcharge_amount;

    let debt = req.help_debt.unwrap_or(Decimal::ZERO);
    let (help_amount, _) = if debt > Decimal::ZERO {
        assumptions.push(Cow::Borrowed(
            "Study loan repayment income is taxable income plus reportable super contributions; reportable fringe benefits, net investment losses and exempt foreign employment income are taken as 0",
        ));
        if let Some(why) = p.help.provisional {
            reasons.push(Cow::Borrowed(why));
        }
        help::repayment(&p.help, income_with_super, debt)
    } else {
        (Decimal::ZERO, Decimal::ZERO)
    };
    let help_repayment = cents(help_amount);

    let mut breakdown = Vec::with_capacity(9);
    if sacrifice > Decimal::ZERO {
        breakdown.push(TaxLine::new("Salary sacrifice to super", -cents(sacrifice)));
        breakdown.push(TaxLine::new("Taxable income", cents(income)));
    }
    breakdown.push(TaxLine::new("Tax on taxable income", cents(gross)));
    breakdown.push(TaxLine::new("Low income tax offset", -cents(lito_used)));
    if senior.is_some() {
        breakdown.push(TaxLine::new(
            "Seniors and pensioners tax offset",
            -cents(sapto_used),
        ));
    }
    breakdown.push(TaxLine::new("Income tax", income_tax));
    breakdown.push(TaxLine::new("Medicare levy", levy_amount));
    if surcharge.is_some() {
        breakdown.push(TaxLine::new("Medicare levy surcharge", surcharge_amount));
    }
    if debt > Decimal::ZERO {
        breakdown.push(TaxLine::new("HELP repayment", help_repayment));
    }

    let total = income_tax + fica;
    let marginal = tax_marginal + levy.marginal + surcharge.map_or(Decimal::ZERO, |s| s.rate);
    let take_home = cents(salary) - cents(sacrifice) - total - help_repayment;
    if take_home < Decimal::ZERO && sacrifice > Decimal::ZERO {
        return Err(DomainError::invalid(
            "salarySacrifice",
            format!(
                "is more than the pay left after tax: at most {} can be sacrificed",
                crate::money::money((cents(sacrifice) + take_home).max(Decimal::ZERO))
            ),
        ));
    }
    Ok(TaxResult {
        country: Country::Australia,
        tax_year: label,
        income: cents(salary),
        filing_status: None,
        state: req.state,
        federal_tax: income_tax,
        state_tax: Decimal::ZERO,
        fica_tax: fica,
        take_home,
        take_home_per_period: PayPeriods::from_annual(take_home),
        pre_tax_contributions: cents(sacrifice),
        help_repayment: Some(help_repayment),
        breakdown,
        refundable_credits: Vec::new(),
        marginal_rate: rate(marginal),
        average_rate: average(total, salary),
        provisional: !reasons.is_empty(),
        provisional_reasons: reasons,
        assumptions,
        not_modelled: NOT_MODELLED.iter().map(|s| Cow::Borrowed(*s)).collect(),
    })
}

pub(crate) fn average(total: Decimal, income: Decimal) -> Decimal {
    ratio(total, income)
}
