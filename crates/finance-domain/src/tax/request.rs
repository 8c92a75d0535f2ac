//! What the tax engine is asked, and how a saved profile becomes a request.

use rust_decimal::Decimal;

use crate::error::DomainError;
use crate::profile::{Country, FinancialProfile, MaritalStatus};
use crate::region::Region;
use crate::tax::FilingStatus;
use crate::validation::MAX_MONEY;

pub const MAX_DEPENDENTS: u32 = 20;

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
        }
    }

    /// The filing status used for a US calculation.
    pub fn effective_filing_status(&self) -> FilingStatus {
        self.filing_status
            .unwrap_or_else(|| FilingStatus::from_profile(self.marital_status, self.dependents))
    }

    pub(crate) fn validate(&self) -> Result<(), DomainError> {
        money("income", self.income)?;
        if let Some(h) = self.household_income {
            money("householdIncome", h)?;
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
