use actix_web::{HttpResponse, get, http::header};

use crate::auth::AuthUser;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::State;

/// Everything Penny holds about the signed-in person, as one JSON document.
#[utoipa::path(
    tag = "account",
    responses(
        (status = 200, content_type = "application/json", body = Object, description = "user, profile, audit trail, conversations with messages"),
        (status = 401, body = ErrorBody, description = "Not signed in")
    )
)]
#[get("/account/export")]
pub async fn export_account(state: State, user: AuthUser) -> ApiResult<HttpResponse> {
    let export = state.db(move |s| s.export_user(&user.id)).await?;
    let body = serde_json::to_vec_pretty(&export).map_err(ApiError::internal)?;
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .insert_header((
            header::CONTENT_DISPOSITION,
            "attachment; filename=\"penny-export.json\"",
        ))
        .body(body))
}
