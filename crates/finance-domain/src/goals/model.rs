//! A goal as stored ([`Goal`]), as asked for ([`NewGoal`], [`GoalPatch`]), and the changes the
//! advisor proposes ([`GoalChange`]) and the store reports ([`AppliedGoalChange`]).

use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use super::input;
use super::kind::{GoalKind, TrackedDebt};

/// A person's goal as the store keeps it. Only what the person chose is stored; the figures that
/// follow the profile (an emergency fund's target, a debt's balance, the plan's spending) are derived
/// every time the goal is read (`progress`). Serialised (camelCase, amounts as strings) into the
/// goal audit trail and the account export.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Goal {
    /// UUID string.
    pub id: String,
    pub kind: GoalKind,
    pub title: String,
    /// Savings and net worth: the amount to reach. Retirement: the yearly spending wanted, in
    /// today's dollars. Debt payoff: the balance to bring the debt down to (0 unless chosen).
    /// Emergency fund: none (the target is `target_months` × the profile's monthly expenses).
    pub target_amount: Option<Decimal>,
    pub target_date: Option<NaiveDate>,
    /// Emergency fund only: months of expenses; none follows the profile's emergencyFundMonths.
    pub target_months: Option<Decimal>,
    /// Debt payoff only: the profile balance followed.
    pub field: Option<TrackedDebt>,
    /// Where the goal started when it was set: the amount saved, the fund held, the debt owed, the
    /// net worth, or the plan's sustainable yearly spending.
    pub start_amount: Decimal,
    /// Savings only: the amount put aside so far, which the person keeps up to date.
    pub current_amount: Option<Decimal>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// `POST /api/goals` and the advisor's "set a goal". Every field but `kind` may be left out; which
/// ones a kind takes is `validate::create`'s rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = GoalInput))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewGoal {
    pub kind: GoalKind,
    /// 1 to 80 characters; left out, a title for the kind ("Emergency fund", "Pay off debts", …).
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(schema_with = super::openapi::title_input))]
    pub title: Option<String>,
    /// Savings and net worth: the amount to reach (> 0). Retirement: the yearly spending wanted in
    /// retirement, in today's dollars (> 0). Debt payoff: the balance to pay down to (≥ 0, default
    /// 0). Not taken by an emergency fund goal (its target is months of expenses).
    #[serde(default, deserialize_with = "input::amount")]
    #[cfg_attr(feature = "openapi", schema(schema_with = super::openapi::amount_input))]
    pub target_amount: Option<Decimal>,
    /// `YYYY-MM-DD`, after today. Not taken by a retirement goal (its date is the retirement age).
    #[serde(default, deserialize_with = "input::date")]
    #[cfg_attr(feature = "openapi", schema(schema_with = super::openapi::date_input))]
    pub target_date: Option<NaiveDate>,
    /// Emergency fund only: months of expenses, more than 0 and at most 60; left out, the profile's
    /// emergencyFundMonths (6 unless set), followed as it changes.
    #[serde(default, deserialize_with = "input::amount")]
    #[cfg_attr(feature = "openapi", schema(schema_with = super::openapi::months_input))]
    pub target_months: Option<Decimal>,
    /// Debt payoff only: the profile balance to pay off (default `debts`).
    #[serde(default)]
    pub field: Option<TrackedDebt>,
    /// Savings only: what is put aside already (default 0).
    #[serde(default, deserialize_with = "input::amount")]
    #[cfg_attr(feature = "openapi", schema(schema_with = super::openapi::amount_input))]
    pub current_amount: Option<Decimal>,
}

impl NewGoal {
    /// A goal of `kind` with nothing else chosen.
    pub fn of(kind: GoalKind) -> NewGoal {
        NewGoal {
            kind,
            title: None,
            target_amount: None,
            target_date: None,
            target_months: None,
            field: None,
            current_amount: None,
        }
    }
}

/// `PATCH /api/goals/{id}` and the advisor's "update a goal": only the fields present change.
/// `null` clears `targetDate`, returns `targetMonths` to the profile's emergencyFundMonths and a debt
/// payoff's `targetAmount` to 0; elsewhere it is refused by name.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = GoalPatchInput))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GoalPatch {
    /// Cannot change: accepted only when it is the goal's own kind (a form may send it back).
    #[serde(default)]
    pub kind: Option<GoalKind>,
    #[serde(default, deserialize_with = "input::patch_text")]
    #[cfg_attr(feature = "openapi", schema(schema_with = super::openapi::title_input))]
    pub title: Option<Option<String>>,
    #[serde(default, deserialize_with = "input::patch_amount")]
    #[cfg_attr(feature = "openapi", schema(schema_with = super::openapi::amount_input))]
    pub target_amount: Option<Option<Decimal>>,
    #[serde(default, deserialize_with = "input::patch_date")]
    #[cfg_attr(feature = "openapi", schema(schema_with = super::openapi::date_input))]
    pub target_date: Option<Option<NaiveDate>>,
    #[serde(default, deserialize_with = "input::patch_amount")]
    #[cfg_attr(feature = "openapi", schema(schema_with = super::openapi::months_input))]
    pub target_months: Option<Option<Decimal>>,
    /// Cannot change: accepted only when it is the goal's own debt.
    #[serde(default)]
    pub field: Option<TrackedDebt>,
    /// Savings only: the amount put aside now.
    #[serde(default, deserialize_with = "input::patch_amount")]
    #[cfg_attr(feature = "openapi", schema(schema_with = super::openapi::amount_input))]
    pub current_amount: Option<Option<Decimal>>,
}

/// A goal change the advisor proposes; the store applies it in the turn's change set, through the
/// same validation as the API's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GoalChange {
    Create(NewGoal),
    Update { id: String, patch: GoalPatch },
    Delete { id: String },
}

/// One goal change as written: the goal before (none for a new goal) and after (none once deleted).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppliedGoalChange {
    pub before: Option<Goal>,
    pub after: Option<Goal>,
}

impl AppliedGoalChange {
    /// The goal's id (every change has a side).
    pub fn goal_id(&self) -> &str {
        self.after
            .as_ref()
            .or(self.before.as_ref())
            .map_or("", |g| g.id.as_str())
    }
}
