//! The read cache never serves a row older than the last committed write: writes through the same
//! store evict at once, and writes by another process (another `Store` on the same PostgreSQL
//! database) evict through LISTEN/NOTIFY long before the cache lifetime runs out.

use std::time::{Duration, Instant};

use chrono::Utc;
use finance_domain::ProfileField as F;
use finance_store::testing::TestDb;
use finance_store::{ChangeSource, Store};

use crate::both;
use crate::common::{today, user};

fn set_age(store: &Store, user_id: &str, age: &str) {
    store
        .update_profile(
            user_id,
            &[(F::Age, Some(age.to_string()))],
            ChangeSource::Form,
            today(),
        )
        .unwrap();
}

fn age(store: &Store, user_id: &str) -> Option<String> {
    store
        .load_profile(user_id)
        .unwrap()
        .age
        .map(|a| a.to_string())
}

/// The stores in the cross-process test keep rows this long, far beyond `eventually`'s patience,
/// so passing proves a notification evicted the row rather than the row ageing out.
const LONG_TTL: Duration = Duration::from_secs(120);

fn eventually(mut check: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + Duration::from_secs(15);
    while Instant::now() < deadline {
        if check() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    false
}

both!(own_writes_are_read_back_at_once, |store| {
    let u = user(store, "own@example.com");
    set_age(store, &u.id, "30");
    assert_eq!(age(store, &u.id).as_deref(), Some("30"));
    set_age(store, &u.id, "31");
    assert_eq!(age(store, &u.id).as_deref(), Some("31"));

    let now = Utc::now();
    let expires = now + chrono::Duration::hours(1);
    store
        .session_insert("h1", Some(&u.id), "{}", now, expires)
        .unwrap();
    assert!(store.session_load("h1", now).unwrap().is_some());
    store.session_update("h1", r#"{"a":"1"}"#, expires).unwrap();
    assert_eq!(
        store.session_load("h1", now).unwrap().unwrap().state_json,
        r#"{"a":"1"}"#
    );
    store.session_delete("h1").unwrap();
    assert!(store.session_load("h1", now).unwrap().is_none());
    assert!(store.cached_session("h1", now).is_none());

    store
        .session_insert("h2", Some(&u.id), "{}", now, expires)
        .unwrap();
    assert!(store.session_load("h2", now).unwrap().is_some());
    store.delete_user(&u.id).unwrap();
    assert!(store.session_load("h2", now).unwrap().is_none());
});

#[test]
fn another_process_writes_are_seen_within_the_cache_lifetime() {
    let db = TestDb::postgres();
    let a = db.store_with_cache_ttl(LONG_TTL);
    let b = db.store_with_cache_ttl(LONG_TTL);
    let u = user(&a, "two@example.com");
    set_age(&a, &u.id, "30");

    // A's cache serves once its listener is up; wait for that, or the test proves nothing.
    assert!(
        eventually(|| {
            let _ = age(&a, &u.id);
            a.cached_profile(&u.id).is_some()
        }),
        "A's cache never came up"
    );
    set_age(&b, &u.id, "41");
    assert!(
        eventually(|| age(&a, &u.id).as_deref() == Some("41")),
        "A kept serving the profile as it was before B's write"
    );

    let now = Utc::now();
    let expires = now + chrono::Duration::hours(1);
    a.session_insert("s1", Some(&u.id), "{}", now, expires)
        .unwrap();
    assert!(a.session_load("s1", now).unwrap().is_some());
    assert!(a.cached_session("s1", now).is_some());
    b.session_delete("s1").unwrap();
    assert!(
        eventually(|| a.session_load("s1", now).unwrap().is_none()),
        "A still accepts a session B deleted"
    );

    a.session_insert("s2", Some(&u.id), "{}", now, expires)
        .unwrap();
    assert!(a.session_load("s2", now).unwrap().is_some());
    b.sessions_delete_for_user(&u.id).unwrap();
    assert!(
        eventually(|| a.session_load("s2", now).unwrap().is_none()),
        "A still accepts a session after B signed the user out everywhere"
    );
}
