//! `GET /api/callback`: where the OpenID Connect provider sends the browser back after sign-in
//! (the flow itself is `auth::oidc_provider`).

use actix_session::Session;
use actix_web::http::header;
use actix_web::{HttpResponse, get, web};

use crate::auth::oidc_provider::CallbackQuery;
use crate::auth::start_session;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::session_store::OIDC_ID_TOKEN_KEY;
use crate::state::State;

/// Where the OpenID Connect provider sends the browser back after sign-in.
#[utoipa::path(
    tag = "auth",
    params(CallbackQuery),
    responses(
        (status = 302, description = "Signed in; redirect to /"),
        (status = 400, body = ErrorBody, description = "Wrong or replayed state, bad code, or an ID token that fails verification"),
        (status = 404, body = ErrorBody, description = "OpenID Connect is not configured")
    )
)]
#[get("/callback")]
pub async fn callback(
    state: State,
    session: Session,
    query: web::Query<CallbackQuery>,
) -> ApiResult<HttpResponse> {
    let Some(oidc) = &state.oidc else {
        return Err(ApiError::NotFound);
    };
    let (subject, claims, id_token) = oidc.complete(&session, query.into_inner()).await?;
    let issuer = oidc.issuer().to_string();
    let user = state
        .db(move |s| s.upsert_oidc_user(&issuer, &subject, &claims))
        .await
        .map_err(|e| match e {
            ApiError::Conflict(_) => ApiError::Conflict(
                "This email address already belongs to another Penny account".into(),
            ),
            other => other,
        })?;
    start_session(&session, &user.id)?;
    // Kept for logout's id_token_hint; after start_session, which clears the state.
    session
        .insert(OIDC_ID_TOKEN_KEY, id_token)
        .map_err(ApiError::internal)?;
    tracing::info!(user_id = %user.id, "signed in with OpenID Connect");
    Ok(HttpResponse::Found()
        .insert_header((header::LOCATION, "/"))
        .finish())
}
