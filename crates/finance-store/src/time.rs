//! Timestamps are stored as BIGINT unix milliseconds (UTC) on both backends: one column type that
//! SQLite and PostgreSQL compare, index and sort the same way, with no time-zone conversions.
use chrono::{DateTime, Utc};

pub(crate) fn to_ms(t: DateTime<Utc>) -> i64 {
    t.timestamp_millis()
}

pub(crate) fn from_ms(ms: i64) -> DateTime<Utc> {
    DateTime::from_timestamp_millis(ms).unwrap_or_default()
}

pub(crate) fn now_ms() -> i64 {
    to_ms(Utc::now())
}
