//! `chatdb serve`: the HTTP API over the same run lifecycle as the CLI
//! (`chatdb_flow::Session`), for a team, scripts and other services.
//!
//! - `config`: `chatdb.yaml` — sources, bearer tokens with access
//!   policies, limits; secrets only from the environment;
//! - `auth`: tokens (compared by SHA-256) → the caller and what they may use;
//! - `state`: what handlers share, source access, bounded session runs;
//! - `extract`: caller, JSON body and query extractors with JSON errors;
//! - `routes`: the handlers, each registered with its OpenAPI description;
//! - `web`: the chat page at `/` (files embedded in the binary);
//! - `docs`: the document's frame and the lifecycle types' schemas;
//! - `metrics`: Prometheus counters and histograms;
//! - `error`: `{"error": {"code", "message"}}` for every failure.
//!
//! Invariants: the server keeps nothing that matters in memory — threads,
//! runs, checkpoints and feedback are in the store, so several processes
//! can share one PostgreSQL store; every statement passes the guard with
//! the caller's access policy; no response, log line or error carries a
//! secret.

pub mod auth;
pub mod config;
mod docs;
pub mod error;
mod extract;
pub mod metrics;
mod routes;
pub mod state;
mod web;

pub use config::ServerConfig;

use crate::error::ApiError;
use crate::state::{AppState, Shared};
use axum::extract::{DefaultBodyLimit, MatchedPath, Request, State};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;
use chatdb_flow::Workspace;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How to start a server.
pub struct ServeOptions {
    pub addr: SocketAddr,
    pub config: ServerConfig,
    pub workspace: Workspace,
    /// The shared store (`CHATDB_STORE`), else SQLite in the workspace.
    pub store_url: Option<String>,
}

/// The server could not start or stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    #[error("{0}")]
    Config(String),
    #[error("cannot listen on {addr}: {cause}")]
    Bind { addr: SocketAddr, cause: String },
    #[error("the server stopped: {0}")]
    Serve(String),
}

/// Serves until `shutdown` completes; `ready` learns the bound address
/// (useful with port 0). On shutdown, requests under way get the grace
/// period to finish; runs still going after it are cancelled and recorded
/// as such.
pub async fn serve(
    options: ServeOptions,
    ready: impl FnOnce(SocketAddr),
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    if !options.addr.ip().is_loopback() && options.config.tokens.is_empty() {
        return Err(ServerError::Config(format!(
            "refusing to listen on {} without tokens: anyone who can reach it could read \
             your data. Configure `tokens` in chatdb.yaml (--config), or listen on 127.0.0.1",
            options.addr
        )));
    }
    let state = Arc::new(
        AppState::new(
            &options.config,
            options.workspace,
            options.store_url.as_deref(),
        )
        .await
        .map_err(ServerError::Config)?,
    );
    state.sources.warm();
    let app = app(state.clone(), options.addr.ip().is_loopback());
    let listener = tokio::net::TcpListener::bind(options.addr)
        .await
        .map_err(|e| ServerError::Bind {
            addr: options.addr,
            cause: e.to_string(),
        })?;
    let bound = listener.local_addr().map_err(|e| ServerError::Bind {
        addr: options.addr,
        cause: e.to_string(),
    })?;
    ready(bound);
    let stopping = tokio_util::sync::CancellationToken::new();
    let signal = {
        let stopping = stopping.clone();
        async move {
            shutdown.await;
            stopping.cancel();
        }
    };
    let grace = Duration::from_secs_f64(state.limits.shutdown_grace_secs);
    let stop_runs = state.stop_runs.clone();
    tokio::spawn({
        let stopping = stopping.clone();
        async move {
            stopping.cancelled().await;
            tracing::info!(
                "shutting down: {} s for runs under way",
                grace.as_secs_f64()
            );
            tokio::time::sleep(grace).await;
            stop_runs.cancel();
        }
    });
    axum::serve(listener, app)
        .with_graceful_shutdown(signal)
        .await
        .map_err(|e| ServerError::Serve(e.to_string()))
}

/// The whole application: API routes behind the concurrency limit, MCP
/// (streamable HTTP) at `/mcp` behind the same tokens, the operator
/// routes, JSON 404/405 for everything else.
pub fn app(state: Shared, loopback: bool) -> Router {
    let (api, ops, doc) = routes::all();
    let _ = state
        .openapi
        .set(doc.to_pretty_json().unwrap_or_else(|_| "{}".into()));
    let api = api.route_layer(middleware::from_fn_with_state(state.clone(), limit));
    let backend = Arc::new(chatdb_mcp::Backend {
        store: state.store.clone(),
        sources: state.sources.clone(),
        limits: chatdb_mcp::ToolLimits {
            max_rows: state
                .limits
                .max_rows
                .min(chatdb_mcp::ToolLimits::default().max_rows),
            query_timeout: Duration::from_secs_f64(state.limits.query_timeout_secs),
            ..chatdb_mcp::ToolLimits::default()
        },
        data_dir: state.data_dir.clone(),
    });
    let mcp = Router::new()
        .nest_service(
            "/mcp",
            chatdb_mcp::http_service(backend, state.stop_runs.clone(), loopback),
        )
        .layer(middleware::from_fn_with_state(state.clone(), authenticate));
    Router::new()
        .merge(api)
        .merge(mcp)
        .merge(ops)
        .merge(web::routes())
        .fallback(|| async { ApiError::not_found("no such route") })
        .method_not_allowed_fallback(|| async {
            ApiError::new(
                axum::http::StatusCode::METHOD_NOT_ALLOWED,
                "method_not_allowed",
                "this route does not take that method",
            )
        })
        .route_layer(middleware::from_fn_with_state(state.clone(), track))
        .layer(DefaultBodyLimit::max(state.limits.max_body_bytes))
        .with_state(state)
}

/// Counts and times every routed request.
async fn track(State(state): State<Shared>, req: Request, next: Next) -> Response {
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| "unmatched".to_string(), |m| m.as_str().to_string());
    let method = req.method().to_string();
    let started = Instant::now();
    let response = next.run(req).await;
    state.metrics.request(
        &method,
        &route,
        response.status().as_u16(),
        started.elapsed().as_secs_f64(),
    );
    response
}

/// Puts the request's caller (from its bearer token) into the request for
/// the MCP tools; a request without a valid token gets 401.
async fn authenticate(State(state): State<Shared>, mut req: Request, next: Next) -> Response {
    let header = req
        .headers()
        .get(axum::http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok());
    match state.auth.authenticate(header) {
        Ok(caller) => {
            req.extensions_mut().insert(caller);
            next.run(req).await
        }
        Err(e) => e.into_response(),
    }
}

/// At most `max_concurrent` API requests at once; the rest get 503 with
/// `Retry-After` rather than a queue that grows without bound.
async fn limit(State(state): State<Shared>, req: Request, next: Next) -> Response {
    let Ok(permit) = state.permits.clone().try_acquire_owned() else {
        return ApiError::busy(1).into_response();
    };
    let response = next.run(req).await;
    drop(permit);
    response
}
