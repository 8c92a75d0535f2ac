#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The model path's goal tools (`list_goals`, `create_goal`, `update_goal`, `delete_goal`)
//! against a real local HTTP server speaking the chat completions protocol with scripted
//! replies: what the tools answer the model, and the goal changes the reply proposes. Expected
//! figures are docs/goals.md's worked example ($40,000 by 31 Dec 2029 with $10,000 saved at 7%:
//! $670.48 a month; at a what-if $500 a month it takes 47 months).

mod support;

use chrono::{DateTime, NaiveDate};
use finance_domain::goals::{Goal, GoalChange, GoalKind, GoalPatch, NewGoal, validate};
use finance_domain::profile_update::recompute_tax;
use finance_domain::{Country, FinancialProfile, ProfileField};
use finance_llm::{AdvisorContext, AnyAdvisor};
use rust_decimal_macros::dec;
use serde_json::Value;
use support::{FakeServer, answer, config, tool_calls, tool_results};

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
}

fn profile() -> FinancialProfile {
    let mut p = FinancialProfile {
        country: Country::Australia,
        age: Some(34),
        annual_income: Some(dec!(90000)),
        monthly_expenses: Some(dec!(4000)),
        ..FinancialProfile::default()
    };
    recompute_tax(&mut p, today()).unwrap();
    p
}

/// A goal as the store holds it.
fn goal(id: &str, new: NewGoal) -> Goal {
    let at = DateTime::from_timestamp(1_795_000_000, 0).unwrap();
    validate::create(&new, &profile(), today(), id.into(), at).unwrap()
}

fn house() -> Goal {
    goal(
        "g-house",
        NewGoal {
            title: Some("House deposit".into()),
            target_amount: Some(dec!(40000)),
            target_date: NaiveDate::from_ymd_opt(2029, 12, 31),
            current_amount: Some(dec!(10000)),
            ..NewGoal::of(GoalKind::Savings)
        },
    )
}

fn holiday() -> Goal {
    goal(
        "g-holiday",
        NewGoal {
            title: Some("Holiday".into()),
            target_amount: Some(dec!(6000)),
            ..NewGoal::of(GoalKind::Savings)
        },
    )
}

fn ctx(message: &str, goals: Vec<Goal>) -> AdvisorContext {
    AdvisorContext {
        profile: profile(),
        goals,
        history: Vec::new(),
        message: message.into(),
        today: today(),
    }
}

/// The tool results the advisor sent back in its second request.
async fn results(server: &FakeServer) -> Vec<Value> {
    parsed(&server.requests()[1])
}

/// The tool results of a request, parsed.
fn parsed(req: &Value) -> Vec<Value> {
    tool_results(req)
        .iter()
        .map(|t| serde_json::from_str(t).unwrap_or(Value::Null))
        .collect()
}

#[tokio::test]
async fn a_goal_said_in_chat_is_created_through_the_tool() {
    let (server, base) = FakeServer::start(vec![
        tool_calls(&[(
            "c1",
            "create_goal",
            r#"{"kind":"savings","title":"House deposit","targetAmount":40000,"targetDate":"2029-12-31","currentAmount":"10000"}"#,
        )]),
        answer("Done: about $670.48 a month gets you there."),
    ])
    .await;
    let advisor = AnyAdvisor::from_config(&config(&base)).unwrap();
    let reply = advisor
        .reply(ctx(
            "I want $40k for a house deposit by the end of 2029, I've got 10k already",
            vec![holiday()],
        ))
        .await
        .unwrap();
    assert_eq!(
        reply.goal_changes,
        vec![GoalChange::Create(NewGoal {
            title: Some("House deposit".into()),
            target_amount: Some(dec!(40000)),
            target_date: NaiveDate::from_ymd_opt(2029, 12, 31),
            current_amount: Some(dec!(10000)),
            ..NewGoal::of(GoalKind::Savings)
        })]
    );
    assert!(
        reply.profile_changes.is_empty(),
        "the target is never a profile field"
    );
    let created = &results(&server).await[0]["created"];
    assert_eq!(created["requiredMonthly"], "670.48", "{created}");
    assert_eq!(created["progress"], "0.25", "{created}");
    // The model is told the rule and the goals it can change, by id.
    let first = &server.requests()[0];
    let system = first["messages"][0]["content"].as_str().unwrap();
    assert!(system.contains("create_goal"), "{system}");
    assert!(
        system.contains("id g-holiday: \"Holiday\", savings"),
        "{system}"
    );
    let tools: Vec<&str> = first["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["function"]["name"].as_str().unwrap())
        .collect();
    for name in ["list_goals", "create_goal", "update_goal", "delete_goal"] {
        assert!(tools.contains(&name), "{tools:?}");
    }
}

#[tokio::test]
async fn a_goal_the_rules_refuse_is_an_error_to_the_model_and_no_change() {
    let (server, base) = FakeServer::start(vec![
        tool_calls(&[
            (
                "c1",
                "create_goal",
                r#"{"kind":"savings","title":"Holiday","targetAmount":5000,"targetDate":"2020-06-30"}"#,
            ),
            (
                "c2",
                "create_goal",
                r#"{"kind":"emergency_fund","targetAmount":20000}"#,
            ),
            ("c3", "update_goal", r#"{"id":"someone-elses","targetAmount":1}"#),
        ]),
        answer("That date has passed; when would you like it by?"),
    ])
    .await;
    let advisor = AnyAdvisor::from_config(&config(&base)).unwrap();
    let reply = advisor
        .reply(ctx("save 5k for a holiday by June 2020", vec![house()]))
        .await
        .unwrap();
    assert!(reply.goal_changes.is_empty(), "{:?}", reply.goal_changes);
    let r = results(&server).await;
    assert_eq!(r[0]["error"], "targetDate: must be after today");
    assert!(
        r[1]["error"]
            .as_str()
            .unwrap()
            .starts_with("targetAmount: "),
        "{}",
        r[1]
    );
    assert_eq!(r[2]["error"], "id: is not one of the person's goals");
}

#[tokio::test]
async fn changes_and_removals_name_the_persons_goals() {
    let (server, base) = FakeServer::start(vec![
        tool_calls(&[
            (
                "c1",
                "update_goal",
                r#"{"id":"g-house","currentAmount":"18000","targetDate":"2030-06-30"}"#,
            ),
            ("c2", "delete_goal", r#"{"id":"g-holiday"}"#),
            ("c3", "list_goals", "{}"),
        ]),
        answer("Updated your deposit and removed the holiday."),
    ])
    .await;
    let advisor = AnyAdvisor::from_config(&config(&base)).unwrap();
    let reply = advisor
        .reply(ctx(
            "I've got 18k for the deposit now, push it to mid 2030, and drop the holiday goal",
            vec![house(), holiday()],
        ))
        .await
        .unwrap();
    assert_eq!(
        reply.goal_changes,
        vec![
            GoalChange::Update {
                id: "g-house".into(),
                patch: GoalPatch {
                    current_amount: Some(Some(dec!(18000))),
                    target_date: Some(NaiveDate::from_ymd_opt(2030, 6, 30)),
                    ..GoalPatch::default()
                },
            },
            GoalChange::Delete {
                id: "g-holiday".into()
            },
        ]
    );
    assert!(
        reply.profile_changes.is_empty(),
        "not the profile's savings"
    );
    let r = results(&server).await;
    assert_eq!(r[0]["updated"]["currentAmount"], "18000");
    assert_eq!(r[1]["deleted"]["title"], "Holiday");
    // Later tools see the reply's changes.
    let listed = r[2]["goals"].as_array().unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["targetDate"], "2030-06-30");
}

#[tokio::test]
async fn a_what_if_pace_answers_and_saves_nothing() {
    let (server, base) = FakeServer::start(vec![
        tool_calls(&[(
            "c1",
            "list_goals",
            r#"{"id":"g-house","monthlySaving":"500"}"#,
        )]),
        answer("At $500 a month you'd get there in October 2030."),
    ])
    .await;
    let advisor = AnyAdvisor::from_config(&config(&base)).unwrap();
    let reply = advisor
        .reply(ctx(
            "what if I save $500 a month for the deposit?",
            vec![house()],
        ))
        .await
        .unwrap();
    assert!(reply.goal_changes.is_empty());
    let g = &results(&server).await[0]["goals"][0];
    assert_eq!(g["requiredMonthly"], "670.48", "{g}");
    assert_eq!(g["pace"]["basis"], "what-if", "{g}");
    // 47 months from 24 Nov 2026, after the 31 Dec 2029 date.
    assert_eq!(g["projectedDate"], "2030-10-24", "{g}");
    assert_eq!(g["onTrack"], false, "{g}");
}

#[tokio::test]
async fn a_goal_is_read_against_the_profile_this_reply_changed() {
    let (server, base) = FakeServer::start(vec![
        tool_calls(&[(
            "c1",
            "update_profile",
            r#"{"changes":{"monthlyExpenses":"5000"}}"#,
        )]),
        tool_calls(&[(
            "c2",
            "create_goal",
            r#"{"kind":"emergency_fund","targetMonths":6}"#,
        )]),
        answer("Six months of your $5,000 is $30,000."),
    ])
    .await;
    let advisor = AnyAdvisor::from_config(&config(&base)).unwrap();
    let reply = advisor
        .reply(ctx(
            "I spend 5k a month now; build a 6-month emergency fund",
            Vec::new(),
        ))
        .await
        .unwrap();
    assert_eq!(
        reply.profile_changes,
        vec![(ProfileField::MonthlyExpenses, Some("5000".into()))]
    );
    assert_eq!(
        reply.goal_changes,
        vec![GoalChange::Create(NewGoal {
            target_months: Some(dec!(6)),
            ..NewGoal::of(GoalKind::EmergencyFund)
        })]
    );
    let created = &parsed(&server.requests()[2])[1]["created"];
    assert_eq!(created["targetAmount"], "30000", "{created}");
}
