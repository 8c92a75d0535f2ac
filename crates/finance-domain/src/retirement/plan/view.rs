//! [`PlanView`]: the plan as `GET /api/financial-profile/plan` and `penny plan` write it, one
//! definition for both: the year rows, the Monte Carlo odds and bands, and the assumptions the plan
//! used (saved or what-if). Money and rates are numeric strings ("85000", "0.025"), as the API writes
//! every figure; with the `openapi` feature it also describes itself (the API's `PlanResponse`).

use rust_decimal::Decimal;
use serde::Serialize;

use chrono::NaiveDate;

use super::{PlanInput, PlanResult, Planner};
use crate::error::DomainError;
use crate::retirement::monte_carlo::{self, MonteCarloResult, Odds};

/// One year of the plan; money as numeric strings, today's dollars except `balance`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = PlanRowDto))]
#[serde(rename_all = "camelCase")]
pub struct PlanRowView {
    pub age: u32,
    pub year: i32,
    /// Total balance (super/401(k) plus savings and investments) in that year's dollars.
    pub balance: String,
    /// The same balance in today's dollars.
    pub balance_today: String,
    pub contributions: String,
    pub withdrawals: String,
    /// Age Pension or Social Security received in the year.
    pub pension_income: String,
    /// Spending the plan could not pay for in the year.
    pub shortfall: String,
}

/// p10/p50/p90 of the total balance in today's dollars at each age.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = BandsDto))]
pub struct BandsView {
    pub ages: Vec<u32>,
    pub p10: Vec<String>,
    pub p50: Vec<String>,
    pub p90: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = PlanResponse))]
#[serde(rename_all = "camelCase")]
pub struct PlanView {
    pub rows: Vec<PlanRowView>,
    /// The age from which spending can no longer be paid; null when the money lasts to the horizon.
    pub money_lasts_to_age: Option<u32>,
    pub horizon_age: u32,
    pub retirement_age: u32,
    /// The monthly spending (today's dollars) that lasts exactly to the horizon.
    pub sustainable_monthly_spending: Option<String>,
    /// The monthly spending the plan used (today's dollars).
    pub monthly_spending: String,
    /// The assumptions the plan used (fractions), saved or what-if.
    pub inflation: String,
    pub expected_return: String,
    pub volatility: String,
    /// Extra saving a year into savings and investments, saved plus what-if.
    pub voluntary_contributions: String,
    /// US: the Social Security claim age used; null for the full retirement age (or Australia).
    pub claim_age: Option<u32>,
    /// Australia: the Age Pension a fortnight in today's dollars, in its first year.
    pub age_pension_fortnightly: Option<String>,
    /// US: the Social Security benefit a month in today's dollars, once claimed.
    pub social_security_monthly: Option<String>,
    /// Share of Monte Carlo paths whose money lasts to the horizon (0-1).
    pub success_probability: String,
    pub paths: u32,
    pub seed: u64,
    pub bands: BandsView,
    pub assumptions: Vec<String>,
    pub notes: Vec<String>,
    pub provisional: bool,
    pub provisional_reasons: Vec<String>,
}

/// A figure as the API writes it: the decimal's shortest spelling ("1234.5", not "1234.50").
fn s(d: Decimal) -> String {
    d.normalize().to_string()
}

impl PlanView {
    /// The plan on `input` as at `today` (`clock::tax_today` in the person's own zone) with its
    /// Monte Carlo odds: everything the API and `penny plan` answer with.
    pub fn compute(
        input: &PlanInput,
        today: NaiveDate,
        odds: Odds,
    ) -> Result<PlanView, DomainError> {
        let planner = Planner::new(input, today)?;
        let mc = monte_carlo::run(&planner, odds.paths, odds.seed)?;
        Ok(PlanView::new(input, planner.plan(), mc))
    }

    /// The view of a plan and its Monte Carlo run on `input`.
    pub fn new(input: &PlanInput, plan: PlanResult, mc: MonteCarloResult) -> PlanView {
        let list = |v: Vec<Decimal>| v.into_iter().map(s).collect();
        PlanView {
            rows: plan
                .rows
                .into_iter()
                .map(|r| PlanRowView {
                    age: r.age,
                    year: r.year,
                    balance: s(r.balance),
                    balance_today: s(r.balance_today),
                    contributions: s(r.contributions),
                    withdrawals: s(r.withdrawals),
                    pension_income: s(r.pension_income),
                    shortfall: s(r.shortfall),
                })
                .collect(),
            money_lasts_to_age: plan.money_lasts_to_age,
            horizon_age: input.horizon_age,
            retirement_age: input.retirement_age,
            sustainable_monthly_spending: plan.sustainable_monthly_spending.map(s),
            monthly_spending: s(input.monthly_spending),
            inflation: s(input.inflation),
            expected_return: s(input.expected_return),
            volatility: s(input.volatility),
            voluntary_contributions: s(input.voluntary_contributions),
            claim_age: input.claim_age,
            age_pension_fortnightly: plan.age_pension_fortnightly.map(s),
            social_security_monthly: plan.social_security_monthly.map(s),
            success_probability: s(mc.success_probability),
            paths: mc.paths,
            seed: mc.seed,
            bands: BandsView {
                ages: mc.bands.ages,
                p10: list(mc.bands.p10),
                p50: list(mc.bands.p50),
                p90: list(mc.bands.p90),
            },
            assumptions: plan
                .assumptions
                .into_iter()
                .map(|a| a.into_owned())
                .collect(),
            notes: plan.notes,
            provisional: plan.provisional,
            provisional_reasons: plan
                .provisional_reasons
                .into_iter()
                .map(|r| r.into_owned())
                .collect(),
        }
    }
}
