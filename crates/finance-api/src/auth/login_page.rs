//! `GET /api/login` (the built-in sign-in page, or the redirect to the OIDC provider), its script and
//! stylesheet (external files, because the CSP forbids inline script), and `GET /api/logout`.

use actix_session::Session;
use actix_web::{HttpResponse, get, http::header};

use crate::error::ApiResult;
use crate::session_store::OIDC_ID_TOKEN_KEY;
use crate::state::State;

const LOGIN_HTML: &str = include_str!("../../assets/login.html");
const LOGIN_CSS: &str = include_str!("../../assets/login.css");
const LOGIN_JS: &str = include_str!("../../assets/login.js");

/// Sign in: the built-in page, or a redirect to the OpenID Connect provider when one is configured.
#[utoipa::path(
    tag = "auth",
    responses(
        (status = 200, content_type = "text/html", description = "Built-in sign-in page"),
        (status = 302, description = "Redirect to the OpenID Connect provider")
    )
)]
#[get("/login")]
pub async fn login_page(state: State, session: Session) -> ApiResult<HttpResponse> {
    if let Some(oidc) = &state.oidc {
        return oidc.begin(&session);
    }
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(LOGIN_HTML))
}

#[get("/login.css")]
pub async fn login_css() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/css; charset=utf-8")
        .body(LOGIN_CSS)
}

#[get("/login.js")]
pub async fn login_js() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/javascript; charset=utf-8")
        .body(LOGIN_JS)
}

/// Sign out: the server-side session is deleted and the cookie cleared, then back to `/` (with
/// OpenID Connect, by way of the provider's end-session endpoint when it has one).
#[utoipa::path(
    tag = "auth",
    responses((
        status = 302,
        description = "Signed out; redirect to /, or with OpenID Connect to the provider's end-session endpoint, which returns to /"
    ))
)]
#[get("/logout")]
pub async fn logout(state: State, session: Session) -> HttpResponse {
    // Read before the purge. Only OIDC sign-ins store it; a state that fails to load has none.
    let id_token = session.get::<String>(OIDC_ID_TOKEN_KEY).ok().flatten();
    session.purge();
    // With OIDC, also end the provider's session (RP-Initiated Logout), or the next /api/login
    // would sign the person straight back in; the provider then returns the browser to `/`.
    let target = state
        .oidc
        .as_ref()
        .and_then(|oidc| oidc.logout_url(id_token.as_deref()))
        .unwrap_or_else(|| "/".to_string());
    HttpResponse::Found()
        .insert_header((header::LOCATION, target))
        .finish()
}
