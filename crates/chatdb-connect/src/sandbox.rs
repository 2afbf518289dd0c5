//! A sandbox where a workflow's models may write: a copy of a DuckDB or
//! SQLite file in a temporary directory, a scratch schema inside a
//! transaction that is rolled back on PostgreSQL, a scratch database
//! holding copies of the source tables on MySQL/MariaDB. Whatever runs
//! here, the source is left as it was; [`Sandbox::close`] (or dropping the
//! sandbox) discards everything.
//!
//! Reads go through [`Checked`] statements like every other query; writes
//! (`execute`) exist only here, on a connection that can't reach the
//! source's own data for writing.

use crate::error::ConnectError;
use crate::source::{redact_url, DataSource};
use crate::writable::Conn;
use chatdb_core::Dialect;
use chatdb_guard::Checked;
use std::path::{Path, PathBuf};

/// Where a workflow's test run writes.
pub struct Sandbox {
    conn: Conn,
    scratch: Scratch,
    source_name: String,
    /// What the sandbox is, for reports.
    pub description: String,
}

/// What is discarded when the sandbox closes, beside the connection.
enum Scratch {
    /// The temporary directory holding the copied file.
    Dir { _dir: tempfile::TempDir },
    /// PostgreSQL: the open transaction, rolled back.
    Transaction,
    /// MySQL/MariaDB: the scratch database, dropped.
    Database(String),
}

fn sandbox_error(source_name: &str, message: impl std::fmt::Display) -> ConnectError {
    ConnectError::Query {
        source_name: source_name.to_string(),
        message: format!("sandbox: {message}"),
        code: None,
    }
}

/// A name for a scratch schema or database, unique to this process and run.
fn scratch_name() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    format!("chatdb_sandbox_{}_{nanos}", std::process::id())
}

/// Copies a database file (and DuckDB's write-ahead log) into `dir`.
fn copy_file(path: &Path, dir: &Path, source_name: &str) -> Result<PathBuf, ConnectError> {
    let name = path.file_name().unwrap_or_default();
    let copy = dir.join(name);
    std::fs::copy(path, &copy)
        .map_err(|e| sandbox_error(source_name, format!("copying {}: {e}", path.display())))?;
    let wal = PathBuf::from(format!("{}.wal", path.display()));
    if wal.is_file() {
        let to = PathBuf::from(format!("{}.wal", copy.display()));
        std::fs::copy(&wal, to).map_err(|e| sandbox_error(source_name, e))?;
    }
    Ok(copy)
}

impl Sandbox {
    /// Opens a sandbox over the data source.
    pub async fn open(source: &DataSource) -> Result<Sandbox, ConnectError> {
        match source {
            DataSource::DuckDb { path } => {
                let name = source.to_string();
                let dir = tempfile::tempdir().map_err(|e| sandbox_error(&name, e))?;
                // Writable, but with external access off: models can't
                // read or write files outside the copy.
                let config = crate::duckdb::locked_config(false, &crate::ConnectOptions::default())
                    .map_err(|e| sandbox_error(&name, e))?;
                let conn = match path {
                    Some(p) => {
                        let copy = copy_file(p, dir.path(), &name)?;
                        duckdb::Connection::open_with_flags(copy, config)
                    }
                    None => duckdb::Connection::open_in_memory_with_flags(config),
                }
                .map_err(|e| sandbox_error(&name, e))?;
                Ok(Sandbox {
                    description: format!("a copy of the DuckDB file in {}", dir.path().display()),
                    conn: Conn::DuckDb(conn),
                    scratch: Scratch::Dir { _dir: dir },
                    source_name: name,
                })
            }
            DataSource::Sqlite { path } => {
                let name = source.to_string();
                let dir = tempfile::tempdir().map_err(|e| sandbox_error(&name, e))?;
                let copy = copy_file(path, dir.path(), &name)?;
                let conn = rusqlite::Connection::open(copy).map_err(|e| sandbox_error(&name, e))?;
                Ok(Sandbox {
                    description: format!("a copy of the SQLite file in {}", dir.path().display()),
                    conn: Conn::Sqlite(conn),
                    scratch: Scratch::Dir { _dir: dir },
                    source_name: name,
                })
            }
            DataSource::Postgres { url } => {
                let name = redact_url(url);
                let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
                    .await
                    .map_err(|e| ConnectError::Connect {
                        source_name: name.clone(),
                        cause: e.to_string(),
                    })?;
                tokio::spawn(async move {
                    let _ = connection.await;
                });
                let scratch = scratch_name();
                let path: String = client
                    .query_one("SELECT current_setting('search_path')", &[])
                    .await
                    .map_err(|e| sandbox_error(&name, e))?
                    .get(0);
                client
                    .batch_execute(&format!(
                        "BEGIN; CREATE SCHEMA {scratch}; SET LOCAL search_path TO {scratch}, {path}"
                    ))
                    .await
                    .map_err(|e| sandbox_error(&name, e))?;
                Ok(Sandbox {
                    description: format!("schema {scratch} in a transaction that is rolled back"),
                    conn: Conn::Postgres(client),
                    scratch: Scratch::Transaction,
                    source_name: name,
                })
            }
            DataSource::MySql { url } => {
                let name = redact_url(url);
                let opts = mysql_async::Opts::from_url(url).map_err(|e| sandbox_error(&name, e))?;
                let Some(database) = opts.db_name().map(str::to_string) else {
                    return Err(sandbox_error(&name, "the URL names no database"));
                };
                let mut conn =
                    mysql_async::Conn::new(opts)
                        .await
                        .map_err(|e| ConnectError::Connect {
                            source_name: name.clone(),
                            cause: e.to_string(),
                        })?;
                let scratch = scratch_name();
                use mysql_async::prelude::Queryable;
                let tables: Vec<String> = conn
                    .exec(
                        "SELECT table_name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE'",
                        (database.clone(),),
                    )
                    .await
                    .map_err(|e| sandbox_error(&name, e))?;
                conn.query_drop(format!("CREATE DATABASE `{scratch}`"))
                    .await
                    .map_err(|e| sandbox_error(&name, e))?;
                let mut sandbox = Sandbox {
                    description: format!("database {scratch} holding copies of the source tables, dropped afterwards"),
                    conn: Conn::MySql(conn),
                    scratch: Scratch::Database(scratch.clone()),
                    source_name: name,
                };
                for t in tables {
                    let copy = format!(
                        "CREATE TABLE `{scratch}`.`{t}` LIKE `{database}`.`{t}`; INSERT INTO `{scratch}`.`{t}` SELECT * FROM `{database}`.`{t}`"
                    );
                    sandbox.execute(&copy).await?;
                }
                sandbox.execute(&format!("USE `{scratch}`")).await?;
                Ok(sandbox)
            }
        }
    }

    /// The dialect the sandbox speaks.
    pub fn dialect(&self) -> Dialect {
        self.conn.dialect()
    }

    /// Runs statements that may write, inside the sandbox only.
    pub async fn execute(&mut self, sql: &str) -> Result<(), ConnectError> {
        self.conn.execute(sql, &self.source_name).await
    }

    /// The first column of the first row of a checked query, as text.
    pub async fn scalar(&mut self, query: &Checked) -> Result<Option<String>, ConnectError> {
        self.conn.scalar(query.sql(), &self.source_name).await
    }

    /// Discards everything the sandbox holds.
    pub async fn close(mut self) -> Result<(), ConnectError> {
        let name = self.source_name.clone();
        match &self.scratch {
            Scratch::Dir { .. } => Ok(()),
            Scratch::Transaction => self
                .conn
                .execute("ROLLBACK", &name)
                .await
                .map_err(|e| sandbox_error(&name, e)),
            Scratch::Database(db) => {
                let drop = format!("DROP DATABASE IF EXISTS `{db}`");
                self.conn
                    .execute(&drop, &name)
                    .await
                    .map_err(|e| sandbox_error(&name, e))
            }
        }
    }
}
