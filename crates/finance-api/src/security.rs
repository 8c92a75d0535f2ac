//! Browser-facing defences: security headers on every response, the CSRF gate on state-changing
//! API calls, and in-memory token-bucket rate limits (per process; see docs/security.md).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{Error, ResponseError, web};

use crate::error::ApiError;
use crate::state::AppState;

/// No inline script anywhere; styles may be inline because the UI library sets style attributes.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; \
connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

pub async fn security_headers(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let is_api = req.path().starts_with("/api");
    let https = req
        .app_data::<web::Data<AppState>>()
        .is_some_and(|s| s.config.is_https());
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
    if https {
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

fn is_state_changing(m: &Method) -> bool {
    !matches!(*m, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Refuses cross-site state changes: a cross-site `Sec-Fetch-Site` or `Origin`, and any body that is
/// not JSON (HTML forms can only send form encodings and text/plain, which are refused here).
pub fn check_csrf(req: &ServiceRequest) -> Result<(), ApiError> {
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
        let host = req.connection_info().host().to_string();
        let same_host = origin
            .split_once("://")
            .is_some_and(|(_, rest)| rest.eq_ignore_ascii_case(&host));
        let public = req
            .app_data::<web::Data<AppState>>()
            .is_some_and(|s| s.config.public_origin().eq_ignore_ascii_case(origin));
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
    // Bodiless DELETEs are fine: browsers cannot send DELETE cross-site without a CORS preflight.
    if !json && (has_body || *req.method() != Method::DELETE) {
        return Err(ApiError::UnsupportedMediaType(
            "Content-Type must be application/json".into(),
        ));
    }
    Ok(())
}

pub async fn csrf_guard(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<actix_web::body::EitherBody<impl MessageBody>>, Error> {
    if let Err(e) = check_csrf(&req) {
        let res = e.error_response();
        return Ok(req.into_response(res).map_into_right_body());
    }
    Ok(next.call(req).await?.map_into_left_body())
}

/// A token bucket per key: `capacity` requests, refilled evenly over `window`. Kept in memory, so
/// each process counts on its own (documented in docs/security.md).
pub struct RateLimiter {
    capacity: f64,
    per_sec: f64,
    buckets: Mutex<HashMap<String, (f64, Instant)>>,
}

impl RateLimiter {
    pub fn new(capacity: u32, window: Duration) -> Self {
        let capacity = f64::from(capacity.max(1));
        RateLimiter {
            capacity,
            per_sec: capacity / window.as_secs_f64().max(1.0),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one token for `key`, or says how long to wait.
    pub fn check(&self, key: &str) -> Result<(), ApiError> {
        let now = Instant::now();
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() > 50_000 {
            let full_after = Duration::from_secs_f64(self.capacity / self.per_sec);
            buckets.retain(|_, (_, t)| now.duration_since(*t) < full_after);
        }
        let (tokens, last) = buckets
            .entry(key.to_string())
            .or_insert((self.capacity, now));
        let refill = now.duration_since(*last).as_secs_f64() * self.per_sec;
        *tokens = (*tokens + refill).min(self.capacity);
        *last = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            Ok(())
        } else {
            let wait = ((1.0 - *tokens) / self.per_sec).ceil();
            Err(ApiError::TooManyRequests {
                retry_after_secs: wait.max(1.0) as u64,
            })
        }
    }
}

/// The connecting address. Forwarded headers are ignored because anyone can set them; behind a
/// proxy every client shares the proxy's bucket (see docs/deployment.md).
pub fn client_ip(req: &actix_web::HttpRequest) -> String {
    req.peer_addr()
        .map(|a| a.ip().to_string())
        .unwrap_or_else(|| "unknown".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_empty_per_key_and_say_when_to_retry() {
        let limiter = RateLimiter::new(2, Duration::from_secs(3600));
        assert!(limiter.check("a").is_ok());
        assert!(limiter.check("a").is_ok());
        match limiter.check("a") {
            Err(ApiError::TooManyRequests { retry_after_secs }) => assert!(retry_after_secs >= 1),
            other => panic!("expected 429, got {other:?}"),
        }
        assert!(limiter.check("b").is_ok(), "keys are independent");
    }
}
