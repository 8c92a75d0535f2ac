//! One streamed chat turn through Penny against a real inference server (llama.cpp's llama-server
//! with SmolLM2-135M-Instruct), not a scripted one. `scripts/test-local-model.sh` installs and
//! starts the server and runs this test with `PENNY_LOCAL_MODEL_URL` set; without a server it is
//! ignored.
//!
//! Between Penny and the server sits a tap: a plain forwarder that keeps every request and
//! response, so the test can show that the model's tool call was parsed from the stream, run by
//! Penny's own tool, and its result sent back to the model.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use finance_domain::FinancialProfile;
use finance_domain::tax::{TaxRequest, TaxResult, calculate};
use finance_llm::DISCLAIMER;
use finance_llm::format::money;
use finance_store::Backend;
use rust_decimal::Decimal;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use crate::helpers::*;

/// One request Penny sent to the model server, and the raw body it got back.
#[derive(Clone, Debug)]
struct Exchange {
    request: Value,
    response: Vec<u8>,
}

impl Exchange {
    fn response(&self) -> String {
        String::from_utf8_lossy(&self.response).into_owned()
    }
}

/// Forwards `POST`s to the model server unchanged (body and key) and keeps each exchange.
#[derive(Clone, Default)]
struct Tap {
    exchanges: Arc<Mutex<Vec<Exchange>>>,
}

impl Tap {
    /// Starts the tap in front of `upstream` (a base URL such as `http://127.0.0.1:8081/v1`) and
    /// returns it with the base URL Penny should use instead.
    async fn start(upstream: &str) -> (Tap, String) {
        let upstream = reqwest::Url::parse(upstream).expect("PENNY_LOCAL_MODEL_URL is a URL");
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!(
            "http://{}{}",
            listener.local_addr().unwrap(),
            upstream.path().trim_end_matches('/')
        );
        let tap = Tap::default();
        let kept = tap.clone();
        let client = reqwest::Client::new();
        tokio::spawn(async move {
            while let Ok((sock, _)) = listener.accept().await {
                tokio::spawn(kept.clone().forward(sock, client.clone(), upstream.clone()));
            }
        });
        (tap, base)
    }

    async fn forward(self, mut sock: TcpStream, client: reqwest::Client, upstream: reqwest::Url) {
        let Some(post) = read_post(&mut sock).await else {
            return;
        };
        // Kept in the order sent, before the answer comes.
        let index = {
            let mut kept = self.exchanges.lock().unwrap();
            kept.push(Exchange {
                request: serde_json::from_slice(&post.body).unwrap_or(Value::Null),
                response: Vec::new(),
            });
            kept.len() - 1
        };
        let mut url = upstream;
        url.set_path(&post.path);
        let mut req = client
            .post(url)
            .header("content-type", "application/json")
            .body(post.body);
        if let Some(key) = post.authorization {
            req = req.header("authorization", key);
        }
        let mut res = req.send().await.expect("the model server answers");
        let head = format!(
            "HTTP/1.1 {}\r\ncontent-type: {}\r\nconnection: close\r\n\r\n",
            res.status(),
            res.headers()
                .get("content-type")
                .and_then(|v| v.to_str().ok())
                .unwrap_or("application/json")
        );
        let _ = sock.write_all(head.as_bytes()).await;
        // Piece by piece as the server sends them, so Penny really reads a stream; kept before
        // passed on, so the record is whole by the time Penny has read it.
        while let Ok(Some(piece)) = res.chunk().await {
            self.exchanges.lock().unwrap()[index]
                .response
                .extend_from_slice(&piece);
            let _ = sock.write_all(&piece).await;
        }
        let _ = sock.shutdown().await;
    }

    fn exchanges(&self) -> Vec<Exchange> {
        self.exchanges.lock().unwrap().clone()
    }
}

struct Post {
    path: String,
    authorization: Option<String>,
    body: Vec<u8>,
}

/// Reads one HTTP/1.1 `POST`.
async fn read_post(sock: &mut TcpStream) -> Option<Post> {
    let mut buf = Vec::new();
    let mut chunk = [0u8; 16384];
    let header_end = loop {
        let n = sock.read(&mut chunk).await.ok()?;
        if n == 0 {
            return None;
        }
        buf.extend_from_slice(&chunk[..n]);
        if let Some(pos) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break pos + 4;
        }
    };
    let head = String::from_utf8_lossy(&buf[..header_end]).into_owned();
    let path = head.split_whitespace().nth(1)?.to_string();
    let header = |wanted: &str| {
        head.lines().find_map(|l| {
            let (name, value) = l.split_once(':')?;
            name.eq_ignore_ascii_case(wanted)
                .then(|| value.trim().to_string())
        })
    };
    let len: usize = header("content-length")
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    while buf.len() < header_end + len {
        let n = sock.read(&mut chunk).await.ok()?;
        if n == 0 {
            break;
        }
        buf.extend_from_slice(&chunk[..n]);
    }
    Some(Post {
        path,
        authorization: header("authorization"),
        body: buf[header_end..].to_vec(),
    })
}

/// Penny's own tax result for `income`, as its `calculate_tax` tool would return it today.
fn tax(income: u32) -> TaxResult {
    let req = TaxRequest {
        income: Decimal::from(income),
        ..TaxRequest::from_profile(&FinancialProfile::default())
    };
    // The day the chat handler gives the tool.
    calculate(&req, chrono::Utc::now().date_naive()).unwrap()
}

/// Two worked examples of the turn the test asks for: question, `calculate_tax` call, Penny's real
/// result, answer. A 135M model follows this pattern; on its own it almost never calls a tool.
fn few_shot() -> Vec<Value> {
    let mut turns = Vec::new();
    for (n, income) in [(1, 60_000), (2, 120_000)] {
        let result = tax(income);
        let id = format!("example{n}");
        turns.extend([
            json!({"role": "user", "content": format!("How much tax would I pay on {}?", money(result.income))}),
            json!({"role": "assistant", "tool_calls": [{"id": id, "type": "function", "function": {
                "name": "calculate_tax",
                "arguments": json!({"income": income.to_string()}).to_string(),
            }}]}),
            json!({"role": "tool", "tool_call_id": id, "content": serde_json::to_string(&result).unwrap()}),
            json!({"role": "assistant", "content": format!(
                "On {} you would pay {} in income tax and {} in Medicare levy, and take home {} a year.",
                money(result.income), money(result.federal_tax), money(result.fica_tax), money(result.take_home)
            )}),
        ]);
    }
    turns
}

/// What the model streamed back: its text and its tool calls' names and arguments, put together.
fn streamed(response: &str) -> String {
    let mut text = String::new();
    let mut calls = String::new();
    for line in response.lines() {
        let Some(Ok(chunk)) = line
            .strip_prefix("data: ")
            .map(serde_json::from_str::<Value>)
        else {
            continue;
        };
        let delta = &chunk["choices"][0]["delta"];
        text.push_str(delta["content"].as_str().unwrap_or(""));
        for call in delta["tool_calls"].as_array().into_iter().flatten() {
            calls.push_str(call["function"]["name"].as_str().unwrap_or(""));
            calls.push_str(call["function"]["arguments"].as_str().unwrap_or(""));
        }
    }
    format!("text {text:?}, tool calls {calls:?}")
}

/// What the test shows when something is off: each request's last message and what came back.
fn transcript(exchanges: &[Exchange]) -> String {
    exchanges
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let last = e.request["messages"].as_array().and_then(|m| m.last());
            let last: String = last.map(Value::to_string).unwrap_or_default();
            let last: String = last.chars().take(300).collect();
            format!(
                "request {i}, last message {last}\nresponse {i}: {}\n",
                streamed(&e.response())
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs a local model server: run scripts/test-local-model.sh"]
async fn a_real_model_calls_a_tool_in_a_streamed_turn() {
    let upstream = std::env::var("PENNY_LOCAL_MODEL_URL").expect(
        "PENNY_LOCAL_MODEL_URL names the model server's base URL, e.g. http://127.0.0.1:8081/v1",
    );
    let model = std::env::var("PENNY_LOCAL_MODEL_NAME").unwrap_or_else(|_| "smollm2".into());
    let (tap, base_url) = Tap::start(&upstream).await;
    let app = spawn_app_with(Backend::Sqlite, |c| {
        // llama-server accepts any key and ignores it; Penny needs one to pick the model path.
        c.llm.api_key = Some("local".into());
        c.llm.base_url = Some(base_url);
        c.llm.model = Some(model.clone());
        c.llm.few_shot = few_shot();
        // Two rounds on two shared CPU cores: seconds each, with room for a busy machine.
        c.advisor_timeout = Duration::from_secs(300);
    })
    .await;
    let user = app.register("local-model@example.com").await;

    let res = stream_chat(
        &app,
        &user,
        json!({"message": "How much tax would I pay on $90,000?"}),
    )
    .await;
    let status = res.status();
    let body = res.text().await.unwrap();
    let exchanges = tap.exchanges();
    let shown = transcript(&exchanges);
    assert_eq!(status, 200, "{body}\n{shown}");
    let events = parse_events(&body);
    let names: Vec<&str> = events.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names.first(), Some(&"start"), "{body}");
    assert_eq!(names.last(), Some(&"done"), "{body}\n{shown}");

    // The model's first answer, streamed, was a call to Penny's tax tool...
    assert!(exchanges.len() >= 2, "a tool round and an answer:\n{shown}");
    let first = &exchanges[0];
    assert_eq!(first.request["model"], model.as_str());
    assert_eq!(first.request["stream"], true);
    // Server-sent events (lines starting ':' are the server's keep-alives while it reads the prompt).
    assert!(
        first
            .response()
            .lines()
            .any(|l| l.starts_with("data: ") && l.contains("\"tool_calls\"")),
        "the first reply is a streamed tool call:\n{shown}"
    );
    let steps: Vec<&str> = events
        .iter()
        .filter(|(n, _)| n == "step")
        .map(|(_, d)| d["label"].as_str().unwrap())
        .collect();
    assert!(
        steps.iter().any(|s| s.starts_with("Calculating your")),
        "Penny parsed the call from the stream: {steps:?}\n{shown}"
    );

    // ...which Penny ran, and whose result went back to the model in the next request.
    let sent = exchanges[1].request["messages"].as_array().unwrap();
    let call = sent
        .iter()
        .rev()
        .find(|m| m["role"] == "assistant" && m["tool_calls"].is_array())
        .expect("the tool call is echoed back");
    let call = &call["tool_calls"][0];
    assert_eq!(call["function"]["name"], "calculate_tax", "{shown}");
    let result = sent
        .iter()
        .find(|m| m["role"] == "tool" && m["tool_call_id"] == call["id"])
        .expect("the tool's result is sent back");
    let result: Value = serde_json::from_str(result["content"].as_str().unwrap()).unwrap();
    let take_home = result["takeHome"]
        .as_str()
        .unwrap_or_else(|| panic!("Penny's tax result, not an error: {result}"));

    // The text streamed is the reply stored, and its calculation box holds the tool's figures.
    let text: String = events
        .iter()
        .filter(|(n, _)| n == "delta")
        .map(|(_, d)| d["text"].as_str().unwrap())
        .collect();
    assert!(
        text.trim_end().ends_with(DISCLAIMER) && text.trim() != DISCLAIMER,
        "{text}"
    );
    let id = events[0].1["conversationId"].as_str().unwrap();
    let stored = messages(&app, &user, id).await;
    let reply = stored.last().unwrap();
    assert_eq!(reply["role"], "assistant");
    assert_eq!(reply["id"], events.last().unwrap().1["messageId"]);
    assert_eq!(
        reply["content"].as_str().unwrap(),
        text,
        "stored = streamed"
    );
    assert_eq!(
        reply["metadata"]["calculations"]["takeHome"].as_str(),
        Some(take_home),
        "the calculation box holds the tool's result"
    );
}
