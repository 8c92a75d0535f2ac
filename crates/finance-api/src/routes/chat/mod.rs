//! `POST /api/chat`: one turn with the advisor, answered as JSON or, when asked, as a stream.

pub mod send;
pub mod stream;
pub mod turn;

use serde::Deserialize;
use utoipa::ToSchema;

// The body of `POST /api/chat`; here because the JSON answer (send.rs), the stream (stream.rs)
// and turn.rs all read it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChatInput {
    #[schema(schema_with = crate::schema_rules::message_schema)]
    pub message: String,
    /// Omitted (or empty) on the first message: a conversation is created.
    pub conversation_id: Option<String>,
}
