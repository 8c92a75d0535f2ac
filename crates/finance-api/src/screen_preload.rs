//! The `Link` preload header sent with the web app's page: the chunks (and, for the plan, the data)
//! of the screen the address opens, so the browser fetches them alongside the entry script instead
//! of after the app has started and worked out which screen it is on. The build writes the list to
//! `preload.json` beside `index.html` (frontend/scripts/prerender.mjs, from src/app/screens.json);
//! it is read with the page, per request, so a rebuild never leaves it naming files that are gone.
//!
//! Only a visitor carrying a session cookie gets it: anyone else sees the landing screen, which
//! needs none of it.

use std::collections::BTreeMap;
use std::path::Path;

use actix_web::http::header::HeaderValue;
use actix_web::{HttpRequest, web};
use serde::Deserialize;

use crate::session_store::SESSION_COOKIE;

/// Beside `index.html` in the built web app.
pub const FILE: &str = "preload.json";

#[derive(Deserialize)]
struct Preloads {
    screens: Vec<Screen>,
}

#[derive(Deserialize)]
struct Screen {
    /// The query parameters that open it (`tab=dashboard&view=plan`); the first screen whose every
    /// pair the address has wins, so the build lists the most specific first.
    query: BTreeMap<String, String>,
    /// The header's value, as the build wrote it.
    link: String,
}

/// The `Link` header for this page request, if it has one.
pub fn link_header(req: &HttpRequest, static_dir: &Path) -> Option<HeaderValue> {
    req.cookie(SESSION_COOKIE)?;
    // Absent in a build from before this file existed, or in a hand-made static folder: no header.
    let bytes = std::fs::read(static_dir.join(FILE)).ok()?;
    let preloads: Preloads = match serde_json::from_slice(&bytes) {
        Ok(p) => p,
        Err(e) => {
            // The page still works without it; say so where an operator looks.
            tracing::warn!(error = %e, "{FILE} in the static folder does not parse; no preload header sent");
            return None;
        }
    };
    let params = web::Query::<Vec<(String, String)>>::from_query(req.query_string())
        .map(web::Query::into_inner)
        .unwrap_or_default();
    let has = |key: &String, value: &String| params.iter().any(|(k, v)| k == key && v == value);
    let screen = preloads
        .screens
        .iter()
        .find(|s| s.query.iter().all(|(k, v)| has(k, v)))?;
    match HeaderValue::from_str(&screen.link) {
        Ok(value) if !screen.link.is_empty() => Some(value),
        Ok(_) => None,
        Err(_) => {
            tracing::warn!(
                "{FILE} in the static folder holds a link that is not a valid header value"
            );
            None
        }
    }
}
