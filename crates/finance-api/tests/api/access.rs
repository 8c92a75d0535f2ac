//! The access-control sweep: every endpoint × {no session, another user's session, tampered
//! cookie, expired session}. Nothing is served without a live session of the owner.

use std::time::Duration;

use finance_store::Backend;
use serde_json::{Value, json};

use crate::helpers::*;

/// Every signed-in endpoint; `{c}` is the owner's conversation id, `{g}` the owner's goal id.
fn endpoints() -> Vec<(&'static str, &'static str, Option<Value>)> {
    vec![
        ("GET", "/api/auth/user", None),
        ("GET", "/api/financial-profile", None),
        ("PATCH", "/api/financial-profile", Some(json!({"age": 50}))),
        (
            "POST",
            "/api/financial-profile/country",
            Some(json!({"country": "us"})),
        ),
        (
            "POST",
            "/api/financial-profile/assumptions",
            Some(json!({"age": 50})),
        ),
        ("GET", "/api/financial-profile/projection", None),
        ("GET", "/api/financial-profile/recommendations", None),
        ("GET", "/api/financial-profile/history", None),
        ("GET", "/api/goals", None),
        (
            "POST",
            "/api/goals",
            Some(json!({"kind": "savings", "targetAmount": 1000})),
        ),
        ("GET", "/api/goals/{g}", None),
        ("PATCH", "/api/goals/{g}", Some(json!({"title": "stolen"}))),
        ("GET", "/api/suggestions?conversationId={c}", None),
        (
            "POST",
            "/api/tax/calculate",
            Some(json!({"country": "us", "income": 1000})),
        ),
        (
            "POST",
            "/api/chat",
            Some(json!({"message": "hi", "conversationId": "{c}"})),
        ),
        ("GET", "/api/conversations", None),
        ("GET", "/api/conversations/{c}/messages", None),
        (
            "PATCH",
            "/api/conversations/{c}",
            Some(json!({"title": "stolen"})),
        ),
        ("GET", "/api/account/export", None),
        ("DELETE", "/api/goals/{g}", None),
        ("DELETE", "/api/conversations/{c}", None),
        ("DELETE", "/api/account", None),
    ]
}

/// Calls that name the owner's conversation or goal must look missing to anyone else.
fn names_the_owners(path: &str, body: &Option<Value>) -> bool {
    path.contains("{c}")
        || path.contains("{g}")
        || body.as_ref().is_some_and(|b| b.to_string().contains("{c}"))
}

async fn call(
    app: &TestApp,
    cookie: Option<&str>,
    method: &str,
    path: &str,
    body: &Option<Value>,
    (c, g): (&str, &str),
) -> (u16, String) {
    let path = path.replace("{c}", c).replace("{g}", g);
    let mut req = bare().request(
        reqwest::Method::from_bytes(method.as_bytes()).unwrap(),
        app.url(&path),
    );
    if let Some(cookie) = cookie {
        req = req.header("cookie", cookie);
    }
    if let Some(b) = body {
        let b: Value = serde_json::from_str(&b.to_string().replace("{c}", c)).unwrap();
        req = req.json(&b);
    }
    let res = req.send().await.unwrap();
    (res.status().as_u16(), res.text().await.unwrap())
}

/// Flips one character in the middle of the cookie value.
fn tamper(cookie: &str) -> String {
    let (name, value) = cookie.split_once('=').unwrap();
    let mut chars: Vec<char> = value.chars().collect();
    let i = chars.len() / 2;
    chars[i] = if chars[i] == 'A' { 'B' } else { 'A' };
    format!("{name}={}", chars.into_iter().collect::<String>())
}

async fn owner_with_data(app: &TestApp, email: &str) -> (User, (String, String)) {
    let owner = app.register(email).await;
    app.send(
        &owner,
        "PATCH",
        "/api/financial-profile",
        json!({"annualIncome": 424242, "otherAssets": "owner-marker"}),
    )
    .await;
    let (_, r) = app.chat(&owner, "owner-marker question", None).await;
    let c = r["conversationId"].as_str().unwrap().to_string();
    let (s, goal) = app
        .send(
            &owner,
            "POST",
            "/api/goals",
            json!({"kind": "savings", "title": "owner-marker goal", "targetAmount": 424242}),
        )
        .await;
    assert_eq!(s, 201, "{goal}");
    let g = goal["id"].as_str().unwrap().to_string();
    (owner, (c, g))
}

async fn access_sweep(backend: Backend) {
    let app = spawn_app(backend).await;
    let (owner, (c, g)) = owner_with_data(&app, "owner@example.com").await;
    let ids = (c.as_str(), g.as_str());
    let other = app.register("other@example.com").await;
    let tampered = tamper(&owner.cookie);

    for (method, path, body) in endpoints() {
        let (s, text) = call(&app, None, method, path, &body, ids).await;
        assert_eq!(s, 401, "no session: {method} {path}");
        assert_eq!(text, r#"{"message":"Unauthorized"}"#);

        let (s, _) = call(&app, Some(&tampered), method, path, &body, ids).await;
        assert_eq!(s, 401, "tampered cookie: {method} {path}");

        let (s, _) = call(
            &app,
            Some("penny_session=garbage"),
            method,
            path,
            &body,
            ids,
        )
        .await;
        assert_eq!(s, 401, "forged cookie: {method} {path}");

        if method == "DELETE" && path == "/api/account" {
            continue; // would delete the other user; covered in auth tests
        }
        let (s, text) = call(&app, Some(&other.cookie), method, path, &body, ids).await;
        if names_the_owners(path, &body) {
            assert_eq!(s, 404, "other user: {method} {path}");
        } else {
            assert!(
                matches!(s, 200 | 201 | 204),
                "other user on their own data: {method} {path} → {s}"
            );
        }
        assert!(
            !text.contains("owner-marker") && !text.contains("424242"),
            "leak via {method} {path}: {text}"
        );
    }

    // The owner's data survived every attempt.
    let (_, p) = app.get(&owner, "/api/financial-profile").await;
    assert_eq!(p["annualIncome"], "424242");
    let (s, msgs) = app
        .get(&owner, &format!("/api/conversations/{c}/messages"))
        .await;
    assert_eq!(s, 200);
    assert_eq!(msgs[0]["content"], "owner-marker question");
    let (_, list) = app.get(&owner, "/api/conversations").await;
    assert_eq!(list[0]["title"], "owner-marker question");
    let (s, goal) = app.get(&owner, &format!("/api/goals/{g}")).await;
    assert_eq!(s, 200);
    assert_eq!(goal["title"], "owner-marker goal");
}

async fn expired_sessions_are_refused(backend: Backend) {
    // Idle lifetime: the server-side row expires.
    let app = spawn_app_with(backend, |c| c.session_idle = Duration::from_secs(1)).await;
    let (owner, (c, g)) = owner_with_data(&app, "idle@example.com").await;
    let ids = (c.as_str(), g.as_str());
    tokio::time::sleep(Duration::from_millis(2100)).await;
    for (method, path, body) in endpoints() {
        let (s, _) = call(&app, Some(&owner.cookie), method, path, &body, ids).await;
        assert_eq!(s, 401, "idle-expired session: {method} {path}");
    }

    // Absolute lifetime: refused however active the session has been.
    let app = spawn_app_with(backend, |c| c.session_absolute = Duration::from_secs(2)).await;
    let (owner, (c, g)) = owner_with_data(&app, "absolute@example.com").await;
    let ids = (c.as_str(), g.as_str());
    for _ in 0..3 {
        tokio::time::sleep(Duration::from_millis(800)).await;
        let _ = app.get(&owner, "/api/auth/user").await;
    }
    for (method, path, body) in endpoints() {
        let (s, _) = call(&app, Some(&owner.cookie), method, path, &body, ids).await;
        assert_eq!(
            s, 401,
            "session past its absolute lifetime: {method} {path}"
        );
    }
}

crate::both_backends!(access_sweep, expired_sessions_are_refused);
