//! The OpenID Connect provider Penny signs people in with (held in the app state; the callback
//! handler is `auth::oidc`): authorization code flow with PKCE (S256), a random
//! state and nonce kept server-side in the (pre-sign-in) session and consumed by the first callback,
//! so a replayed callback, a forged state or an ID token minted for another request is refused.
//!
//! Logout is RP-initiated (OpenID Connect RP-Initiated Logout 1.0) when the provider advertises an
//! `end_session_endpoint`: the browser is sent there with the session's ID token as a hint, so
//! signing out of Penny also ends the provider's session instead of silently signing back in.

use actix_session::Session;
use actix_web::HttpResponse;
use actix_web::http::header;
use finance_store::{OidcClaims, ProfileImage};
use openidconnect::core::{CoreAuthenticationFlow, CoreClient, CoreIdToken};
use openidconnect::{
    AuthorizationCode, ClientId, ClientSecret, CsrfToken, EndSessionUrl, EndpointMaybeSet,
    EndpointNotSet, EndpointSet, IssuerUrl, LogoutRequest, Nonce, PkceCodeChallenge,
    PkceCodeVerifier, PostLogoutRedirectUrl, ProviderMetadataWithLogout, RedirectUrl, Scope,
    TokenResponse,
};
use serde::{Deserialize, Serialize};
use utoipa::IntoParams;

use crate::auth::profile_picture;
use crate::config::OidcSettings;
use crate::error::{ApiError, ApiResult};

type Client = CoreClient<
    EndpointSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointMaybeSet,
    EndpointMaybeSet,
>;

const FLOW_KEY: &str = "oidc_flow";

pub struct OidcProvider {
    client: Client,
    http: openidconnect::reqwest::Client,
    /// Fetches the `picture` claim (`auth::profile_picture`): its own timeout and redirect rules.
    pictures: openidconnect::reqwest::Client,
    issuer: String,
    /// The provider's logout endpoint, when its discovery document advertises one.
    end_session: Option<EndSessionUrl>,
    /// `<PUBLIC_URL>/`: where the provider sends the browser after its logout.
    post_logout_redirect: PostLogoutRedirectUrl,
}

/// What the callback must match, kept in the session between `/api/login` and `/api/callback`.
#[derive(Serialize, Deserialize)]
struct PendingFlow {
    state: String,
    nonce: String,
    pkce_verifier: String,
}

#[derive(Deserialize, IntoParams)]
pub struct CallbackQuery {
    /// The authorization code.
    code: Option<String>,
    /// Must equal the state Penny sent.
    state: Option<String>,
    /// Set by the provider when sign-in failed or was cancelled.
    error: Option<String>,
}

fn refused(reason: &str) -> ApiError {
    tracing::warn!(reason, "OIDC callback refused");
    ApiError::BadRequest("Sign-in could not be completed; please try again from /api/login".into())
}

impl OidcProvider {
    /// Reads the provider's discovery document. The issuer must match it exactly (as the spec of
    /// OpenID Connect Discovery demands).
    pub async fn discover(settings: OidcSettings, public_url: &str) -> ApiResult<OidcProvider> {
        let http = openidconnect::reqwest::ClientBuilder::new()
            .redirect(openidconnect::reqwest::redirect::Policy::none())
            .timeout(std::time::Duration::from_secs(10))
            .build()
            .map_err(ApiError::internal)?;
        let issuer = IssuerUrl::new(settings.issuer_url.clone())
            .map_err(|e| ApiError::internal(format!("OIDC_ISSUER_URL: {e}")))?;
        // The logout flavour of the metadata: the core one drops `end_session_endpoint`.
        let metadata = ProviderMetadataWithLogout::discover_async(issuer, &http)
            .await
            .map_err(|e| ApiError::internal(format!("OIDC discovery failed: {e}")))?;
        let end_session = metadata.additional_metadata().end_session_endpoint.clone();
        if end_session.is_none() {
            tracing::info!("OIDC provider has no end_session_endpoint; logout stays local");
        }
        let redirect = RedirectUrl::new(format!("{public_url}/api/callback"))
            .map_err(|e| ApiError::internal(format!("PUBLIC_URL: {e}")))?;
        let post_logout_redirect = PostLogoutRedirectUrl::new(format!("{public_url}/"))
            .map_err(|e| ApiError::internal(format!("PUBLIC_URL: {e}")))?;
        let client = CoreClient::from_provider_metadata(
            metadata,
            ClientId::new(settings.client_id),
            Some(ClientSecret::new(settings.client_secret)),
        )
        .set_redirect_uri(redirect);
        Ok(OidcProvider {
            client,
            http,
            pictures: profile_picture::client()?,
            issuer: settings.issuer_url,
            end_session,
            post_logout_redirect,
        })
    }

    /// The issuer URL: with the subject, the key of a person's account.
    pub fn issuer(&self) -> &str {
        &self.issuer
    }

    /// Where to send the browser to end the provider's session too, or `None` when the provider
    /// offers no end_session_endpoint. `id_token` is the raw ID token of the session being ended;
    /// without it the provider may ask the person to confirm, or not know whom to sign out.
    pub fn logout_url(&self, id_token: Option<&str>) -> Option<String> {
        let endpoint = self.end_session.clone()?;
        let mut request = LogoutRequest::from(endpoint)
            .set_client_id(self.client.client_id().clone())
            .set_post_logout_redirect_uri(self.post_logout_redirect.clone());
        // Stored by this server at the callback, so it parses; if it somehow does not, logging
        // out without the hint beats refusing to log out.
        if let Some(token) = id_token.and_then(|t| t.parse::<CoreIdToken>().ok()) {
            request = request.set_id_token_hint(&token);
        }
        Some(request.http_get_url().to_string())
    }

    /// Starts a sign-in: remembers state, nonce and PKCE verifier, and redirects to the provider.
    pub fn begin(&self, session: &Session) -> ApiResult<HttpResponse> {
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let (url, state, nonce) = self
            .client
            .authorize_url(
                CoreAuthenticationFlow::AuthorizationCode,
                CsrfToken::new_random,
                Nonce::new_random,
            )
            .add_scope(Scope::new("email".into()))
            .add_scope(Scope::new("profile".into()))
            .set_pkce_challenge(challenge)
            .url();
        let flow = PendingFlow {
            state: state.secret().clone(),
            nonce: nonce.secret().clone(),
            pkce_verifier: verifier.secret().clone(),
        };
        session.insert(FLOW_KEY, flow).map_err(ApiError::internal)?;
        Ok(HttpResponse::Found()
            .insert_header((header::LOCATION, url.to_string()))
            .finish())
    }

    /// Finishes a sign-in: the identity (subject), what the provider says about the person, and
    /// the raw ID token (kept for logout's hint).
    pub async fn complete(
        &self,
        session: &Session,
        query: CallbackQuery,
    ) -> ApiResult<(String, OidcClaims, String)> {
        // Taken out first: whatever happens next, this flow cannot be completed twice.
        let flow: Option<PendingFlow> = session.remove_as(FLOW_KEY).and_then(Result::ok);
        let flow =
            flow.ok_or_else(|| refused("no sign-in in progress (replayed or expired callback)"))?;
        if let Some(error) = query.error {
            return Err(refused(&format!("provider error {error}")));
        }
        let state = query.state.ok_or_else(|| refused("missing state"))?;
        if !constant_time_eq(state.as_bytes(), flow.state.as_bytes()) {
            return Err(refused("state mismatch"));
        }
        let code = query.code.ok_or_else(|| refused("missing code"))?;
        let tokens = self
            .client
            .exchange_code(AuthorizationCode::new(code))
            .map_err(|e| ApiError::internal(format!("OIDC token endpoint: {e}")))?
            .set_pkce_verifier(PkceCodeVerifier::new(flow.pkce_verifier))
            .request_async(&self.http)
            .await
            .map_err(|e| refused(&format!("code exchange failed: {e}")))?;
        let id_token = tokens.id_token().ok_or_else(|| refused("no ID token"))?;
        let claims = id_token
            .claims(&self.client.id_token_verifier(), &Nonce::new(flow.nonce))
            .map_err(|e| refused(&format!("ID token rejected: {e}")))?;
        let subject = claims.subject().as_str().to_string();
        let first = |c: Option<&openidconnect::LocalizedClaim<_>>| {
            c.and_then(|l| l.get(None))
                .map(|v: &openidconnect::EndUserGivenName| v.as_str().to_string())
        };
        let family = claims
            .family_name()
            .and_then(|l| l.get(None))
            .map(|v| v.as_str().to_string());
        // The browser may not load remote images (CSP `img-src 'self' data:`), so the picture is
        // copied in now, as a data: URL. One that cannot be had this time keeps the stored one (a
        // first sign-in then has none, and initials are shown).
        let picture = match claims.picture().and_then(|l| l.get(None)) {
            Some(url) => {
                match profile_picture::fetch_data_url(&self.pictures, url.as_str()).await {
                    Some(data_url) => ProfileImage::Fetched(data_url),
                    None => ProfileImage::Unavailable,
                }
            }
            None => ProfileImage::Absent,
        };
        let info = OidcClaims {
            // Anyone can type any address into an unverified claim: only one the provider has
            // verified is stored (the account itself is keyed on issuer and subject).
            email: claims
                .email()
                .filter(|_| claims.email_verified() == Some(true))
                .map(|e| e.as_str().to_string()),
            first_name: first(claims.given_name()),
            last_name: family,
            profile_image: picture,
        };
        Ok((subject, info, id_token.to_string()))
    }
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
