use actix_web::{get, web};

use super::ConversationDto;
use crate::auth::AuthUser;
use crate::error::{ApiResult, ErrorBody};
use crate::state::State;

/// The signed-in person's conversations, most recently active first.
#[utoipa::path(
    tag = "conversations",
    responses((status = 200, body = [ConversationDto]), (status = 401, body = ErrorBody, description = "Not signed in"))
)]
#[get("/conversations")]
pub async fn list_conversations(
    state: State,
    user: AuthUser,
) -> ApiResult<web::Json<Vec<ConversationDto>>> {
    let list = state.db(move |s| s.list_conversations(&user.id)).await?;
    Ok(web::Json(
        list.into_iter().map(ConversationDto::from).collect(),
    ))
}
