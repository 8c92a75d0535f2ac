//! `penny openapi`: writes the OpenAPI description (the same document `/api/openapi.json` serves).

use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct OpenapiArgs {
    /// Where to write the YAML; `-` for standard output.
    #[arg(long, short, default_value = "openapi.yaml")]
    pub output: PathBuf,
}

pub fn run(args: OpenapiArgs) -> ExitCode {
    let yaml = match finance_api::openapi::yaml() {
        Ok(y) => y,
        Err(e) => {
            eprintln!("penny openapi: {e}");
            return ExitCode::FAILURE;
        }
    };
    if args.output.as_os_str() == "-" {
        print!("{yaml}");
        return ExitCode::SUCCESS;
    }
    match std::fs::write(&args.output, yaml) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("penny openapi: cannot write {}: {e}", args.output.display());
            ExitCode::FAILURE
        }
    }
}
