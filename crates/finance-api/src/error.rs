//! The one place an API failure becomes a status code and a `{"message"}` body. Internal causes are
//! logged here and never sent to the client.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use finance_domain::DomainError;
use finance_store::StoreError;
use serde::Serialize;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// Bad input; the message names the field and is safe to show.
    #[error("{0}")]
    BadRequest(String),
    #[error("Unauthorized")]
    Unauthorized,
    /// Missing, or belonging to someone else: the two are indistinguishable on purpose.
    #[error("Not found")]
    NotFound,
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("Request body is too large")]
    PayloadTooLarge,
    /// The body did not arrive in time (a slow or stalled client).
    #[error("The request body took too long to arrive")]
    RequestTimeout,
    #[error("{0}")]
    UnsupportedMediaType(String),
    #[error("Too many requests; please wait a moment and try again")]
    TooManyRequests { retry_after_secs: u64 },
    /// A dependency (database, model provider) is down or too slow; the message says which, the
    /// cause stays in the log.
    #[error("{message}")]
    Unavailable { message: String, cause: String },
    /// The advisor failed or timed out after the person's message was stored: the body names the
    /// conversation, so a retry continues it.
    #[error(
        "The advisor is unavailable right now. Your message was saved; please try again in a moment."
    )]
    AdvisorUnavailable {
        conversation_id: String,
        cause: String,
    },
    #[error("Internal server error")]
    Internal(String),
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorBody {
    pub message: String,
    /// Only on a 503 from `POST /api/chat`: the conversation the message was saved in; send it
    /// with the retry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conversation_id: Option<String>,
}

impl ApiError {
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        ApiError::Internal(cause.to_string())
    }

    pub fn bad_field(field: &str, message: impl std::fmt::Display) -> Self {
        ApiError::BadRequest(format!("{field}: {message}"))
    }
}

impl From<DomainError> for ApiError {
    fn from(e: DomainError) -> Self {
        match &e {
            DomainError::InvalidField { .. } => ApiError::BadRequest(e.to_string()),
            other => match other.field() {
                Some(field) => ApiError::bad_field(field, other),
                None => ApiError::BadRequest(other.to_string()),
            },
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::AlreadyUndone => {
                ApiError::Conflict("This change was already undone".into())
            }
            StoreError::ChangedSince { field } => ApiError::Conflict(format!(
                "{field} has been changed since, so this change can no longer be undone; nothing was changed"
            )),
            StoreError::NotFound => ApiError::NotFound,
            StoreError::Conflict => ApiError::Conflict("Already exists".into()),
            StoreError::Invalid(d) => ApiError::from(d),
            StoreError::Unavailable(cause) => ApiError::Unavailable {
                message: "The database is unavailable; please try again shortly".into(),
                cause: cause.to_string(),
            },
            other => ApiError::Internal(other.to_string()),
        }
    }
}

impl From<actix_web::error::BlockingError> for ApiError {
    fn from(e: actix_web::error::BlockingError) -> Self {
        ApiError::internal(e)
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized => StatusCode::UNAUTHORIZED,
            ApiError::NotFound => StatusCode::NOT_FOUND,
            ApiError::Conflict(_) => StatusCode::CONFLICT,
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::RequestTimeout => StatusCode::REQUEST_TIMEOUT,
            ApiError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Unavailable { .. } | ApiError::AdvisorUnavailable { .. } => {
                StatusCode::SERVICE_UNAVAILABLE
            }
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        match self {
            ApiError::Internal(cause) => tracing::error!(%cause, "internal error"),
            ApiError::Unavailable { cause, .. } | ApiError::AdvisorUnavailable { cause, .. } => {
                tracing::warn!(%cause, "dependency unavailable")
            }
            _ => {}
        }
        let mut res = HttpResponse::build(self.status_code());
        if let ApiError::TooManyRequests { retry_after_secs } = self {
            res.insert_header(("Retry-After", retry_after_secs.to_string()));
        }
        res.json(ErrorBody {
            message: self.to_string(),
            conversation_id: match self {
                ApiError::AdvisorUnavailable {
                    conversation_id, ..
                } => Some(conversation_id.clone()),
                _ => None,
            },
        })
    }
}

pub type ApiResult<T> = Result<T, ApiError>;
