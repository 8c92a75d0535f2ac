//! A local HTTP server speaking the chat completions protocol with scripted replies (plain or
//! streamed, at once or after a delay), recording every request so a test can check what the
//! advisor sent (system prompt, tools, tool results). For the model-path test files
//! (`mod support;`).

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use finance_llm::LlmConfig;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

/// One scripted reply: its status, body and how long to wait before sending it.
pub struct Scripted {
    pub status: u16,
    pub body: String,
    pub delay: Duration,
}

#[derive(Clone, Default)]
pub struct FakeServer {
    script: Arc<Mutex<VecDeque<Scripted>>>,
    requests: Arc<Mutex<Vec<Value>>>,
}

impl FakeServer {
    /// Starts the server on a free local port: the server and its `/v1` base URL.
    pub async fn start(script: Vec<Scripted>) -> (FakeServer, String) {
        let server = FakeServer {
            script: Arc::new(Mutex::new(script.into())),
            requests: Arc::default(),
        };
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let s = server.clone();
        tokio::spawn(async move {
            loop {
                let Ok((mut sock, _)) = listener.accept().await else {
                    return;
                };
                let s = s.clone();
                tokio::spawn(async move {
                    let Some(body) = read_request(&mut sock).await else {
                        return;
                    };
                    s.requests
                        .lock()
                        .unwrap()
                        .push(serde_json::from_slice(&body).unwrap_or(Value::Null));
                    let next = s.script.lock().unwrap().pop_front();
                    let next = next.unwrap_or(Scripted {
                        status: 500,
                        body: "script exhausted".into(),
                        delay: Duration::ZERO,
                    });
                    tokio::time::sleep(next.delay).await;
                    let reason = if next.status == 200 { "OK" } else { "Error" };
                    let content_type = if next.body.starts_with("data: ") {
                        "text/event-stream"
                    } else {
                        "application/json"
                    };
                    let response = format!(
                        "HTTP/1.1 {} {reason}\r\ncontent-type: {content_type}\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{}",
                        next.status,
                        next.body.len(),
                        next.body
                    );
                    let _ = sock.write_all(response.as_bytes()).await;
                    let _ = sock.shutdown().await;
                });
            }
        });
        (server, format!("http://{addr}/v1"))
    }

    pub fn requests(&self) -> Vec<Value> {
        self.requests.lock().unwrap().clone()
    }
}

/// Reads one HTTP/1.1 request and returns its body.
async fn read_request(sock: &mut tokio::net::TcpStream) -> Option<Vec<u8>> {
    let mut buf = Vec::new();
    let mut chunk = [0u8; 8192];
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
    let head = String::from_utf8_lossy(&buf[..header_end]).to_ascii_lowercase();
    let len: usize = head
        .lines()
        .find_map(|l| {
            l.strip_prefix("content-length:")
                .map(|v| v.trim().parse().unwrap_or(0))
        })
        .unwrap_or(0);
    while buf.len() < header_end + len {
        let n = sock.read(&mut chunk).await.ok()?;
        if n == 0 {
            break;
        }
        buf.extend_from_slice(&chunk[..n]);
    }
    Some(buf[header_end..].to_vec())
}

fn ok(message: Value) -> Scripted {
    let finish = if message.get("tool_calls").is_some() {
        "tool_calls"
    } else {
        "stop"
    };
    Scripted {
        status: 200,
        body: json!({
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "created": 1_763_700_000,
            "model": "test-model",
            "choices": [{"index": 0, "message": message, "finish_reason": finish}]
        })
        .to_string(),
        delay: Duration::ZERO,
    }
}

/// A final answer in words.
pub fn answer(text: &str) -> Scripted {
    ok(json!({"role": "assistant", "content": text}))
}

/// A round of tool calls: (call id, tool name, arguments as JSON text).
pub fn tool_calls(calls: &[(&str, &str, &str)]) -> Scripted {
    let calls: Vec<Value> = calls
        .iter()
        .map(|(id, name, args)| json!({"id": id, "type": "function", "function": {"name": name, "arguments": args}}))
        .collect();
    ok(json!({"role": "assistant", "content": null, "tool_calls": calls}))
}

/// The advisor's configuration for the server at `base`.
pub fn config(base: &str) -> LlmConfig {
    LlmConfig {
        api_key: Some("test-key".into()),
        base_url: Some(base.into()),
        model: Some("test-model".into()),
        timeout: Duration::from_secs(10),
        max_tool_rounds: 3,
        few_shot: Vec::new(),
    }
}

/// The tool messages the advisor sent back in a request, as sent (JSON text).
pub fn tool_results(req: &Value) -> Vec<String> {
    req["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["role"] == "tool")
        .map(|m| m["content"].as_str().unwrap_or_default().to_string())
        .collect()
}
