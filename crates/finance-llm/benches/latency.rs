#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Per-message latency of the built-in advisor over both corpora (the 312 statements and questions of
//! `messages.jsonl` and the 600 everyday questions of `questions.jsonl`, which go through the router
//! and the calculators), as percentiles: `cargo bench -p finance-llm --bench latency`. Each message
//! is answered `ROUNDS` times with its own starting profile; every single reply is timed.

use std::time::{Duration, Instant};

use chrono::NaiveDate;
use finance_domain::FinancialProfile;
use finance_llm::{AdvisorContext, BuiltinAdvisor};

const ROUNDS: usize = 200;

fn main() {
    let corpus = include_str!("../tests/corpus/messages.jsonl");
    let questions = include_str!("../tests/corpus/questions.jsonl");
    let contexts: Vec<AdvisorContext> = corpus
        .lines()
        .chain(questions.lines())
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            let profile: FinancialProfile = v
                .get("p")
                .map(|p| serde_json::from_value(p.clone()).unwrap())
                .unwrap_or_default();
            AdvisorContext {
                profile,
                goals: Vec::new(),
                history: Vec::new(),
                message: v["m"].as_str().unwrap().to_string(),
                today: NaiveDate::from_ymd_opt(2026, 11, 21).unwrap(),
            }
        })
        .collect();
    let advisor = BuiltinAdvisor::new();
    // Warm-up: lazy tables (places, topics, tax parameters) are built on first use.
    for ctx in &contexts {
        std::hint::black_box(advisor.reply(ctx));
    }
    let mut samples: Vec<Duration> = Vec::with_capacity(contexts.len() * ROUNDS);
    let mut per_message: Vec<Vec<Duration>> = vec![Vec::with_capacity(ROUNDS); contexts.len()];
    for _ in 0..ROUNDS {
        for (i, ctx) in contexts.iter().enumerate() {
            let start = Instant::now();
            std::hint::black_box(advisor.reply(std::hint::black_box(ctx)));
            let took = start.elapsed();
            samples.push(took);
            per_message[i].push(took);
        }
    }
    // The slowest messages by their own median, to see where the tail comes from.
    let mut medians: Vec<(Duration, &str)> = per_message
        .iter_mut()
        .zip(&contexts)
        .map(|(d, c)| {
            d.sort();
            (d[d.len() / 2], c.message.as_str())
        })
        .collect();
    medians.sort();
    for (d, m) in medians.iter().rev().take(5) {
        println!("  slowest median {d:?}: {m:?}");
    }
    samples.sort();
    let pct = |p: f64| samples[((samples.len() as f64 - 1.0) * p).round() as usize];
    println!(
        "built-in advisor reply over {} corpus messages x {ROUNDS}: p50 {:?}  p90 {:?}  p99 {:?}  max {:?}",
        contexts.len(),
        pct(0.50),
        pct(0.90),
        pct(0.99),
        samples[samples.len() - 1]
    );
}
