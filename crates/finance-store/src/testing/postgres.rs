//! A private PostgreSQL cluster per test process, with a migrated template cloned per test
//! (`CREATE DATABASE … TEMPLATE`), the way crates.io keeps its database tests fast and isolated.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use diesel::Connection;
use diesel::connection::SimpleConnection;
use diesel::pg::PgConnection;

use crate::Store;

const TEMPLATE: &str = "penny_template";

struct Server {
    /// A superuser URL ending in `/postgres` (or the external server's URL).
    admin_url: String,
    /// Set for our own cluster; an external server gets each test database migrated afresh.
    template: Option<String>,
}

static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();

fn server() -> &'static Server {
    match SERVER.get_or_init(start) {
        Ok(s) => s,
        Err(e) => panic!("test PostgreSQL: {e}"),
    }
}

fn start() -> Result<Server, String> {
    if let Ok(url) = std::env::var("PENNY_TEST_DATABASE_URL")
        && !url.trim().is_empty()
    {
        return Ok(Server {
            admin_url: url,
            template: None,
        });
    }
    let cluster = Cluster::start()?;
    let admin_url = cluster.url("postgres");
    admin(&admin_url, &format!("CREATE DATABASE {TEMPLATE}"))?;
    // Migrate once; the pool closes its connections when dropped, which the clone requires.
    Store::open(&cluster.url(TEMPLATE)).map_err(|e| format!("migrating the template: {e:?}"))?;
    admin(
        &admin_url,
        &format!("ALTER DATABASE {TEMPLATE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false"),
    )?;
    Ok(Server {
        admin_url,
        template: Some(TEMPLATE.to_string()),
    })
}

/// Creates a fresh database; returns its URL and name.
pub(super) fn create_database() -> (String, String) {
    let server = server();
    let name = format!("t_{}", uuid::Uuid::new_v4().simple());
    let sql = match &server.template {
        Some(t) => format!("CREATE DATABASE {name} TEMPLATE {t}"),
        None => format!("CREATE DATABASE {name}"),
    };
    if let Err(e) = admin(&server.admin_url, &sql) {
        panic!("creating a test database: {e}");
    }
    (with_database(&server.admin_url, &name), name)
}

pub(super) fn drop_database(name: &str) {
    if let Some(Ok(server)) = SERVER.get() {
        // FORCE ends connections a test's Store may still hold. Failing to clean up fails nothing.
        let _ = admin(
            &server.admin_url,
            &format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
        );
    }
}

fn admin(url: &str, sql: &str) -> Result<(), String> {
    let mut c = PgConnection::establish(url).map_err(|e| format!("connecting to {url}: {e}"))?;
    c.batch_execute(sql).map_err(|e| format!("{sql}: {e}"))
}

/// Replaces the database name in a `postgres://…/name?params` URL.
fn with_database(url: &str, name: &str) -> String {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    let (base, query) = match url.find('?') {
        Some(q) => (&url[..q], &url[q..]),
        None => (url, ""),
    };
    let host_end = base[after_scheme..]
        .find('/')
        .map_or(base.len(), |i| after_scheme + i);
    format!("{}/{name}{query}", &base[..host_end])
}

struct Cluster {
    port: u16,
}

impl Cluster {
    fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    fn start() -> Result<Cluster, String> {
        let bin = find_bin_dir()?;
        let dir = tempfile::Builder::new()
            .prefix("penny-pg-")
            .tempdir()
            .map_err(|e| format!("temp dir: {e}"))?
            .keep();
        let as_root = is_root();
        if as_root {
            // PostgreSQL refuses to run as root.
            run(Command::new("chown")
                .args(["-R", "postgres:postgres"])
                .arg(&dir))?;
        }
        let data = dir.join("data");
        run(pg_command(as_root, &bin.join("initdb"))
            .arg("-D")
            .arg(&data)
            .args(["-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C"])
            .args(["--no-sync", "--no-instructions"]))?;

        let mut last_error = String::new();
        for _ in 0..3 {
            let port = free_port()?;
            // Durability is pointless for throwaway test data; these settings make it fast.
            let options = format!(
                "-p {port} -k {} -c listen_addresses=127.0.0.1 -c fsync=off \
                 -c synchronous_commit=off -c full_page_writes=off -c max_connections=300",
                dir.display()
            );
            // stdout/stderr are not captured: the server inherits them and would hold a pipe open.
            let status = pg_command(as_root, &bin.join("pg_ctl"))
                .arg("-D")
                .arg(&data)
                .arg("-l")
                .arg(dir.join("server.log"))
                .args(["-w", "-t", "60", "-o", &options, "start"])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .map_err(|e| format!("pg_ctl: {e}"))?;
            if status.success() {
                spawn_watchdog(as_root, &bin, &dir, &data)?;
                return Ok(Cluster { port });
            }
            last_error = std::fs::read_to_string(dir.join("server.log")).unwrap_or_default();
        }
        Err(format!("pg_ctl start failed: {last_error}"))
    }
}

fn find_bin_dir() -> Result<PathBuf, String> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map_err(|e| format!("no PostgreSQL in /usr/lib/postgresql ({e}); install postgresql"))?
        .filter_map(|e| e.ok().map(|e| e.path().join("bin")))
        .filter(|b| b.join("initdb").exists())
        .collect();
    // Highest major version wins (directory names are the version numbers).
    dirs.sort_by_key(|d| {
        d.parent()
            .and_then(|v| v.file_name())
            .and_then(|v| v.to_str())
            .and_then(|v| v.parse::<u32>().ok())
            .unwrap_or(0)
    });
    dirs.pop()
        .ok_or_else(|| "no initdb under /usr/lib/postgresql/*/bin".to_string())
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

fn pg_command(as_root: bool, program: &Path) -> Command {
    if as_root {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(program);
        c
    } else {
        Command::new(program)
    }
}

fn run(cmd: &mut Command) -> Result<(), String> {
    let out = cmd.output().map_err(|e| format!("{cmd:?}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{cmd:?}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn free_port() -> Result<u16, String> {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .map_err(|e| format!("free port: {e}"))
}

/// Stops the cluster and removes its folder once this test process is gone, however it ends.
/// `setsid` keeps a Ctrl-C aimed at the test run from killing the watchdog first.
fn spawn_watchdog(as_root: bool, bin: &Path, dir: &Path, data: &Path) -> Result<(), String> {
    let runas = if as_root {
        "runuser -u postgres -- "
    } else {
        ""
    };
    let script = format!(
        "while kill -0 {pid} 2>/dev/null; do sleep 1; done; \
         {runas}'{pg_ctl}' -D '{data}' stop -m immediate >/dev/null 2>&1; rm -rf '{dir}'",
        pid = std::process::id(),
        pg_ctl = bin.join("pg_ctl").display(),
        data = data.display(),
        dir = dir.display(),
    );
    Command::new("setsid")
        .args(["sh", "-c", &script])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map(|_| ())
        .map_err(|e| format!("watchdog: {e}"))
}
