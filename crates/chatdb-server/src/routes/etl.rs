//! ETL over the API: `POST /api/etl` turns a request into a planned,
//! built, reviewed and tested workflow — the same run as `chatdb etl`
//! without `--out` or `--apply`: nothing is written to the source or to
//! disk (applying stays on the command line, where the writer holds the
//! source alone). `POST /api/etl/resume` answers the question a run waits
//! on (the target's name).

use crate::error::{ApiError, ErrorBody};
use crate::extract::{Body, Caller};
use crate::state::{RunLimits, Shared};
use axum::extract::State;
use axum::Json;
use chatdb_etl::pending::{Pending, PendingStore};
use chatdb_etl::{Etl, EtlOptions, EtlRecord};
use serde::Deserialize;
use utoipa::ToSchema;

/// A request for a workflow.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EtlRequest {
    /// What to build and where it goes, e.g. "按月汇总销售额，写入 dws_sales_monthly".
    pub request: String,
    /// The source id (default: the first one the token may use).
    #[serde(default)]
    pub source: Option<String>,
    /// The target table, overriding the request's.
    #[serde(default)]
    pub target: Option<String>,
    #[serde(default)]
    pub options: RunLimits,
}

/// An answer to the question an ETL run waits on.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EtlResumeRequest {
    pub thread: String,
    /// The target's name (or yes, for the suggested one).
    pub answer: String,
    #[serde(default)]
    pub options: RunLimits,
}

/// Plans, builds, reviews and tests a workflow; writes nothing.
#[utoipa::path(post, path = "/api/etl", tag = "etl", request_body = EtlRequest,
    responses(
        (status = 200, description = "The ETL record: `status` done, clarification (the target is asked for), needs_review or failed; `models`, `review`, `tests`", body = crate::docs::EtlRecordDoc),
        (status = 400, description = "Malformed request", body = ErrorBody),
        (status = 401, description = "Missing or invalid token", body = ErrorBody),
        (status = 403, description = "Source not available to this token, or read through an access policy", body = ErrorBody),
        (status = 503, description = "Busy or source unavailable", body = ErrorBody),
        (status = 504, description = "The run took too long and was cancelled", body = ErrorBody)),
    security(("bearer" = [])))]
pub async fn etl(
    State(state): State<Shared>,
    Caller(caller): Caller,
    Body(req): Body<EtlRequest>,
) -> Result<Json<EtlRecord>, ApiError> {
    if req.request.trim().is_empty() {
        return Err(ApiError::bad_request(
            "the request is empty: say what to build and where it goes, e.g. \"按月汇总销售额，写入 dws_sales_monthly\"",
        ));
    }
    let source_id = usable_source(&state, &caller, req.source.as_deref())?;
    let options = EtlOptions {
        target: req.target,
        ..options(&state, &req.options)?
    };
    run(&state, source_id, Kind::Build(req.request), options).await
}

/// Answers the question an ETL run waits on and continues it.
#[utoipa::path(post, path = "/api/etl/resume", tag = "etl", request_body = EtlResumeRequest,
    responses(
        (status = 200, description = "The continued run's ETL record", body = crate::docs::EtlRecordDoc),
        (status = 400, description = "Malformed request, or an answer that names no table", body = ErrorBody),
        (status = 401, description = "Missing or invalid token", body = ErrorBody),
        (status = 403, description = "Source not available to this token", body = ErrorBody),
        (status = 404, description = "No ETL run waits in the thread", body = ErrorBody)),
    security(("bearer" = [])))]
pub async fn etl_resume(
    State(state): State<Shared>,
    Caller(caller): Caller,
    Body(req): Body<EtlResumeRequest>,
) -> Result<Json<EtlRecord>, ApiError> {
    let pending = PendingStore::new(state.store.as_ref(), &state.data_dir)
        .get(&req.thread)
        .await
        .map_err(|e| ApiError::internal(format!("reading the waiting run: {e}")))?
        .ok_or_else(|| {
            ApiError::not_found(format!("no ETL run waits in thread {:?}", req.thread))
        })?;
    let source_id = usable_source(&state, &caller, pending.source.as_deref())?;
    let options = options(&state, &req.options)?;
    let kind = Kind::Resume {
        thread: req.thread,
        pending: Box::new(pending),
        answer: req.answer,
    };
    run(&state, source_id, kind, options).await
}

/// What an ETL task is asked to do.
enum Kind {
    /// Build the workflow a request asks for.
    Build(String),
    /// Continue the run waiting in a thread (read already) with the
    /// user's answer.
    Resume {
        thread: String,
        pending: Box<Pending>,
        answer: String,
    },
}

/// The source's id, when the caller may use it whole: a workflow reads any
/// table of its source, so a caller limited by an access policy may not
/// build one.
fn usable_source(
    state: &Shared,
    caller: &chatdb_flow::Caller,
    id: Option<&str>,
) -> Result<String, ApiError> {
    let entry = state.source_for(caller, id)?;
    if caller.access(&entry.id).is_some() {
        return Err(ApiError::forbidden(format!(
            "a workflow reads any table of {:?}, and this token reads it through an access policy",
            entry.id
        )));
    }
    Ok(entry.id.clone())
}

/// Options of a run that writes nothing, within the server's limits.
fn options(state: &Shared, limits: &RunLimits) -> Result<EtlOptions, ApiError> {
    Ok(EtlOptions::new(
        state.run_options(limits)?,
        state.data_dir.clone(),
    ))
}

/// Runs an ETL task on the loaded source as its own task, within the
/// request timeout.
async fn run(
    state: &Shared,
    source_id: String,
    kind: Kind,
    mut options: EtlOptions,
) -> Result<Json<EtlRecord>, ApiError> {
    let entry = state
        .sources
        .get(Some(&source_id))
        .ok_or_else(|| ApiError::internal("the source disappeared"))?;
    let source = state.loaded(entry).await?;
    let cancel = state.stop_runs.child_token();
    options.run.cancel = cancel.clone();
    let shared = state.clone();
    let task = tokio::spawn(async move {
        let Some(entry) = shared.sources.get(Some(&source_id)) else {
            return Err(ApiError::internal("the source disappeared"));
        };
        let etl = Etl {
            source,
            llm: entry.llm.as_ref(),
            store: Some(shared.store.as_ref()),
        };
        match kind {
            Kind::Build(request) => Ok(etl.run(&request, options).await),
            Kind::Resume {
                thread,
                pending,
                answer,
            } => etl
                .continue_waiting(&thread, *pending, &answer, options)
                .await
                .map_err(ApiError::bad_request),
        }
    });
    state.bounded(task, cancel).await.map(Json)
}
