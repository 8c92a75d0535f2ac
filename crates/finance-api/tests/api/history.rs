//! `GET /api/financial-profile/history`: net worth after each profile change, then now.

use finance_store::Backend;
use serde_json::{Value, json};

use crate::helpers::*;

fn figures(points: &Value, key: &str) -> Vec<String> {
    points["points"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p[key].as_str().unwrap().to_string())
        .collect()
}

async fn history_points_follow_the_profile_changes(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("history@example.com").await;
    let (s, h) = app.get(&user, "/api/financial-profile/history").await;
    assert_eq!(s, 200);
    assert_eq!(figures(&h, "netWorth"), vec!["0"], "only now");

    for body in [
        json!({"currentSavings": 10000, "superBalance": 50000}),
        json!({"mortgageBalance": 300000, "propertyValue": 450000}),
        json!({"age": 40}),
        json!({"debts": "2500.50"}),
    ] {
        let (s, _) = app
            .send(&user, "PATCH", "/api/financial-profile", body)
            .await;
        assert_eq!(s, 200);
        // Each write its own instant.
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    let (s, assumptions) = app
        .send(
            &user,
            "POST",
            "/api/financial-profile/assumptions",
            json!({"currentSavings": 12000}),
        )
        .await;
    assert_eq!(s, 200, "{assumptions}");
    let (s, h) = app.get(&user, "/api/financial-profile/history").await;
    assert_eq!(s, 200, "{h}");
    assert_eq!(
        figures(&h, "totalAssets"),
        vec!["60000", "510000", "510000", "510000", "512000", "512000"]
    );
    assert_eq!(
        figures(&h, "totalLiabilities"),
        vec!["0", "300000", "300000", "302500.5", "302500.5", "302500.5"]
    );
    assert_eq!(
        figures(&h, "netWorth"),
        vec![
            "60000", "210000", "210000", "207499.5", "209499.5", "209499.5"
        ]
    );
    let times: Vec<String> = figures(&h, "at");
    assert!(times.windows(2).all(|w| w[0] <= w[1]), "{times:?}");
    // The last point is now, and agrees with the profile the dashboard shows.
    let (_, p) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(p["currentSavings"], "12000");

    // A window: from the third change on.
    let from = &times[2];
    let (s, window) = app
        .get(
            &user,
            &format!(
                "/api/financial-profile/history?from={}",
                from.replace('+', "%2B")
            ),
        )
        .await;
    assert_eq!(s, 200, "{window}");
    assert_eq!(
        figures(&window, "netWorth"),
        vec!["210000", "207499.5", "209499.5", "209499.5"]
    );
    // Up to a day long past: nothing.
    let (s, none) = app
        .get(&user, "/api/financial-profile/history?to=2001-01-01")
        .await;
    assert_eq!((s, none), (200, json!({"points": []})));

    for query in [
        "from=yesterday",
        "to=2026-13-01",
        "from=2026-02-02&to=2026-02-01",
        "since=2026-01-01",
    ] {
        let (s, m) = app
            .get(&user, &format!("/api/financial-profile/history?{query}"))
            .await;
        assert_eq!(s, 400, "{query}: {m}");
        assert!(m["message"].is_string());
    }

    // Another person sees only their own.
    let other = app.register("other-history@example.com").await;
    let (_, theirs) = app.get(&other, "/api/financial-profile/history").await;
    assert_eq!(figures(&theirs, "netWorth"), vec!["0"]);
}

crate::both_backends!(history_points_follow_the_profile_changes);
