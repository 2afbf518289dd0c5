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
use chatdb_core::Dialect;
use chatdb_guard::Checked;
use std::path::{Path, PathBuf};

/// Where a workflow's test run writes.
pub struct Sandbox {
    inner: Inner,
    source_name: String,
    /// What the sandbox is, for reports.
    pub description: String,
}

enum Inner {
    DuckDb {
        conn: duckdb::Connection,
        _dir: tempfile::TempDir,
    },
    Sqlite {
        conn: rusqlite::Connection,
        _dir: tempfile::TempDir,
    },
    Postgres {
        client: tokio_postgres::Client,
    },
    MySql {
        conn: mysql_async::Conn,
        scratch: String,
    },
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
                    inner: Inner::DuckDb { conn, _dir: dir },
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
                    inner: Inner::Sqlite { conn, _dir: dir },
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
                    inner: Inner::Postgres { client },
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
                    inner: Inner::MySql { conn, scratch: scratch.clone() },
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
        match self.inner {
            Inner::DuckDb { .. } => Dialect::DuckDb,
            Inner::Sqlite { .. } => Dialect::Sqlite,
            Inner::Postgres { .. } => Dialect::Postgres,
            Inner::MySql { .. } => Dialect::MySql,
        }
    }

    /// Runs statements that may write, inside the sandbox only.
    pub async fn execute(&mut self, sql: &str) -> Result<(), ConnectError> {
        let name = self.source_name.clone();
        let err = |e: &dyn std::fmt::Display| ConnectError::Query {
            source_name: name.clone(),
            message: e.to_string(),
            code: None,
        };
        match &mut self.inner {
            Inner::DuckDb { conn, .. } => conn.execute_batch(sql).map_err(|e| err(&e)),
            Inner::Sqlite { conn, .. } => conn.execute_batch(sql).map_err(|e| err(&e)),
            Inner::Postgres { client } => client.batch_execute(sql).await.map_err(|e| err(&e)),
            Inner::MySql { conn, .. } => {
                use mysql_async::prelude::Queryable;
                conn.query_drop(sql).await.map_err(|e| err(&e))
            }
        }
    }

    /// The first column of the first row of a checked query, as text.
    pub async fn scalar(&mut self, query: &Checked) -> Result<Option<String>, ConnectError> {
        let name = self.source_name.clone();
        let err = |e: &dyn std::fmt::Display| ConnectError::Query {
            source_name: name.clone(),
            message: e.to_string(),
            code: None,
        };
        let sql = query.sql();
        match &mut self.inner {
            Inner::DuckDb { conn, .. } => {
                let mut stmt = conn.prepare(sql).map_err(|e| err(&e))?;
                let mut rows = stmt.query([]).map_err(|e| err(&e))?;
                match rows.next().map_err(|e| err(&e))? {
                    Some(r) => Ok(text_of_duckdb(r.get_ref(0).map_err(|e| err(&e))?)),
                    None => Ok(None),
                }
            }
            Inner::Sqlite { conn, .. } => {
                let mut stmt = conn.prepare(sql).map_err(|e| err(&e))?;
                let mut rows = stmt.query([]).map_err(|e| err(&e))?;
                match rows.next().map_err(|e| err(&e))? {
                    Some(r) => {
                        use rusqlite::types::ValueRef;
                        Ok(match r.get_ref(0).map_err(|e| err(&e))? {
                            ValueRef::Null => None,
                            ValueRef::Integer(i) => Some(i.to_string()),
                            ValueRef::Real(f) => Some(f.to_string()),
                            ValueRef::Text(t) | ValueRef::Blob(t) => {
                                Some(String::from_utf8_lossy(t).into_owned())
                            }
                        })
                    }
                    None => Ok(None),
                }
            }
            Inner::Postgres { client } => {
                let wrapped = format!("SELECT CAST(v AS TEXT) FROM ({sql}) AS q(v) LIMIT 1");
                let row = client.query_opt(&wrapped, &[]).await.map_err(|e| err(&e))?;
                Ok(row.and_then(|r| r.get::<_, Option<String>>(0)))
            }
            Inner::MySql { conn, .. } => {
                use mysql_async::prelude::Queryable;
                let row: Option<mysql_async::Row> =
                    conn.query_first(sql).await.map_err(|e| err(&e))?;
                Ok(row.and_then(|r| r.as_ref(0).and_then(text_of_mysql)))
            }
        }
    }

    /// Discards everything the sandbox holds.
    pub async fn close(self) -> Result<(), ConnectError> {
        let name = self.source_name.clone();
        match self.inner {
            Inner::DuckDb { .. } | Inner::Sqlite { .. } => Ok(()),
            Inner::Postgres { client } => client
                .batch_execute("ROLLBACK")
                .await
                .map_err(|e| sandbox_error(&name, e)),
            Inner::MySql { mut conn, scratch } => {
                use mysql_async::prelude::Queryable;
                conn.query_drop(format!("DROP DATABASE IF EXISTS `{scratch}`"))
                    .await
                    .map_err(|e| sandbox_error(&name, e))
            }
        }
    }
}

fn text_of_duckdb(v: duckdb::types::ValueRef<'_>) -> Option<String> {
    use duckdb::types::ValueRef;
    match v {
        ValueRef::Null => None,
        ValueRef::Text(t) => Some(String::from_utf8_lossy(t).into_owned()),
        other => {
            let owned: duckdb::types::Value = other.to_owned();
            Some(match owned {
                duckdb::types::Value::Boolean(b) => b.to_string(),
                duckdb::types::Value::TinyInt(i) => i.to_string(),
                duckdb::types::Value::SmallInt(i) => i.to_string(),
                duckdb::types::Value::Int(i) => i.to_string(),
                duckdb::types::Value::BigInt(i) => i.to_string(),
                duckdb::types::Value::HugeInt(i) => i.to_string(),
                duckdb::types::Value::UTinyInt(i) => i.to_string(),
                duckdb::types::Value::USmallInt(i) => i.to_string(),
                duckdb::types::Value::UInt(i) => i.to_string(),
                duckdb::types::Value::UBigInt(i) => i.to_string(),
                duckdb::types::Value::Float(f) => f.to_string(),
                duckdb::types::Value::Double(f) => f.to_string(),
                duckdb::types::Value::Decimal(d) => d.to_string(),
                duckdb::types::Value::Text(t) => t,
                other => format!("{other:?}"),
            })
        }
    }
}

fn text_of_mysql(v: &mysql_async::Value) -> Option<String> {
    use mysql_async::Value as M;
    match v {
        M::NULL => None,
        M::Bytes(b) => Some(String::from_utf8_lossy(b).into_owned()),
        M::Int(i) => Some(i.to_string()),
        M::UInt(u) => Some(u.to_string()),
        M::Float(f) => Some(f.to_string()),
        M::Double(f) => Some(f.to_string()),
        M::Date(y, mo, d, h, mi, s, _) => {
            Some(format!("{y:04}-{mo:02}-{d:02} {h:02}:{mi:02}:{s:02}"))
        }
        M::Time(..) => Some(v.as_sql(true)),
    }
}
