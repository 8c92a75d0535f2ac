//! Sign out. The spec's navigation (`GET /api/logout`, a top-level link) signs out at once when it
//! comes from Penny itself or is typed in; from another site (`Sec-Fetch-Site: cross-site`, which a
//! page cannot forge) it changes nothing and shows a page whose button signs out with
//! `POST /api/logout`, a JSON call behind the same CSRF check as every other state change. So a
//! link or image on another site can no longer sign a person out.

use actix_session::Session;
use actix_web::{HttpRequest, HttpResponse, get, http::header, post, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::session_store::{OIDC_ID_TOKEN_KEY, USER_ID_KEY};
use crate::state::State;

const LOGOUT_HTML: &str = include_str!("../../assets/logout.html");
const LOGOUT_JS: &str = include_str!("../../assets/logout.js");

#[derive(Debug, Serialize, ToSchema)]
pub struct SignedOut {
    /// Where the browser goes next: `/`, or with OpenID Connect the provider's end-session
    /// endpoint, which returns to `/`.
    pub redirect: String,
}

/// Deletes the server-side session (the cookie is cleared) and says where the browser goes next.
fn sign_out(state: &State, session: &Session) -> String {
    // Read before the purge. Only OIDC sign-ins store it; a state that fails to load has none.
    let id_token = session.get::<String>(OIDC_ID_TOKEN_KEY).ok().flatten();
    session.purge();
    // With OIDC, also end the provider's session (RP-Initiated Logout), or the next /api/login
    // would sign the person straight back in; the provider then returns the browser to `/`.
    state
        .oidc
        .as_ref()
        .and_then(|oidc| oidc.logout_url(id_token.as_deref()))
        .unwrap_or_else(|| "/".to_string())
}

fn cross_site(req: &HttpRequest) -> bool {
    req.headers()
        .get("sec-fetch-site")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("cross-site"))
}

/// Sign out (the spec's navigation): the server-side session is deleted and the cookie cleared,
/// then back to `/` (with OpenID Connect, by way of the provider's end-session endpoint when it
/// has one). From a link on another site (`Sec-Fetch-Site: cross-site`) nothing changes: a signed-in
/// person gets a page asking whether to sign out, whose button sends `POST /api/logout`.
#[utoipa::path(
    tag = "auth",
    responses(
        (status = 200, content_type = "text/html", description = "Reached from another site while signed in: still signed in; a page whose button signs out with POST /api/logout"),
        (status = 302, description = "Signed out; redirect to /, or with OpenID Connect to the provider's end-session endpoint, which returns to /")
    )
)]
#[get("/logout")]
pub async fn logout(state: State, session: Session, req: HttpRequest) -> HttpResponse {
    if cross_site(&req) {
        let signed_in = session.get::<String>(USER_ID_KEY).ok().flatten().is_some();
        return if signed_in {
            HttpResponse::Ok()
                .content_type("text/html; charset=utf-8")
                .body(LOGOUT_HTML)
        } else {
            // Nothing to protect and nothing to do.
            HttpResponse::Found()
                .insert_header((header::LOCATION, "/"))
                .finish()
        };
    }
    let target = sign_out(&state, &session);
    HttpResponse::Found()
        .insert_header((header::LOCATION, target))
        .finish()
}

/// Sign out from the page `GET /api/logout` shows to a link from another site (or from any client
/// that prefers a call to a navigation): the server-side session is deleted and the cookie cleared.
#[utoipa::path(
    tag = "auth",
    responses(
        (status = 200, body = SignedOut, description = "Signed out (also when no one was signed in)"),
        (status = 403, body = crate::error::ErrorBody, description = "Sent from another site"),
        (status = 415, body = crate::error::ErrorBody, description = "Not application/json")
    )
)]
#[post("/logout")]
pub async fn post_logout(state: State, session: Session) -> web::Json<SignedOut> {
    web::Json(SignedOut {
        redirect: sign_out(&state, &session),
    })
}

#[get("/logout.js")]
pub async fn logout_js() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/javascript; charset=utf-8")
        .body(LOGOUT_JS)
}
