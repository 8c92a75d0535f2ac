//! Penny's storage: Diesel over SQLite or PostgreSQL (picked by the URL scheme), embedded
//! migrations, and one repository API on [`Store`]. Every method is synchronous; call it from a
//! blocking thread (`actix_web::web::block`). Every query that touches a person's data takes their
//! user id and filters on it, so one user can never read or change another's rows.
//!
//! See docs/storage.md for the schema and the reasons behind it.

mod cache;
mod conn;
mod error;
mod listen;
mod migrate;
mod models;
mod repo;
mod schema;
mod time;

#[cfg(feature = "test-support")]
pub mod testing;

pub use cache::CACHE_TTL;
pub use conn::Backend;
pub use error::StoreError;
pub use models::{
    AccountExport, AuditEntry, Calculations, ChangeSource, Conversation, ConversationExport,
    GoalAuditEntry, Message, MessageMetadata, NewMessage, OidcClaims, ProfileImage,
    ProfileUpdateOutcome, ProposedChanges, ReplyOutcome, Role, SessionRecord, TurnStart,
    UndoOutcome, User,
};
pub use repo::RateVerdict;

use std::sync::Arc;
use std::time::Duration;

use cache::{Eviction, ReadCache};
use conn::{AnyConnection, DbPool, Target};
use diesel::Connection;
use diesel::connection::SimpleConnection;

/// The default database: a SQLite file beside the working directory (its folder is created).
pub const DEFAULT_DATABASE_URL: &str = "sqlite://./data/penny.db";

/// A pool of connections to one database. Cheap to clone; clones share the pool and the read
/// cache (see `cache.rs`).
#[derive(Clone)]
pub struct Store {
    pool: DbPool,
    backend: Backend,
    cache: Arc<ReadCache>,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store")
            .field("backend", &self.backend)
            .finish_non_exhaustive()
    }
}

impl Store {
    /// Connects (`sqlite://PATH`, `sqlite::memory:`, `file:NAME?mode=memory&cache=shared`,
    /// `postgres://…` or `postgresql://…`) and runs pending migrations.
    pub fn open(url: &str) -> Result<Store, StoreError> {
        Store::open_with_cache_ttl(url, CACHE_TTL)
    }

    /// `open` with another read-cache lifetime (tests use a long one, so that passing proves an
    /// eviction happened rather than an entry ageing out).
    pub fn open_with_cache_ttl(url: &str, cache_ttl: Duration) -> Result<Store, StoreError> {
        let target = Target::parse(url)?;
        let backend = target.backend();
        let pool = conn::build_pool(&target)?;
        // On PostgreSQL other processes may write: serve nothing cached until the listener that
        // hears their evictions is connected.
        let cache = Arc::new(ReadCache::new(cache_ttl, backend == Backend::Sqlite));
        let store = Store {
            pool,
            backend,
            cache,
        };
        let mut c = store.pool.get()?;
        migrate::run(&mut c)?;
        if let Target::Postgres(url) = &target {
            listen::spawn(url.clone(), &store.cache);
        }
        Ok(store)
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Readiness: a connection can be had and answers a query.
    pub fn ping(&self) -> Result<(), StoreError> {
        let mut c = self.pool.get()?;
        c.batch_execute("SELECT 1")
            .map_err(|e| StoreError::Unavailable(Box::new(e)))
    }

    fn conn(&self) -> Result<diesel::r2d2::PooledConnection<conn::Manager>, StoreError> {
        Ok(self.pool.get()?)
    }

    /// Runs `f` in one transaction that first locks the user's row: on PostgreSQL a row lock that
    /// serialises one person's read-modify-write sequences; on SQLite it takes the write lock up front,
    /// so a later write in the transaction cannot fail with SQLITE_BUSY after a read (busy_timeout
    /// only helps while no snapshot is held). No such user: `NotFound`, nothing written.
    fn write_for_user<T>(
        &self,
        user_id: &str,
        f: impl FnOnce(&mut AnyConnection) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut c = self.conn()?;
        let result = c.transaction(|c| {
            repo::users::lock(c, user_id)?;
            f(c)
        });
        // After the commit (or rollback): evicting earlier would let a concurrent reader cache
        // the row as it was before this transaction.
        self.cache.evict(&Eviction::Profile(user_id.to_string()));
        result
    }
}
