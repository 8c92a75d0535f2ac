use actix_web::{get, web};
use finance_domain::suggestions::suggestions;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::AuthUser;
use crate::error::{ApiResult, ErrorBody};
use crate::state::State;

// Unknown query parameters are ignored (cache busters and the like are harmless here).
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct SuggestionsQuery {
    /// The open conversation, if any.
    pub conversation_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SuggestionsResponse {
    /// At most three prompts.
    pub suggestions: Vec<String>,
    pub is_first_message: bool,
}

/// Suggested prompts from the profile and the last three messages of the conversation.
#[utoipa::path(
    tag = "chat",
    params(SuggestionsQuery),
    responses((status = 200, body = SuggestionsResponse), (status = 401, body = ErrorBody, description = "Not signed in"), (status = 404, body = ErrorBody, description = "No such resource for this user"))
)]
#[get("/suggestions")]
pub async fn get_suggestions(
    state: State,
    user: AuthUser,
    query: web::Query<SuggestionsQuery>,
) -> ApiResult<web::Json<SuggestionsResponse>> {
    let conversation_id = query.into_inner().conversation_id.filter(|c| !c.is_empty());
    let (profile, messages) = state
        .db(move |s| {
            let profile = s.load_profile(&user.id)?;
            let messages = match conversation_id {
                Some(id) => s
                    .list_messages(&user.id, &id)?
                    .ok_or(finance_store::StoreError::NotFound)?,
                None => Vec::new(),
            };
            Ok((profile, messages))
        })
        .await?;
    let recent: Vec<&str> = messages
        .iter()
        .rev()
        .take(3)
        .rev()
        .map(|m| m.content.as_str())
        .collect();
    let mut list = suggestions(&profile, &recent, messages.len());
    list.truncate(3);
    Ok(web::Json(SuggestionsResponse {
        suggestions: list,
        is_first_message: messages.len() <= 1,
    }))
}
