#![allow(clippy::unwrap_used, clippy::expect_used)]
//! In-process cost of one built-in advisor reply (`cargo bench -p finance-llm --bench reply`).

use chrono::NaiveDate;
use criterion::{Criterion, criterion_group, criterion_main};
use finance_domain::FinancialProfile;
use finance_llm::{AdvisorContext, BuiltinAdvisor};
use rust_decimal_macros::dec;

const MESSAGES: [&str; 6] = [
    "I'm 34, earn $85,000 a year and have 20k in savings",
    "How much tax would I pay on 120k?",
    "Am I on track for retirement?",
    "actually it's 78k, not 85",
    "Should I lease or buy a car?",
    "hi",
];

fn bench(c: &mut Criterion) {
    let advisor = BuiltinAdvisor::new();
    let profile = FinancialProfile {
        annual_income: Some(dec!(85000)),
        age: Some(34),
        monthly_expenses: Some(dec!(4000)),
        super_balance: Some(dec!(60000)),
        ..FinancialProfile::default()
    };
    let today = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
    for (i, m) in MESSAGES.iter().enumerate() {
        let ctx = AdvisorContext {
            profile: profile.clone(),
            goals: Vec::new(),
            history: Vec::new(),
            message: (*m).to_string(),
            today,
        };
        c.bench_function(&format!("builtin_reply/{i}"), |b| {
            b.iter(|| advisor.reply(std::hint::black_box(&ctx)))
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
