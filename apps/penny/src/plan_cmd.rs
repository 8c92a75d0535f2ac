//! `penny plan`: the retirement plan of `GET /api/financial-profile/plan` from flags (one per input,
//! named for its JSON name: `--annual-income` for `annualIncome`), or `--batch` JSON lines from stdin
//! to stdout in order. The inputs, their reading and the answer are finance-batch's (`plan`); the
//! flags are made from its list of inputs, so a new input is a flag by itself.

use std::io::{self, Write};
use std::process::ExitCode;

use chrono::NaiveDate;
use clap::{Arg, ArgAction, ArgMatches, Command, FromArgMatches, value_parser};
use finance_batch::plan::{self, Input};
use finance_domain::clock::Today;

#[derive(Debug)]
pub struct PlanArgs {
    given: Vec<(&'static str, String)>,
    batch: bool,
    threads: Option<usize>,
    today: Option<NaiveDate>,
}

/// `annualIncome` → `annual-income`.
fn flag(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for c in name.chars() {
        if c.is_ascii_uppercase() {
            out.push('-');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

impl clap::Args for PlanArgs {
    fn augment_args(cmd: Command) -> Command {
        let cmd = plan::inputs()
            .into_iter()
            .fold(cmd, |cmd, Input { name, help }| {
                cmd.arg(
                    Arg::new(name)
                        .long(flag(name))
                        .value_name("VALUE")
                        .help(help),
                )
            });
        cmd.arg(
            Arg::new("batch")
                .long("batch")
                .action(ArgAction::SetTrue)
                .help("Read JSON lines of the same inputs by their JSON names from stdin and write one JSON plan per line to stdout"),
        )
        .arg(
            Arg::new("threads")
                .long("threads")
                .value_parser(value_parser!(usize))
                .hide(true)
                .help("Worker threads for --batch (default: available cores)"),
        )
        .arg(
            Arg::new("today")
                .long("today")
                .value_parser(value_parser!(NaiveDate))
                .hide(true)
                .help("Plan as if today were this date (YYYY-MM-DD)"),
        )
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

impl FromArgMatches for PlanArgs {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        let given = plan::inputs()
            .into_iter()
            .filter_map(|i| m.get_one::<String>(i.name).map(|v| (i.name, v.clone())))
            .collect();
        Ok(PlanArgs {
            given,
            batch: m.get_flag("batch"),
            threads: m.get_one::<usize>("threads").copied(),
            today: m.get_one::<NaiveDate>("today").copied(),
        })
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(m)?;
        Ok(())
    }
}

pub fn run(args: PlanArgs) -> ExitCode {
    // One clock with the server and `penny tax`: each plan's "today" in its own country and state.
    let today = args
        .today
        .map_or_else(|| Today::At(chrono::Utc::now()), Today::Fixed);
    if args.batch {
        if let Some((name, _)) = args.given.first() {
            eprintln!(
                "error: --{} with --batch: each line gives its own inputs",
                flag(name)
            );
            return ExitCode::from(2);
        }
        let answer = |line: &[u8], out: &mut Vec<u8>| plan::answer(line, out, today);
        // 0 = every core.
        let threads = args.threads.unwrap_or(0);
        return crate::batch_exit(finance_batch::run_stdio(threads, answer));
    }
    match plan::plan(&args.given, today) {
        Ok(view) => {
            let mut out = serde_json::to_vec(&view).unwrap_or_default();
            out.push(b'\n');
            match io::stdout().lock().write_all(&out) {
                Ok(()) => ExitCode::SUCCESS,
                Err(_) => ExitCode::FAILURE,
            }
        }
        Err(e) => {
            // The input is named as its flag: "--annual-income: must be …".
            let text = e.to_string();
            let text = match e.field().and_then(|f| Some((f, text.strip_prefix(f)?))) {
                Some((f, rest)) => format!("--{}{rest}", flag(f)),
                None => text,
            };
            eprintln!("error: {text}");
            ExitCode::from(2)
        }
    }
}
