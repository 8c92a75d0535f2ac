//! What every handler shares: the store, the advisor, the settings and the rate limiters.

use std::sync::Arc;

use actix_web::web;
use finance_domain::FinancialProfile;
use finance_store::{Store, StoreError};

use crate::auth::oidc_provider::OidcProvider;
use crate::auth::password::DummyHash;
use crate::config::ApiConfig;
use crate::error::ApiError;
use crate::rate_limit::RateLimiter;
use crate::routes::profile::rendered::RenderedProfiles;
use finance_llm::AnyAdvisor;

pub struct AppState {
    pub store: Arc<Store>,
    pub advisor: AnyAdvisor,
    pub config: ApiConfig,
    pub oidc: Option<OidcProvider>,
    pub sign_in_account_limiter: RateLimiter,
    pub sign_in_ip_limiter: RateLimiter,
    pub chat_limiter: RateLimiter,
    pub plan_limiter: RateLimiter,
    pub rendered_profiles: RenderedProfiles,
    /// Verified against for unknown emails (timing equalisation); built at startup.
    pub dummy_hash: DummyHash,
}

pub type State = web::Data<AppState>;

impl AppState {
    /// Runs a synchronous store call on the blocking pool, so a slow query never stalls a worker.
    pub async fn db<T, F>(&self, f: F) -> Result<T, ApiError>
    where
        F: FnOnce(&Store) -> Result<T, StoreError> + Send + 'static,
        T: Send + 'static,
    {
        let store = Arc::clone(&self.store);
        let result = web::block(move || f(&store)).await?;
        result.map_err(ApiError::from)
    }

    /// The person's saved profile: from the store's read cache when it has it (no thread hop, no
    /// query), else from the database.
    pub async fn profile(&self, user_id: &str) -> Result<Arc<FinancialProfile>, ApiError> {
        if let Some(p) = self.store.cached_profile(user_id) {
            return Ok(p);
        }
        let id = user_id.to_string();
        self.db(move |s| s.load_profile(&id)).await.map(Arc::new)
    }
}
