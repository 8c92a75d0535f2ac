//! `GET /api/financial-profile/plan`: the retirement plan over HTTP, with what-ifs that never change
//! the saved profile.

use finance_store::Backend;
use serde_json::{Value, json};

use crate::helpers::*;

fn dec(v: &Value) -> f64 {
    v.as_str()
        .unwrap_or_else(|| panic!("{v} is a numeric string"))
        .parse()
        .unwrap()
}

async fn plan_on_the_saved_profile_with_what_ifs(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("plan@example.com").await;

    // Without an age there is no plan, and the answer says what is missing.
    let (s, m) = app.get(&user, "/api/financial-profile/plan").await;
    assert_eq!(s, 400, "{m}");
    assert!(m["message"].as_str().unwrap().contains("age"), "{m}");

    let (s, saved) = app
        .send(
            &user,
            "PATCH",
            "/api/financial-profile",
            json!({"age": 38, "annualIncome": 95000, "superBalance": 120000,
                   "monthlyExpenses": 4000, "currentSavings": 20000}),
        )
        .await;
    assert_eq!(s, 200, "{saved}");

    let (s, p) = app
        .get(&user, "/api/financial-profile/plan?paths=500")
        .await;
    assert_eq!(s, 200, "{p}");
    let rows = p["rows"].as_array().unwrap();
    assert_eq!(rows.first().unwrap()["age"], 38);
    assert_eq!(rows.last().unwrap()["age"], 95);
    assert_eq!(p["horizonAge"], 95);
    assert_eq!(p["retirementAge"], 65);
    assert_eq!(p["monthlySpending"], "4000");
    assert_eq!(p["paths"], 500);
    let odds = dec(&p["successProbability"]);
    assert!((0.0..=1.0).contains(&odds), "{odds}");
    let bands = &p["bands"];
    assert_eq!(bands["ages"].as_array().unwrap().len(), rows.len());
    for i in 0..rows.len() {
        assert!(dec(&bands["p10"][i]) <= dec(&bands["p50"][i]));
        assert!(dec(&bands["p50"][i]) <= dec(&bands["p90"][i]));
    }
    // Age Pension from 67 for an Australian, in today's dollars.
    assert!(p["agePensionFortnightly"].is_string(), "{p}");
    assert!(p["socialSecurityMonthly"].is_null());
    assert!(!p["assumptions"].as_array().unwrap().is_empty());
    let pension_at_70 = rows.iter().find(|r| r["age"] == 70).unwrap();
    assert!(dec(&pension_at_70["pensionIncome"]) > 0.0);

    // The same seed gives the same answer; spending less never lowers the odds.
    let (_, again) = app
        .get(&user, "/api/financial-profile/plan?paths=500")
        .await;
    assert_eq!(again, p);
    let (s, frugal) = app
        .get(
            &user,
            "/api/financial-profile/plan?paths=500&monthlySpending=2500",
        )
        .await;
    assert_eq!(s, 200, "{frugal}");
    assert_eq!(frugal["monthlySpending"], "2500");
    assert!(dec(&frugal["successProbability"]) >= odds);

    // Volatility 0: every path is the deterministic plan.
    let (_, flat) = app
        .get(&user, "/api/financial-profile/plan?paths=50&volatility=0")
        .await;
    let lasts = flat["moneyLastsToAge"].is_null();
    assert_eq!(
        dec(&flat["successProbability"]),
        if lasts { 1.0 } else { 0.0 }
    );
    for (i, row) in flat["rows"].as_array().unwrap().iter().enumerate() {
        assert_eq!(
            flat["bands"]["p50"][i], row["balanceToday"],
            "age {}",
            row["age"]
        );
    }

    // A what-if never changes the saved profile.
    let (_, after) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(after, saved);
}

async fn bad_what_ifs_are_400_naming_them(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("badplan@example.com").await;
    let (s, _) = app
        .send(&user, "PATCH", "/api/financial-profile", json!({"age": 60}))
        .await;
    assert_eq!(s, 200);
    for (query, name) in [
        ("retirementAge=200", "retirementAge"),
        ("retirementAge=sixty", "retirementAge"),
        ("monthlySpending=-5", "monthlySpending"),
        ("inflation=3", "inflation"),
        ("expectedReturn=", "expectedReturn"),
        ("volatility=abc", "volatility"),
        ("extraContribution=1e9", "extraContribution"),
        ("claimAge=61", "claimAge"),
        ("horizonAge=130", "horizonAge"),
        ("paths=0", "paths"),
        ("paths=20001", "paths"),
        ("seed=-1", "seed"),
        ("bogus=1", "bogus"),
    ] {
        let (s, m) = app
            .get(&user, &format!("/api/financial-profile/plan?{query}"))
            .await;
        assert_eq!(s, 400, "{query}: {m}");
        assert!(
            m["message"].as_str().unwrap().contains(name),
            "{query}: {m}"
        );
        assert_eq!(m.as_object().unwrap().len(), 1, "only a message: {m}");
    }
    // A horizon before today's age is a clear 400, not a 500; at today's age it is today's row.
    let (s, m) = app
        .get(
            &user,
            "/api/financial-profile/plan?horizonAge=55&retirementAge=49",
        )
        .await;
    assert_eq!(s, 400, "{m}");
    assert!(m["message"].as_str().unwrap().contains("horizonAge"), "{m}");
    let (s, m) = app
        .get(&user, "/api/financial-profile/plan?horizonAge=60")
        .await;
    assert_eq!(s, 200, "{m}");
    assert_eq!(m["rows"].as_array().unwrap().len(), 1, "{m}");
}

async fn a_us_plan_has_social_security(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("usplan@example.com").await;
    let (s, _) = app
        .send(
            &user,
            "PATCH",
            "/api/financial-profile",
            json!({"country": "us", "state": "TX", "age": 45, "annualIncome": 85000,
                   "superBalance": 150000, "monthlyExpenses": 3500, "preTaxRetirement": 6000,
                   "employerMatch": 0.04}),
        )
        .await;
    assert_eq!(s, 200);
    let (s, p) = app
        .get(&user, "/api/financial-profile/plan?paths=200&claimAge=70")
        .await;
    assert_eq!(s, 200, "{p}");
    assert!(p["agePensionFortnightly"].is_null());
    let at_70 = dec(&p["socialSecurityMonthly"]);
    let (_, early) = app
        .get(&user, "/api/financial-profile/plan?paths=200&claimAge=62")
        .await;
    assert!(
        dec(&early["socialSecurityMonthly"]) < at_70,
        "claiming early pays less"
    );
}

/// What the profile accepts gives a plan: the values probing found saved and then refused by the
/// plan are now refused on saving, in the words the what-if uses; the top of each range plans.
async fn the_profile_and_the_plan_read_one_bounds_table(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("bounds@example.com").await;
    let message = |m: &Value| m["message"].as_str().unwrap().to_string();
    for (field, what_if, over) in [
        ("expectedReturnRate", "expectedReturn", "0.6"),
        ("inflationRate", "inflation", "0.3"),
    ] {
        let (s, saved) = app
            .send(
                &user,
                "PATCH",
                "/api/financial-profile",
                json!({"age": 30, field: over}),
            )
            .await;
        assert_eq!(s, 400, "{saved}");
        let (s, asked) = app
            .get(
                &user,
                &format!("/api/financial-profile/plan?{what_if}={over}"),
            )
            .await;
        assert_eq!(s, 400, "{asked}");
        let (saved, asked) = (message(&saved), message(&asked));
        let rule = saved.strip_prefix(&format!("{field}: ")).unwrap();
        assert_eq!(asked, format!("{what_if}: {rule}"));
        assert!(rule.contains("from 0 to 0."), "{rule}");
    }
    // Nothing of the refused changes was kept.
    let (_, p) = app.get(&user, "/api/financial-profile").await;
    assert!(p["age"].is_null(), "{p}");

    let (s, saved) = app
        .send(
            &user,
            "PATCH",
            "/api/financial-profile",
            json!({"age": 30, "expectedReturnRate": "0.5", "inflationRate": "0.2",
                   "currentSavings": "1000000000000", "investmentAccounts": "1",
                   "voluntaryContributions": "1000000000000"}),
        )
        .await;
    assert_eq!(s, 200, "{saved}");
    let (s, p) = app
        .get(
            &user,
            "/api/financial-profile/plan?paths=100&extraContribution=1000000000000",
        )
        .await;
    assert_eq!(s, 200, "{p}");
    assert_eq!(p["expectedReturn"], "0.5");
    assert_eq!(p["inflation"], "0.2");
    assert_eq!(p["voluntaryContributions"], "2000000000000");
}

/// The Monte Carlo run is the plan's cost: each person has a budget of plans a minute, a plan with
/// 20,000 paths spending as much as ten of the default 2,000; past it, 429 with `Retry-After`.
async fn plans_are_rate_limited_per_person_by_their_work(backend: Backend) {
    let app = spawn_app_with(backend, |c| {
        c.rate_limits.plan_per_user = 12;
        c.rate_limits.window = std::time::Duration::from_secs(3600);
    })
    .await;
    let a = app.register("pa@example.com").await;
    let b = app.register("pb@example.com").await;
    for user in [&a, &b] {
        let (s, _) = app
            .send(user, "PATCH", "/api/financial-profile", json!({"age": 40}))
            .await;
        assert_eq!(s, 200);
    }
    let plan = |user: &User, query: &str| {
        user.client
            .get(app.url(&format!("/api/financial-profile/plan{query}")))
            .send()
    };
    assert_eq!(plan(&a, "?paths=20000").await.unwrap().status(), 200);
    assert_eq!(plan(&a, "").await.unwrap().status(), 200);
    assert_eq!(plan(&a, "?paths=2000").await.unwrap().status(), 200);
    // Twelve spent: ten for the big one, one each for the default size.
    let refused = plan(&a, "?paths=1").await.unwrap();
    assert_eq!(refused.status(), 429);
    let wait: u64 = refused.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    // One hit comes back every 3600 / 12 s (less the moments the requests took).
    assert!((290..=300).contains(&wait), "{wait}");
    let body: Value = refused.json().await.unwrap();
    assert!(body["message"].is_string(), "{body}");
    assert_eq!(body.as_object().unwrap().len(), 1, "{body}");
    // A bad what-if is refused before it spends anything; another person has their own budget.
    let (s, _) = app.get(&a, "/api/financial-profile/plan?paths=0").await;
    assert_eq!(s, 400);
    assert_eq!(plan(&b, "?paths=20000").await.unwrap().status(), 200);
}

crate::both_backends!(
    plan_on_the_saved_profile_with_what_ifs,
    bad_what_ifs_are_400_naming_them,
    a_us_plan_has_social_security,
    the_profile_and_the_plan_read_one_bounds_table,
    plans_are_rate_limited_per_person_by_their_work,
);
