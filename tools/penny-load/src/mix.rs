//! The request kinds of the mix and how each one is sent.

use std::sync::atomic::{AtomicUsize, Ordering};

use anyhow::{Context, bail};
use rand::Rng;
use rand::rngs::StdRng;
use serde_json::json;

use crate::users::User;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Op {
    Read,
    Projection,
    Conversations,
    Assume,
    Patch,
    Chat,
}

impl Op {
    pub const ALL: [Op; 6] = [
        Op::Read,
        Op::Projection,
        Op::Conversations,
        Op::Assume,
        Op::Patch,
        Op::Chat,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Op::Read => "read",
            Op::Projection => "projection",
            Op::Conversations => "conversations",
            Op::Assume => "assume",
            Op::Patch => "patch",
            Op::Chat => "chat",
        }
    }
}

pub struct Mix {
    weights: Vec<(Op, u32)>,
    total: u32,
}

impl Mix {
    pub fn parse(spec: &str) -> anyhow::Result<Mix> {
        let mut weights = Vec::new();
        for part in spec.split(',').filter(|p| !p.trim().is_empty()) {
            let (name, weight) = part
                .split_once('=')
                .with_context(|| format!("mix entry `{part}` is not name=weight"))?;
            let op = Op::ALL
                .into_iter()
                .find(|o| o.name() == name.trim())
                .with_context(|| format!("unknown request kind `{name}`"))?;
            let weight: u32 = weight.trim().parse().context("mix weight")?;
            if weight > 0 {
                weights.push((op, weight));
            }
        }
        let total = weights.iter().map(|(_, w)| w).sum();
        if total == 0 {
            bail!("the mix is empty");
        }
        Ok(Mix { weights, total })
    }

    pub fn pick(&self, rng: &mut StdRng) -> Op {
        let mut roll = rng.random_range(0..self.total);
        for (op, w) in &self.weights {
            if roll < *w {
                return *op;
            }
            roll -= w;
        }
        self.weights[0].0
    }

    pub fn describe(&self) -> String {
        let parts: Vec<String> = self
            .weights
            .iter()
            .map(|(op, w)| format!("{}={w}", op.name()))
            .collect();
        parts.join(",")
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Failure {
    Timeout,
    Connect,
    Other,
}

/// Questions people ask; some state figures the built-in advisor turns into profile updates.
const QUESTIONS: [&str; 6] = [
    "How big should my emergency fund be?",
    "Should I pay off my debts before investing?",
    "What will my tax be this year?",
    "My monthly expenses are about 3200",
    "Am I on track for retirement?",
    "I have 15000 in savings, what should I do with it?",
];

/// Sends one request of kind `op`; `variant` picks its values. Returns the status code.
pub async fn send(
    client: &reqwest::Client,
    base: &str,
    user: &User,
    op: Op,
    variant: u32,
) -> Result<u16, Failure> {
    let req = match op {
        Op::Read => client.get(format!("{base}/api/financial-profile")),
        Op::Projection => client.get(format!("{base}/api/financial-profile/projection")),
        Op::Conversations => client.get(format!("{base}/api/conversations")),
        Op::Assume => client
            .post(format!("{base}/api/financial-profile/assumptions"))
            .json(&json!({
                "currentSavings": (1_000 + variant % 200_000).to_string(),
                "expectedReturnRate": format!("0.0{}", 3 + variant % 6),
            })),
        Op::Patch => client
            .patch(format!("{base}/api/financial-profile"))
            .json(&json!({
                "annualIncome": (40_000 + variant % 160_000).to_string(),
                "age": 25 + variant % 40,
            })),
        Op::Chat => {
            let question = QUESTIONS[variant as usize % QUESTIONS.len()];
            // A fresh conversation now and then keeps histories at a realistic length.
            let conversation = if variant.is_multiple_of(10) {
                None
            } else {
                user.conversation()
            };
            let mut body = json!({ "message": question });
            if let Some(id) = conversation {
                body["conversationId"] = json!(id);
            }
            client.post(format!("{base}/api/chat")).json(&body)
        }
    };
    let res = req
        .header("Cookie", user.cookie.as_str())
        .send()
        .await
        .map_err(classify)?;
    let status = res.status().as_u16();
    if op == Op::Chat && res.status().is_success() {
        let body: serde_json::Value = res.json().await.map_err(classify)?;
        if let Some(id) = body.get("conversationId").and_then(|v| v.as_str()) {
            user.set_conversation(id);
        }
    } else {
        res.bytes().await.map_err(classify)?;
    }
    Ok(status)
}

/// Failures printed in full before the rest are only counted.
static SHOWN: AtomicUsize = AtomicUsize::new(0);

fn classify(e: reqwest::Error) -> Failure {
    if SHOWN.fetch_add(1, Ordering::Relaxed) < 5 {
        eprintln!("penny-load: request failed: {e:?}");
    }
    if e.is_timeout() {
        Failure::Timeout
    } else if e.is_connect() {
        Failure::Connect
    } else {
        Failure::Other
    }
}
