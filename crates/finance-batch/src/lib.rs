//! JSON-lines batch runs: read lines, answer each with a per-line function on every core, write the
//! answers in input order. `penny tax --batch` is the first user; any calculator with a
//! `Fn(&[u8], &mut Vec<u8>)` answer can reuse [`run`]; `penny plan` answers with [`plan::answer`],
//! `penny pension` with [`pension::answer`] and `penny social-security` with
//! [`social_security::answer`].

pub mod json;
pub mod line;
pub mod pension;
pub mod plan;
pub mod runner;
pub mod social_security;
pub mod tax;

pub use runner::{run, run_stdio, write_error};
