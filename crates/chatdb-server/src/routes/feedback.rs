//! `POST /api/feedback`: 👍, 👎 (with a reason) or ✏️ (corrected SQL, which
//! must pass the guard and run before it is accepted).

use crate::error::{ApiError, ErrorBody};
use crate::extract::{Body, Caller};
use crate::state::Shared;
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use chatdb_connect::QueryOptions;
use chatdb_flow::{Feedback, Verdict};
use chatdb_guard::{Guard, GuardConfig};
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
) -> Result<(StatusCode, Json<Feedback>), ApiError> {
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
    let sql = match (req.verdict, req.sql.as_deref().map(str::trim)) {
        (Verdict::Correction, Some(sql)) if !sql.is_empty() => {
            let entry = state.source_for(&caller, source_id.as_deref())?;
            let source = state.loaded(entry).await?;
            let config = GuardConfig {
                access: caller.access(&entry.id).cloned(),
                ..GuardConfig::default()
            };
            let schema = &source.catalog.schema;
            let checked = Guard::new(schema.dialect, &config)
                .with_schema(schema)
                .check(sql)
                .map_err(|e| {
                    state.metrics.guard_refusal();
                    ApiError::rejected(format!("the correction was refused by the guard: {e}"))
                })?;
            let q = QueryOptions {
                max_rows: 1,
                timeout: std::time::Duration::from_secs_f64(state.limits.query_timeout_secs),
                cancel: state.stop_runs.child_token(),
            };
            source
                .connector
                .query(&checked, &q)
                .await
                .map_err(|e| ApiError::rejected(format!("the correction does not run: {e}")))?;
            Some(checked.pretty().to_string())
        }
        (Verdict::Correction, _) => {
            return Err(ApiError::bad_request(
                "a correction needs the corrected `sql`",
            ))
        }
        (_, Some(_)) => {
            return Err(ApiError::bad_request(
                "`sql` goes with the verdict `correction` only",
            ))
        }
        (_, None) => None,
    };
    let feedback = Feedback {
        run_id: req.run_id,
        verdict: req.verdict,
        reason: req.reason.filter(|r| !r.trim().is_empty()),
        sql,
        by: Some(caller.name.clone()),
        question: run["question"].as_str().map(str::to_string),
        run_sql: run["sql"].as_str().map(str::to_string),
        source: source_id,
    };
    state.store.put_feedback(&feedback).await?;
    Ok((StatusCode::CREATED, Json(feedback)))
}
