//! HTTP-level behaviour: CSRF, headers, body limits, static files, OpenAPI, rate limits, health.

use finance_store::Backend;
use serde_json::{Value, json};

use crate::helpers::*;

async fn cross_site_writes_are_refused(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("x1@example.com").await;
    let url = app.url("/api/financial-profile/assumptions");
    let cases: Vec<(reqwest::RequestBuilder, u16)> = vec![
        (
            user.client
                .post(&url)
                .header("origin", "https://evil.example")
                .json(&json!({"age": 30})),
            403,
        ),
        (
            user.client
                .post(&url)
                .header("sec-fetch-site", "cross-site")
                .json(&json!({"age": 30})),
            403,
        ),
        (
            user.client
                .post(&url)
                .header("content-type", "text/plain")
                .body(r#"{"age":30}"#),
            415,
        ),
        (
            user.client
                .post(&url)
                .header("content-type", "application/x-www-form-urlencoded")
                .body("age=30"),
            415,
        ),
        (
            user.client
                .post(&url)
                .header("content-type", "multipart/form-data; boundary=x")
                .body("--x--"),
            415,
        ),
        (user.client.post(&url).body(r#"{"age":30}"#), 415),
    ];
    for (req, expected) in cases {
        let res = req.send().await.unwrap();
        assert_eq!(res.status().as_u16(), expected);
        let body: Value = res.json().await.unwrap();
        assert!(body["message"].is_string());
    }
    let (_, p) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(p["age"], Value::Null, "nothing was written");
    // Same-origin requests, as the web app sends them, pass.
    let res = user
        .client
        .post(&url)
        .header("origin", app.address.as_str())
        .header("sec-fetch-site", "same-origin")
        .json(&json!({"age": 30}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    // Cross-site sign-in attempts are refused too (login CSRF).
    let res = browser()
        .post(app.url("/api/auth/login"))
        .header("origin", "https://evil.example")
        .json(&json!({"email": "x1@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);
}

async fn bodies_malformed_or_too_large(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("x2@example.com").await;
    let url = app.url("/api/financial-profile");
    for raw in ["{", "{\"age\": }", "nul", "", "[1,2", "{\"age\": 1}{"] {
        let res = user
            .client
            .patch(&url)
            .header("content-type", "application/json")
            .body(raw)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 400, "{raw:?}");
        let body: Value = res.json().await.unwrap();
        assert!(body["message"].is_string());
    }
    let big = json!({"otherAssets": "x".repeat(70 * 1024)});
    let res = user.client.patch(&url).json(&big).send().await.unwrap();
    assert_eq!(res.status(), 413);
    let body: Value = res.json().await.unwrap();
    assert!(body["message"].is_string());
    // Deeply nested JSON is refused cleanly, never a crash.
    let nested = format!("{}{}", "[".repeat(5000), "]".repeat(5000));
    let res = user
        .client
        .post(app.url("/api/chat"))
        .header("content-type", "application/json")
        .body(nested)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let (s, _) = app.get(&user, "/api/auth/user").await;
    assert_eq!(s, 200, "still serving");
}

/// `X-Forwarded-Host` and `Forwarded` are anyone's to send: a cross-site page naming its own host
/// there must not pass the origin check.
async fn a_forged_forwarded_host_does_not_pass_the_origin_check(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("x2@example.com").await;
    let url = app.url("/api/financial-profile/assumptions");
    for (name, value) in [
        ("x-forwarded-host", "evil.example"),
        ("forwarded", "host=evil.example;proto=https"),
    ] {
        let res = user
            .client
            .post(&url)
            .header("origin", "https://evil.example")
            .header(name, value)
            .json(&json!({"age": 30}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 403, "{name}");
        let body: Value = res.json().await.unwrap();
        assert_eq!(body["message"], "Cross-site request refused");
    }
    let res = browser()
        .post(app.url("/api/auth/login"))
        .header("origin", "https://evil.example")
        .header("x-forwarded-host", "evil.example")
        .json(&json!({"email": "x2@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403, "login CSRF");
    let (_, p) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(p["age"], Value::Null, "nothing was written");
}

/// Images may come from Penny or `data:` only, so markup in a reply cannot fetch from elsewhere.
async fn csp_has_no_remote_image_source(backend: Backend) {
    let app = spawn_app(backend).await;
    for path in ["/", "/api/auth/user", "/api/login"] {
        let res = bare().get(app.url(path)).send().await.unwrap();
        let csp = res.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_string();
        let directive = |name: &str| -> Option<Vec<String>> {
            csp.split(';').map(str::trim).find_map(|d| {
                let mut words = d.split_whitespace();
                (words.next() == Some(name)).then(|| words.map(String::from).collect())
            })
        };
        assert_eq!(
            directive("img-src"),
            Some(vec!["'self'".to_string(), "data:".to_string()]),
            "{path}: {csp}"
        );
        // Nothing else falls back to a remote source either.
        assert_eq!(directive("default-src"), Some(vec!["'self'".to_string()]));
    }
}

async fn security_headers_on_every_response(backend: Backend) {
    let app = spawn_app(backend).await;
    for path in [
        "/api/auth/user",
        "/api/login",
        "/",
        "/some/page",
        "/healthz",
        "/api/nope",
    ] {
        let res = bare().get(app.url(path)).send().await.unwrap();
        let h = res.headers();
        let csp = h["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'none'"), "{path}");
        assert!(csp.contains("script-src 'self'"), "{path}");
        assert_eq!(h["x-content-type-options"], "nosniff", "{path}");
        assert!(h.contains_key("referrer-policy"), "{path}");
        assert!(h.contains_key("x-request-id"), "{path}");
        if path.starts_with("/api") {
            assert_eq!(h["cache-control"], "no-store", "{path}");
        }
    }
    let res = bare().get(app.url("/api/nope")).send().await.unwrap();
    assert_eq!(res.status(), 404);
    assert_eq!(
        res.json::<Value>().await.unwrap(),
        json!({"message": "Not found"})
    );
}

async fn serves_the_web_app_with_index_fallback(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("assets")).unwrap();
    std::fs::write(
        dir.path().join("index.html"),
        "<!doctype html><title>Penny app</title>",
    )
    .unwrap();
    std::fs::write(dir.path().join("assets/app-1a2b3c.js"), "console.log(1)").unwrap();
    std::fs::write(dir.path().join("favicon.svg"), "<svg/>").unwrap();
    let static_dir = dir.path().to_path_buf();
    let app = spawn_app_with(backend, |c| c.static_dir = static_dir).await;
    for path in [
        "/",
        "/dashboard",
        "/topics/lease-vs-buy-car",
        "/../../etc/passwd",
        "/.env",
    ] {
        let res = bare().get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
        assert_eq!(res.headers()["cache-control"], "no-cache", "{path}");
        assert!(res.text().await.unwrap().contains("Penny app"), "{path}");
    }
    let res = bare()
        .get(app.url("/assets/app-1a2b3c.js"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert!(
        res.headers()["cache-control"]
            .to_str()
            .unwrap()
            .contains("immutable")
    );
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .contains("javascript")
    );
    // The build's pre-compressed copy is sent only to a client that accepts it.
    std::fs::write(dir.path().join("assets/app-1a2b3c.js.gz"), "gzip bytes").unwrap();
    std::fs::write(dir.path().join("assets/app-1a2b3c.js.br"), "brotli bytes").unwrap();
    for (accept, body, coding) in [
        ("gzip, deflate", "gzip bytes", Some("gzip")),
        ("gzip, br", "brotli bytes", Some("br")),
        ("br;q=0, gzip", "gzip bytes", Some("gzip")),
        ("identity", "console.log(1)", None),
    ] {
        let res = bare()
            .get(app.url("/assets/app-1a2b3c.js"))
            .header("accept-encoding", accept)
            .send()
            .await
            .unwrap();
        assert_eq!(
            res.headers()
                .get("content-encoding")
                .map(|v| v.to_str().unwrap().to_string()),
            coding.map(str::to_string),
            "{accept}"
        );
        assert!(
            res.headers()["content-type"]
                .to_str()
                .unwrap()
                .contains("javascript"),
            "{accept}"
        );
        assert_eq!(res.headers()["vary"], "Accept-Encoding");
        let disposition = res
            .headers()
            .get("content-disposition")
            .map(|v| v.to_str().unwrap().to_string())
            .unwrap_or_default();
        assert!(
            !disposition.contains("attachment"),
            "{accept}: {disposition}"
        );
        assert_eq!(res.text().await.unwrap(), body, "{accept}");
    }
    // The page itself, compressed, for any client-side route: shown, never downloaded.
    std::fs::write(dir.path().join("index.html.br"), "brotli page").unwrap();
    let res = bare()
        .get(app.url("/dashboard"))
        .header("accept-encoding", "br")
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["content-encoding"], "br");
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    assert!(res.headers().get("content-disposition").is_none());
    assert_eq!(res.text().await.unwrap(), "brotli page");
    let res = bare().get(app.url("/favicon.svg")).send().await.unwrap();
    assert_eq!(res.text().await.unwrap(), "<svg/>");
    let res = bare()
        .get(app.url("/api/not-a-route"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);

    let unbuilt = spawn_app(backend).await;
    let res = bare().get(unbuilt.url("/")).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert!(res.text().await.unwrap().contains("not built"));
}

async fn openapi_and_docs_are_served(backend: Backend) {
    let app = spawn_app(backend).await;
    let res = bare()
        .get(app.url("/api/openapi.json"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let doc: Value = res.json().await.unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
    for path in [
        "/api/financial-profile",
        "/api/chat",
        "/api/conversations/{id}/messages",
        "/api/auth/user",
        "/api/financial-profile/assumptions",
        "/healthz",
    ] {
        assert!(doc["paths"].get(path).is_some(), "{path} documented");
    }
    let res = bare().get(app.url("/api/docs")).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert!(res.text().await.unwrap().contains("/api/docs.js"));
    let res = bare().get(app.url("/api/docs.js")).send().await.unwrap();
    assert_eq!(res.status(), 200);
}

async fn health_and_readiness(backend: Backend) {
    let app = spawn_app(backend).await;
    for path in ["/healthz", "/readyz"] {
        let res = bare().get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
    }
}

async fn sign_in_is_rate_limited_per_account_and_address(backend: Backend) {
    let app = spawn_app_with(backend, |c| {
        c.rate_limits.sign_in_per_account = 3;
        c.rate_limits.sign_in_per_ip = 6;
        c.rate_limits.window = std::time::Duration::from_secs(3600);
    })
    .await;
    app.register("rl@example.com").await; // 1 of 6 for the address
    let c = browser();
    let attempt = |email: &'static str, password: &'static str| {
        c.post(app.url("/api/auth/login"))
            .json(&json!({"email": email, "password": password}))
            .send()
    };
    for _ in 0..3 {
        assert_eq!(
            attempt("rl@example.com", "wrong password")
                .await
                .unwrap()
                .status(),
            401
        );
    }
    let res = attempt("rl@example.com", PASSWORD).await.unwrap();
    assert_eq!(
        res.status(),
        429,
        "the account's bucket is empty, even for the right password"
    );
    assert!(res.headers().contains_key("retry-after"));
    let body: Value = res.json().await.unwrap();
    assert!(body["message"].is_string());
    // Other accounts from the same address: 5 used so far, one left, then the address is blocked.
    assert_eq!(
        attempt("other@example.com", "wrong password")
            .await
            .unwrap()
            .status(),
        401
    );
    assert_eq!(
        attempt("third@example.com", "wrong password")
            .await
            .unwrap()
            .status(),
        429
    );
}

async fn chat_is_rate_limited_per_user(backend: Backend) {
    let app = spawn_app_with(backend, |c| {
        c.rate_limits.chat_per_user = 2;
        c.rate_limits.window = std::time::Duration::from_secs(3600);
    })
    .await;
    let a = app.register("ca@example.com").await;
    let b = app.register("cb@example.com").await;
    assert_eq!(app.chat(&a, "one", None).await.0, 200);
    assert_eq!(app.chat(&a, "two", None).await.0, 200);
    let (s, m) = app.chat(&a, "three", None).await;
    assert_eq!(s, 429);
    assert!(m["message"].is_string());
    assert_eq!(
        app.chat(&b, "one", None).await.0,
        200,
        "per user, not global"
    );
}

/// A client that sends the head of a request and then trickles (or stalls) its body is answered
/// 408 once `BODY_TIMEOUT` passes, instead of holding the connection open for ever.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stalled_body_is_cut_off_with_408() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = spawn_app(Backend::Sqlite).await;
    let host = app.address.trim_start_matches("http://").to_string();
    let mut stream = tokio::net::TcpStream::connect(&host).await.unwrap();
    let head = format!(
        "POST /api/auth/register HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n\
         Content-Length: 400\r\n\r\n{{\"email\":"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    let started = std::time::Instant::now();
    let mut response = Vec::new();
    let limit = finance_api::extract::BODY_TIMEOUT + std::time::Duration::from_secs(20);
    let read = tokio::time::timeout(limit, async {
        let mut buf = [0u8; 1024];
        loop {
            match stream.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    response.extend_from_slice(&buf[..n]);
                    if response.windows(4).any(|w| w == b"\r\n\r\n") {
                        break;
                    }
                }
            }
        }
    })
    .await;
    assert!(read.is_ok(), "the server never answered a stalled body");
    let text = String::from_utf8_lossy(&response);
    assert!(text.starts_with("HTTP/1.1 408"), "{text}");
    assert!(started.elapsed() >= finance_api::extract::BODY_TIMEOUT);
}

crate::both_backends!(
    cross_site_writes_are_refused,
    a_forged_forwarded_host_does_not_pass_the_origin_check,
    csp_has_no_remote_image_source,
    bodies_malformed_or_too_large,
    security_headers_on_every_response,
    serves_the_web_app_with_index_fallback,
    openapi_and_docs_are_served,
    health_and_readiness,
    sign_in_is_rate_limited_per_account_and_address,
    chat_is_rate_limited_per_user,
);
