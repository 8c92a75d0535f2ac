#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Properties of the retirement projection, suggestions and recommendations over random profiles.

use chrono::NaiveDate;
use finance_domain::profile::{Country, FinancialProfile};
use finance_domain::recommendations::{MAX_RECOMMENDATIONS, recommendations};
use finance_domain::retirement::{project, years_to_retirement};
use finance_domain::suggestions::{MAX_SUGGESTIONS, suggestions};
use proptest::prelude::*;
use rust_decimal::{Decimal, RoundingStrategy};
use rust_decimal_macros::dec;

fn money() -> impl Strategy<Value = Option<Decimal>> {
    prop_oneof![
        Just(None),
        // Everyday amounts in cents, and anything up to the validation bound of $1e12.
        (0i64..=500_000_000).prop_map(|c| Some(Decimal::new(c, 2))),
        (0i64..=100_000_000_000_000).prop_map(|c| Some(Decimal::new(c, 2))),
    ]
}

fn rate() -> impl Strategy<Value = Option<Decimal>> {
    prop_oneof![
        Just(None),
        (0i64..=10_000).prop_map(|r| Some(Decimal::new(r, 4)))
    ]
}

prop_compose! {
    fn profile()(
        us in any::<bool>(),
        age in prop::option::of(0u32..=120),
        retirement_age in prop::option::of(1u32..=100),
        (annual_income, take_home, monthly_expenses) in (money(), money(), money()),
        (current_savings, super_balance) in (money(), money()),
        (emergency_fund, emergency_fund_current) in (money(), money()),
        emergency_fund_months in prop::option::of((0i64..=600).prop_map(|m| Decimal::new(m, 1))),
        expected_return_rate in rate(),
        retirement_withdrawal_rate in rate(),
    ) -> FinancialProfile {
        FinancialProfile {
            country: if us { Country::Us } else { Country::Australia },
            age,
            retirement_age,
            annual_income,
            take_home,
            monthly_expenses,
            current_savings,
            super_balance,
            emergency_fund,
            emergency_fund_current,
            emergency_fund_months,
            expected_return_rate,
            retirement_withdrawal_rate,
            ..FinancialProfile::default()
        }
    }
}

fn cents(v: Decimal) -> Decimal {
    v.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
}

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 21).unwrap()
}

proptest! {
    #[test]
    fn projection_exists_exactly_when_retirement_is_ahead(p in profile()) {
        let plan = project(&p, today());
        let expected = p.age.is_some_and(|a| p.retirement_age_or_default() > a);
        prop_assert_eq!(plan.is_some(), expected);
    }

    #[test]
    fn one_row_per_year_from_age_to_retirement_age(p in profile()) {
        if let Some(plan) = project(&p, today()) {
            let age = p.age.unwrap();
            let retire = p.retirement_age_or_default();
            prop_assert_eq!(plan.rows.len() as u32, years_to_retirement(age, retire) + 1);
            prop_assert_eq!(plan.rows[0].age, age);
            prop_assert_eq!(plan.rows.last().unwrap().age, retire);
            for (i, row) in plan.rows.iter().enumerate() {
                prop_assert_eq!(row.year, 2026 + i as i32);
                prop_assert_eq!(row.age, age + i as u32);
            }
        }
    }

    #[test]
    fn balances_never_fall_with_a_non_negative_return(p in profile()) {
        if let Some(plan) = project(&p, today()) {
            for w in plan.rows.windows(2) {
                prop_assert!(w[1].total_value >= w[0].total_value);
                prop_assert!(w[1].contributions >= w[0].contributions);
                prop_assert!(w[1].total_value >= w[1].savings + w[1].contributions);
            }
        }
    }

    #[test]
    fn projection_follows_the_spec_formula_in_plain_decimal(p in profile()) {
        if let Some(plan) = project(&p, today()) {
            let rate = if p.country == Country::Us { dec!(0.15) } else { dec!(0.115) };
            let contribution = cents(p.annual_income_or_zero().saturating_mul(rate));
            let growth = Decimal::ONE + p.expected_return_rate_or_default();
            let mut balance =
                cents(p.super_balance.unwrap_or_default() + p.current_savings_or_zero());
            prop_assert_eq!(plan.rows[0].total_value, balance);
            // Past 1e20 dollars a Decimal product no longer fits 28 digits and gets rounded, while
            // the projection stays exact in integer cents; only compare where Decimal is exact.
            for row in &plan.rows[1..] {
                if balance > dec!(1e20) {
                    break;
                }
                balance = cents(balance.saturating_mul(growth).saturating_add(contribution));
                prop_assert_eq!(row.total_value, balance);
            }
        }
    }

    #[test]
    fn outlook_is_consistent(p in profile()) {
        if let Some(plan) = project(&p, today()) {
            let o = plan.outlook;
            prop_assert_eq!(o.final_value, plan.rows.last().unwrap().total_value);
            prop_assert!(o.shortfall >= Decimal::ZERO && o.surplus >= Decimal::ZERO);
            prop_assert!(o.shortfall.is_zero() || o.surplus.is_zero());
            prop_assert_eq!(o.is_comfortable, o.sustainable_income >= o.annual_expenses);
            prop_assert_eq!(o.sustainable_income - o.annual_expenses, o.surplus - o.shortfall);
        }
    }

    #[test]
    fn suggestions_are_few_distinct_and_deterministic(
        p in profile(),
        msgs in prop::collection::vec("[a-z0-9 ]{0,30}", 0..6),
        count in 0usize..10,
    ) {
        let refs: Vec<&str> = msgs.iter().map(String::as_str).collect();
        let s = suggestions(&p, &refs, count);
        prop_assert!(s.len() <= MAX_SUGGESTIONS);
        for (i, a) in s.iter().enumerate() {
            prop_assert!(!s[i + 1..].contains(a));
            prop_assert!(a.ends_with('?'));
        }
        prop_assert_eq!(s, suggestions(&p, &refs, count));
    }

    #[test]
    fn recommendations_are_few_and_sorted(p in profile()) {
        let r = recommendations(&p);
        prop_assert!(r.len() <= MAX_RECOMMENDATIONS);
        prop_assert!(r.windows(2).all(|w| w[0].priority < w[1].priority));
        for rec in &r {
            prop_assert!(rec.description.contains('$'));
            prop_assert!(rec.suggested_value.is_none_or(|v| v >= Decimal::ZERO));
        }
    }
}
