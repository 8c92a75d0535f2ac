use chrono::NaiveDate;
use finance_domain::answer::AnswerRecord;
use finance_domain::goals::{Goal, GoalChange};
use finance_domain::{FinancialProfile, ProfileField};
use rust_decimal::Decimal;
use serde::Serialize;

/// Everything an advisor may read for one reply: the signed-in person's profile, goals and
/// conversation.
#[derive(Debug, Clone)]
pub struct AdvisorContext {
    pub profile: FinancialProfile,
    /// The person's goals, oldest first; `finance_domain::goals::progress` derives their figures.
    pub goals: Vec<Goal>,
    /// Earlier turns of this conversation, oldest first, without the current message.
    pub history: Vec<ChatTurn>,
    pub message: String,
    pub today: NaiveDate,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    User,
    Assistant,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatTurn {
    pub role: Role,
    pub content: String,
    /// On an assistant reply: what it computed (`metadata.answer`), for follow-ups.
    pub answer: Option<AnswerRecord>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct AdvisorReply {
    /// Markdown prose ending with [`crate::DISCLAIMER`].
    pub content: String,
    /// Filled whenever the reply quotes a tax calculation from the domain.
    pub calculations: Option<Calculations>,
    /// Raw changes that already pass `finance_domain::validation::parse_field` for this profile; the
    /// API applies them with `profile_update::apply_update` in one transaction.
    pub profile_changes: Vec<(ProfileField, Option<String>)>,
    /// Goals to add, change or remove, recorded in the same change set as `profile_changes` (and
    /// undone with it). The store validates them as the API does (`goals::validate`); a refused one
    /// stores the reply that says nothing was saved.
    pub goal_changes: Vec<GoalChange>,
    /// What the answer computed, kept with the reply (`metadata.answer`) so the next message can
    /// build on it.
    pub answer: Option<AnswerRecord>,
}

/// What an advisor reports while it works on a streamed reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AdvisorEvent {
    /// A tool step under way, such as "Updating your profile".
    Step(String),
    /// The next piece of the reply's text.
    Delta(String),
}

/// The calculation box of a chat message (`metadata.calculations`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Calculations {
    pub federal_tax: Decimal,
    pub state_tax: Decimal,
    pub fica_tax: Decimal,
    pub take_home: Decimal,
}

impl From<&finance_domain::tax::TaxResult> for Calculations {
    fn from(r: &finance_domain::tax::TaxResult) -> Self {
        Calculations {
            federal_tax: r.federal_tax,
            state_tax: r.state_tax,
            fica_tax: r.fica_tax,
            take_home: r.take_home,
        }
    }
}
