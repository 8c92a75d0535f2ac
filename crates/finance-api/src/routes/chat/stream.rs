//! The streamed answer of `POST /api/chat` (server-sent events). The turn runs in its own task, so
//! a client that leaves mid-stream does not stop it: the reply and its profile change are stored
//! whole or not at all, and the events simply stop being delivered.

use std::time::Duration;

use actix_web::http::header;
use actix_web::{HttpResponse, web};
use finance_llm::{AdvisorEvent, LlmError};
use finance_store::ReplyOutcome;
use serde::Serialize;
use tokio::sync::mpsc::{UnboundedSender, unbounded_channel};
use tokio_stream::StreamExt;
use tokio_stream::wrappers::UnboundedReceiverStream;
use tracing::Instrument;
use utoipa::ToSchema;

use super::ChatInput;
use super::turn::{self, Turn};
use crate::error::{ApiError, ApiResult};
use crate::state::State;

/// Stored text not streamed live (the built-in advisor's whole reply) goes out in pieces of about
/// this many bytes, cut after a space, a short pause apart so that it reads as it grows.
const CHUNK_BYTES: usize = 24;
const CHUNK_PAUSE: Duration = Duration::from_millis(8);

/// One event of the stream: `event:` is its name, `data:` the JSON object.
#[derive(Debug, Serialize, ToSchema)]
#[serde(tag = "event", content = "data", rename_all = "lowercase")]
pub enum ChatEvent {
    /// First: the conversation the turn belongs to (new on a first message).
    Start(StartEvent),
    /// A step under way, such as "Updating your profile".
    Step(StepEvent),
    /// The next piece of the reply; together the pieces are exactly the stored reply.
    Delta(DeltaEvent),
    /// The profile changed: the fields with their previous and new values, and the change set.
    Profile(ProfileEvent),
    /// Last: the stored reply.
    Done(DoneEvent),
    /// In place of `done`: the turn failed; the person's message is kept in the conversation.
    Error(ErrorEvent),
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StartEvent {
    pub conversation_id: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StepEvent {
    pub label: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeltaEvent {
    pub text: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FieldChangeDto {
    /// The camelCase field name.
    pub field: String,
    pub old_value: Option<String>,
    pub new_value: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileEvent {
    pub changes: Vec<FieldChangeDto>,
    /// Undo with `POST /api/financial-profile/changes/{changeSetId}/undo`.
    pub change_set_id: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DoneEvent {
    pub conversation_id: String,
    /// The stored reply's id.
    pub message_id: String,
    pub profile_updated: bool,
    /// Whether the advisor added, changed or removed a goal.
    pub goals_updated: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorEvent {
    pub message: String,
    pub conversation_id: String,
}

/// The event as one SSE frame.
fn frame(event: &ChatEvent) -> web::Bytes {
    let value = serde_json::to_value(event).unwrap_or_default();
    let name = value["event"].as_str().unwrap_or("error");
    web::Bytes::from(format!("event: {name}\ndata: {}\n\n", value["data"]))
}

/// Sends one event; a client that went away is not an error (the turn carries on).
fn emit(out: &UnboundedSender<web::Bytes>, event: ChatEvent) {
    let _ = out.send(frame(&event));
}

/// Begins the turn (bad input is a JSON error, before any event), then streams it.
pub async fn respond(state: State, user_id: &str, input: ChatInput) -> ApiResult<HttpResponse> {
    let turn = turn::begin(&state, user_id, input).await?;
    let (out, frames) = unbounded_channel();
    emit(
        &out,
        ChatEvent::Start(StartEvent {
            conversation_id: turn.conversation_id.clone(),
        }),
    );
    // The turn outlives the response's head, so it carries the request's span (and with it the
    // request id) itself: a failure it logs is found by the id the client was given.
    actix_web::rt::spawn(run(state, turn, out).instrument(tracing::Span::current()));
    Ok(HttpResponse::Ok()
        .content_type("text/event-stream")
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .insert_header(("X-Accel-Buffering", "no"))
        .streaming(UnboundedReceiverStream::new(frames).map(Ok::<_, actix_web::Error>)))
}

async fn run(state: State, turn: Turn, out: UnboundedSender<web::Bytes>) {
    let cid = turn.conversation_id.clone();
    match advise_and_record(&state, &turn, &out).await {
        Ok(outcome) => emit(
            &out,
            ChatEvent::Done(DoneEvent {
                conversation_id: cid,
                message_id: outcome.reply.id,
                profile_updated: outcome.profile_updated,
                goals_updated: !outcome.goal_changes.is_empty(),
            }),
        ),
        Err(e) => {
            // The same log line and message a JSON error would have; never the cause.
            let _ = actix_web::ResponseError::error_response(&e);
            emit(
                &out,
                ChatEvent::Error(ErrorEvent {
                    message: e.to_string(),
                    conversation_id: cid,
                }),
            );
        }
    }
}

async fn advise_and_record(
    state: &State,
    turn: &Turn,
    out: &UnboundedSender<web::Bytes>,
) -> ApiResult<ReplyOutcome> {
    let (events, mut heard) = unbounded_channel();
    let mut said = String::new();
    let reply = {
        let advising = tokio::time::timeout(
            state.config.advisor_timeout,
            state.advisor.reply_streaming(turn.ctx.clone(), &events),
        );
        tokio::pin!(advising);
        let result = loop {
            tokio::select! {
                result = &mut advising => break result,
                Some(event) = heard.recv() => forward(event, &mut said, out),
            }
        };
        while let Ok(event) = heard.try_recv() {
            forward(event, &mut said, out);
        }
        match result {
            Ok(Ok(reply)) => reply,
            Ok(Err(e)) => return Err(turn::advisor_failed(&turn.conversation_id, &e)),
            Err(_) => {
                return Err(turn::advisor_failed(
                    &turn.conversation_id,
                    &LlmError::Timeout,
                ));
            }
        }
    };
    let outcome = turn::record(state, turn, reply, Some(said.clone())).await?;
    let stored = &outcome.reply.content;
    // The stored reply starts with what was streamed; the rest goes out now.
    let rest = match stored.strip_prefix(said.as_str()) {
        Some(rest) => rest,
        None => {
            return Err(ApiError::internal(
                "the stored reply does not start with the streamed text",
            ));
        }
    };
    for (i, piece) in chunks(rest).enumerate() {
        if out.is_closed() {
            break;
        }
        if i > 0 {
            tokio::time::sleep(CHUNK_PAUSE).await;
        }
        emit(
            out,
            ChatEvent::Delta(DeltaEvent {
                text: piece.to_string(),
            }),
        );
    }
    if let Some(set) = outcome
        .change_set_id
        .as_ref()
        .filter(|_| outcome.profile_updated)
    {
        emit(
            out,
            ChatEvent::Profile(ProfileEvent {
                changes: outcome
                    .changes
                    .iter()
                    .map(|c| FieldChangeDto {
                        field: c.field.name().to_string(),
                        old_value: c.old.clone(),
                        new_value: c.new.clone(),
                    })
                    .collect(),
                change_set_id: set.clone(),
            }),
        );
    }
    Ok(outcome)
}

fn forward(event: AdvisorEvent, said: &mut String, out: &UnboundedSender<web::Bytes>) {
    match event {
        AdvisorEvent::Step(label) => emit(out, ChatEvent::Step(StepEvent { label })),
        AdvisorEvent::Delta(text) => {
            said.push_str(&text);
            emit(out, ChatEvent::Delta(DeltaEvent { text }));
        }
    }
}

/// Consecutive pieces of `text` of about `CHUNK_BYTES` bytes, each ending after a whitespace when
/// there is one; together exactly `text`.
fn chunks(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let mut end = rest.len();
        if rest.len() > CHUNK_BYTES {
            let mut cut = CHUNK_BYTES;
            while !rest.is_char_boundary(cut) {
                cut += 1;
            }
            end = rest[cut..]
                .find(char::is_whitespace)
                .map_or(rest.len(), |i| cut + i + 1);
            while !rest.is_char_boundary(end) {
                end += 1;
            }
        }
        let (piece, tail) = rest.split_at(end);
        rest = tail;
        Some(piece)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_rebuild_the_text_exactly() {
        for text in [
            "",
            "short",
            "Got it. I've updated your profile: annual income **$85,000**.\n\nÜber große Zahlen — 💸 and more words here",
            &"x".repeat(100),
        ] {
            let pieces: Vec<&str> = chunks(text).collect();
            assert_eq!(pieces.concat(), text);
            assert!(pieces.iter().all(|p| !p.is_empty()));
        }
        assert!(chunks(&"word ".repeat(40)).count() > 5);
    }

    #[test]
    fn frames_name_the_event_and_carry_its_object() {
        let f = frame(&ChatEvent::Delta(DeltaEvent {
            text: "a\nb".into(),
        }));
        assert_eq!(&f[..], b"event: delta\ndata: {\"text\":\"a\\nb\"}\n\n");
    }
}
