//! What there is to ask about: `GET /api/sources` and `GET /api/schema`.

use crate::docs::SchemaDoc;
use crate::error::{ApiError, ErrorBody};
use crate::extract::{Caller, Params};
use crate::state::Shared;
use axum::extract::State;
use axum::Json;
use chatdb_flow::schema_view::SchemaView;
use chatdb_flow::Readiness;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// The sources a token may use.
#[derive(Debug, Serialize, ToSchema)]
pub struct SourcesResponse {
    pub sources: Vec<SourceInfo>,
}

/// One source.
#[derive(Debug, Serialize, ToSchema)]
pub struct SourceInfo {
    pub id: String,
    /// The first source the token may use is its default.
    pub default: bool,
    /// `ready`, `loading` or `failed`.
    #[schema(value_type = String)]
    pub ready: Readiness,
    /// Once ready: its dialect and how many tables the token may read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dialect: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tables: Option<usize>,
    /// Whether hard questions go to a model.
    pub model: bool,
}

/// Lists the sources this token may use.
#[utoipa::path(get, path = "/api/sources", tag = "catalog",
    responses(
        (status = 200, description = "The sources", body = SourcesResponse),
        (status = 401, description = "Missing or invalid token", body = ErrorBody)),
    security(("bearer" = [])))]
pub async fn sources(State(state): State<Shared>, Caller(caller): Caller) -> Json<SourcesResponse> {
    let mut out = Vec::new();
    for e in state.sources.all().iter().filter(|e| caller.may_use(&e.id)) {
        let loaded = state.sources.ready(e);
        out.push(SourceInfo {
            id: e.id.clone(),
            default: out.is_empty(),
            ready: state.sources.readiness(e),
            dialect: loaded
                .as_ref()
                .map(|l| l.catalog.schema.dialect.to_string()),
            tables: loaded.as_ref().map(|l| {
                SchemaView::of(&e.id, &l.catalog, false, caller.access(&e.id)).table_count
            }),
            model: e.llm.is_some(),
        });
    }
    Json(SourcesResponse { sources: out })
}

/// Which schema to show.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct SchemaParams {
    /// The source id (default: the first the token may use).
    #[serde(default)]
    pub source: Option<String>,
    /// `basic` (tables) or `detailed` (columns, keys, samples; the default).
    #[serde(default)]
    pub level: Option<String>,
}

/// A source's tables and columns (what the token's policy hides is left out).
#[utoipa::path(get, path = "/api/schema", tag = "catalog", params(SchemaParams),
    responses(
        (status = 200, description = "The schema", body = SchemaDoc),
        (status = 400, description = "Malformed request", body = ErrorBody),
        (status = 401, description = "Missing or invalid token", body = ErrorBody),
        (status = 403, description = "Source not available to this token", body = ErrorBody),
        (status = 503, description = "The source is not available", body = ErrorBody)),
    security(("bearer" = [])))]
pub async fn schema(
    State(state): State<Shared>,
    Caller(caller): Caller,
    Params(p): Params<SchemaParams>,
) -> Result<Json<SchemaView>, ApiError> {
    let detailed = match p.level.as_deref() {
        None | Some("detailed") => true,
        Some("basic") => false,
        Some(other) => {
            return Err(ApiError::bad_request(format!(
                "level must be basic or detailed, not {other:?}"
            )))
        }
    };
    let entry = state.source_for(&caller, p.source.as_deref())?;
    let loaded = state.loaded(entry).await?;
    Ok(Json(SchemaView::of(
        &entry.id,
        &loaded.catalog,
        detailed,
        caller.access(&entry.id),
    )))
}
