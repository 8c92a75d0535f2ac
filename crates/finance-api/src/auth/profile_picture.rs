//! The OpenID Connect `picture` claim, fetched once at sign-in and kept as a `data:` URL.
//!
//! The CSP allows only `img-src 'self' data:` (a remote image in an advisor reply must not become
//! a tracking beacon), so the provider's remote picture URL would never load in the browser.
//! Copying the bytes in at sign-in shows the picture without loosening the CSP. Whatever goes
//! wrong (a slow or oversized answer, not an image, an HTTP error) stores no picture: the app
//! shows the person's initials and the sign-in itself goes on.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use openidconnect::reqwest::dns::{Addrs, Name, Resolve, Resolving};
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

/// The client pictures are fetched with: short timeout, redirects followed only to https, and
/// host names that resolve to public addresses only.
pub fn client() -> ApiResult<Client> {
    Client::builder()
        .timeout(TIMEOUT)
        .connect_timeout(TIMEOUT)
        .dns_resolver(Arc::new(PublicAddressesOnly))
        .redirect(redirect::Policy::custom(|attempt| {
            if attempt.previous().len() >= MAX_REDIRECTS {
                attempt.error("too many redirects")
            } else if attempt.url().scheme() != "https" || !may_fetch(attempt.url()) {
                attempt.error("redirect to a URL that is not https or not public")
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

/// Whether the public internet routes to this address. The picture URL comes from the person's
/// claims, which some providers let people edit: without this, a sign-in could make the server
/// request an address inside its own network (cloud metadata at 169.254.169.254, an admin port on
/// 10.x) on their behalf. (`IpAddr::is_global` is not stable yet.)
fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, c, _] = v4.octets();
            !(v4.is_private()
                || v4.is_loopback()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_documentation()
                || v4.is_multicast()
                || a == 0
                || (a == 100 && (64..128).contains(&b)) // shared address space, RFC 6598
                || (a == 192 && b == 0 && c == 0) // IETF protocol assignments, RFC 6890
                || (a == 198 && (b == 18 || b == 19)) // benchmarking, RFC 2544
                || a >= 240) // reserved
        }
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public(IpAddr::V4(v4));
            }
            let [first, second, ..] = v6.segments();
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (first & 0xfe00) == 0xfc00 // unique local
                || (first & 0xffc0) == 0xfe80 // link-local
                || (first == 0x2001 && second == 0x0db8)) // documentation
        }
    }
}

/// Resolves a picture host's name and keeps only its public addresses (see `is_public`), so a
/// name pointing inside the network is refused like an address literal would be.
struct PublicAddressesOnly;

impl Resolve for PublicAddressesOnly {
    fn resolve(&self, name: Name) -> Resolving {
        Box::pin(async move {
            let found: Vec<SocketAddr> = tokio::net::lookup_host((name.as_str(), 0))
                .await?
                .filter(|addr| is_public(addr.ip()))
                .collect();
            if found.is_empty() {
                return Err(format!("{} has no public address", name.as_str()).into());
            }
            Ok(Box::new(found.into_iter()) as Addrs)
        })
    }
}

/// Whether a picture URL may be fetched at all.
fn may_fetch(url: &Url) -> bool {
    match url.scheme() {
        // An address literal must be public; a name is checked when it is resolved.
        "https" => match url.host() {
            Some(Host::Ipv4(ip)) => is_public(IpAddr::V4(ip)),
            Some(Host::Ipv6(ip)) => is_public(IpAddr::V6(ip)),
            Some(Host::Domain(_)) => true,
            None => false,
        },
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
        return format!("timed out after {} s", TIMEOUT.as_secs());
    }
    // reqwest's own message is only "error sending request"; the cause (a refused address, a
    // TLS failure) is further down the chain.
    let mut text = e.to_string();
    let mut cause = std::error::Error::source(e);
    while let Some(c) = cause {
        text.push_str(": ");
        text.push_str(&c.to_string());
        cause = c.source();
    }
    text
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
        // https to an address inside the network is refused; a public one is fine.
        assert!(!ok("https://169.254.169.254/latest/meta-data"));
        assert!(!ok("https://10.1.2.3/a.png"));
        assert!(!ok("https://127.0.0.1/a.png"));
        assert!(!ok("https://[::1]/a.png"));
        assert!(!ok("https://[fd00::1]/a.png"));
        assert!(!ok("https://[::ffff:192.168.1.1]/a.png"));
        assert!(ok("https://93.184.215.14/a.png"));
        assert!(ok("https://[2606:4700::1111]/a.png"));
    }

    #[test]
    fn public_addresses() {
        let public = |s: &str| is_public(s.parse().unwrap());
        for ip in [
            "8.8.8.8",
            "1.1.1.1",
            "2001:4860:4860::8888",
            "::ffff:8.8.8.8",
        ] {
            assert!(public(ip), "{ip}");
        }
        for ip in [
            "10.0.0.1",
            "172.16.5.4",
            "192.168.0.1",
            "127.0.0.1",
            "169.254.169.254",
            "0.0.0.0",
            "100.64.0.1",
            "192.0.0.8",
            "198.18.0.1",
            "224.0.0.1",
            "240.0.0.1",
            "255.255.255.255",
            "192.0.2.1",
            "::1",
            "::",
            "fc00::1",
            "fe80::1",
            "2001:db8::1",
            "ff02::1",
            "::ffff:10.0.0.1",
        ] {
            assert!(!public(ip), "{ip}");
        }
    }

    #[tokio::test]
    async fn a_name_with_only_internal_addresses_is_not_fetched() {
        let http = client().unwrap();
        let url = "https://localhost:9/a.png";
        let err = fetch(&http, url).await.unwrap_err();
        assert!(err.contains("no public address"), "{err}");
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
