//! `POST /api/feedback`: 👍, 👎 (with a reason) or ✏️ (corrected SQL, which
//! must pass the guard and run before it is accepted).

use crate::error::{ApiError, ErrorBody};
use crate::extract::{Body, Caller};
use crate::state::Shared;
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use chatdb_flow::feedback::{FeedbackError, FeedbackRequest as Asked, Given};
use chatdb_flow::Verdict;
use serde::Deserialize;
use utoipa::ToSchema;

/// Feedback on a run.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FeedbackRequest {
    pub run_id: String,
    /// `up`, `down` or `correction`.
    #[schema(value_type = String)]
    pub verdict: Verdict,
    /// Why (for `down`).
    #[serde(default)]
    pub reason: Option<String>,
    /// The corrected SQL (for `correction`).
    #[serde(default)]
    pub sql: Option<String>,
}

/// Stores feedback on a run.
#[utoipa::path(post, path = "/api/feedback", tag = "feedback", request_body = FeedbackRequest,
    responses(
        (status = 201, description = "Stored; the stored feedback", body = Object),
        (status = 400, description = "Malformed request", body = ErrorBody),
        (status = 401, description = "Missing or invalid token", body = ErrorBody),
        (status = 404, description = "No such run", body = ErrorBody),
        (status = 422, description = "The correction was refused by the guard or failed to run; nothing stored", body = ErrorBody)),
    security(("bearer" = [])))]
pub async fn feedback(
    State(state): State<Shared>,
    Caller(caller): Caller,
    Body(req): Body<FeedbackRequest>,
) -> Result<(StatusCode, Json<Given>), ApiError> {
    let run = match state.store.run(&req.run_id).await? {
        Some(r) if state.visible(&caller, &r) => r,
        _ => {
            return Err(ApiError::not_found(format!(
                "there is no run {}",
                req.run_id
            )))
        }
    };
    let source_id = run["data_source"].as_str().map(str::to_string);
    let entry = state.source_for(&caller, source_id.as_deref())?;
    let source = state.loaded(entry).await?;
    let request = Asked {
        verdict: req.verdict,
        reason: req.reason,
        sql: req.sql,
    };
    let timeout = std::time::Duration::from_secs_f64(state.limits.query_timeout_secs);
    let feedback = chatdb_flow::feedback::give(
        state.store.as_ref(),
        &run,
        &source,
        caller.access(&entry.id),
        &caller.name,
        request,
        timeout,
    )
    .await
    .map_err(|e| match e {
        FeedbackError::Correction(inner) => {
            if matches!(inner, chatdb_flow::SqlError::Refused(_)) {
                state.metrics.guard_refusal();
            }
            ApiError::rejected(format!("the correction was not accepted: {inner}"))
        }
        FeedbackError::Store(e) => e.into(),
        other => ApiError::bad_request(other.to_string()),
    })?;
    Ok((StatusCode::CREATED, Json(feedback)))
}
