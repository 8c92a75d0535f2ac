//! One Diesel connection type over both backends, the pool, and the SQLite pragmas.

use std::path::Path;
use std::time::Duration;

use diesel::Connection;
use diesel::connection::SimpleConnection;
use diesel::pg::PgConnection;
use diesel::r2d2::{self, CustomizeConnection, ManageConnection, Pool};
use diesel::sqlite::SqliteConnection;

use crate::error::StoreError;

#[derive(diesel::MultiConnection)]
pub enum AnyConnection {
    Postgresql(PgConnection),
    Sqlite(SqliteConnection),
}

pub type DbPool = Pool<Manager>;

/// Which database a `Store` talks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn as_str(self) -> &'static str {
        match self {
            Backend::Sqlite => "sqlite",
            Backend::Postgres => "postgres",
        }
    }
}

/// Where to connect, decided once from the URL scheme. `AnyConnection::establish` would try each
/// backend in turn, and SQLite accepts any string as a file name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A path or a `file:` URI for `sqlite3_open_v2`.
    Sqlite(String),
    Postgres(String),
}

impl Target {
    pub fn parse(url: &str) -> Result<Target, StoreError> {
        let url = url.trim();
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            return Ok(Target::Postgres(url.to_string()));
        }
        if url == "sqlite::memory:" || url == "sqlite://:memory:" {
            // A plain `:memory:` would give every pooled connection its own empty database.
            let name = uuid::Uuid::new_v4().simple();
            return Ok(Target::Sqlite(format!(
                "file:penny-{name}?mode=memory&cache=shared"
            )));
        }
        if url.starts_with("file:") {
            return Ok(Target::Sqlite(url.to_string()));
        }
        if let Some(rest) = url.strip_prefix("sqlite:") {
            let path = rest.strip_prefix("//").unwrap_or(rest);
            if path.is_empty() {
                return Err(StoreError::Config("sqlite URL without a path".into()));
            }
            return Ok(Target::Sqlite(path.to_string()));
        }
        Err(StoreError::Config(
            "expected sqlite://PATH, sqlite::memory: or postgres://…".into(),
        ))
    }

    pub fn backend(&self) -> Backend {
        match self {
            Target::Sqlite(_) => Backend::Sqlite,
            Target::Postgres(_) => Backend::Postgres,
        }
    }

    fn is_memory(&self) -> bool {
        matches!(self, Target::Sqlite(p) if p.contains("mode=memory") || p == ":memory:")
    }

    /// Creates the folder of a SQLite file so `sqlite://./data/penny.db` works on a fresh checkout.
    fn prepare(&self) -> Result<(), StoreError> {
        if let Target::Sqlite(path) = self {
            if path.starts_with("file:") || path == ":memory:" {
                return Ok(());
            }
            if let Some(dir) = Path::new(path)
                .parent()
                .filter(|d| !d.as_os_str().is_empty())
            {
                std::fs::create_dir_all(dir).map_err(StoreError::internal)?;
            }
        }
        Ok(())
    }
}

/// Opens connections for the pool, choosing the backend by `Target` rather than by trial.
#[derive(Debug)]
pub struct Manager {
    target: Target,
}

impl ManageConnection for Manager {
    type Connection = AnyConnection;
    type Error = r2d2::Error;

    fn connect(&self) -> Result<AnyConnection, r2d2::Error> {
        match &self.target {
            Target::Sqlite(path) => SqliteConnection::establish(path).map(AnyConnection::Sqlite),
            Target::Postgres(url) => PgConnection::establish(url).map(AnyConnection::Postgresql),
        }
        .map_err(r2d2::Error::ConnectionError)
    }

    fn is_valid(&self, conn: &mut AnyConnection) -> Result<(), r2d2::Error> {
        conn.batch_execute("SELECT 1")
            .map_err(r2d2::Error::QueryError)
    }

    fn has_broken(&self, _conn: &mut AnyConnection) -> bool {
        false
    }
}

/// Pragmas every SQLite connection needs; they are per connection, so they run on each new one.
/// `busy_timeout` comes first so the others wait instead of failing while another process writes.
/// `synchronous=FULL` makes a committed transaction survive a power cut in WAL mode (NORMAL
/// would only survive a crash of the process).
#[derive(Debug, Clone, Copy)]
pub struct SqlitePragmas {
    pub busy_timeout_ms: u32,
}

impl CustomizeConnection<AnyConnection, r2d2::Error> for SqlitePragmas {
    fn on_acquire(&self, conn: &mut AnyConnection) -> Result<(), r2d2::Error> {
        if let AnyConnection::Sqlite(c) = conn {
            c.batch_execute(&format!(
                "PRAGMA busy_timeout = {}; PRAGMA journal_mode = WAL; \
                 PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;",
                self.busy_timeout_ms
            ))
            .map_err(r2d2::Error::QueryError)?;
        }
        Ok(())
    }
}

pub(crate) fn build_pool(target: &Target) -> Result<DbPool, StoreError> {
    target.prepare()?;
    let max_size = match (target.backend(), target.is_memory()) {
        // A shared-cache in-memory database reports table locks as SQLITE_LOCKED, which busy_timeout
        // does not retry; one connection avoids them.
        (Backend::Sqlite, true) => 1,
        (Backend::Sqlite, false) => 8,
        (Backend::Postgres, _) => 10,
    };
    let mut builder = Pool::builder().max_size(max_size).min_idle(Some(1));
    if target.is_memory() {
        // An in-memory database dies with its last connection: never retire that one.
        builder = builder.max_lifetime(None).idle_timeout(None);
    }
    builder
        .connection_timeout(Duration::from_secs(10))
        .connection_customizer(Box::new(SqlitePragmas {
            busy_timeout_ms: 5_000,
        }))
        .build(Manager {
            target: target.clone(),
        })
        .map_err(StoreError::from)
}
