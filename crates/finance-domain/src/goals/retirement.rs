//! A retirement goal read through the retirement plan (`retirement::plan`), not a model of its own:
//! its current amount is the plan's sustainable spending, its odds the plan's Monte Carlo success
//! probability at the spending wanted, and its monthly amount the extra saving that lifts those odds
//! to [`ON_TRACK_ODDS`]. The odds use the Plan view's defaults (2,000 paths, seed 1), so they match
//! what the Plan view shows at that spending.

use chrono::NaiveDate;
use rust_decimal::{Decimal, RoundingStrategy};
use rust_decimal_macros::dec;

use super::ON_TRACK_ODDS;
use super::kind::GoalStatus;
use super::model::Goal;
use super::progress::GoalProgress;
use crate::profile::FinancialProfile;
use crate::retirement::monte_carlo::{self, Odds};
use crate::retirement::plan::{PlanInput, PlanOverrides, Planner};

const MONTHS: Decimal = Decimal::from_parts(12, 0, 0, false, 0);

/// The plan's sustainable spending a year, in today's dollars; none without an age (or when the
/// person is already past the horizon).
pub(crate) fn sustainable_yearly(p: &FinancialProfile, today: NaiveDate) -> Option<Decimal> {
    let input = PlanInput::from_profile(p, &PlanOverrides::default()).ok()?;
    let plan = Planner::new(&input, today).ok()?.plan();
    plan.sustainable_monthly_spending.map(|m| m * MONTHS)
}

/// Paths the search for the monthly amount runs on: the first 500 of the full run's market
/// histories (path `i` draws stream `i`), a quarter of the work; the answer is confirmed on all.
const SEARCH_PATHS: u32 = 500;

/// The odds that the money lasts at `monthly_spending` with `extra_monthly` more saved each month,
/// over the first `paths` market histories of the Plan view's seed.
fn odds(
    p: &FinancialProfile,
    today: NaiveDate,
    monthly_spending: Decimal,
    extra_monthly: Decimal,
    paths: u32,
) -> Option<Decimal> {
    let overrides = PlanOverrides {
        monthly_spending: Some(monthly_spending),
        extra_contribution: (extra_monthly > Decimal::ZERO).then(|| extra_monthly * MONTHS),
        ..PlanOverrides::default()
    };
    let input = PlanInput::from_profile(p, &overrides).ok()?;
    let planner = Planner::new(&input, today).ok()?;
    monte_carlo::success_probability(&planner, paths, Odds::default().seed).ok()
}

/// The smallest extra monthly saving (whole dollars, to within about 1%) at which the odds reach
/// [`ON_TRACK_ODDS`]: doubled from $100 until enough and halved in between on the search paths,
/// then confirmed (stepping up 1% at a time) on all of them. None when saving more cannot help (no
/// working years left) or $1,000,000 a month is not enough.
fn extra_needed(
    p: &FinancialProfile,
    today: NaiveDate,
    monthly_spending: Decimal,
) -> Option<Decimal> {
    let input = PlanInput::from_profile(p, &PlanOverrides::default()).ok()?;
    if input.retirement_age <= input.age {
        return None;
    }
    let enough = |extra: Decimal, paths: u32| {
        odds(p, today, monthly_spending, extra, paths).is_some_and(|o| o >= ON_TRACK_ODDS)
    };
    let whole = |v: Decimal| v.round_dp_with_strategy(0, RoundingStrategy::AwayFromZero);
    let cap = Decimal::from(1_000_000);
    let mut low = Decimal::ZERO;
    let mut high = Decimal::ONE_HUNDRED;
    while !enough(high, SEARCH_PATHS) {
        low = high;
        high *= Decimal::TWO;
        if high > cap {
            return None;
        }
    }
    while high - low > Decimal::ONE.max(high / Decimal::ONE_HUNDRED) {
        let mid = whole((low + high) / Decimal::TWO);
        if enough(mid, SEARCH_PATHS) {
            high = mid;
        } else {
            low = mid;
        }
    }
    let full = Odds::default().paths;
    while high <= cap {
        if enough(high, full) {
            return Some(high);
        }
        high = whole(high * dec!(1.01) + Decimal::ONE);
    }
    None
}

pub(crate) fn progress(goal: &Goal, p: &FinancialProfile, today: NaiveDate) -> GoalProgress {
    let target = goal.target_amount.filter(|t| *t > Decimal::ZERO);
    let unknown = GoalProgress {
        target_amount: target,
        target_months: None,
        current_amount: None,
        progress: Decimal::ZERO,
        required_monthly: None,
        projected_date: None,
        on_track: None,
        status: GoalStatus::Active,
        pace: None,
        success_probability: None,
    };
    let (Some(target), Some(sustainable)) = (target, sustainable_yearly(p, today)) else {
        return unknown;
    };
    let monthly_spending =
        (target / MONTHS).round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero);
    let Some(success) = odds(
        p,
        today,
        monthly_spending,
        Decimal::ZERO,
        Odds::default().paths,
    ) else {
        return unknown;
    };
    let on_track = success >= ON_TRACK_ODDS;
    let progress = if sustainable >= target {
        Decimal::ONE
    } else {
        (sustainable.max(Decimal::ZERO) / target)
            .round_dp_with_strategy(4, RoundingStrategy::ToZero)
    };
    GoalProgress {
        target_amount: Some(target),
        target_months: None,
        current_amount: Some(sustainable),
        progress,
        required_monthly: if on_track {
            Some(Decimal::ZERO)
        } else {
            extra_needed(p, today, monthly_spending)
        },
        projected_date: None,
        on_track: Some(on_track),
        status: GoalStatus::Active,
        pace: None,
        success_probability: Some(success),
    }
}
