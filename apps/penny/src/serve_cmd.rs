//! `penny serve`: logging, configuration, then the server until SIGINT/SIGTERM.

use std::process::ExitCode;

use finance_api::{ApiConfig, Application, ServeArgs};

pub fn run(args: ServeArgs) -> ExitCode {
    init_tracing();
    let config = match ApiConfig::from_args(args) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("penny serve: {e}");
            return ExitCode::from(2);
        }
    };
    let result = actix_web::rt::System::new().block_on(async move {
        let app = Application::build(config.clone()).await?;
        tracing::info!(
            bind = %config.bind,
            port = app.port(),
            public_url = %config.public_url,
            sign_in = if config.oidc.is_some() { "oidc" } else { "built-in" },
            "penny is listening"
        );
        app.run_until_stopped()
            .await
            .map_err(finance_api::ApiError::internal)
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!(error = ?e, "penny serve stopped");
            eprintln!("penny serve: {e:?}");
            ExitCode::FAILURE
        }
    }
}

/// JSON logs when `PENNY_LOG_FORMAT=json`, readable ones otherwise; level from `RUST_LOG`
/// (default info).
fn init_tracing() {
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let json = std::env::var("PENNY_LOG_FORMAT").is_ok_and(|v| v == "json");
    let builder = tracing_subscriber::fmt().with_env_filter(filter);
    let _ = if json {
        builder.json().try_init()
    } else {
        builder.try_init()
    };
}
