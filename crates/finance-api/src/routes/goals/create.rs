use actix_web::{HttpResponse, post};
use finance_domain::goals::NewGoal;

use super::{person_today, views};
use crate::auth::AuthUser;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::extract::JsonBody;
use crate::state::State;

/// Add a goal. `kind` is required; what else each kind takes: savings and net_worth a
/// `targetAmount` (> 0); retirement a `targetAmount` (the yearly spending wanted, today's dollars)
/// and no date; debt_payoff a `field` (default debts) and optionally a `targetAmount` to pay down to
/// (default 0); emergency_fund `targetMonths` (default the profile's emergencyFundMonths) and no
/// `targetAmount`; savings a `currentAmount` already put aside (default 0). The change is recorded
/// in the goal audit trail.
#[utoipa::path(
    tag = "goals",
    request_body = NewGoal,
    responses(
        (status = 201, body = super::GoalDto, description = "The goal, with its figures"),
        (status = 400, body = ErrorBody, description = "Bad input, or 20 goals already; the message names the field"),
        (status = 401, body = ErrorBody, description = "Not signed in")
    )
)]
#[post("/goals")]
pub async fn create_goal(
    state: State,
    user: AuthUser,
    body: JsonBody<NewGoal>,
) -> ApiResult<HttpResponse> {
    let new = body.into_inner();
    let answer = state
        .db(move |s| {
            let profile = s.load_profile(&user.id)?;
            let goal = s.create_goal(&user.id, &new, person_today(&profile))?;
            Ok(views(vec![goal], &profile, None))
        })
        .await?;
    let goal = answer
        .into_iter()
        .next()
        .ok_or_else(|| ApiError::internal("a created goal has no view"))?;
    Ok(HttpResponse::Created().json(goal))
}
