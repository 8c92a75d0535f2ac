//! Browser-facing defences: security headers on every response and the CSRF gate on
//! state-changing API calls (see docs/security.md). Both are built from the configuration when the
//! app is, so neither can run without the settings it needs.

use std::sync::Arc;

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{Error, ResponseError};

use crate::config::ApiConfig;
use crate::error::ApiError;

/// No inline script anywhere; styles may be inline because the UI library sets style attributes.
/// Images only from Penny itself or `data:`: an image in an advisor reply must not become a
/// tracking beacon to some other host (the web app renders such markup inert anyway).
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; \
connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// Sets the security headers on every response; HSTS too when the public URL is https.
#[derive(Debug, Clone, Copy)]
pub struct SecurityHeaders {
    hsts: bool,
}

impl SecurityHeaders {
    pub fn new(config: &ApiConfig) -> Self {
        SecurityHeaders {
            hsts: config.is_https(),
        }
    }

    pub async fn apply(
        self,
        req: ServiceRequest,
        next: Next<impl MessageBody>,
    ) -> Result<ServiceResponse<impl MessageBody>, Error> {
        let is_api = req.path().starts_with("/api");
        let mut res = next.call(req).await?;
        let h = res.headers_mut();
        let set = |h: &mut header::HeaderMap, name: &'static str, value: &'static str| {
            h.insert(
                header::HeaderName::from_static(name),
                HeaderValue::from_static(value),
            );
        };
        set(h, "content-security-policy", CONTENT_SECURITY_POLICY);
        set(h, "x-content-type-options", "nosniff");
        set(h, "x-frame-options", "DENY");
        set(h, "referrer-policy", "strict-origin-when-cross-origin");
        set(h, "cross-origin-opener-policy", "same-origin");
        set(
            h,
            "permissions-policy",
            "camera=(), microphone=(), geolocation=()",
        );
        if self.hsts {
            set(
                h,
                "strict-transport-security",
                "max-age=31536000; includeSubDomains",
            );
        }
        if is_api {
            set(h, "cache-control", "no-store");
        }
        Ok(res)
    }
}

fn is_state_changing(m: &Method) -> bool {
    !matches!(*m, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Refuses cross-site state changes: a cross-site `Sec-Fetch-Site` or `Origin`, and any body that
/// is not JSON (HTML forms can only send form encodings and text/plain, which are refused here).
#[derive(Debug, Clone)]
pub struct CsrfGuard {
    /// `scheme://host[:port]` of PUBLIC_URL: the origin the web app is served from.
    public_origin: Arc<str>,
}

impl CsrfGuard {
    pub fn new(config: &ApiConfig) -> Self {
        CsrfGuard {
            public_origin: config.public_origin().into(),
        }
    }

    pub fn check(&self, req: &ServiceRequest) -> Result<(), ApiError> {
        if !is_state_changing(req.method()) {
            return Ok(());
        }
        let headers = req.headers();
        if headers
            .get("sec-fetch-site")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.eq_ignore_ascii_case("cross-site"))
        {
            return Err(ApiError::Forbidden("Cross-site request refused".into()));
        }
        if let Some(origin) = headers.get(header::ORIGIN) {
            let origin = origin.to_str().unwrap_or("").trim_end_matches('/');
            // The Host the browser addressed (or HTTP/2's :authority), never `X-Forwarded-Host`
            // or `Forwarded`: any client can send those, so trusting them lets a cross-site page
            // name its own origin as ours. Behind a proxy that rewrites Host, PUBLIC_URL matches.
            let host = headers
                .get(header::HOST)
                .and_then(|v| v.to_str().ok())
                .or_else(|| req.uri().authority().map(|a| a.as_str()));
            let same_host = origin
                .split_once("://")
                .is_some_and(|(_, rest)| host.is_some_and(|host| rest.eq_ignore_ascii_case(host)));
            let public = self.public_origin.eq_ignore_ascii_case(origin);
            if !(same_host || public) {
                return Err(ApiError::Forbidden("Cross-site request refused".into()));
            }
        }
        let has_body = headers
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.trim() != "0")
            || headers.contains_key(header::TRANSFER_ENCODING);
        let json = headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(';').next())
            .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
        // Bodiless DELETEs are fine: browsers cannot send DELETE cross-site without a CORS
        // preflight.
        if !json && (has_body || *req.method() != Method::DELETE) {
            return Err(ApiError::UnsupportedMediaType(
                "Content-Type must be application/json".into(),
            ));
        }
        Ok(())
    }

    pub async fn guard(
        self,
        req: ServiceRequest,
        next: Next<impl MessageBody + 'static>,
    ) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, Error> {
        if let Err(e) = self.check(&req) {
            let res = e.error_response();
            return Ok(req.into_response(res).map_into_right_body());
        }
        Ok(next.call(req).await?.map_into_left_body())
    }
}

/// The connecting address. Forwarded headers are ignored because anyone can set them; behind a
/// proxy every client shares the proxy's bucket (see docs/deployment.md).
pub fn client_ip(req: &actix_web::HttpRequest) -> String {
    req.peer_addr()
        .map(|a| a.ip().to_string())
        .unwrap_or_else(|| "unknown".into())
}
