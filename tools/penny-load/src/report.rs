//! Latency histograms (from the scheduled start) and status counts, as text and JSON.

use std::collections::BTreeMap;
use std::time::Duration;

use hdrhistogram::Histogram;
use serde_json::{Value, json};

use crate::mix::{Failure, Mix, Op};

pub struct Outcome {
    pub op: Op,
    /// False during the warm-up.
    pub measured: bool,
    pub status: Result<u16, Failure>,
    /// From the scheduled start to the end of the response.
    pub latency: Duration,
    /// From the moment the request was actually sent.
    pub service: Duration,
}

pub struct Report {
    mix: String,
    rate: u32,
    duration: u64,
    users: usize,
    seed: u64,
    pub dispatch_lag: Duration,
    all: Histogram<u64>,
    service: Histogram<u64>,
    per_op: BTreeMap<Op, Histogram<u64>>,
    statuses: BTreeMap<(Op, String), u64>,
}

/// 1 µs to 10 min at 3 significant digits.
fn histogram() -> anyhow::Result<Histogram<u64>> {
    Histogram::new_with_bounds(1, 600_000_000, 3).map_err(|e| anyhow::anyhow!("histogram: {e:?}"))
}

fn micros(d: Duration) -> u64 {
    u64::try_from(d.as_micros()).unwrap_or(u64::MAX).max(1)
}

fn ms(h: &Histogram<u64>, q: f64) -> f64 {
    h.value_at_quantile(q) as f64 / 1000.0
}

impl Report {
    pub fn new(
        mix: &Mix,
        rate: u32,
        duration: u64,
        users: usize,
        seed: u64,
    ) -> anyhow::Result<Report> {
        let mut per_op = BTreeMap::new();
        for op in Op::ALL {
            per_op.insert(op, histogram()?);
        }
        Ok(Report {
            mix: mix.describe(),
            rate,
            duration,
            users,
            seed,
            dispatch_lag: Duration::ZERO,
            all: histogram()?,
            service: histogram()?,
            per_op,
            statuses: BTreeMap::new(),
        })
    }

    pub fn add(&mut self, o: &Outcome) {
        if !o.measured {
            return;
        }
        let key = match o.status {
            Ok(s) => s.to_string(),
            Err(f) => format!("{f:?}").to_lowercase(),
        };
        *self.statuses.entry((o.op, key)).or_default() += 1;
        self.all.saturating_record(micros(o.latency));
        if o.status.is_ok() {
            self.service.saturating_record(micros(o.service));
        }
        if let Some(h) = self.per_op.get_mut(&o.op) {
            h.saturating_record(micros(o.latency));
        }
    }

    /// Anything but a 2xx, except the chat rate limit's 429, which is intended.
    pub fn unexpected(&self) -> u64 {
        self.statuses
            .iter()
            .filter(|((op, s), _)| !(s.starts_with('2') || (*op == Op::Chat && s == "429")))
            .map(|(_, n)| n)
            .sum()
    }

    fn ok_count(&self) -> u64 {
        self.statuses
            .iter()
            .filter(|((_, s), _)| s.starts_with('2'))
            .map(|(_, n)| n)
            .sum()
    }

    pub fn text(&self) -> String {
        let total = self.all.len();
        let secs = self.duration as f64;
        let mut out = format!(
            "penny-load: open loop, {} req/s scheduled for {} s, {} users, mix {}, seed {}\n\
             completed {} requests ({:.1} req/s, {:.1} 2xx/s); unexpected statuses/errors: {}\n\
             latency from scheduled start: p50 {:.2} ms, p99 {:.2} ms, p99.9 {:.2} ms, max {:.2} ms\n\
             service time (from send):     p50 {:.2} ms, p99 {:.2} ms, p99.9 {:.2} ms\n",
            self.rate,
            self.duration,
            self.users,
            self.mix,
            self.seed,
            total,
            total as f64 / secs,
            self.ok_count() as f64 / secs,
            self.unexpected(),
            ms(&self.all, 0.5),
            ms(&self.all, 0.99),
            ms(&self.all, 0.999),
            self.all.max() as f64 / 1000.0,
            ms(&self.service, 0.5),
            ms(&self.service, 0.99),
            ms(&self.service, 0.999),
        );
        for (op, h) in self.per_op.iter().filter(|(_, h)| !h.is_empty()) {
            let statuses: Vec<String> = self
                .statuses
                .iter()
                .filter(|((o, _), _)| o == op)
                .map(|((_, s), n)| format!("{s}: {n}"))
                .collect();
            out.push_str(&format!(
                "  {:<14} {:>7} req  p50 {:>8.2} ms  p99 {:>8.2} ms  p99.9 {:>8.2} ms  [{}]\n",
                op.name(),
                h.len(),
                ms(h, 0.5),
                ms(h, 0.99),
                ms(h, 0.999),
                statuses.join(", ")
            ));
        }
        if self.dispatch_lag > Duration::from_millis(50) {
            out.push_str(&format!(
                "warning: the generator itself fell {:.0} ms behind its schedule\n",
                self.dispatch_lag.as_secs_f64() * 1000.0
            ));
        }
        out
    }

    pub fn json(&self) -> Value {
        let per_op: BTreeMap<&str, Value> = self
            .per_op
            .iter()
            .filter(|(_, h)| !h.is_empty())
            .map(|(op, h)| {
                let statuses: BTreeMap<String, u64> = self
                    .statuses
                    .iter()
                    .filter(|((o, _), _)| o == op)
                    .map(|((_, s), n)| (s.clone(), *n))
                    .collect();
                (
                    op.name(),
                    json!({"count": h.len(), "p50Ms": ms(h, 0.5), "p99Ms": ms(h, 0.99),
                           "p999Ms": ms(h, 0.999), "statuses": statuses}),
                )
            })
            .collect();
        json!({
            "rate": self.rate, "durationS": self.duration, "users": self.users, "mix": self.mix,
            "seed": self.seed, "completed": self.all.len(),
            "requestsPerSecond": self.all.len() as f64 / self.duration as f64,
            "okPerSecond": self.ok_count() as f64 / self.duration as f64,
            "unexpected": self.unexpected(),
            "p50Ms": ms(&self.all, 0.5), "p99Ms": ms(&self.all, 0.99),
            "p999Ms": ms(&self.all, 0.999), "maxMs": self.all.max() as f64 / 1000.0,
            "serviceP50Ms": ms(&self.service, 0.5), "serviceP99Ms": ms(&self.service, 0.99),
            "dispatchLagMs": self.dispatch_lag.as_secs_f64() * 1000.0,
            "perOp": per_op,
        })
    }
}
