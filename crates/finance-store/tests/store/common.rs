use chrono::NaiveDate;
use finance_domain::ProfileField;
use finance_store::testing::TestDb;
use finance_store::{Backend, ProposedChanges, Store, User};

/// Declares `#[test] fn NAME::sqlite` and `NAME::postgres` around `fn body(&Store)`.
#[macro_export]
macro_rules! both {
    ($name:ident, $body:expr) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            #[test]
            fn sqlite() {
                $crate::common::run(finance_store::Backend::Sqlite, $body);
            }
            #[test]
            fn postgres() {
                $crate::common::run(finance_store::Backend::Postgres, $body);
            }
        }
    };
}

pub fn run(backend: Backend, body: impl FnOnce(&Store)) {
    let db = TestDb::new(backend);
    let store = db.store();
    assert_eq!(store.backend(), backend);
    body(&store);
}

pub fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 21).unwrap()
}

pub fn user(store: &Store, email: &str) -> User {
    store.create_local_user(email, "$argon2id$hash").unwrap()
}

/// An advisor turn's proposal of profile changes only.
pub fn profile_only(changes: &[(ProfileField, Option<String>)]) -> ProposedChanges<'_> {
    ProposedChanges {
        profile: changes,
        goals: &[],
    }
}
