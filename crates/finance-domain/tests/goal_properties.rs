#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Properties of the goal figures over random goals and profiles: more saved never lowers progress,
//! and a later target date never raises the monthly amount needed.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use finance_domain::FinancialProfile;
use finance_domain::goals::{Goal, GoalKind, TrackedDebt, progress};
use proptest::prelude::*;
use rust_decimal::Decimal;

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 26).unwrap()
}

fn money(max_dollars: i64) -> impl Strategy<Value = Decimal> {
    (0..=max_dollars * 100).prop_map(|c| Decimal::new(c, 2))
}

fn rate() -> impl Strategy<Value = Option<Decimal>> {
    prop::option::of((0i64..=2_000).prop_map(|r| Decimal::new(r, 4)))
}

/// The money kinds (retirement is read through the plan and has no target date).
fn kind() -> impl Strategy<Value = GoalKind> {
    prop::sample::select(vec![
        GoalKind::Savings,
        GoalKind::EmergencyFund,
        GoalKind::DebtPayoff,
        GoalKind::NetWorth,
    ])
}

prop_compose! {
    fn goal()(
        kind in kind(),
        target in money(2_000_000),
        start in money(2_000_000),
        saved in money(2_000_000),
        months in prop::option::of((1i64..=600).prop_map(|m| Decimal::new(m, 1))),
        // Dates within the 100 years a goal may look ahead, even once moved later below.
        days_ahead in prop::option::of(1i64..=33_000),
        age_days in 0i64..=2_000,
    ) -> Goal {
        let created: DateTime<Utc> = DateTime::from_timestamp(1_795_000_000, 0).unwrap()
            - Duration::days(age_days);
        Goal {
            id: "g".into(),
            kind,
            title: "Goal".into(),
            target_amount: match kind {
                GoalKind::EmergencyFund => None,
                GoalKind::DebtPayoff => Some(target / Decimal::TEN),
                _ => Some(target.max(Decimal::ONE)),
            },
            target_date: days_ahead.map(|d| today() + Duration::days(d)),
            target_months: (kind == GoalKind::EmergencyFund).then_some(months).flatten(),
            field: (kind == GoalKind::DebtPayoff).then_some(TrackedDebt::Debts),
            start_amount: start,
            current_amount: (kind == GoalKind::Savings).then_some(saved),
            created_at: created,
            updated_at: created,
        }
    }
}

prop_compose! {
    fn profile()(
        savings in money(1_000_000),
        debts in money(1_000_000),
        fund in money(200_000),
        expenses in prop::option::of(money(20_000)),
        take_home in prop::option::of(money(500_000)),
        expected_return_rate in rate(),
    ) -> FinancialProfile {
        FinancialProfile {
            current_savings: Some(savings),
            debts: Some(debts),
            emergency_fund_current: Some(fund),
            monthly_expenses: expenses,
            take_home,
            expected_return_rate,
            ..FinancialProfile::default()
        }
    }
}

/// `amount` more towards the goal: saved, held, or paid off the debt.
fn with_more(goal: &Goal, p: &FinancialProfile, amount: Decimal) -> (Goal, FinancialProfile) {
    let mut g = goal.clone();
    let mut q = p.clone();
    match goal.kind {
        GoalKind::Savings => g.current_amount = g.current_amount.map(|c| c + amount),
        GoalKind::EmergencyFund => {
            q.emergency_fund_current = q.emergency_fund_current.map(|f| f + amount)
        }
        GoalKind::DebtPayoff => q.debts = q.debts.map(|d| (d - amount).max(Decimal::ZERO)),
        GoalKind::NetWorth => q.current_savings = q.current_savings.map(|s| s + amount),
        GoalKind::Retirement => {}
    }
    (g, q)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn more_saved_never_lowers_progress(g in goal(), p in profile(), more in money(500_000)) {
        let before = progress(&g, &p, today());
        let (g2, p2) = with_more(&g, &p, more);
        let after = progress(&g2, &p2, today());
        prop_assert!(after.progress >= before.progress, "{} then {}", before.progress, after.progress);
        prop_assert!(after.progress >= Decimal::ZERO && after.progress <= Decimal::ONE);
    }

    #[test]
    fn a_later_date_never_raises_the_monthly_amount(
        g in goal(),
        p in profile(),
        later in 1i64..=3_000,
    ) {
        prop_assume!(g.target_date.is_some());
        let sooner = progress(&g, &p, today()).required_monthly;
        let moved = Goal {
            target_date: g.target_date.map(|d| d + Duration::days(later)),
            ..g.clone()
        };
        let after = progress(&moved, &p, today()).required_monthly;
        if let (Some(a), Some(b)) = (sooner, after) {
            prop_assert!(b <= a, "{a} by the earlier date, {b} by the later");
        }
        // A date further out never loses the figure.
        prop_assert!(sooner.is_none() || after.is_some());
    }
}
