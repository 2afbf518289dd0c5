//! Reading what happened: `GET /api/runs/{id}`, `GET /api/runs/{id}/trace`
//! and `GET /api/threads/{id}`, from the shared store (so any server
//! process answers for runs any other made).

use crate::docs::{RunRecordDoc, ThreadDoc, TraceDoc};
use crate::error::{ApiError, ErrorBody};
use crate::extract::Caller;
use crate::state::Shared;
use axum::extract::{Path, State};
use axum::Json;
use serde_json::{json, Value as Json_};

/// A stored run the caller may see.
async fn visible_run(
    state: &Shared,
    caller: &chatdb_flow::Caller,
    id: &str,
) -> Result<Json_, ApiError> {
    match state.store.run(id).await? {
        Some(record) if state.visible(caller, &record) => Ok(record),
        _ => Err(ApiError::not_found(format!("there is no run {id}"))),
    }
}

/// A run's record.
#[utoipa::path(get, path = "/api/runs/{id}", tag = "runs",
    params(("id" = String, Path, description = "The run id")),
    responses(
        (status = 200, description = "The stored run record (rows are not stored: `rows` is empty)", body = RunRecordDoc),
        (status = 401, description = "Missing or invalid token", body = ErrorBody),
        (status = 404, description = "No such run", body = ErrorBody)),
    security(("bearer" = [])))]
pub async fn get_run(
    State(state): State<Shared>,
    Caller(caller): Caller,
    Path(id): Path<String>,
) -> Result<Json<Json_>, ApiError> {
    Ok(Json(visible_run(&state, &caller, &id).await?))
}

/// What a run did, node by node.
#[utoipa::path(get, path = "/api/runs/{id}/trace", tag = "runs",
    params(("id" = String, Path, description = "The run id")),
    responses(
        (status = 200, description = "The run's trace and timings", body = TraceDoc),
        (status = 401, description = "Missing or invalid token", body = ErrorBody),
        (status = 404, description = "No such run", body = ErrorBody)),
    security(("bearer" = [])))]
pub async fn get_trace(
    State(state): State<Shared>,
    Caller(caller): Caller,
    Path(id): Path<String>,
) -> Result<Json<Json_>, ApiError> {
    let r = visible_run(&state, &caller, &id).await?;
    Ok(Json(json!({
        "run_id": r["run_id"],
        "status": r["status"],
        "llm_calls": r["llm_calls"],
        "tokens": r["tokens"],
        "timings_ms": r["timings_ms"],
        "trace": r["trace"],
    })))
}

/// A thread: its runs, and the question it waits on, if any.
#[utoipa::path(get, path = "/api/threads/{id}", tag = "runs",
    params(("id" = String, Path, description = "The thread id")),
    responses(
        (status = 200, description = "The thread's runs, oldest first", body = ThreadDoc),
        (status = 401, description = "Missing or invalid token", body = ErrorBody),
        (status = 404, description = "No such thread", body = ErrorBody)),
    security(("bearer" = [])))]
pub async fn get_thread(
    State(state): State<Shared>,
    Caller(caller): Caller,
    Path(id): Path<String>,
) -> Result<Json<Json_>, ApiError> {
    let runs: Vec<Json_> = state
        .store
        .thread_runs(&id)
        .await?
        .into_iter()
        .filter(|r| state.visible(&caller, r))
        .collect();
    if runs.is_empty() {
        return Err(ApiError::not_found(format!("there is no thread {id}")));
    }
    let waiting = state.store.checkpoint(&id).await?.and_then(|s| {
        s.pending
            .map(|p| json!({"question": p.question, "options": p.options}))
    });
    Ok(Json(
        json!({"thread_id": id, "runs": runs, "waiting": waiting}),
    ))
}
