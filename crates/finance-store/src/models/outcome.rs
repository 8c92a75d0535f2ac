use finance_domain::{FieldChange, FinancialProfile};
use serde::Serialize;

use super::{AuditEntry, Conversation, Message, User};

/// The result of `Store::update_profile`: the saved profile and what changed (empty when nothing did).
#[derive(Debug, Clone, PartialEq)]
pub struct ProfileUpdateOutcome {
    pub profile: FinancialProfile,
    pub changes: Vec<FieldChange>,
}

/// The result of `Store::record_assistant_reply`.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplyOutcome {
    pub profile_updated: bool,
    pub changes: Vec<FieldChange>,
    /// The "Profile updated: …" assistant message written before the reply, when fields changed.
    pub notice: Option<Message>,
    pub reply: Message,
}

/// Everything Penny holds about one person (`GET /api/account/export`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AccountExport {
    pub user: User,
    pub profile: FinancialProfile,
    pub audit: Vec<AuditEntry>,
    pub conversations: Vec<ConversationExport>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ConversationExport {
    #[serde(flatten)]
    pub conversation: Conversation,
    pub messages: Vec<Message>,
}
