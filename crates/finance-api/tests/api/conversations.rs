//! Renaming and deleting conversations, and one person never reaching another's.

use finance_store::Backend;
use serde_json::json;

use crate::helpers::*;

async fn rename_and_delete(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("k1@example.com").await;
    let (_, r) = app.chat(&user, "Hello", None).await;
    let id = r["conversationId"].as_str().unwrap();
    let path = format!("/api/conversations/{id}");
    let (s, c) = app
        .send(&user, "PATCH", &path, json!({"title": "  Budget  "}))
        .await;
    assert_eq!(s, 200);
    assert_eq!(c["title"], "Budget");
    assert_eq!(c["id"], id);
    for body in [
        json!({"title": "   "}),
        json!({"title": "x".repeat(201)}),
        json!({"name": "x"}),
        json!({"title": 3}),
    ] {
        let (s, m) = app.send(&user, "PATCH", &path, body).await;
        assert_eq!(s, 400);
        assert!(m["message"].is_string());
    }
    let res = user.client.delete(app.url(&path)).send().await.unwrap();
    assert_eq!(res.status(), 204);
    let (s, _) = app.get(&user, &format!("{path}/messages")).await;
    assert_eq!(s, 404);
    let (_, list) = app.get(&user, "/api/conversations").await;
    assert_eq!(list, json!([]));
    let res = user.client.delete(app.url(&path)).send().await.unwrap();
    assert_eq!(res.status(), 404);
}

async fn one_person_cannot_reach_anothers_data(backend: Backend) {
    let app = spawn_app(backend).await;
    let alice = app.register("alice@example.com").await;
    let bob = app.register("bob@example.com").await;
    app.send(
        &alice,
        "PATCH",
        "/api/financial-profile",
        json!({"annualIncome": 123456}),
    )
    .await;
    let (_, r) = app.chat(&alice, "Alice's secret question", None).await;
    let id = r["conversationId"].as_str().unwrap();

    let (s, _) = app
        .get(&bob, &format!("/api/conversations/{id}/messages"))
        .await;
    assert_eq!(s, 404);
    let (s, _) = app
        .send(
            &bob,
            "PATCH",
            &format!("/api/conversations/{id}"),
            json!({"title": "mine"}),
        )
        .await;
    assert_eq!(s, 404);
    let res = bob
        .client
        .delete(app.url(&format!("/api/conversations/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
    let (s, _) = app.chat(&bob, "sneak in", Some(id)).await;
    assert_eq!(s, 404);
    let (s, _) = app
        .get(&bob, &format!("/api/suggestions?conversationId={id}"))
        .await;
    assert_eq!(s, 404);
    let (_, list) = app.get(&bob, "/api/conversations").await;
    assert_eq!(list, json!([]));
    let (_, p) = app.get(&bob, "/api/financial-profile").await;
    assert_eq!(p["annualIncome"], serde_json::Value::Null);
    let res = bob
        .client
        .get(app.url("/api/account/export"))
        .send()
        .await
        .unwrap();
    let text = res.text().await.unwrap();
    assert!(!text.contains("123456") && !text.contains("secret question"));

    // Alice's data is intact.
    let (_, msgs) = app
        .get(&alice, &format!("/api/conversations/{id}/messages"))
        .await;
    assert_eq!(msgs[0]["content"], "Alice's secret question");
    let (_, list) = app.get(&alice, "/api/conversations").await;
    assert_eq!(list[0]["title"], "Alice's secret question");
}

crate::both_backends!(rename_and_delete, one_person_cannot_reach_anothers_data);
