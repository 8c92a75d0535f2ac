//! Throwaway databases for tests (feature `test-support`), used by this crate's tests and by
//! finance-api's. Each `TestDb` is a fresh, migrated, empty database that disappears when dropped.
//!
//! - `TestDb::sqlite()`: a SQLite file in a temp folder.
//! - `TestDb::postgres()`: a database cloned from a migrated template in a private PostgreSQL
//!   cluster, started once per test process and stopped by a watchdog when the process exits. Set
//!   `PENNY_TEST_DATABASE_URL` (a superuser URL) to use an existing server instead.
//!
//! Failures to set up panic: these run only inside tests.

mod postgres;

use crate::{Backend, Store};

pub struct TestDb {
    url: String,
    backend: Backend,
    cleanup: Cleanup,
}

enum Cleanup {
    /// Removed with the folder.
    Sqlite(#[allow(dead_code)] tempfile::TempDir),
    Postgres {
        database: String,
    },
}

impl TestDb {
    pub fn sqlite() -> TestDb {
        let dir = tempfile::Builder::new()
            .prefix("penny-test-")
            .tempdir()
            .unwrap_or_else(|e| panic!("temp dir for the SQLite test database: {e}"));
        let url = format!("sqlite://{}", dir.path().join("penny.db").display());
        TestDb {
            url,
            backend: Backend::Sqlite,
            cleanup: Cleanup::Sqlite(dir),
        }
    }

    pub fn postgres() -> TestDb {
        let (url, database) = postgres::create_database();
        TestDb {
            url,
            backend: Backend::Postgres,
            cleanup: Cleanup::Postgres { database },
        }
    }

    /// `TestDb::sqlite()` or `TestDb::postgres()` by backend, for tests written once for both.
    pub fn new(backend: Backend) -> TestDb {
        match backend {
            Backend::Sqlite => TestDb::sqlite(),
            Backend::Postgres => TestDb::postgres(),
        }
    }

    /// A URL `Store::open` (and `penny serve`'s `DATABASE_URL`) accepts.
    pub fn url(&self) -> &str {
        &self.url
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Opens a `Store` on this database (migrations are already applied or run now).
    pub fn store(&self) -> Store {
        Store::open(&self.url)
            .unwrap_or_else(|e| panic!("opening the test database {}: {e:?}", self.url))
    }

    /// A store whose read cache keeps rows for `ttl` (see `Store::open_with_cache_ttl`).
    pub fn store_with_cache_ttl(&self, ttl: std::time::Duration) -> Store {
        Store::open_with_cache_ttl(&self.url, ttl)
            .unwrap_or_else(|e| panic!("opening the test database {}: {e:?}", self.url))
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let Cleanup::Postgres { database } = &self.cleanup {
            postgres::drop_database(database);
        }
    }
}

/// Reverts the migrations newer than `version` (a migration folder's date prefix) on the store's
/// database, then runs `sql` in that older schema. `Store::open` on the same URL (or
/// [`run_pending_migrations`]) brings it back up to date.
pub fn write_in_schema_of(store: &Store, version: &str, sql: &str) {
    use diesel::connection::SimpleConnection;
    let mut c = store
        .conn()
        .unwrap_or_else(|e| panic!("a pooled connection: {e:?}"));
    crate::migrate::revert_after(&mut c, version)
        .unwrap_or_else(|e| panic!("reverting to {version}: {e:?}"));
    c.batch_execute(sql)
        .unwrap_or_else(|e| panic!("writing in the schema of {version}: {e}"));
}

/// Runs the migrations not yet applied, as `Store::open` does.
pub fn run_pending_migrations(store: &Store) {
    let mut c = store
        .conn()
        .unwrap_or_else(|e| panic!("a pooled connection: {e:?}"));
    crate::migrate::run(&mut c).unwrap_or_else(|e| panic!("migrating: {e:?}"));
}

/// The pragmas in effect on a pooled SQLite connection (`None` on PostgreSQL).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SqlitePragmas {
    pub journal_mode: String,
    /// 2 = FULL.
    pub synchronous: i64,
    pub foreign_keys: i64,
    pub busy_timeout: i64,
}

pub fn sqlite_pragmas(store: &Store) -> Option<SqlitePragmas> {
    use diesel::RunQueryDsl;
    use diesel::sql_types::{BigInt, Text};

    #[derive(diesel::QueryableByName)]
    struct Mode {
        #[diesel(sql_type = Text)]
        journal_mode: String,
    }
    #[derive(diesel::QueryableByName)]
    struct Number {
        #[diesel(sql_type = BigInt)]
        value: i64,
    }

    let mut pooled = store
        .conn()
        .unwrap_or_else(|e| panic!("a pooled connection: {e:?}"));
    let crate::conn::AnyConnection::Sqlite(c) = &mut *pooled else {
        return None;
    };
    // The pragma functions name their column after the pragma, except busy_timeout ("timeout").
    let mut number = |pragma: &str, column: &str| -> i64 {
        diesel::sql_query(format!("SELECT {column} AS value FROM pragma_{pragma}"))
            .get_result::<Number>(c)
            .unwrap_or_else(|e| panic!("PRAGMA {pragma}: {e}"))
            .value
    };
    let synchronous = number("synchronous", "synchronous");
    let foreign_keys = number("foreign_keys", "foreign_keys");
    let busy_timeout = number("busy_timeout", "timeout");
    let journal_mode = diesel::sql_query("PRAGMA journal_mode")
        .get_result::<Mode>(c)
        .unwrap_or_else(|e| panic!("PRAGMA journal_mode: {e}"))
        .journal_mode;
    Some(SqlitePragmas {
        journal_mode,
        synchronous,
        foreign_keys,
        busy_timeout,
    })
}
