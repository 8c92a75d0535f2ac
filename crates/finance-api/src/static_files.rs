//! Serves the built web app: real files from the static folder, `index.html` for every other
//! non-API path (the client router shows its own not-found screen), and a short note when the web
//! app has not been built.

use std::path::PathBuf;

use actix_files::NamedFile;
use actix_web::http::{Method, header};
use actix_web::{HttpRequest, HttpResponse};

use crate::error::{ApiError, ApiResult};
use crate::state::State;

const NOT_BUILT: &str = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
<title>Penny</title></head><body><h1>Penny</h1><p>The web app is not built. Run \
<code>npm ci &amp;&amp; npm run build</code> in <code>frontend/</code>, or point \
<code>PENNY_STATIC_DIR</code> at a built copy. The API is running: see \
<a href=\"/api/docs\">/api/docs</a>.</p></body></html>";

/// Vite puts content-hashed files under `assets/`: they never change, so caches may keep them.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

fn safe_relative(path: &str) -> Option<PathBuf> {
    let mut out = PathBuf::new();
    for seg in path.split('/').filter(|s| !s.is_empty()) {
        if seg.starts_with('.') || seg.contains('\\') || seg.contains('\0') {
            return None;
        }
        out.push(seg);
    }
    Some(out)
}

pub async fn serve(req: HttpRequest, state: State) -> ApiResult<HttpResponse> {
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return Err(ApiError::NotFound);
    }
    let dir = &state.config.static_dir;
    let index = dir.join("index.html");
    if !index.is_file() {
        return Ok(HttpResponse::Ok()
            .content_type("text/html; charset=utf-8")
            .insert_header((header::CACHE_CONTROL, "no-cache"))
            .body(NOT_BUILT));
    }
    if let Some(rel) = safe_relative(req.path()) {
        let file = dir.join(&rel);
        if !rel.as_os_str().is_empty() && file.is_file() {
            let cache = if rel.starts_with("assets") {
                IMMUTABLE
            } else {
                "no-cache"
            };
            let mut res = NamedFile::open(file)
                .map_err(ApiError::internal)?
                .into_response(&req);
            res.headers_mut().insert(
                header::CACHE_CONTROL,
                header::HeaderValue::from_static(cache),
            );
            return Ok(res);
        }
    }
    let mut res = NamedFile::open(index)
        .map_err(ApiError::internal)?
        .into_response(&req);
    res.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-cache"),
    );
    Ok(res)
}
