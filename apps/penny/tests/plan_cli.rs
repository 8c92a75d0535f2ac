#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `penny plan` run as the real binary: flags and `--batch` give the domain planner's plan (the
//! API's view of it), bad lines get `{"error"}` in their place, and a seed fixes the odds.

use std::process::Output;

use chrono::NaiveDate;
use finance_domain::retirement::monte_carlo::Odds;
use finance_domain::retirement::plan::{PlanInput, PlanOverrides, PlanView, Planner};
use finance_domain::{Country, FinancialProfile, MaritalStatus, Region};
use rust_decimal::Decimal;
use serde_json::Value;

mod common;

const TODAY: &str = "2026-11-25";

fn today() -> NaiveDate {
    TODAY.parse().unwrap()
}

fn penny(args: &[&str], stdin: &str) -> Output {
    let mut all = vec!["plan", "--today", TODAY];
    all.extend_from_slice(args);
    common::penny(&all, stdin)
}

fn lines(out: &Output) -> Vec<Value> {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn dollars(v: &str) -> Decimal {
    v.parse().unwrap()
}

#[test]
fn flags_give_the_domain_planners_plan() {
    let out = penny(
        &[
            "--country",
            "australia",
            "--state",
            "WA",
            "--age",
            "38",
            "--annual-income",
            "95000",
            "--super-balance",
            "120000",
            "--current-savings",
            "15000",
            "--property-value",
            "650000",
            "--marital-status",
            "married",
            "--spouse-age",
            "36",
            "--monthly-expenses",
            "4200",
            "--salary-sacrifice",
            "3000",
            "--retirement-age",
            "62",
            "--monthly-spending",
            "5000",
            "--extra-contribution",
            "2400",
            "--volatility",
            "0.12",
            "--paths",
            "400",
            "--seed",
            "9",
        ],
        "",
    );
    let got = lines(&out);
    assert_eq!(got.len(), 1);

    let profile = FinancialProfile {
        country: Country::Australia,
        state: Some(Region::AuWa),
        age: Some(38),
        annual_income: Some(dollars("95000")),
        super_balance: Some(dollars("120000")),
        current_savings: Some(dollars("15000")),
        property_value: Some(dollars("650000")),
        marital_status: Some(MaritalStatus::Married),
        spouse_age: Some(36),
        monthly_expenses: Some(dollars("4200")),
        salary_sacrifice: Some(dollars("3000")),
        retirement_age: Some(62),
        ..FinancialProfile::default()
    };
    let what_ifs = PlanOverrides {
        monthly_spending: Some(dollars("5000")),
        extra_contribution: Some(dollars("2400")),
        volatility: Some(dollars("0.12")),
        ..PlanOverrides::default()
    };
    let input = PlanInput::from_profile(&profile, &what_ifs).unwrap();
    let odds = Odds {
        paths: 400,
        seed: 9,
    };
    let expected = PlanView::compute(&input, today(), odds).unwrap();
    assert_eq!(got[0], serde_json::to_value(&expected).unwrap());

    // The figures are the deterministic planner's own, year by year.
    let plan = Planner::new(&input, today()).unwrap().plan();
    let rows = got[0]["rows"].as_array().unwrap();
    assert_eq!(rows.len(), plan.rows.len());
    for (row, want) in rows.iter().zip(&plan.rows) {
        assert_eq!(row["age"], want.age);
        assert_eq!(dollars(row["balance"].as_str().unwrap()), want.balance);
        assert_eq!(
            dollars(row["pensionIncome"].as_str().unwrap()),
            want.pension_income
        );
    }
    assert_eq!(
        got[0]["moneyLastsToAge"].as_u64(),
        plan.money_lasts_to_age.map(u64::from)
    );
    assert_eq!(
        got[0]["agePensionFortnightly"].as_str().map(dollars),
        plan.age_pension_fortnightly
    );
    assert_eq!(got[0]["retirementAge"], 62);
    assert_eq!(got[0]["monthlySpending"], "5000");
    assert_eq!(got[0]["voluntaryContributions"], "2400");
    assert_eq!(got[0]["paths"], 400);
}

#[test]
fn a_bad_flag_is_named_and_nothing_is_printed() {
    let out = penny(&["--country", "us", "--age", "40", "--claim-age", "61"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with("error: --claim-age: "), "{err}");
}

#[test]
fn a_batch_answers_every_line_in_order() {
    let us = r#"{"country":"us","state":"TX","age":45,"annualIncome":120000,"superBalance":"300000","preTaxRetirement":12000,"employerMatch":0.04,"monthlyExpenses":5500,"claimAge":70,"paths":100}"#;
    let au = r#"{"country":"australia","age":60,"superBalance":500000,"propertyValue":800000,"monthlyExpenses":4000,"retirementAge":60,"paths":100,"seed":3}"#;
    let input = [
        us,
        "{not json",
        r#"{"country":"us","age":45,"volatility":"2"}"#,
        "",
        au,
        r#"{"country":"us","age":45,"hecsDebt":1}"#,
        r#"{"country":"australia"}"#,
        us,
    ]
    .join("\n");
    let got = lines(&penny(&["--batch"], &input));
    assert_eq!(got.len(), 8);
    let error = |i: usize| got[i]["error"].as_str().unwrap_or("").to_string();
    assert_eq!(got[0]["claimAge"], 70);
    assert!(got[0]["socialSecurityMonthly"].is_string());
    assert!(got[0].get("error").is_none());
    assert!(error(1).starts_with("invalid JSON"), "{}", error(1));
    assert!(error(2).starts_with("volatility: "), "{}", error(2));
    assert_eq!(error(3), "empty line");
    assert!(got[4]["agePensionFortnightly"].is_string());
    assert_eq!(got[4]["seed"], 3);
    assert_eq!(error(5), "hecsDebt: is not a plan input");
    assert_eq!(error(6), "age: is required for a plan");
    assert_eq!(got[7], got[0]);

    // Each good line is the flags run of the same inputs.
    let flags = penny(
        &[
            "--country",
            "australia",
            "--age",
            "60",
            "--super-balance",
            "500000",
            "--property-value",
            "800000",
            "--monthly-expenses",
            "4000",
            "--retirement-age",
            "60",
            "--paths",
            "100",
            "--seed",
            "3",
        ],
        "",
    );
    assert_eq!(lines(&flags), [got[4].clone()]);
}

#[test]
fn the_same_seed_gives_the_same_plan_and_another_seed_other_odds() {
    let line = |seed: u64| {
        format!(
            r#"{{"country":"australia","age":50,"annualIncome":90000,"superBalance":250000,"monthlyExpenses":5000,"paths":500,"seed":{seed}}}"#
        )
    };
    let input = format!("{}\n{}\n{}\n", line(11), line(11), line(12));
    let first = penny(&["--batch"], &input);
    let again = penny(&["--batch", "--threads", "1"], &input);
    assert_eq!(first.stdout, again.stdout);
    let got = lines(&first);
    assert_eq!(got[0], got[1]);
    assert_eq!(got[0]["rows"], got[2]["rows"]);
    assert_ne!(got[0]["bands"], got[2]["bands"]);
}
