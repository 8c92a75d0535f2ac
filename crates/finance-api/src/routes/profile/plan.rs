//! `GET /api/financial-profile/plan`: the retirement plan (docs/retirement.md) on the saved profile,
//! with what-ifs from the query string that never change what is saved.

use std::collections::HashMap;

use actix_web::{get, web};
use finance_domain::clock;
use finance_domain::retirement::monte_carlo::{DEFAULT_PATHS, Odds};
use finance_domain::retirement::plan::{PlanInput, PlanOverrides, PlanView};

use crate::auth::AuthUser;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::State;

/// The what-ifs and the odds' size and seed, each read by the domain by name.
fn overrides(query: &HashMap<String, String>) -> Result<(PlanOverrides, Odds), ApiError> {
    let known =
        |k: &str| PlanOverrides::NAMES.iter().any(|(n, _)| *n == k) || Odds::NAMES.contains(&k);
    if let Some(unknown) = query.keys().find(|k| !known(k)) {
        return Err(ApiError::bad_field(unknown, "is not a plan what-if"));
    }
    let raw = |name: &str| query.get(name).cloned();
    Ok((PlanOverrides::read(raw)?, Odds::read(raw)?))
}

/// The retirement plan on the saved profile: year by year in today's dollars, with the Age Pension
/// or Social Security, drawdown, the sustainable spending and the Monte Carlo odds. The query's
/// what-ifs apply to this answer only.
#[utoipa::path(
    tag = "profile",
    params(
        ("retirementAge" = Option<u32>, Query, description = "What-if retirement age, 1-100"),
        ("monthlySpending" = Option<String>, Query, description = "What-if monthly spending in retirement, today's dollars"),
        ("inflation" = Option<String>, Query, description = "Inflation, a fraction from 0 to 0.2 (0.025 is 2.5%)"),
        ("expectedReturn" = Option<String>, Query, description = "Expected annual return, a fraction from 0 to 0.5"),
        ("volatility" = Option<String>, Query, description = "Volatility of annual returns, a fraction from 0 to 1"),
        ("extraContribution" = Option<String>, Query, description = "Extra saving a year into savings and investments"),
        ("claimAge" = Option<u32>, Query, description = "US: Social Security claim age, 62-70"),
        ("horizonAge" = Option<u32>, Query, description = "The age the plan runs to, 50-120"),
        ("paths" = Option<u32>, Query, description = "Monte Carlo paths, 1-20000 (default 2000)"),
        ("seed" = Option<u64>, Query, description = "Seed of the random returns: the same seed gives the same odds and bands (default 1)")
    ),
    responses(
        (status = 200, body = PlanView),
        (status = 400, body = ErrorBody, description = "A bad what-if (the message names it), or a profile without an age"),
        (status = 401, body = ErrorBody, description = "Not signed in"),
        (status = 429, body = ErrorBody, description = "Too many plans this minute (each counted by its Monte Carlo paths, 2,000 to a plan); see Retry-After")
    )
)]
#[get("/financial-profile/plan")]
pub async fn get_plan(
    state: State,
    user: AuthUser,
    query: web::Query<HashMap<String, String>>,
) -> ApiResult<web::Json<PlanView>> {
    let (overrides, odds) = overrides(&query)?;
    // The Monte Carlo run is the cost (about 7 ms of CPU at the default 2,000 paths, 70 ms at the
    // most): a plan spends one hit of the person's budget per 2,000 paths, so no one account can
    // keep the cores busy, however it sizes its requests.
    let hits = odds.paths.div_ceil(DEFAULT_PATHS);
    state
        .plan_limiter
        .spend(&state.store, &user.id, hits)
        .await?;
    let profile = state.profile(&user.id).await?;
    let today = clock::tax_today(profile.country, profile.state, chrono::Utc::now());
    let input = PlanInput::from_profile(&profile, &overrides)?;
    // A few milliseconds of Monte Carlo: off the async worker.
    let answer = web::block(move || PlanView::compute(&input, today, odds)).await?;
    Ok(web::Json(answer?))
}
