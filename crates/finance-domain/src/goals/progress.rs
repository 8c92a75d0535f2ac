//! The figures derived for every goal, in exact decimal, from the goal and the profile as they are
//! today: the current and target amounts, `progress` in [0, 1], the monthly saving still needed by
//! the target date, the date reached at the current pace, whether that is on track, and the status.
//!
//! The rules, and the one assumption (growth at the profile's expected return), are in
//! docs/goals.md. The monthly amount is the advisor's own savings calculator
//! (`calc::savings::saving_needed`) and the projected date its `periods_to_target`: one function
//! each, used by both.

use chrono::{Months, NaiveDate};
use rust_decimal::{Decimal, RoundingStrategy};

use super::kind::{GoalKind, GoalStatus, TrackedDebt};
use super::model::Goal;
use super::retirement;
use crate::calc::Frequency;
use crate::calc::savings::{periods_to_target, periods_until, saving_needed};
use crate::profile::FinancialProfile;
use crate::suggestions::emergency_fund_balance;

/// What a goal's monthly pace was taken from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaceBasis {
    /// An amount asked about ("what if I save $1,500 a month?"); nothing is saved.
    WhatIf,
    /// The goal's own movement since it was set, a month or more ago.
    SinceSet,
    /// What the profile leaves each month: take-home ÷ 12 − monthly expenses.
    Surplus,
}

/// A monthly amount going towards the goal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pace {
    pub monthly: Decimal,
    pub basis: PaceBasis,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoalProgress {
    /// The target in force: the goal's own, or for an emergency fund months × monthly expenses (none
    /// until monthly expenses are known).
    pub target_amount: Option<Decimal>,
    /// Emergency fund: the months of expenses in force.
    pub target_months: Option<Decimal>,
    /// Where the goal stands: the amount saved, the fund held, the debt owed, the net worth, or the
    /// retirement plan's sustainable yearly spending (none without an age to plan from).
    pub current_amount: Option<Decimal>,
    /// 0 to 1, to 4 decimal places, rounded down (1 only once the target is reached).
    pub progress: Decimal,
    /// The monthly saving (or debt repayment) that reaches the target by its date; 0 once reached,
    /// none without a date or once the date has passed. Retirement: the extra monthly saving that
    /// brings the plan's odds at the target spending to [`super::ON_TRACK_ODDS`].
    pub required_monthly: Option<Decimal>,
    /// The month the target is reached at `pace`; none without a pace, once reached, or beyond 100
    /// years. Retirement goals have none (their date is the retirement age).
    pub projected_date: Option<NaiveDate>,
    /// Reached, or the projected date is on or before the target date (retirement: the plan's odds at
    /// the target spending are at least [`super::ON_TRACK_ODDS`]). `Some(false)` once the date has
    /// passed; none without a date or a pace to judge by.
    pub on_track: Option<bool>,
    pub status: GoalStatus,
    pub pace: Option<Pace>,
    /// Retirement: the share of the plan's Monte Carlo paths whose money lasts at the target spending.
    pub success_probability: Option<Decimal>,
}

/// The growth rate every goal's maths assumes: the profile's expected return (7% a year unless the
/// person set another), compounded monthly, as the savings calculator does.
pub fn growth_rate(p: &FinancialProfile) -> Decimal {
    p.expected_return_rate_or_default()
}

/// What the profile leaves each month after expenses (take-home ÷ 12 − monthly expenses), to the
/// cent; none unless both are known and something is left.
pub fn monthly_surplus(p: &FinancialProfile) -> Option<Decimal> {
    p.take_home?;
    let expenses = p.monthly_expenses?;
    let left = cents(p.monthly_take_home() - expenses);
    (left > Decimal::ZERO).then_some(left)
}

fn cents(v: Decimal) -> Decimal {
    v.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
}

/// A share to 4 places, never rounded up to a full 1.
fn share(part: Decimal, whole: Decimal) -> Decimal {
    if whole <= Decimal::ZERO {
        return Decimal::ZERO;
    }
    (part / whole)
        .clamp(Decimal::ZERO, Decimal::ONE)
        .round_dp_with_strategy(4, RoundingStrategy::ToZero)
}

/// The profile's figure a goal of `kind` tracks (savings goals keep their own).
fn tracked(goal: &Goal, p: &FinancialProfile) -> Decimal {
    match goal.kind {
        GoalKind::Savings => goal.current_amount.unwrap_or(Decimal::ZERO),
        GoalKind::EmergencyFund => emergency_fund_balance(p),
        GoalKind::DebtPayoff => goal.field.unwrap_or(TrackedDebt::Debts).balance(p),
        GoalKind::NetWorth => p.net_worth(),
        GoalKind::Retirement => Decimal::ZERO,
    }
}

/// Where a new goal starts: its tracked figure today (retirement: the plan's sustainable yearly
/// spending, or 0 without an age).
pub(crate) fn start_amount(goal: &Goal, p: &FinancialProfile, today: NaiveDate) -> Decimal {
    match goal.kind {
        GoalKind::Retirement => retirement::sustainable_yearly(p, today).unwrap_or(Decimal::ZERO),
        _ => tracked(goal, p),
    }
}

/// The goal's figures today, at its own pace.
pub fn progress(goal: &Goal, p: &FinancialProfile, today: NaiveDate) -> GoalProgress {
    progress_with(goal, p, today, None)
}

/// The goal's figures today; `what_if_monthly` (more than 0) replaces the pace, as in "what if I
/// save $1,500 a month for it?". Nothing is saved.
pub fn progress_with(
    goal: &Goal,
    p: &FinancialProfile,
    today: NaiveDate,
    what_if_monthly: Option<Decimal>,
) -> GoalProgress {
    let rate = growth_rate(p);
    match goal.kind {
        GoalKind::Retirement => retirement::progress(goal, p, today),
        GoalKind::DebtPayoff => {
            let t = Track {
                target: goal.target_amount,
                current: tracked(goal, p),
                paying_down: true,
                rate: Decimal::ZERO,
            };
            t.figures(goal, p, today, what_if_monthly, None)
        }
        GoalKind::EmergencyFund => {
            let months = goal
                .target_months
                .unwrap_or(p.emergency_fund_months_or_default());
            let expenses = p.monthly_expenses_or_zero();
            let target = (expenses > Decimal::ZERO)
                .then(|| cents(months.saturating_mul(expenses)))
                .filter(|t| *t > Decimal::ZERO);
            let t = Track {
                target,
                current: tracked(goal, p),
                paying_down: false,
                rate,
            };
            t.figures(goal, p, today, what_if_monthly, Some(months))
        }
        GoalKind::Savings | GoalKind::NetWorth => {
            let t = Track {
                target: goal.target_amount,
                current: tracked(goal, p),
                paying_down: false,
                rate,
            };
            t.figures(goal, p, today, what_if_monthly, None)
        }
    }
}

/// A goal measured in money: saving up to a target (growing at `rate`) or paying a balance down to
/// one (no growth assumed: Penny does not know the debt's interest rate).
struct Track {
    target: Option<Decimal>,
    current: Decimal,
    paying_down: bool,
    rate: Decimal,
}

impl Track {
    fn reached(&self, target: Decimal) -> bool {
        if self.paying_down {
            self.current <= target
        } else {
            self.current >= target
        }
    }

    fn progress(&self, target: Decimal, start: Decimal) -> Decimal {
        if self.reached(target) {
            return Decimal::ONE;
        }
        if self.paying_down {
            share(start - self.current, start - target)
        } else {
            share(self.current, target)
        }
    }

    /// The saving problem as the calculator takes it: (amount to reach, lump sum now, rate). A
    /// negative net worth has its deficit added to the amount to reach.
    fn problem(&self, target: Decimal) -> (Decimal, Decimal, Decimal) {
        if self.paying_down {
            (self.current - target, Decimal::ZERO, Decimal::ZERO)
        } else if self.current < Decimal::ZERO {
            (target - self.current, Decimal::ZERO, self.rate)
        } else {
            (target, self.current, self.rate)
        }
    }

    /// Movement towards the target since the goal was set, a month a month; none before a month
    /// has passed or without movement.
    fn pace_since_set(&self, goal: &Goal, today: NaiveDate) -> Option<Decimal> {
        let months = periods_until(goal.created_at.date_naive(), today, Frequency::Monthly);
        let moved = if self.paying_down {
            goal.start_amount - self.current
        } else {
            self.current - goal.start_amount
        };
        (months >= 1 && moved > Decimal::ZERO).then(|| cents(moved / Decimal::from(months)))
    }

    fn figures(
        &self,
        goal: &Goal,
        p: &FinancialProfile,
        today: NaiveDate,
        what_if: Option<Decimal>,
        target_months: Option<Decimal>,
    ) -> GoalProgress {
        let current = Some(self.current);
        let Some(target) = self.target else {
            return GoalProgress {
                target_amount: None,
                target_months,
                current_amount: current,
                progress: Decimal::ZERO,
                required_monthly: None,
                projected_date: None,
                on_track: None,
                status: GoalStatus::Active,
                pace: None,
                success_probability: None,
            };
        };
        let pace = what_if
            .filter(|m| *m > Decimal::ZERO)
            .map(|monthly| Pace {
                monthly,
                basis: PaceBasis::WhatIf,
            })
            .or_else(|| {
                self.pace_since_set(goal, today).map(|monthly| Pace {
                    monthly,
                    basis: PaceBasis::SinceSet,
                })
            })
            .or_else(|| {
                monthly_surplus(p).map(|monthly| Pace {
                    monthly,
                    basis: PaceBasis::Surplus,
                })
            });
        if self.reached(target) {
            return GoalProgress {
                target_amount: Some(target),
                target_months,
                current_amount: current,
                progress: Decimal::ONE,
                required_monthly: Some(Decimal::ZERO),
                projected_date: None,
                on_track: Some(true),
                status: GoalStatus::Achieved,
                pace,
                success_probability: None,
            };
        }
        let (amount, lump, rate) = self.problem(target);
        let date = goal.target_date;
        let required_monthly = date.filter(|d| *d > today).and_then(|d| {
            // Less than a calendar month away: all of it this month.
            let months = periods_until(today, d, Frequency::Monthly).max(1);
            saving_needed(amount, lump, rate, Frequency::Monthly, months)
                .ok()
                .map(|s| s.contribution)
        });
        let projected_date = pace.and_then(|pace| {
            let n = periods_to_target(amount, lump, pace.monthly, rate, Frequency::Monthly)
                .ok()
                .flatten()?;
            today.checked_add_months(Months::new(n))
        });
        let on_track = match (date, pace) {
            (None, _) => None,
            (Some(d), _) if d <= today => Some(false),
            // Growth alone gets there: on track whatever the pace.
            _ if required_monthly == Some(Decimal::ZERO) => Some(true),
            (Some(_), None) => None,
            (Some(d), Some(_)) => Some(projected_date.is_some_and(|p| p <= d)),
        };
        GoalProgress {
            target_amount: Some(target),
            target_months,
            current_amount: current,
            progress: self.progress(target, goal.start_amount),
            required_monthly,
            projected_date,
            on_track,
            status: GoalStatus::Active,
            pace,
            success_probability: None,
        }
    }
}
