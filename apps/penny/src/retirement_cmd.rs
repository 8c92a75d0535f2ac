//! `penny pension --batch` and `penny social-security --batch`: JSON lines on stdin, one JSON result
//! per line on stdout in order, `{"error": …}` naming the field for a line that cannot be answered.
//! The lines are read and answered by finance-batch (`pension`, `social_security`).

use std::process::ExitCode;

use chrono::NaiveDate;
use finance_batch::{pension, social_security};
use finance_domain::clock::Today;

#[derive(clap::Args, Debug)]
pub struct BatchArgs {
    /// Read JSON lines from stdin and write one JSON result per line to stdout
    #[arg(long)]
    batch: bool,
    /// Answer as if today were this date (YYYY-MM-DD): the year of Social Security's bend points
    #[arg(long, hide = true)]
    today: Option<NaiveDate>,
}

fn require_batch(args: &BatchArgs, name: &str) -> Option<ExitCode> {
    (!args.batch).then(|| {
        eprintln!("error: penny {name} reads JSON lines: use --batch");
        ExitCode::from(2)
    })
}

pub fn run_pension(args: BatchArgs) -> ExitCode {
    if let Some(code) = require_batch(&args, "pension") {
        return code;
    }
    // 0 = every core.
    crate::batch_exit(finance_batch::run_stdio(0, pension::answer))
}

pub fn run_social_security(args: BatchArgs) -> ExitCode {
    if let Some(code) = require_batch(&args, "social-security") {
        return code;
    }
    let today = args
        .today
        .map_or_else(|| Today::At(chrono::Utc::now()), Today::Fixed);
    let year = social_security::year(today);
    crate::batch_exit(finance_batch::run_stdio(
        0,
        |line: &[u8], out: &mut Vec<u8>| social_security::answer(line, out, year),
    ))
}
