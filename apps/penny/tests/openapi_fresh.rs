#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The committed `openapi.yaml` (the web app generates its API types from it) must be exactly what
//! `penny openapi` writes today. Regenerate with `cargo run -p penny -- openapi`.

#[test]
fn committed_openapi_yaml_is_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../openapi.yaml");
    let committed = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; run `cargo run -p penny -- openapi`",
            path.display()
        )
    });
    let generated = finance_api::openapi::yaml().unwrap();
    assert!(
        committed == generated,
        "openapi.yaml is stale: run `cargo run -p penny -- openapi` and commit the result"
    );
}

#[test]
fn penny_openapi_writes_the_same_document() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("openapi.yaml");
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_penny"))
        .args(["openapi", "--output"])
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success());
    assert_eq!(
        std::fs::read_to_string(out).unwrap(),
        finance_api::openapi::yaml().unwrap()
    );
}
