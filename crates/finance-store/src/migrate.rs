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
