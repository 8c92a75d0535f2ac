use actix_web::{HttpResponse, get};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiResult, ErrorBody};
use crate::state::State;

#[derive(Serialize, ToSchema)]
pub struct HealthStatus {
    pub status: String,
}

/// Liveness: the process answers.
#[utoipa::path(tag = "health", responses((status = 200, body = HealthStatus)))]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(HealthStatus {
        status: "ok".into(),
    })
}

/// Readiness: the database answers.
#[utoipa::path(
    tag = "health",
    responses((status = 200, body = HealthStatus), (status = 503, body = ErrorBody, description = "The database is unavailable"))
)]
#[get("/readyz")]
pub async fn readyz(state: State) -> ApiResult<HttpResponse> {
    state.db(|s| s.ping()).await?;
    Ok(HttpResponse::Ok().json(HealthStatus {
        status: "ready".into(),
    }))
}
