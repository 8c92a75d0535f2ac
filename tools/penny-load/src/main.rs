//! `penny-load`: an open-loop load generator for Penny over loopback.
//!
//! Requests are issued on a fixed schedule (`--rate` per second) whatever the server does, and
//! each latency is measured from the request's *scheduled* start, so a stalled server shows up as
//! latency instead of silently slowing the client down (no coordinated omission, as in wrk2).
//! The mix is picked per request from `--mix`; every user has its own session.

mod mix;
mod report;
mod users;

use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, bail};
use clap::Parser;
use rand::{Rng, SeedableRng, rngs::StdRng};
use tokio::sync::Semaphore;
use tokio::time::Instant;

use crate::mix::Mix;
use crate::report::{Outcome, Report};

#[derive(Debug, Parser)]
#[command(version, about)]
struct Args {
    /// Base URL of the server; only loopback addresses are accepted. Repeat it for several
    /// processes sharing one database: requests go round-robin, with the same sessions everywhere.
    #[arg(long = "url", default_value = "http://127.0.0.1:8080")]
    urls: Vec<String>,
    /// Requests per second, spread evenly.
    #[arg(long, default_value_t = 200)]
    rate: u32,
    /// Seconds of measured load.
    #[arg(long, default_value_t = 60)]
    duration: u64,
    /// Seconds of unmeasured load first (connections, caches).
    #[arg(long, default_value_t = 3)]
    warmup: u64,
    /// Signed-in users sharing the load (each registers once; the server allows about 30
    /// registrations a minute per address).
    #[arg(long, default_value_t = 16)]
    users: usize,
    /// Weights of the request kinds: read (GET profile), projection, conversations (list),
    /// assume (POST assumptions), patch (PATCH profile), chat (POST /api/chat, built-in advisor).
    #[arg(
        long,
        default_value = "read=50,projection=10,conversations=5,assume=20,patch=5,chat=10"
    )]
    mix: String,
    /// Most requests in flight at once; later ones wait, and the wait counts as latency.
    #[arg(long, default_value_t = 1024)]
    max_in_flight: usize,
    /// Per-request timeout in seconds (a timeout counts as an error).
    #[arg(long, default_value_t = 10)]
    timeout: u64,
    /// Write the report as JSON here too.
    #[arg(long)]
    json: Option<std::path::PathBuf>,
    /// Random seed for the mix (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    for url in &args.urls {
        check_loopback(url)?;
    }
    if args.rate == 0 || args.duration == 0 || args.users == 0 {
        bail!("--rate, --duration and --users must be positive");
    }
    let mix = Mix::parse(&args.mix)?;
    let timeout = Duration::from_secs(args.timeout);
    let client = reqwest::Client::builder()
        .timeout(timeout)
        .tcp_nodelay(true)
        .pool_max_idle_per_host(args.max_in_flight)
        .build()
        .context("HTTP client")?;
    let bases: Vec<Arc<str>> = args
        .urls
        .iter()
        .map(|u| Arc::from(u.trim_end_matches('/')))
        .collect();
    let users = users::register_all(&client, &bases[0], args.users).await?;
    eprintln!("penny-load: {} users signed in", users.len());

    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    let mut rng = StdRng::seed_from_u64(seed);
    let interval = Duration::from_secs_f64(1.0 / f64::from(args.rate));
    let warmup_n = u64::from(args.rate) * args.warmup;
    let total = warmup_n + u64::from(args.rate) * args.duration;
    let permits = Arc::new(Semaphore::new(args.max_in_flight));
    let start = Instant::now() + Duration::from_millis(100);
    let give_up = start + interval * u32::try_from(total).unwrap_or(u32::MAX) + timeout * 2;
    let mut handles = Vec::with_capacity(usize::try_from(total).unwrap_or(0));
    for i in 0..total {
        let scheduled = start + interval.mul_f64(i as f64);
        tokio::time::sleep_until(scheduled).await;
        let op = mix.pick(&mut rng);
        let user = Arc::clone(&users[usize::try_from(i).unwrap_or(0) % users.len()]);
        let variant: u32 = rng.random();
        // Random, so every user's requests reach every process.
        let base = Arc::clone(&bases[rng.random_range(0..bases.len())]);
        let (client, permits) = (client.clone(), Arc::clone(&permits));
        let measured = i >= warmup_n;
        handles.push(tokio::spawn(async move {
            let outcome = tokio::time::timeout_at(give_up, async {
                let _permit = permits.acquire_owned().await.ok();
                let sent = Instant::now();
                let status = mix::send(&client, &base, &user, op, variant).await;
                (status, sent.elapsed())
            })
            .await;
            let (status, service) = outcome.unwrap_or((Err(mix::Failure::Timeout), Duration::ZERO));
            Outcome {
                op,
                measured,
                status,
                latency: scheduled.elapsed(),
                service,
            }
        }));
    }
    let dispatch_lag =
        Instant::now().saturating_duration_since(start + interval.mul_f64(total as f64));
    let mut report = Report::new(&mix, args.rate, args.duration, users.len(), seed)?;
    for h in handles {
        if let Ok(outcome) = h.await {
            report.add(&outcome);
        }
    }
    report.dispatch_lag = dispatch_lag;
    print!("{}", report.text());
    if let Some(path) = &args.json {
        std::fs::write(path, report.json().to_string()).context("writing the JSON report")?;
    }
    if report.unexpected() > 0 {
        std::process::exit(1);
    }
    Ok(())
}

/// The tool is for measuring our own server on this machine, never anybody else's.
fn check_loopback(url: &str) -> anyhow::Result<()> {
    let rest = url
        .strip_prefix("http://")
        .context("--url must be a plain http:// loopback URL")?;
    let host = rest.split(['/', ':']).next().unwrap_or("");
    if !matches!(host, "127.0.0.1" | "localhost" | "[") {
        bail!("--url must point at 127.0.0.1 or localhost, not {host}");
    }
    Ok(())
}
