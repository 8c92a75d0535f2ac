use chrono::{DateTime, Utc};
use finance_domain::ProfileField;
use finance_domain::goals::GoalChange;
use rust_decimal::Decimal;
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
    pub metadata: MessageMetadata,
    pub created_at: DateTime<Utc>,
    /// Position in the conversation (1, 2, …): the order messages were written, even within one millisecond.
    pub seq: i64,
    /// On a notice whose change set (`metadata.change_set_id`) was undone: when. Read from the
    /// change-set table each time the message is read, never stored with the message, so a notice
    /// read after an undo (a reload, another device) no longer offers it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub change_set_undone_at: Option<DateTime<Utc>>,
}

/// What a message carries beside its text, stored as JSON (`{}` when empty). Unknown keys in old
/// rows are ignored.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MessageMetadata {
    /// Set on notices such as "Profile updated: …" (shown in green).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub is_system_message: bool,
    /// The tax figures the reply quotes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub calculations: Option<Calculations>,
    /// On a "Profile updated: …" notice: the change set it announces, which can be undone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub change_set_id: Option<String>,
    /// On an advisor's reply: what it computed (intent and resolved inputs), which the next
    /// message of the conversation can build on. Rows written before it existed read as none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<finance_domain::answer::AnswerRecord>,
}

/// The calculation box of a message; amounts are stored as exact decimal strings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Calculations {
    pub federal_tax: Decimal,
    pub state_tax: Decimal,
    pub fica_tax: Decimal,
    pub take_home: Decimal,
}

/// An assistant reply to be stored.
#[derive(Debug, Clone, PartialEq)]
pub struct NewMessage {
    pub content: String,
    pub metadata: MessageMetadata,
}

/// What the advisor proposed to change in a turn, recorded with its reply as one change set.
#[derive(Debug, Clone, Copy, Default)]
pub struct ProposedChanges<'a> {
    /// Raw profile values, as `Store::update_profile` takes them.
    pub profile: &'a [(ProfileField, Option<String>)],
    pub goals: &'a [GoalChange],
}
