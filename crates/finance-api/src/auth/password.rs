//! Argon2id password hashing (the crate's default parameters: 19 MiB, 2 passes).

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};

use crate::error::ApiError;

pub const MIN_PASSWORD_CHARS: usize = 8;
pub const MAX_PASSWORD_CHARS: usize = 256;

pub fn hash(password: &str) -> Result<String, ApiError> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(ApiError::internal)
}

/// False for a wrong password and for an unreadable stored hash alike.
pub fn verify(password: &str, stored: &str) -> bool {
    match PasswordHash::new(stored) {
        Ok(parsed) => Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    }
}

/// A hash verified against when the email is unknown, so that a sign-in for a missing account takes
/// as long as one with a wrong password. Built at startup, which fails if it cannot be: an empty
/// hash would fail to parse at once and give unknown addresses away by their speed.
#[derive(Clone)]
pub struct DummyHash(String);

impl DummyHash {
    pub fn new() -> Result<DummyHash, ApiError> {
        hash("penny-timing-equaliser-password")
            .map(DummyHash)
            .map_err(|e| ApiError::internal(format!("cannot build the dummy password hash: {e}")))
    }

    /// Spends as long as checking a real password; the outcome is irrelevant (no account).
    pub fn spend(&self, password: &str) {
        let _ = verify(password, &self.0);
    }
}

pub fn check_strength(password: &str) -> Result<(), ApiError> {
    let n = password.chars().count();
    if n < MIN_PASSWORD_CHARS {
        return Err(ApiError::bad_field(
            "password",
            format!("must be at least {MIN_PASSWORD_CHARS} characters"),
        ));
    }
    if n > MAX_PASSWORD_CHARS {
        return Err(ApiError::bad_field(
            "password",
            format!("must be at most {MAX_PASSWORD_CHARS} characters"),
        ));
    }
    if password
        .chars()
        .all(|c| c == password.chars().next().unwrap_or(' '))
    {
        return Err(ApiError::bad_field(
            "password",
            "must not be one repeated character",
        ));
    }
    Ok(())
}

/// A deliberately simple check (one `@`, something either side, a dot in the domain, no spaces);
/// the address is only a sign-in name, never mailed.
pub fn normalise_email(raw: &str) -> Result<String, ApiError> {
    let email = raw.trim().to_lowercase();
    let bad = || ApiError::bad_field("email", "must be an email address such as name@example.com");
    if email.len() > 254 || email.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(bad());
    }
    let (local, domain) = email.split_once('@').ok_or_else(bad)?;
    if local.is_empty()
        || domain.contains('@')
        || !domain.contains('.')
        || domain.starts_with('.')
        || domain.ends_with('.')
    {
        return Err(bad());
    }
    Ok(email)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dummy_hash_is_a_real_argon2_hash() {
        let dummy = DummyHash::new().unwrap();
        // Parsing is what the verifier does before spending the time; an empty or garbled string
        // would fail here and return at once.
        let parsed = PasswordHash::new(&dummy.0).unwrap();
        assert_eq!(parsed.algorithm.as_str(), "argon2id");
        assert!(verify("penny-timing-equaliser-password", &dummy.0));
    }
}
