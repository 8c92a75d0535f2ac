//! The built-in advisor's shape, as the conversation issue asks: no file in `src/builtin/` is over
//! 600 lines, so that no room is one a newcomer gets lost in.
#![allow(clippy::expect_used)]

use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/builtin is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_file_in_builtin_is_over_600_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/builtin");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(files.len() > 50, "found only {} files", files.len());
    let long: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let n = std::fs::read_to_string(f).ok()?.lines().count();
            (n > 600).then(|| format!("{} ({n} lines)", f.display()))
        })
        .collect();
    assert!(long.is_empty(), "over 600 lines: {long:?}");
}
