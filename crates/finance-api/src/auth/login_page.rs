//! `GET /api/login` (the built-in sign-in page, or the redirect to the OIDC provider), its script and
//! stylesheet (external files, because the CSP forbids inline script; the sign-out page shares the
//! stylesheet).

use actix_session::Session;
use actix_web::{HttpResponse, get};

use crate::error::ApiResult;
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
