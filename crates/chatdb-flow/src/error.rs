//! What can go wrong around a run (loading a source, the store, the
//! caller's input) — as opposed to inside one, where a failure is a run
//! that ends `failed` with the reason in its record.

use crate::store::StoreError;

/// An error before or after a run.
#[derive(Debug, thiserror::Error)]
pub enum FlowError {
    #[error("cannot find a data directory; set CHATDB_HOME")]
    NoDataDirectory,
    #[error("{path}: {cause}")]
    Io { path: String, cause: String },
    #[error(transparent)]
    Demo(#[from] chatdb_demo::DemoError),
    #[error(transparent)]
    Connect(#[from] chatdb_connect::ConnectError),
    #[error(transparent)]
    Profile(#[from] chatdb_profile::ProfileError),
    #[error("the semantic layer has errors:\n{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))]
    Semantic(Vec<chatdb_knowledge::semantic::SemanticError>),
    #[error("cannot open the search index in {path}: {cause}")]
    Index { path: String, cause: String },
    #[error("cannot open the thread store: {0}")]
    Store(#[from] StoreError),
    #[error("the model configuration is invalid: {0}")]
    Model(String),
    /// The caller's input is unusable (empty question, bad option).
    #[error("{0}")]
    Invalid(String),
    /// A thread has no run waiting for an answer.
    #[error("thread {0} is not waiting for an answer (unknown thread, or already answered)")]
    NotWaiting(String),
}
