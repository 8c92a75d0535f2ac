use chrono::{DateTime, Utc};
use serde::Serialize;

/// A person who can sign in: a built-in account (email + password) or an OIDC identity
/// (issuer + subject). The password hash never leaves the store except through
/// `Store::find_local_user_by_email`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct User {
    /// UUID string.
    pub id: String,
    pub email: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub profile_image_url: Option<String>,
    pub oidc_issuer: Option<String>,
    pub oidc_subject: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// What an OIDC provider told us about a person; written on every sign-in.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OidcClaims {
    /// Only an address the provider says it has verified (`email_verified: true`); anyone can put
    /// any address in an unverified claim.
    pub email: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub profile_image: ProfileImage,
}

/// The picture a sign-in brings. A picture the provider names but that could not be fetched this
/// time (a slow host, a blip) keeps the one already stored rather than wiping it; only a provider
/// that names none clears it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum ProfileImage {
    /// The provider names no picture: none is stored.
    #[default]
    Absent,
    /// The provider names one that could not be had: the stored picture, if any, stays.
    Unavailable,
    /// The picture, as the URL to store (`data:` for a fetched OIDC picture).
    Fetched(String),
}
