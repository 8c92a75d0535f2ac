use actix_web::{get, web};
use finance_store::{Message, MessageMetadata, Role};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::AuthUser;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::State;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalculationsDto {
    pub federal_tax: String,
    pub state_tax: String,
    pub fica_tax: String,
    pub take_home: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageMetadataDto {
    /// Set on notices such as "Profile updated: …".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_system_message: Option<bool>,
    /// The tax figures quoted in the reply, when there are any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub calculations: Option<CalculationsDto>,
    /// On a "Profile updated: …" notice: the change set to send to
    /// `POST /api/financial-profile/changes/{changeSetId}/undo`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub change_set_id: Option<String>,
    /// On a "Profile updated: …" notice whose change set was undone: when. Absent while the
    /// change can still be undone, so the app offers Undo only then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub undone_at: Option<chrono::DateTime<chrono::Utc>>,
    /// On an advisor's reply: the intent it answered and the inputs it used, each with its unit
    /// and where it came from (the message, the profile, a default, or an earlier answer).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answer: Option<finance_domain::answer::AnswerRecord>,
}

impl MessageMetadataDto {
    fn new(m: MessageMetadata, undone_at: Option<chrono::DateTime<chrono::Utc>>) -> Self {
        MessageMetadataDto {
            is_system_message: m.is_system_message.then_some(true),
            calculations: m.calculations.map(|c| CalculationsDto {
                federal_tax: c.federal_tax.to_string(),
                state_tax: c.state_tax.to_string(),
                fica_tax: c.fica_tax.to_string(),
                take_home: c.take_home.to_string(),
            }),
            change_set_id: m.change_set_id,
            undone_at,
            answer: m.answer,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageDto {
    /// UUID.
    pub id: String,
    /// "user" or "assistant".
    pub role: String,
    pub content: String,
    pub metadata: MessageMetadataDto,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

impl From<Message> for MessageDto {
    fn from(m: Message) -> Self {
        MessageDto {
            id: m.id,
            role: match m.role {
                Role::User => "user",
                Role::Assistant => "assistant",
            }
            .to_string(),
            content: m.content,
            metadata: MessageMetadataDto::new(m.metadata, m.change_set_undone_at),
            created_at: m.created_at,
        }
    }
}

/// A conversation's messages, oldest first.
#[utoipa::path(
    tag = "conversations",
    params(("id" = String, Path, description = "Conversation id (UUID)")),
    responses((status = 200, body = [MessageDto]), (status = 401, body = ErrorBody, description = "Not signed in"), (status = 404, body = ErrorBody, description = "No such resource for this user"))
)]
#[get("/conversations/{id}/messages")]
pub async fn list_messages(
    state: State,
    user: AuthUser,
    path: web::Path<String>,
) -> ApiResult<web::Json<Vec<MessageDto>>> {
    let id = path.into_inner();
    let messages = state
        .db(move |s| s.list_messages(&user.id, &id))
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(web::Json(
        messages.into_iter().map(MessageDto::from).collect(),
    ))
}
