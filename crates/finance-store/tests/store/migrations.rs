//! Migrations that change existing rows, run over rows an older server left behind.

use diesel::prelude::*;
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};
use finance_store::testing::TestDb;
use finance_store::{Backend, OidcClaims};

const SQLITE: EmbeddedMigrations = embed_migrations!("migrations/sqlite");
const POSTGRES: EmbeddedMigrations = embed_migrations!("migrations/postgres");

/// Takes the newest migration back off `db` (its rows stay as they are) and returns its name.
fn revert_last(db: &TestDb) -> String {
    match db.backend() {
        Backend::Sqlite => {
            let path = db.url().strip_prefix("sqlite://").unwrap();
            let mut c = SqliteConnection::establish(path).unwrap();
            c.revert_last_migration(SQLITE).unwrap().to_string()
        }
        Backend::Postgres => {
            let mut c = PgConnection::establish(db.url()).unwrap();
            c.revert_last_migration(POSTGRES).unwrap().to_string()
        }
    }
}

/// OIDC sign-ins used to store unverified addresses: the migration forgets those, and only those,
/// and the accounts keep working (keyed on issuer and subject).
fn oidc_addresses_stored_unchecked_are_forgotten(backend: Backend) {
    let db = TestDb::new(backend);
    let store = db.store();
    let local = store.create_local_user("kept@example.com", "h").unwrap();
    let claims = OidcClaims {
        email: Some("maybe-someone-else@example.com".into()),
        first_name: Some("Olive".into()),
        ..OidcClaims::default()
    };
    let oidc = store
        .upsert_oidc_user("https://idp", "sub-1", &claims)
        .unwrap();
    drop(store);
    // Its down.sql changes nothing, so the rows stand as the older server left them.
    assert_eq!(revert_last(&db), "20261124140000");

    let store = db.store();
    let after = store.get_user(&oidc.id).unwrap().unwrap();
    assert_eq!(after.email, None);
    assert_eq!(after.first_name.as_deref(), Some("Olive"));
    assert!(
        store
            .find_local_user_by_email("kept@example.com")
            .unwrap()
            .is_some_and(|(u, _)| u.id == local.id)
    );
    let again = store
        .upsert_oidc_user("https://idp", "sub-1", &claims)
        .unwrap();
    assert_eq!(again.id, oidc.id);
    assert_eq!(
        again.email.as_deref(),
        Some("maybe-someone-else@example.com")
    );
}

#[test]
fn oidc_addresses_stored_unchecked_are_forgotten_sqlite() {
    oidc_addresses_stored_unchecked_are_forgotten(Backend::Sqlite);
}

#[test]
fn oidc_addresses_stored_unchecked_are_forgotten_postgres() {
    oidc_addresses_stored_unchecked_are_forgotten(Backend::Postgres);
}
