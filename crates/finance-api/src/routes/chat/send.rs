//! `POST /api/chat`: store the person's message first (it is never lost), ask the advisor, then
//! store the reply and any profile changes in one transaction. A request that accepts
//! `text/event-stream` is answered as a stream instead (`stream.rs`).

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, post};
use serde::Serialize;
use utoipa::ToSchema;

use super::ChatInput;
use super::stream::{self, ChatEvent};
use super::turn;
use crate::auth::AuthUser;
use crate::error::{ApiResult, ErrorBody};
use crate::extract::JsonBody;
use crate::state::State;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatResponse {
    pub conversation_id: String,
    /// Whether the advisor changed the profile (refetch it and the messages).
    pub profile_updated: bool,
    /// Whether the advisor added, changed or removed a goal (refetch the goals and the messages).
    pub goals_updated: bool,
}

/// Whether the client asked for the stream (`Accept: text/event-stream`).
fn wants_stream(req: &HttpRequest) -> bool {
    req.headers()
        .get_all(header::ACCEPT)
        .filter_map(|v| v.to_str().ok())
        .any(|v| v.to_ascii_lowercase().contains("text/event-stream"))
}

/// Send a message to the advisor. With `Accept: text/event-stream` the answer is a stream of
/// server-sent events, each `event:` line naming one of `start`, `step`, `delta`, `profile`,
/// `done` or `error`, and its `data:` line the JSON object shown as `data` in `ChatEvent`:
/// `start` first, then any `step`s, one or more `delta`s (together exactly the stored reply),
/// `profile` when the profile changed, and `done` last, or `error` in its place. Bad input is
/// answered with the usual JSON error before any event. A client that leaves mid-stream does not
/// stop the turn: it is completed and stored whole.
#[utoipa::path(
    tag = "chat",
    request_body = ChatInput,
    responses(
        (status = 200, description = "The turn's result, or its events when the request accepts text/event-stream",
            content((ChatResponse = "application/json"), (ChatEvent = "text/event-stream"))),
        (status = 400, body = ErrorBody, description = "Bad input; the message names the field"), (status = 401, body = ErrorBody, description = "Not signed in"), (status = 404, body = ErrorBody, description = "No such resource for this user"),
        (status = 429, body = ErrorBody, description = "Too many requests; see Retry-After"),
        (status = 503, body = ErrorBody, description = "The advisor failed or timed out; the message was kept in the conversation named by conversationId")
    )
)]
#[post("/chat")]
pub async fn send_message(
    req: HttpRequest,
    state: State,
    user: AuthUser,
    body: JsonBody<ChatInput>,
) -> ApiResult<HttpResponse> {
    if wants_stream(&req) {
        return stream::respond(state, &user.id, body.into_inner()).await;
    }
    let turn = turn::begin(&state, &user.id, body.into_inner()).await?;
    let reply = match tokio::time::timeout(
        state.config.advisor_timeout,
        state.advisor.reply(turn.ctx.clone()),
    )
    .await
    {
        Ok(Ok(reply)) => reply,
        Ok(Err(e)) => return Err(turn::advisor_failed(&turn.conversation_id, &e)),
        Err(_) => {
            return Err(turn::advisor_failed(
                &turn.conversation_id,
                &finance_llm::LlmError::Timeout,
            ));
        }
    };
    let outcome = turn::record(&state, &turn, reply, None).await?;
    Ok(HttpResponse::Ok().json(ChatResponse {
        conversation_id: turn.conversation_id,
        profile_updated: outcome.profile_updated,
        goals_updated: !outcome.goal_changes.is_empty(),
    }))
}
