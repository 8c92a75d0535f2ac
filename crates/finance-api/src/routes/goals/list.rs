use actix_web::{get, web};

use super::{GoalDto, views};
use crate::auth::AuthUser;
use crate::error::{ApiResult, ErrorBody};
use crate::state::State;

/// The signed-in person's goals, oldest first, each with its progress, the monthly amount still
/// needed, the projected date and whether it is on track.
#[utoipa::path(
    tag = "goals",
    responses(
        (status = 200, body = Vec<GoalDto>),
        (status = 401, body = ErrorBody, description = "Not signed in")
    )
)]
#[get("/goals")]
pub async fn list_goals(state: State, user: AuthUser) -> ApiResult<web::Json<Vec<GoalDto>>> {
    let answer = state
        .db(move |s| {
            let goals = s.list_goals(&user.id)?;
            let profile = s.load_profile(&user.id)?;
            Ok(views(goals, &profile, None))
        })
        .await?;
    Ok(web::Json(answer))
}
