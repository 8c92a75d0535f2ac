//! One chat turn, shared by the JSON answer (`send.rs`) and the stream (`stream.rs`): validate and
//! begin (the person's message is stored first, so it is never lost), ask the advisor, record the
//! reply and its profile change set in one transaction.

use finance_llm::{AdvisorContext, AdvisorReply, ChatTurn, LlmError};
use finance_store::{MessageMetadata, NewMessage, ProposedChanges, ReplyOutcome, Role, TurnStart};

use super::ChatInput;
use crate::error::{ApiError, ApiResult};
use crate::input_limits::{check_message, is_blank};
use crate::state::State;

const TITLE_CHARS: usize = 60;

/// A turn whose message is stored: what the advisor reads, and where its reply goes.
pub struct Turn {
    pub user_id: String,
    pub conversation_id: String,
    pub ctx: AdvisorContext,
}

/// A conversation title from its first message: the first line with something to read, cut at a
/// word near 60 characters, without control characters.
fn title_from(message: &str) -> String {
    let line = message.lines().find(|l| !is_blank(l)).unwrap_or("");
    let line: String = line
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .filter(|c| !c.is_control())
        .collect();
    if line.chars().count() <= TITLE_CHARS {
        return line;
    }
    let cut: String = line.chars().take(TITLE_CHARS).collect();
    let cut = match cut.rfind(' ') {
        Some(i) if i > TITLE_CHARS / 2 => cut[..i].to_string(),
        _ => cut,
    };
    format!("{}…", cut.trim_end())
}

/// Validates, rate-limits and begins the turn in one store transaction. Errors here come before
/// anything is written (and before any stream event).
pub async fn begin(state: &State, user_id: &str, input: ChatInput) -> ApiResult<Turn> {
    let ChatInput {
        message,
        conversation_id,
    } = input;
    check_message(&message)?;
    state.chat_limiter.check(&state.store, user_id).await?;
    let conversation_id = conversation_id.filter(|c| !c.trim().is_empty());
    let uid = user_id.to_string();
    let text = message.clone();
    let TurnStart {
        conversation,
        history,
        profile,
        goals,
        ..
    } = state
        .db(move |s| s.begin_turn(&uid, conversation_id.as_deref(), &text, &title_from(&text)))
        .await?;
    Ok(Turn {
        user_id: user_id.to_string(),
        conversation_id: conversation.id,
        ctx: AdvisorContext {
            profile,
            goals,
            history: history
                .into_iter()
                .map(|m| ChatTurn {
                    role: match m.role {
                        Role::User => finance_llm::Role::User,
                        Role::Assistant => finance_llm::Role::Assistant,
                    },
                    content: m.content,
                    answer: m.metadata.answer,
                })
                .collect(),
            message,
            today: chrono::Utc::now().date_naive(),
        },
    })
}

/// The advisor's failure as the 503 that names the conversation the message was saved in.
pub fn advisor_failed(conversation_id: &str, e: &LlmError) -> ApiError {
    ApiError::AdvisorUnavailable {
        conversation_id: conversation_id.to_string(),
        cause: e.to_string(),
    }
}

/// Records the reply and its change set (profile and goal changes). `already_said` is the text already streamed to
/// the person: when the profile refuses the change, the stored reply keeps it and adds why nothing
/// was saved, so the reply never claims a save that did not happen.
pub async fn record(
    state: &State,
    turn: &Turn,
    reply: AdvisorReply,
    already_said: Option<String>,
) -> ApiResult<ReplyOutcome> {
    let new_message = NewMessage {
        content: reply.content,
        metadata: MessageMetadata {
            calculations: reply.calculations.map(|c| finance_store::Calculations {
                federal_tax: c.federal_tax,
                state_tax: c.state_tax,
                fica_tax: c.fica_tax,
                take_home: c.take_home,
            }),
            answer: reply.answer,
            ..MessageMetadata::default()
        },
    };
    let changes = reply.profile_changes;
    let goal_changes = reply.goal_changes;
    let uid = turn.user_id.clone();
    let cid = turn.conversation_id.clone();
    let today = turn.ctx.today;
    state
        .db(move |s| {
            let proposed = ProposedChanges {
                profile: &changes,
                goals: &goal_changes,
            };
            s.record_reply(&uid, &cid, new_message, proposed, today, |reason| {
                NewMessage {
                    content: finance_llm::unsaved_reply(
                        &reason.to_string(),
                        already_said.as_deref(),
                        !goal_changes.is_empty(),
                    ),
                    metadata: MessageMetadata::default(),
                }
            })
        })
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_are_the_first_line_cut_at_a_word() {
        assert_eq!(title_from("  What is my tax?\nmore"), "What is my tax?");
        assert_eq!(title_from("\u{0}\u{0}\nWhat is my tax?"), "What is my tax?");
        assert_eq!(title_from("a\u{0}b"), "ab");
        let long =
            "I earn eighty five thousand dollars a year in Sydney and want to know about super";
        let t = title_from(long);
        assert!(t.ends_with('…'));
        assert!(t.chars().count() <= TITLE_CHARS + 1);
        assert!(long.starts_with(t.trim_end_matches('…')));
    }
}
