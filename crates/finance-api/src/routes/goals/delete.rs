use actix_web::{HttpResponse, delete, web};

use crate::auth::AuthUser;
use crate::error::{ApiResult, ErrorBody};
use crate::state::State;

/// Delete a goal. The deletion is recorded in the goal audit trail.
#[utoipa::path(
    tag = "goals",
    params(("id" = String, Path, description = "Goal id (UUID)")),
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, body = ErrorBody, description = "Not signed in"),
        (status = 404, body = ErrorBody, description = "No such goal for this user")
    )
)]
#[delete("/goals/{id}")]
pub async fn delete_goal(
    state: State,
    user: AuthUser,
    path: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let id = path.into_inner();
    state.db(move |s| s.delete_goal(&user.id, &id)).await?;
    Ok(HttpResponse::NoContent().finish())
}
