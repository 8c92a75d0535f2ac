//! `/api/goals`: CRUD, validation naming the field, isolation between people, CSRF, the what-if,
//! undo of an advisor-made goal (recorded through the store's `record_reply`, as a chat turn does),
//! a goal said in chat to the built-in advisor (added, changed, undone), export and deletion.

use finance_domain::goals::{GoalChange, GoalKind, NewGoal};
use finance_store::{Backend, MessageMetadata, NewMessage, ProposedChanges};
use serde_json::{Value, json};

use crate::helpers::*;

/// The date `years` from today, as the API writes dates.
fn in_years(years: u32) -> String {
    let today = chrono::Utc::now().date_naive();
    today
        .checked_add_months(chrono::Months::new(12 * years))
        .unwrap()
        .format("%Y-%m-%d")
        .to_string()
}

fn house() -> Value {
    json!({"kind": "savings", "title": "House deposit", "targetAmount": 40000,
           "targetDate": in_years(3), "currentAmount": "10000"})
}

async fn add(app: &TestApp, user: &User, body: Value) -> Value {
    let (s, g) = app.send(user, "POST", "/api/goals", body).await;
    assert_eq!(s, 201, "{g}");
    g
}

fn message(v: &Value) -> &str {
    v["message"].as_str().unwrap_or_default()
}

async fn goals_are_added_read_changed_and_deleted(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("goals@example.com").await;
    let (s, list) = app.get(&user, "/api/goals").await;
    assert_eq!((s, list), (200, json!([])));

    let g = add(&app, &user, house()).await;
    let id = g["id"].as_str().unwrap().to_string();
    assert_eq!(g["kind"], "savings");
    assert_eq!(g["title"], "House deposit");
    assert_eq!(g["targetAmount"], "40000");
    assert_eq!(g["targetDate"], in_years(3).as_str());
    assert_eq!(g["startAmount"], "10000");
    assert_eq!(g["currentAmount"], "10000");
    assert_eq!(g["progress"], "0.25");
    assert_eq!(g["status"], "active");
    // 10,000 grows to about 12,330 in 3 years at 7%; the rest takes about $690 a month.
    let need: f64 = g["requiredMonthly"].as_str().unwrap().parse().unwrap();
    assert!((600.0..800.0).contains(&need), "{g}");
    // No take-home and no movement yet: no pace, so no projection.
    for key in ["targetMonths", "field", "projectedDate", "onTrack"] {
        assert_eq!(g[key], Value::Null, "{key} is sent, null: {g}");
    }
    let keys: Vec<&str> = g.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys.len(), 16, "every field of the issue: {keys:?}");

    let (s, list) = app.get(&user, "/api/goals").await;
    assert_eq!(s, 200);
    assert_eq!(list, json!([g.clone()]));
    let (s, one) = app.get(&user, &format!("/api/goals/{id}")).await;
    assert_eq!((s, &one), (200, &g));

    let (s, changed) = app
        .send(
            &user,
            "PATCH",
            &format!("/api/goals/{id}"),
            json!({"currentAmount": 18000}),
        )
        .await;
    assert_eq!(s, 200, "{changed}");
    assert_eq!(changed["currentAmount"], "18000");
    assert_eq!(changed["progress"], "0.45");
    assert_eq!(changed["startAmount"], "10000", "where it started stays");

    // What-if: $500 a month from $18,000 gets there in about 33 months, nothing saved.
    let (s, w) = app
        .get(&user, &format!("/api/goals/{id}?monthlySaving=500"))
        .await;
    assert_eq!(s, 200, "{w}");
    assert!(w["projectedDate"].is_string(), "{w}");
    assert_eq!(w["onTrack"], true);
    let (_, after) = app.get(&user, &format!("/api/goals/{id}")).await;
    assert_eq!(after, changed, "a what-if saves nothing");

    // Reaching the target achieves it.
    let (_, done) = app
        .send(
            &user,
            "PATCH",
            &format!("/api/goals/{id}"),
            json!({"currentAmount": "40000"}),
        )
        .await;
    assert_eq!(
        (done["status"].as_str(), done["progress"].as_str()),
        (Some("achieved"), Some("1"))
    );

    let res = user
        .client
        .delete(app.url(&format!("/api/goals/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    let (s, _) = app.get(&user, &format!("/api/goals/{id}")).await;
    assert_eq!(s, 404);
    let (s, _) = app
        .send(&user, "DELETE", &format!("/api/goals/{id}"), json!(null))
        .await;
    assert_eq!(s, 404);
    let (_, list) = app.get(&user, "/api/goals").await;
    assert_eq!(list, json!([]));
}

async fn each_kind_reads_the_profile(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("kinds@example.com").await;
    let (s, _) = app
        .send(
            &user,
            "PATCH",
            "/api/financial-profile",
            json!({"age": 38, "annualIncome": 95000, "superBalance": 120000,
                   "monthlyExpenses": 4000, "emergencyFundCurrent": 6000, "debts": 8000,
                   "currentSavings": 20000}),
        )
        .await;
    assert_eq!(s, 200);
    let fund = add(&app, &user, json!({"kind": "emergency_fund"})).await;
    assert_eq!(fund["title"], "Emergency fund");
    assert_eq!(fund["targetMonths"], "6");
    assert_eq!(fund["targetAmount"], "24000");
    assert_eq!(fund["currentAmount"], "6000");
    assert_eq!(fund["progress"], "0.25");
    let debt = add(
        &app,
        &user,
        json!({"kind": "debt_payoff", "targetDate": "2099-06-30"}),
    )
    .await;
    assert_eq!(
        (debt["field"].as_str(), debt["targetAmount"].as_str()),
        (Some("debts"), Some("0"))
    );
    assert_eq!(debt["startAmount"], "8000");
    assert_eq!(debt["progress"], "0");
    let worth = add(
        &app,
        &user,
        json!({"kind": "net_worth", "targetAmount": 500000}),
    )
    .await;
    // 20,000 savings + 120,000 super − 8,000 debts.
    assert_eq!(worth["currentAmount"], "132000");
    let retire = add(
        &app,
        &user,
        json!({"kind": "retirement", "targetAmount": "70000"}),
    )
    .await;
    assert!(retire["currentAmount"].is_string(), "{retire}");
    assert!(retire["onTrack"].is_boolean(), "{retire}");
    assert_eq!(retire["targetDate"], Value::Null);

    // The figures follow the profile: pay down the debt, raise the expenses.
    let (s, _) = app
        .send(
            &user,
            "PATCH",
            "/api/financial-profile",
            json!({"debts": 2000, "monthlyExpenses": 5000}),
        )
        .await;
    assert_eq!(s, 200);
    let (_, list) = app.get(&user, "/api/goals").await;
    let by_kind = |k: &str| {
        list.as_array()
            .unwrap()
            .iter()
            .find(|g| g["kind"] == k)
            .unwrap()
            .clone()
    };
    assert_eq!(by_kind("debt_payoff")["progress"], "0.75");
    assert_eq!(by_kind("emergency_fund")["targetAmount"], "30000");
    assert_eq!(by_kind("emergency_fund")["progress"], "0.2");
    assert_eq!(
        list.as_array()
            .unwrap()
            .iter()
            .map(|g| g["kind"].clone())
            .collect::<Vec<_>>(),
        vec![
            json!("emergency_fund"),
            json!("debt_payoff"),
            json!("net_worth"),
            json!("retirement")
        ],
        "oldest first"
    );
}

async fn bad_input_is_a_400_naming_the_field(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("bad@example.com").await;
    let long = "x".repeat(81);
    let cases = [
        (json!({}), "kind"),
        (json!({"kind": "holiday"}), "kind"),
        (json!({"kind": "savings"}), "targetAmount"),
        (
            json!({"kind": "savings", "targetAmount": 0}),
            "targetAmount",
        ),
        (
            json!({"kind": "savings", "targetAmount": "lots"}),
            "targetAmount",
        ),
        (
            json!({"kind": "savings", "targetAmount": 1.001}),
            "targetAmount",
        ),
        (
            json!({"kind": "savings", "targetAmount": 100, "targetDate": "2020-01-01"}),
            "targetDate",
        ),
        (
            json!({"kind": "savings", "targetAmount": 100, "targetDate": "31/12/2029"}),
            "targetDate",
        ),
        (
            json!({"kind": "savings", "targetAmount": 100, "title": long}),
            "title",
        ),
        (
            json!({"kind": "savings", "targetAmount": 100, "title": "  "}),
            "title",
        ),
        (
            json!({"kind": "savings", "targetAmount": 100, "colour": "red"}),
            "colour",
        ),
        (
            json!({"kind": "emergency_fund", "targetAmount": 100}),
            "targetAmount",
        ),
        (
            json!({"kind": "emergency_fund", "targetMonths": 0}),
            "targetMonths",
        ),
        (
            json!({"kind": "debt_payoff", "field": "annualIncome"}),
            "field",
        ),
        (
            json!({"kind": "debt_payoff", "targetAmount": -1}),
            "targetAmount",
        ),
        (
            json!({"kind": "net_worth", "targetAmount": 100, "currentAmount": 5}),
            "currentAmount",
        ),
        (
            json!({"kind": "retirement", "targetAmount": 70000, "targetDate": "2090-01-01"}),
            "targetDate",
        ),
    ];
    for (body, field) in cases {
        let (s, m) = app.send(&user, "POST", "/api/goals", body.clone()).await;
        assert_eq!(s, 400, "{body} → {m}");
        assert!(message(&m).contains(field), "{body}: {m}");
    }
    let (_, list) = app.get(&user, "/api/goals").await;
    assert_eq!(list, json!([]), "nothing was written");

    let g = add(&app, &user, house()).await;
    let path = format!("/api/goals/{}", g["id"].as_str().unwrap());
    for (body, field) in [
        (json!({"kind": "net_worth"}), "kind"),
        (json!({"field": "debts"}), "field"),
        (json!({"title": null}), "title"),
        (json!({"targetAmount": null}), "targetAmount"),
        (json!({"targetDate": "2001-01-01"}), "targetDate"),
        (json!({"targetMonths": 3}), "targetMonths"),
        (json!({"currentAmount": [1]}), "currentAmount"),
        (json!({"id": "other"}), "id"),
    ] {
        let (s, m) = app.send(&user, "PATCH", &path, body.clone()).await;
        assert_eq!(s, 400, "{body} → {m}");
        assert!(message(&m).contains(field), "{body}: {m}");
    }
    let (_, same) = app.get(&user, &path).await;
    assert_eq!(same, g, "nothing was changed");
    for query in [
        "monthlySaving=-5",
        "monthlySaving=abc",
        "monthlySaving=0",
        "pace=5",
    ] {
        let (s, m) = app.get(&user, &format!("{path}?{query}")).await;
        assert_eq!(s, 400, "{query}: {m}");
    }

    // At most 20 goals.
    for _ in 1..20 {
        add(&app, &user, house()).await;
    }
    let (s, m) = app.send(&user, "POST", "/api/goals", house()).await;
    assert_eq!(s, 400, "{m}");
    assert!(message(&m).starts_with("goals: "), "{m}");
}

async fn a_goal_is_only_its_owners(backend: Backend) {
    let app = spawn_app(backend).await;
    let owner = app.register("owner@example.com").await;
    let other = app.register("other@example.com").await;
    let g = add(&app, &owner, house()).await;
    let path = format!("/api/goals/{}", g["id"].as_str().unwrap());
    let (_, theirs) = app.get(&other, "/api/goals").await;
    assert_eq!(theirs, json!([]));
    let (s, _) = app.get(&other, &path).await;
    assert_eq!(s, 404);
    let (s, _) = app
        .send(&other, "PATCH", &path, json!({"title": "Mine"}))
        .await;
    assert_eq!(s, 404);
    let (s, _) = app.send(&other, "DELETE", &path, json!(null)).await;
    assert_eq!(s, 404);
    let (s, _) = app.get(&owner, "/api/goals/no-such-goal").await;
    assert_eq!(s, 404);
    let (_, still) = app.get(&owner, &path).await;
    assert_eq!(still, g);
}

async fn cross_site_goal_writes_are_refused(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("csrf@example.com").await;
    let g = add(&app, &user, house()).await;
    let one = app.url(&format!("/api/goals/{}", g["id"].as_str().unwrap()));
    let evil = "https://evil.example";
    let requests = [
        user.client
            .post(app.url("/api/goals"))
            .header("origin", evil)
            .json(&house()),
        user.client
            .patch(&one)
            .header("origin", evil)
            .json(&json!({"title": "x"})),
        user.client
            .delete(&one)
            .header("sec-fetch-site", "cross-site"),
    ];
    for req in requests {
        assert_eq!(req.send().await.unwrap().status(), 403);
    }
    let res = user
        .client
        .post(app.url("/api/goals"))
        .header("content-type", "text/plain")
        .body(house().to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 415);
    let (_, list) = app.get(&user, "/api/goals").await;
    assert_eq!(list, json!([g]), "nothing was written");
}

/// A chat turn whose reply proposes `goals`, recorded as `turn::record` records one.
fn advisor_records(app: &TestApp, user: &User, conversation: &str, goals: &[GoalChange]) -> String {
    let store = app.db.store();
    let today = chrono::Utc::now().date_naive();
    let reply = NewMessage {
        content: "I've set that goal up for you.".into(),
        metadata: MessageMetadata::default(),
    };
    let proposed = ProposedChanges {
        profile: &[],
        goals,
    };
    let out = store
        .record_reply(&user.id, conversation, reply, proposed, today, |e| {
            panic!("refused: {e}")
        })
        .unwrap();
    out.change_set_id.expect("a change set")
}

async fn an_advisor_made_goal_is_undone_with_its_change_set(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("undo@example.com").await;
    let (s, r) = app
        .chat(&user, "I want to save for a house deposit", None)
        .await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(r["goalsUpdated"], false);
    let conversation = r["conversationId"].as_str().unwrap().to_string();
    let new = NewGoal {
        title: Some("House deposit".into()),
        target_amount: Some(rust_decimal::Decimal::from(40_000)),
        target_date: chrono::NaiveDate::from_ymd_opt(2099, 12, 31),
        ..NewGoal::of(GoalKind::Savings)
    };
    let set = advisor_records(&app, &user, &conversation, &[GoalChange::Create(new)]);

    let (_, list) = app.get(&user, "/api/goals").await;
    assert_eq!(list.as_array().unwrap().len(), 1);
    assert_eq!(list[0]["title"], "House deposit");
    let (_, msgs) = app
        .get(
            &user,
            &format!("/api/conversations/{conversation}/messages"),
        )
        .await;
    let notice = msgs
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["metadata"]["changeSetId"] == set.as_str())
        .expect("the notice carries its change set")
        .clone();
    assert_eq!(
        notice["content"],
        "Goal added: House deposit, $40,000 by 31 Dec 2099"
    );
    assert_eq!(notice["metadata"]["isSystemMessage"], true);

    let undo = format!("/api/financial-profile/changes/{set}/undo");
    let (s, p) = app.send(&user, "POST", &undo, json!({})).await;
    assert_eq!(s, 200, "{p}");
    let (_, list) = app.get(&user, "/api/goals").await;
    assert_eq!(list, json!([]), "the goal is gone");
    let (_, msgs) = app
        .get(
            &user,
            &format!("/api/conversations/{conversation}/messages"),
        )
        .await;
    let last = msgs.as_array().unwrap().last().unwrap().clone();
    assert_eq!(
        last["content"],
        "Change undone. Goal removed: House deposit"
    );
    let (_, export) = app.get(&user, "/api/account/export").await;
    let sources: Vec<&str> = export["goalAudit"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["source"].as_str().unwrap())
        .collect();
    assert_eq!(sources, vec!["advisor", "undo"]);
    let (s, m) = app.send(&user, "POST", &undo, json!({})).await;
    assert_eq!(s, 409, "{m}");

    // A goal the advisor changed and then the person renamed cannot be undone: 409 naming it.
    let g = add(&app, &user, house()).await;
    let id = g["id"].as_str().unwrap().to_string();
    let set = advisor_records(
        &app,
        &user,
        &conversation,
        &[GoalChange::Update {
            id: id.clone(),
            patch: finance_domain::goals::GoalPatch {
                current_amount: Some(Some(rust_decimal::Decimal::from(18_000))),
                ..Default::default()
            },
        }],
    );
    let (_, renamed) = app
        .send(
            &user,
            "PATCH",
            &format!("/api/goals/{id}"),
            json!({"title": "Flat deposit"}),
        )
        .await;
    let (s, m) = app
        .send(
            &user,
            "POST",
            &format!("/api/financial-profile/changes/{set}/undo"),
            json!({}),
        )
        .await;
    assert_eq!(s, 409, "{m}");
    assert!(message(&m).contains("House deposit"), "{m}");
    let (_, after) = app.get(&user, &format!("/api/goals/{id}")).await;
    assert_eq!(after, renamed);
}

async fn export_holds_goals_and_deletion_removes_them(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("export@example.com").await;
    let g = add(&app, &user, house()).await;
    let (s, export) = app.get(&user, "/api/account/export").await;
    assert_eq!(s, 200);
    assert_eq!(export["goals"][0]["id"], g["id"]);
    assert_eq!(export["goals"][0]["targetAmount"], "40000");
    assert_eq!(export["goalAudit"][0]["source"], "form");
    assert_eq!(export["goalAudit"][0]["newValue"]["title"], "House deposit");
    let res = user
        .client
        .delete(app.url("/api/account"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    let store = app.db.store();
    assert!(store.list_goals(&user.id).unwrap().is_empty());
    assert!(store.goal_audit(&user.id).unwrap().is_empty());
}

/// The built-in advisor: a goal said in chat is added in the turn's change set (its notice names
/// it, and its Undo removes it), a sum put aside for it later is the goal's and never the
/// profile's savings.
async fn a_goal_said_in_chat_is_added_changed_and_undone(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("chat-goal@example.com").await;
    let year = chrono::Datelike::year(&chrono::Utc::now().date_naive()) + 3;
    let (_, before) = app.get(&user, "/api/financial-profile").await;
    let said = format!("I want to save $40,000 for a house deposit by the end of {year}");
    let (s, r) = app.chat(&user, &said, None).await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(r["goalsUpdated"], true, "{r}");
    assert_eq!(r["profileUpdated"], false, "{r}");
    let conversation = r["conversationId"].as_str().unwrap().to_string();
    let (_, list) = app.get(&user, "/api/goals").await;
    let list = list.as_array().unwrap().clone();
    assert_eq!(list.len(), 1, "{list:?}");
    assert_eq!(list[0]["title"], "House deposit");
    assert_eq!(list[0]["kind"], "savings");
    assert_eq!(list[0]["targetAmount"], "40000");
    assert_eq!(list[0]["targetDate"], format!("{year}-12-31"));
    let (_, p) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(p, before, "the target is not saved to the profile");

    let msgs_url = format!("/api/conversations/{conversation}/messages");
    let (_, msgs) = app.get(&user, &msgs_url).await;
    let msgs = msgs.as_array().unwrap().clone();
    let notice = msgs
        .iter()
        .find(|m| m["metadata"]["isSystemMessage"] == true)
        .expect("a notice")
        .clone();
    assert_eq!(
        notice["content"],
        format!("Goal added: House deposit, $40,000 by 31 Dec {year}")
    );
    let reply = msgs.last().unwrap()["content"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(reply.contains("I've added the goal"), "{reply}");

    // The notice's Undo removes the goal it added.
    let set = notice["metadata"]["changeSetId"]
        .as_str()
        .unwrap()
        .to_string();
    let undo = format!("/api/financial-profile/changes/{set}/undo");
    let (s, body) = app.send(&user, "POST", &undo, json!({})).await;
    assert_eq!(s, 200, "{body}");
    let (_, list) = app.get(&user, "/api/goals").await;
    assert_eq!(list, json!([]), "the goal is gone");
    let (_, msgs) = app.get(&user, &msgs_url).await;
    let last = msgs.as_array().unwrap().last().unwrap().clone();
    assert_eq!(
        last["content"],
        "Change undone. Goal removed: House deposit"
    );

    // Said again, then a sum put aside for it: the goal's, never the profile's savings.
    let (s, r) = app.chat(&user, &said, Some(&conversation)).await;
    assert_eq!((s, &r["goalsUpdated"]), (200, &json!(true)), "{r}");
    let (s, r) = app
        .chat(
            &user,
            "I've now got $18,000 put aside for the deposit",
            Some(&conversation),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(r["goalsUpdated"], true, "{r}");
    assert_eq!(r["profileUpdated"], false, "{r}");
    let (_, list) = app.get(&user, "/api/goals").await;
    assert_eq!(list.as_array().unwrap().len(), 1, "{list}");
    assert_eq!(list[0]["currentAmount"], "18000", "{list}");
    let (_, p) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(p, before, "not the profile's savings");
    let (_, msgs) = app.get(&user, &msgs_url).await;
    let notice = msgs
        .as_array()
        .unwrap()
        .iter()
        .rev()
        .find(|m| m["metadata"]["isSystemMessage"] == true)
        .unwrap()
        .clone();
    assert_eq!(
        notice["content"],
        "Goal updated: House deposit, saved so far $18,000"
    );
}

crate::both_backends!(
    a_goal_said_in_chat_is_added_changed_and_undone,
    goals_are_added_read_changed_and_deleted,
    each_kind_reads_the_profile,
    bad_input_is_a_400_naming_the_field,
    a_goal_is_only_its_owners,
    cross_site_goal_writes_are_refused,
    an_advisor_made_goal_is_undone_with_its_change_set,
    export_holds_goals_and_deletion_removes_them,
);
