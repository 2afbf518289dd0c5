//! For operators: `GET /healthz` and `GET /metrics` (no token needed;
//! they reveal no data).

use crate::state::Shared;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::Json;
use chatdb_flow::Readiness;
use serde::Serialize;
use std::collections::BTreeMap;
use utoipa::ToSchema;

/// Liveness and how the sources are doing.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// `ok` when every source is ready, `degraded` when one failed to
    /// load, `starting` while one is loading.
    pub status: &'static str,
    #[schema(value_type = BTreeMap<String, String>)]
    pub sources: BTreeMap<String, Readiness>,
}

/// Liveness and source readiness.
#[utoipa::path(get, path = "/healthz", tag = "ops",
    responses((status = 200, description = "The server is up", body = Health)))]
pub async fn healthz(State(state): State<Shared>) -> Json<Health> {
    let sources: BTreeMap<String, Readiness> = state
        .sources
        .all()
        .iter()
        .map(|e| (e.id.clone(), state.sources.readiness(e)))
        .collect();
    let status = if sources.values().any(|r| *r == Readiness::Failed) {
        "degraded"
    } else if sources.values().any(|r| *r == Readiness::Loading) {
        "starting"
    } else {
        "ok"
    };
    Json(Health { status, sources })
}

/// Prometheus metrics.
#[utoipa::path(get, path = "/metrics", tag = "ops",
    responses((status = 200, description = "Prometheus text exposition format", content_type = "text/plain", body = String)))]
pub async fn metrics(State(state): State<Shared>) -> impl IntoResponse {
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        state.metrics.encode(),
    )
}

/// This document.
#[utoipa::path(get, path = "/api/openapi.json", tag = "ops",
    responses((status = 200, description = "The OpenAPI 3.1 document of this API", content_type = "application/json", body = Object)))]
pub async fn openapi(State(state): State<Shared>) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "application/json")],
        state.openapi.get().cloned().unwrap_or_default(),
    )
}
