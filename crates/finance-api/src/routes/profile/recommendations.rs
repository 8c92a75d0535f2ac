use actix_web::{get, web};
use finance_domain::recommendations::recommendations;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::AuthUser;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::State;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecommendationDto {
    pub id: String,
    pub title: String,
    pub description: String,
    /// high, medium or low.
    pub impact: String,
    pub icon: String,
    /// 1 first.
    pub priority: u32,
    /// The profile field (camelCase) that "Update Now" edits.
    pub field: String,
    /// A value to prefill the editor with, in dollars; null when only the person knows it.
    pub suggested_value: Option<String>,
}

/// Up to three recommended updates for the profile, most important first.
#[utoipa::path(
    tag = "profile",
    responses((status = 200, body = [RecommendationDto]), (status = 401, body = ErrorBody, description = "Not signed in"))
)]
#[get("/financial-profile/recommendations")]
pub async fn get_recommendations(
    state: State,
    user: AuthUser,
) -> ApiResult<web::Json<Vec<RecommendationDto>>> {
    let profile = state.profile(&user.id).await?;
    // Through JSON so this shape stays the documented one whatever the domain's field types are.
    let value = serde_json::to_value(recommendations(&profile)).map_err(ApiError::internal)?;
    let list = serde_json::from_value(value).map_err(ApiError::internal)?;
    Ok(web::Json(list))
}
