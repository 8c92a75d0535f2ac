//! `penny plan`: the retirement plan of `GET /api/financial-profile/plan` from named inputs (the
//! flags, or one JSON object a line with `--batch`) instead of a saved profile. The inputs are the
//! profile fields the plan reads (`PlanInput::PROFILE_FIELDS`, by their JSON names, read with the
//! profile's own bounds) and the API's what-ifs, `paths` and `seed`; the answer is the API's own
//! [`PlanView`], so money is numeric strings here as there.

use std::collections::HashMap;

use finance_domain::clock::Today;
use finance_domain::retirement::monte_carlo::Odds;
use finance_domain::retirement::plan::{PlanInput, PlanOverrides, PlanView};
use finance_domain::validation::apply_raw_changes;
use finance_domain::{DomainError, FinancialProfile};
use serde_json::{Map, Value};

/// One input `penny plan` takes: its JSON name and a line of help.
#[derive(Debug, Clone)]
pub struct Input {
    pub name: &'static str,
    pub help: String,
}

/// Every input by name: the profile fields, then the what-ifs that are not also profile fields
/// (`retirementAge` and `horizonAge` are both, and mean the same either way), then `paths` and
/// `seed`.
pub fn inputs() -> Vec<Input> {
    let profile = PlanInput::PROFILE_FIELDS.map(|f| Input {
        name: f.name(),
        help: f.description().trim().to_string(),
    });
    let what_ifs = PlanOverrides::NAMES
        .into_iter()
        .filter(|(name, _)| !is_profile_field(name))
        .map(|(name, field)| Input {
            name,
            help: format!(
                "What-if, read with the bounds of {}: {}",
                field.name(),
                field.description().trim()
            ),
        });
    let odds = [
        Input {
            name: "paths",
            help: "Monte Carlo paths, 1-20000 (default 2000)".to_string(),
        },
        Input {
            name: "seed",
            help: "Seed of the random returns: the same seed gives the same odds and bands (default 1)"
                .to_string(),
        },
    ];
    profile.into_iter().chain(what_ifs).chain(odds).collect()
}

fn is_profile_field(name: &str) -> bool {
    PlanInput::PROFILE_FIELDS.iter().any(|f| f.name() == name)
}

/// The plan from named raw values (numbers and words as text), with "today" read in the person's
/// own zone from their country and state, as the API reads it. An error names the input.
pub fn plan(given: &[(&str, String)], today: Today) -> Result<PlanView, DomainError> {
    let mut changes = Vec::new();
    let mut what_ifs = HashMap::new();
    for (name, value) in given {
        if let Some(field) = PlanInput::PROFILE_FIELDS
            .into_iter()
            .find(|f| f.name() == *name)
        {
            changes.push((field, Some(value.clone())));
        } else if PlanOverrides::NAMES.iter().any(|(n, _)| n == name) || Odds::NAMES.contains(name)
        {
            what_ifs.insert(*name, value.clone());
        } else {
            return Err(DomainError::invalid(*name, "is not a plan input"));
        }
    }
    let mut profile = FinancialProfile::default();
    apply_raw_changes(&mut profile, &changes)?;
    if profile.age.is_none() {
        return Err(DomainError::invalid("age", "is required for a plan"));
    }
    let raw = |name: &str| what_ifs.get(name).cloned();
    let overrides = PlanOverrides::read(raw)?;
    let odds = Odds::read(raw)?;
    let input = PlanInput::from_profile(&profile, &overrides)?;
    PlanView::compute(&input, today.date_for(profile.country, profile.state), odds)
}

/// A JSON value as the raw text an input is read from; `None` for null (the input is not given).
fn text(name: &str, value: &Value) -> Result<Option<String>, DomainError> {
    match value {
        Value::Null => Ok(None),
        Value::Bool(b) => Ok(Some(b.to_string())),
        Value::Number(n) => Ok(Some(n.to_string())),
        Value::String(s) => Ok(Some(s.clone())),
        Value::Array(_) | Value::Object(_) => Err(DomainError::invalid(
            name,
            "must be a number, a numeric string or a word",
        )),
    }
}

fn plan_of_line(line: &Map<String, Value>, today: Today) -> Result<PlanView, DomainError> {
    let mut given = Vec::with_capacity(line.len());
    for (name, value) in line {
        if let Some(t) = text(name, value)? {
            given.push((name.as_str(), t));
        }
    }
    plan(&given, today)
}

/// Answers one line: the plan view, or `{"error": …}` naming the input or the JSON fault.
pub fn answer(line: &[u8], out: &mut Vec<u8>, today: Today) {
    crate::line::answer(
        line,
        out,
        |map: &Map<String, Value>| plan_of_line(map, today),
        |view, out| crate::line::write_json(out, view),
    );
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use chrono::NaiveDate;
    use finance_domain::retirement::plan::{PlanInput, Planner};
    use finance_domain::{Country, MaritalStatus};
    use rust_decimal_macros::dec;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 25).unwrap()
    }

    fn run_batch(input: &str) -> Vec<Value> {
        crate::runner::answers(input, 2, 64, |l, o| answer(l, o, Today::Fixed(today())))
    }

    /// A line is the saved profile the API would read plus its query: the same view comes out.
    #[test]
    fn a_line_is_the_api_plan_of_the_same_profile_and_what_ifs() {
        let line = r#"{"country":"australia","state":"WA","age":38,"annualIncome":95000,"superBalance":"120000","currentSavings":20000,"propertyValue":600000,"maritalStatus":"de facto","spouseAge":40,"monthlyExpenses":4000,"retirementAge":63,"monthlySpending":4500,"volatility":"0.12","paths":300,"seed":7}"#;
        let out = run_batch(line);
        let profile = FinancialProfile {
            country: Country::Australia,
            state: Some(finance_domain::Region::AuWa),
            age: Some(38),
            annual_income: Some(dec!(95000)),
            super_balance: Some(dec!(120000)),
            current_savings: Some(dec!(20000)),
            property_value: Some(dec!(600000)),
            marital_status: Some(MaritalStatus::DeFacto),
            spouse_age: Some(40),
            monthly_expenses: Some(dec!(4000)),
            retirement_age: Some(63),
            ..FinancialProfile::default()
        };
        let o = PlanOverrides {
            monthly_spending: Some(dec!(4500)),
            volatility: Some(dec!(0.12)),
            ..PlanOverrides::default()
        };
        let input = PlanInput::from_profile(&profile, &o).unwrap();
        let view = PlanView::compute(
            &input,
            today(),
            Odds {
                paths: 300,
                seed: 7,
            },
        )
        .unwrap();
        assert_eq!(out, [serde_json::to_value(&view).unwrap()]);
        assert_eq!(out[0]["retirementAge"], 63);
        assert_eq!(out[0]["monthlySpending"], "4500");
        // The planner alone gives the same rows.
        let plan = Planner::new(&input, today()).unwrap().plan();
        assert_eq!(
            out[0]["rows"][0]["balance"],
            plan.rows[0].balance.normalize().to_string()
        );
    }

    #[test]
    fn bad_lines_get_errors_naming_the_input_in_order() {
        let good = r#"{"country":"us","age":45,"annualIncome":120000,"superBalance":300000,"monthlyExpenses":5000,"paths":50}"#;
        let input = [
            good,
            "not json",
            "[1,2]",
            "",
            r#"{"country":"us","annualIncome":1}"#,
            r#"{"country":"us","age":45,"supperBalance":1}"#,
            r#"{"country":"us","age":45,"claimAge":61}"#,
            r#"{"country":"us","age":45,"paths":0}"#,
            r#"{"country":"us","age":45,"seed":-1}"#,
            r#"{"country":"us","age":45,"state":"NSW"}"#,
            r#"{"country":"us","age":45,"annualIncome":[1]}"#,
            r#"{"country":"us","age":45,"takeHome":1}"#,
            r#"{"country":"australia","age":130}"#,
            good,
        ]
        .join("\n");
        let out = run_batch(&input);
        assert_eq!(out.len(), 14);
        let error = |i: usize| out[i]["error"].as_str().unwrap().to_string();
        assert!(out[0]["rows"].is_array());
        assert!(error(1).starts_with("invalid JSON"));
        assert!(error(2).starts_with("a line must be a JSON object"));
        assert_eq!(error(3), "empty line");
        assert_eq!(error(4), "age: is required for a plan");
        assert_eq!(error(5), "supperBalance: is not a plan input");
        assert!(error(6).starts_with("claimAge:"), "{}", error(6));
        assert!(error(7).starts_with("paths:"));
        assert!(error(8).starts_with("seed:"));
        assert!(error(9).starts_with("state:"));
        assert!(error(10).starts_with("annualIncome:"));
        assert_eq!(error(11), "takeHome: is not a plan input");
        assert!(error(12).starts_with("age:"));
        assert_eq!(out[13], out[0]);
    }

    #[test]
    fn every_input_is_read() {
        let names: Vec<&str> = inputs().iter().map(|i| i.name).collect();
        for (name, _) in PlanOverrides::NAMES {
            assert!(names.contains(&name), "{name}");
        }
        for name in Odds::NAMES {
            assert!(names.contains(&name), "{name}");
        }
        let mut unique = names.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), names.len());
    }
}
