use crate::builtin::BuiltinAdvisor;
use crate::config::LlmConfig;
use tokio::sync::mpsc::UnboundedSender;

use crate::DISCLAIMER;
use crate::context::{AdvisorContext, AdvisorEvent, AdvisorReply};
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

    /// `reply`, reporting its work to `events`: the model's tokens and tool steps as they happen.
    /// The built-in advisor answers in well under a millisecond, so it reports its steps (and no
    /// text: the caller streams the stored reply in chunks). The reply's content always starts with
    /// the text sent as `Delta`s.
    pub async fn reply_streaming(
        &self,
        ctx: AdvisorContext,
        events: &UnboundedSender<AdvisorEvent>,
    ) -> Result<AdvisorReply, LlmError> {
        match self {
            AnyAdvisor::Builtin(b) => {
                let reply = b.reply(&ctx);
                if reply.calculations.is_some() {
                    let _ = events.send(AdvisorEvent::Step("Calculating your tax".into()));
                }
                if !reply.profile_changes.is_empty() {
                    let _ = events.send(AdvisorEvent::Step("Updating your profile".into()));
                }
                if !reply.goal_changes.is_empty() {
                    let _ = events.send(AdvisorEvent::Step("Updating your goals".into()));
                }
                Ok(reply)
            }
            AnyAdvisor::OpenAi(o) => o.reply_streaming(ctx, events).await,
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

/// The paragraph that replaces a claim of a save when the store refused the change after the
/// advisor had composed its reply (the profile moved on in the meantime, or a goal broke a rule).
/// `already_said` is text already streamed to the person, which stays; `None` when nothing was sent
/// yet. `with_goals` when the refused change set held goal changes.
pub fn unsaved_reply(reason: &str, already_said: Option<&str>, with_goals: bool) -> String {
    let note = if with_goals {
        format!(
            "I couldn't save that ({reason}), so nothing in your profile or goals has changed. Please check the figures and tell me again."
        )
    } else {
        format!(
            "I couldn't save that to your profile ({reason}), so nothing in it has changed. Please check the figure and tell me again."
        )
    };
    match already_said.filter(|s| !s.is_empty()) {
        Some(said) => format!("{said}\n\n{note}\n\n{DISCLAIMER}"),
        None => format!("{note}\n\n{DISCLAIMER}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unsaved_reply_keeps_what_was_said_and_names_what_did_not_change() {
        let profile = unsaved_reply("age: must be a whole number from 0 to 120", None, false);
        assert!(profile.starts_with("I couldn't save that to your profile (age: "));
        assert!(profile.ends_with(DISCLAIMER));
        let goals = unsaved_reply(
            "targetDate: must be after today",
            Some("Here's your plan."),
            true,
        );
        assert!(goals.starts_with("Here's your plan.\n\nI couldn't save that (targetDate: "));
        assert!(goals.contains("nothing in your profile or goals has changed"));
        assert!(goals.ends_with(DISCLAIMER));
    }
}
