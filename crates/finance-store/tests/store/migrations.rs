//! Migrations that change existing rows, run over rows an older server left behind.

use finance_store::testing::{TestDb, write_in_schema_of};
use finance_store::{Backend, OidcClaims};

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
    // Its down.sql (and those of the migrations after it) changes nothing, so the rows stand as
    // the older server left them; opening a store runs it again.
    write_in_schema_of(&store, "2026-11-24-130000", "SELECT 1");
    drop(store);

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

/// Diesel knows a migration by the version before the first `_` of its folder: two folders with one
/// version (as two branches once merged) would run only one of them. Both backends list the same.
#[test]
fn migration_versions_are_unique_and_the_same_on_both_backends() {
    let names = |backend: &str| -> Vec<String> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("migrations")
            .join(backend);
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let sqlite = names("sqlite");
    assert_eq!(sqlite, names("postgres"));
    let mut versions: Vec<&str> = sqlite
        .iter()
        .map(|n| n.split('_').next().unwrap())
        .collect();
    versions.dedup();
    assert_eq!(versions.len(), sqlite.len(), "{sqlite:?}");
}

#[test]
fn oidc_addresses_stored_unchecked_are_forgotten_sqlite() {
    oidc_addresses_stored_unchecked_are_forgotten(Backend::Sqlite);
}

#[test]
fn oidc_addresses_stored_unchecked_are_forgotten_postgres() {
    oidc_addresses_stored_unchecked_are_forgotten(Backend::Postgres);
}
