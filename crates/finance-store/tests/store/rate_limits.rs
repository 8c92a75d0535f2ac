//! Shared rate limits: a burst of `limit`, refilled at `limit` per window, one budget per key, and
//! no key's budget over-spent however many threads (or processes) race for it.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, TimeZone, Utc};
use finance_store::RateVerdict;

use crate::both;

fn at(secs: i64) -> DateTime<Utc> {
    Utc.timestamp_opt(1_800_000_000 + secs, 0).unwrap()
}

const MINUTE: Duration = Duration::from_secs(60);

both!(a_burst_then_refill, |store| {
    for i in 0..3 {
        assert_eq!(
            store.rate_limit_hit("sign-in:a", 3, MINUTE, at(0)).unwrap(),
            RateVerdict::Allowed,
            "hit {i}"
        );
    }
    assert_eq!(
        store.rate_limit_hit("sign-in:a", 3, MINUTE, at(0)).unwrap(),
        RateVerdict::Limited {
            retry_after: Duration::from_secs(20)
        }
    );
    // Other keys have their own budget.
    assert_eq!(
        store.rate_limit_hit("sign-in:b", 3, MINUTE, at(0)).unwrap(),
        RateVerdict::Allowed
    );
    // One hit comes back every 20 s; a refused hit costs nothing.
    assert!(matches!(
        store
            .rate_limit_hit("sign-in:a", 3, MINUTE, at(19))
            .unwrap(),
        RateVerdict::Limited { .. }
    ));
    assert_eq!(
        store
            .rate_limit_hit("sign-in:a", 3, MINUTE, at(20))
            .unwrap(),
        RateVerdict::Allowed
    );
    assert!(matches!(
        store
            .rate_limit_hit("sign-in:a", 3, MINUTE, at(20))
            .unwrap(),
        RateVerdict::Limited { .. }
    ));
    // After a full window the whole burst is back, and the row can be swept.
    assert_eq!(store.rate_limits_purge(at(80)).unwrap(), 2);
    for _ in 0..3 {
        assert_eq!(
            store
                .rate_limit_hit("sign-in:a", 3, MINUTE, at(80))
                .unwrap(),
            RateVerdict::Allowed
        );
    }
});

both!(racing_threads_never_overspend_a_budget, |store| {
    let store = Arc::new(store.clone());
    let threads: Vec<_> = (0..4)
        .map(|_| {
            let store = Arc::clone(&store);
            std::thread::spawn(move || {
                (0..30)
                    .filter(|_| {
                        store
                            .rate_limit_hit("chat:race", 50, MINUTE, at(0))
                            .unwrap()
                            == RateVerdict::Allowed
                    })
                    .count()
            })
        })
        .collect();
    let allowed: usize = threads.into_iter().map(|t| t.join().unwrap()).sum();
    // Never more than the budget; a hit that loses eight races in a row is refused (the safe
    // side), so under heavy contention slightly fewer may get through.
    assert!(
        allowed <= 50,
        "{allowed} of 120 hits allowed on a budget of 50"
    );
    assert!(
        allowed >= 45,
        "only {allowed} of 120 hits allowed on a budget of 50"
    );
});
