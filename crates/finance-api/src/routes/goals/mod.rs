//! `/api/goals`: the signed-in person's goals, each with the figures the domain derives from it and
//! the saved profile (`finance_domain::goals::progress`). One file per operation.

pub mod create;
pub mod delete;
pub mod get;
pub mod list;
pub mod update;

use chrono::{DateTime, NaiveDate, Utc};
use finance_domain::FinancialProfile;
use finance_domain::clock;
use finance_domain::goals::{Goal, GoalKind, GoalProgress, GoalStatus, TrackedDebt};
use finance_domain::profile_update::with_current_tax;
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

/// A goal with its derived figures. Every field is always sent (`null` where nothing is known).
/// Amounts are numeric strings in dollars; dates `YYYY-MM-DD`.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Goal)]
#[serde(rename_all = "camelCase")]
pub struct GoalDto {
    /// UUID.
    #[schema(required = true)]
    pub id: String,
    #[schema(required = true)]
    pub kind: GoalKind,
    #[schema(required = true)]
    pub title: String,
    /// The target in force: the amount to reach (savings, net worth), the balance to pay down to
    /// (debt payoff, usually 0), the yearly spending wanted in today's dollars (retirement), or
    /// targetMonths × the profile's monthly expenses (emergency fund; null until those are known).
    #[schema(required = true)]
    pub target_amount: Option<String>,
    /// `YYYY-MM-DD`; null when the goal has none (always for retirement).
    #[schema(required = true, format = Date)]
    pub target_date: Option<String>,
    /// Emergency fund: the months of expenses in force (the goal's own, else the profile's
    /// emergencyFundMonths); null for other kinds.
    #[schema(required = true)]
    pub target_months: Option<String>,
    /// Debt payoff: the profile balance followed; null for other kinds.
    #[schema(required = true)]
    pub field: Option<TrackedDebt>,
    /// Where the goal stood when it was set.
    #[schema(required = true)]
    pub start_amount: String,
    /// Where it stands now: the amount saved (savings, kept by the person), the emergency fund held
    /// (emergencyFundCurrent, else emergencyFund), the balance owed (debt payoff), the net worth, or
    /// the retirement plan's sustainable yearly spending in today's dollars (null without an age).
    #[schema(required = true)]
    pub current_amount: Option<String>,
    /// 0 to 1, to 4 decimal places, rounded down: current ÷ target (debt payoff: the share paid
    /// down since the goal was set).
    #[schema(required = true)]
    pub progress: String,
    /// The monthly saving (debt payoff: repayment) that reaches the target by targetDate, assuming
    /// growth at the profile's expectedReturnRate (7% a year unless set) compounded monthly with
    /// saving at each month's end, as the advisor's savings calculator works it out; no interest is
    /// assumed on a debt. "0" once reached or when growth alone gets there; null without a target
    /// date or once it has passed. Retirement: the extra monthly saving that lifts the plan's odds
    /// at the target spending to 80%.
    #[schema(required = true)]
    pub required_monthly: Option<String>,
    /// `YYYY-MM-DD`: the month the target is reached at the current pace (the goal's own movement
    /// a month since it was set, else what the profile leaves each month after expenses), with the
    /// same growth; null without a pace, once reached, or for retirement.
    #[schema(required = true, format = Date)]
    pub projected_date: Option<String>,
    /// Reached, or projected on or before targetDate, or no saving needed; false once the date has
    /// passed. Retirement: the plan's Monte Carlo odds at the target spending are at least 80%.
    /// Null without a target date, or without a pace to judge by.
    #[schema(required = true)]
    pub on_track: Option<bool>,
    /// `achieved` once progress reaches 1 (a retirement goal stays `active`).
    #[schema(required = true)]
    pub status: GoalStatus,
    #[schema(required = true)]
    pub created_at: DateTime<Utc>,
    #[schema(required = true)]
    pub updated_at: DateTime<Utc>,
}

fn figure(d: Decimal) -> String {
    d.normalize().to_string()
}

fn date(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

impl GoalDto {
    pub fn new(goal: Goal, p: GoalProgress) -> GoalDto {
        GoalDto {
            id: goal.id,
            kind: goal.kind,
            title: goal.title,
            target_amount: p.target_amount.map(figure),
            target_date: goal.target_date.map(date),
            target_months: p.target_months.map(figure),
            field: goal.field,
            start_amount: figure(goal.start_amount),
            current_amount: p.current_amount.map(figure),
            progress: figure(p.progress),
            required_monthly: p.required_monthly.map(figure),
            projected_date: p.projected_date.map(date),
            on_track: p.on_track,
            status: p.status,
            created_at: goal.created_at,
            updated_at: goal.updated_at,
        }
    }
}

/// "Today" for a person's goals: their own date (`clock::tax_today`), as the plan reads it.
pub fn person_today(p: &FinancialProfile) -> NaiveDate {
    clock::tax_today(p.country, p.state, Utc::now())
}

/// The goals with their figures on the saved profile (its tax figures worked out for today, as the
/// dashboard shows them); `what_if_monthly` replaces every goal's pace. Runs the retirement plan for
/// a retirement goal: call it off the async workers.
pub fn views(
    goals: Vec<Goal>,
    saved: &FinancialProfile,
    what_if_monthly: Option<Decimal>,
) -> Vec<GoalDto> {
    let today = person_today(saved);
    let profile = with_current_tax(saved, today);
    goals
        .into_iter()
        .map(|g| {
            let p = finance_domain::goals::progress_with(&g, &profile, today, what_if_monthly);
            GoalDto::new(g, p)
        })
        .collect()
}
