//! Goals: where a person is heading (a house deposit, an emergency fund, a debt paid off, a
//! retirement spending level, a net worth), set on the page or in chat and tracked against the
//! profile's real numbers. Pure: the store keeps goals, the API and the advisor read them through
//! here. The model, each kind's rule and the assumptions are in docs/goals.md.
//!
//! - [`kind`]: the kinds, the debts a payoff goal can follow, the status.
//! - [`model`]: a stored [`Goal`], a [`NewGoal`] or [`GoalPatch`] as asked for, the advisor's
//!   proposed [`GoalChange`] and the store's [`AppliedGoalChange`].
//! - [`validate`]: the rules inputs meet; each refusal names its field.
//! - [`progress`]: the derived figures (progress, the monthly amount needed, the projected date,
//!   on track, status), through the savings calculator and, for retirement, the retirement plan.
//! - [`describe`]: the words of a chat notice.

pub mod describe;
mod input;
pub mod kind;
pub mod model;
#[cfg(feature = "openapi")]
mod openapi;
pub mod progress;
mod retirement;
pub mod validate;

#[cfg(test)]
mod tests;

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

pub use describe::{describe, describe_all};
pub use kind::{GoalKind, GoalStatus, TrackedDebt};
pub use model::{AppliedGoalChange, Goal, GoalChange, GoalPatch, NewGoal};
pub use progress::{
    GoalProgress, Pace, PaceBasis, growth_rate, monthly_surplus, progress, progress_with,
};

/// Goals one person may hold.
pub const MAX_GOALS: usize = 20;
/// A title's length, in characters.
pub const MAX_TITLE_CHARS: usize = 80;
/// A retirement goal is on track when the plan's Monte Carlo odds at the spending wanted are at least
/// this: Penny's threshold, at the common 80% planning confidence level (a plan that fails in one
/// market history in five), stated in docs/goals.md.
pub const ON_TRACK_ODDS: Decimal = dec!(0.8);
