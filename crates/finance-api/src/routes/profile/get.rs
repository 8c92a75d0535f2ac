use actix_web::{get, web};

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
pub async fn get_profile(state: State, user: AuthUser) -> ApiResult<web::Json<ProfileDto>> {
    let profile = state.db(move |s| s.load_profile(&user.id)).await?;
    Ok(web::Json(ProfileDto::from(&profile)))
}
