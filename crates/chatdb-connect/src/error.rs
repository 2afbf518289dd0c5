//! Typed connector errors. Every message names the data source in its
//! redacted form: a password never appears in an error.

use std::time::Duration;

/// What can go wrong opening or querying a data source.
#[derive(Debug, thiserror::Error)]
pub enum ConnectError {
    /// The `--db` value could not be understood.
    #[error("cannot use `{input}` as a data source: {reason}")]
    InvalidSource { input: String, reason: String },

    /// The database could not be reached or opened.
    #[error("cannot connect to {source_name}: {cause}")]
    Connect { source_name: String, cause: String },

    /// The database rejected or failed the statement.
    #[error("{source_name} rejected the query: {message}")]
    Query {
        source_name: String,
        message: String,
        /// The database's error code (SQLSTATE or vendor code), when it gives one.
        code: Option<String>,
    },

    /// The statement ran past its time limit and was cancelled.
    #[error("query on {source_name} exceeded its {}ms time limit and was cancelled", limit.as_millis())]
    Timeout {
        source_name: String,
        limit: Duration,
    },

    /// The caller cancelled the statement.
    #[error("query on {source_name} was cancelled")]
    Cancelled { source_name: String },

    /// Reading the database's catalog failed.
    #[error("cannot read the schema of {source_name}: {cause}")]
    Introspect { source_name: String, cause: String },
}

impl ConnectError {
    /// True when the statement was stopped by its time limit.
    pub fn is_timeout(&self) -> bool {
        matches!(self, ConnectError::Timeout { .. })
    }
}
