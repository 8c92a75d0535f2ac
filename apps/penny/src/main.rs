//! The `penny` binary: parses the command line and hands off to one subcommand module.

use clap::{Parser, Subcommand};

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
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Tax(args) => tax_cmd::run(args),
    }
}
