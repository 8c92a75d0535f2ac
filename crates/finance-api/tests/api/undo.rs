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

/// The notice with this change set in the conversation's messages, as a reload reads it.
async fn notice_of(app: &TestApp, user: &User, conversation: &str, set: &str) -> Value {
    let (s, msgs) = app
        .get(user, &format!("/api/conversations/{conversation}/messages"))
        .await;
    assert_eq!(s, 200, "{msgs}");
    msgs.as_array()
        .unwrap()
        .iter()
        .find(|m| m["metadata"]["changeSetId"] == set)
        .expect("the notice is in the conversation")
        .clone()
}

async fn a_read_after_an_undo_marks_only_that_notice_undone(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("u5@example.com").await;
    let (id, age_set) = advisor_saves(&app, &user, "I'm 34").await;
    let (s, r) = app
        .chat(&user, "I earn $85,000 a year", Some(id.as_str()))
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, msgs) = app
        .get(&user, &format!("/api/conversations/{id}/messages"))
        .await;
    let income_set = msgs
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|m| m["metadata"]["changeSetId"].as_str())
        .find(|s| *s != age_set)
        .expect("the second save has its own notice")
        .to_string();
    for set in [&age_set, &income_set] {
        let notice = notice_of(&app, &user, &id, set).await;
        assert!(
            notice["metadata"].get("undoneAt").is_none(),
            "not undone yet: {notice}"
        );
    }

    let (s, p) = app
        .send(&user, "POST", &undo_path(&income_set), json!({}))
        .await;
    assert_eq!(s, 200, "{p}");
    let undone = notice_of(&app, &user, &id, &income_set).await;
    let at = undone["metadata"]["undoneAt"]
        .as_str()
        .unwrap_or_else(|| panic!("the undone notice says so: {undone}"));
    assert!(
        chrono::DateTime::parse_from_rfc3339(at).is_ok(),
        "a timestamp: {at}"
    );
    let kept = notice_of(&app, &user, &id, &age_set).await;
    assert!(
        kept["metadata"].get("undoneAt").is_none(),
        "the other change set can still be undone: {kept}"
    );
    // What the notice says matches what the undo endpoint answers.
    let (s, _) = app
        .send(&user, "POST", &undo_path(&income_set), json!({}))
        .await;
    assert_eq!(s, 409);
    let (s, _) = app
        .send(&user, "POST", &undo_path(&age_set), json!({}))
        .await;
    assert_eq!(s, 200);
    let now = notice_of(&app, &user, &id, &age_set).await;
    assert!(now["metadata"]["undoneAt"].is_string(), "{now}");
}

crate::both_backends!(
    an_undo_restores_the_profile_once,
    a_read_after_an_undo_marks_only_that_notice_undone,
    a_field_changed_since_blocks_the_whole_undo,
    another_persons_or_an_unknown_change_set_is_404,
);
