//! Benchmarks in the Spider layout (`dev.json`, `tables.json`,
//! `database/<db_id>/<db_id>.sqlite`): loading them and measuring ChatDB
//! against them.

pub mod calibration;
pub mod dataset;
pub mod execution;
pub mod linking;
pub mod source;
pub mod wide;

pub use dataset::{Dataset, Example};
pub use execution::{
    evaluate_execution, ExecutionOptions, ExecutionPrediction, ExecutionReport, LearningReport,
};
pub use linking::{evaluate_linking, LinkingPrediction, LinkingReport, Wide};

/// What can go wrong running a benchmark.
#[derive(Debug, thiserror::Error)]
pub enum EvalError {
    #[error("cannot read dataset file {path}: {cause}")]
    Read { path: String, cause: String },
    #[error("{path} is not a Spider-layout dataset: {cause}")]
    Format { path: String, cause: String },
    #[error(transparent)]
    Connect(#[from] chatdb_connect::ConnectError),
    #[error(transparent)]
    Profile(#[from] chatdb_profile::ProfileError),
    #[error(transparent)]
    Index(#[from] chatdb_knowledge::index::IndexError),
    #[error("the case library failed: {0}")]
    Store(String),
}
