use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::ProfileDto;
use crate::auth::AuthUser;
use crate::error::{ApiResult, ErrorBody};
use crate::extract::JsonBody;
use crate::state::State;

/// The undo takes no options: its body is `{}`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UndoInput {}

/// Undo a profile change the advisor made (the change set named in a "Profile updated: …" notice):
/// the previous values come back, all or nothing, the tax figures are recomputed, the audit trail
/// records the undo, and the conversation shows a notice. An undo happens once; when a field was
/// changed again since, nothing is undone and the answer names the field.
#[utoipa::path(
    tag = "profile",
    params(("changeSetId" = String, Path, description = "The change set id from the notice's metadata")),
    request_body = UndoInput,
    responses(
        (status = 200, body = ProfileDto, description = "The profile with the previous values"),
        (status = 400, body = ErrorBody, description = "Bad input"),
        (status = 401, body = ErrorBody, description = "Not signed in"),
        (status = 404, body = ErrorBody, description = "No such change set for this user"),
        (status = 409, body = ErrorBody, description = "Already undone, or a field was changed since (named)")
    )
)]
#[post("/financial-profile/changes/{changeSetId}/undo")]
pub async fn undo_change_set(
    state: State,
    user: AuthUser,
    path: web::Path<String>,
    _body: JsonBody<UndoInput>,
) -> ApiResult<web::Json<ProfileDto>> {
    let set_id = path.into_inner();
    let today = chrono::Utc::now().date_naive();
    let outcome = state
        .db(move |s| s.undo_change_set(&user.id, &set_id, today))
        .await?;
    Ok(web::Json(ProfileDto::from(&outcome.profile)))
}
