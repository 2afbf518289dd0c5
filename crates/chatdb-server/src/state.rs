//! What every request handler shares: the workspace, the store, the
//! sources, the tokens, the metrics and the limits — and the two pieces of
//! logic every API route needs: which source a caller may use, and running
//! a session bounded in time.

use crate::auth::Auth;
use crate::config::{Limits, ServerConfig};
use crate::error::ApiError;
use crate::metrics::Metrics;
use chatdb_flow::{
    Caller, Checkpointer, Denied, EventSink, LoadedSource, RunOptions, RunRecord, Session,
    SourceEntry, Sources, Workspace,
};
use serde::Deserialize;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;
use tokio_util::sync::CancellationToken;
use utoipa::ToSchema;

/// The server's shared state.
pub struct AppState {
    pub store: Arc<dyn Checkpointer>,
    pub sources: Arc<Sources>,
    pub auth: Auth,
    pub metrics: Metrics,
    pub limits: Limits,
    /// Permits for concurrent API requests.
    pub permits: Arc<Semaphore>,
    /// Fires when runs under way must stop (the shutdown grace is over).
    pub stop_runs: CancellationToken,
    /// The OpenAPI document, as served.
    pub openapi: std::sync::OnceLock<String>,
    /// The data directory (where ETL runs waiting on an answer are kept).
    pub data_dir: std::path::PathBuf,
}

/// Shared state as handlers receive it.
pub type Shared = Arc<AppState>;

/// Per-request limits a client may ask for, within the server's.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RunLimits {
    /// Rows to return (at most the server's `max_rows`).
    #[serde(default)]
    pub max_rows: Option<usize>,
    /// Seconds a query may take (at most the server's query timeout).
    #[serde(default)]
    pub timeout_secs: Option<f64>,
    /// The rule engine answers at or above this confidence (0–1).
    #[serde(default)]
    pub min_confidence: Option<f32>,
}

/// What a session run is asked to do.
pub enum RunKind {
    Ask {
        question: String,
        thread: Option<String>,
    },
    Resume {
        thread: String,
        answer: String,
    },
}

impl AppState {
    /// Builds the state from a checked configuration.
    pub async fn new(
        config: &ServerConfig,
        workspace: Workspace,
        store_url: Option<&str>,
    ) -> Result<AppState, String> {
        config.check()?;
        let auth = Auth::from_config(&config.tokens).map_err(|e| e.to_string())?;
        let (max_memory, budget) = config.limits.memory(workspace.max_memory())?;
        let workspace = workspace.with_max_memory(max_memory).with_memory_budget(
            chatdb_connect::MemoryBudget::new(
                budget,
                std::time::Duration::from_secs_f64(config.limits.memory_wait_secs),
            ),
        );
        let sources =
            Sources::new(&config.sources, workspace.clone()).map_err(|e| e.to_string())?;
        let store = workspace
            .store(store_url)
            .await
            .map_err(|e| e.to_string())?;
        Ok(AppState {
            store: Arc::from(store),
            sources: Arc::new(sources),
            auth,
            metrics: Metrics::new(),
            permits: Arc::new(Semaphore::new(config.limits.max_concurrent)),
            limits: config.limits.clone(),
            stop_runs: CancellationToken::new(),
            openapi: std::sync::OnceLock::new(),
            data_dir: workspace.dir().to_path_buf(),
        })
    }

    /// The source a caller asks for (their first usable one for `None`);
    /// to a limited caller an unknown source and a forbidden one are the
    /// same 403.
    pub fn source_for(&self, caller: &Caller, id: Option<&str>) -> Result<&SourceEntry, ApiError> {
        self.sources.for_caller(caller, id).map_err(|d| match d {
            Denied::NotFound(_) => ApiError::not_found(d.to_string()),
            Denied::Forbidden(_) => ApiError::forbidden(d.to_string()),
        })
    }

    /// The source loaded, or 503 while it can't be.
    pub async fn loaded(&self, entry: &SourceEntry) -> Result<Arc<LoadedSource>, ApiError> {
        self.sources.load(entry).await.map_err(|e| {
            ApiError::unavailable(format!("source {:?} is not available: {e}", entry.id))
        })
    }

    /// Run options within the server's limits.
    pub fn run_options(&self, asked: &RunLimits) -> Result<RunOptions, ApiError> {
        let mut options = RunOptions::at(chrono::Local::now().naive_local());
        let max_rows = asked.max_rows.unwrap_or(self.limits.max_rows);
        if max_rows == 0 {
            return Err(ApiError::bad_request("max_rows must be at least 1"));
        }
        options.max_rows = max_rows.min(self.limits.max_rows);
        let timeout = asked.timeout_secs.unwrap_or(self.limits.query_timeout_secs);
        if !(timeout.is_finite() && timeout > 0.0) {
            return Err(ApiError::bad_request(
                "timeout_secs must be a positive number of seconds",
            ));
        }
        options.timeout = Duration::from_secs_f64(timeout.min(self.limits.query_timeout_secs));
        if let Some(c) = asked.min_confidence {
            if !(0.0..=1.0).contains(&c) {
                return Err(ApiError::bad_request(
                    "min_confidence must be between 0 and 1",
                ));
            }
            options.threshold = c;
        }
        Ok(options)
    }

    /// Runs a session to its end within the request timeout. The run is
    /// its own task: a client that goes away doesn't cut it short, so it is
    /// always recorded; past the timeout it is cancelled (and recorded as
    /// failed) and the caller gets 504.
    pub async fn run(
        self: &Arc<Self>,
        caller: &Caller,
        entry: &SourceEntry,
        kind: RunKind,
        limits: &RunLimits,
        events: Option<EventSink>,
    ) -> Result<RunRecord, ApiError> {
        let mut options = self.run_options(limits)?;
        options.events = events;
        let cancel = self.stop_runs.child_token();
        options.cancel = cancel.clone();
        let source = self.loaded(entry).await?;
        let state = self.clone();
        let access = caller.access(&entry.id).cloned();
        let source_id = entry.id.clone();
        let task = tokio::spawn(async move {
            let Some(entry) = state.sources.get(Some(&source_id)) else {
                return Err(ApiError::internal("the source disappeared"));
            };
            let session = Session {
                store: state.store.as_ref(),
                source: &source,
                llm: entry.llm.as_ref(),
                access: access.as_ref(),
            };
            let record = match kind {
                RunKind::Ask { question, thread } => {
                    session.ask(&question, thread.as_deref(), options).await
                }
                RunKind::Resume { thread, answer } => {
                    session.resume(&thread, &answer, options).await
                }
            }?;
            state.metrics.run(&record);
            Ok(record)
        });
        self.bounded(task, cancel).await
    }

    /// Waits for a run's task within the request timeout; past it the run
    /// is cancelled (`cancel`) and the caller gets 504.
    pub async fn bounded<T>(
        &self,
        mut task: tokio::task::JoinHandle<Result<T, ApiError>>,
        cancel: CancellationToken,
    ) -> Result<T, ApiError> {
        let timeout = Duration::from_secs_f64(self.limits.request_timeout_secs);
        match tokio::time::timeout(timeout, &mut task).await {
            Ok(joined) => joined.map_err(|e| ApiError::internal(format!("the run failed: {e}")))?,
            Err(_) => {
                cancel.cancel();
                Err(ApiError::new(
                    axum::http::StatusCode::GATEWAY_TIMEOUT,
                    "timeout",
                    format!(
                        "the run took longer than {} s and was cancelled",
                        self.limits.request_timeout_secs
                    ),
                ))
            }
        }
    }

    /// The data source a stored run answered from, if the caller may use
    /// it; a run on another source is "not found" to them.
    pub fn visible(&self, caller: &Caller, record: &serde_json::Value) -> bool {
        match record["data_source"].as_str() {
            Some(source) => caller.may_use(source),
            None => caller.sees_all(),
        }
    }
}
