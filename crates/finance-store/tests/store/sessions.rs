use chrono::{Duration, Utc};
use finance_store::StoreError;

use crate::both;
use crate::common::user;

both!(sessions_round_trip_and_expire, |store| {
    let u = user(store, "s@example.com");
    let now = Utc::now();
    let hash = "a".repeat(64);
    store
        .session_insert(
            &hash,
            Some(&u.id),
            r#"{"user_id":"x"}"#,
            now,
            now + Duration::hours(1),
        )
        .unwrap();
    let s = store.session_load(&hash, now).unwrap().unwrap();
    assert_eq!(s.user_id.as_deref(), Some(u.id.as_str()));
    assert_eq!(s.state_json, r#"{"user_id":"x"}"#);
    assert_eq!(
        s.expires_at.timestamp_millis(),
        (now + Duration::hours(1)).timestamp_millis()
    );
    assert!(matches!(
        store.session_insert(&hash, None, "{}", now, now),
        Err(StoreError::Conflict)
    ));

    assert!(
        store
            .session_update(&hash, "{}", now + Duration::hours(2))
            .unwrap()
    );
    assert_eq!(
        store.session_load(&hash, now).unwrap().unwrap().state_json,
        "{}"
    );
    assert!(
        store
            .session_touch(&hash, now + Duration::minutes(5))
            .unwrap()
    );
    // Expired: not loadable, then purged.
    assert!(
        store
            .session_load(&hash, now + Duration::minutes(5))
            .unwrap()
            .is_none()
    );
    assert!(
        store
            .session_load(&hash, now + Duration::minutes(4))
            .unwrap()
            .is_some()
    );
    assert_eq!(
        store
            .sessions_purge_expired(now + Duration::minutes(10))
            .unwrap(),
        1
    );
    assert!(!store.session_update(&hash, "{}", now).unwrap());
    assert!(!store.session_delete(&hash).unwrap());
});

both!(sessions_are_deleted_per_user_and_one_at_a_time, |store| {
    let a = user(store, "a@example.com");
    let b = user(store, "b@example.com");
    let now = Utc::now();
    let later = now + Duration::hours(1);
    store
        .session_insert("a1", Some(&a.id), "{}", now, later)
        .unwrap();
    store
        .session_insert("a2", Some(&a.id), "{}", now, later)
        .unwrap();
    store
        .session_insert("b1", Some(&b.id), "{}", now, later)
        .unwrap();
    store
        .session_insert("anon", None, "{}", now, later)
        .unwrap();
    assert_eq!(store.sessions_delete_for_user(&a.id).unwrap(), 2);
    assert!(store.session_load("a1", now).unwrap().is_none());
    assert!(store.session_load("b1", now).unwrap().is_some());
    assert!(store.session_delete("anon").unwrap());
    assert!(store.session_load("anon", now).unwrap().is_none());
    assert!(matches!(
        store.session_insert("ghost", Some("no-such-user"), "{}", now, later),
        Err(StoreError::NotFound)
    ));
});
