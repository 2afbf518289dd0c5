//! The orchestrator: runs a question through the pipeline's nodes against
//! one data source and records what happened.
//!
//! - `pipeline`: the nodes in order (classify → link → parse + build →
//!   guard → execute → answer), each timed and traced;
//! - `plan`, `steps`: analysis plans with exact tool names and
//!   checkpoints, their validation, and the step executor (evaluate, retry,
//!   progress, deviation from the plan);
//! - `record`: the run record `ask --json` prints and `eval` scores;
//! - `analysis`: multi-step analyses (overview, breakdowns, trend) run by
//!   the step executor;
//! - `clarify`: the ambiguity check and the question asked back;
//! - `store`, `checkpoint`: paused threads, thread memory and runs — in
//!   SQLite (WAL, the default) or PostgreSQL, behind one interface;
//! - `consult`: suggestions for consultation requests, from the schema;
//! - `tools`: get_schema, validate_sql and execute_sql, described for models;
//! - `llm_path`: SQL from a model when the engine abstains, refined with
//!   the error history (prompts are versioned files under `prompts/`).

pub mod analysis;
pub mod checkpoint;
pub mod clarify;
mod classify_words;
pub mod consult;
pub mod llm_path;
pub mod pipeline;
pub mod plan;
pub mod record;
pub mod steps;
pub mod store;
pub mod tools;

pub use checkpoint::{Checkpointer, PgStore};
pub use clarify::Pending;
pub use pipeline::{Pipeline, ProgressSink, RunOptions};
pub use record::{Clarification, RunRecord, Status, TraceEvent};
pub use store::ThreadStore;
