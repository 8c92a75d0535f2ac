//! Penny's pure finance logic. No I/O, no async, no framework types: every number Penny shows comes
//! from here. Money is `rust_decimal::Decimal` dollars; rates are fractions.

pub mod answer;
pub mod calc;
pub mod clock;
pub mod contribution_limits;
pub mod error;
pub mod goals;
pub mod money;
pub mod profile;
pub mod profile_update;
pub mod recommendations;
pub mod region;
pub mod retirement;
pub mod suggestions;
pub mod tax;
pub mod topics;
pub mod validation;

pub use error::DomainError;
pub use profile::{Country, FinancialProfile, MaritalStatus};
pub use region::Region;
pub use validation::{FieldChange, FieldValue, ProfileField};
