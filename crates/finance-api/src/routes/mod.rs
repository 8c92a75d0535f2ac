//! One folder per resource, one file per operation.

pub mod account;
pub mod chat;
pub mod conversations;
pub mod docs;
pub mod goals;
pub mod health;
pub mod profile;
pub mod suggestions;
pub mod tax;
