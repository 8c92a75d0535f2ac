//! Shared by the tests that run the real `penny` binary.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `penny ARGS…` with `stdin` as its standard input and collects what it wrote.
#[allow(clippy::unwrap_used)]
pub fn penny(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_penny"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}
