use actix_web::{patch, web};
use finance_store::ChangeSource;
use serde_json::{Map, Value};

use super::{ProfileDto, ProfileInput, read_changes, writable_fields};
use crate::auth::AuthUser;
use crate::error::{ApiResult, ErrorBody};
use crate::extract::JsonBody;
use crate::state::State;

/// Update any writable fields (`null` clears one). All-or-nothing: one bad field changes nothing.
/// The tax figures are recomputed when income, country, state, marital status or dependents change.
#[utoipa::path(
    tag = "profile",
    request_body(content = ProfileInput, description = "Any profile fields except the computed tax figures (takeHome, federalTax, stateTax, ficaTax); numbers or numeric strings; null clears"),
    responses((status = 200, body = ProfileDto), (status = 400, body = ErrorBody, description = "Bad input; the message names the field"), (status = 401, body = ErrorBody, description = "Not signed in"))
)]
#[patch("/financial-profile")]
pub async fn patch_profile(
    state: State,
    user: AuthUser,
    body: JsonBody<Map<String, Value>>,
) -> ApiResult<web::Json<ProfileDto>> {
    let changes = read_changes(
        body.into_inner(),
        &writable_fields(),
        "a writable profile field",
    )?;
    let today = chrono::Utc::now().date_naive();
    let outcome = state
        .db(move |s| s.update_profile(&user.id, &changes, ChangeSource::Form, today))
        .await?;
    Ok(web::Json(ProfileDto::from(&outcome.profile)))
}
