//! MySQL and MariaDB: the session is set to read-only transactions and each
//! query runs inside `START TRANSACTION READ ONLY … ROLLBACK` with the
//! server's statement time limit. Queries go through the prepared-statement
//! protocol, which runs exactly one statement. Memory: in-memory
//! temporary tables and sort buffers are sized from the bound, and
//! MariaDB's `max_session_mem_used` caps the session (MySQL's
//! `connection_memory_limit` where the account may set it; otherwise a
//! warning says it was not set). Rows are streamed.

use crate::budget::Collector;
use crate::error::ConnectError;
use crate::introspect::schema_from_catalog;
use crate::{ConnectOptions, Connector, QueryOptions};
use async_trait::async_trait;
use chatdb_core::{Dialect, LogicalType, ResultColumn, ResultSet, Schema, Value};
use chatdb_guard::Checked;
use chrono::{NaiveDate, NaiveTime};
use mysql_async::consts::{ColumnFlags, ColumnType};
use mysql_async::prelude::Queryable;
use mysql_async::{Conn, Opts, OptsBuilder, Value as MValue};
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

/// MySQL/MariaDB error codes for statements stopped by a time limit or KILL.
const ER_QUERY_INTERRUPTED: u16 = 1317;
const ER_STATEMENT_TIMEOUT_MARIADB: u16 = 1969;
const ER_QUERY_TIMEOUT_MYSQL: u16 = 3024;
/// The `binary` character set: bytes, not text.
const BINARY_CHARSET: u16 = 63;

/// A read-only MySQL or MariaDB connection.
pub struct MySqlConnector {
    opts: Opts,
    /// `None` after a query left the connection unusable; reconnected lazily.
    conn: Mutex<Option<Conn>>,
    database: String,
    mariadb: bool,
    source_name: String,
}

impl MySqlConnector {
    /// Connects and sets the session to read-only transactions. The URL
    /// must name a database: that database is what introspection reads.
    pub async fn connect(url: &str) -> Result<Self, ConnectError> {
        Self::connect_with(url, &ConnectOptions::default()).await
    }

    /// Connects as [`connect`](Self::connect) does, with the session's
    /// memory settings derived from `limits.max_memory`.
    pub async fn connect_with(url: &str, limits: &ConnectOptions) -> Result<Self, ConnectError> {
        let source_name = crate::source::redact_url(url);
        let err = |cause: String| ConnectError::Connect {
            source_name: source_name.clone(),
            cause,
        };
        let base = Opts::from_url(url).map_err(|e| err(e.to_string()))?;
        let Some(database) = base.db_name().map(str::to_string) else {
            return Err(err(
                "the URL names no database (mysql://user@host:port/DATABASE)".into(),
            ));
        };
        let read_only = "SET SESSION TRANSACTION READ ONLY".to_string();
        let opts: Opts = OptsBuilder::from_opts(base.clone())
            .init(vec![read_only.clone()])
            .into();
        let mut conn = tokio::time::timeout(Duration::from_secs(10), Conn::new(opts.clone()))
            .await
            .map_err(|_| err("timed out after 10s".into()))?
            .map_err(|e| err(e.to_string()))?;
        let version: Option<String> = conn
            .query_first("SELECT VERSION()")
            .await
            .map_err(|e| err(e.to_string()))?;
        let mariadb = version
            .unwrap_or_default()
            .to_ascii_lowercase()
            .contains("mariadb");
        // The memory settings this account may make, tried on this
        // connection and then made on every new one.
        let mut init = vec![read_only];
        for set in memory_settings(limits.max_memory, mariadb) {
            match conn.query_drop(&set).await {
                Ok(()) => init.push(set),
                Err(e) => {
                    tracing::warn!(source = %source_name, "{set} refused ({e}); the server's own limit applies")
                }
            }
        }
        let opts: Opts = OptsBuilder::from_opts(base).init(init).into();
        Ok(MySqlConnector {
            opts,
            conn: Mutex::new(Some(conn)),
            database,
            mariadb,
            source_name,
        })
    }

    fn query_error(&self, e: mysql_async::Error, options: &QueryOptions) -> ConnectError {
        if let mysql_async::Error::Server(ref s) = e {
            match s.code {
                ER_STATEMENT_TIMEOUT_MARIADB | ER_QUERY_TIMEOUT_MYSQL => {
                    return ConnectError::Timeout {
                        source_name: self.source_name.clone(),
                        limit: options.timeout,
                    }
                }
                ER_QUERY_INTERRUPTED if options.cancel.is_cancelled() => {
                    return ConnectError::Cancelled {
                        source_name: self.source_name.clone(),
                    }
                }
                _ => {
                    return ConnectError::Query {
                        source_name: self.source_name.clone(),
                        message: s.message.clone(),
                        code: Some(s.code.to_string()),
                    }
                }
            }
        }
        ConnectError::Query {
            source_name: self.source_name.clone(),
            message: e.to_string(),
            code: None,
        }
    }

    /// Stops the statement running on connection `id` from a second connection.
    async fn kill_query(&self, id: u32) {
        if let Ok(mut killer) = Conn::new(self.opts.clone()).await {
            let _ = killer.query_drop(format!("KILL QUERY {id}")).await;
            let _ = killer.disconnect().await;
        }
    }
}

/// Session settings that bound a query's memory on the server.
fn memory_settings(max_memory: u64, mariadb: bool) -> Vec<String> {
    let quarter = (max_memory / 4).max(1 << 20);
    let mut out = vec![
        format!("SET SESSION tmp_table_size = {quarter}"),
        format!("SET SESSION max_heap_table_size = {quarter}"),
        format!("SET SESSION sort_buffer_size = {}", quarter.min(256 << 20)),
    ];
    out.push(if mariadb {
        format!("SET SESSION max_session_mem_used = {max_memory}")
    } else {
        format!("SET SESSION connection_memory_limit = {max_memory}")
    });
    out
}

#[async_trait]
impl Connector for MySqlConnector {
    fn dialect(&self) -> Dialect {
        Dialect::MySql
    }

    fn source_name(&self) -> &str {
        &self.source_name
    }

    async fn introspect(&self) -> Result<Schema, ConnectError> {
        let opts = QueryOptions::catalog();
        let tables = self
            .run_sql(
                "SELECT TABLE_SCHEMA, TABLE_NAME, TABLE_TYPE = 'VIEW', \
                 CASE WHEN TABLE_TYPE = 'VIEW' THEN NULL ELSE TABLE_COMMENT END \
                 FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME",
                &opts,
            )
            .await?;
        let columns = self
            .run_sql(
                "SELECT TABLE_SCHEMA, TABLE_NAME, COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE = 'YES', \
                 COLUMN_COMMENT FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() \
                 ORDER BY TABLE_NAME, ORDINAL_POSITION",
                &opts,
            )
            .await?;
        let keys = self
            .run_sql(
                "SELECT TABLE_SCHEMA, TABLE_NAME, CONSTRAINT_NAME, CONSTRAINT_NAME = 'PRIMARY', \
                 COLUMN_NAME, COALESCE(REFERENCED_TABLE_SCHEMA, ''), \
                 COALESCE(REFERENCED_TABLE_NAME, ''), COALESCE(REFERENCED_COLUMN_NAME, '') \
                 FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = DATABASE() \
                 AND (CONSTRAINT_NAME = 'PRIMARY' OR REFERENCED_TABLE_NAME IS NOT NULL) \
                 ORDER BY TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION",
                &opts,
            )
            .await?;
        schema_from_catalog(
            Dialect::MySql,
            &self.database,
            self.source_name(),
            &tables,
            &columns,
            &keys,
            |t| {
                t.trim()
                    .eq_ignore_ascii_case("tinyint(1)")
                    .then_some(LogicalType::Boolean)
            },
        )
    }

    async fn query(
        &self,
        statement: &Checked,
        options: &QueryOptions,
    ) -> Result<ResultSet, ConnectError> {
        self.run_sql(statement.sql(), options).await
    }
}

impl MySqlConnector {
    /// Runs SQL as given, within the limits: the connector's own catalog
    /// queries, and the text of checked statements.
    async fn run_sql(&self, sql: &str, options: &QueryOptions) -> Result<ResultSet, ConnectError> {
        let mut slot = self.conn.lock().await;
        let mut conn = match slot.take() {
            Some(c) => c,
            None => Conn::new(self.opts.clone())
                .await
                .map_err(|e| ConnectError::Connect {
                    source_name: self.source_name.clone(),
                    cause: e.to_string(),
                })?,
        };
        let id = conn.id();
        let grace = options.timeout + Duration::from_millis(500);
        let outcome = tokio::select! {
            r = run(&mut conn, sql, options, self.mariadb) => Some(r),
            _ = tokio::time::sleep(grace) => None,
            _ = options.cancel.cancelled() => None,
        };
        match outcome {
            Some(Ok((rs, reusable))) => {
                if reusable {
                    *slot = Some(conn);
                }
                Ok(rs)
            }
            Some(Err(e)) => {
                // After a server error the connection is still good; after
                // an I/O error it is not.
                if matches!(e, mysql_async::Error::Server(_)) {
                    let _ = conn.query_drop("ROLLBACK").await;
                    *slot = Some(conn);
                }
                Err(self.query_error(e, options))
            }
            None => {
                self.kill_query(id).await;
                drop(conn);
                if options.cancel.is_cancelled() {
                    Err(ConnectError::Cancelled {
                        source_name: self.source_name.clone(),
                    })
                } else {
                    Err(ConnectError::Timeout {
                        source_name: self.source_name.clone(),
                        limit: options.timeout,
                    })
                }
            }
        }
    }
}

/// Runs the statement; the flag says whether the connection can be reused
/// (not when rows were left unread after the cap).
async fn run(
    conn: &mut Conn,
    sql: &str,
    options: &QueryOptions,
    mariadb: bool,
) -> Result<(ResultSet, bool), mysql_async::Error> {
    let started = Instant::now();
    let limit = if mariadb {
        format!(
            "SET SESSION max_statement_time = {:.3}",
            options.timeout.as_secs_f64().max(0.001)
        )
    } else {
        format!(
            "SET SESSION max_execution_time = {}",
            options.timeout.as_millis().clamp(1, u32::MAX as u128)
        )
    };
    conn.query_drop(limit).await?;
    conn.query_drop("START TRANSACTION READ ONLY").await?;
    let mut result = conn.exec_iter(sql, ()).await?;
    let meta: Vec<mysql_async::Column> = result.columns().map(|c| c.to_vec()).unwrap_or_default();
    let columns: Vec<ResultColumn> = meta.iter().map(result_column).collect();
    let mut out = Collector::new(options);
    let mut cut = false;
    while let Some(row) = result.next().await? {
        if !out.room() {
            cut = true;
            break;
        }
        let cells: Vec<Value> = row
            .unwrap()
            .into_iter()
            .zip(&meta)
            .zip(&columns)
            .map(|((v, m), c)| convert(v, m, c.logical_type))
            .collect();
        out.push(cells);
    }
    if cut {
        // Reading the rest could take long; this connection is dropped instead.
        return Ok((rs(columns, out, started), false));
    }
    drop(result);
    conn.query_drop("ROLLBACK").await?;
    Ok((rs(columns, out, started), true))
}

fn rs(columns: Vec<ResultColumn>, out: Collector, started: Instant) -> ResultSet {
    let (rows, truncated, note) = out.finish();
    ResultSet {
        columns,
        rows,
        truncated,
        elapsed_ms: started.elapsed().as_millis() as u64,
        note,
    }
}

fn result_column(c: &mysql_async::Column) -> ResultColumn {
    use ColumnType::*;
    let binary = c.character_set() == BINARY_CHARSET;
    let unsigned = c.flags().contains(ColumnFlags::UNSIGNED_FLAG);
    let (lt, name) = match c.column_type() {
        MYSQL_TYPE_TINY if c.column_length() == 1 => (LogicalType::Boolean, "tinyint(1)"),
        MYSQL_TYPE_TINY => (LogicalType::Integer, "tinyint"),
        MYSQL_TYPE_SHORT => (LogicalType::Integer, "smallint"),
        MYSQL_TYPE_INT24 => (LogicalType::Integer, "mediumint"),
        MYSQL_TYPE_LONG => (LogicalType::Integer, "int"),
        MYSQL_TYPE_LONGLONG => (LogicalType::Integer, "bigint"),
        MYSQL_TYPE_YEAR => (LogicalType::Integer, "year"),
        MYSQL_TYPE_BIT => (LogicalType::Integer, "bit"),
        MYSQL_TYPE_FLOAT => (LogicalType::Float, "float"),
        MYSQL_TYPE_DOUBLE => (LogicalType::Float, "double"),
        MYSQL_TYPE_DECIMAL | MYSQL_TYPE_NEWDECIMAL => (LogicalType::Decimal, "decimal"),
        MYSQL_TYPE_DATE | MYSQL_TYPE_NEWDATE => (LogicalType::Date, "date"),
        MYSQL_TYPE_TIME | MYSQL_TYPE_TIME2 => (LogicalType::Time, "time"),
        MYSQL_TYPE_DATETIME | MYSQL_TYPE_DATETIME2 => (LogicalType::Timestamp, "datetime"),
        MYSQL_TYPE_TIMESTAMP | MYSQL_TYPE_TIMESTAMP2 => (LogicalType::Timestamp, "timestamp"),
        MYSQL_TYPE_JSON => (LogicalType::Json, "json"),
        MYSQL_TYPE_TINY_BLOB | MYSQL_TYPE_MEDIUM_BLOB | MYSQL_TYPE_LONG_BLOB | MYSQL_TYPE_BLOB
            if binary =>
        {
            (LogicalType::Bytes, "blob")
        }
        MYSQL_TYPE_VAR_STRING | MYSQL_TYPE_STRING | MYSQL_TYPE_VARCHAR if binary => {
            (LogicalType::Bytes, "varbinary")
        }
        MYSQL_TYPE_TINY_BLOB | MYSQL_TYPE_MEDIUM_BLOB | MYSQL_TYPE_LONG_BLOB | MYSQL_TYPE_BLOB => {
            (LogicalType::Text, "text")
        }
        MYSQL_TYPE_VAR_STRING
        | MYSQL_TYPE_STRING
        | MYSQL_TYPE_VARCHAR
        | MYSQL_TYPE_ENUM
        | MYSQL_TYPE_SET => (LogicalType::Text, "varchar"),
        _ => (LogicalType::Other, "other"),
    };
    ResultColumn {
        name: c.name_str().into_owned(),
        logical_type: lt,
        db_type: if unsigned && lt == LogicalType::Integer {
            format!("{name} unsigned")
        } else {
            name.to_string()
        },
    }
}

fn convert(v: MValue, meta: &mysql_async::Column, ty: LogicalType) -> Value {
    match v {
        MValue::NULL => Value::Null,
        MValue::Int(i) if ty == LogicalType::Boolean && (i == 0 || i == 1) => Value::Bool(i == 1),
        MValue::Int(i) => Value::Int(i),
        MValue::UInt(u) => Value::from_i128(u.into()),
        MValue::Float(f) => Value::Float(f.into()),
        MValue::Double(f) => Value::Float(f),
        MValue::Bytes(b) => match ty {
            LogicalType::Bytes => Value::Bytes(b),
            LogicalType::Integer if meta.column_type() == ColumnType::MYSQL_TYPE_BIT => {
                Value::Int(b.iter().fold(0i64, |acc, x| (acc << 8) | i64::from(*x)))
            }
            _ => Value::parse_text(&String::from_utf8_lossy(&b), ty),
        },
        MValue::Date(y, m, d, h, mi, s, us) => {
            let date = NaiveDate::from_ymd_opt(y.into(), m.into(), d.into());
            let time = NaiveTime::from_hms_micro_opt(h.into(), mi.into(), s.into(), us);
            match (date, time, ty) {
                (Some(d), _, LogicalType::Date) => Value::Date(d),
                (Some(d), Some(t), _) => Value::Timestamp(d.and_time(t)),
                // Zero dates such as 0000-00-00 have no calendar reading.
                _ => Value::Text(format!("{y:04}-{m:02}-{d:02} {h:02}:{mi:02}:{s:02}")),
            }
        }
        MValue::Time(neg, days, h, mi, s, us) => {
            match NaiveTime::from_hms_micro_opt(h.into(), mi.into(), s.into(), us) {
                Some(t) if !neg && days == 0 => Value::Time(t),
                _ => {
                    let hours = u32::from(h) + days * 24;
                    let sign = if neg { "-" } else { "" };
                    Value::Text(format!("{sign}{hours:02}:{mi:02}:{s:02}"))
                }
            }
        }
    }
}
