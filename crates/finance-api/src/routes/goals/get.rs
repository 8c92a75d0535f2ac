//! `GET /api/goals/{id}`: one goal, and the Goals view's what-if ("save $X a month") without
//! saving anything.

use std::collections::HashMap;
use std::str::FromStr;

use actix_web::{get, web};
use finance_domain::validation::MAX_MONEY;
use rust_decimal::Decimal;

use super::{GoalDto, views};
use crate::auth::AuthUser;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::State;

const WHAT_IF: &str = "monthlySaving";

/// The what-if monthly amount: more than 0, at most 1,000,000,000,000, at most 2 decimal places.
fn what_if(query: &HashMap<String, String>) -> Result<Option<Decimal>, ApiError> {
    if let Some(unknown) = query.keys().find(|k| k.as_str() != WHAT_IF) {
        return Err(ApiError::bad_field(unknown, "is not a goal what-if"));
    }
    let Some(raw) = query.get(WHAT_IF) else {
        return Ok(None);
    };
    let bad = || {
        ApiError::bad_field(
            WHAT_IF,
            "must be a number of dollars more than 0, with at most 2 decimal places",
        )
    };
    let v = Decimal::from_str(raw.trim()).map_err(|_| bad())?;
    if v <= Decimal::ZERO || v > MAX_MONEY || v.round_dp(2) != v {
        return Err(bad());
    }
    Ok(Some(v))
}

/// One goal with its figures. With `monthlySaving`, the projected date and on-track are worked out
/// as if that much went to the goal each month (a what-if: nothing is saved).
#[utoipa::path(
    tag = "goals",
    params(
        ("id" = String, Path, description = "Goal id (UUID)"),
        ("monthlySaving" = Option<String>, Query, description = "What-if: dollars a month towards the goal, more than 0 (replaces the pace; nothing is saved)")
    ),
    responses(
        (status = 200, body = GoalDto),
        (status = 400, body = ErrorBody, description = "A bad what-if; the message names it"),
        (status = 401, body = ErrorBody, description = "Not signed in"),
        (status = 404, body = ErrorBody, description = "No such goal for this user")
    )
)]
#[get("/goals/{id}")]
pub async fn get_goal(
    state: State,
    user: AuthUser,
    path: web::Path<String>,
    query: web::Query<HashMap<String, String>>,
) -> ApiResult<web::Json<GoalDto>> {
    let monthly = what_if(&query)?;
    let id = path.into_inner();
    let answer = state
        .db(move |s| {
            let goal = s.goal(&user.id, &id)?;
            let profile = s.load_profile(&user.id)?;
            Ok(views(vec![goal], &profile, monthly))
        })
        .await?;
    answer
        .into_iter()
        .next()
        .map(web::Json)
        .ok_or_else(|| ApiError::internal("a goal has no view"))
}
