//! Penny's HTTP API on actix-web: sign-in (built-in accounts or OpenID Connect), database-backed
//! sessions, the profile, chat and conversation calls, the web app's files, and the OpenAPI
//! document. Errors become responses in one place (`error.rs`).

pub mod app;
pub mod auth;
pub mod config;
pub mod error;
pub mod extract;
pub mod input_limits;
#[cfg(test)]
mod module_cycles;
pub mod openapi;
pub mod rate_limit;
pub mod routes;
pub mod schema_rules;
pub mod security;
pub mod session_store;
pub mod state;
pub mod static_files;

pub use app::Application;
pub use config::{ApiConfig, ServeArgs};
pub use error::ApiError;
