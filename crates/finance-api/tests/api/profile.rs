//! The financial profile, its assumptions, country, projection, recommendations, suggestions, tax.

use finance_store::Backend;
use serde_json::{Value, json};

use crate::helpers::*;

async fn a_new_profile_has_the_spec_defaults(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("p@example.com").await;
    let (s, p) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(s, 200);
    assert_eq!(p["country"], "australia");
    assert_eq!(p["retirementAge"], "65");
    assert_eq!(p["emergencyFundMonths"], "6");
    assert_eq!(p["currentSavings"], "0");
    assert_eq!(p["expectedReturnRate"], "0.07");
    assert_eq!(p["retirementWithdrawalRate"], "0.04");
    for key in [
        "annualIncome",
        "householdIncome",
        "monthlyExpenses",
        "takeHome",
        "federalTax",
        "stateTax",
        "ficaTax",
        "propertyValue",
        "superBalance",
        "investmentAccounts",
        "emergencyFund",
        "emergencyFundCurrent",
        "mortgageBalance",
        "debts",
        "rentOrMortgage",
        "numberOfCars",
        "dependents",
        "age",
        "maritalStatus",
        "otherAssets",
        "state",
        "privateHospitalCover",
    ] {
        assert!(p.get(key).is_some(), "{key} is present");
    }
    // Every field of the domain's table is present, with the table's defaults.
    for field in finance_domain::ProfileField::ALL {
        assert!(p.get(field.name()).is_some(), "{} is present", field.name());
    }
    assert_eq!(p["inflationRate"], "0.025");
    assert_eq!(p["returnVolatility"], "0.1");
    assert_eq!(p["horizonAge"], "95");
    assert_eq!(p["helpDebt"], Value::Null);
}

async fn patch_updates_clears_and_recomputes_tax(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("q@example.com").await;
    let (s, p) = app
        .send(
            &user,
            "PATCH",
            "/api/financial-profile",
            json!({"annualIncome": 85000, "age": "34", "state": "NSW", "maritalStatus": "single",
                   "otherAssets": "a boat", "privateHospitalCover": true}),
        )
        .await;
    assert_eq!(s, 200, "{p}");
    assert_eq!(p["annualIncome"], "85000");
    assert_eq!(p["age"], "34");
    assert_eq!(p["state"], "NSW");
    assert_eq!(p["otherAssets"], "a boat");
    assert_eq!(p["privateHospitalCover"], true);
    // Every numeric field is a numeric string.
    assert!(p["takeHome"].is_string(), "tax recomputed from income: {p}");
    assert!(p["federalTax"].is_string());
    // The figures name the tax year in force now in New South Wales (the FY turns on 1 July there).
    let today = finance_domain::clock::tax_today(
        finance_domain::Country::Australia,
        finance_domain::Region::parse(finance_domain::Country::Australia, "NSW"),
        chrono::Utc::now(),
    );
    let fy = finance_domain::tax::year::au_start_year_on(today);
    assert_eq!(
        p["taxYear"],
        finance_domain::tax::year::au_label(fy).as_str()
    );
    let (_, again) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(again, p, "the response is what was saved");

    let (s, p) = app
        .send(
            &user,
            "PATCH",
            "/api/financial-profile",
            json!({"otherAssets": null, "age": null}),
        )
        .await;
    assert_eq!(s, 200);
    assert_eq!(p["otherAssets"], Value::Null);
    assert_eq!(p["age"], Value::Null);
    assert_eq!(p["annualIncome"], "85000", "untouched");
}

async fn bad_profile_input_is_400_naming_the_field(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("r@example.com").await;
    app.send(&user, "PATCH", "/api/financial-profile", json!({"age": 40}))
        .await;
    for (body, field) in [
        (json!({"age": 121}), "age"),
        (json!({"age": "forty"}), "age"),
        (json!({"annualIncome": -5}), "annualIncome"),
        (json!({"annualIncome": [1]}), "annualIncome"),
        (json!({"expectedReturnRate": 7}), "expectedReturnRate"),
        (json!({"country": "nz"}), "country"),
        (json!({"state": "XX"}), "state"),
        (json!({"shoeSize": 9}), "shoeSize"),
        (json!({"takeHome": 1}), "takeHome"),
        (json!({"maritalStatus": "complicated"}), "maritalStatus"),
    ] {
        let (s, m) = app
            .send(&user, "PATCH", "/api/financial-profile", body.clone())
            .await;
        assert_eq!(s, 400, "{body}");
        assert!(
            m["message"].as_str().unwrap().contains(field),
            "{m} names {field}"
        );
    }
    // All-or-nothing: a bad field alongside a good one changes nothing.
    let (s, _) = app
        .send(
            &user,
            "PATCH",
            "/api/financial-profile",
            json!({"age": 41, "retirementAge": 500}),
        )
        .await;
    assert_eq!(s, 400);
    let (_, p) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(p["age"], "40");
    // Not an object at all.
    let (s, m) = app
        .send(&user, "PATCH", "/api/financial-profile", json!([1, 2]))
        .await;
    assert_eq!(s, 400);
    assert!(m["message"].is_string());
}

async fn assumptions_take_only_the_seven_fields(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("s@example.com").await;
    app.send(
        &user,
        "PATCH",
        "/api/financial-profile",
        json!({"annualIncome": 70000}),
    )
    .await;
    let (s, p) = app
        .send(
            &user,
            "POST",
            "/api/financial-profile/assumptions",
            json!({"age": 30, "retirementAge": "67", "emergencyFundMonths": 4,
                   "currentSavings": "12000", "monthlyExpenses": 3000,
                   "expectedReturnRate": 0.065, "retirementWithdrawalRate": "0.035"}),
        )
        .await;
    assert_eq!(s, 200, "{p}");
    assert_eq!(p["age"], "30");
    assert_eq!(p["retirementAge"], "67");
    assert_eq!(p["emergencyFundMonths"], "4");
    assert_eq!(p["currentSavings"], "12000");
    assert_eq!(p["monthlyExpenses"], "3000");
    assert_eq!(p["expectedReturnRate"], "0.065");
    assert_eq!(p["retirementWithdrawalRate"], "0.035");
    assert_eq!(p["annualIncome"], "70000", "omitted fields untouched");

    let (s, p2) = app
        .send(
            &user,
            "POST",
            "/api/financial-profile/assumptions",
            json!({"age": 31}),
        )
        .await;
    assert_eq!(s, 200);
    assert_eq!(p2["age"], "31");
    assert_eq!(p2["retirementAge"], "67");

    for field in ["annualIncome", "country", "bogus"] {
        let (s, m) = app
            .send(
                &user,
                "POST",
                "/api/financial-profile/assumptions",
                json!({ field: 1 }),
            )
            .await;
        assert_eq!(s, 400);
        assert!(m["message"].as_str().unwrap().starts_with(field), "{m}");
    }
    let (s, m) = app
        .send(
            &user,
            "POST",
            "/api/financial-profile/assumptions",
            json!({"retirementWithdrawalRate": 4}),
        )
        .await;
    assert_eq!(s, 400);
    assert!(
        m["message"]
            .as_str()
            .unwrap()
            .contains("retirementWithdrawalRate")
    );
}

async fn country_switch_drops_the_other_countrys_state(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("t@example.com").await;
    app.send(
        &user,
        "PATCH",
        "/api/financial-profile",
        json!({"state": "VIC", "annualIncome": 100000}),
    )
    .await;
    let (s, p) = app
        .send(
            &user,
            "POST",
            "/api/financial-profile/country",
            json!({"country": "us"}),
        )
        .await;
    assert_eq!(s, 200);
    assert_eq!(p["country"], "us");
    assert_eq!(p["state"], Value::Null);
    for body in [
        json!({"country": "mars"}),
        json!({}),
        json!({"country": "us", "x": 1}),
        json!({"country": 1}),
    ] {
        let (s, m) = app
            .send(
                &user,
                "POST",
                "/api/financial-profile/country",
                body.clone(),
            )
            .await;
        assert_eq!(s, 400, "{body}");
        assert!(m["message"].is_string());
    }
}

async fn projection_recommendations_and_suggestions(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("u@example.com").await;
    let (s, body) = app.get(&user, "/api/financial-profile/projection").await;
    assert_eq!(s, 200);
    assert_eq!(
        body,
        json!({"projection": [], "outlook": null}),
        "no age yet"
    );

    app.send(
        &user,
        "PATCH",
        "/api/financial-profile",
        json!({"age": 60, "retirementAge": 63, "annualIncome": 100000, "monthlyExpenses": 4000}),
    )
    .await;
    let (_, body) = app.get(&user, "/api/financial-profile/projection").await;
    let rows = body["projection"].as_array().unwrap();
    assert_eq!(rows.len(), 4, "ages 60 to 63");
    assert_eq!(rows[0]["age"], 60);
    for key in ["year", "savings", "contributions", "totalValue"] {
        assert!(rows[3].get(key).is_some(), "{key}");
    }
    let outlook = &body["outlook"];
    assert_eq!(outlook["annualExpenses"], "48000");
    for key in [
        "finalValue",
        "sustainableIncome",
        "isComfortable",
        "shortfall",
        "surplus",
        "replacementRatio",
    ] {
        assert!(outlook.get(key).is_some(), "{key}");
    }

    let (s, recs) = app
        .get(&user, "/api/financial-profile/recommendations")
        .await;
    assert_eq!(s, 200);
    let recs = recs.as_array().unwrap();
    assert!(recs.len() <= 3);
    for r in recs {
        for key in ["id", "title", "description", "impact", "icon", "priority"] {
            assert!(r.get(key).is_some(), "{key}");
        }
    }

    let (s, sug) = app.get(&user, "/api/suggestions").await;
    assert_eq!(s, 200);
    assert_eq!(sug["isFirstMessage"], true);
    let list = sug["suggestions"].as_array().unwrap();
    assert!(!list.is_empty() && list.len() <= 3);
    let (_, chat) = app
        .chat(&user, "How much tax do I pay on my income?", None)
        .await;
    let id = chat["conversationId"].as_str().unwrap();
    let (s, sug) = app
        .get(&user, &format!("/api/suggestions?conversationId={id}"))
        .await;
    assert_eq!(s, 200);
    assert_eq!(sug["isFirstMessage"], false);
    assert!(sug["suggestions"].as_array().unwrap().len() <= 3);
    let (s, _) = app
        .get(
            &user,
            "/api/suggestions?conversationId=00000000-0000-0000-0000-000000000000",
        )
        .await;
    assert_eq!(s, 404);
}

async fn tax_calculation(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("v@example.com").await;
    let (s, r) = app
        .send(
            &user,
            "POST",
            "/api/tax/calculate",
            json!({"country": "us", "income": 100000, "state": "CA"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    for key in [
        "federalTax",
        "stateTax",
        "ficaTax",
        "takeHome",
        "taxYear",
        "breakdown",
        "marginalRate",
    ] {
        assert!(r.get(key).is_some(), "{key}");
    }
    assert!(r["takeHome"].is_string());
    let (s, r) = app
        .send(
            &user,
            "POST",
            "/api/tax/calculate",
            json!({"country": "australia", "income": "85000"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    for (body, field) in [
        (json!({"country": "nz", "income": 1}), "country"),
        (json!({"country": "us", "income": -1}), "income"),
        (json!({"country": "us", "income": "lots"}), "income"),
        (
            json!({"country": "us", "income": 1, "state": "NSW"}),
            "state",
        ),
        (
            json!({"country": "us", "income": 1, "filingStatus": "odd"}),
            "filingStatus",
        ),
        (
            json!({"country": "us", "income": 1, "taxYear": "1999"}),
            "taxYear",
        ),
        (json!({"country": "us", "income": 1, "bonus": 1}), "bonus"),
        (json!({"income": 1}), "country"),
    ] {
        let (s, m) = app
            .send(&user, "POST", "/api/tax/calculate", body.clone())
            .await;
        assert_eq!(s, 400, "{body}: {m}");
        let msg = m["message"]
            .as_str()
            .unwrap_or_else(|| panic!("{body}: {m}"));
        assert!(msg.contains(field), "{m} names {field}");
    }
}

crate::both_backends!(
    a_new_profile_has_the_spec_defaults,
    patch_updates_clears_and_recomputes_tax,
    bad_profile_input_is_400_naming_the_field,
    assumptions_take_only_the_seven_fields,
    country_switch_drops_the_other_countrys_state,
    projection_recommendations_and_suggestions,
    tax_calculation,
);
