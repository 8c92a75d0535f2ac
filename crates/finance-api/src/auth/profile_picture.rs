//! The OpenID Connect `picture` claim, fetched once at sign-in and kept as a `data:` URL.
//!
//! The CSP allows only `img-src 'self' data:` (a remote image in an advisor reply must not become
//! a tracking beacon), so the provider's remote picture URL would never load in the browser.
//! Copying the bytes in at sign-in shows the picture without loosening the CSP. Whatever goes
//! wrong (a slow or oversized answer, not an image, an HTTP error) stores no picture: the app
//! shows the person's initials and the sign-in itself goes on.

use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use openidconnect::reqwest::header::{ACCEPT, CONTENT_TYPE};
use openidconnect::reqwest::{self, Client, Url, redirect};
use openidconnect::url::Host;

use crate::error::{ApiError, ApiResult};

/// Larger pictures are refused rather than stored: the data: URL goes out with every
/// `/api/auth/user`, and an avatar is drawn 36 pixels wide.
pub const MAX_PICTURE_BYTES: usize = 64 * 1024;

/// Sign-in waits for the picture, so a slow host must not hold it up for long.
const TIMEOUT: Duration = Duration::from_secs(3);

const MAX_REDIRECTS: usize = 3;

/// Whether a body starts with a type's magic number.
type Magic = fn(&[u8]) -> bool;

/// The image types a browser shows in an `<img>`, each with the magic number its bytes start
/// with: the declared Content-Type must match the bytes, so an HTML or SVG page labelled as an
/// image is never stored.
const KINDS: [(&str, Magic); 4] = [
    ("image/png", |b| b.starts_with(b"\x89PNG\r\n\x1a\n")),
    ("image/jpeg", |b| b.starts_with(&[0xFF, 0xD8, 0xFF])),
    ("image/gif", |b| {
        b.starts_with(b"GIF87a") || b.starts_with(b"GIF89a")
    }),
    ("image/webp", |b| {
        b.len() >= 12 && b.starts_with(b"RIFF") && &b[8..12] == b"WEBP"
    }),
];

/// The client pictures are fetched with: short timeout, redirects followed only to https.
pub fn client() -> ApiResult<Client> {
    Client::builder()
        .timeout(TIMEOUT)
        .connect_timeout(TIMEOUT)
        .redirect(redirect::Policy::custom(|attempt| {
            if attempt.previous().len() >= MAX_REDIRECTS {
                attempt.error("too many redirects")
            } else if attempt.url().scheme() != "https" {
                attempt.error("redirect to a URL that is not https")
            } else {
                attempt.follow()
            }
        }))
        .build()
        .map_err(ApiError::internal)
}

/// The picture at `url` as a `data:<type>;base64,…` URL, or `None` (logged) when it cannot be had.
pub async fn fetch_data_url(http: &Client, url: &str) -> Option<String> {
    match fetch(http, url).await {
        Ok(data_url) => Some(data_url),
        Err(reason) => {
            // The host only: the rest of a picture URL may carry a token.
            let host = Url::parse(url)
                .ok()
                .and_then(|u| u.host_str().map(str::to_string));
            tracing::warn!(
                %reason,
                host = host.as_deref().unwrap_or("-"),
                "OIDC profile picture not stored; initials are shown instead"
            );
            None
        }
    }
}

/// Whether a picture URL may be fetched at all.
fn may_fetch(url: &Url) -> bool {
    match url.scheme() {
        "https" => true,
        // Plain http only to a loopback address, which never leaves the machine: the tests' mock
        // provider and picture server listen on http://127.0.0.1. Any other http URL could be
        // read or altered on the way.
        "http" => match url.host() {
            Some(Host::Ipv4(ip)) => ip.is_loopback(),
            Some(Host::Ipv6(ip)) => ip.is_loopback(),
            _ => false,
        },
        _ => false,
    }
}

async fn fetch(http: &Client, url: &str) -> Result<String, String> {
    let url = Url::parse(url).map_err(|e| format!("not a URL: {e}"))?;
    if !may_fetch(&url) {
        return Err(format!("{} URLs are not fetched", url.scheme()));
    }
    let accept = KINDS.map(|(mime, _)| mime).join(", ");
    let mut res = http
        .get(url)
        .header(ACCEPT, accept)
        .send()
        .await
        .map_err(|e| format!("request failed: {}", describe(&e)))?;
    if !res.status().is_success() {
        return Err(format!("HTTP {}", res.status()));
    }
    let declared = res
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .map(|v| v.trim().to_ascii_lowercase())
        .unwrap_or_default();
    let (mime, magic) = KINDS
        .iter()
        .find(|(mime, _)| *mime == declared)
        .ok_or_else(|| format!("Content-Type {declared:?} is not a picture type"))?;
    if res
        .content_length()
        .is_some_and(|n| n > MAX_PICTURE_BYTES as u64)
    {
        return Err(format!("larger than {MAX_PICTURE_BYTES} bytes"));
    }
    // Read chunk by chunk and stop past the cap: a missing or lying Content-Length cannot make
    // the server hold more than that.
    let mut body = Vec::new();
    while let Some(chunk) = res
        .chunk()
        .await
        .map_err(|e| format!("reading the body failed: {}", describe(&e)))?
    {
        if body.len() + chunk.len() > MAX_PICTURE_BYTES {
            return Err(format!("larger than {MAX_PICTURE_BYTES} bytes"));
        }
        body.extend_from_slice(&chunk);
    }
    if !magic(&body) {
        return Err(format!("the bytes are not {mime}"));
    }
    Ok(format!("data:{mime};base64,{}", STANDARD.encode(&body)))
}

fn describe(e: &reqwest::Error) -> String {
    if e.is_timeout() {
        format!("timed out after {} s", TIMEOUT.as_secs())
    } else {
        e.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_https_and_loopback_http_are_fetched() {
        let ok = |s: &str| may_fetch(&Url::parse(s).unwrap());
        assert!(ok("https://example.com/a.png"));
        assert!(ok("http://127.0.0.1:8080/a.png"));
        assert!(ok("http://127.5.0.1/a.png"));
        assert!(ok("http://[::1]/a.png"));
        assert!(!ok("http://example.com/a.png"));
        assert!(!ok("http://localhost/a.png"), "a name may resolve anywhere");
        assert!(!ok("http://10.0.0.1/a.png"));
        assert!(!ok("ftp://example.com/a.png"));
        assert!(!ok("file:///etc/passwd"));
        assert!(!ok("data:image/png;base64,AAAA"));
    }

    #[test]
    fn magic_numbers_match_their_type() {
        let kind = |mime: &str| KINDS.iter().find(|(m, _)| *m == mime).unwrap().1;
        assert!(kind("image/png")(b"\x89PNG\r\n\x1a\nrest"));
        assert!(!kind("image/png")(b"<html>"));
        assert!(kind("image/jpeg")(&[0xFF, 0xD8, 0xFF, 0xE0]));
        assert!(kind("image/gif")(b"GIF89a..."));
        assert!(kind("image/webp")(b"RIFF\0\0\0\0WEBPVP8 "));
        assert!(!kind("image/webp")(b"RIFF\0\0\0\0WAVE"));
        assert!(!kind("image/webp")(b"RIFF"));
    }
}
