//! Rate limits kept in the database, so every process sharing it enforces one limit (a second
//! `penny serve` must not double a sign-in guesser's budget) and a restart does not reset them.
//!
//! GCRA, the token bucket written as one timestamp per key: with `limit` hits per `window`, each hit
//! costs `T = window / limit`, and `n` hits at once are allowed while the key's theoretical arrival
//! time, moved on by them, `max(tat, now) + n × T`, is at most `now + T × limit` (a burst of
//! `limit`, refilled at `limit` per `window`; one hit is allowed while `tat ≤ now + T × (limit − 1)`). The
//! read-compute-write is a compare-and-swap on `tat`, so two processes racing on one key cannot both
//! spend its last hit; no row lock, no backend-specific SQL.

use std::time::Duration;

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::Store;
use crate::error::StoreError;
use crate::schema::rate_limits;
use crate::time::to_ms;

/// How often a hit retries after losing a race to another hit on the same key.
const ATTEMPTS: usize = 8;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RateVerdict {
    Allowed,
    /// Try again after this long.
    Limited {
        retry_after: Duration,
    },
}

impl Store {
    /// Spends `hits` of `key`'s budget of `limit` per `window` (one request, or a costlier request
    /// counting as several; more than `limit` counts as `limit`), or says how long to wait.
    pub fn rate_limit_hit(
        &self,
        key: &str,
        hits: u32,
        limit: u32,
        window: Duration,
        now: DateTime<Utc>,
    ) -> Result<RateVerdict, StoreError> {
        let limit = i64::from(limit.max(1));
        let hits = i64::from(hits.max(1)).min(limit);
        let window_ms = i64::try_from(window.as_millis()).unwrap_or(i64::MAX);
        let cost = (window_ms / limit).max(1);
        let spend = cost.saturating_mul(hits);
        let now = to_ms(now);
        let allowed_until = now.saturating_add(cost.saturating_mul(limit));
        let mut c = self.conn()?;
        for _ in 0..ATTEMPTS {
            let tat: Option<i64> = rate_limits::table
                .find(key)
                .select(rate_limits::tat)
                .first(&mut c)
                .optional()?;
            let Some(tat) = tat else {
                let inserted = diesel::insert_into(rate_limits::table)
                    .values((
                        rate_limits::key.eq(key),
                        rate_limits::tat.eq(now.saturating_add(spend)),
                    ))
                    .execute(&mut c);
                match inserted {
                    Ok(_) => return Ok(RateVerdict::Allowed),
                    // Another hit created the row first: go round and spend from it.
                    Err(diesel::result::Error::DatabaseError(
                        diesel::result::DatabaseErrorKind::UniqueViolation,
                        _,
                    )) => continue,
                    Err(e) => return Err(e.into()),
                }
            };
            let next = tat.max(now).saturating_add(spend);
            if next > allowed_until {
                let wait = u64::try_from(next - allowed_until).unwrap_or(0);
                return Ok(RateVerdict::Limited {
                    retry_after: Duration::from_millis(wait),
                });
            }
            let swapped = diesel::update(
                rate_limits::table
                    .filter(rate_limits::key.eq(key))
                    .filter(rate_limits::tat.eq(tat)),
            )
            .set(rate_limits::tat.eq(next))
            .execute(&mut c)?;
            if swapped == 1 {
                return Ok(RateVerdict::Allowed);
            }
        }
        // Lost every race: the key is being hammered, so refusing is the safe answer.
        Ok(RateVerdict::Limited {
            retry_after: Duration::from_millis(u64::try_from(spend).unwrap_or(1000)),
        })
    }

    /// Deletes keys whose budget is full again (equivalent to no row). Returns how many.
    pub fn rate_limits_purge(&self, now: DateTime<Utc>) -> Result<usize, StoreError> {
        let mut c = self.conn()?;
        Ok(
            diesel::delete(rate_limits::table.filter(rate_limits::tat.le(to_ms(now))))
                .execute(&mut c)?,
        )
    }
}
