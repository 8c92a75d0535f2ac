//! zero2prod-style harness: every test gets its own database and its own server on a random port,
//! and talks to it over real HTTP.

use std::net::TcpListener;
use std::path::PathBuf;
use std::sync::Arc;

use finance_api::{ApiConfig, Application};
use finance_store::testing::TestDb;
use finance_store::{Backend, Store};
use reqwest::header::HeaderMap;
use serde_json::{Value, json};

pub const SECRET: &str = "test-secret-test-secret-test-secret-0123456789";
pub const PASSWORD: &str = "correct horse battery";

pub struct TestApp {
    pub address: String,
    pub db: Arc<TestDb>,
    handle: actix_web::dev::ServerHandle,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        let handle = self.handle.clone();
        // Stop accepting; the runtime ends with the test anyway.
        drop(handle.stop(false));
    }
}

pub fn config_for(db: &TestDb) -> ApiConfig {
    let mut cfg = ApiConfig::new(db.url(), SECRET);
    cfg.static_dir = PathBuf::from("/nonexistent/penny-static");
    cfg
}

pub async fn spawn_app(backend: Backend) -> TestApp {
    spawn_app_with(backend, |_| {}).await
}

pub async fn spawn_app_with(backend: Backend, tweak: impl FnOnce(&mut ApiConfig)) -> TestApp {
    let db = Arc::new(TestDb::new(backend));
    let mut cfg = config_for(&db);
    tweak(&mut cfg);
    spawn_on(db, cfg).await
}

/// Another server on an existing database (several processes sharing one database).
pub async fn spawn_on(db: Arc<TestDb>, cfg: ApiConfig) -> TestApp {
    let store = db.store();
    spawn_on_store(db, cfg, store).await
}

/// Another server on an existing database, with a store opened by the caller.
pub async fn spawn_on_store(db: Arc<TestDb>, cfg: ApiConfig, store: Store) -> TestApp {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let store = Arc::new(store);
    let app = Application::build_with(cfg.clone(), store, listener)
        .await
        .expect("server builds");
    let port = app.port();
    let handle = app.handle();
    tokio::spawn(app.run_until_stopped());
    TestApp {
        address: format!("http://127.0.0.1:{port}"),
        db,
        handle,
    }
}

/// A browser: its own cookie jar, no automatic redirects.
pub fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// A client without cookies, for requests with hand-made `Cookie` headers.
pub fn bare() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

pub fn session_cookie(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("penny_session=") && !v.starts_with("penny_session=;"))
        .map(|v| v.split(';').next().unwrap().to_string())
}

pub struct User {
    pub client: reqwest::Client,
    pub cookie: String,
    pub id: String,
}

impl TestApp {
    /// Wraps a server built by the test itself.
    pub fn from_running(app: Application, db: Arc<TestDb>, address: String) -> TestApp {
        let handle = app.handle();
        tokio::spawn(app.run_until_stopped());
        TestApp {
            address,
            db,
            handle,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn register(&self, email: &str) -> User {
        let client = browser();
        let res = client
            .post(self.url("/api/auth/register"))
            .json(&json!({"email": email, "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 201, "register {email}");
        let cookie = session_cookie(res.headers()).expect("session cookie");
        let body: Value = res.json().await.unwrap();
        User {
            client,
            cookie,
            id: body["id"].as_str().unwrap().to_string(),
        }
    }

    pub async fn get(&self, user: &User, path: &str) -> (u16, Value) {
        let res = user.client.get(self.url(path)).send().await.unwrap();
        let status = res.status().as_u16();
        (status, res.json().await.unwrap_or(Value::Null))
    }

    pub async fn send(&self, user: &User, method: &str, path: &str, body: Value) -> (u16, Value) {
        let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        let res = user
            .client
            .request(method, self.url(path))
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = res.status().as_u16();
        (status, res.json().await.unwrap_or(Value::Null))
    }

    pub async fn chat(
        &self,
        user: &User,
        message: &str,
        conversation: Option<&str>,
    ) -> (u16, Value) {
        let mut body = json!({ "message": message });
        if let Some(c) = conversation {
            body["conversationId"] = json!(c);
        }
        self.send(user, "POST", "/api/chat", body).await
    }
}

/// The stream's events as (name, data), in order.
pub fn parse_events(body: &str) -> Vec<(String, Value)> {
    body.split("\n\n")
        .filter(|f| !f.trim().is_empty())
        .map(|frame| {
            let mut name = String::new();
            let mut data = String::new();
            for line in frame.lines() {
                if let Some(v) = line.strip_prefix("event: ") {
                    name = v.to_string();
                } else if let Some(v) = line.strip_prefix("data: ") {
                    data.push_str(v);
                }
            }
            (name, serde_json::from_str(&data).unwrap())
        })
        .collect()
}

/// `POST /api/chat` asking for server-sent events.
pub async fn stream_chat(app: &TestApp, user: &User, body: Value) -> reqwest::Response {
    user.client
        .post(app.url("/api/chat"))
        .header("Accept", "text/event-stream")
        .json(&body)
        .send()
        .await
        .unwrap()
}

/// A conversation's messages, oldest first.
pub async fn messages(app: &TestApp, user: &User, id: &str) -> Vec<Value> {
    let (s, msgs) = app
        .get(user, &format!("/api/conversations/{id}/messages"))
        .await;
    assert_eq!(s, 200);
    msgs.as_array().unwrap().clone()
}

/// Runs an async test body once on SQLite and once on PostgreSQL.
#[macro_export]
macro_rules! both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() { super::$name(finance_store::Backend::Sqlite).await }) *
        }
        mod postgres {
            $(#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() { super::$name(finance_store::Backend::Postgres).await }) *
        }
    };
}
