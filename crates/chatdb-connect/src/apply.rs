//! Applying an ETL workflow to its data source: the one place ChatDB
//! writes to a user's database, and only statements the guard's write
//! policy checked ([`chatdb_guard::WriteChecked`]: creating, filling or
//! clearing the workflow's declared targets). Everything runs in one
//! transaction where the database allows (DuckDB, SQLite, PostgreSQL;
//! MySQL/MariaDB commit DDL implicitly) and is committed only by
//! [`Writer::commit`]; dropping the writer or an error rolls back.
//! DuckDB files are opened read-write here and nowhere else, with
//! external access off.

use crate::error::ConnectError;
use crate::source::DataSource;
use crate::writable::Conn;
use chatdb_core::Dialect;
use chatdb_guard::{Checked, WriteChecked};

/// A transaction on the data source for a workflow's checked writes.
pub struct Writer {
    conn: Conn,
    source_name: String,
    open: bool,
}

fn connect_error(source_name: &str, cause: impl std::fmt::Display) -> ConnectError {
    ConnectError::Connect {
        source_name: source_name.to_string(),
        cause: cause.to_string(),
    }
}

impl Writer {
    /// Opens the source for writing and begins a transaction.
    pub async fn open(source: &DataSource) -> Result<Writer, ConnectError> {
        // Display redacts passwords.
        let name = source.to_string();
        let conn = match source {
            DataSource::DuckDb { path: Some(path) } => {
                let config = crate::duckdb::locked_config(false, &crate::ConnectOptions::default())
                    .map_err(|e| connect_error(&name, e))?;
                Conn::DuckDb(
                    duckdb::Connection::open_with_flags(path, config)
                        .map_err(|e| connect_error(&name, e))?,
                )
            }
            DataSource::DuckDb { path: None } => {
                return Err(connect_error(
                    &name,
                    "an in-memory database keeps nothing to apply to",
                ))
            }
            DataSource::Sqlite { path } => Conn::Sqlite(
                rusqlite::Connection::open_with_flags(
                    path,
                    rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE
                        | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
                )
                .map_err(|e| connect_error(&name, e))?,
            ),
            DataSource::Postgres { url } => {
                let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
                    .await
                    .map_err(|e| connect_error(&name, e))?;
                tokio::spawn(async move {
                    let _ = connection.await;
                });
                Conn::Postgres(client)
            }
            DataSource::MySql { url } => {
                let opts = mysql_async::Opts::from_url(url).map_err(|e| connect_error(&name, e))?;
                Conn::MySql(
                    mysql_async::Conn::new(opts)
                        .await
                        .map_err(|e| connect_error(&name, e))?,
                )
            }
        };
        let mut writer = Writer {
            conn,
            source_name: name,
            open: false,
        };
        let begin = match writer.conn.dialect() {
            Dialect::MySql => "START TRANSACTION",
            _ => "BEGIN",
        };
        writer.conn.execute(begin, &writer.source_name).await?;
        writer.open = true;
        Ok(writer)
    }

    /// The dialect of the source.
    pub fn dialect(&self) -> Dialect {
        self.conn.dialect()
    }

    /// Runs one checked write.
    pub async fn apply(&mut self, write: &WriteChecked) -> Result<(), ConnectError> {
        self.conn.execute(write.sql(), &self.source_name).await
    }

    /// The first value of a checked query inside the transaction (row
    /// counts of the targets after the writes).
    pub async fn scalar(&mut self, query: &Checked) -> Result<Option<String>, ConnectError> {
        self.conn.scalar(query.sql(), &self.source_name).await
    }

    /// Commits the writes.
    pub async fn commit(mut self) -> Result<(), ConnectError> {
        self.open = false;
        self.conn.execute("COMMIT", &self.source_name).await
    }

    /// Rolls the writes back (what dropping an uncommitted writer does on
    /// the file databases; servers roll back when the connection closes).
    pub async fn rollback(mut self) -> Result<(), ConnectError> {
        self.open = false;
        self.conn.execute("ROLLBACK", &self.source_name).await
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        if self.open {
            if let Conn::DuckDb(c) = &self.conn {
                let _ = c.execute_batch("ROLLBACK");
            }
            if let Conn::Sqlite(c) = &self.conn {
                let _ = c.execute_batch("ROLLBACK");
            }
        }
    }
}
