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
            store
                .rate_limit_hit("sign-in:a", 1, 3, MINUTE, at(0))
                .unwrap(),
            RateVerdict::Allowed,
            "hit {i}"
        );
    }
    assert_eq!(
        store
            .rate_limit_hit("sign-in:a", 1, 3, MINUTE, at(0))
            .unwrap(),
        RateVerdict::Limited {
            retry_after: Duration::from_secs(20)
        }
    );
    // Other keys have their own budget.
    assert_eq!(
        store
            .rate_limit_hit("sign-in:b", 1, 3, MINUTE, at(0))
            .unwrap(),
        RateVerdict::Allowed
    );
    // One hit comes back every 20 s; a refused hit costs nothing.
    assert!(matches!(
        store
            .rate_limit_hit("sign-in:a", 1, 3, MINUTE, at(19))
            .unwrap(),
        RateVerdict::Limited { .. }
    ));
    assert_eq!(
        store
            .rate_limit_hit("sign-in:a", 1, 3, MINUTE, at(20))
            .unwrap(),
        RateVerdict::Allowed
    );
    assert!(matches!(
        store
            .rate_limit_hit("sign-in:a", 1, 3, MINUTE, at(20))
            .unwrap(),
        RateVerdict::Limited { .. }
    ));
    // After a full window the whole burst is back, and the row can be swept.
    assert_eq!(store.rate_limits_purge(at(80)).unwrap(), 2);
    for _ in 0..3 {
        assert_eq!(
            store
                .rate_limit_hit("sign-in:a", 1, 3, MINUTE, at(80))
                .unwrap(),
            RateVerdict::Allowed
        );
    }
});

// A costlier request spends several hits at once (a plan with more Monte Carlo paths): 10 a minute
// is one hit per 6 s.
both!(a_costly_request_spends_several_hits, |store| {
    let hit = |hits: u32, secs: i64| {
        store
            .rate_limit_hit("plan:a", hits, 10, MINUTE, at(secs))
            .unwrap()
    };
    assert_eq!(hit(4, 0), RateVerdict::Allowed);
    assert_eq!(hit(4, 0), RateVerdict::Allowed);
    // Two hits are left: four wait until two more have come back.
    assert_eq!(
        hit(4, 0),
        RateVerdict::Limited {
            retry_after: Duration::from_secs(12)
        }
    );
    assert_eq!(hit(2, 0), RateVerdict::Allowed);
    assert_eq!(
        hit(1, 0),
        RateVerdict::Limited {
            retry_after: Duration::from_secs(6)
        }
    );
    // More than the whole budget counts as all of it, so it goes through once the budget is full.
    assert!(matches!(hit(25, 59), RateVerdict::Limited { .. }));
    assert_eq!(hit(25, 60), RateVerdict::Allowed);
    assert!(matches!(hit(1, 60), RateVerdict::Limited { .. }));
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
                            .rate_limit_hit("chat:race", 1, 50, MINUTE, at(0))
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
