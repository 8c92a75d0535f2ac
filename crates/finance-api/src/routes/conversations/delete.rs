use actix_web::{HttpResponse, delete, web};

use crate::auth::AuthUser;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::State;

/// Delete a conversation and its messages.
#[utoipa::path(
    tag = "conversations",
    params(("id" = String, Path, description = "Conversation id (UUID)")),
    responses((status = 204, description = "Deleted"), (status = 401, body = ErrorBody, description = "Not signed in"), (status = 404, body = ErrorBody, description = "No such resource for this user"))
)]
#[delete("/conversations/{id}")]
pub async fn delete_conversation(
    state: State,
    user: AuthUser,
    path: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let id = path.into_inner();
    let deleted = state
        .db(move |s| s.delete_conversation(&user.id, &id))
        .await?;
    if !deleted {
        return Err(ApiError::NotFound);
    }
    Ok(HttpResponse::NoContent().finish())
}
