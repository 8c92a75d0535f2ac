use chrono::{DateTime, Utc};

/// A server-side session. `id_hash` is the SHA-256 hash of the cookie's session key (computed by the
/// caller): a leaked database does not hand out live cookies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionRecord {
    pub id_hash: String,
    pub user_id: Option<String>,
    /// The session state as the session middleware serialised it (a JSON object).
    pub state_json: String,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}
