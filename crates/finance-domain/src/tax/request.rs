//! What the tax engine is asked, and how a saved profile becomes a request.

use rust_decimal::Decimal;

use crate::error::DomainError;
use crate::profile::{Country, FinancialProfile, MaritalStatus};
use crate::region::Region;
use crate::tax::FilingStatus;
use crate::validation::MAX_MONEY;

pub const MAX_DEPENDENTS: u32 = 20;
pub const MAX_AGE: u32 = 120;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct TaxRequest {
    pub country: Country,
    /// "2026" (US) or "2025-26" (AU); `None` = the year in force on `today`.
    pub tax_year: Option<String>,
    /// Annual wages (US) or taxable income (AU), dollars.
    pub income: Decimal,
    pub state: Option<Region>,
    /// `None` = `FilingStatus::from_profile(marital_status, dependents)`.
    pub filing_status: Option<FilingStatus>,
    pub marital_status: Option<MaritalStatus>,
    pub dependents: u32,
    /// Australia: family income for the Medicare levy family thresholds and the surcharge tiers.
    pub household_income: Option<Decimal>,
    /// Australia: `None` = covered (no surcharge).
    pub private_hospital_cover: Option<bool>,
    /// Age on the last day of the tax year. Australia: the seniors and pensioners tax offset from 67.
    /// US: the 65+ deductions and the 401(k) catch-ups. `None` = under every age rule.
    pub age: Option<u32>,
    /// US joint filers: the spouse's age; `None` = the same as `age`.
    pub spouse_age: Option<u32>,
    /// Australia: the HELP / study and training loan balance, dollars.
    pub help_debt: Option<Decimal>,
    /// Australia: salary sacrificed into super in the year, dollars (part of `income`).
    pub salary_sacrifice: Option<Decimal>,
    /// US: pre-tax 401(k)/403(b) elective deferral in the year, dollars (part of `income`).
    pub pre_tax_retirement: Option<Decimal>,
}

/// A [`TaxRequest`] that has passed `validate`. The field is private, so the only way to get one is
/// [`TaxRequest::validated`] (or [`crate::tax::TaxInput::to_request`], which calls it), and no
/// `DerefMut` or setter lets it change afterwards; [`crate::tax::calculate_valid`] can therefore
/// skip the check that [`crate::tax::calculate`] makes on a plain request. This is what lets a
/// `penny tax --batch` line be checked once instead of twice (reading it, then calculating).
#[derive(Debug, Clone, PartialEq)]
pub struct ValidTaxRequest(TaxRequest);

impl ValidTaxRequest {
    pub fn request(&self) -> &TaxRequest {
        &self.0
    }

    /// The plain request, to change and check again.
    pub fn into_inner(self) -> TaxRequest {
        self.0
    }
}

impl TaxRequest {
    pub fn from_profile(p: &FinancialProfile) -> TaxRequest {
        TaxRequest {
            country: p.country,
            tax_year: None,
            income: p.annual_income_or_zero(),
            state: p.state.filter(|s| s.country() == p.country),
            filing_status: None,
            marital_status: p.marital_status,
            dependents: p.dependents.unwrap_or(0),
            household_income: p.household_income,
            private_hospital_cover: p.private_hospital_cover,
            age: p.age,
            // Each country's own payslip fields; a value saved under the other country (kept when
            // someone switches) does not reach the engine, which refuses it (spouseAge is US-only).
            spouse_age: p.spouse_age.filter(|_| p.country == Country::Us),
            help_debt: p.help_debt.filter(|_| p.country == Country::Australia),
            salary_sacrifice: p
                .salary_sacrifice
                .filter(|_| p.country == Country::Australia),
            pre_tax_retirement: p.pre_tax_retirement.filter(|_| p.country == Country::Us),
        }
    }

    /// The filing status used for a US calculation.
    pub fn effective_filing_status(&self) -> FilingStatus {
        self.filing_status
            .unwrap_or_else(|| FilingStatus::from_profile(self.marital_status, self.dependents))
    }

    /// Salary sacrificed into super (Australia), 0 when none.
    pub fn sacrifice(&self) -> Decimal {
        self.salary_sacrifice.unwrap_or(Decimal::ZERO)
    }

    /// Pre-tax retirement deferral (US), 0 when none.
    pub fn deferral(&self) -> Decimal {
        self.pre_tax_retirement.unwrap_or(Decimal::ZERO)
    }

    /// Checks the request once and keeps the proof: see [`ValidTaxRequest`].
    pub fn validated(self) -> Result<ValidTaxRequest, DomainError> {
        self.validate()?;
        Ok(ValidTaxRequest(self))
    }

    pub(crate) fn validate(&self) -> Result<(), DomainError> {
        money("income", self.income)?;
        if let Some(h) = self.household_income {
            money("householdIncome", h)?;
        }
        for (field, age) in [("age", self.age), ("spouseAge", self.spouse_age)] {
            if age.is_some_and(|a| a > MAX_AGE) {
                return Err(DomainError::invalid(
                    field,
                    format!("must be a whole number from 0 to {MAX_AGE}"),
                ));
            }
        }
        // Each country's own fields; the other country's are refused, never ignored.
        let au = Country::Australia;
        let us = Country::Us;
        let fields = [
            ("helpDebt", self.help_debt, au),
            ("salarySacrifice", self.salary_sacrifice, au),
            ("preTaxRetirement", self.pre_tax_retirement, us),
            ("spouseAge", self.spouse_age.map(Decimal::from), us),
        ];
        for (field, value, owner) in fields {
            let Some(v) = value else { continue };
            if owner != self.country {
                let place = match owner {
                    Country::Australia => "Australia",
                    Country::Us => "the US",
                };
                return Err(DomainError::invalid(
                    field,
                    format!("applies to {place} only"),
                ));
            }
            money(field, v)?;
        }
        for (field, v) in [
            ("salarySacrifice", self.salary_sacrifice),
            ("preTaxRetirement", self.pre_tax_retirement),
        ] {
            if v.is_some_and(|v| v > self.income) {
                return Err(DomainError::invalid(
                    field,
                    "cannot be more than income, which includes it",
                ));
            }
        }
        if self.dependents > MAX_DEPENDENTS {
            return Err(DomainError::invalid(
                "dependents",
                format!("must be a whole number from 0 to {MAX_DEPENDENTS}"),
            ));
        }
        if let Some(s) = self.state
            && s.country() != self.country
        {
            let what = match self.country {
                Country::Australia => "an Australian state or territory code such as NSW",
                Country::Us => "a US state or DC code such as CA",
            };
            return Err(DomainError::invalid("state", format!("must be {what}")));
        }
        Ok(())
    }
}

fn money(field: &str, v: Decimal) -> Result<(), DomainError> {
    if v < Decimal::ZERO || v > MAX_MONEY {
        return Err(DomainError::invalid(
            field,
            "must be between 0 and 1,000,000,000,000",
        ));
    }
    Ok(())
}
