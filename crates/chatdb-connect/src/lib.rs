//! One read-only connector interface over DuckDB, SQLite, PostgreSQL and
//! MySQL/MariaDB.
//!
//! Invariants every implementation keeps:
//! - connections are read-only at the database level wherever the database
//!   supports it (DuckDB `access_mode=READ_ONLY` with external access off,
//!   SQLite `mode=ro` + `query_only`, PostgreSQL and MySQL read-only
//!   transactions), so a write is refused by the database itself even if it
//!   got past the guard;
//! - a query returns at most `max_rows` rows and about `max_bytes` bytes
//!   (and says when it had more), stops at `timeout`, and stops when its
//!   cancellation token fires;
//! - a query's memory is bounded where the database allows it
//!   ([`ConnectOptions::max_memory`]: DuckDB's `memory_limit`, SQLite's
//!   heap limits, PostgreSQL's `work_mem` / `temp_file_limit`, MariaDB's
//!   `max_session_mem_used` and MySQL's buffers), and results are read row
//!   by row, so ChatDB's own memory stays bounded whatever the query;
//! - values come back typed ([`chatdb_core::Value`]) with a logical type per
//!   column, never as lossy strings or floats;
//! - errors name the source in redacted form: no password is ever printed;
//! - only statements the guard checked run: [`Connector::query`] takes a
//!   [`Checked`], which nothing outside the guard can construct.

pub mod apply;
mod bounded;
mod budget;
mod duckdb;
pub mod error;
mod interrupt;
mod introspect;
mod mysql;
mod postgres;
pub mod sandbox;
pub mod source;
mod sqlite;
mod writable;

pub use crate::bounded::MemoryBudget;
pub use crate::budget::human_bytes;
pub use crate::duckdb::DuckDbConnector;
pub use crate::mysql::MySqlConnector;
pub use crate::postgres::PostgresConnector;
pub use crate::sqlite::SqliteConnector;
pub use chatdb_guard::Checked;
pub use error::ConnectError;
pub use source::DataSource;
pub use tokio_util::sync::CancellationToken;

use async_trait::async_trait;
use chatdb_core::{Dialect, ResultSet, Schema};
use std::time::Duration;

/// Limits for one query.
#[derive(Debug, Clone)]
pub struct QueryOptions {
    /// At most this many rows are returned; `ResultSet::truncated` says if
    /// there were more.
    pub max_rows: usize,
    /// About this many bytes of cell data are returned; a longer result
    /// is cut (long values shortened) and says so.
    pub max_bytes: usize,
    /// The statement is cancelled after this long.
    pub timeout: Duration,
    /// Fires to cancel the statement early.
    pub cancel: CancellationToken,
}

impl Default for QueryOptions {
    fn default() -> Self {
        QueryOptions {
            max_rows: 1000,
            max_bytes: DEFAULT_MAX_BYTES,
            timeout: Duration::from_secs(30),
            cancel: CancellationToken::new(),
        }
    }
}

impl QueryOptions {
    /// Options with the given row cap and the default timeout.
    pub fn with_max_rows(max_rows: usize) -> Self {
        QueryOptions {
            max_rows,
            ..QueryOptions::default()
        }
    }

    /// Options for a connector's own catalog queries: every row.
    pub(crate) fn catalog() -> Self {
        QueryOptions {
            max_rows: usize::MAX,
            max_bytes: usize::MAX,
            ..QueryOptions::default()
        }
    }

    /// These options with another timeout.
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }
}

/// Output a query returns by default: 8 MiB of cell data.
pub const DEFAULT_MAX_BYTES: usize = 8 << 20;
/// Memory a query may use by default: 1 GiB.
pub const DEFAULT_MAX_MEMORY: u64 = 1 << 30;

/// Bounds a connection keeps for every query it runs.
#[derive(Debug, Clone)]
pub struct ConnectOptions {
    /// Memory one query may use, in bytes.
    pub max_memory: u64,
    /// Where DuckDB may spill what passes `max_memory` to disk.
    pub spill_dir: Option<std::path::PathBuf>,
    /// Memory shared with other connections' queries (a server's).
    pub budget: Option<MemoryBudget>,
}

impl Default for ConnectOptions {
    fn default() -> Self {
        ConnectOptions {
            max_memory: DEFAULT_MAX_MEMORY,
            spill_dir: None,
            budget: None,
        }
    }
}

/// Reads a size: a number of bytes, or with a unit (`512MB`, `1GiB`,
/// `2 g`); KB/MB/GB are read as their binary multiples, as databases do.
pub fn parse_size(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let split = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(t.len());
    let (num, unit) = t.split_at(split);
    let n: f64 = num
        .parse()
        .map_err(|_| format!("{text:?} is not a size (e.g. 512MiB, 1GiB)"))?;
    let mult: u64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" | "kib" => 1 << 10,
        "m" | "mb" | "mib" => 1 << 20,
        "g" | "gb" | "gib" => 1 << 30,
        "t" | "tb" | "tib" => 1 << 40,
        u => {
            return Err(format!(
                "{text:?}: unknown unit {u:?} (B, KiB, MiB, GiB, TiB)"
            ))
        }
    };
    let bytes = (n * mult as f64) as u64;
    if bytes < 1 << 20 {
        return Err(format!("{text:?} is too small: at least 1 MiB"));
    }
    Ok(bytes)
}

/// A read-only connection to one data source.
#[async_trait]
pub trait Connector: Send + Sync {
    /// The SQL dialect the source speaks.
    fn dialect(&self) -> Dialect;

    /// The source, redacted, for messages.
    fn source_name(&self) -> &str;

    /// Tables and views with columns, types, nullability, keys and comments.
    async fn introspect(&self) -> Result<Schema, ConnectError>;

    /// Runs one statement the guard checked, within the given limits. Only
    /// a [`Checked`] statement can be passed: unchecked text has no way in.
    async fn query(
        &self,
        statement: &Checked,
        options: &QueryOptions,
    ) -> Result<ResultSet, ConnectError>;
}

/// Opens a read-only connector for a data source, with the default bounds.
pub async fn open(source: &DataSource) -> Result<Box<dyn Connector>, ConnectError> {
    open_with(source, &ConnectOptions::default()).await
}

/// Opens a read-only connector for a data source whose queries keep
/// within `options`.
pub async fn open_with(
    source: &DataSource,
    options: &ConnectOptions,
) -> Result<Box<dyn Connector>, ConnectError> {
    let inner: Box<dyn Connector> = match source {
        DataSource::DuckDb { path } => {
            Box::new(DuckDbConnector::open_with(path.as_deref(), options)?)
        }
        DataSource::Sqlite { path } => Box::new(SqliteConnector::open_with(path, options)?),
        DataSource::Postgres { url } => {
            Box::new(PostgresConnector::connect_with(url, options).await?)
        }
        DataSource::MySql { url } => Box::new(MySqlConnector::connect_with(url, options).await?),
    };
    Ok(Box::new(bounded::Bounded {
        inner,
        max_memory: options.max_memory,
        budget: options.budget.clone(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse() {
        assert_eq!(parse_size("1GiB"), Ok(1 << 30));
        assert_eq!(parse_size("512MB"), Ok(512 << 20));
        assert_eq!(parse_size(" 2 g"), Ok(2 << 30));
        assert_eq!(parse_size("1.5GiB"), Ok(3 << 29));
        assert_eq!(parse_size("1048576"), Ok(1 << 20));
        for bad in ["", "lots", "1 parsec", "100KiB", "-1GiB"] {
            assert!(parse_size(bad).is_err(), "{bad}");
        }
    }
}
