//! One read-only connector interface over DuckDB, SQLite, PostgreSQL and
//! MySQL/MariaDB.
//!
//! Invariants every implementation keeps:
//! - connections are read-only at the database level wherever the database
//!   supports it (DuckDB `access_mode=READ_ONLY` with external access off,
//!   SQLite `mode=ro` + `query_only`, PostgreSQL and MySQL read-only
//!   transactions), so a write is refused by the database itself even if it
//!   got past the guard;
//! - a query returns at most `max_rows` rows (and says when it had more),
//!   stops at `timeout`, and stops when its cancellation token fires;
//! - values come back typed ([`chatdb_core::Value`]) with a logical type per
//!   column, never as lossy strings or floats;
//! - errors name the source in redacted form: no password is ever printed;
//! - only statements the guard checked run: [`Connector::query`] takes a
//!   [`Checked`], which nothing outside the guard can construct.

mod duckdb;
pub mod error;
mod interrupt;
mod introspect;
mod mysql;
mod postgres;
pub mod source;
mod sqlite;

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
    /// The statement is cancelled after this long.
    pub timeout: Duration,
    /// Fires to cancel the statement early.
    pub cancel: CancellationToken,
}

impl Default for QueryOptions {
    fn default() -> Self {
        QueryOptions {
            max_rows: 1000,
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

    /// These options with another timeout.
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }
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

/// Opens a read-only connector for a data source.
pub async fn open(source: &DataSource) -> Result<Box<dyn Connector>, ConnectError> {
    Ok(match source {
        DataSource::DuckDb { path } => Box::new(DuckDbConnector::open(path.as_deref())?),
        DataSource::Sqlite { path } => Box::new(SqliteConnector::open(path)?),
        DataSource::Postgres { url } => Box::new(PostgresConnector::connect(url).await?),
        DataSource::MySql { url } => Box::new(MySqlConnector::connect(url).await?),
    })
}
