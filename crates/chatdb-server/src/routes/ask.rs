//! Asking and resuming: `POST /api/ask` (JSON, or Server-Sent Events with
//! `Accept: text/event-stream`), `GET /api/ask/stream` (the same stream for
//! `EventSource`) and `POST /api/resume`.

use crate::docs::RunRecordDoc;
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Body, Caller, Params};
use crate::state::{RunKind, RunLimits, Shared};
use axum::extract::State;
use axum::http::{header, HeaderMap};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::Json;
use chatdb_flow::Event;
use futures_util::stream::Stream;
use serde::Deserialize;
use std::convert::Infallible;
use std::sync::Arc;
use utoipa::{IntoParams, ToSchema};

/// A question.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AskRequest {
    /// The question, in Chinese or English.
    pub question: String,
    /// The source id (default: the first one the token may use).
    #[serde(default)]
    pub source: Option<String>,
    /// The thread to continue (default: a new one).
    #[serde(default)]
    pub thread: Option<String>,
    #[serde(default)]
    pub options: RunLimits,
}

/// An answer to the question a thread is waiting on.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ResumeRequest {
    pub thread: String,
    /// An option's number or words.
    pub answer: String,
    /// The source id (default: the one the thread was asked on).
    #[serde(default)]
    pub source: Option<String>,
    #[serde(default)]
    pub options: RunLimits,
}

/// A question in the query string, for `EventSource`.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct StreamParams {
    pub question: String,
    #[serde(default)]
    pub source: Option<String>,
    #[serde(default)]
    pub thread: Option<String>,
}

/// Asks a question: the run record, or its progress as a stream.
#[utoipa::path(post, path = "/api/ask", tag = "ask", request_body = AskRequest,
    responses(
        (status = 200, description = "The run record (`status` says answered, clarification, abstained, failed …); with `Accept: text/event-stream`, `node` events then one `record` event",
         content((RunRecordDoc = "application/json"), (String = "text/event-stream"))),
        (status = 400, description = "Malformed request", body = ErrorBody),
        (status = 401, description = "Missing or invalid token", body = ErrorBody),
        (status = 403, description = "Source not available to this token", body = ErrorBody),
        (status = 503, description = "Busy or source unavailable", body = ErrorBody),
        (status = 504, description = "The run took too long and was cancelled", body = ErrorBody)),
    security(("bearer" = [])))]
pub async fn ask(
    State(state): State<Shared>,
    Caller(caller): Caller,
    headers: HeaderMap,
    Body(req): Body<AskRequest>,
) -> Result<Response, ApiError> {
    let entry = state.source_for(&caller, req.source.as_deref())?;
    let kind = RunKind::Ask {
        question: req.question,
        thread: req.thread,
    };
    if wants_stream(&headers) {
        return Ok(
            stream(state.clone(), caller, entry.id.clone(), kind, req.options).into_response(),
        );
    }
    let record = state.run(&caller, entry, kind, &req.options, None).await?;
    Ok(Json(record).into_response())
}

/// Asks a question and streams the run's progress (Server-Sent Events).
#[utoipa::path(get, path = "/api/ask/stream", tag = "ask", params(StreamParams),
    responses(
        (status = 200, description = "`node` events as the pipeline's nodes start and finish, then one `record` event with the run record (or one `error` event)", content_type = "text/event-stream", body = String),
        (status = 400, description = "Malformed request", body = ErrorBody),
        (status = 401, description = "Missing or invalid token", body = ErrorBody),
        (status = 403, description = "Source not available to this token", body = ErrorBody)),
    security(("bearer" = [])))]
pub async fn ask_stream(
    State(state): State<Shared>,
    Caller(caller): Caller,
    Params(p): Params<StreamParams>,
) -> Result<Response, ApiError> {
    let entry = state.source_for(&caller, p.source.as_deref())?;
    let kind = RunKind::Ask {
        question: p.question,
        thread: p.thread,
    };
    Ok(stream(
        state.clone(),
        caller,
        entry.id.clone(),
        kind,
        RunLimits::default(),
    )
    .into_response())
}

/// Answers a clarification and continues the thread's run.
#[utoipa::path(post, path = "/api/resume", tag = "ask", request_body = ResumeRequest,
    responses(
        (status = 200, description = "The resumed run's record", body = RunRecordDoc),
        (status = 400, description = "Malformed request", body = ErrorBody),
        (status = 401, description = "Missing or invalid token", body = ErrorBody),
        (status = 403, description = "Source not available to this token", body = ErrorBody),
        (status = 409, description = "The thread is not waiting for an answer", body = ErrorBody)),
    security(("bearer" = [])))]
pub async fn resume(
    State(state): State<Shared>,
    Caller(caller): Caller,
    Body(req): Body<ResumeRequest>,
) -> Result<Json<chatdb_flow::RunRecord>, ApiError> {
    // The thread's own source unless the request names one.
    let source = match req.source {
        Some(s) => Some(s),
        None => state
            .store
            .thread_runs(&req.thread)
            .await?
            .last()
            .and_then(|r| r["data_source"].as_str().map(str::to_string)),
    };
    let entry = state.source_for(&caller, source.as_deref())?;
    let kind = RunKind::Resume {
        thread: req.thread,
        answer: req.answer,
    };
    let record = state.run(&caller, entry, kind, &req.options, None).await?;
    Ok(Json(record))
}

fn wants_stream(headers: &HeaderMap) -> bool {
    headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("text/event-stream"))
}

/// What the stream carries.
enum Item {
    Node(Event),
    Record(Box<chatdb_flow::RunRecord>),
    Failed(ApiError),
}

/// Runs in the background and streams its events; the run goes on (and is
/// recorded) even if the client disconnects.
fn stream(
    state: Shared,
    caller: chatdb_flow::Caller,
    source_id: String,
    kind: RunKind,
    limits: RunLimits,
) -> Sse<impl Stream<Item = Result<SseEvent, Infallible>>> {
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel::<Item>();
    let events_tx = tx.clone();
    let sink: chatdb_flow::EventSink = Arc::new(move |e: &Event| {
        let _ = events_tx.send(Item::Node(e.clone()));
    });
    tokio::spawn(async move {
        let item = match state.sources.get(Some(&source_id)) {
            Some(entry) => match state.run(&caller, entry, kind, &limits, Some(sink)).await {
                Ok(record) => Item::Record(Box::new(record)),
                Err(e) => Item::Failed(e),
            },
            None => Item::Failed(ApiError::internal("the source disappeared")),
        };
        let _ = tx.send(item);
    });
    let events =
        futures_util::stream::unfold(Some(rx), |rx| async move {
            let mut rx = rx?;
            let item = rx.recv().await?;
            let (event, last) = match item {
            Item::Node(e) => (SseEvent::default().event("node").json_data(&e), false),
            Item::Record(r) => (SseEvent::default().event("record").json_data(&*r), true),
            Item::Failed(e) => (
                SseEvent::default().event("error").json_data(serde_json::json!({
                    "error": {"code": e.code, "message": e.message, "status": e.status.as_u16()}
                })),
                true,
            ),
        };
            let event = event
                .unwrap_or_else(|_| SseEvent::default().event("error").data("encoding failed"));
            Some((Ok(event), if last { None } else { Some(rx) }))
        });
    Sse::new(events).keep_alive(KeepAlive::default())
}
