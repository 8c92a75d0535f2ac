use actix_web::{HttpResponse, get};

use super::ProfileDto;
use crate::auth::AuthUser;
use crate::error::{ApiResult, ErrorBody};
use crate::state::State;

/// The signed-in person's profile, defaults filled in.
#[utoipa::path(
    tag = "profile",
    responses((status = 200, body = ProfileDto), (status = 401, body = ErrorBody, description = "Not signed in"))
)]
#[get("/financial-profile")]
pub async fn get_profile(state: State, user: AuthUser) -> ApiResult<HttpResponse> {
    let profile = state.profile(&user.id).await?;
    let body = state.rendered_profiles.body(&user.id, &profile)?;
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .body(body))
}
