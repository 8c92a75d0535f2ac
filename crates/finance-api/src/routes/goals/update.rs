use actix_web::{patch, web};
use finance_domain::goals::GoalPatch;

use super::{GoalDto, person_today, views};
use crate::auth::AuthUser;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::extract::JsonBody;
use crate::state::State;

/// Change a goal: only the fields sent change, all or nothing. `null` clears `targetDate`, returns
/// `targetMonths` to the profile's emergencyFundMonths and a debt payoff's `targetAmount` to 0.
/// `kind` and `field` cannot change (sending the goal's own is accepted). The change is recorded in
/// the goal audit trail.
#[utoipa::path(
    tag = "goals",
    params(("id" = String, Path, description = "Goal id (UUID)")),
    request_body = GoalPatch,
    responses(
        (status = 200, body = GoalDto, description = "The goal, with its figures"),
        (status = 400, body = ErrorBody, description = "Bad input; the message names the field"),
        (status = 401, body = ErrorBody, description = "Not signed in"),
        (status = 404, body = ErrorBody, description = "No such goal for this user")
    )
)]
#[patch("/goals/{id}")]
pub async fn update_goal(
    state: State,
    user: AuthUser,
    path: web::Path<String>,
    body: JsonBody<GoalPatch>,
) -> ApiResult<web::Json<GoalDto>> {
    let id = path.into_inner();
    let patch = body.into_inner();
    let answer = state
        .db(move |s| {
            let profile = s.load_profile(&user.id)?;
            let goal = s.update_goal(&user.id, &id, &patch, person_today(&profile))?;
            Ok(views(vec![goal], &profile, None))
        })
        .await?;
    answer
        .into_iter()
        .next()
        .map(web::Json)
        .ok_or_else(|| ApiError::internal("an updated goal has no view"))
}
