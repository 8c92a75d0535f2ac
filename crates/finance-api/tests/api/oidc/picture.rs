//! The `picture` claim is fetched at sign-in and kept as a data: URL (the CSP shows no remote
//! images); every way that can fail leaves no picture and still signs the person in. The pictures
//! come from a small actix server on 127.0.0.1 started by the test.

use std::net::TcpListener;
use std::time::{Duration, Instant};

use actix_web::dev::ServerHandle;
use actix_web::{App, HttpResponse, HttpServer, web};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use finance_api::auth::profile_picture::MAX_PICTURE_BYTES;
use finance_store::Backend;
use serde_json::{Value, json};

use super::{sign_in_as, spawn_oidc_app, start_provider};

/// A 1×1 PNG.
const PNG: &[u8] = &[
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf0, 0x77, 0x7b, 0xfa,
    0x1f, 0x00, 0x04, 0xdc, 0x02, 0x7a, 0xcc, 0xce, 0x05, 0x8e, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
];

/// A PNG-looking body one byte over the cap.
fn oversized() -> Vec<u8> {
    let mut body = PNG.to_vec();
    body.resize(MAX_PICTURE_BYTES + 1, 0);
    body
}

/// Serves the pictures; returns its base URL and handle.
fn picture_server() -> (String, ServerHandle) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://127.0.0.1:{}", listener.local_addr().unwrap().port());
    let to_http = format!("{base}/olive.png");
    let server = HttpServer::new(move || {
        let to_http = to_http.clone();
        let png = |body: Vec<u8>| HttpResponse::Ok().content_type("image/png").body(body);
        App::new()
            .route(
                "/olive.png",
                web::get().to(move || async move { png(PNG.to_vec()) }),
            )
            .route(
                "/big.png",
                web::get().to(move || async move { png(oversized()) }),
            )
            // No Content-Length (chunked): only counting the bytes read can stop this one.
            .route(
                "/big-chunked.png",
                web::get().to(|| async {
                    let chunks = oversized()
                        .chunks(4096)
                        .map(|c| Ok::<_, actix_web::Error>(web::Bytes::copy_from_slice(c)))
                        .collect::<Vec<_>>();
                    HttpResponse::Ok()
                        .content_type("image/png")
                        .streaming(tokio_stream::iter(chunks))
                }),
            )
            .route(
                "/page.png",
                web::get().to(|| async {
                    HttpResponse::Ok()
                        .content_type("text/html")
                        .body(PNG.to_vec())
                }),
            )
            // Labelled a PNG, but the bytes are HTML.
            .route(
                "/liar.png",
                web::get().to(|| async {
                    HttpResponse::Ok()
                        .content_type("image/png")
                        .body("<html><script>alert(1)</script></html>")
                }),
            )
            .route(
                "/to-http.png",
                web::get().to(move || {
                    let to_http = to_http.clone();
                    async move {
                        HttpResponse::Found()
                            .insert_header(("location", to_http))
                            .finish()
                    }
                }),
            )
            .route(
                "/slow.png",
                web::get().to(move || async move {
                    tokio::time::sleep(Duration::from_secs(10)).await;
                    png(PNG.to_vec())
                }),
            )
    })
    .workers(2)
    .listen(listener)
    .unwrap()
    .run();
    let handle = server.handle();
    tokio::spawn(server);
    (base, handle)
}

async fn oidc_picture_is_stored_as_a_data_url(backend: Backend) {
    let provider = start_provider(false);
    let app = spawn_oidc_app(&provider, backend).await;
    let (base, server) = picture_server();

    let me = sign_in_as(
        &app,
        &provider,
        json!({"sub": "olive", "picture": format!("{base}/olive.png")}),
    )
    .await;
    let url = me["profileImageUrl"].as_str().expect("a picture is stored");
    let encoded = url
        .strip_prefix("data:image/png;base64,")
        .unwrap_or_else(|| panic!("a PNG data: URL, not {url}"));
    assert_eq!(STANDARD.decode(encoded).unwrap(), PNG);

    // Next sign-in, the picture cannot be had: the one stored stays. A provider that names none
    // clears it.
    let again = sign_in_as(
        &app,
        &provider,
        json!({"sub": "olive", "picture": format!("{base}/missing.png")}),
    )
    .await;
    assert_eq!(again["profileImageUrl"].as_str(), Some(url));
    let without = sign_in_as(&app, &provider, json!({"sub": "olive"})).await;
    assert!(without["profileImageUrl"].is_null(), "{without}");
    server.stop(false).await;
}

async fn oidc_picture_that_cannot_be_had_is_not_stored(backend: Backend) {
    let provider = start_provider(false);
    let app = spawn_oidc_app(&provider, backend).await;
    let (base, server) = picture_server();

    let refused = [
        format!("{base}/big.png"),
        format!("{base}/big-chunked.png"),
        format!("{base}/page.png"),
        format!("{base}/liar.png"),
        format!("{base}/missing.png"),
        format!("{base}/to-http.png"),
        // Never fetched: http off the loopback address, and schemes other than http(s).
        "http://example.com/olive.png".to_string(),
        format!("data:image/png;base64,{}", STANDARD.encode(PNG)),
        "file:///etc/passwd".to_string(),
        // Never fetched: addresses inside the network, by number or by name.
        "https://169.254.169.254/latest/meta-data".to_string(),
        "https://localhost/olive.png".to_string(),
    ];
    for (i, picture) in refused.iter().enumerate() {
        let me = sign_in_as(
            &app,
            &provider,
            json!({"sub": format!("person-{i}"), "given_name": "Pat", "picture": picture}),
        )
        .await;
        assert_eq!(me["profileImageUrl"], Value::Null, "{picture}");
        assert_eq!(me["firstName"], "Pat", "{picture}: signed in all the same");
    }

    // A host that does not answer holds sign-in up for the timeout only.
    let started = Instant::now();
    let me = sign_in_as(
        &app,
        &provider,
        json!({"sub": "slow", "picture": format!("{base}/slow.png")}),
    )
    .await;
    assert_eq!(me["profileImageUrl"], Value::Null);
    assert!(
        started.elapsed() < Duration::from_secs(8),
        "{:?}",
        started.elapsed()
    );

    server.stop(false).await;
}

crate::both_backends!(
    oidc_picture_is_stored_as_a_data_url,
    oidc_picture_that_cannot_be_had_is_not_stored,
);
