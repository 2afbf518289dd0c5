//! API errors: a status and `{"error": {"code", "message"}}` — never a bare
//! 500 page, never a secret.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

/// An error answer.
#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
    /// Seconds to wait before trying again (503).
    pub retry_after: Option<u64>,
}

/// The JSON body of every error.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

/// What went wrong.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorDetail {
    /// A stable, machine-readable code (`bad_request`, `unauthorized`,
    /// `forbidden`, `not_found`, `rejected`, `too_large`, `busy`,
    /// `timeout`, `unavailable`, `internal`).
    pub code: String,
    /// What went wrong, for people.
    pub message: String,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
            retry_after: None,
        }
    }
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "bad_request", message)
    }
    pub fn unauthorized(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNAUTHORIZED, "unauthorized", message)
    }
    pub fn forbidden(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, "forbidden", message)
    }
    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, "not_found", message)
    }
    /// The guard refused a statement, or a correction did not run.
    pub fn rejected(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "rejected", message)
    }
    pub fn busy(retry_after: u64) -> ApiError {
        ApiError {
            retry_after: Some(retry_after),
            ..ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "busy",
                "the server is at its limit of concurrent requests; try again shortly",
            )
        }
    }
    /// 503 with Retry-After and a specific reason.
    pub fn busy_with(retry_after: u64, message: impl Into<String>) -> ApiError {
        ApiError {
            retry_after: Some(retry_after),
            ..ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "busy", message)
        }
    }
    pub fn unavailable(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "unavailable", message)
    }
    /// Something on our side failed; the message names what, not how.
    pub fn internal(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", message)
    }
}

impl From<chatdb_flow::FlowError> for ApiError {
    fn from(e: chatdb_flow::FlowError) -> ApiError {
        use chatdb_flow::FlowError as F;
        match e {
            F::Invalid(m) => ApiError::bad_request(m),
            F::NotWaiting(_) => ApiError::new(StatusCode::CONFLICT, "not_waiting", e.to_string()),
            F::Connect(_) | F::Profile(_) | F::Semantic(_) | F::Index { .. } | F::Demo(_) => {
                ApiError::unavailable(e.to_string())
            }
            other => {
                tracing::error!("request failed: {other}");
                ApiError::internal(other.to_string())
            }
        }
    }
}

impl From<chatdb_flow::store::StoreError> for ApiError {
    fn from(e: chatdb_flow::store::StoreError) -> ApiError {
        tracing::error!("store: {e}");
        ApiError::internal("the thread store failed; see the server log")
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            error: ErrorDetail {
                code: self.code.to_string(),
                message: self.message,
            },
        };
        let mut response = (self.status, axum::Json(body)).into_response();
        if let Some(secs) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        response
    }
}
