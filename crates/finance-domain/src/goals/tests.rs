//! Worked examples for each kind: the figures checked by hand (the sums in each comment).

use chrono::{DateTime, NaiveDate, TimeZone, Utc};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::*;
use crate::profile::FinancialProfile;
use crate::retirement::plan::{PlanInput, PlanOverrides, plan};

fn d(y: i32, m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, day).unwrap()
}

fn today() -> NaiveDate {
    d(2026, 11, 26)
}

fn at(date: NaiveDate) -> DateTime<Utc> {
    Utc.from_utc_datetime(&date.and_hms_opt(0, 0, 0).unwrap())
}

fn make(new: NewGoal, p: &FinancialProfile, created: NaiveDate) -> Goal {
    validate::create(
        &new,
        p,
        created.pred_opt().unwrap(),
        "g".into(),
        at(created),
    )
    .unwrap()
}

#[test]
fn savings_house_deposit() {
    // $40,000 by 31 Dec 2029 with $10,000 saved, at the default 7%: 37 months, and
    // C = (40,000 − 10,000 × 1.005833…^37) × 0.005833… / (1.005833…^37 − 1) = $670.48 (rounded up).
    // Take-home $72,000 less $5,000 expenses leaves $1,000 a month: with growth, 27 months to get
    // there (26 Feb 2029), before the date.
    let p = FinancialProfile {
        take_home: Some(dec!(72000)),
        monthly_expenses: Some(dec!(5000)),
        ..FinancialProfile::default()
    };
    let g = make(
        NewGoal {
            title: Some("House deposit".into()),
            target_amount: Some(dec!(40000)),
            target_date: Some(d(2029, 12, 31)),
            current_amount: Some(dec!(10000)),
            ..NewGoal::of(GoalKind::Savings)
        },
        &p,
        today(),
    );
    let r = progress(&g, &p, today());
    assert_eq!(r.current_amount, Some(dec!(10000)));
    assert_eq!(r.target_amount, Some(dec!(40000)));
    assert_eq!(r.progress, dec!(0.25));
    assert_eq!(r.required_monthly, Some(dec!(670.48)));
    assert_eq!(
        r.pace,
        Some(Pace {
            monthly: dec!(1000),
            basis: PaceBasis::Surplus
        })
    );
    assert_eq!(r.projected_date, Some(d(2029, 2, 26)));
    assert_eq!(r.on_track, Some(true));
    assert_eq!(r.status, GoalStatus::Active);
    // What if only $500 a month? 40,000 from 10,000 at 7% takes 47 months: 26 Oct 2030, too late.
    let w = progress_with(&g, &p, today(), Some(dec!(500)));
    assert_eq!(w.pace.unwrap().basis, PaceBasis::WhatIf);
    assert_eq!(w.projected_date, Some(d(2030, 10, 26)));
    assert_eq!(w.on_track, Some(false));
    assert_eq!(
        w.required_monthly, r.required_monthly,
        "the need is the same"
    );
    // Reaching the target achieves it.
    let done = Goal {
        current_amount: Some(dec!(40000)),
        ..g
    };
    let r = progress(&done, &p, today());
    assert_eq!((r.progress, r.status), (Decimal::ONE, GoalStatus::Achieved));
    assert_eq!(
        (r.required_monthly, r.on_track),
        (Some(Decimal::ZERO), Some(true))
    );
}

#[test]
fn emergency_fund_of_six_months() {
    // 6 months (the profile's default) × $4,000 = $24,000; $6,000 held: progress 0.25. By 26 Nov
    // 2027 (12 months): (24,000 − 6,000 × 1.005833…^12) × 0.005833… / (1.005833…^12 − 1) =
    // $1,417.49. At the $1,000 a month the profile leaves, 17 months: 26 Apr 2028, late.
    let p = FinancialProfile {
        monthly_expenses: Some(dec!(4000)),
        take_home: Some(dec!(60000)),
        emergency_fund_current: Some(dec!(6000)),
        ..FinancialProfile::default()
    };
    let g = make(
        NewGoal {
            target_date: Some(d(2027, 11, 26)),
            ..NewGoal::of(GoalKind::EmergencyFund)
        },
        &p,
        today(),
    );
    assert_eq!(g.start_amount, dec!(6000));
    let r = progress(&g, &p, today());
    assert_eq!(r.target_months, Some(dec!(6)));
    assert_eq!(r.target_amount, Some(dec!(24000)));
    assert_eq!(r.progress, dec!(0.25));
    assert_eq!(r.required_monthly, Some(dec!(1417.49)));
    assert_eq!(r.projected_date, Some(d(2028, 4, 26)));
    assert_eq!(r.on_track, Some(false));
    // The target follows the expenses and the profile's months.
    let dearer = FinancialProfile {
        monthly_expenses: Some(dec!(5000)),
        emergency_fund_months: Some(dec!(3)),
        ..p.clone()
    };
    assert_eq!(
        progress(&g, &dearer, today()).target_amount,
        Some(dec!(15000))
    );
    // Without expenses there is no target yet.
    let r = progress(&g, &FinancialProfile::default(), today());
    assert_eq!(
        (r.target_amount, r.progress, r.on_track),
        (None, Decimal::ZERO, None)
    );
}

#[test]
fn debt_payoff_by_june() {
    // Set on 26 Jul 2026 owing $10,000; owing $6,000 now: progress 4,000 / 10,000 = 0.4. Seven
    // calendar months to 30 Jun 2027: 6,000 / 7 = $857.142… → $857.15 (no interest assumed). Paid
    // $1,000 a month since it was set (4,000 over 4 months): 6 more months, 26 May 2027, on track.
    let then = FinancialProfile {
        debts: Some(dec!(10000)),
        ..FinancialProfile::default()
    };
    let g = make(
        NewGoal {
            title: Some("Credit card".into()),
            target_date: Some(d(2027, 6, 30)),
            ..NewGoal::of(GoalKind::DebtPayoff)
        },
        &then,
        d(2026, 7, 26),
    );
    assert_eq!(g.start_amount, dec!(10000));
    let now = FinancialProfile {
        debts: Some(dec!(6000)),
        ..FinancialProfile::default()
    };
    let r = progress(&g, &now, today());
    assert_eq!(r.target_amount, Some(Decimal::ZERO));
    assert_eq!(r.current_amount, Some(dec!(6000)));
    assert_eq!(r.progress, dec!(0.4));
    assert_eq!(r.required_monthly, Some(dec!(857.15)));
    assert_eq!(
        r.pace,
        Some(Pace {
            monthly: dec!(1000),
            basis: PaceBasis::SinceSet
        })
    );
    assert_eq!(r.projected_date, Some(d(2027, 5, 26)));
    assert_eq!(r.on_track, Some(true));
    let cleared = FinancialProfile::default();
    assert_eq!(progress(&g, &cleared, today()).status, GoalStatus::Achieved);
}

#[test]
fn net_worth_that_growth_alone_reaches() {
    // $100,000 savings + $150,000 super = $250,000 net worth, half of $500,000. In 120 months at 7%
    // it grows to 250,000 × 1.005833…^120 = $502,415 on its own: nothing more is needed, on track.
    let p = FinancialProfile {
        current_savings: Some(dec!(100000)),
        super_balance: Some(dec!(150000)),
        ..FinancialProfile::default()
    };
    let g = make(
        NewGoal {
            target_amount: Some(dec!(500000)),
            target_date: Some(d(2036, 11, 26)),
            ..NewGoal::of(GoalKind::NetWorth)
        },
        &p,
        today(),
    );
    let r = progress(&g, &p, today());
    assert_eq!(r.current_amount, Some(dec!(250000)));
    assert_eq!(r.progress, dec!(0.5));
    assert_eq!(r.required_monthly, Some(Decimal::ZERO));
    assert_eq!(r.pace, None, "no take-home, no pace");
    assert_eq!(r.projected_date, None);
    assert_eq!(r.on_track, Some(true));
    // A negative net worth is no progress, and its deficit is part of what is needed.
    let owing = FinancialProfile {
        debts: Some(dec!(10000)),
        ..FinancialProfile::default()
    };
    let r = progress(&g, &owing, today());
    assert_eq!(r.progress, Decimal::ZERO);
    assert!(r.required_monthly.unwrap() > dec!(2000));
}

fn retiree() -> FinancialProfile {
    // One working year left; returns equal to inflation and no volatility, so the plan is exact
    // and its odds are 0 or 1: $100,000 super plus 12% of $100,000 less 15% tax = $110,200 at 65,
    // drawn over the two years to the horizon of 67.
    FinancialProfile {
        age: Some(64),
        retirement_age: Some(65),
        horizon_age: Some(67),
        annual_income: Some(dec!(100000)),
        super_balance: Some(dec!(100000)),
        expected_return_rate: Some(dec!(0.025)),
        inflation_rate: Some(dec!(0.025)),
        return_volatility: Some(Decimal::ZERO),
        ..FinancialProfile::default()
    }
}

#[test]
fn retirement_spending_read_through_the_plan() {
    let p = retiree();
    let sustainable = plan(
        &PlanInput::from_profile(&p, &PlanOverrides::default()).unwrap(),
        today(),
    )
    .unwrap()
    .sustainable_monthly_spending
    .unwrap()
        * dec!(12);
    // 110,200 over two years is $55,100 a year.
    assert!(
        (sustainable - dec!(55100)).abs() <= dec!(12),
        "{sustainable}"
    );
    let modest = make(
        NewGoal {
            target_amount: Some(dec!(50000)),
            ..NewGoal::of(GoalKind::Retirement)
        },
        &p,
        today(),
    );
    assert_eq!(modest.start_amount, sustainable);
    let r = progress(&modest, &p, today());
    assert_eq!(r.current_amount, Some(sustainable));
    assert_eq!(r.progress, Decimal::ONE);
    assert_eq!(r.success_probability, Some(Decimal::ONE));
    assert_eq!(
        (r.on_track, r.required_monthly),
        (Some(true), Some(Decimal::ZERO))
    );
    assert_eq!(r.status, GoalStatus::Active, "retirement goals stay active");
    assert_eq!(r.projected_date, None);
    // $60,000 a year needs $120,000 at 65: $9,800 more in the one working year, $816.67 a month;
    // the search stops within 0.5% above it.
    let wanted = Goal {
        target_amount: Some(dec!(60000)),
        ..modest
    };
    let r = progress(&wanted, &p, today());
    assert_eq!(r.success_probability, Some(Decimal::ZERO));
    assert_eq!(r.on_track, Some(false));
    let need = r.required_monthly.unwrap();
    assert!(need >= dec!(816) && need <= dec!(822), "{need}");
    assert_eq!(
        r.progress,
        (sustainable / dec!(60000))
            .round_dp_with_strategy(4, rust_decimal::RoundingStrategy::ToZero)
    );
    // No age, no plan: nothing is known yet.
    let r = progress(&wanted, &FinancialProfile::default(), today());
    assert_eq!(
        (r.current_amount, r.on_track, r.progress),
        (None, None, Decimal::ZERO)
    );
}

#[test]
fn a_passed_date_is_not_on_track_and_needs_no_monthly_figure() {
    let p = FinancialProfile::default();
    let mut g = make(
        NewGoal {
            target_amount: Some(dec!(1000)),
            target_date: Some(d(2027, 1, 1)),
            ..NewGoal::of(GoalKind::Savings)
        },
        &p,
        today(),
    );
    g.target_date = Some(d(2026, 11, 1));
    let r = progress(&g, &p, today());
    assert_eq!((r.required_monthly, r.on_track), (None, Some(false)));
    // Within the month: all of it now.
    g.target_date = Some(d(2026, 12, 10));
    assert_eq!(progress(&g, &p, today()).required_monthly, Some(dec!(1000)));
}
