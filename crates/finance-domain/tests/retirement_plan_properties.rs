#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Properties of the retirement plan and its Monte Carlo run over random inputs: more savings never
//! runs out sooner; lower spending never lowers the success probability; volatility 0 is exactly
//! the deterministic plan; the same seed gives the same bands.

use chrono::NaiveDate;
use finance_domain::profile::Country;
use finance_domain::retirement::monte_carlo;
use finance_domain::retirement::plan::{PlanInput, Planner};
use proptest::prelude::*;
use rust_decimal::Decimal;

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
}

fn dollars(max: i64) -> impl Strategy<Value = Decimal> {
    (0..=max).prop_map(Decimal::from)
}

fn rate(lo: i64, hi: i64) -> impl Strategy<Value = Decimal> {
    (lo..=hi).prop_map(|bp| Decimal::new(bp, 4))
}

prop_compose! {
    fn input()(
        us in any::<bool>(),
        age in 20u32..80,
        retire_after in 0u32..30,
        horizon in 85u32..=100,
        partnered in any::<bool>(),
        homeowner in any::<bool>(),
        income in dollars(300_000),
        retirement_balance in dollars(2_000_000),
        savings in dollars(1_000_000),
        spending in dollars(15_000),
        expected_return in rate(0, 1_200),
        inflation in rate(0, 600),
        volatility in rate(0, 3_000),
        sacrifice in dollars(20_000),
        deferral in dollars(40_000),
        matched in rate(0, 1_000),
        voluntary in dollars(20_000),
        claim_age in proptest::option::of(62u32..=70),
    ) -> PlanInput {
        PlanInput {
            country: if us { Country::Us } else { Country::Australia },
            age,
            retirement_age: (age + retire_after).min(100),
            horizon_age: horizon.max(age + 1),
            partnered,
            spouse_age: None,
            homeowner,
            annual_income: income,
            retirement_balance,
            savings,
            monthly_spending: spending,
            expected_return,
            inflation,
            volatility,
            salary_sacrifice: sacrifice,
            pre_tax_deferral: deferral,
            employer_match: matched,
            voluntary_contributions: voluntary,
            claim_age,
        }
    }
}

/// Age the money lasts to, with "lasts past the horizon" as the largest.
fn lasts(input: &PlanInput) -> u32 {
    let r = Planner::new(input, today()).unwrap().plan();
    r.money_lasts_to_age.unwrap_or(u32::MAX)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn more_savings_never_runs_out_sooner(i in input(), extra in dollars(500_000), into_super in any::<bool>()) {
        let mut more = i.clone();
        if into_super {
            more.retirement_balance += extra;
        } else {
            more.savings += extra;
        }
        prop_assert!(lasts(&more) >= lasts(&i));
    }

    #[test]
    fn sustainable_spending_lasts_and_a_dollar_more_does_not(i in input()) {
        let r = Planner::new(&i, today()).unwrap().plan();
        if let Some(s) = r.sustainable_monthly_spending {
            let at = PlanInput { monthly_spending: s, ..i.clone() };
            prop_assert_eq!(lasts(&at), u32::MAX);
            let above = PlanInput { monthly_spending: s + Decimal::ONE, ..i };
            prop_assert!(lasts(&above) < u32::MAX);
        } else {
            prop_assert!(i.retirement_age >= i.horizon_age);
        }
    }

    #[test]
    fn volatility_zero_is_the_deterministic_plan(i in input(), seed in any::<u64>()) {
        let i = PlanInput { volatility: Decimal::ZERO, ..i };
        let planner = Planner::new(&i, today()).unwrap();
        let plan = planner.plan();
        let mc = monte_carlo::run(&planner, 25, seed).unwrap();
        let line: Vec<Decimal> = plan.rows.iter().map(|r| r.balance_today).collect();
        prop_assert_eq!(&mc.bands.p10, &line);
        prop_assert_eq!(&mc.bands.p50, &line);
        prop_assert_eq!(&mc.bands.p90, &line);
        let ages: Vec<u32> = plan.rows.iter().map(|r| r.age).collect();
        prop_assert_eq!(&mc.bands.ages, &ages);
        let expected = if plan.money_lasts_to_age.is_none() { Decimal::ONE } else { Decimal::ZERO };
        prop_assert_eq!(mc.success_probability, expected);
    }
}

proptest! {
    // Each case runs two Monte Carlo simulations.
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn lower_spending_never_lowers_the_success_probability(i in input(), cut in dollars(5_000), seed in any::<u64>()) {
        let lower = PlanInput { monthly_spending: (i.monthly_spending - cut).max(Decimal::ZERO), ..i.clone() };
        let p = monte_carlo::run(&Planner::new(&i, today()).unwrap(), 200, seed).unwrap();
        let q = monte_carlo::run(&Planner::new(&lower, today()).unwrap(), 200, seed).unwrap();
        prop_assert!(q.success_probability >= p.success_probability);
    }

    #[test]
    fn the_same_seed_gives_the_same_bands(i in input(), seed in any::<u64>()) {
        let planner = Planner::new(&i, today()).unwrap();
        let a = monte_carlo::run(&planner, 100, seed).unwrap();
        let b = monte_carlo::run(&Planner::new(&i, today()).unwrap(), 100, seed).unwrap();
        prop_assert_eq!(a, b);
    }
}

#[test]
fn a_different_seed_gives_different_markets() {
    let i = PlanInput {
        country: Country::Australia,
        age: 38,
        retirement_age: 65,
        horizon_age: 95,
        partnered: false,
        spouse_age: None,
        homeowner: true,
        annual_income: Decimal::from(95_000),
        retirement_balance: Decimal::from(120_000),
        savings: Decimal::from(20_000),
        monthly_spending: Decimal::from(4_000),
        expected_return: Decimal::new(7, 2),
        inflation: Decimal::new(25, 3),
        volatility: Decimal::new(10, 2),
        salary_sacrifice: Decimal::ZERO,
        pre_tax_deferral: Decimal::ZERO,
        employer_match: Decimal::ZERO,
        voluntary_contributions: Decimal::ZERO,
        claim_age: None,
    };
    let planner = Planner::new(&i, today()).unwrap();
    let a = monte_carlo::run(&planner, 500, 1).unwrap();
    let b = monte_carlo::run(&planner, 500, 2).unwrap();
    assert_ne!(a.bands.p50, b.bands.p50);
    // Volatility spreads the outcomes: p10 below the median below p90 at retirement.
    let t = 65 - 38;
    assert!(a.bands.p10[t] < a.bands.p50[t] && a.bands.p50[t] < a.bands.p90[t]);
    assert!(a.success_probability > Decimal::ZERO && a.success_probability < Decimal::ONE);
}
