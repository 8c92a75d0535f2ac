//! `penny tax --batch` without the binary's argument parsing, for throughput runs where building the
//! whole server in release is too slow: stdin JSON lines to stdout, every core.
//! `cargo run --release -p finance-batch --example tax_batch < /tmp/batch.jsonl > /dev/null`

use std::io;
use std::process::ExitCode;

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    // The date the generator's default years are read against (docs/benchmarks.md).
    let Some(today) = chrono::NaiveDate::from_ymd_opt(2026, 11, 24) else {
        return ExitCode::FAILURE;
    };
    let answer = |line: &[u8], out: &mut Vec<u8>| {
        finance_batch::tax::answer(line, out, finance_domain::clock::Today::Fixed(today))
    };
    match finance_batch::run(io::stdin(), io::stdout().lock(), 0, answer) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
