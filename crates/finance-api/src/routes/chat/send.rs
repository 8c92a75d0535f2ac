//! `POST /api/chat`: store the person's message first (it is never lost), ask the advisor, then
//! store the reply and any profile changes in one transaction.

use actix_web::{post, web};
use finance_llm::{AdvisorContext, ChatTurn};
use finance_store::{NewMessage, Role};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::AuthUser;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::extract::JsonBody;
use crate::input_limits::check_message;
use crate::state::State;

const TITLE_CHARS: usize = 60;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChatInput {
    #[schema(schema_with = crate::schema_rules::message_schema)]
    pub message: String,
    /// Omitted (or empty) on the first message: a conversation is created.
    pub conversation_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatResponse {
    pub conversation_id: String,
    /// Whether the advisor changed the profile (refetch it and the messages).
    pub profile_updated: bool,
}

/// A conversation title from its first message: the first line, cut at a word near 60 characters.
fn title_from(message: &str) -> String {
    let line = message.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
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

/// Send a message to the advisor.
#[utoipa::path(
    tag = "chat",
    request_body = ChatInput,
    responses(
        (status = 200, body = ChatResponse),
        (status = 400, body = ErrorBody, description = "Bad input; the message names the field"), (status = 401, body = ErrorBody, description = "Not signed in"), (status = 404, body = ErrorBody, description = "No such resource for this user"),
        (status = 429, body = ErrorBody, description = "Too many requests; see Retry-After"),
        (status = 503, body = ErrorBody, description = "The advisor failed or timed out; the message was kept")
    )
)]
#[post("/chat")]
pub async fn send_message(
    state: State,
    user: AuthUser,
    body: JsonBody<ChatInput>,
) -> ApiResult<web::Json<ChatResponse>> {
    let ChatInput {
        message,
        conversation_id,
    } = body.into_inner();
    check_message(&message)?;
    state.chat_limiter.check(&state.store, &user.id).await?;
    let conversation_id = conversation_id.filter(|c| !c.trim().is_empty());

    let uid = user.id.clone();
    let text = message.clone();
    let (conversation_id, profile, history) = state
        .db(move |s| {
            let conversation = match conversation_id {
                Some(id) => s
                    .get_conversation(&uid, &id)?
                    .ok_or(finance_store::StoreError::NotFound)?,
                None => s.create_conversation(&uid, &title_from(&text))?,
            };
            let history = s
                .list_messages(&uid, &conversation.id)?
                .ok_or(finance_store::StoreError::NotFound)?;
            s.add_message(
                &uid,
                &conversation.id,
                Role::User,
                &text,
                serde_json::json!({}),
            )?;
            let profile = s.load_profile(&uid)?;
            Ok((conversation.id, profile, history))
        })
        .await?;

    let ctx = AdvisorContext {
        profile,
        history: history
            .into_iter()
            .map(|m| ChatTurn {
                role: match m.role {
                    Role::User => finance_llm::Role::User,
                    Role::Assistant => finance_llm::Role::Assistant,
                },
                content: m.content,
            })
            .collect(),
        message,
        today: chrono::Utc::now().date_naive(),
    };
    let today = ctx.today;
    let reply =
        match tokio::time::timeout(state.config.advisor_timeout, state.advisor.reply(ctx)).await {
            Ok(Ok(reply)) => reply,
            Ok(Err(e)) => return Err(advisor_unavailable(e.to_string())),
            Err(_) => return Err(advisor_unavailable("timed out".into())),
        };

    let metadata = match &reply.calculations {
        Some(c) => serde_json::json!({ "calculations": {
            "federalTax": c.federal_tax.to_string(),
            "stateTax": c.state_tax.to_string(),
            "ficaTax": c.fica_tax.to_string(),
            "takeHome": c.take_home.to_string(),
        }}),
        None => serde_json::json!({}),
    };
    let new_message = NewMessage {
        content: reply.content,
        metadata,
    };
    let changes = reply.profile_changes;
    let uid = user.id.clone();
    let cid = conversation_id.clone();
    let fallback = new_message.clone();
    let outcome = state
        .db(move |s| s.record_assistant_reply(&uid, &cid, new_message, &changes, today))
        .await;
    let outcome = match outcome {
        Ok(o) => o,
        // The advisor proposed a value the domain refuses: keep the reply, drop the change.
        Err(ApiError::BadRequest(reason)) => {
            tracing::warn!(%reason, "advisor proposed a refused profile change; stored the reply without it");
            let uid = user.id.clone();
            let cid = conversation_id.clone();
            state
                .db(move |s| s.record_assistant_reply(&uid, &cid, fallback, &[], today))
                .await?
        }
        Err(e) => return Err(e),
    };
    Ok(web::Json(ChatResponse {
        conversation_id,
        profile_updated: outcome.profile_updated,
    }))
}

fn advisor_unavailable(cause: String) -> ApiError {
    ApiError::Unavailable {
        message: "The advisor is unavailable right now. Your message was saved; please try again in a moment.".into(),
        cause,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_are_the_first_line_cut_at_a_word() {
        assert_eq!(title_from("  What is my tax?\nmore"), "What is my tax?");
        let long =
            "I earn eighty five thousand dollars a year in Sydney and want to know about super";
        let t = title_from(long);
        assert!(t.ends_with('…'));
        assert!(t.chars().count() <= TITLE_CHARS + 1);
        assert!(long.starts_with(t.trim_end_matches('…')));
    }
}
