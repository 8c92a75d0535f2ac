use finance_domain::goals::{AppliedGoalChange, Goal};
use finance_domain::{FieldChange, FinancialProfile};
use serde::Serialize;

use super::{AuditEntry, Conversation, GoalAuditEntry, Message, User};

/// The result of `Store::update_profile`: the saved profile and what changed (empty when nothing did).
#[derive(Debug, Clone, PartialEq)]
pub struct ProfileUpdateOutcome {
    pub profile: FinancialProfile,
    pub changes: Vec<FieldChange>,
}

/// The result of `Store::begin_turn`: everything the advisor reads, with the person's message
/// already stored.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnStart {
    pub conversation: Conversation,
    /// The conversation's earlier messages, oldest first (without the one just stored).
    pub history: Vec<Message>,
    pub message: Message,
    pub profile: FinancialProfile,
    /// The person's goals, oldest first.
    pub goals: Vec<Goal>,
}

/// The result of `Store::record_reply`.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplyOutcome {
    pub profile_updated: bool,
    /// What changed, including the recomputed tax figures; empty when nothing did.
    pub changes: Vec<FieldChange>,
    /// The goals the advisor added, changed or removed, in the same change set; empty when none.
    pub goal_changes: Vec<AppliedGoalChange>,
    /// The change set recording `changes` and `goal_changes`, which `Store::undo_change_set` can
    /// undo.
    pub change_set_id: Option<String>,
    /// The "Profile updated: …" / "Goal added: …" assistant message written before the reply, when
    /// anything changed.
    pub notice: Option<Message>,
    pub reply: Message,
}

/// The result of `Store::undo_change_set`.
#[derive(Debug, Clone, PartialEq)]
pub struct UndoOutcome {
    /// The profile with the previous values restored.
    pub profile: FinancialProfile,
    pub changes: Vec<FieldChange>,
    /// The goals put back as they were.
    pub goal_changes: Vec<AppliedGoalChange>,
    /// The notice written in the conversation that announced the change (when it still exists).
    pub notice: Option<Message>,
}

/// Everything Penny holds about one person (`GET /api/account/export`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AccountExport {
    pub user: User,
    pub profile: FinancialProfile,
    pub audit: Vec<AuditEntry>,
    pub goals: Vec<Goal>,
    pub goal_audit: Vec<GoalAuditEntry>,
    pub conversations: Vec<ConversationExport>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ConversationExport {
    #[serde(flatten)]
    pub conversation: Conversation,
    pub messages: Vec<Message>,
}
