#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Reading a goal's figures: a savings goal (the savings calculator twice), and a retirement goal on
//! track (the plan and one 2,000-path Monte Carlo run) and off track (plus the search for the monthly
//! amount). `GET /api/goals` does this for each goal. Run: `cargo bench -p finance-domain --bench
//! goals`; figures in docs/benchmarks.md. The `/cpu` rows time the thread's CPU clock, because the
//! shared 2-core machine's wall clock includes waiting for a core.

use std::hint::black_box;

use chrono::{NaiveDate, TimeZone, Utc};
use cpu_time::ThreadTime;
use criterion::{Criterion, criterion_group, criterion_main};
use finance_domain::FinancialProfile;
use finance_domain::goals::{Goal, GoalKind, NewGoal, progress, validate};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

fn profile() -> FinancialProfile {
    FinancialProfile {
        age: Some(38),
        annual_income: Some(dec!(95000)),
        take_home: Some(dec!(72000)),
        monthly_expenses: Some(dec!(4000)),
        super_balance: Some(dec!(120000)),
        current_savings: Some(dec!(20000)),
        ..FinancialProfile::default()
    }
}

fn goal(p: &FinancialProfile, today: NaiveDate, new: NewGoal) -> Goal {
    let now = Utc.with_ymd_and_hms(2026, 11, 26, 0, 0, 0).unwrap();
    validate::create(&new, p, today, "g".into(), now).unwrap()
}

fn benches(c: &mut Criterion) {
    let today = NaiveDate::from_ymd_opt(2026, 11, 26).unwrap();
    let p = profile();
    let house = goal(
        &p,
        today,
        NewGoal {
            target_amount: Some(dec!(40000)),
            target_date: NaiveDate::from_ymd_opt(2029, 12, 31),
            current_amount: Some(dec!(10000)),
            ..NewGoal::of(GoalKind::Savings)
        },
    );
    let retire = |spending: Decimal| {
        goal(
            &p,
            today,
            NewGoal {
                target_amount: Some(spending),
                ..NewGoal::of(GoalKind::Retirement)
            },
        )
    };
    // The plan sustains about $66,000 a year: $40,000 is on track, $90,000 needs the search.
    let cases = [
        ("savings", house, 1_000),
        ("retirement_on_track", retire(dec!(40000)), 10),
        ("retirement_off_track", retire(dec!(90000)), 10),
    ];
    let mut group = c.benchmark_group("goal_progress");
    for (name, g, samples) in cases {
        group.sample_size(samples.clamp(10, 100));
        group.bench_function(format!("{name}/cpu"), |b| {
            b.iter_custom(|iters| {
                let start = ThreadTime::now();
                for _ in 0..iters {
                    black_box(progress(black_box(&g), black_box(&p), today));
                }
                start.elapsed()
            })
        });
    }
    group.finish();
}

criterion_group!(goals, benches);
criterion_main!(goals);
