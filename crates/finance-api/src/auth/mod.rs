//! Who is calling: the session-backed [`AuthUser`] extractor, built-in accounts, OIDC, and the
//! sign-in page.

pub mod local;
pub mod login_page;
pub mod logout;
pub mod oidc;
pub mod oidc_provider;
pub mod password;
pub mod profile_picture;

use std::future::{Ready, ready};

use actix_session::{Session, SessionExt};
use actix_web::{FromRequest, HttpRequest, dev::Payload, web};

use crate::error::ApiError;
use crate::session_store::{SIGNED_IN_AT_KEY, USER_ID_KEY};
use crate::state::AppState;

/// The signed-in person. Extracting it from a request without a live session answers 401.
#[derive(Debug, Clone)]
pub struct AuthUser {
    pub id: String,
}

impl FromRequest for AuthUser {
    type Error = ApiError;
    type Future = Ready<Result<AuthUser, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(current_user(req))
    }
}

fn current_user(req: &HttpRequest) -> Result<AuthUser, ApiError> {
    let session = req.get_session();
    let id = session
        .get::<String>(USER_ID_KEY)
        .ok()
        .flatten()
        .ok_or(ApiError::Unauthorized)?;
    let signed_in_at = session
        .get::<i64>(SIGNED_IN_AT_KEY)
        .ok()
        .flatten()
        .ok_or(ApiError::Unauthorized)?;
    let absolute = req
        .app_data::<web::Data<AppState>>()
        .map(|s| s.config.session_absolute.as_secs())
        .ok_or_else(|| ApiError::internal("AuthUser used outside an app with AppState"))?;
    let age = chrono::Utc::now().timestamp() - signed_in_at;
    if age < 0 || age as u64 >= absolute {
        session.purge();
        return Err(ApiError::Unauthorized);
    }
    Ok(AuthUser { id })
}

/// Signs the browser in as `user_id` under a fresh session id (so a session fixed before sign-in
/// is worthless).
pub fn start_session(session: &Session, user_id: &str) -> Result<(), ApiError> {
    session.renew();
    session.clear();
    session
        .insert(USER_ID_KEY, user_id)
        .map_err(ApiError::internal)?;
    session
        .insert(SIGNED_IN_AT_KEY, chrono::Utc::now().timestamp())
        .map_err(ApiError::internal)?;
    Ok(())
}
