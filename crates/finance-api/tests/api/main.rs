#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Integration tests: the real server on a random port, real HTTP, real SQLite and PostgreSQL.

mod helpers;

mod access;
mod auth;
mod chat;
mod conversations;
mod fuzz_json;
mod goals;
mod history;
mod http;
mod local_model;
mod oidc;
mod plan;
mod profile;
mod scale_out;
mod stream;
mod tax;
mod undo;
