//! Sign-in through a real local OpenID Connect provider (npm `oauth2-mock-server`, started with
//! node): the happy path, unverified and colliding email claims, a wrong state, a wrong nonce, a
//! replayed callback and RP-initiated logout, on SQLite and on PostgreSQL. The `picture` claim's
//! fetch is in `oidc/picture.rs`.

mod picture;

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;

use finance_api::Application;
use finance_api::config::OidcSettings;
use finance_store::Backend;
use finance_store::testing::TestDb;
use serde_json::{Value, json};

use crate::helpers::*;

struct Provider {
    child: Child,
    issuer: String,
    /// Claims merged over the provider's defaults at every token request (see provider.mjs).
    claims_file: PathBuf,
    _claims_dir: tempfile::TempDir,
}

impl Provider {
    /// Whom the provider signs in next.
    fn set_claims(&self, claims: Value) {
        std::fs::write(&self.claims_file, claims.to_string()).unwrap();
    }
}

impl Drop for Provider {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_provider(wrong_nonce: bool) -> Provider {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oidc");
    assert!(
        dir.join("node_modules/oauth2-mock-server").is_dir(),
        "run `npm ci` in {}",
        dir.display()
    );
    let claims_dir = tempfile::tempdir().unwrap();
    let claims_file = claims_dir.path().join("claims.json");
    std::fs::write(&claims_file, "{}").unwrap();
    let mut cmd = Command::new("node");
    cmd.arg("provider.mjs")
        .arg("--claims-file")
        .arg(&claims_file)
        .current_dir(&dir);
    if wrong_nonce {
        cmd.arg("--wrong-nonce");
    }
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("node starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let info: Value = serde_json::from_str(&line).expect("provider prints its port");
    Provider {
        child,
        issuer: info["issuer"].as_str().unwrap().to_string(),
        claims_file,
        _claims_dir: claims_dir,
    }
}

async fn spawn_oidc_app(provider: &Provider, backend: Backend) -> TestApp {
    spawn_app_with_issuer(&provider.issuer, backend).await
}

async fn spawn_app_with_issuer(issuer: &str, backend: Backend) -> TestApp {
    let db = Arc::new(TestDb::new(backend));
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = format!("http://127.0.0.1:{}", listener.local_addr().unwrap().port());
    let mut cfg = config_for(&db);
    cfg.public_url = address.clone();
    cfg.oidc = Some(OidcSettings {
        issuer_url: issuer.to_string(),
        client_id: "penny-test".into(),
        client_secret: "penny-test-secret".into(),
    });
    let app = Application::build_with(cfg, Arc::new(db.store()), listener)
        .await
        .expect("server builds with OIDC");
    TestApp::from_running(app, db, address)
}

fn location(res: &reqwest::Response) -> String {
    res.headers()["location"].to_str().unwrap().to_string()
}

/// Follows `/api/login` to the provider and back; returns the callback URL Penny was sent to.
async fn authorize(app: &TestApp, client: &reqwest::Client) -> String {
    let res = client.get(app.url("/api/login")).send().await.unwrap();
    assert_eq!(res.status(), 302);
    let auth_url = location(&res);
    let parsed = reqwest::Url::parse(&auth_url).unwrap();
    let q: std::collections::HashMap<_, _> = parsed.query_pairs().into_owned().collect();
    assert_eq!(q["code_challenge_method"], "S256");
    assert!(q.contains_key("code_challenge") && q.contains_key("state") && q.contains_key("nonce"));
    assert_eq!(q["redirect_uri"], app.url("/api/callback"));
    let res = client.get(&auth_url).send().await.unwrap();
    assert_eq!(res.status(), 302, "provider redirects back");
    let callback = location(&res);
    assert!(
        callback.starts_with(&app.url("/api/callback")),
        "{callback}"
    );
    callback
}

async fn oidc_happy_path_then_replayed_callback(backend: Backend) {
    let provider = start_provider(false);
    let app = spawn_oidc_app(&provider, backend).await;
    let client = browser();
    let callback = authorize(&app, &client).await;
    let res = client.get(&callback).send().await.unwrap();
    assert_eq!(res.status(), 302);
    assert_eq!(location(&res), "/");
    let me: Value = client
        .get(app.url("/api/auth/user"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(me["email"], "oidc.person@example.com");
    assert_eq!(me["firstName"], "Olive");
    assert_eq!(me["lastName"], "Idsen");
    assert_eq!(me["profileImageUrl"], Value::Null, "no picture claim");

    // The same callback again, in the same browser: refused, whoever replays it.
    let res = client.get(&callback).send().await.unwrap();
    assert_eq!(res.status(), 400);
    let res = browser().get(&callback).send().await.unwrap();
    assert_eq!(res.status(), 400);

    // Built-in accounts are off when OIDC is configured.
    let res = browser()
        .post(app.url("/api/auth/register"))
        .json(&serde_json::json!({"email": "x@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);

    // A second sign-in finds the same person.
    let client2 = browser();
    let callback = authorize(&app, &client2).await;
    assert_eq!(client2.get(&callback).send().await.unwrap().status(), 302);
    let me2: Value = client2
        .get(app.url("/api/auth/user"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(me2["id"], me["id"]);
}

/// Signs in through the provider as `claims` in a fresh browser; returns `/api/auth/user`.
async fn sign_in_as(app: &TestApp, provider: &Provider, claims: Value) -> Value {
    provider.set_claims(claims);
    let client = browser();
    let callback = authorize(app, &client).await;
    let res = client.get(&callback).send().await.unwrap();
    assert_eq!(res.status(), 302, "signed in");
    let res = client.get(app.url("/api/auth/user")).send().await.unwrap();
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

/// Anyone can type any address into an unverified email claim: it is not stored, and it does not
/// lead to the account that holds that address.
async fn oidc_unverified_email_is_neither_stored_nor_matched(backend: Backend) {
    let provider = start_provider(false);
    let app = spawn_oidc_app(&provider, backend).await;
    let owner = json!({"sub": "owner", "email": "shared@example.com", "email_verified": true});
    let me = sign_in_as(&app, &provider, owner.clone()).await;
    assert_eq!(me["email"], "shared@example.com");

    let claimer = sign_in_as(
        &app,
        &provider,
        json!({"sub": "claimer", "email": "Shared@example.com", "email_verified": false}),
    )
    .await;
    assert_ne!(claimer["id"], me["id"], "not matched by email");
    assert_eq!(claimer["email"], Value::Null, "not stored");
    let fresh = sign_in_as(
        &app,
        &provider,
        json!({"sub": "fresh", "email": "fresh@example.com", "email_verified": false}),
    )
    .await;
    assert_eq!(fresh["email"], Value::Null, "not stored even when free");

    // A verified address that was once claimed unverified is stored once the provider vouches.
    let verified = sign_in_as(
        &app,
        &provider,
        json!({"sub": "fresh", "email": "fresh@example.com", "email_verified": true}),
    )
    .await;
    assert_eq!(verified["id"], fresh["id"]);
    assert_eq!(verified["email"], "fresh@example.com");
    let again = sign_in_as(&app, &provider, owner).await;
    assert_eq!(again["id"], me["id"]);
    assert_eq!(again["email"], "shared@example.com");
}

/// A provider address another account holds costs neither account its sign-in.
async fn oidc_colliding_email_does_not_lock_anyone_out(backend: Backend) {
    let provider = start_provider(false);
    let app = spawn_oidc_app(&provider, backend).await;
    let verified =
        |sub: &str, email: &str| json!({"sub": sub, "email": email, "email_verified": true});
    let ann = sign_in_as(&app, &provider, verified("ann", "ann@example.com")).await;
    let bob = sign_in_as(&app, &provider, verified("bob", "bob@example.com")).await;
    assert_eq!(bob["email"], "bob@example.com");

    // Ann's provider now reports Bob's address: Ann still reaches her own account.
    let ann_again = sign_in_as(&app, &provider, verified("ann", "bob@example.com")).await;
    assert_eq!(ann_again["id"], ann["id"]);
    assert_eq!(ann_again["email"], Value::Null);
    // Bob keeps his account and his address.
    let bob_again = sign_in_as(&app, &provider, verified("bob", "bob@example.com")).await;
    assert_eq!(bob_again["id"], bob["id"]);
    assert_eq!(bob_again["email"], "bob@example.com");
    // A newcomer with a taken address gets an account of their own, without it.
    let cat = sign_in_as(&app, &provider, verified("cat", "BOB@example.com")).await;
    assert_ne!(cat["id"], bob["id"]);
    assert_ne!(cat["id"], ann["id"]);
    assert_eq!(cat["email"], Value::Null);
}

async fn oidc_wrong_state_is_refused(backend: Backend) {
    let provider = start_provider(false);
    let app = spawn_oidc_app(&provider, backend).await;
    let client = browser();
    let callback = authorize(&app, &client).await;
    let mut url = reqwest::Url::parse(&callback).unwrap();
    let pairs: Vec<(String, String)> = url
        .query_pairs()
        .into_owned()
        .map(|(k, v)| {
            if k == "state" {
                (k, "forged-state".to_string())
            } else {
                (k, v)
            }
        })
        .collect();
    url.query_pairs_mut().clear().extend_pairs(pairs);
    let res = client.get(url.as_str()).send().await.unwrap();
    assert_eq!(res.status(), 400);
    let body: Value = res.json().await.unwrap();
    assert!(body["message"].is_string());
    let res = client.get(app.url("/api/auth/user")).send().await.unwrap();
    assert_eq!(res.status(), 401);
    // The genuine callback cannot be used afterwards either: the attempt consumed the flow.
    let res = client.get(&callback).send().await.unwrap();
    assert_eq!(res.status(), 400);
}

async fn oidc_wrong_nonce_is_refused(backend: Backend) {
    let provider = start_provider(true);
    let app = spawn_oidc_app(&provider, backend).await;
    let client = browser();
    let callback = authorize(&app, &client).await;
    let res = client.get(&callback).send().await.unwrap();
    assert_eq!(res.status(), 400);
    let res = client.get(app.url("/api/auth/user")).send().await.unwrap();
    assert_eq!(res.status(), 401);
}

/// The JSON payload of a compact JWT (header.payload.signature), unverified.
fn jwt_payload(jwt: &str) -> Value {
    let parts: Vec<&str> = jwt.split('.').collect();
    assert_eq!(parts.len(), 3, "a signed JWT: {jwt}");
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let (mut bytes, mut acc, mut bits) = (Vec::new(), 0u32, 0u32);
    for c in parts[1].bytes().filter(|&c| c != b'=') {
        let v = ALPHABET.iter().position(|&a| a == c).expect("base64url");
        acc = (acc << 6) | u32::try_from(v).unwrap();
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            bytes.push(u8::try_from(acc >> bits).unwrap());
            acc &= (1 << bits) - 1;
        }
    }
    serde_json::from_slice(&bytes).expect("JSON payload")
}

async fn oidc_logout_ends_the_provider_session(backend: Backend) {
    let provider = start_provider(false);
    let app = spawn_oidc_app(&provider, backend).await;
    let discovery: Value = bare()
        .get(format!(
            "{}/.well-known/openid-configuration",
            provider.issuer
        ))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let end_session = discovery["end_session_endpoint"]
        .as_str()
        .expect("the mock advertises an end_session_endpoint")
        .to_string();

    let client = browser();
    let callback = authorize(&app, &client).await;
    let res = client.get(&callback).send().await.unwrap();
    assert_eq!(res.status(), 302);
    let cookie = session_cookie(res.headers()).expect("signed-in cookie");
    let res = client.get(app.url("/api/auth/user")).send().await.unwrap();
    assert_eq!(res.status(), 200);

    let res = client.get(app.url("/api/logout")).send().await.unwrap();
    assert_eq!(res.status(), 302);
    let cleared = res
        .headers()
        .get_all("set-cookie")
        .iter()
        .any(|v| v.to_str().unwrap().starts_with("penny_session=;"));
    assert!(cleared, "cookie cleared");
    let logout_url = location(&res);
    let parsed = reqwest::Url::parse(&logout_url).unwrap();
    let mut bare_endpoint = parsed.clone();
    bare_endpoint.set_query(None);
    assert_eq!(bare_endpoint.as_str(), end_session);
    let q: std::collections::HashMap<_, _> = parsed.query_pairs().into_owned().collect();
    assert_eq!(q["post_logout_redirect_uri"], app.url("/"));
    assert_eq!(q["client_id"], "penny-test");
    let claims = jwt_payload(&q["id_token_hint"]);
    assert_eq!(claims["sub"], "oidc-subject-123");
    assert_eq!(claims["aud"], "penny-test");

    // Penny's side is over, in this browser and for any copy of the cookie.
    let res = client.get(app.url("/api/auth/user")).send().await.unwrap();
    assert_eq!(res.status(), 401);
    let res = bare()
        .get(app.url("/api/auth/user"))
        .header("cookie", &cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);

    // The provider ends its session and sends the browser back to Penny.
    let res = bare().get(&logout_url).send().await.unwrap();
    assert_eq!(res.status(), 302);
    assert_eq!(location(&res), app.url("/"));

    // Logging out again, signed out: still through the provider, but with no hint to give.
    let res = client.get(app.url("/api/logout")).send().await.unwrap();
    assert_eq!(res.status(), 302);
    let parsed = reqwest::Url::parse(&location(&res)).unwrap();
    assert!(parsed.as_str().starts_with(&end_session));
    assert!(!parsed.query_pairs().any(|(k, _)| k == "id_token_hint"));
    // The sign-out button's POST names the same next stop.
    let res = client
        .post(app.url("/api/logout"))
        .json(&serde_json::json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert!(
        body["redirect"].as_str().unwrap().starts_with(&end_session),
        "{body}"
    );
}

/// A provider whose discovery document has no end_session_endpoint: logout stays local.
async fn oidc_logout_without_end_session_endpoint_goes_home(backend: Backend) {
    use actix_web::{App, HttpResponse, HttpServer, web};

    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let issuer = format!("http://127.0.0.1:{}", listener.local_addr().unwrap().port());
    let discovery = serde_json::json!({
        "issuer": issuer,
        "authorization_endpoint": format!("{issuer}/authorize"),
        "token_endpoint": format!("{issuer}/token"),
        "jwks_uri": format!("{issuer}/jwks"),
        "response_types_supported": ["code"],
        "subject_types_supported": ["public"],
        "id_token_signing_alg_values_supported": ["RS256"],
    });
    let server = HttpServer::new(move || {
        let discovery = discovery.clone();
        App::new()
            .route(
                "/.well-known/openid-configuration",
                web::get().to(move || {
                    let discovery = discovery.clone();
                    async move { HttpResponse::Ok().json(discovery) }
                }),
            )
            .route(
                "/jwks",
                web::get()
                    .to(|| async { HttpResponse::Ok().json(serde_json::json!({"keys": []})) }),
            )
    })
    .workers(1)
    .listen(listener)
    .unwrap()
    .run();
    let handle = server.handle();
    tokio::spawn(server);

    let app = spawn_app_with_issuer(&issuer, backend).await;
    let res = browser().get(app.url("/api/logout")).send().await.unwrap();
    assert_eq!(res.status(), 302);
    assert_eq!(location(&res), "/");
    handle.stop(false).await;
}

crate::both_backends!(
    oidc_happy_path_then_replayed_callback,
    oidc_unverified_email_is_neither_stored_nor_matched,
    oidc_colliding_email_does_not_lock_anyone_out,
    oidc_wrong_state_is_refused,
    oidc_wrong_nonce_is_refused,
    oidc_logout_ends_the_provider_session,
    oidc_logout_without_end_session_endpoint_goes_home,
);
