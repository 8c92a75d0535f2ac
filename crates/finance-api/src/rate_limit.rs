//! Rate limits shared through the database (held in the app state; see docs/security.md).

use std::sync::Arc;
use std::time::Duration;

use actix_web::web;
use finance_store::{RateVerdict, Store};

use crate::error::ApiError;

/// One named limit (sign-in per account, sign-in per address, chat and plans per user), enforced through the
/// database so that every `penny serve` process sharing it spends from the same budget and a
/// restart does not hand a guesser a fresh one (GCRA, `finance_store::Store::rate_limit_hit`).
pub struct RateLimiter {
    name: &'static str,
    limit: u32,
    window: Duration,
}

impl RateLimiter {
    pub fn new(name: &'static str, limit: u32, window: Duration) -> Self {
        RateLimiter {
            name,
            limit,
            window,
        }
    }

    /// Spends one hit for `key`, or answers 429 with how long to wait.
    pub async fn check(&self, store: &Arc<Store>, key: &str) -> Result<(), ApiError> {
        self.spend(store, key, 1).await
    }

    /// Spends `hits` for `key` at once (a request that costs as much as several), or answers 429
    /// with how long to wait. Keys are stored hashed, so no email address or client address lands
    /// in the table.
    pub async fn spend(&self, store: &Arc<Store>, key: &str, hits: u32) -> Result<(), ApiError> {
        let bucket = format!("{}:{}", self.name, crate::session_store::hash_key(key));
        let (store, limit, window) = (Arc::clone(store), self.limit, self.window);
        let verdict = web::block(move || {
            store.rate_limit_hit(&bucket, hits, limit, window, chrono::Utc::now())
        })
        .await??;
        match verdict {
            RateVerdict::Allowed => Ok(()),
            RateVerdict::Limited { retry_after } => Err(ApiError::TooManyRequests {
                retry_after_secs: retry_after.as_secs_f64().ceil().max(1.0) as u64,
            }),
        }
    }
}
