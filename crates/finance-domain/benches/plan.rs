#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The retirement plan: a deterministic plan with its sustainable-spending solve (target < 20 µs)
//! and 10,000 Monte Carlo paths from 38 to 95 (target < 25 ms on one core). Run: `cargo bench -p
//! finance-domain --bench plan`; figures in docs/benchmarks.md. The `/cpu` rows time the thread's
//! CPU clock, because the shared 2-core machine's wall clock includes waiting for a core.

use std::hint::black_box;

use chrono::NaiveDate;
use cpu_time::ThreadTime;
use criterion::{Criterion, criterion_group, criterion_main};
use finance_domain::profile::Country;
use finance_domain::retirement::monte_carlo;
use finance_domain::retirement::plan::{PlanInput, Planner};
use rust_decimal_macros::dec;

fn input(country: Country) -> PlanInput {
    PlanInput {
        country,
        age: 38,
        retirement_age: 65,
        horizon_age: 95,
        partnered: false,
        spouse_age: None,
        homeowner: true,
        annual_income: dec!(95_000),
        retirement_balance: dec!(120_000),
        savings: dec!(20_000),
        monthly_spending: dec!(4_000),
        expected_return: dec!(0.07),
        inflation: dec!(0.025),
        volatility: dec!(0.10),
        salary_sacrifice: dec!(0),
        pre_tax_deferral: dec!(10_000),
        employer_match: dec!(0.04),
        voluntary_contributions: dec!(0),
        claim_age: None,
    }
}

fn benches(c: &mut Criterion) {
    let today = NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
    for (name, country) in [("au", Country::Australia), ("us", Country::Us)] {
        let i = input(country);
        let prepared = Planner::new(&i, today).unwrap();
        c.bench_function(&format!("plan_deterministic_{name}"), |b| {
            b.iter(|| {
                Planner::new(black_box(&i), black_box(today))
                    .unwrap()
                    .plan()
            })
        });
        c.bench_function(&format!("plan_deterministic_{name}/cpu"), |b| {
            b.iter_custom(|iters| {
                let start = ThreadTime::now();
                for _ in 0..iters {
                    black_box(
                        Planner::new(black_box(&i), black_box(today))
                            .unwrap()
                            .plan(),
                    );
                }
                start.elapsed()
            })
        });
        c.bench_function(&format!("plan_prepare_only_{name}/cpu"), |b| {
            b.iter_custom(|iters| {
                let start = ThreadTime::now();
                for _ in 0..iters {
                    black_box(Planner::new(black_box(&i), black_box(today)).unwrap());
                }
                start.elapsed()
            })
        });
        c.bench_function(&format!("plan_rows_and_solve_only_{name}/cpu"), |b| {
            b.iter_custom(|iters| {
                let start = ThreadTime::now();
                for _ in 0..iters {
                    black_box(black_box(&prepared).plan());
                }
                start.elapsed()
            })
        });
    }
    let planner = Planner::new(&input(Country::Australia), today).unwrap();
    let mut group = c.benchmark_group("monte_carlo");
    group.sample_size(20);
    group.bench_function("paths_10000_to_95_au", |b| {
        b.iter(|| monte_carlo::run(black_box(&planner), 10_000, black_box(42)).unwrap())
    });
    group.bench_function("paths_10000_to_95_au/cpu", |b| {
        b.iter_custom(|iters| {
            let start = ThreadTime::now();
            for _ in 0..iters {
                black_box(monte_carlo::run(black_box(&planner), 10_000, black_box(42)).unwrap());
            }
            start.elapsed()
        })
    });
    group.finish();
}

criterion_group!(plan, benches);
criterion_main!(plan);
