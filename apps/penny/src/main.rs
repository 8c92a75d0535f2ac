//! The `penny` binary: parses the command line and hands off to one subcommand module.

use clap::{Parser, Subcommand};

// The server allocates a little for every request on two or more worker threads; mimalloc's
// thread-local heaps cut that cost by about a tenth of a request's CPU time (docs/benchmarks.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod openapi_cmd;
mod plan_cmd;
mod retirement_cmd;
mod serve_cmd;
mod tax_cmd;

#[derive(Parser)]
#[command(
    name = "penny",
    version,
    about = "Penny: a personal-finance assistant for Australia and the US"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Calculate income tax, levies and take-home pay, printed as JSON.
    Tax(tax_cmd::TaxArgs),
    /// Australian Age Pension from the means tests, printed as JSON lines (--batch).
    Pension(retirement_cmd::BatchArgs),
    /// US Social Security retirement benefit, printed as JSON lines (--batch).
    SocialSecurity(retirement_cmd::BatchArgs),
    /// The retirement plan (the API's, from flags or --batch JSON lines), printed as JSON.
    Plan(plan_cmd::PlanArgs),
    /// Run the web server: the API, sign-in and the built web app.
    Serve(finance_api::ServeArgs),
    /// Write the OpenAPI description of the HTTP API as YAML.
    Openapi(openapi_cmd::OpenapiArgs),
}

/// The exit status of a `--batch` run: its I/O error, if any, goes to stderr.
fn batch_exit(result: std::io::Result<()>) -> std::process::ExitCode {
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Tax(args) => tax_cmd::run(args),
        Command::Pension(args) => retirement_cmd::run_pension(args),
        Command::SocialSecurity(args) => retirement_cmd::run_social_security(args),
        Command::Plan(args) => plan_cmd::run(args),
        Command::Serve(args) => serve_cmd::run(args),
        Command::Openapi(args) => openapi_cmd::run(args),
    }
}
