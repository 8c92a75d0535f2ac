//! `penny tax`: filled in by issue 2 work.

#[derive(clap::Args)]
pub struct TaxArgs {}

pub fn run(_args: TaxArgs) -> std::process::ExitCode {
    std::process::ExitCode::SUCCESS
}
