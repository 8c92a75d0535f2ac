//! The tax engine: Australian resident individuals (2024-25 to 2026-27) and US wage earners (2025,
//! 2026: federal, FICA and state). Parameters are data, one table per year with sources; see
//! docs/tax.md for what is modelled and what is assumed.

pub mod au;
pub mod filing_status;
pub mod input;
pub mod line;
pub mod request;
pub mod result;
pub mod rounding;
pub mod schedule;
pub mod sign;
pub mod us;
pub mod year;

use chrono::NaiveDate;

use crate::error::DomainError;
use crate::profile::Country;

pub use filing_status::FilingStatus;
pub use input::TaxInput;
pub use line::TaxLine;
pub use request::{TaxRequest, ValidTaxRequest};
pub use result::TaxResult;

/// Income tax, levies and take-home pay for one person and year. Bad input (negative income, a
/// state of the other country, an unknown year) is an error naming the field.
pub fn calculate(req: &TaxRequest, today: NaiveDate) -> Result<TaxResult, DomainError> {
    req.validate()?;
    engine(req, today)
}

/// [`calculate`] for a request already checked: the type is the proof, so it is not checked again.
pub fn calculate_valid(req: &ValidTaxRequest, today: NaiveDate) -> Result<TaxResult, DomainError> {
    engine(req.request(), today)
}

/// The engines, for a request that has passed `validate`; private so that nothing reaches them
/// without the check (`calculate` makes it, a `ValidTaxRequest` has had it).
fn engine(req: &TaxRequest, today: NaiveDate) -> Result<TaxResult, DomainError> {
    match req.country {
        Country::Australia => au::calculate(req, today),
        Country::Us => us::calculate(req, today),
    }
}
