use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    User,
    Assistant,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::User => "user",
            Role::Assistant => "assistant",
        }
    }

    pub fn parse(raw: &str) -> Option<Role> {
        match raw {
            "user" => Some(Role::User),
            "assistant" => Some(Role::Assistant),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Message {
    /// UUID string.
    pub id: String,
    pub conversation_id: String,
    /// The owner of the conversation (also on assistant messages).
    pub user_id: String,
    pub role: Role,
    pub content: String,
    /// `{}` when there is none; `{"isSystemMessage": true}` on profile-update notices.
    pub metadata: serde_json::Value,
    pub created_at: DateTime<Utc>,
    /// Position in the conversation (1, 2, …): the order messages were written, even within one millisecond.
    pub seq: i64,
}

/// An assistant reply to be stored.
#[derive(Debug, Clone, PartialEq)]
pub struct NewMessage {
    pub content: String,
    pub metadata: serde_json::Value,
}
