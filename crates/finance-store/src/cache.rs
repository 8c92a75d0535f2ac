//! A short-lived, in-process copy of the two rows nearly every request reads: the session and the
//! profile. Without it each signed-in GET costs two blocking database round trips (see
//! docs/benchmarks.md); with it a busy reader costs none.
//!
//! Correctness rules, in order of importance:
//! - Every write through this store evicts what it changed once its transaction has committed.
//! - Writes by other processes sharing a PostgreSQL database arrive as `NOTIFY penny_cache` and
//!   evict the same way (`listen.rs`); while that channel is down nothing is served from here.
//! - A read that raced with a write never repopulates the cache with the old row: every eviction
//!   bumps a generation, and a row read before the bump is dropped instead of stored.
//! - Nothing is kept longer than `ttl`, which bounds staleness should a notification be lost, and
//!   on SQLite bounds what a second process writing the same file can cause (one process per
//!   SQLite file is the supported layout).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use finance_domain::FinancialProfile;

use crate::models::SessionRecord;

/// How long a cached row may be served without being read again.
pub const CACHE_TTL: Duration = Duration::from_secs(2);
/// Past this many rows of one kind, stale ones are dropped (and all of them if none are stale), so
/// a flood of distinct sessions cannot grow memory without bound.
const MAX_ROWS: usize = 50_000;

/// What a notification payload asks to forget.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Eviction {
    Session(String),
    Profile(String),
    /// Every session of the user and their profile (sign-out everywhere, account deletion).
    User(String),
}

impl Eviction {
    pub(crate) fn payload(&self) -> String {
        match self {
            Eviction::Session(id) => format!("s:{id}"),
            Eviction::Profile(id) => format!("p:{id}"),
            Eviction::User(id) => format!("u:{id}"),
        }
    }

    pub(crate) fn parse(payload: &str) -> Option<Eviction> {
        let (kind, id) = payload.split_once(':')?;
        let id = id.to_string();
        match kind {
            "s" => Some(Eviction::Session(id)),
            "p" => Some(Eviction::Profile(id)),
            "u" => Some(Eviction::User(id)),
            _ => None,
        }
    }
}

struct Entry<T> {
    stored: Instant,
    value: Arc<T>,
}

#[derive(Default)]
struct Rows {
    generation: u64,
    sessions: HashMap<String, Entry<SessionRecord>>,
    profiles: HashMap<String, Entry<FinancialProfile>>,
}

pub(crate) struct ReadCache {
    ttl: Duration,
    /// False while invalidations from other processes could be missed (the PostgreSQL listener is
    /// not connected): then nothing is stored or served.
    live: AtomicBool,
    rows: Mutex<Rows>,
}

/// Taken before a database read; storing the row read fails if anything was evicted since.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Generation(u64);

impl ReadCache {
    pub(crate) fn new(ttl: Duration, live: bool) -> ReadCache {
        ReadCache {
            ttl,
            live: AtomicBool::new(live),
            rows: Mutex::new(Rows::default()),
        }
    }

    fn rows(&self) -> MutexGuard<'_, Rows> {
        self.rows.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn fresh<T>(&self, entry: &Entry<T>) -> bool {
        entry.stored.elapsed() < self.ttl
    }

    pub(crate) fn generation(&self) -> Generation {
        Generation(self.rows().generation)
    }

    /// The session if cached, fresh and not expired at `now`; `None` means "ask the database".
    pub(crate) fn session(&self, id_hash: &str, now: DateTime<Utc>) -> Option<Arc<SessionRecord>> {
        if !self.live.load(Ordering::Acquire) {
            return None;
        }
        let rows = self.rows();
        let entry = rows.sessions.get(id_hash)?;
        (self.fresh(entry) && entry.value.expires_at > now).then(|| Arc::clone(&entry.value))
    }

    pub(crate) fn put_session(&self, seen: Generation, record: SessionRecord) {
        self.put(
            seen,
            |rows| &mut rows.sessions,
            record.id_hash.clone(),
            record,
        );
    }

    pub(crate) fn profile(&self, user_id: &str) -> Option<Arc<FinancialProfile>> {
        if !self.live.load(Ordering::Acquire) {
            return None;
        }
        let rows = self.rows();
        let entry = rows.profiles.get(user_id)?;
        self.fresh(entry).then(|| Arc::clone(&entry.value))
    }

    pub(crate) fn put_profile(&self, seen: Generation, user_id: &str, profile: FinancialProfile) {
        self.put(
            seen,
            |rows| &mut rows.profiles,
            user_id.to_string(),
            profile,
        );
    }

    fn put<T>(
        &self,
        seen: Generation,
        table: impl FnOnce(&mut Rows) -> &mut HashMap<String, Entry<T>>,
        key: String,
        value: T,
    ) {
        if !self.live.load(Ordering::Acquire) {
            return;
        }
        let ttl = self.ttl;
        let mut rows = self.rows();
        if rows.generation != seen.0 {
            return;
        }
        let table = table(&mut rows);
        if table.len() >= MAX_ROWS {
            table.retain(|_, e| e.stored.elapsed() < ttl);
            if table.len() >= MAX_ROWS {
                table.clear();
            }
        }
        table.insert(
            key,
            Entry {
                stored: Instant::now(),
                value: Arc::new(value),
            },
        );
    }

    pub(crate) fn evict(&self, what: &Eviction) {
        let mut rows = self.rows();
        rows.generation += 1;
        match what {
            Eviction::Session(id) => {
                rows.sessions.remove(id);
            }
            Eviction::Profile(user) => {
                rows.profiles.remove(user);
            }
            Eviction::User(user) => {
                rows.profiles.remove(user);
                rows.sessions
                    .retain(|_, e| e.value.user_id.as_deref() != Some(user.as_str()));
            }
        }
    }

    pub(crate) fn clear(&self) {
        let mut rows = self.rows();
        rows.generation += 1;
        rows.sessions.clear();
        rows.profiles.clear();
    }

    /// Turns serving on or off; turning it on starts from empty, since anything cached before may
    /// have missed an eviction.
    pub(crate) fn set_live(&self, live: bool) {
        self.clear();
        self.live.store(live, Ordering::Release);
        if live {
            self.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn record(id: &str, user: &str, expires_in: i64) -> SessionRecord {
        SessionRecord {
            id_hash: id.into(),
            user_id: Some(user.into()),
            state_json: "{}".into(),
            created_at: Utc::now(),
            expires_at: Utc::now() + chrono::Duration::seconds(expires_in),
        }
    }

    #[test]
    fn a_row_read_before_an_eviction_is_not_stored() {
        let cache = ReadCache::new(CACHE_TTL, true);
        let seen = cache.generation();
        cache.evict(&Eviction::Profile("u1".into()));
        cache.put_profile(seen, "u1", FinancialProfile::default());
        assert!(cache.profile("u1").is_none());
        let seen = cache.generation();
        cache.put_profile(seen, "u1", FinancialProfile::default());
        assert!(cache.profile("u1").is_some());
    }

    #[test]
    fn user_eviction_forgets_every_session_and_the_profile() {
        let cache = ReadCache::new(CACHE_TTL, true);
        let g = cache.generation();
        cache.put_session(g, record("a", "u1", 60));
        cache.put_session(g, record("b", "u1", 60));
        cache.put_session(g, record("c", "u2", 60));
        cache.put_profile(g, "u1", FinancialProfile::default());
        cache.evict(&Eviction::User("u1".into()));
        let now = Utc::now();
        assert!(cache.session("a", now).is_none());
        assert!(cache.session("b", now).is_none());
        assert!(cache.session("c", now).is_some());
        assert!(cache.profile("u1").is_none());
    }

    #[test]
    fn expired_stale_and_offline_rows_are_not_served() {
        let cache = ReadCache::new(Duration::from_millis(30), true);
        let g = cache.generation();
        cache.put_session(g, record("gone", "u1", -1));
        assert!(cache.session("gone", Utc::now()).is_none());
        cache.put_session(g, record("old", "u1", 60));
        assert!(cache.session("old", Utc::now()).is_some());
        std::thread::sleep(Duration::from_millis(40));
        assert!(cache.session("old", Utc::now()).is_none());

        let g = cache.generation();
        cache.put_profile(g, "u1", FinancialProfile::default());
        cache.set_live(false);
        assert!(cache.profile("u1").is_none());
        cache.put_profile(cache.generation(), "u1", FinancialProfile::default());
        cache.set_live(true);
        assert!(cache.profile("u1").is_none());
    }

    #[test]
    fn payloads_round_trip() {
        for e in [
            Eviction::Session("ab12".into()),
            Eviction::Profile("u-1".into()),
            Eviction::User("u:2".into()),
        ] {
            assert_eq!(Eviction::parse(&e.payload()), Some(e));
        }
        assert_eq!(Eviction::parse("x:1"), None);
        assert_eq!(Eviction::parse("nocolon"), None);
    }
}
