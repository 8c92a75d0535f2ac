use finance_store::testing::{TestDb, sqlite_pragmas};
use finance_store::{Backend, Store, StoreError};

#[test]
fn sqlite_connections_are_durable_and_enforce_foreign_keys() {
    let db = TestDb::sqlite();
    let store = db.store();
    // Several connections at once, so more than the first pooled one is checked.
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let s = store.clone();
            std::thread::spawn(move || sqlite_pragmas(&s).unwrap())
        })
        .collect();
    for h in handles {
        let p = h.join().unwrap();
        assert_eq!(p.journal_mode, "wal");
        assert_eq!(p.synchronous, 2, "synchronous=FULL");
        assert_eq!(p.foreign_keys, 1);
        assert_eq!(p.busy_timeout, 5000);
    }
}

#[test]
fn postgres_has_no_sqlite_pragmas() {
    let db = TestDb::postgres();
    assert!(sqlite_pragmas(&db.store()).is_none());
}

#[test]
fn urls_pick_the_backend_and_migrate_once() {
    let db = TestDb::sqlite();
    let store = db.store();
    store.ping().unwrap();
    // Opening again finds the migrations applied.
    let again = Store::open(db.url()).unwrap();
    again.create_local_user("x@example.com", "h").unwrap();
    assert!(
        store
            .find_local_user_by_email("x@example.com")
            .unwrap()
            .is_some()
    );

    let mem = Store::open("sqlite::memory:").unwrap();
    assert_eq!(mem.backend(), Backend::Sqlite);
    mem.create_local_user("m@example.com", "h").unwrap();
    assert!(
        mem.find_local_user_by_email("m@example.com")
            .unwrap()
            .is_some()
    );

    let pg = TestDb::postgres();
    assert_eq!(Store::open(pg.url()).unwrap().backend(), Backend::Postgres);
    let alias = pg.url().replacen("postgres://", "postgresql://", 1);
    Store::open(&alias).unwrap().ping().unwrap();

    assert!(matches!(
        Store::open("mysql://x"),
        Err(StoreError::Config(_))
    ));
    assert!(matches!(
        Store::open("sqlite://"),
        Err(StoreError::Config(_))
    ));
}

#[test]
fn a_sqlite_folder_is_created() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested/data/penny.db");
    let store = Store::open(&format!("sqlite://{}", path.display())).unwrap();
    store.ping().unwrap();
    assert!(path.exists());
}
