use finance_domain::DomainError;
use thiserror::Error;

type Cause = Box<dyn std::error::Error + Send + Sync + 'static>;

/// Everything the store can refuse. Only `Invalid` carries text meant for people; the Display text
/// of `Unavailable`, `Config` and `Internal` names the cause, for the log, and must never reach a
/// response body.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The row does not exist, or belongs to somebody else (callers cannot tell the two apart).
    #[error("not found")]
    NotFound,
    /// A unique key is taken (an email address, a session id).
    #[error("already exists")]
    Conflict,
    /// The domain refused a profile change; nothing was written.
    #[error(transparent)]
    Invalid(#[from] DomainError),
    /// The change set was undone before; nothing was written.
    #[error("this change was already undone")]
    AlreadyUndone,
    /// A field of the change set was changed again since (named by its camelCase name); nothing
    /// was written.
    #[error("{field} has been changed since, so this change can no longer be undone")]
    ChangedSince { field: String },
    /// No connection could be had (pool exhausted or the database unreachable).
    #[error("database unavailable: {0}")]
    Unavailable(#[source] Cause),
    /// The database URL is malformed or names an unsupported backend.
    #[error("bad database URL: {0}")]
    Config(String),
    /// Anything else: a bug or a damaged database. The Display text includes the cause, for the
    /// log; responses must show a generic message instead.
    #[error("internal storage error: {0}")]
    Internal(#[source] Cause),
}

impl StoreError {
    pub(crate) fn internal(cause: impl Into<Cause>) -> Self {
        StoreError::Internal(cause.into())
    }
}

impl From<diesel::result::Error> for StoreError {
    fn from(e: diesel::result::Error) -> Self {
        use diesel::result::{DatabaseErrorKind as K, Error as E};
        match e {
            E::NotFound => StoreError::NotFound,
            E::DatabaseError(K::UniqueViolation, _) => StoreError::Conflict,
            // Our only foreign keys point at users and conversations: a missing parent is "not found".
            E::DatabaseError(K::ForeignKeyViolation, _) => StoreError::NotFound,
            E::DatabaseError(K::ClosedConnection, info) => {
                StoreError::Unavailable(info.message().to_string().into())
            }
            other => StoreError::Internal(Box::new(other)),
        }
    }
}

impl From<diesel::r2d2::PoolError> for StoreError {
    fn from(e: diesel::r2d2::PoolError) -> Self {
        StoreError::Unavailable(Box::new(e))
    }
}
