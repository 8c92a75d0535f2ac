//! Penny's advisors. [`AnyAdvisor`] picks the built-in offline reader when no API key is configured
//! and an OpenAI-compatible model otherwise. Every figure in a reply comes from `finance-domain`;
//! both advisors only propose profile changes that already pass the domain's validation.

mod advisor;
mod answer_record;
pub mod builtin;
mod calc_tools;
mod config;
mod context;
mod error;
pub mod format;
mod goal_tools;
pub mod openai;
mod plan_tools;
mod tax_tools;
mod tools;

pub use advisor::AnyAdvisor;
pub use advisor::unsaved_reply;
pub use builtin::BuiltinAdvisor;
pub use config::LlmConfig;
pub use context::{AdvisorContext, AdvisorEvent, AdvisorReply, Calculations, ChatTurn, Role};
pub use error::LlmError;
pub use openai::OpenAiAdvisor;

/// The closing line of every reply, word for word.
pub const DISCLAIMER: &str = "General information, not personal financial advice.";
