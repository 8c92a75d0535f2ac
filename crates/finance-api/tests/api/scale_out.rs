//! Two server instances on one PostgreSQL database share sessions (any number of stateless
//! `penny serve` processes behind a load balancer).

use std::sync::Arc;
use std::time::Duration;

use finance_store::testing::TestDb;
use serde_json::json;

use crate::helpers::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_on_one_postgres_share_sessions() {
    let db = Arc::new(TestDb::postgres());
    // Rows stay cached far longer than `eventually` waits, so only a notification can make the
    // other server see a change in time.
    let a = spawn_on_store(
        Arc::clone(&db),
        config_for(&db),
        db.store_with_cache_ttl(LONG_TTL),
    )
    .await;
    let b = spawn_on_store(
        Arc::clone(&db),
        config_for(&db),
        db.store_with_cache_ttl(LONG_TTL),
    )
    .await;
    assert_ne!(a.address, b.address);

    let user = a.register("shared@example.com").await;
    // A reads (and caches) the profile before B changes it.
    let (_, p) = a.get(&user, "/api/financial-profile").await;
    assert_eq!(p["age"], serde_json::Value::Null);
    let on_b = |path: &str| {
        bare()
            .get(b.url(path))
            .header("cookie", user.cookie.as_str())
            .send()
    };
    let res = on_b("/api/auth/user").await.unwrap();
    assert_eq!(res.status(), 200, "instance B accepts A's session");

    // A write through B is visible through A.
    let res = bare()
        .post(b.url("/api/financial-profile/assumptions"))
        .header("cookie", user.cookie.as_str())
        .json(&json!({"age": 44}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let seen_on_a = eventually(|| async {
        let (_, p) = a.get(&user, "/api/financial-profile").await;
        p["age"] == "44"
    })
    .await;
    assert!(
        seen_on_a,
        "A still serves the profile as it was before B's write"
    );

    // Signing out on A revokes the session on B (which has it cached).
    let res = user.client.get(a.url("/api/logout")).send().await.unwrap();
    assert_eq!(res.status(), 302);
    let revoked_on_b =
        eventually(|| async { on_b("/api/auth/user").await.unwrap().status() == 401 }).await;
    assert!(revoked_on_b, "B still accepts a session A signed out");
}

const LONG_TTL: Duration = Duration::from_secs(120);

async fn eventually<F, Fut>(mut check: F) -> bool
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = std::time::Instant::now() + Duration::from_secs(15);
    while std::time::Instant::now() < deadline {
        if check().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    false
}

/// A second process must not double a password guesser's budget: the sign-in limit per account is
/// kept in the database, so attempts on A and on B spend from one bucket.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_share_one_sign_in_limit() {
    let db = Arc::new(TestDb::postgres());
    let limited = |db: &TestDb| {
        let mut cfg = config_for(db);
        cfg.rate_limits.sign_in_per_account = 4;
        cfg.rate_limits.window = Duration::from_secs(3600);
        cfg
    };
    let a = spawn_on(Arc::clone(&db), limited(&db)).await;
    let b = spawn_on(Arc::clone(&db), limited(&db)).await;
    a.register("guessed@example.com").await;
    let attempt = |app: &TestApp, password: &'static str| {
        bare()
            .post(app.url("/api/auth/login"))
            .json(&json!({"email": "guessed@example.com", "password": password}))
            .send()
    };
    for (app, n) in [(&a, 1), (&b, 2), (&a, 3), (&b, 4)] {
        let status = attempt(app, "wrong password").await.unwrap().status();
        assert_eq!(status, 401, "attempt {n} is within the shared budget of 4");
    }
    for app in [&a, &b] {
        let res = attempt(app, PASSWORD).await.unwrap();
        assert_eq!(
            res.status(),
            429,
            "the fifth attempt is refused on either process, even with the right password"
        );
    }
}
