//! Cache invalidation across processes sharing one PostgreSQL database: every write that evicts a
//! cached row also sends `NOTIFY penny_cache, '<what>'` (delivered at commit), and each process
//! keeps one connection listening on that channel.
//!
//! The listener polls, because Diesel's notification iterator does not block; 10 ms is far below
//! anything a person could notice and costs nothing measurable. Whenever the listening connection
//! is not known to be healthy the cache is switched off, so a missed notification can never leave a
//! stale row in service.

use std::sync::{Arc, Weak};
use std::thread;
use std::time::{Duration, Instant};

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::sql_types::Text;

use crate::cache::{Eviction, ReadCache};
use crate::conn::AnyConnection;
use crate::error::StoreError;

const CHANNEL: &str = "penny_cache";
const POLL: Duration = Duration::from_millis(10);
/// A connection that died quietly yields no error from polling alone; a query every second finds
/// it out.
const HEALTH_CHECK: Duration = Duration::from_secs(1);
const RECONNECT_AFTER: Duration = Duration::from_millis(500);

/// Tells other processes to evict `what`. On PostgreSQL the notification is sent when the
/// surrounding transaction commits (or at once outside one); on SQLite there is nobody to tell.
pub(crate) fn notify(c: &mut AnyConnection, what: &Eviction) -> Result<(), StoreError> {
    if let AnyConnection::Postgresql(pg) = c {
        diesel::sql_query("SELECT pg_notify($1, $2)")
            .bind::<Text, _>(CHANNEL)
            .bind::<Text, _>(what.payload())
            .execute(pg)?;
    }
    Ok(())
}

/// Starts the listener thread for a PostgreSQL store. It ends once the store is dropped.
pub(crate) fn spawn(url: String, cache: &Arc<ReadCache>) {
    let cache = Arc::downgrade(cache);
    let started = thread::Builder::new()
        .name("penny-cache-listen".into())
        .spawn(move || run(&url, &cache));
    if let Err(e) = started {
        // The cache simply stays off: correct, only slower.
        tracing::warn!(error = %e, "cache listener thread could not start; caching is off");
    }
}

fn run(url: &str, cache: &Weak<ReadCache>) {
    let mut failures = 0u32;
    loop {
        if cache.strong_count() == 0 {
            return;
        }
        match listen_once(url, cache) {
            Ended::StoreDropped => return,
            Ended::Broken {
                reason,
                was_listening,
            } => {
                if let Some(c) = cache.upgrade() {
                    c.set_live(false);
                }
                if was_listening {
                    failures = 0;
                }
                // One line per outage, not one per retry.
                if failures == 0 {
                    tracing::warn!(%reason, "cache listener lost its connection; caching is off until it is back");
                }
                failures += 1;
                thread::sleep(RECONNECT_AFTER);
            }
        }
    }
}

enum Ended {
    StoreDropped,
    Broken {
        reason: String,
        /// It had been listening (so this is a new outage, not another failed retry).
        was_listening: bool,
    },
}

fn broken(e: impl std::fmt::Display, was_listening: bool) -> Ended {
    Ended::Broken {
        reason: e.to_string(),
        was_listening,
    }
}

fn listen_once(url: &str, cache: &Weak<ReadCache>) -> Ended {
    let mut conn = match PgConnection::establish(url) {
        Ok(c) => c,
        Err(e) => return broken(e, false),
    };
    if let Err(e) = conn.batch_execute(&format!("LISTEN {CHANNEL}")) {
        return broken(e, false);
    }
    match cache.upgrade() {
        // Anything written before LISTEN took effect was never announced to us: start empty.
        Some(c) => c.set_live(true),
        None => return Ended::StoreDropped,
    }
    tracing::debug!("cache listener connected");
    let mut checked = Instant::now();
    loop {
        let Some(c) = cache.upgrade() else {
            return Ended::StoreDropped;
        };
        for notification in conn.notifications_iter() {
            match notification {
                Ok(n) => match Eviction::parse(&n.payload) {
                    Some(what) => c.evict(&what),
                    // Unknown payloads come from a newer version of Penny: forget everything.
                    None => c.clear(),
                },
                Err(e) => return broken(e, true),
            }
        }
        if checked.elapsed() >= HEALTH_CHECK {
            if let Err(e) = conn.batch_execute("SELECT 1") {
                return broken(e, true);
            }
            checked = Instant::now();
        }
        drop(c);
        thread::sleep(POLL);
    }
}
