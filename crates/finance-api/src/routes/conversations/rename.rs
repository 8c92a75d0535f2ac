use actix_web::{patch, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::ConversationDto;
use crate::auth::AuthUser;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::extract::JsonBody;
use crate::input_limits::check_title;
use crate::state::State;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RenameInput {
    #[schema(schema_with = crate::schema_rules::title_schema)]
    pub title: String,
}

/// Rename a conversation.
#[utoipa::path(
    tag = "conversations",
    params(("id" = String, Path, description = "Conversation id (UUID)")),
    request_body = RenameInput,
    responses((status = 200, body = ConversationDto), (status = 400, body = ErrorBody, description = "Bad input; the message names the field"), (status = 401, body = ErrorBody, description = "Not signed in"), (status = 404, body = ErrorBody, description = "No such resource for this user"))
)]
#[patch("/conversations/{id}")]
pub async fn rename_conversation(
    state: State,
    user: AuthUser,
    path: web::Path<String>,
    body: JsonBody<RenameInput>,
) -> ApiResult<web::Json<ConversationDto>> {
    let title = check_title(&body.into_inner().title)?;
    let id = path.into_inner();
    let renamed = state
        .db(move |s| s.rename_conversation(&user.id, &id, &title))
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(web::Json(ConversationDto::from(renamed)))
}
