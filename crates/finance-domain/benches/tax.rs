#![allow(clippy::unwrap_used, clippy::expect_used)]
//! One full US calculation (federal + California + FICA) and one Australian calculation.
//! Run: `cargo bench -p finance-domain --bench tax`; figures in docs/benchmarks.md.
//!
//! Each is measured twice: criterion's wall clock, and the thread's CPU time (`…/cpu`), because the
//! project's 2-core machine is shared and wall time there includes waiting for a core.

use std::hint::black_box;

use chrono::NaiveDate;
use cpu_time::ThreadTime;
use criterion::{Criterion, criterion_group, criterion_main};
use finance_domain::tax::{FilingStatus, TaxRequest, calculate};
use finance_domain::{Country, MaritalStatus, Region};
use rust_decimal_macros::dec;

fn tax(c: &mut Criterion) {
    let today = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
    let us = TaxRequest {
        country: Country::Us,
        tax_year: Some("2026".into()),
        income: dec!(85_000),
        state: Some(Region::UsCa),
        filing_status: Some(FilingStatus::MarriedFilingJointly),
        dependents: 2,
        ..TaxRequest::default()
    };
    let au = TaxRequest {
        country: Country::Australia,
        tax_year: Some("2025-26".into()),
        income: dec!(85_000),
        marital_status: Some(MaritalStatus::Married),
        household_income: Some(dec!(140_000)),
        dependents: 1,
        private_hospital_cover: Some(false),
        ..TaxRequest::default()
    };
    // The household fields: a 66-year-old US couple deferring into a 401(k); an Australian with a
    // study loan and salary sacrifice, and a 67-year-old with the seniors offset.
    let us_full = TaxRequest {
        age: Some(66),
        pre_tax_retirement: Some(dec!(6_000)),
        ..us.clone()
    };
    let au_full = TaxRequest {
        help_debt: Some(dec!(30_000)),
        salary_sacrifice: Some(dec!(10_000)),
        ..au.clone()
    };
    let au_senior = TaxRequest {
        age: Some(67),
        income: dec!(40_000),
        ..au.clone()
    };
    for req in [&us, &au, &us_full, &au_full, &au_senior] {
        calculate(req, today).unwrap();
    }
    c.bench_function("tax/us_federal_state_fica", |b| {
        b.iter(|| calculate(black_box(&us), black_box(today)))
    });
    c.bench_function("tax/australia", |b| {
        b.iter(|| calculate(black_box(&au), black_box(today)))
    });
    for (name, req) in [
        ("tax/us_federal_state_fica/cpu", &us),
        ("tax/australia/cpu", &au),
        ("tax/us_deferral_65_plus/cpu", &us_full),
        ("tax/australia_help_sacrifice/cpu", &au_full),
        ("tax/australia_sapto/cpu", &au_senior),
    ] {
        c.bench_function(name, |b| {
            b.iter_custom(|iters| {
                let start = ThreadTime::now();
                for _ in 0..iters {
                    black_box(calculate(black_box(req), black_box(today)).unwrap());
                }
                start.elapsed()
            })
        });
    }
}

criterion_group!(benches, tax);
criterion_main!(benches);
