//! `POST /api/chat` answered as server-sent events, and the 503 that names the conversation.

use finance_store::Backend;
use serde_json::{Value, json};

use crate::helpers::*;

async fn events_come_in_order_and_the_text_is_the_stored_reply(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("s1@example.com").await;
    let res = stream_chat(
        &app,
        &user,
        json!({"message": "I'm 34 and I earn $85,000 a year in Sydney. What's my tax?"}),
    )
    .await;
    assert_eq!(res.status(), 200);
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/event-stream")
    );
    let events = parse_events(&res.text().await.unwrap());
    let names: Vec<&str> = events.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names[0], "start");
    assert_eq!(*names.last().unwrap(), "done");
    // start, step*, delta+, profile?, done
    let first_delta = names.iter().position(|n| *n == "delta").unwrap();
    assert!(
        names[1..first_delta].iter().all(|n| *n == "step"),
        "{names:?}"
    );
    let steps: Vec<&str> = events[1..first_delta]
        .iter()
        .map(|(_, d)| d["label"].as_str().unwrap())
        .collect();
    assert_eq!(steps, vec!["Calculating your tax", "Updating your profile"]);
    let after: Vec<&str> = names[first_delta..names.len() - 1]
        .iter()
        .copied()
        .skip_while(|n| *n == "delta")
        .collect();
    assert_eq!(after, vec!["profile"], "{names:?}");
    assert!(
        names.iter().filter(|n| **n == "delta").count() > 1,
        "in chunks"
    );

    let id = events[0].1["conversationId"].as_str().unwrap().to_string();
    let done = &events.last().unwrap().1;
    assert_eq!(done["conversationId"], id.as_str());
    assert_eq!(done["profileUpdated"], true);
    let text: String = events
        .iter()
        .filter(|(n, _)| n == "delta")
        .map(|(_, d)| d["text"].as_str().unwrap())
        .collect();
    let msgs = messages(&app, &user, &id).await;
    let reply = msgs.last().unwrap();
    assert_eq!(reply["id"], done["messageId"]);
    assert_eq!(
        reply["content"].as_str().unwrap(),
        text,
        "deltas are the stored reply exactly"
    );
    assert!(reply["metadata"]["calculations"]["takeHome"].is_string());
    let profile = &events.iter().find(|(n, _)| n == "profile").unwrap().1;
    let set = profile["changeSetId"].as_str().unwrap();
    assert!(
        profile["changes"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["field"] == "annualIncome" && c["newValue"] == "85000")
    );
    let notice = msgs
        .iter()
        .find(|m| m["metadata"]["isSystemMessage"] == true)
        .unwrap();
    assert_eq!(notice["metadata"]["changeSetId"], set);
    let (_, p) = app.get(&user, "/api/financial-profile").await;
    assert_eq!(p["annualIncome"], "85000");
}

async fn bad_stream_requests_are_plain_json_errors(backend: Backend) {
    let app = spawn_app(backend).await;
    let user = app.register("s2@example.com").await;
    for (body, want) in [
        (json!({"message": "  "}), 400),
        (json!({"message": "x".repeat(4001)}), 400),
        (
            json!({"message": "hi", "conversationId": "00000000-0000-0000-0000-000000000000"}),
            404,
        ),
    ] {
        let res = stream_chat(&app, &user, body).await;
        assert_eq!(res.status(), want);
        assert!(
            res.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("application/json")
        );
        let v: Value = res.json().await.unwrap();
        assert!(v["message"].is_string());
    }
    let res = bare()
        .post(app.url("/api/chat"))
        .header("Accept", "text/event-stream")
        .json(&json!({"message": "hi"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
    let (_, list) = app.get(&user, "/api/conversations").await;
    assert!(list.as_array().unwrap().is_empty());
}

/// The client reads the first piece of text and hangs up: the turn is stored whole anyway (the
/// same reply, profile change and notice as a client that stayed).
async fn a_client_that_leaves_mid_stream_still_gets_the_whole_turn_stored(backend: Backend) {
    let app = spawn_app(backend).await;
    let message = "I'm 40, I earn $120,000 a year in California and I have $50,000 in savings. How is my retirement looking and what's my tax?";
    let stayer = app.register("stay@example.com").await;
    let (s, r) = app.chat(&stayer, message, None).await;
    assert_eq!(s, 200);
    let full = messages(&app, &stayer, r["conversationId"].as_str().unwrap()).await;

    let leaver = app.register("leave@example.com").await;
    let mut res = stream_chat(&app, &leaver, json!({ "message": message })).await;
    let mut seen = String::new();
    while !seen.contains("event: delta") {
        let chunk = res.chunk().await.unwrap().expect("a delta before the end");
        seen.push_str(&String::from_utf8_lossy(&chunk));
    }
    assert!(!seen.contains("event: done"), "left before the end");
    let id = parse_events(seen.split("event: delta").next().unwrap())[0].1["conversationId"]
        .as_str()
        .unwrap()
        .to_string();
    drop(res);

    // The turn finishes on its own; wait for it (bounded), then compare.
    let mut stored = Vec::new();
    for _ in 0..200 {
        stored = messages(&app, &leaver, &id).await;
        if stored.len() == full.len() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    assert_eq!(stored.len(), full.len(), "{stored:?}");
    for (a, b) in stored.iter().zip(&full) {
        assert_eq!(a["role"], b["role"]);
        assert_eq!(a["content"], b["content"]);
        assert_eq!(a["metadata"]["calculations"], b["metadata"]["calculations"]);
    }
    let (_, p1) = app.get(&stayer, "/api/financial-profile").await;
    let (_, p2) = app.get(&leaver, "/api/financial-profile").await;
    assert_eq!(p1, p2);
}

/// A model provider that refuses connections: the 503 names the conversation the message was
/// saved in, a retry with it continues that conversation, and the stream ends with `error`.
async fn advisor_failure_names_the_conversation_and_a_retry_continues_it(backend: Backend) {
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let app = spawn_app_with(backend, |c| {
        c.llm.api_key = Some("test-key".into());
        c.llm.base_url = Some(format!("http://127.0.0.1:{port}/v1"));
    })
    .await;
    let user = app.register("s503@example.com").await;
    let (s, m) = app.chat(&user, "What is my tax on 85k?", None).await;
    assert_eq!(s, 503, "{m}");
    let id = m["conversationId"].as_str().unwrap().to_string();
    assert!(!m["message"].as_str().unwrap().contains("127.0.0.1"));
    let (s, m2) = app.chat(&user, "What is my tax on 85k?", Some(&id)).await;
    assert_eq!(s, 503);
    assert_eq!(m2["conversationId"], id.as_str());

    let res = stream_chat(
        &app,
        &user,
        json!({"message": "still there?", "conversationId": id}),
    )
    .await;
    assert_eq!(res.status(), 200);
    let events = parse_events(&res.text().await.unwrap());
    let names: Vec<&str> = events.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, vec!["start", "error"]);
    assert_eq!(events[1].1["conversationId"], id.as_str());
    assert!(events[1].1["message"].as_str().unwrap().contains("saved"));

    let (_, list) = app.get(&user, "/api/conversations").await;
    assert_eq!(
        list.as_array().unwrap().len(),
        1,
        "no duplicate conversation"
    );
    let msgs = messages(&app, &user, &id).await;
    assert_eq!(msgs.len(), 3, "the three messages, no reply: {msgs:?}");
    assert!(msgs.iter().all(|m| m["role"] == "user"));
}

crate::both_backends!(
    events_come_in_order_and_the_text_is_the_stored_reply,
    bad_stream_requests_are_plain_json_errors,
    a_client_that_leaves_mid_stream_still_gets_the_whole_turn_stored,
    advisor_failure_names_the_conversation_and_a_retry_continues_it,
);
