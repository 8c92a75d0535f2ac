//! Server settings: command-line flags with environment fallbacks (`penny serve --help`), turned
//! into an [`ApiConfig`] that tests can also build directly.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rand::RngCore;

use crate::error::ApiError;

/// `penny serve` flags. Every flag falls back to the environment variable named beside it.
#[derive(Debug, Clone, clap::Args)]
pub struct ServeArgs {
    /// Address and port to listen on.
    #[arg(long, env = "PENNY_BIND", default_value = "127.0.0.1:8080")]
    pub bind: String,
    /// `sqlite://path` (the folder is created) or `postgres://user:pass@host/db`.
    #[arg(long, env = "DATABASE_URL", default_value = "sqlite://./data/penny.db")]
    pub database_url: String,
    /// The URL people reach Penny at (OIDC redirects, cookie `Secure` flag, HSTS). Defaults to
    /// http://<bind>.
    #[arg(long, env = "PUBLIC_URL")]
    pub public_url: Option<String>,
    /// Secret (at least 32 characters) for session cookies. When unset with SQLite, one is
    /// generated and kept beside the database file; required with PostgreSQL.
    #[arg(long, env = "SESSION_SECRET", hide_env_values = true)]
    pub session_secret: Option<String>,
    /// OpenID Connect issuer; with the client id and secret it replaces built-in accounts.
    #[arg(long, env = "OIDC_ISSUER_URL")]
    pub oidc_issuer_url: Option<String>,
    /// Client id registered with the OpenID Connect provider.
    #[arg(long, env = "OIDC_CLIENT_ID")]
    pub oidc_client_id: Option<String>,
    /// Client secret registered with the OpenID Connect provider.
    #[arg(long, env = "OIDC_CLIENT_SECRET", hide_env_values = true)]
    pub oidc_client_secret: Option<String>,
    /// Key for an OpenAI-compatible model provider; unset means the built-in advisor.
    #[arg(long, env = "OPENAI_API_KEY", hide_env_values = true)]
    pub openai_api_key: Option<String>,
    /// Base URL of an OpenAI-compatible API, e.g. http://localhost:11434/v1 (default: OpenAI's).
    #[arg(long, env = "OPENAI_BASE_URL")]
    pub openai_base_url: Option<String>,
    /// Model name (default: gpt-4o-mini).
    #[arg(long, env = "OPENAI_MODEL")]
    pub openai_model: Option<String>,
    /// Folder holding the built web app (index.html and assets).
    #[arg(long, env = "PENNY_STATIC_DIR", default_value = "frontend/dist")]
    pub static_dir: PathBuf,
    /// Chat messages each person may send per minute (shared by every process on the database).
    #[arg(long, env = "PENNY_CHAT_PER_MINUTE", default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..))]
    pub chat_per_minute: u32,
    /// Retirement plans each person may ask for per minute at the default 2,000 Monte Carlo
    /// paths; a plan with more paths counts as paths / 2,000, rounded up (shared by every process).
    #[arg(long, env = "PENNY_PLAN_PER_MINUTE", default_value_t = 120, value_parser = clap::value_parser!(u32).range(1..))]
    pub plan_per_minute: u32,
    /// Sign-in attempts per account per minute (shared by every process on the database).
    #[arg(long, env = "PENNY_SIGN_IN_PER_ACCOUNT_PER_MINUTE", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..))]
    pub sign_in_per_account_per_minute: u32,
    /// Sign-in and register attempts per client address per minute (shared by every process).
    #[arg(long, env = "PENNY_SIGN_IN_PER_IP_PER_MINUTE", default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..))]
    pub sign_in_per_ip_per_minute: u32,
    /// Seconds an advisor reply may take before chat answers 503 (the message is kept).
    #[arg(long, env = "PENNY_ADVISOR_TIMEOUT_SECS", default_value_t = 45, value_parser = clap::value_parser!(u64).range(1..=600))]
    pub advisor_timeout_secs: u64,
}

#[derive(Debug, Clone)]
pub struct OidcSettings {
    pub issuer_url: String,
    pub client_id: String,
    pub client_secret: String,
}

#[derive(Debug, Clone)]
pub struct LlmSettings {
    pub api_key: Option<String>,
    pub base_url: Option<String>,
    pub model: Option<String>,
    /// `finance_llm::LlmConfig::few_shot`: not a flag, only the local-model test sets it.
    pub few_shot: Vec<serde_json::Value>,
}

#[derive(Debug, Clone)]
pub struct RateLimits {
    /// Sign-in attempts per account (email) per minute.
    pub sign_in_per_account: u32,
    /// Sign-in and register attempts per client address per minute.
    pub sign_in_per_ip: u32,
    /// Chat messages per user per minute.
    pub chat_per_user: u32,
    /// Retirement plans per user per minute, each counted by its Monte Carlo work
    /// (`routes::profile::plan`).
    pub plan_per_user: u32,
    /// The period the limits above are per (a minute; tests lengthen it so refills do not race them).
    pub window: Duration,
}

impl Default for RateLimits {
    fn default() -> Self {
        RateLimits {
            sign_in_per_account: 10,
            sign_in_per_ip: 30,
            chat_per_user: 30,
            plan_per_user: 120,
            window: Duration::from_secs(60),
        }
    }
}

/// Everything the server needs, already checked.
#[derive(Debug, Clone)]
pub struct ApiConfig {
    pub bind: String,
    pub database_url: String,
    pub public_url: String,
    pub session_secret: String,
    pub oidc: Option<OidcSettings>,
    pub llm: LlmSettings,
    pub static_dir: PathBuf,
    pub session_idle: Duration,
    pub session_absolute: Duration,
    pub rate_limits: RateLimits,
    pub advisor_timeout: Duration,
    /// Largest JSON body accepted, in bytes.
    pub json_limit: usize,
}

pub const MIN_SECRET_LEN: usize = 32;

impl ApiConfig {
    /// Defaults for everything but the database; used by tests and as the base for `from_args`.
    pub fn new(database_url: impl Into<String>, session_secret: impl Into<String>) -> Self {
        ApiConfig {
            bind: "127.0.0.1:0".into(),
            database_url: database_url.into(),
            public_url: "http://127.0.0.1".into(),
            session_secret: session_secret.into(),
            oidc: None,
            llm: LlmSettings {
                api_key: None,
                base_url: None,
                model: None,
                few_shot: Vec::new(),
            },
            static_dir: PathBuf::from("frontend/dist"),
            session_idle: Duration::from_secs(7 * 24 * 3600),
            session_absolute: Duration::from_secs(30 * 24 * 3600),
            rate_limits: RateLimits::default(),
            advisor_timeout: Duration::from_secs(45),
            json_limit: 64 * 1024,
        }
    }

    pub fn from_args(args: ServeArgs) -> Result<Self, ApiError> {
        let secret = match args.session_secret.filter(|s| !s.is_empty()) {
            Some(s) => s,
            None => secret_beside_sqlite(&args.database_url)?,
        };
        if secret.len() < MIN_SECRET_LEN {
            return Err(ApiError::BadRequest(format!(
                "SESSION_SECRET must be at least {MIN_SECRET_LEN} characters"
            )));
        }
        let set = |v: Option<String>| v.filter(|s| !s.trim().is_empty());
        let oidc = match (
            set(args.oidc_issuer_url),
            set(args.oidc_client_id),
            set(args.oidc_client_secret),
        ) {
            (Some(issuer_url), Some(client_id), Some(client_secret)) => Some(OidcSettings {
                issuer_url,
                client_id,
                client_secret,
            }),
            (None, None, None) => None,
            _ => {
                return Err(ApiError::BadRequest(
                    "OIDC needs OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together"
                        .into(),
                ));
            }
        };
        let public_url = args
            .public_url
            .filter(|u| !u.is_empty())
            .unwrap_or_else(|| format!("http://{}", args.bind));
        let mut cfg = ApiConfig::new(args.database_url, secret);
        cfg.public_url = public_url.trim_end_matches('/').to_string();
        cfg.bind = args.bind;
        cfg.oidc = oidc;
        cfg.llm = LlmSettings {
            api_key: args.openai_api_key.filter(|k| !k.is_empty()),
            base_url: args.openai_base_url.filter(|k| !k.is_empty()),
            model: args.openai_model.filter(|k| !k.is_empty()),
            few_shot: Vec::new(),
        };
        cfg.static_dir = args.static_dir;
        cfg.rate_limits.chat_per_user = args.chat_per_minute;
        cfg.rate_limits.plan_per_user = args.plan_per_minute;
        cfg.rate_limits.sign_in_per_account = args.sign_in_per_account_per_minute;
        cfg.rate_limits.sign_in_per_ip = args.sign_in_per_ip_per_minute;
        cfg.advisor_timeout = Duration::from_secs(args.advisor_timeout_secs);
        Ok(cfg)
    }

    /// Cookies are `Secure` except on plain-http loopback, where browsers would drop them.
    pub fn cookie_secure(&self) -> bool {
        let url = self.public_url.to_ascii_lowercase();
        !(url.starts_with("http://localhost") || url.starts_with("http://127.0.0.1"))
    }

    pub fn is_https(&self) -> bool {
        self.public_url.to_ascii_lowercase().starts_with("https://")
    }

    /// `scheme://host[:port]` of the public URL, for the same-origin check.
    pub fn public_origin(&self) -> String {
        let url = &self.public_url;
        let after_scheme = url.find("://").map(|i| i + 3).unwrap_or(0);
        match url[after_scheme..].find('/') {
            Some(slash) => url[..after_scheme + slash].to_string(),
            None => url.clone(),
        }
    }
}

/// A SQLite deployment keeps a generated secret in `session-secret` beside the database file so
/// restarts keep people signed in; PostgreSQL deployments run several processes and must share one.
fn secret_beside_sqlite(database_url: &str) -> Result<String, ApiError> {
    let Some(path) = database_url.strip_prefix("sqlite://") else {
        return Err(ApiError::BadRequest(
            "SESSION_SECRET is required with PostgreSQL (every process must share it)".into(),
        ));
    };
    let dir = Path::new(path)
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(ApiError::internal)?;
    let file = dir.join("session-secret");
    if let Ok(existing) = std::fs::read_to_string(&file) {
        let existing = existing.trim().to_string();
        if existing.len() >= MIN_SECRET_LEN {
            return Ok(existing);
        }
    }
    let mut bytes = [0u8; 48];
    rand::rng().fill_bytes(&mut bytes);
    let secret: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    write_private(&file, &secret).map_err(ApiError::internal)?;
    Ok(secret)
}

fn write_private(file: &Path, contents: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    let mut f = opts.open(file)?;
    f.write_all(contents.as_bytes())?;
    f.sync_all()
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        serve: ServeArgs,
    }

    fn args(extra: &[&str]) -> ServeArgs {
        let mut argv = vec!["penny"];
        argv.extend_from_slice(extra);
        Cli::parse_from(argv).serve
    }

    #[test]
    fn cookies_are_secure_except_on_plain_http_loopback() {
        let mut c = ApiConfig::new("sqlite://x", "s".repeat(32));
        for (url, secure) in [
            ("http://127.0.0.1:8080", false),
            ("http://localhost:3000", false),
            ("https://penny.example", true),
            ("http://penny.example", true),
        ] {
            c.public_url = url.into();
            assert_eq!(c.cookie_secure(), secure, "{url}");
        }
        c.public_url = "https://penny.example:8443/app".into();
        assert_eq!(c.public_origin(), "https://penny.example:8443");
        assert!(c.is_https());
    }

    #[test]
    fn limits_and_the_advisor_timeout_come_from_flags() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/penny.db", dir.path().display());
        let c = ApiConfig::from_args(args(&[
            "--database-url",
            &url,
            "--chat-per-minute",
            "500",
            "--sign-in-per-ip-per-minute",
            "7",
            "--plan-per-minute",
            "9",
            "--advisor-timeout-secs",
            "5",
        ]))
        .unwrap();
        assert_eq!(c.rate_limits.chat_per_user, 500);
        assert_eq!(c.rate_limits.sign_in_per_ip, 7);
        assert_eq!(c.rate_limits.sign_in_per_account, 10);
        assert_eq!(c.rate_limits.plan_per_user, 9);
        assert_eq!(c.advisor_timeout, Duration::from_secs(5));
        let zero = Cli::try_parse_from(["penny", "--chat-per-minute", "0"]);
        assert!(zero.is_err());
    }

    #[test]
    fn a_sqlite_secret_is_generated_once_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/db/penny.db", dir.path().display());
        let first = ApiConfig::from_args(args(&["--database-url", &url])).unwrap();
        let second = ApiConfig::from_args(args(&["--database-url", &url])).unwrap();
        assert!(first.session_secret.len() >= MIN_SECRET_LEN);
        assert_eq!(first.session_secret, second.session_secret);
        assert!(dir.path().join("db/session-secret").is_file());
        assert_eq!(first.public_url, "http://127.0.0.1:8080");
    }

    #[test]
    fn postgres_needs_a_secret_and_oidc_needs_all_three_settings() {
        let pg = ["--database-url", "postgres://u:p@localhost/penny"];
        assert!(ApiConfig::from_args(args(&pg)).is_err());
        let mut with_secret = pg.to_vec();
        let secret = "k".repeat(40);
        with_secret.extend_from_slice(&["--session-secret", &secret]);
        assert!(ApiConfig::from_args(args(&with_secret)).is_ok());
        let mut short = pg.to_vec();
        short.extend_from_slice(&["--session-secret", "short"]);
        assert!(ApiConfig::from_args(args(&short)).is_err());
        let mut partial = with_secret.clone();
        partial.extend_from_slice(&["--oidc-issuer-url", "https://id.example"]);
        assert!(ApiConfig::from_args(args(&partial)).is_err());
        partial.extend_from_slice(&["--oidc-client-id", "penny", "--oidc-client-secret", "s"]);
        let cfg = ApiConfig::from_args(args(&partial)).unwrap();
        assert_eq!(cfg.oidc.unwrap().issuer_url, "https://id.example");
    }
}
