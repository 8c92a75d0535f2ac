//! Embedded migrations, one folder per backend with the same names, run when a `Store` opens.

use diesel::connection::SimpleConnection;
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

use crate::conn::AnyConnection;
use crate::error::StoreError;

const SQLITE: EmbeddedMigrations = embed_migrations!("migrations/sqlite");
const POSTGRES: EmbeddedMigrations = embed_migrations!("migrations/postgres");

/// An arbitrary constant: serialises migrations of several `penny serve` processes starting at once.
const PG_MIGRATION_LOCK: i64 = 0x0070_656e_6e79;

pub(crate) fn run(conn: &mut AnyConnection) -> Result<(), StoreError> {
    match conn {
        AnyConnection::Sqlite(c) => {
            c.run_pending_migrations(SQLITE)
                .map_err(StoreError::Internal)?;
        }
        AnyConnection::Postgresql(c) => {
            c.batch_execute(&format!("SELECT pg_advisory_lock({PG_MIGRATION_LOCK})"))?;
            let result = c.run_pending_migrations(POSTGRES).map(|_| ());
            c.batch_execute(&format!("SELECT pg_advisory_unlock({PG_MIGRATION_LOCK})"))?;
            result.map_err(StoreError::Internal)?;
        }
    }
    Ok(())
}

/// Reverts every applied migration newer than `version` (its folder-name prefix, such as
/// "2026-11-21-100000"), newest first. Only tests use it: to write rows in an older schema and
/// check that the newer migrations carry them over.
#[cfg(feature = "test-support")]
pub(crate) fn revert_after(conn: &mut AnyConnection, version: &str) -> Result<(), StoreError> {
    fn digits(v: &str) -> String {
        v.chars().filter(char::is_ascii_digit).collect()
    }
    let keep = digits(version);
    loop {
        let newest = match conn {
            AnyConnection::Sqlite(c) => c.applied_migrations(),
            AnyConnection::Postgresql(c) => c.applied_migrations(),
        }
        .map_err(StoreError::Internal)?
        .into_iter()
        .map(|v| digits(&v.to_string()))
        .max();
        if newest.is_none_or(|v| v <= keep) {
            return Ok(());
        }
        match conn {
            AnyConnection::Sqlite(c) => c.revert_last_migration(SQLITE),
            AnyConnection::Postgresql(c) => c.revert_last_migration(POSTGRES),
        }
        .map_err(StoreError::Internal)?;
    }
}
