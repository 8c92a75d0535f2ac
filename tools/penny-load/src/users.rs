//! Signing the load's users up, each with its own session cookie.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use anyhow::{Context, bail};
use serde_json::json;

pub struct User {
    /// `penny_session=…`, sent as the Cookie header.
    pub cookie: String,
    conversation: Mutex<Option<String>>,
}

impl User {
    pub fn conversation(&self) -> Option<String> {
        self.conversation
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    pub fn set_conversation(&self, id: &str) {
        *self
            .conversation
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(id.to_string());
    }
}

pub async fn register_all(
    client: &reqwest::Client,
    base: &str,
    count: usize,
) -> anyhow::Result<Vec<Arc<User>>> {
    let run = std::process::id();
    let mut users = Vec::with_capacity(count);
    for i in 0..count {
        users.push(Arc::new(
            register(client, base, &format!("load-{run}-{i}")).await?,
        ));
    }
    Ok(users)
}

/// Registers `name@example.com`; waits out the sign-up rate limit (429) for up to two minutes.
async fn register(client: &reqwest::Client, base: &str, name: &str) -> anyhow::Result<User> {
    let body = json!({
        "email": format!("{name}@example.com"),
        "password": format!("load test password {name}"),
    });
    for _ in 0..120 {
        let res = client
            .post(format!("{base}/api/auth/register"))
            .json(&body)
            .send()
            .await
            .with_context(|| format!("registering {name} at {base}"))?;
        if res.status().as_u16() == 429 {
            tokio::time::sleep(Duration::from_secs(1)).await;
            continue;
        }
        if res.status().as_u16() != 201 {
            bail!("registering {name}: HTTP {}", res.status());
        }
        let cookie = res
            .headers()
            .get_all("set-cookie")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .find(|v| v.starts_with("penny_session="))
            .and_then(|v| v.split(';').next())
            .context("no penny_session cookie after registering")?
            .to_string();
        return Ok(User {
            cookie,
            conversation: Mutex::new(None),
        });
    }
    bail!("registering {name}: still rate-limited after two minutes")
}
