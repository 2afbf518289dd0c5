//! SQL written by people or other tools: `POST /api/sql` (guarded,
//! read-only, row-capped) and `POST /api/check` (the guard's verdict).

use crate::error::{ApiError, ErrorBody};
use crate::extract::{Body, Caller};
use crate::state::{RunLimits, Shared};
use axum::extract::State;
use axum::Json;
use chatdb_connect::QueryOptions;
use chatdb_core::Dialect;
use chatdb_flow::SqlError;
use chatdb_guard::{Guard, GuardConfig};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A statement to run.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SqlRequest {
    pub sql: String,
    #[serde(default)]
    pub source: Option<String>,
    #[serde(default)]
    pub options: RunLimits,
}

/// A statement's result.
#[derive(Debug, Serialize, ToSchema)]
pub struct SqlResponse {
    /// The statement as it ran (after the guard's rewrites), laid out.
    pub sql: String,
    pub columns: Vec<SqlColumn>,
    /// Rows of typed JSON values (exact decimals and dates as strings).
    #[schema(value_type = Vec<Vec<Object>>)]
    pub rows: Vec<Vec<chatdb_core::Value>>,
    /// True when there were more rows than `max_rows`, or more output than
    /// the byte bound (long values shortened).
    pub truncated: bool,
    /// Why it was truncated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    pub elapsed_ms: u64,
    /// Lint findings (never blocking).
    #[schema(value_type = Vec<Object>)]
    pub warnings: Vec<chatdb_guard::Warning>,
    /// What the guard changed (access policy, LIMIT).
    pub rewrites: Vec<String>,
}

/// A result column.
#[derive(Debug, Serialize, ToSchema)]
pub struct SqlColumn {
    pub name: String,
    /// The logical type (`integer`, `decimal`, `text`, `date` …).
    #[serde(rename = "type")]
    #[schema(value_type = String)]
    pub logical_type: chatdb_core::LogicalType,
}

/// A statement to check.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CheckRequest {
    pub sql: String,
    /// Validate names against this source's schema (and its dialect).
    #[serde(default)]
    pub source: Option<String>,
    /// Without a source: the dialect to parse (`duckdb`, `sqlite`,
    /// `postgres`, `mysql`); default duckdb.
    #[serde(default)]
    pub dialect: Option<String>,
}

/// The guard's verdict.
#[derive(Debug, Serialize, ToSchema)]
pub struct CheckResponse {
    pub allowed: bool,
    pub dialect: String,
    /// The executable statement, when allowed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sql: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pretty: Option<String>,
    #[schema(value_type = Vec<Object>)]
    pub warnings: Vec<chatdb_guard::Warning>,
    pub rewrites: Vec<String>,
    /// Why it was refused (kind, message, location), when refused.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub error: Option<chatdb_guard::GuardError>,
}

/// Runs one read-only statement through the guard.
#[utoipa::path(post, path = "/api/sql", tag = "sql", request_body = SqlRequest,
    responses(
        (status = 200, description = "The result", body = SqlResponse),
        (status = 400, description = "Malformed request", body = ErrorBody),
        (status = 401, description = "Missing or invalid token", body = ErrorBody),
        (status = 403, description = "Source not available to this token", body = ErrorBody),
        (status = 422, description = "The guard refused the statement, or the database failed it", body = ErrorBody),
        (status = 503, description = "No room in the shared memory budget (Retry-After)", body = ErrorBody)),
    security(("bearer" = [])))]
pub async fn run_sql(
    State(state): State<Shared>,
    Caller(caller): Caller,
    Body(req): Body<SqlRequest>,
) -> Result<Json<SqlResponse>, ApiError> {
    if req.sql.trim().is_empty() {
        return Err(ApiError::bad_request("the SQL statement is empty"));
    }
    let entry = state.source_for(&caller, req.source.as_deref())?;
    let source = state.loaded(entry).await?;
    let options = state.run_options(&req.options)?;
    let q = QueryOptions {
        max_rows: options.max_rows,
        timeout: options.timeout,
        cancel: state.stop_runs.child_token(),
        ..QueryOptions::default()
    };
    let (checked, rs) = source
        .run_sql(&req.sql, caller.access(&entry.id), &q)
        .await
        .map_err(|e| match e {
            SqlError::Refused(_) => {
                state.metrics.guard_refusal();
                ApiError::rejected(e.to_string())
            }
            SqlError::Failed(ref c @ chatdb_connect::ConnectError::Busy { wait, .. }) => {
                ApiError::busy_with(wait.as_secs().max(1), c.to_string())
            }
            e => ApiError::rejected(e.to_string()),
        })?;
    Ok(Json(SqlResponse {
        sql: checked.pretty().to_string(),
        columns: rs
            .columns
            .iter()
            .map(|c| SqlColumn {
                name: c.name.clone(),
                logical_type: c.logical_type,
            })
            .collect(),
        rows: rs.rows,
        truncated: rs.truncated,
        note: rs.note,
        elapsed_ms: rs.elapsed_ms,
        warnings: checked.warnings().to_vec(),
        rewrites: checked.rewrites().to_vec(),
    }))
}

/// The guard's verdict on a statement, without running it.
#[utoipa::path(post, path = "/api/check", tag = "sql", request_body = CheckRequest,
    responses(
        (status = 200, description = "Allowed or refused, with the reason", body = CheckResponse),
        (status = 400, description = "Malformed request", body = ErrorBody),
        (status = 401, description = "Missing or invalid token", body = ErrorBody),
        (status = 403, description = "Source not available to this token", body = ErrorBody)),
    security(("bearer" = [])))]
pub async fn check(
    State(state): State<Shared>,
    Caller(caller): Caller,
    Body(req): Body<CheckRequest>,
) -> Result<Json<CheckResponse>, ApiError> {
    if req.sql.trim().is_empty() {
        return Err(ApiError::bad_request("the SQL statement is empty"));
    }
    let with_source = req.source.is_some() || req.dialect.is_none();
    let (source, access) = if with_source {
        let entry = state.source_for(&caller, req.source.as_deref())?;
        (
            Some(state.loaded(entry).await?),
            caller.access(&entry.id).cloned(),
        )
    } else {
        (None, None)
    };
    let dialect = match (&source, req.dialect.as_deref()) {
        (Some(s), _) => s.catalog.schema.dialect,
        (None, Some(d)) => d
            .parse::<Dialect>()
            .map_err(|_| ApiError::bad_request(format!("unknown dialect {d:?}")))?,
        (None, None) => Dialect::DuckDb,
    };
    let config = GuardConfig {
        access,
        ..GuardConfig::default()
    };
    let mut guard = Guard::new(dialect, &config);
    if let Some(s) = &source {
        guard = guard.with_schema(&s.catalog.schema);
    }
    Ok(Json(match guard.check(&req.sql) {
        Ok(c) => CheckResponse {
            allowed: true,
            dialect: dialect.to_string(),
            sql: Some(c.sql().to_string()),
            pretty: Some(c.pretty().to_string()),
            warnings: c.warnings().to_vec(),
            rewrites: c.rewrites().to_vec(),
            error: None,
        },
        Err(e) => {
            state.metrics.guard_refusal();
            CheckResponse {
                allowed: false,
                dialect: dialect.to_string(),
                sql: None,
                pretty: None,
                warnings: Vec::new(),
                rewrites: Vec::new(),
                error: Some(e),
            }
        }
    }))
}
