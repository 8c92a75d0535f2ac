//! Serves the built web app: real files from the static folder, `index.html` for every other
//! non-API path (the client router shows its own not-found screen), and a short note when the web
//! app has not been built.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use actix_files::NamedFile;
use actix_web::http::header::ContentEncoding;
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

/// Whether the client's `Accept-Encoding` lists `coding` without `q=0`.
fn accepts(req: &HttpRequest, coding: &str) -> bool {
    let Some(value) = req
        .headers()
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    value.split(',').any(|part| {
        let mut pieces = part.split(';').map(str::trim);
        let name_matches = pieces
            .next()
            .is_some_and(|n| n.eq_ignore_ascii_case(coding));
        let refused = pieces.any(|p| {
            p.strip_prefix("q=")
                .and_then(|q| q.parse::<f32>().ok())
                .is_some_and(|q| q <= 0.0)
        });
        name_matches && !refused
    })
}

/// The build writes `.br` and `.gz` copies of text assets (frontend/scripts/compress.mjs); sending
/// one of those costs no CPU per request. API responses are never compressed, so secrets in them
/// cannot leak through compression side channels.
fn open_best(req: &HttpRequest, file: &Path) -> std::io::Result<NamedFile> {
    let mime = file
        .extension()
        .and_then(|e| e.to_str())
        .map(actix_files::file_extension_to_mime);
    for (coding, ext, encoding) in [
        ("br", "br", ContentEncoding::Brotli),
        ("gzip", "gz", ContentEncoding::Gzip),
    ] {
        if !accepts(req, coding) {
            continue;
        }
        let mut name = OsString::from(file.as_os_str());
        name.push(".");
        name.push(ext);
        let candidate = PathBuf::from(name);
        if candidate.is_file() {
            // The disposition actix-files derives from a `.br`/`.gz` name is `attachment`, which
            // makes browsers download the page instead of showing it.
            let mut named = NamedFile::open(candidate)?
                .set_content_encoding(encoding)
                .disable_content_disposition();
            if let Some(mime) = mime.clone() {
                named = named.set_content_type(mime);
            }
            return Ok(named);
        }
    }
    NamedFile::open(file)
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
            let mut res = open_best(&req, &file)
                .map_err(ApiError::internal)?
                .into_response(&req);
            res.headers_mut().insert(
                header::CACHE_CONTROL,
                header::HeaderValue::from_static(cache),
            );
            res.headers_mut().insert(
                header::VARY,
                header::HeaderValue::from_static("Accept-Encoding"),
            );
            return Ok(res);
        }
    }
    let mut res = open_best(&req, &index)
        .map_err(ApiError::internal)?
        .into_response(&req);
    res.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-cache"),
    );
    res.headers_mut().insert(
        header::VARY,
        header::HeaderValue::from_static("Accept-Encoding"),
    );
    Ok(res)
}
