use crate::builtin::BuiltinAdvisor;
use crate::config::LlmConfig;
use crate::context::{AdvisorContext, AdvisorReply};
use crate::error::LlmError;
use crate::openai::OpenAiAdvisor;

/// The configured advisor. An enum rather than a trait object: there are two kinds, both known here.
#[derive(Debug, Clone)]
pub enum AnyAdvisor {
    Builtin(BuiltinAdvisor),
    OpenAi(OpenAiAdvisor),
}

impl AnyAdvisor {
    /// The built-in advisor when no API key is set (or it is blank), the OpenAI-compatible one otherwise.
    pub fn from_config(cfg: &LlmConfig) -> Result<AnyAdvisor, LlmError> {
        match cfg.api_key.as_deref().map(str::trim) {
            None | Some("") => Ok(AnyAdvisor::Builtin(BuiltinAdvisor::new())),
            Some(_) => Ok(AnyAdvisor::OpenAi(OpenAiAdvisor::new(cfg)?)),
        }
    }

    pub async fn reply(&self, ctx: AdvisorContext) -> Result<AdvisorReply, LlmError> {
        match self {
            AnyAdvisor::Builtin(b) => Ok(b.reply(&ctx)),
            AnyAdvisor::OpenAi(o) => o.reply(ctx).await,
        }
    }

    /// "built-in" or the model name, for logs and health output.
    pub fn name(&self) -> &str {
        match self {
            AnyAdvisor::Builtin(_) => "built-in",
            AnyAdvisor::OpenAi(o) => o.model(),
        }
    }
}
