//! The tax engine. Owned by the tax work of issue 2; see docs/tax.md.

pub mod filing_status;
pub mod line;
pub mod us;

pub use filing_status::FilingStatus;
pub use line::TaxLine;
