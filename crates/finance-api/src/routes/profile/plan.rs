//! `GET /api/financial-profile/plan`: the retirement plan (docs/retirement.md) on the saved profile,
//! with what-ifs from the query string that never change what is saved.

use std::collections::HashMap;

use actix_web::{get, web};
use finance_domain::retirement::monte_carlo::{self, DEFAULT_PATHS, MAX_PATHS};
use finance_domain::retirement::plan::{PlanInput, PlanOverrides, PlanResult, Planner};
use finance_domain::{DomainError, clock};
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::AuthUser;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::State;

fn overrides(query: &HashMap<String, String>) -> Result<(PlanOverrides, u32, u64), ApiError> {
    let known =
        |k: &str| PlanOverrides::NAMES.iter().any(|(n, _)| *n == k) || k == "paths" || k == "seed";
    if let Some(unknown) = query.keys().find(|k| !known(k)) {
        return Err(ApiError::bad_field(unknown, "is not a plan what-if"));
    }
    let o = PlanOverrides::read(|name| query.get(name).cloned())?;
    let paths = match query.get("paths") {
        None => DEFAULT_PATHS,
        Some(raw) => raw
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|n| (1..=MAX_PATHS).contains(n))
            .ok_or_else(|| {
                ApiError::bad_field(
                    "paths",
                    format!("must be a whole number from 1 to {MAX_PATHS}"),
                )
            })?,
    };
    let seed = match query.get("seed") {
        None => 1,
        Some(raw) => raw.trim().parse::<u64>().map_err(|_| {
            ApiError::bad_field(
                "seed",
                "must be a whole number from 0 to 18446744073709551615",
            )
        })?,
    };
    Ok((o, paths, seed))
}

/// One year of the plan; money as numeric strings, today's dollars except `balance`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlanRowDto {
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
#[derive(Debug, Serialize, ToSchema)]
pub struct BandsDto {
    pub ages: Vec<u32>,
    pub p10: Vec<String>,
    pub p50: Vec<String>,
    pub p90: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlanResponse {
    pub rows: Vec<PlanRowDto>,
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
    pub bands: BandsDto,
    pub assumptions: Vec<String>,
    pub notes: Vec<String>,
    pub provisional: bool,
    pub provisional_reasons: Vec<String>,
}

fn s(d: Decimal) -> String {
    d.normalize().to_string()
}

fn response(
    input: &PlanInput,
    plan: PlanResult,
    mc: monte_carlo::MonteCarloResult,
) -> PlanResponse {
    PlanResponse {
        rows: plan
            .rows
            .into_iter()
            .map(|r| PlanRowDto {
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
        bands: BandsDto {
            ages: mc.bands.ages,
            p10: mc.bands.p10.into_iter().map(s).collect(),
            p50: mc.bands.p50.into_iter().map(s).collect(),
            p90: mc.bands.p90.into_iter().map(s).collect(),
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

/// The retirement plan on the saved profile: year by year in today's dollars, with the Age Pension
/// or Social Security, drawdown, the sustainable spending and the Monte Carlo odds. The query's
/// what-ifs apply to this answer only.
#[utoipa::path(
    tag = "profile",
    params(
        ("retirementAge" = Option<u32>, Query, description = "What-if retirement age, 1-100"),
        ("monthlySpending" = Option<String>, Query, description = "What-if monthly spending in retirement, today's dollars"),
        ("inflation" = Option<String>, Query, description = "Inflation, a fraction (0.025 is 2.5%)"),
        ("expectedReturn" = Option<String>, Query, description = "Expected annual return, a fraction"),
        ("volatility" = Option<String>, Query, description = "Volatility of annual returns, a fraction"),
        ("extraContribution" = Option<String>, Query, description = "Extra saving a year into savings and investments"),
        ("claimAge" = Option<u32>, Query, description = "US: Social Security claim age, 62-70"),
        ("horizonAge" = Option<u32>, Query, description = "The age the plan runs to, 50-120"),
        ("paths" = Option<u32>, Query, description = "Monte Carlo paths, 1-20000 (default 2000)"),
        ("seed" = Option<u64>, Query, description = "Seed of the random returns: the same seed gives the same odds and bands (default 1)")
    ),
    responses(
        (status = 200, body = PlanResponse),
        (status = 400, body = ErrorBody, description = "A bad what-if (the message names it), or a profile without an age"),
        (status = 401, body = ErrorBody, description = "Not signed in")
    )
)]
#[get("/financial-profile/plan")]
pub async fn get_plan(
    state: State,
    user: AuthUser,
    query: web::Query<HashMap<String, String>>,
) -> ApiResult<web::Json<PlanResponse>> {
    let (overrides, paths, seed) = overrides(&query)?;
    let profile = state.profile(&user.id).await?;
    let today = clock::tax_today(profile.country, profile.state, chrono::Utc::now());
    let input = PlanInput::from_profile(&profile, &overrides)?;
    // A few milliseconds of Monte Carlo: off the async worker.
    let answer = web::block(move || -> Result<PlanResponse, DomainError> {
        let planner = Planner::new(&input, today)?;
        let mc = monte_carlo::run(&planner, paths, seed)?;
        Ok(response(&input, planner.plan(), mc))
    })
    .await?;
    Ok(web::Json(answer?))
}
