use chrono::{DateTime, Utc};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Conversation {
    /// UUID string.
    pub id: String,
    pub user_id: String,
    pub title: String,
    pub created_at: DateTime<Utc>,
    /// Bumped by every message, so the newest conversation lists first.
    pub updated_at: DateTime<Utc>,
}
