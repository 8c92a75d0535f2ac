//! `POST /api/financial-profile/changes/{changeSetId}/undo`.

use finance_store::Backend;
use serde_json::{Value, json};

use crate::helpers::*;

/// Says facts to the advisor and returns (conversation id, the notice's change set id).
async fn advisor_saves(app: &TestApp, user: &User, message: &str) -> (String, String) {
    let (s, r) = app.chat(user, message, None).await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(r["profileUpdated"], true);
    let id = r["conversationId"].as_str().unwrap().to_string();
    let (_, msgs) = app
        .get(user, &format!("/api/conversations/{id}/messages"))
        .await;
    let set = msgs
        .as_array()
        .unwrap()
        .iter()
        .find_map(|m| m["metadata"]["changeSetId"].as_str())
        .expect("the notice carries its change set")
        .to_string();
    (id, set)
}

fn undo_path(set: &str) -> String {
    format!("/api/financial-profile/changes/{set}/undo")
}

async fn an_undo_restores_the_profile_once(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("u1@example.com").await;
    let (s, _) = app
        .send(
            &user,
            "PATCH",
            "/api/financial-profile",
            json!({"annualIncome": 70000}),
        )
        .await;
    assert_eq!(s, 200);
    let (_, before) = app.get(&user, "/api/financial-profile").await;
    let (id, set) = advisor_saves(&app, &user, "I'm 34 and I earn $85,000 a year").await;
    let (_, changed) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(changed["annualIncome"], "85000");

    let (s, p) = app.send(&user, "POST", &undo_path(&set), json!({})).await;
    assert_eq!(s, 200, "{p}");
    assert_eq!(p, before, "the answer is the restored profile");
    let (_, now) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(now, before, "the read cache was evicted");

    let (_, msgs) = app
        .get(&user, &format!("/api/conversations/{id}/messages"))
        .await;
    let last = msgs.as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["metadata"]["isSystemMessage"], true);
    assert!(
        last["content"]
            .as_str()
            .unwrap()
            .starts_with("Change undone."),
        "{last}"
    );

    let (_, export) = app.get(&user, "/api/account/export").await;
    let undo_rows: Vec<&Value> = export["audit"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["source"] == "undo")
        .collect();
    assert!(
        undo_rows.iter().any(|a| a["field"] == "annualIncome"
            && a["oldValue"] == "85000"
            && a["newValue"] == "70000"),
        "{undo_rows:?}"
    );
    assert!(undo_rows.iter().all(|a| a["changeSetId"] == set.as_str()));

    let (s, m) = app.send(&user, "POST", &undo_path(&set), json!({})).await;
    assert_eq!(s, 409);
    assert!(
        m["message"].as_str().unwrap().contains("already undone"),
        "{m}"
    );
}

async fn a_field_changed_since_blocks_the_whole_undo(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("u2@example.com").await;
    let (_, set) = advisor_saves(&app, &user, "I'm 34 and I earn $85,000 a year").await;
    let (s, _) = app
        .send(
            &user,
            "POST",
            "/api/financial-profile/assumptions",
            json!({"age": 35}),
        )
        .await;
    assert_eq!(s, 200);
    let (_, before) = app.get(&user, "/api/financial-profile").await;
    let (s, m) = app.send(&user, "POST", &undo_path(&set), json!({})).await;
    assert_eq!(s, 409);
    assert!(m["message"].as_str().unwrap().contains("age"), "{m}");
    let (_, after) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(after, before, "nothing changes: income stays too");
    assert_eq!(after["annualIncome"], "85000");
}

async fn another_persons_or_an_unknown_change_set_is_404(backend: Backend) {
    let app = spawn_app(backend).await;
    let owner = app.register("u3@example.com").await;
    let other = app.register("u4@example.com").await;
    let (_, set) = advisor_saves(&app, &owner, "I earn $85,000 a year").await;
    let (s, _) = app.send(&other, "POST", &undo_path(&set), json!({})).await;
    assert_eq!(s, 404);
    let (s, _) = app
        .send(
            &owner,
            "POST",
            &undo_path("00000000-0000-0000-0000-000000000000"),
            json!({}),
        )
        .await;
    assert_eq!(s, 404);
    let (s, _) = app
        .send(&owner, "POST", &undo_path(&set), json!({"really": true}))
        .await;
    assert_eq!(s, 400, "the body is {{}}");
    let (_, p) = app.get(&owner, "/api/financial-profile").await;
    assert_eq!(p["annualIncome"], "85000");
    let res = bare()
        .post(app.url(&undo_path(&set)))
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
}

crate::both_backends!(
    an_undo_restores_the_profile_once,
    a_field_changed_since_blocks_the_whole_undo,
    another_persons_or_an_unknown_change_set_is_404,
);
