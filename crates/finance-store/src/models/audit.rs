use chrono::{DateTime, Utc};
use finance_domain::goals::Goal;
use serde::{Deserialize, Serialize};

/// Who changed a profile field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChangeSource {
    /// The full profile form (`PATCH /api/financial-profile`, assumptions).
    Form,
    /// A single-field edit on the dashboard.
    QuickEdit,
    /// The advisor read it from a chat message.
    Advisor,
    /// The country switch.
    Country,
    /// Penny itself (e.g. a data fix-up).
    System,
    /// An undo of an advisor change set restored the previous value.
    Undo,
}

impl ChangeSource {
    pub fn as_str(self) -> &'static str {
        match self {
            ChangeSource::Form => "form",
            ChangeSource::QuickEdit => "quick_edit",
            ChangeSource::Advisor => "advisor",
            ChangeSource::Country => "country",
            ChangeSource::System => "system",
            ChangeSource::Undo => "undo",
        }
    }

    pub fn parse(raw: &str) -> Option<ChangeSource> {
        [
            ChangeSource::Form,
            ChangeSource::QuickEdit,
            ChangeSource::Advisor,
            ChangeSource::Country,
            ChangeSource::System,
            ChangeSource::Undo,
        ]
        .into_iter()
        .find(|s| s.as_str() == raw)
    }
}

/// One changed profile field. Values are the domain's canonical strings; `None` = not set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntry {
    /// UUID string.
    pub id: String,
    pub user_id: String,
    /// The camelCase field name (`ProfileField::name`).
    pub field: String,
    pub old_value: Option<String>,
    pub new_value: Option<String>,
    pub source: ChangeSource,
    pub created_at: DateTime<Utc>,
    /// The advisor change set this row belongs to (or, for an undo, the one it undid).
    pub change_set_id: Option<String>,
}

/// One goal change in the goal audit trail: the goal as it was and as it became (`None` before it
/// existed and after it was deleted). Sources: `form` (the Goals page and API), `advisor`, `undo`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GoalAuditEntry {
    /// UUID string (v7: sorts by time).
    pub id: String,
    pub user_id: String,
    pub goal_id: String,
    pub old_value: Option<Goal>,
    pub new_value: Option<Goal>,
    pub source: ChangeSource,
    pub created_at: DateTime<Utc>,
    /// The advisor change set this row belongs to (or, for an undo, the one it undid).
    pub change_set_id: Option<String>,
}
