#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The JSON shapes the API and the web app rely on (spec section 3: Projection row, Outlook,
//! Recommendation, Topic), checked on the serialised output of the public functions.

use std::collections::BTreeSet;

use chrono::NaiveDate;
use finance_domain::profile::{Country, FinancialProfile};
use finance_domain::{recommendations, retirement, suggestions, topics};
use rust_decimal_macros::dec;
use serde_json::Value;

fn keys(v: &Value) -> BTreeSet<&str> {
    v.as_object().unwrap().keys().map(String::as_str).collect()
}

fn set<'a>(k: &[&'a str]) -> BTreeSet<&'a str> {
    k.iter().copied().collect()
}

fn profile(country: Country) -> FinancialProfile {
    FinancialProfile {
        country,
        age: Some(30),
        retirement_age: Some(67),
        annual_income: Some(dec!(85000)),
        ..FinancialProfile::default()
    }
}

#[test]
fn projection_rows_and_outlook_have_the_spec_fields() {
    let today = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
    let plan = retirement::project(&profile(Country::Us), today).unwrap();
    let json = serde_json::to_value(&plan).unwrap();
    assert_eq!(keys(&json), set(&["rows", "outlook"]));
    let rows = json["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 38);
    for row in rows {
        assert_eq!(
            keys(row),
            set(&["age", "year", "savings", "contributions", "totalValue"])
        );
        assert!(row["age"].is_u64() && row["year"].is_i64());
        // Money is a decimal string, like every other money figure the API returns.
        assert!(row["totalValue"].as_str().unwrap().parse::<f64>().is_ok());
    }
    assert_eq!(
        keys(&json["outlook"]),
        set(&[
            "finalValue",
            "sustainableIncome",
            "annualExpenses",
            "isComfortable",
            "shortfall",
            "surplus",
            "replacementRatio",
        ])
    );
    assert_eq!(rows[37]["age"], 67);
    assert_eq!(rows[37]["year"], 2063);
    // 85,000 × 0.15 = 12,750 a year for 37 years.
    assert_eq!(rows[37]["contributions"], "471750.00");
}

#[test]
fn recommendations_have_the_spec_fields_plus_the_update_target() {
    for country in [Country::Australia, Country::Us] {
        let json =
            serde_json::to_value(recommendations::recommendations(&profile(country))).unwrap();
        let recs = json.as_array().unwrap();
        assert_eq!(recs.len(), 3);
        for r in recs {
            assert_eq!(
                keys(r),
                set(&[
                    "id",
                    "title",
                    "description",
                    "impact",
                    "icon",
                    "priority",
                    "field",
                    "suggestedValue",
                ])
            );
            assert!(["high", "medium", "low"].contains(&r["impact"].as_str().unwrap()));
            let field = r["field"].as_str().unwrap();
            assert!(
                finance_domain::ProfileField::from_name(field).is_some(),
                "{field}"
            );
        }
    }
}

#[test]
fn suggestions_are_country_aware() {
    let au = suggestions::suggestions(&profile(Country::Australia), &[], 0);
    let us = suggestions::suggestions(&profile(Country::Us), &[], 0);
    assert!(au.iter().any(|s| s.contains("super")));
    assert!(us.iter().all(|s| !s.contains("super")));
    assert!(us.iter().any(|s| s.contains("401(k)")));
}

#[test]
fn topics_json_file_matches_the_spec_shape() {
    let raw =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/topics.json")).unwrap();
    let json: Value = serde_json::from_str(&raw).unwrap();
    let list = json.as_array().unwrap();
    assert_eq!(list.len(), topics::all().len());
    for t in list {
        assert_eq!(
            keys(t),
            set(&[
                "id",
                "title",
                "description",
                "category",
                "complexity",
                "icon",
                "content"
            ])
        );
        let mut content = set(&[
            "overview",
            "considerations",
            "australiaSpecific",
            "recommendation",
        ]);
        if t["id"] != "concessional-super-contributions" {
            content.insert("usSpecific");
        }
        assert_eq!(keys(&t["content"]), content);
        assert!(
            ["beginner", "intermediate", "advanced"].contains(&t["complexity"].as_str().unwrap())
        );
    }
}
