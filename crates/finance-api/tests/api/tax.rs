//! `POST /api/tax/calculate` with the household fields: study loan, salary sacrifice, pre-tax
//! deferral, ages, marital status, dependants and household income.

use finance_store::Backend;
use serde_json::{Value, json};

use crate::helpers::*;

/// A money string as a number (the API keeps the engine's scale: "4200.00").
fn n(v: &Value) -> f64 {
    v.as_str()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("not a money string: {v}"))
}

async fn household_fields_reach_the_engine(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("t@example.com").await;
    let calc = |body| {
        let app = &app;
        let user = &user;
        async move { app.send(user, "POST", "/api/tax/calculate", body).await }
    };

    // The question: $95,000 with a $30,000 HECS debt, 2025-26 → $4,200 repayment.
    let (s, r) = calc(
        json!({"country": "australia", "taxYear": "2025-26", "income": 95000, "helpDebt": "30000"}),
    )
    .await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(n(&r["helpRepayment"]), 4200.0);
    assert_eq!(n(&r["takeHome"]), 69612.0);
    assert!(r["takeHomePerPeriod"]["fortnightly"].is_string());
    // Salary sacrifice: taxable $85,000, same HELP repayment income.
    let (s, r) = calc(json!({"country": "australia", "taxYear": "2025-26", "income": 95000, "helpDebt": 30000, "salarySacrifice": 10000})).await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(n(&r["federalTax"]), 16288.0);
    assert_eq!(n(&r["takeHome"]), 62812.0);
    assert_eq!(n(&r["preTaxContributions"]), 10000.0);

    // Married now reaches the engine: the family Medicare levy threshold takes a low earner's levy
    // to 0 where a single person pays the reduced levy.
    let single = calc(json!({"country": "australia", "taxYear": "2024-25", "income": 30000}))
        .await
        .1;
    let married = calc(json!({"country": "australia", "taxYear": "2024-25", "income": 30000, "maritalStatus": "married", "householdIncome": 40000})).await.1;
    assert!(n(&single["ficaTax"]) > 0.0);
    assert_eq!(n(&married["ficaTax"]), 0.0);
    // And the family surcharge tiers: $120,000 single without cover pays 1.25%; in a family on
    // $150,000 with two dependants it pays none.
    let (_, single) = calc(json!({"country": "australia", "taxYear": "2025-26", "income": 120000, "privateHospitalCover": false})).await;
    let (_, family) = calc(json!({"country": "australia", "taxYear": "2025-26", "income": 120000, "privateHospitalCover": false, "maritalStatus": "married", "dependents": 2, "householdIncome": 150000})).await;
    assert!(n(&single["ficaTax"]) > n(&family["ficaTax"]));

    // Seniors offset at 67.
    let (_, r) =
        calc(json!({"country": "australia", "taxYear": "2025-26", "income": 40000, "age": 67}))
            .await;
    assert_eq!(n(&r["federalTax"]), 1318.13);

    // US: 401(k) deferral and the 65+ deductions; no helpRepayment key.
    let (s, r) = calc(json!({"country": "us", "taxYear": "2026", "filingStatus": "single", "income": 85000, "preTaxRetirement": 5100})).await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(n(&r["federalTax"]), 8748.0);
    assert_eq!(n(&r["takeHome"]), 64649.50);
    assert!(r.get("helpRepayment").is_none());
    let (_, r) = calc(json!({"country": "us", "taxYear": "2025", "filingStatus": "single", "income": 60000, "age": 67})).await;
    assert_eq!(n(&r["federalTax"]), 4111.50);

    for (body, field) in [
        (
            json!({"country": "us", "income": 95000, "helpDebt": 30000}),
            "helpDebt",
        ),
        (
            json!({"country": "us", "income": 95000, "salarySacrifice": 1}),
            "salarySacrifice",
        ),
        (
            json!({"country": "australia", "income": 95000, "preTaxRetirement": 1}),
            "preTaxRetirement",
        ),
        (
            json!({"country": "australia", "income": 95000, "spouseAge": 50}),
            "spouseAge",
        ),
        (
            json!({"country": "us", "taxYear": "2025", "income": 95000, "preTaxRetirement": 23501, "age": 40}),
            "preTaxRetirement",
        ),
        (
            json!({"country": "australia", "income": 95000, "salarySacrifice": 95001}),
            "salarySacrifice",
        ),
        (
            json!({"country": "australia", "income": 95000, "helpDebt": "lots"}),
            "helpDebt",
        ),
        (
            json!({"country": "australia", "income": 95000, "age": 121}),
            "age",
        ),
        (
            json!({"country": "australia", "income": 95000, "maritalStatus": "complicated"}),
            "maritalStatus",
        ),
        (
            json!({"country": "australia", "income": 95000, "householdIncome": -1}),
            "householdIncome",
        ),
    ] {
        let (s, m) = calc(body.clone()).await;
        assert_eq!(s, 400, "{body}: {m}");
        let msg = m["message"].as_str().unwrap_or_default();
        assert!(msg.contains(field), "{body}: {m} names {field}");
    }
}

crate::both_backends!(household_fields_reach_the_engine);
