//! actix-session's storage backend over the store's sessions table, so a logout revokes the
//! session everywhere and any number of processes sharing the database share sessions.
//!
//! The cookie carries only a random key (encrypted with the session secret); the state lives in
//! the database with its expiry. Idle expiry is extended at most once a minute per session so a
//! busy reader does not turn every GET into a database write.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration as StdDuration, Instant};

use actix_session::storage::{LoadError, SaveError, SessionKey, SessionStore, UpdateError};
use actix_web::cookie::time::Duration;
use actix_web::web;
use chrono::{DateTime, Utc};
use finance_store::Store;
use rand::RngCore;

/// Session state key holding the signed-in user's id.
pub const USER_ID_KEY: &str = "uid";
/// Session state key holding the sign-in time (Unix seconds) for the absolute lifetime.
pub const SIGNED_IN_AT_KEY: &str = "iat";

const TOUCH_EVERY: StdDuration = StdDuration::from_secs(60);

#[derive(Clone)]
pub struct DbSessionStore {
    store: Arc<Store>,
    touched: Arc<Mutex<HashMap<String, Instant>>>,
}

impl DbSessionStore {
    pub fn new(store: Arc<Store>) -> Self {
        DbSessionStore {
            store,
            touched: Arc::new(Mutex::new(HashMap::new())),
        }
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
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn expiry(ttl: &Duration) -> DateTime<Utc> {
    Utc::now() + chrono::Duration::seconds(ttl.whole_seconds())
}

/// The signed-in user, if any; actix-session keeps values JSON-encoded.
fn user_of(state: &HashMap<String, String>) -> Option<String> {
    state
        .get(USER_ID_KEY)
        .and_then(|raw| serde_json::from_str::<String>(raw).ok())
}

/// The database only ever sees a hash of the key, so a leaked database hands out no live cookies.
fn hash_key(key: &str) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(key.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

impl SessionStore for DbSessionStore {
    async fn load(
        &self,
        session_key: &SessionKey,
    ) -> Result<Option<HashMap<String, String>>, LoadError> {
        let key = hash_key(session_key.as_ref());
        let store = Arc::clone(&self.store);
        let row = web::block(move || store.session_load(&key, Utc::now()))
            .await
            .map_err(|e| LoadError::Other(anyhow::anyhow!("{e}")))?
            .map_err(|e| LoadError::Other(anyhow::anyhow!("{e}")))?;
        match row {
            None => Ok(None),
            Some(record) => serde_json::from_str(&record.state_json)
                .map(Some)
                .map_err(|e| LoadError::Deserialization(e.into())),
        }
    }

    async fn save(
        &self,
        session_state: HashMap<String, String>,
        ttl: &Duration,
    ) -> Result<SessionKey, SaveError> {
        let user_id = user_of(&session_state);
        let data = serde_json::to_string(&session_state)
            .map_err(|e| SaveError::Serialization(e.into()))?;
        let key = new_key();
        let expires_at = expiry(ttl);
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
        let expires_at = expiry(ttl);
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
            self.save(anonymous, ttl).await.map_err(|e| match e {
                SaveError::Serialization(e) => UpdateError::Serialization(e),
                SaveError::Other(e) => UpdateError::Other(e),
            })
        }
    }

    async fn update_ttl(&self, session_key: &SessionKey, ttl: &Duration) -> anyhow::Result<()> {
        if self.recently_touched(session_key.as_ref()) {
            return Ok(());
        }
        let key = hash_key(session_key.as_ref());
        let expires_at = expiry(ttl);
        let store = Arc::clone(&self.store);
        web::block(move || store.session_touch(&key, expires_at))
            .await
            .map_err(|e| anyhow::anyhow!("{e}"))?
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        Ok(())
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
