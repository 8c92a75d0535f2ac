use chrono::{DateTime, Utc};
use diesel::prelude::*;

use std::sync::Arc;

use crate::Store;
use crate::cache::Eviction;
use crate::error::StoreError;
use crate::listen;
use crate::models::SessionRecord;
use crate::schema::sessions;
use crate::time::{from_ms, to_ms};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = sessions)]
struct SessionRow {
    id: String,
    user_id: Option<String>,
    state: String,
    created_at: i64,
    expires_at: i64,
}

impl From<SessionRow> for SessionRecord {
    fn from(r: SessionRow) -> Self {
        SessionRecord {
            id_hash: r.id,
            user_id: r.user_id,
            state_json: r.state,
            created_at: from_ms(r.created_at),
            expires_at: from_ms(r.expires_at),
        }
    }
}

impl Store {
    /// `id_hash` is the SHA-256 of the session key (never the key). A taken id is `Conflict`; an
    /// unknown `user_id` is `NotFound`.
    pub fn session_insert(
        &self,
        id_hash: &str,
        user_id: Option<&str>,
        state_json: &str,
        created_at: DateTime<Utc>,
        expires_at: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let row = SessionRow {
            id: id_hash.to_string(),
            user_id: user_id.map(str::to_string),
            state: state_json.to_string(),
            created_at: to_ms(created_at),
            expires_at: to_ms(expires_at),
        };
        let mut c = self.conn()?;
        diesel::insert_into(sessions::table)
            .values(&row)
            .execute(&mut c)?;
        Ok(())
    }

    /// The session, unless it is unknown or expired at `now`.
    pub fn session_load(
        &self,
        id_hash: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<SessionRecord>, StoreError> {
        if let Some(hit) = self.cache.session(id_hash, now) {
            return Ok(Some((*hit).clone()));
        }
        let seen = self.cache.generation();
        let mut c = self.conn()?;
        let row = sessions::table
            .find(id_hash)
            .filter(sessions::expires_at.gt(to_ms(now)))
            .select(SessionRow::as_select())
            .first(&mut c)
            .optional()?;
        let record = row.map(SessionRecord::from);
        if let Some(r) = &record {
            self.cache.put_session(seen, r.clone());
        }
        Ok(record)
    }

    /// The live session if this process read it within the last `CACHE_TTL` and nothing has
    /// changed it since. Never blocks; `None` means "ask `session_load`".
    pub fn cached_session(&self, id_hash: &str, now: DateTime<Utc>) -> Option<Arc<SessionRecord>> {
        self.cache.session(id_hash, now)
    }

    /// Evicts locally once the change is committed, and tells other processes.
    fn forget(&self, c: &mut crate::conn::AnyConnection, what: Eviction) -> Result<(), StoreError> {
        self.cache.evict(&what);
        listen::notify(c, &what)
    }

    /// Replaces the state and expiry. Returns false when the session no longer exists.
    pub fn session_update(
        &self,
        id_hash: &str,
        state_json: &str,
        expires_at: DateTime<Utc>,
    ) -> Result<bool, StoreError> {
        let mut c = self.conn()?;
        let n = diesel::update(sessions::table.find(id_hash))
            .set((
                sessions::state.eq(state_json),
                sessions::expires_at.eq(to_ms(expires_at)),
            ))
            .execute(&mut c)?;
        self.forget(&mut c, Eviction::Session(id_hash.to_string()))?;
        Ok(n > 0)
    }

    /// Moves the expiry only (sliding idle lifetime). Returns false when the session no longer exists.
    pub fn session_touch(
        &self,
        id_hash: &str,
        expires_at: DateTime<Utc>,
    ) -> Result<bool, StoreError> {
        let mut c = self.conn()?;
        let n = diesel::update(sessions::table.find(id_hash))
            .set(sessions::expires_at.eq(to_ms(expires_at)))
            .execute(&mut c)?;
        // Other processes' copies now carry an earlier expiry, which at worst sends them to the
        // database early: no notification needed.
        self.cache.evict(&Eviction::Session(id_hash.to_string()));
        Ok(n > 0)
    }

    /// Returns whether a session was deleted.
    pub fn session_delete(&self, id_hash: &str) -> Result<bool, StoreError> {
        let mut c = self.conn()?;
        let n = diesel::delete(sessions::table.find(id_hash)).execute(&mut c)?;
        self.forget(&mut c, Eviction::Session(id_hash.to_string()))?;
        Ok(n > 0)
    }

    /// Signs the user out everywhere. Returns how many sessions were deleted.
    pub fn sessions_delete_for_user(&self, user_id: &str) -> Result<usize, StoreError> {
        let mut c = self.conn()?;
        let n = diesel::delete(sessions::table.filter(sessions::user_id.eq(user_id)))
            .execute(&mut c)?;
        self.forget(&mut c, Eviction::User(user_id.to_string()))?;
        Ok(n)
    }

    /// Deletes sessions expired at `now`. Returns how many.
    pub fn sessions_purge_expired(&self, now: DateTime<Utc>) -> Result<usize, StoreError> {
        let mut c = self.conn()?;
        Ok(
            diesel::delete(sessions::table.filter(sessions::expires_at.le(to_ms(now))))
                .execute(&mut c)?,
        )
    }
}
