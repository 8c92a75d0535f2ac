//! `POST /api/chat` with the built-in advisor, and advisor failures.

use finance_store::Backend;
use serde_json::{Value, json};

use crate::helpers::*;

async fn first_message_creates_a_titled_conversation(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("c1@example.com").await;
    let (s, r) = app
        .chat(&user, "What is my take-home on $85,000 in Sydney?", None)
        .await;
    assert_eq!(s, 200, "{r}");
    let id = r["conversationId"].as_str().unwrap().to_string();
    uuid::Uuid::parse_str(&id).unwrap();
    assert!(r["profileUpdated"].is_boolean());

    let (_, list) = app.get(&user, "/api/conversations").await;
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0]["id"], id.as_str());
    assert_eq!(
        list[0]["title"],
        "What is my take-home on $85,000 in Sydney?"
    );
    for key in ["createdAt", "updatedAt"] {
        assert!(list[0][key].is_string());
    }

    let (s, msgs) = app
        .get(&user, &format!("/api/conversations/{id}/messages"))
        .await;
    assert_eq!(s, 200);
    let msgs = msgs.as_array().unwrap();
    assert_eq!(msgs[0]["role"], "user");
    assert_eq!(
        msgs[0]["content"],
        "What is my take-home on $85,000 in Sydney?"
    );
    let last = msgs.last().unwrap();
    assert_eq!(last["role"], "assistant");
    assert!(!last["content"].as_str().unwrap().is_empty());
    for m in msgs {
        assert!(m["metadata"].is_object());
        assert!(m["id"].is_string() && m["createdAt"].is_string());
    }
    // The built-in advisor computes tax for this question: the calculation box is stored.
    let calc = &last["metadata"]["calculations"];
    for key in ["federalTax", "stateTax", "ficaTax", "takeHome"] {
        assert!(calc[key].is_string(), "{key} in {last}");
    }

    // A follow-up stays in the same conversation.
    let (s, r2) = app.chat(&user, "And what about super?", Some(&id)).await;
    assert_eq!(s, 200);
    assert_eq!(r2["conversationId"], id.as_str());
    let (_, list) = app.get(&user, "/api/conversations").await;
    assert_eq!(list.as_array().unwrap().len(), 1);
    let (_, msgs2) = app
        .get(&user, &format!("/api/conversations/{id}/messages"))
        .await;
    assert!(msgs2.as_array().unwrap().len() >= msgs.len() + 2);
}

async fn facts_in_a_message_update_the_profile(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("c2@example.com").await;
    let (s, r) = app
        .chat(&user, "I'm 34 and I earn $85,000 a year", None)
        .await;
    assert_eq!(s, 200);
    assert_eq!(r["profileUpdated"], true, "{r}");
    let (_, p) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(p["age"], "34");
    assert_eq!(p["annualIncome"], "85000");
    let id = r["conversationId"].as_str().unwrap();
    let (_, msgs) = app
        .get(&user, &format!("/api/conversations/{id}/messages"))
        .await;
    let notice = msgs
        .as_array()
        .unwrap()
        .iter()
        .any(|m| m["metadata"]["isSystemMessage"] == true);
    assert!(notice, "a 'Profile updated' notice is stored: {msgs}");
}

async fn bad_messages_are_400(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("c3@example.com").await;
    for body in [
        json!({"message": ""}),
        json!({"message": "   \n\t"}),
        // Control characters alone are as empty as white space (spec section 5).
        json!({"message": "\u{0}\u{0}"}),
        json!({"message": " \u{7f}\n\u{1b}\u{9f} "}),
        // PostgreSQL's text cannot hold U+0000: refused on either backend, never a 500.
        json!({"message": "What is\u{0} my tax?"}),
        json!({"message": "x".repeat(4001)}),
        json!({}),
        json!({"message": 5}),
        json!({"message": "hi", "extra": true}),
    ] {
        let (s, m) = app.send(&user, "POST", "/api/chat", body.clone()).await;
        assert_eq!(
            s,
            400,
            "{}",
            body.to_string().chars().take(60).collect::<String>()
        );
        assert!(m["message"].is_string());
    }
    // The streamed answer refuses it the same way, before any event.
    let res = user
        .client
        .post(app.url("/api/chat"))
        .header("Accept", "text/event-stream")
        .json(&json!({"message": "\u{0}\u{0}"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let m: Value = res.json().await.unwrap();
    assert_eq!(m["message"], "message: must not be empty");
    let (s, m) = app
        .send(
            &user,
            "POST",
            "/api/chat",
            json!({"message": "x".repeat(4001)}),
        )
        .await;
    assert_eq!(s, 400);
    assert!(m["message"].as_str().unwrap().contains("4000"), "{m}");
    let (s, _) = app.chat(&user, &"x".repeat(4000), None).await;
    assert_eq!(s, 200, "4,000 characters are fine");
    let (_, list) = app.get(&user, "/api/conversations").await;
    assert_eq!(
        list.as_array().unwrap().len(),
        1,
        "refused messages leave nothing behind"
    );
    let (s, _) = app
        .chat(&user, "hello", Some("00000000-0000-0000-0000-000000000000"))
        .await;
    assert_eq!(s, 404);
    // A first line of control characters does not make an empty title: the next line names it.
    let (s, r) = app.chat(&user, "\u{7}\u{1b}\nWhat is my tax?", None).await;
    assert_eq!(s, 200, "{r}");
    let (_, list) = app.get(&user, "/api/conversations").await;
    let titles: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["title"].as_str().unwrap())
        .collect();
    assert!(titles.contains(&"What is my tax?"), "{titles:?}");
}

/// A model provider that refuses connections: the person's message is kept, the answer is a 503
/// with a clear message, and no half-written reply appears.
async fn advisor_failure_is_503_and_keeps_the_message(backend: Backend) {
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let app = spawn_app_with(backend, |c| {
        c.llm.api_key = Some("test-key".into());
        c.llm.base_url = Some(format!("http://127.0.0.1:{port}/v1"));
    })
    .await;
    let user = app.register("c4@example.com").await;
    let (s, m) = app.chat(&user, "What is my tax on 85k?", None).await;
    assert_eq!(s, 503, "{m}");
    let msg = m["message"].as_str().unwrap();
    assert!(msg.contains("saved"), "{msg}");
    assert!(!msg.contains("127.0.0.1"), "no internal detail: {msg}");
    let (_, list) = app.get(&user, "/api/conversations").await;
    let id = list[0]["id"].as_str().unwrap();
    let (_, msgs) = app
        .get(&user, &format!("/api/conversations/{id}/messages"))
        .await;
    let msgs = msgs.as_array().unwrap();
    assert_eq!(msgs.len(), 1, "only the person's message: {msgs:?}");
    assert_eq!(msgs[0]["role"], "user");
    assert_eq!(msgs[0]["content"], "What is my tax on 85k?");
    let (_, p) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(p["annualIncome"], Value::Null);
}

/// The reply records what it computed, and the next message builds on it: the same loan over 25
/// years, with nothing saved to the profile.
async fn a_follow_up_re_runs_the_last_answer(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("c5@example.com").await;
    let (s, r) = app
        .chat(
            &user,
            "What are the repayments on $700k at 6% over 30 years?",
            None,
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let id = r["conversationId"].as_str().unwrap().to_string();
    let (s, r) = app
        .chat(&user, "what about over 25 years?", Some(&id))
        .await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(r["profileUpdated"], false, "{r}");
    let (_, msgs) = app
        .get(&user, &format!("/api/conversations/{id}/messages"))
        .await;
    let msgs = msgs.as_array().unwrap();
    let first = &msgs[1]["metadata"]["answer"];
    assert_eq!(first["intent"], "loan_repayment", "{first}");
    let last = msgs.last().unwrap();
    let text = last["content"].as_str().unwrap();
    assert!(
        text.contains("Same loan, over 25 years instead of 30"),
        "{text}"
    );
    assert!(text.contains("$4,510.11 a month"), "{text}");
    let answer = &last["metadata"]["answer"];
    assert_eq!(answer["intent"], "loan_repayment", "{answer}");
    let input = |name: &str| {
        answer["inputs"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("{name} in {answer}"))
    };
    assert_eq!(input("years")["value"], "25");
    assert_eq!(input("years")["source"], "message");
    assert_eq!(input("principal")["value"], "700000");
    assert_eq!(input("principal")["unit"], "money");
    assert_eq!(input("principal")["source"], "earlier");
    assert_eq!(input("rate")["value"], "0.06");
    let (_, p) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(p["mortgageBalance"], Value::Null, "{p}");
}

crate::both_backends!(
    first_message_creates_a_titled_conversation,
    a_follow_up_re_runs_the_last_answer,
    facts_in_a_message_update_the_profile,
    bad_messages_are_400,
    advisor_failure_is_503_and_keeps_the_message,
);
