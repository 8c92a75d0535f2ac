//! Two server instances on one PostgreSQL database share sessions (any number of stateless
//! `penny serve` processes behind a load balancer).

use std::sync::Arc;

use finance_store::testing::TestDb;
use serde_json::json;

use crate::helpers::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_on_one_postgres_share_sessions() {
    let db = Arc::new(TestDb::postgres());
    let a = spawn_on(Arc::clone(&db), config_for(&db)).await;
    let b = spawn_on(Arc::clone(&db), config_for(&db)).await;
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
    // Each process caches rows for CACHE_TTL (2 s); B's NOTIFY must reach A well before that.
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

/// Polls for up to half the cache lifetime, so passing proves the notification arrived (the cache
/// expiring on its own would take longer).
async fn eventually<F, Fut>(mut check: F) -> bool
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = std::time::Instant::now() + finance_store::CACHE_TTL / 2;
    while std::time::Instant::now() < deadline {
        if check().await {
            return true;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    false
}
