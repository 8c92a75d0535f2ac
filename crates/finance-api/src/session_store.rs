//! actix-session's storage backend over the store's sessions table, so a logout revokes the
//! session everywhere and any number of processes sharing the database share sessions.
//!
//! The cookie carries only a random key (encrypted with the session secret); the state lives in
//! the database with its expiry. The cookie lives for the absolute lifetime and is only re-sent
//! when the state changes; the idle lifetime is enforced here, on the row, whose expiry slides
//! forward at most once a minute per session so a busy reader does not turn every GET into a
//! database write (or every response into a fresh Set-Cookie).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration as StdDuration, Instant};

use actix_session::storage::{LoadError, SaveError, SessionKey, SessionStore, UpdateError};
use actix_web::cookie::time::Duration;
use actix_web::web;
use chrono::{DateTime, Utc};
use finance_store::Store;
use rand::RngCore;

/// The session cookie's name. Its presence alone (not its validity) also tells the static files
/// that a page is likely for a signed-in visitor.
pub const SESSION_COOKIE: &str = "penny_session";

/// Session state key holding the signed-in user's id.
pub const USER_ID_KEY: &str = "uid";
/// Session state key holding the sign-in time (Unix seconds) for the absolute lifetime.
pub const SIGNED_IN_AT_KEY: &str = "iat";
/// Session state key holding the raw ID token of an OpenID Connect sign-in, sent back to the
/// provider as `id_token_hint` at logout so it can end its own session without asking who.
pub const OIDC_ID_TOKEN_KEY: &str = "idt";

const TOUCH_EVERY: StdDuration = StdDuration::from_secs(60);

#[derive(Clone)]
pub struct DbSessionStore {
    store: Arc<Store>,
    idle: chrono::Duration,
    touched: Arc<Mutex<HashMap<String, Instant>>>,
}

impl DbSessionStore {
    /// `idle`: how long a session lives without being used.
    pub fn new(store: Arc<Store>, idle: StdDuration) -> Self {
        DbSessionStore {
            store,
            idle: chrono::Duration::from_std(idle).unwrap_or(chrono::Duration::MAX),
            touched: Arc::new(Mutex::new(HashMap::new())),
        }
    }

    fn idle_expiry(&self) -> DateTime<Utc> {
        Utc::now()
            .checked_add_signed(self.idle)
            .unwrap_or(DateTime::<Utc>::MAX_UTC)
    }

    /// Slides the row's idle expiry forward (`key` is the key's hash).
    async fn touch(&self, key: String) -> anyhow::Result<()> {
        let store = Arc::clone(&self.store);
        let expires_at = self.idle_expiry();
        web::block(move || store.session_touch(&key, expires_at))
            .await
            .map_err(|e| anyhow::anyhow!("{e}"))?
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        Ok(())
    }

    fn recently_touched(&self, key: &str) -> bool {
        let mut map = self
            .touched
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let now = Instant::now();
        if map.len() > 100_000 {
            map.retain(|_, t| now.duration_since(*t) < TOUCH_EVERY);
        }
        match map.get(key) {
            Some(t) if now.duration_since(*t) < TOUCH_EVERY => true,
            _ => {
                map.insert(key.to_string(), now);
                false
            }
        }
    }
}

fn new_key() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    hex(&bytes)
}

/// Lower-case hex; this runs on every request, where `format!` per byte showed up in profiles.
fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 0x0f)]));
    }
    out
}

/// The signed-in user, if any; actix-session keeps values JSON-encoded.
fn user_of(state: &HashMap<String, String>) -> Option<String> {
    state
        .get(USER_ID_KEY)
        .and_then(|raw| serde_json::from_str::<String>(raw).ok())
}

fn parse_state(json: &str) -> Result<HashMap<String, String>, LoadError> {
    serde_json::from_str(json).map_err(|e| LoadError::Deserialization(e.into()))
}

/// The database only ever sees a hash of the key, so a leaked database hands out no live cookies.
/// Also hashes rate-limit keys (addresses, emails) for the same reason.
pub(crate) fn hash_key(key: &str) -> String {
    use sha2::Digest;
    hex(&sha2::Sha256::digest(key.as_bytes()))
}

impl SessionStore for DbSessionStore {
    async fn load(
        &self,
        session_key: &SessionKey,
    ) -> Result<Option<HashMap<String, String>>, LoadError> {
        let key = hash_key(session_key.as_ref());
        let state_json = match self.store.cached_session(&key, Utc::now()) {
            Some(hit) => hit.state_json.clone(),
            None => {
                let store = Arc::clone(&self.store);
                let lookup = key.clone();
                let row = web::block(move || store.session_load(&lookup, Utc::now()))
                    .await
                    .map_err(|e| LoadError::Other(anyhow::anyhow!("{e}")))?
                    .map_err(|e| LoadError::Other(anyhow::anyhow!("{e}")))?;
                match row {
                    Some(record) => record.state_json,
                    None => return Ok(None),
                }
            }
        };
        if !self.recently_touched(&key) {
            self.touch(key).await.map_err(LoadError::Other)?;
        }
        parse_state(&state_json).map(Some)
    }

    async fn save(
        &self,
        session_state: HashMap<String, String>,
        _ttl: &Duration,
    ) -> Result<SessionKey, SaveError> {
        let user_id = user_of(&session_state);
        let data = serde_json::to_string(&session_state)
            .map_err(|e| SaveError::Serialization(e.into()))?;
        let key = new_key();
        let expires_at = self.idle_expiry();
        let store = Arc::clone(&self.store);
        let id_hash = hash_key(&key);
        web::block(move || {
            store.session_insert(&id_hash, user_id.as_deref(), &data, Utc::now(), expires_at)
        })
        .await
        .map_err(|e| SaveError::Other(anyhow::anyhow!("{e}")))?
        .map_err(|e| SaveError::Other(anyhow::anyhow!("{e}")))?;
        SessionKey::try_from(key).map_err(|e| SaveError::Other(e.into()))
    }

    async fn update(
        &self,
        session_key: SessionKey,
        session_state: HashMap<String, String>,
        ttl: &Duration,
    ) -> Result<SessionKey, UpdateError> {
        let data = serde_json::to_string(&session_state)
            .map_err(|e| UpdateError::Serialization(e.into()))?;
        let expires_at = self.idle_expiry();
        let store = Arc::clone(&self.store);
        let key = hash_key(session_key.as_ref());
        let updated = web::block(move || store.session_update(&key, &data, expires_at))
            .await
            .map_err(|e| UpdateError::Other(anyhow::anyhow!("{e}")))?
            .map_err(|e| UpdateError::Other(anyhow::anyhow!("{e}")))?;
        if updated {
            Ok(session_key)
        } else {
            // The row is gone (logged out elsewhere, expired): start an anonymous session rather
            // than resurrect a signed-in one.
            let mut anonymous = session_state;
            anonymous.remove(USER_ID_KEY);
            anonymous.remove(SIGNED_IN_AT_KEY);
            anonymous.remove(OIDC_ID_TOKEN_KEY);
            self.save(anonymous, ttl).await.map_err(|e| match e {
                SaveError::Serialization(e) => UpdateError::Serialization(e),
                SaveError::Other(e) => UpdateError::Other(e),
            })
        }
    }

    /// Not called under `TtlExtensionPolicy::OnStateChanges`; `load` slides the expiry instead.
    async fn update_ttl(&self, session_key: &SessionKey, _ttl: &Duration) -> anyhow::Result<()> {
        self.touch(hash_key(session_key.as_ref())).await
    }

    async fn delete(&self, session_key: &SessionKey) -> anyhow::Result<()> {
        let key = hash_key(session_key.as_ref());
        let store = Arc::clone(&self.store);
        web::block(move || store.session_delete(&key))
            .await
            .map_err(|e| anyhow::anyhow!("{e}"))?
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        Ok(())
    }
}
