//! Repository tests. Every test runs twice, on SQLite and on PostgreSQL (`both!`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

mod cache;
mod concurrency;
mod conversations;
mod export;
mod goals;
mod isolation;
mod migrations;
mod pragmas;
mod profiles;
mod rate_limits;
mod sessions;
mod turns;
mod users;
