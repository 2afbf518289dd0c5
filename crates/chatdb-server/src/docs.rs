//! The OpenAPI document's pieces that describe the run lifecycle's own
//! types (which live in `chatdb-flow` and know nothing of HTTP): the run
//! record, a trace, a thread and a schema. A test holds each to the JSON
//! the real type serializes to, so the document can't drift.

use std::collections::BTreeMap;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi, ToSchema};

/// The document's frame: title, tags, the bearer scheme. Paths are added
/// by the router as routes are registered, so every route is in it.
#[derive(OpenApi)]
#[openapi(
    info(title = "ChatDB API", description = "Ask databases questions in Chinese or English: SQL, a table and an answer. Every statement passes the read-only guard."),
    modifiers(&BearerAuth),
    tags(
        (name = "ask", description = "Questions, clarifications and their progress"),
        (name = "runs", description = "Stored runs, traces and threads"),
        (name = "sql", description = "Guarded, read-only SQL"),
        (name = "catalog", description = "Sources and schemas"),
        (name = "feedback", description = "Teaching ChatDB"),
        (name = "etl", description = "Requests for tables, built as reviewed and tested workflows"),
        (name = "ops", description = "Health and metrics")
    )
)]
pub struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}

/// A run's record, as `ask --json` prints it.
#[derive(ToSchema)]
#[schema(as = RunRecord)]
#[allow(dead_code)]
pub struct RunRecordDoc {
    pub run_id: String,
    pub thread_id: String,
    /// The source id the run answered from.
    pub data_source: Option<String>,
    pub question: String,
    /// `data_query`, `chitchat`, `consultation`, `multi_step_analysis` …
    pub request_type: String,
    /// `answered`, `clarification`, `abstained`, `failed`, `chitchat` or `consultation`.
    pub status: String,
    pub sql: Option<String>,
    pub columns: Vec<String>,
    /// Rows of typed JSON values (exact decimals and dates as strings).
    #[schema(value_type = Vec<Vec<Object>>)]
    pub rows: Vec<Vec<String>>,
    pub answer: String,
    pub clarification: Option<ClarificationDoc>,
    /// 0–1: the estimated chance the engine's reading is right (a case's
    /// trust, for an answer from the case library); the engine abstains
    /// below its threshold.
    pub confidence: f32,
    /// A decomposed question's steps, when a model decomposed it.
    pub sub_questions: Option<Vec<SubAnswerDoc>>,
    pub llm_calls: u32,
    pub tokens: u64,
    pub timings_ms: BTreeMap<String, u64>,
    pub trace: Vec<TraceEventDoc>,
}

/// One step of a decomposed question, as it ran.
#[derive(ToSchema)]
#[schema(as = SubAnswer)]
#[allow(dead_code)]
pub struct SubAnswerDoc {
    /// The name later steps and the final statement read it by (`step1` …).
    pub name: String,
    pub question: String,
    pub sql: Option<String>,
    /// Rows it returned, when it ran.
    pub rows: Option<u64>,
    /// Why it did not run: the guard's refusal or the database's error.
    pub error: Option<String>,
}

/// A question back to the user.
#[derive(ToSchema)]
#[schema(as = Clarification)]
#[allow(dead_code)]
pub struct ClarificationDoc {
    pub question: String,
    pub options: Vec<String>,
}

/// One step of a run.
#[derive(ToSchema)]
#[schema(as = TraceEvent)]
#[allow(dead_code)]
pub struct TraceEventDoc {
    pub node: String,
    pub at_ms: u64,
    pub duration_ms: u64,
    pub detail: String,
}

/// A run's trace.
#[derive(ToSchema)]
#[schema(as = Trace)]
#[allow(dead_code)]
pub struct TraceDoc {
    pub run_id: String,
    pub status: String,
    pub llm_calls: u32,
    pub tokens: u64,
    pub timings_ms: BTreeMap<String, u64>,
    pub trace: Vec<TraceEventDoc>,
}

/// A thread.
#[derive(ToSchema)]
#[schema(as = Thread)]
#[allow(dead_code)]
pub struct ThreadDoc {
    pub thread_id: String,
    pub runs: Vec<RunRecordDoc>,
    /// The question it waits on, if any.
    pub waiting: Option<ClarificationDoc>,
}

/// A source's schema.
#[derive(ToSchema)]
#[schema(as = Schema)]
#[allow(dead_code)]
pub struct SchemaDoc {
    pub source: String,
    pub dialect: String,
    /// `basic` or `detailed`.
    pub level: String,
    pub table_count: usize,
    pub column_count: usize,
    /// Tables: name, kind, comment, row_count; at the detailed level also
    /// columns (name, type, logical_type, nullable, comment, samples),
    /// primary_key and foreign_keys.
    #[schema(value_type = Vec<Object>)]
    pub tables: Vec<String>,
}

/// An ETL run's record, as `etl --json` prints it.
#[derive(ToSchema)]
#[schema(as = EtlRecord)]
#[allow(dead_code)]
pub struct EtlRecordDoc {
    pub run_id: String,
    pub thread_id: String,
    pub request: String,
    /// `done`, `clarification`, `needs_review` or `failed`.
    pub status: String,
    /// What happened, in words (the reason when not done).
    pub message: String,
    /// The question the run waits on (answer with `/api/etl/resume`).
    pub clarification: Option<String>,
    /// What the Knowledge agent found: tables linked, joins, layers,
    /// quality rules, reference cases, gaps.
    #[schema(value_type = Option<Object>)]
    pub knowledge: Option<String>,
    /// The Analyst's UserIntent: summary, data sources, target (name,
    /// grain, keys, write mode), operations, and a star schema's
    /// dimensions.
    #[schema(value_type = Option<Object>)]
    pub intent: Option<String>,
    /// The Architect's plan: pattern (simple_etl, wide_table,
    /// star_schema), layers, models, risks.
    #[schema(value_type = Option<Object>)]
    pub plan: Option<String>,
    /// The Developer's models, in dependency order: name, layer,
    /// materialized (table, or ephemeral: inlined into the models reading
    /// it), SQL, select, depends_on.
    #[schema(value_type = Vec<Object>)]
    pub models: Vec<String>,
    /// The Reviewer's findings.
    #[schema(value_type = Vec<Object>)]
    pub review: Vec<String>,
    /// The Tester's results.
    #[schema(value_type = Option<Object>)]
    pub tests: Option<String>,
    /// Targets (a star schema's dimensions, then its fact): name, rows
    /// (after apply), applied.
    #[schema(value_type = Vec<Object>)]
    pub targets: Vec<String>,
    /// Files written (none over the API).
    pub files: Vec<String>,
    pub llm_calls: u32,
    pub tokens: u64,
    /// The agents' steps: agent, detail, ms.
    #[schema(value_type = Vec<Object>)]
    pub trace: Vec<String>,
}
