//! The orchestrator: a run graph of nodes with conditional edges over one
//! serializable run state, against one data source.
//!
//! - `state`: the run state and the graph's nodes (seed 001's phases);
//! - `graph`: the driver every run graph shares — step limit,
//!   cancellation, timings, events — over a serializable state; the
//!   question pipeline and the ETL workflow's agents are two graphs;
//! - `pipeline`: the question graph on that driver, interrupt and resume,
//!   and the pipeline's entry points (`ask`, `run`, `resume`);
//! - `nodes`: what each node does and where it goes next;
//! - `events`: the event stream (node started/finished, tool called,
//!   analysis step) and the trace built from it;
//! - `plan`, `steps`: analysis plans with exact tool names and
//!   checkpoints, their validation, and the step executor (evaluate, retry,
//!   progress, deviation from the plan);
//! - `record`: the run record `ask --json` prints and `eval` scores;
//! - `analysis`: multi-step analyses (overview, breakdowns, trend) run by
//!   the step executor — the analysis node;
//! - `clarify`: the ambiguity check and the question asked back;
//! - `store`, `checkpoint`: interrupted runs, thread memory and runs — in
//!   SQLite (WAL, the default) or PostgreSQL, behind one interface;
//! - `consult`: suggestions for consultation requests, from the schema;
//! - `tools`: get_schema, validate_sql and execute_sql, described for models;
//! - `prompt`: the model agents' prompts (versioned files under
//!   `prompts/`) with the schema, values and metrics, within a token budget;
//! - `model_parse`: the semantic parser's model strategy (a model's intent,
//!   compiled by the rule engine's builder);
//! - `llm_path`: SQL from a model (decomposed first when complex), refined
//!   with the error history;
//! - `vote`: the choice among candidate statements by agreement of results;
//! - `workspace`, `source`: the data directory and a data source loaded
//!   for answering (connector, catalog, semantic layer, index);
//! - `schema_view`: a source's tables and columns as people and clients
//!   see them (basic or detailed, without what an access policy hides);
//! - `sources`, `caller`: the configured sources of a long-running front
//!   end, loaded once and shared, and who may use which;
//! - `feedback`: 👍, 👎 and corrections (which must pass the guard and run),
//!   and what they teach the case library;
//! - `chart`: the chart a result's shape calls for, as a declarative spec
//!   (and its ECharts option) in the run record;
//! - `cases`: the case library's storage (cases, failure notes) in the same
//!   store as runs;
//! - `session`: the one run lifecycle every front end (CLI, server, MCP)
//!   goes through — memory, run records, checkpoints.

pub mod analysis;
pub mod caller;
pub mod cases;
pub mod chart;
pub mod checkpoint;
pub mod clarify;
mod classify_words;
pub mod consult;
pub mod error;
pub mod events;
pub mod feedback;
pub mod graph;
pub mod learning;
pub mod lineage_store;
pub mod llm_path;
pub mod model_parse;
mod nodes;
pub mod pipeline;
pub mod plan;
pub mod prompt;
pub mod record;
pub mod schema_view;
pub mod session;
pub mod source;
pub mod sources;
pub mod state;
pub mod steps;
pub mod store;
pub mod tools;
pub mod vote;
pub mod workspace;

pub use caller::Caller;
pub use cases::CaseStore;
pub use checkpoint::{Checkpointer, PgStore};
pub use clarify::Pending;
pub use error::FlowError;
pub use events::{Event, EventSink};
pub use pipeline::{ModelBudget, Pipeline, RunOptions, DEFAULT_MAX_STEPS};
pub use record::{AnswerSource, Clarification, RunRecord, Status, SubAnswer, TraceEvent};
pub use session::{model_client, Session};
pub use source::{LoadedSource, SqlError};
pub use sources::{Denied, Readiness, SourceConfig, SourceEntry, Sources};
pub use state::{Node, RunState};
pub use store::{Feedback, ThreadStore, Verdict};
pub use workspace::{Progress, Workspace};
