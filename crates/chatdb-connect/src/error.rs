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

    /// The statement needed more memory than its bound.
    #[error("query on {source_name} needed more than its memory limit of {} (--max-memory) and was stopped: {message}", crate::budget::human_bytes(*limit))]
    Memory {
        source_name: String,
        limit: u64,
        message: String,
    },

    /// The shared memory budget (under `chatdb serve`) had no room within
    /// the wait.
    #[error("too many heavy queries at once: no room in the {} memory budget after {}s; try again shortly", crate::budget::human_bytes(*budget), wait.as_secs())]
    Busy { budget: u64, wait: Duration },

    /// Reading the database's catalog failed.
    #[error("cannot read the schema of {source_name}: {cause}")]
    Introspect { source_name: String, cause: String },
}

impl ConnectError {
    /// True when the statement was stopped by its time limit.
    pub fn is_timeout(&self) -> bool {
        matches!(self, ConnectError::Timeout { .. })
    }

    /// A database's refusal that is about memory, as [`ConnectError::Memory`]
    /// naming the bound; other errors as they are.
    pub(crate) fn about_memory(self, limit: u64) -> ConnectError {
        match self {
            ConnectError::Query {
                source_name,
                message,
                code,
            } => {
                let m = message.to_ascii_lowercase();
                // DuckDB, SQLite, PostgreSQL (53200, 53400), MariaDB
                // (max_session_mem_used), MySQL (connection_memory_limit).
                let memory = MEMORY_WORDS.iter().any(|w| m.contains(w))
                    || matches!(code.as_deref(), Some("53200" | "53400"));
                if memory {
                    ConnectError::Memory {
                        source_name,
                        limit,
                        message,
                    }
                } else {
                    ConnectError::Query {
                        source_name,
                        message,
                        code,
                    }
                }
            }
            other => other,
        }
    }
}

/// What databases say when a statement runs out of its memory.
const MEMORY_WORDS: &[&str] = &[
    "out of memory",
    "memory limit",
    "max_session_mem_used",
    "max-session-mem-used",
    "connection_memory_limit",
    "temp_file_limit",
    "could not allocate",
];
