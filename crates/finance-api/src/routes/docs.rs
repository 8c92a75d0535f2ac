//! The OpenAPI document and a small browsable page over it (no third-party bundle, no inline script).

use actix_web::{HttpResponse, get};

const DOCS_HTML: &str = include_str!("../../assets/docs.html");
const DOCS_CSS: &str = include_str!("../../assets/docs.css");
const DOCS_JS: &str = include_str!("../../assets/docs.js");

#[get("/openapi.json")]
pub async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok().json(crate::openapi::document())
}

#[get("/docs")]
pub async fn docs_page() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(DOCS_HTML)
}

#[get("/docs.css")]
pub async fn docs_css() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/css; charset=utf-8")
        .body(DOCS_CSS)
}

#[get("/docs.js")]
pub async fn docs_js() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/javascript; charset=utf-8")
        .body(DOCS_JS)
}
