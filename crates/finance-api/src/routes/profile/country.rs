use actix_web::{post, web};
use finance_domain::ProfileField;
use finance_store::ChangeSource;
use serde::Deserialize;
use utoipa::ToSchema;

use super::ProfileDto;
use crate::auth::AuthUser;
use crate::error::{ApiResult, ErrorBody};
use crate::extract::JsonBody;
use crate::state::State;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CountryInput {
    #[schema(schema_with = crate::schema_rules::country_schema)]
    pub country: String,
}

/// Switch the tax country; a state of the other country is dropped and the tax figures recomputed.
#[utoipa::path(
    tag = "profile",
    request_body = CountryInput,
    responses((status = 200, body = ProfileDto), (status = 400, body = ErrorBody, description = "Bad input; the message names the field"), (status = 401, body = ErrorBody, description = "Not signed in"))
)]
#[post("/financial-profile/country")]
pub async fn post_country(
    state: State,
    user: AuthUser,
    body: JsonBody<CountryInput>,
) -> ApiResult<web::Json<ProfileDto>> {
    let changes = vec![(ProfileField::Country, Some(body.into_inner().country))];
    if changes[0].1.as_deref().is_some_and(|c| c.trim().is_empty()) {
        return Err(crate::error::ApiError::bad_field(
            "country",
            "must be 'australia' or 'us'",
        ));
    }
    let today = chrono::Utc::now().date_naive();
    let outcome = state
        .db(move |s| s.update_profile(&user.id, &changes, ChangeSource::Country, today))
        .await?;
    Ok(web::Json(ProfileDto::from(&outcome.profile)))
}
