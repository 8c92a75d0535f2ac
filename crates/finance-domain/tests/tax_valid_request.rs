#![allow(clippy::unwrap_used)]
//! `calculate_valid` skips the check that `calculate` makes, trusting `ValidTaxRequest`. These
//! properties hold the two paths to the same answer over requests that are often bad (negative or
//! huge money, impossible ages, the other country's fields and states), so a `validated` that let
//! a bad request through would show here as a result or an engine error where `calculate` refuses.
//! That `TaxInput::to_request` (the batch's path) refuses the fields only `validate` checks is
//! `errors_name_the_field` in src/tax/input.rs.

use chrono::NaiveDate;
use finance_domain::tax::{TaxRequest, calculate, calculate_valid};
use finance_domain::{Country, Region};
use proptest::prelude::*;
use rust_decimal::Decimal;

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 21).unwrap()
}

/// Money in and out of range: negative, ordinary, and past the 1,000,000,000,000 limit.
fn any_money() -> impl Strategy<Value = Decimal> {
    prop_oneof![
        (-1_000_000i64..0).prop_map(|c| Decimal::new(c, 2)),
        (0i64..50_000_000).prop_map(|c| Decimal::new(c, 2)),
        Just(Decimal::from(1_000_000_000_001i64)),
    ]
}

fn any_request() -> impl Strategy<Value = TaxRequest> {
    let states: Vec<Region> = Region::US.into_iter().chain(Region::AUSTRALIA).collect();
    (
        (
            prop::sample::select(vec![Country::Australia, Country::Us]),
            any_money(),
            prop::option::of(prop::sample::select(states)),
            0u32..25,
            prop::option::of(any_money()),
        ),
        (
            prop::option::of(0u32..130),
            prop::option::of(0u32..130),
            prop::option::of(any_money()),
            prop::option::of(any_money()),
            prop::option::of(any_money()),
        ),
    )
        .prop_map(
            |((country, income, state, dependents, household), (age, spouse, help, sac, pre))| {
                TaxRequest {
                    country,
                    income,
                    state,
                    dependents,
                    household_income: household,
                    age,
                    spouse_age: spouse,
                    help_debt: help,
                    salary_sacrifice: sac,
                    pre_tax_retirement: pre,
                    ..TaxRequest::default()
                }
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn checked_once_gives_the_same_answer_as_checked_in_calculate(req in any_request()) {
        let once = req.clone().validated().and_then(|v| calculate_valid(&v, today()));
        match (calculate(&req, today()), once) {
            (Ok(a), Ok(b)) => prop_assert_eq!(a, b),
            (Err(a), Err(b)) => prop_assert_eq!(a.to_string(), b.to_string()),
            (a, b) => prop_assert!(false, "calculate {:?} but validated + calculate_valid {:?}", a, b),
        }
    }
}
