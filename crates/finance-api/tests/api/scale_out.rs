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
    let (_, p) = a.get(&user, "/api/financial-profile").await;
    assert_eq!(p["age"], "44");

    // Signing out on A revokes the session on B.
    let res = user.client.get(a.url("/api/logout")).send().await.unwrap();
    assert_eq!(res.status(), 302);
    let res = on_b("/api/auth/user").await.unwrap();
    assert_eq!(res.status(), 401);
}
