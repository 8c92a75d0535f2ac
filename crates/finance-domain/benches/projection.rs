#![allow(clippy::unwrap_used, clippy::expect_used)]
//! A 40-year retirement projection with its outlook (target: under 5 µs), plus the dashboard's
//! recommendations and the chat's suggestions for scale.

use std::hint::black_box;

use chrono::NaiveDate;
use criterion::{Criterion, criterion_group, criterion_main};
use finance_domain::profile::{Country, FinancialProfile};
use finance_domain::{recommendations, retirement, suggestions};
use rust_decimal_macros::dec;

fn profile() -> FinancialProfile {
    FinancialProfile {
        country: Country::Australia,
        age: Some(25),
        retirement_age: Some(65),
        annual_income: Some(dec!(95000)),
        take_home: Some(dec!(73000)),
        monthly_expenses: Some(dec!(4200)),
        current_savings: Some(dec!(8000)),
        super_balance: Some(dec!(32000)),
        ..FinancialProfile::default()
    }
}

fn benches(c: &mut Criterion) {
    let p = profile();
    let today = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
    c.bench_function("projection_40_years", |b| {
        b.iter(|| retirement::project(black_box(&p), black_box(today)))
    });
    c.bench_function("recommendations", |b| {
        b.iter(|| recommendations::recommendations(black_box(&p)))
    });
    let msgs = ["How much tax do I pay?", "You pay ...", "And my super?"];
    c.bench_function("suggestions", |b| {
        b.iter(|| suggestions::suggestions(black_box(&p), black_box(&msgs), 3))
    });
}

criterion_group!(projection, benches);
criterion_main!(projection);
