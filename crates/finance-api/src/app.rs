//! Builds the server: state, middleware, routes. `Application::build` binds first, so tests can
//! ask for port 0 and read the real port back.

use std::net::TcpListener;
use std::sync::Arc;
use std::time::Instant;

use actix_session::SessionMiddleware;
use actix_session::config::{PersistentSession, TtlExtensionPolicy};
use actix_web::body::MessageBody;
use actix_web::cookie::{Key, SameSite, time::Duration as CookieDuration};
use actix_web::dev::{Server, ServerHandle, ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::{Next, from_fn};
use actix_web::{App, Error, HttpServer, web};
use finance_llm::{AnyAdvisor, LlmConfig};
use finance_store::Store;
use tracing::Instrument;

use crate::auth::oidc_provider::OidcProvider;
use crate::auth::{local, login_page, logout, oidc, password};
use crate::config::ApiConfig;
use crate::error::ApiError;
use crate::rate_limit::RateLimiter;
use crate::routes::profile::rendered::RenderedProfiles;
use crate::routes::{account, chat, conversations, docs, goals, health, profile, suggestions, tax};
use crate::security::{CsrfGuard, SecurityHeaders};
use crate::session_store::{DbSessionStore, SESSION_COOKIE};
use crate::state::AppState;
use crate::static_files;

const BLOCKING_THREADS_PER_WORKER: usize = 16;

pub struct Application {
    port: u16,
    server: Server,
}

impl Application {
    pub async fn build(config: ApiConfig) -> Result<Application, ApiError> {
        let url = config.database_url.clone();
        let store = web::block(move || Store::open(&url)).await??;
        let listener = TcpListener::bind(&config.bind)
            .map_err(|e| ApiError::internal(format!("cannot listen on {}: {e}", config.bind)))?;
        Self::build_with(config, Arc::new(store), listener).await
    }

    /// With an already-open store (tests run two servers on one database this way, or share a pool).
    pub async fn build_with(
        config: ApiConfig,
        store: Arc<Store>,
        listener: TcpListener,
    ) -> Result<Application, ApiError> {
        let port = listener.local_addr().map_err(ApiError::internal)?.port();
        let advisor = AnyAdvisor::from_config(&LlmConfig {
            api_key: config.llm.api_key.clone(),
            base_url: config.llm.base_url.clone(),
            model: config.llm.model.clone(),
            few_shot: config.llm.few_shot.clone(),
            // Each provider call gets the whole budget; the chat handler's own timeout caps the
            // sum over tool rounds.
            timeout: config.advisor_timeout,
            ..LlmConfig::default()
        })
        .map_err(|e| ApiError::internal(format!("advisor configuration: {e}")))?;
        let oidc = match &config.oidc {
            Some(settings) => {
                Some(OidcProvider::discover(settings.clone(), &config.public_url).await?)
            }
            None => None,
        };
        if config.session_secret.len() < crate::config::MIN_SECRET_LEN {
            return Err(ApiError::internal(
                "the session secret is shorter than 32 bytes",
            ));
        }
        // Compiled in, but a broken file must stop the server, not leave the topics empty.
        finance_domain::topics::load()
            .map_err(|e| ApiError::internal(format!("data/topics.json does not parse: {e}")))?;
        let dummy_hash = web::block(password::DummyHash::new).await??;
        let key = Key::derive_from(config.session_secret.as_bytes());
        let limits = &config.rate_limits;
        let state = web::Data::new(AppState {
            store: Arc::clone(&store),
            advisor,
            oidc,
            sign_in_account_limiter: RateLimiter::new(
                "sign-in-account",
                limits.sign_in_per_account,
                limits.window,
            ),
            sign_in_ip_limiter: RateLimiter::new(
                "sign-in-ip",
                limits.sign_in_per_ip,
                limits.window,
            ),
            chat_limiter: RateLimiter::new("chat", limits.chat_per_user, limits.window),
            plan_limiter: RateLimiter::new("plan", limits.plan_per_user, limits.window),
            rendered_profiles: RenderedProfiles::default(),
            dummy_hash,
            config,
        });
        spawn_session_sweeper(Arc::clone(&store));
        let sessions = DbSessionStore::new(store, state.config.session_idle);
        let headers = SecurityHeaders::new(&state.config);
        let csrf = CsrfGuard::new(&state.config);
        let server = HttpServer::new(move || {
            let cfg = &state.config;
            let csrf = csrf.clone();
            let session_mw = SessionMiddleware::builder(sessions.clone(), key.clone())
                .cookie_name(SESSION_COOKIE.into())
                .cookie_http_only(true)
                .cookie_same_site(SameSite::Lax)
                .cookie_secure(cfg.cookie_secure())
                .cookie_path("/".into())
                // The cookie lasts as long as a session may; the idle lifetime is the row's
                // (DbSessionStore), so responses carry Set-Cookie only when the session changes.
                .session_lifecycle(
                    PersistentSession::default()
                        .session_ttl(CookieDuration::seconds(
                            i64::try_from(cfg.session_absolute.as_secs()).unwrap_or(i64::MAX),
                        ))
                        .session_ttl_extension_policy(TtlExtensionPolicy::OnStateChanges),
                )
                .build();
            App::new()
                .app_data(state.clone())
                .app_data(web::PayloadConfig::new(cfg.json_limit))
                // Only a safety net: handlers read bodies with `JsonBody`, which names the field.
                .app_data(
                    web::JsonConfig::default()
                        .limit(cfg.json_limit)
                        .error_handler(|e, _| match e {
                            actix_web::error::JsonPayloadError::Overflow { .. }
                            | actix_web::error::JsonPayloadError::OverflowKnownLength { .. } => {
                                ApiError::PayloadTooLarge.into()
                            }
                            other => {
                                ApiError::BadRequest(format!("Invalid JSON body: {other}")).into()
                            }
                        }),
                )
                .app_data(web::QueryConfig::default().error_handler(|e, _| {
                    ApiError::BadRequest(format!("Invalid query: {e}")).into()
                }))
                .app_data(web::PathConfig::default().error_handler(|e, _| {
                    ApiError::BadRequest(format!("Invalid path: {e}")).into()
                }))
                .wrap(from_fn(move |req: ServiceRequest, next: Next<_>| {
                    headers.apply(req, next)
                }))
                .wrap(from_fn(request_log))
                .service(health::healthz)
                .service(health::readyz)
                .service(
                    web::scope("/api")
                        .wrap(session_mw)
                        .wrap(from_fn(move |req: ServiceRequest, next: Next<_>| {
                            csrf.clone().guard(req, next)
                        }))
                        .service(login_page::login_page)
                        .service(login_page::login_css)
                        .service(login_page::login_js)
                        .service(logout::logout)
                        .service(logout::post_logout)
                        .service(logout::logout_js)
                        .service(oidc::callback)
                        .service(local::register)
                        .service(local::login)
                        .service(local::current_user)
                        .service(profile::get::get_profile)
                        .service(profile::patch::patch_profile)
                        .service(profile::country::post_country)
                        .service(profile::assumptions::post_assumptions)
                        .service(profile::projection::get_projection)
                        .service(profile::plan::get_plan)
                        .service(profile::recommendations::get_recommendations)
                        .service(profile::undo::undo_change_set)
                        .service(profile::history::get_history)
                        .service(goals::list::list_goals)
                        .service(goals::create::create_goal)
                        .service(goals::get::get_goal)
                        .service(goals::update::update_goal)
                        .service(goals::delete::delete_goal)
                        .service(suggestions::list::get_suggestions)
                        .service(tax::calculate::calculate)
                        .service(chat::send::send_message)
                        .service(conversations::list::list_conversations)
                        .service(conversations::rename::rename_conversation)
                        .service(conversations::delete::delete_conversation)
                        .service(conversations::messages::list_messages)
                        .service(account::export::export_account)
                        .service(account::delete::delete_account)
                        .service(docs::openapi_json)
                        .service(docs::docs_page)
                        .service(docs::docs_css)
                        .service(docs::docs_js)
                        .default_service(web::to(api_not_found)),
                )
                .default_service(web::to(static_files::serve))
        })
        // Blocking work is database calls (at most 10 pooled connections) and password hashing;
        // actix's default of 256 threads per worker only lets an overload park hundreds of
        // threads on the pool, each with its own stack and allocator heap (1 GB RSS at 10× the
        // sustainable rate in docs/benchmarks.md). Queued tasks cost far less than parked threads.
        .worker_max_blocking_threads(BLOCKING_THREADS_PER_WORKER)
        // A streamed chat reply is several small writes (`start`, then the reply's first `delta`
        // a few milliseconds later): with Nagle's algorithm on, the first delta waits for the
        // client's delayed ACK of `start` (about 40 ms on Linux) before it leaves.
        .tcp_nodelay(true)
        .listen(listener)
        .map_err(ApiError::internal)?
        .shutdown_timeout(10)
        .run();
        Ok(Application { port, server })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Stops the server from outside (tests).
    pub fn handle(&self) -> ServerHandle {
        self.server.handle()
    }

    /// Serves until SIGINT/SIGTERM, then finishes in-flight requests (up to 10 s).
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

/// Expired sessions are refused on read and refilled rate limits mean the same as no row; this only
/// keeps the tables small.
fn spawn_session_sweeper(store: Arc<Store>) {
    tokio::spawn(async move {
        let mut every = tokio::time::interval(std::time::Duration::from_secs(3600));
        loop {
            every.tick().await;
            let store = Arc::clone(&store);
            let swept = tokio::task::spawn_blocking(move || {
                let now = chrono::Utc::now();
                Ok::<_, finance_store::StoreError>((
                    store.sessions_purge_expired(now)?,
                    store.rate_limits_purge(now)?,
                ))
            })
            .await;
            match swept {
                Ok(Ok((sessions, limits))) => {
                    tracing::debug!(sessions, limits, "expired sessions and rate limits swept")
                }
                Ok(Err(e)) => tracing::warn!(error = %e, "session sweep failed"),
                Err(e) => tracing::warn!(error = %e, "session sweep task failed"),
            }
        }
    });
}

async fn api_not_found() -> Result<actix_web::HttpResponse, ApiError> {
    Err(ApiError::NotFound)
}

/// One span per request with a fresh request id (also returned as `X-Request-Id`). Only method,
/// path, status and duration are logged: never bodies, queries, cookies or amounts.
async fn request_log(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    // From the thread-local generator: `new_v4` asks the kernel on every call.
    let request_id = uuid::Builder::from_random_bytes(rand::random())
        .into_uuid()
        .to_string();
    let span = tracing::info_span!(
        "request",
        request_id = %request_id,
        method = %req.method(),
        path = %req.path(),
    );
    let started = Instant::now();
    let result = next.call(req).instrument(span.clone()).await;
    let _entered = span.enter();
    match result {
        Ok(mut res) => {
            tracing::info!(
                status = res.status().as_u16(),
                ms = started.elapsed().as_millis() as u64,
                "request finished"
            );
            if let Ok(v) = HeaderValue::from_str(&request_id) {
                res.headers_mut()
                    .insert(HeaderName::from_static("x-request-id"), v);
            }
            Ok(res)
        }
        Err(e) => {
            tracing::warn!(error = %e, "request failed");
            Err(e)
        }
    }
}
