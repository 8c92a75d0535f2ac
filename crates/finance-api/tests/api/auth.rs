//! Built-in accounts, sessions, logout, account deletion.

use finance_store::Backend;
use serde_json::{Value, json};

use crate::helpers::*;

async fn register_sign_in_and_who_am_i(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("Ann@Example.com").await;
    let (status, me) = app.get(&user, "/api/auth/user").await;
    assert_eq!(status, 200);
    assert_eq!(me["id"], user.id.as_str());
    assert_eq!(me["email"], "ann@example.com");
    for key in ["firstName", "lastName", "profileImageUrl"] {
        assert!(me.get(key).is_some(), "{key} present");
    }
    uuid::Uuid::parse_str(&user.id).unwrap();

    // Signing in again gets a new session id, and the old cookie stops working.
    let res = user
        .client
        .post(app.url("/api/auth/login"))
        .json(&json!({"email": "ann@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let new_cookie = session_cookie(res.headers()).unwrap();
    assert_ne!(new_cookie, user.cookie);
    let old = bare()
        .get(app.url("/api/auth/user"))
        .header("cookie", &user.cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(old.status(), 401);
    let fresh = bare()
        .get(app.url("/api/auth/user"))
        .header("cookie", &new_cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(fresh.status(), 200);
}

async fn signed_out_is_401_unauthorized(backend: Backend) {
    let app = spawn_app(backend).await;
    let res = bare().get(app.url("/api/auth/user")).send().await.unwrap();
    assert_eq!(res.status(), 401);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body, json!({"message": "Unauthorized"}));
}

async fn bad_registrations_are_400_naming_the_field(backend: Backend) {
    let app = spawn_app(backend).await;
    let c = browser();
    for (body, field) in [
        (
            json!({"email": "not-an-email", "password": PASSWORD}),
            "email",
        ),
        (json!({"email": "a@b", "password": PASSWORD}), "email"),
        (
            json!({"email": "x@example.com", "password": "short"}),
            "password",
        ),
        (
            json!({"email": "x@example.com", "password": "aaaaaaaaaa"}),
            "password",
        ),
        (json!({"email": "x@example.com"}), "password"),
        (
            json!({"email": "x@example.com", "password": PASSWORD, "admin": true}),
            "admin",
        ),
        (json!({"email": 5, "password": PASSWORD}), "email"),
    ] {
        let res = c
            .post(app.url("/api/auth/register"))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 400, "{body}");
        let msg: Value = res.json().await.unwrap();
        assert!(
            msg["message"].as_str().unwrap().contains(field),
            "{msg} names {field}"
        );
    }
    app.register("dup@example.com").await;
    let res = c
        .post(app.url("/api/auth/register"))
        .json(&json!({"email": "DUP@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 409);
}

async fn wrong_credentials_get_a_generic_401(backend: Backend) {
    let app = spawn_app(backend).await;
    app.register("bob@example.com").await;
    let c = browser();
    let mut bodies = Vec::new();
    for (email, password) in [
        ("bob@example.com", "wrong password"),
        ("nobody@example.com", PASSWORD),
    ] {
        let res = c
            .post(app.url("/api/auth/login"))
            .json(&json!({"email": email, "password": password}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 401);
        assert!(session_cookie(res.headers()).is_none());
        bodies.push(res.text().await.unwrap());
    }
    assert_eq!(bodies[0], bodies[1], "no hint whether the account exists");
}

async fn logout_kills_the_old_cookie(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("carol@example.com").await;
    let res = user
        .client
        .get(app.url("/api/logout"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 302);
    assert_eq!(res.headers()["location"], "/");
    let cleared = res
        .headers()
        .get_all("set-cookie")
        .iter()
        .any(|v| v.to_str().unwrap().starts_with("penny_session=;"));
    assert!(cleared, "cookie cleared");
    // Even a copy of the old cookie is now worthless: the server-side session is gone.
    let res = bare()
        .get(app.url("/api/financial-profile"))
        .header("cookie", &user.cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
}

/// `GET /api/logout` is the spec's sign-out navigation, so a link or an image on another site could
/// sign a person out. From another site (`Sec-Fetch-Site: cross-site`, set by the browser and not
/// forgeable by a page) it now changes nothing and shows a page whose button signs out with a JSON
/// `POST /api/logout`, which the CSRF check lets through only from Penny's own pages.
async fn a_link_from_another_site_does_not_sign_out(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("erin@example.com").await;
    let signed_in = |user: &User| {
        let (client, url) = (user.client.clone(), app.url("/api/auth/user"));
        async move { client.get(url).send().await.unwrap().status() == 200 }
    };
    let cleared = |res: &reqwest::Response| {
        res.headers()
            .get_all("set-cookie")
            .iter()
            .any(|v| v.to_str().unwrap().starts_with("penny_session=;"))
    };

    let res = user
        .client
        .get(app.url("/api/logout"))
        .header("Sec-Fetch-Site", "cross-site")
        .header("Sec-Fetch-Mode", "navigate")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert!(!cleared(&res));
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    let html = res.text().await.unwrap();
    assert!(html.contains(r#"<script src="/api/logout.js""#), "{html}");
    assert!(html.contains(r#"id="sign-out""#), "{html}");
    assert!(!html.contains("<script>"), "no inline script under the CSP");
    assert!(signed_in(&user).await, "still signed in");
    let js = bare().get(app.url("/api/logout.js")).send().await.unwrap();
    assert_eq!(js.status(), 200);
    assert!(js.text().await.unwrap().contains("\"/api/logout\""));

    // The POST behind the button is refused from another site and as a form, like every write.
    let res = user
        .client
        .post(app.url("/api/logout"))
        .header("Sec-Fetch-Site", "cross-site")
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);
    let res = user
        .client
        .post(app.url("/api/logout"))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body("")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 415);
    assert!(signed_in(&user).await, "still signed in");

    // From Penny's own page it signs out, and the old cookie is worthless.
    let res = user
        .client
        .post(app.url("/api/logout"))
        .header("Sec-Fetch-Site", "same-origin")
        .header("Origin", app.address.as_str())
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert!(cleared(&res));
    let body: Value = res.json().await.unwrap();
    assert_eq!(body, json!({"redirect": "/"}));
    let res = bare()
        .get(app.url("/api/financial-profile"))
        .header("cookie", &user.cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);

    // Signed out already, a link from another site just goes home; the app's own link (or one
    // typed into the address bar) still signs out at once.
    let res = user
        .client
        .get(app.url("/api/logout"))
        .header("Sec-Fetch-Site", "cross-site")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 302);
    assert_eq!(res.headers()["location"], "/");
    let other = app.register("fay@example.com").await;
    for site in ["same-origin", "none"] {
        assert!(signed_in(&other).await);
        let res = other
            .client
            .get(app.url("/api/logout"))
            .header("Sec-Fetch-Site", site)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 302, "{site}");
        assert!(cleared(&res), "{site}");
        assert!(!signed_in(&other).await, "{site}");
        let res = other
            .client
            .post(app.url("/api/auth/login"))
            .json(&json!({"email": "fay@example.com", "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
    }
}

async fn deleting_the_account_removes_everything(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("dan@example.com").await;
    let (s, _) = app
        .send(
            &user,
            "PATCH",
            "/api/financial-profile",
            json!({"annualIncome": 90000}),
        )
        .await;
    assert_eq!(s, 200);
    let (s, chat) = app.chat(&user, "Hello Penny", None).await;
    assert_eq!(s, 200);
    // A second device.
    let other_device = bare();
    let res = other_device
        .post(app.url("/api/auth/login"))
        .json(&json!({"email": "dan@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    let second_cookie = session_cookie(res.headers()).unwrap();

    let (s, export) = app.get(&user, "/api/account/export").await;
    assert_eq!(s, 200);
    assert_eq!(export["user"]["email"], "dan@example.com");
    assert_eq!(export["profile"]["annualIncome"], "90000");
    assert_eq!(export["conversations"][0]["id"], chat["conversationId"]);
    assert!(
        export["conversations"][0]["messages"]
            .as_array()
            .unwrap()
            .len()
            >= 2
    );

    let res = user
        .client
        .delete(app.url("/api/account"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    for cookie in [&user.cookie, &second_cookie] {
        let res = bare()
            .get(app.url("/api/auth/user"))
            .header("cookie", cookie.as_str())
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 401);
    }
    let res = bare()
        .post(app.url("/api/auth/login"))
        .json(&json!({"email": "dan@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
    let store = app.db.store();
    assert!(store.get_user(&user.id).unwrap().is_none());
}

async fn cookie_attributes_follow_the_public_url(backend: Backend) {
    let app = spawn_app(backend).await;
    let res = bare()
        .post(app.url("/api/auth/register"))
        .json(&json!({"email": "e@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    let set = res.headers()["set-cookie"].to_str().unwrap().to_string();
    assert!(set.contains("HttpOnly"));
    assert!(set.contains("SameSite=Lax"));
    assert!(!set.contains("Secure"), "plain http on 127.0.0.1: {set}");
    assert!(res.headers().get("strict-transport-security").is_none());

    let secure = spawn_app_with(backend, |c| c.public_url = "https://penny.example".into()).await;
    let res = bare()
        .post(secure.url("/api/auth/register"))
        .header("origin", "https://penny.example")
        .json(&json!({"email": "e@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let set = res.headers()["set-cookie"].to_str().unwrap().to_string();
    assert!(set.contains("Secure"), "{set}");
    assert!(
        res.headers()["strict-transport-security"]
            .to_str()
            .unwrap()
            .contains("max-age=")
    );
}

async fn login_page_works_without_inline_script(backend: Backend) {
    let app = spawn_app(backend).await;
    let res = bare().get(app.url("/api/login")).send().await.unwrap();
    assert_eq!(res.status(), 200);
    let csp = res.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_string();
    let html = res.text().await.unwrap();
    assert!(html.contains(r#"<script src="/api/login.js""#));
    assert!(!html.contains("<script>"), "no inline script");
    assert!(!html.contains("style="), "no inline style attributes");
    let script_src = csp
        .split(';')
        .find(|d| d.trim().starts_with("script-src"))
        .unwrap();
    assert!(!script_src.contains("unsafe-inline"));
    for asset in ["/api/login.js", "/api/login.css"] {
        let res = bare().get(app.url(asset)).send().await.unwrap();
        assert_eq!(res.status(), 200, "{asset}");
    }
}

crate::both_backends!(
    register_sign_in_and_who_am_i,
    signed_out_is_401_unauthorized,
    bad_registrations_are_400_naming_the_field,
    wrong_credentials_get_a_generic_401,
    logout_kills_the_old_cookie,
    a_link_from_another_site_does_not_sign_out,
    deleting_the_account_removes_everything,
    cookie_attributes_follow_the_public_url,
    login_page_works_without_inline_script,
);
