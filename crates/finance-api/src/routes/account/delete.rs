use actix_session::Session;
use actix_web::{HttpResponse, delete};

use crate::auth::AuthUser;
use crate::error::{ApiResult, ErrorBody};
use crate::state::State;

/// Delete the account: every row of the person's data, and every session (on every device).
#[utoipa::path(
    tag = "account",
    responses((status = 204, description = "Deleted; signed out everywhere"), (status = 401, body = ErrorBody, description = "Not signed in"))
)]
#[delete("/account")]
pub async fn delete_account(
    state: State,
    user: AuthUser,
    session: Session,
) -> ApiResult<HttpResponse> {
    let id = user.id.clone();
    state
        .db(move |s| {
            s.sessions_delete_for_user(&id)?;
            s.delete_user(&id)
        })
        .await?;
    session.purge();
    tracing::info!(user_id = %user.id, "account deleted");
    Ok(HttpResponse::NoContent().finish())
}
