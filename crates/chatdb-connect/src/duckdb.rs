//! DuckDB: the embedded default. Files open with `access_mode=READ_ONLY`,
//! external access (files, network, extensions) disabled and the
//! configuration locked, so no statement can write or reach outside. A
//! connection's queries share a `memory_limit` (spilling to the spill
//! directory where the operator can) and a bounded number of threads.

use crate::budget::Collector;
use crate::error::ConnectError;
use crate::interrupt::run_interruptible;
use crate::introspect::schema_from_catalog;
use crate::{ConnectOptions, Connector, QueryOptions};
use async_trait::async_trait;
use chatdb_core::{Dialect, LogicalType, ResultColumn, ResultSet, Schema, Value};
use chatdb_guard::Checked;
use chrono::{DateTime, NaiveDate, NaiveTime};
use duckdb::arrow::datatypes::DataType;
use duckdb::types::Value as DValue;
use duckdb::{AccessMode, Config, Connection};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// A read-only DuckDB connection.
pub struct DuckDbConnector {
    conn: Arc<Mutex<Connection>>,
    interrupt: Arc<duckdb::InterruptHandle>,
    source_name: String,
}

impl DuckDbConnector {
    /// Opens a DuckDB file read-only, or an empty in-memory database when
    /// `path` is `None` (in memory there is nothing to protect, so only the
    /// external-access lock applies).
    pub fn open(path: Option<&Path>) -> Result<Self, ConnectError> {
        Self::open_with(path, &ConnectOptions::default())
    }

    /// Opens as [`open`](Self::open) does, with the memory bound and spill
    /// directory of `options`.
    pub fn open_with(path: Option<&Path>, options: &ConnectOptions) -> Result<Self, ConnectError> {
        let source_name = match path {
            Some(p) => format!("duckdb:{}", p.display()),
            None => "duckdb::memory:".to_string(),
        };
        let err = |e: duckdb::Error| ConnectError::Connect {
            source_name: source_name.clone(),
            cause: e.to_string(),
        };
        let conn = match path {
            Some(p) => Connection::open_with_flags(p, locked_config(true, options).map_err(err)?),
            None => {
                Connection::open_in_memory_with_flags(locked_config(false, options).map_err(err)?)
            }
        }
        .map_err(err)?;
        Ok(Self::from_connection(conn, source_name))
    }

    /// Wraps an existing connection (used by tests and the demo builder,
    /// which create data first). The caller decides its access mode.
    pub fn from_connection(conn: Connection, source_name: String) -> Self {
        let interrupt = conn.interrupt_handle();
        DuckDbConnector {
            conn: Arc::new(Mutex::new(conn)),
            interrupt,
            source_name,
        }
    }
}

/// Threads a connection's queries use at most: parallel enough to be
/// quick, few enough that per-thread buffers stay small.
const MAX_THREADS: usize = 4;

/// Read-only (for files), no external access, no extension installs or
/// autoloading, memory and threads bounded, and the configuration locked
/// so `SET` can't undo any of it.
pub(crate) fn locked_config(read_only: bool, options: &ConnectOptions) -> duckdb::Result<Config> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(MAX_THREADS);
    let mut config = Config::default();
    // The spill directory is set before external access is turned off,
    // which forbids naming paths.
    if let Some(dir) = &options.spill_dir {
        if std::fs::create_dir_all(dir).is_ok() {
            config = config.with("temp_directory", dir.display().to_string())?;
        }
    }
    config = config
        .enable_external_access(false)?
        .enable_autoload_extension(false)?
        .with("autoinstall_known_extensions", "false")?
        .max_memory(&format!("{}KiB", (options.max_memory >> 10).max(1)))?
        .threads(threads as i64)?
        .with("lock_configuration", "true")?;
    if read_only {
        config = config.access_mode(AccessMode::ReadOnly)?;
    }
    Ok(config)
}

#[async_trait]
impl Connector for DuckDbConnector {
    fn dialect(&self) -> Dialect {
        Dialect::DuckDb
    }

    fn source_name(&self) -> &str {
        &self.source_name
    }

    async fn introspect(&self) -> Result<Schema, ConnectError> {
        let opts = QueryOptions::catalog();
        let tables = self
            .run_sql(
                "SELECT schema_name, table_name, false, comment FROM duckdb_tables() \
                 WHERE database_name = current_database() AND NOT internal AND NOT temporary \
                 UNION ALL \
                 SELECT schema_name, view_name, true, comment FROM duckdb_views() \
                 WHERE database_name = current_database() AND NOT internal AND NOT temporary \
                 ORDER BY 1, 2",
                &opts,
            )
            .await?;
        let columns = self
            .run_sql(
                "SELECT schema_name, table_name, column_name, data_type, is_nullable, comment \
                 FROM duckdb_columns() WHERE database_name = current_database() \
                 AND NOT internal ORDER BY schema_name, table_name, column_index",
                &opts,
            )
            .await?;
        let keys = self
            .run_sql(
                "SELECT schema_name, table_name, constraint_index::VARCHAR, \
                 constraint_type = 'PRIMARY KEY', \
                 unnest(constraint_column_names), schema_name, \
                 coalesce(referenced_table, ''), \
                 unnest(CASE WHEN constraint_type = 'FOREIGN KEY' THEN referenced_column_names \
                        ELSE constraint_column_names END) \
                 FROM duckdb_constraints() WHERE database_name = current_database() \
                 AND constraint_type IN ('PRIMARY KEY', 'FOREIGN KEY')",
                &opts,
            )
            .await?;
        schema_from_catalog(
            Dialect::DuckDb,
            "main",
            self.source_name(),
            &tables,
            &columns,
            &keys,
            |_| None,
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

impl DuckDbConnector {
    /// Runs SQL as given, within the limits: the connector's own catalog
    /// queries, and the text of checked statements.
    async fn run_sql(&self, sql: &str, options: &QueryOptions) -> Result<ResultSet, ConnectError> {
        let conn = self.conn.clone();
        let sql = sql.to_string();
        let collector = Collector::new(options);
        let source_name = self.source_name.clone();
        let interrupt = self.interrupt.clone();
        run_interruptible(
            &self.source_name,
            options,
            move || {
                let conn = conn.lock().map_err(|_| ConnectError::Query {
                    source_name: source_name.clone(),
                    message: "connection poisoned by an earlier failure".into(),
                    code: None,
                })?;
                run(&conn, &sql, collector).map_err(|e| ConnectError::Query {
                    source_name,
                    message: e.to_string(),
                    code: None,
                })
            },
            move || interrupt.interrupt(),
        )
        .await
    }
}

fn run(conn: &Connection, sql: &str, mut out: Collector) -> duckdb::Result<ResultSet> {
    let started = Instant::now();
    let mut stmt = conn.prepare(sql)?;
    // Streamed, not materialized: DuckDB produces chunks as they are read,
    // so a huge result never exists whole (`query` would materialize it
    // outside the memory limit's reach).
    drop(stmt.stream_arrow([])?);
    let mut rows = stmt.raw_query();
    let mut columns = Vec::new();
    while let Some(row) = rows.next()? {
        if columns.is_empty() {
            columns = result_columns(row.as_ref());
        }
        if !out.room() {
            break;
        }
        let mut cells = Vec::with_capacity(columns.len());
        for (i, col) in columns.iter().enumerate() {
            cells.push(convert(row.get::<_, DValue>(i)?, col.logical_type));
        }
        out.push(cells);
    }
    drop(rows);
    if columns.is_empty() {
        // No rows: the statement has still been executed, so its schema is known.
        columns = result_columns(&stmt);
    }
    let (rows, truncated, note) = out.finish();
    Ok(ResultSet {
        columns,
        rows,
        truncated,
        elapsed_ms: started.elapsed().as_millis() as u64,
        note,
    })
}

fn result_columns(stmt: &duckdb::Statement<'_>) -> Vec<ResultColumn> {
    (0..stmt.column_count())
        .map(|i| {
            let dt = stmt.column_type(i);
            let (logical_type, db_type) = classify(&dt);
            ResultColumn {
                name: stmt
                    .column_name(i)
                    .cloned()
                    .unwrap_or_else(|_| format!("column{i}")),
                logical_type,
                db_type,
            }
        })
        .collect()
}

fn classify(dt: &DataType) -> (LogicalType, String) {
    use DataType::*;
    let (lt, name) = match dt {
        Boolean => (LogicalType::Boolean, "BOOLEAN"),
        Int8 => (LogicalType::Integer, "TINYINT"),
        Int16 => (LogicalType::Integer, "SMALLINT"),
        Int32 => (LogicalType::Integer, "INTEGER"),
        Int64 => (LogicalType::Integer, "BIGINT"),
        UInt8 => (LogicalType::Integer, "UTINYINT"),
        UInt16 => (LogicalType::Integer, "USMALLINT"),
        UInt32 => (LogicalType::Integer, "UINTEGER"),
        UInt64 => (LogicalType::Integer, "UBIGINT"),
        Float16 | Float32 => (LogicalType::Float, "FLOAT"),
        Float64 => (LogicalType::Float, "DOUBLE"),
        Decimal128(p, s) | Decimal256(p, s) => {
            // HUGEINT arrives as DECIMAL(38,0): still exact.
            return (LogicalType::Decimal, format!("DECIMAL({p},{s})"));
        }
        Utf8 | LargeUtf8 | Utf8View => (LogicalType::Text, "VARCHAR"),
        Binary | LargeBinary | FixedSizeBinary(_) | BinaryView => (LogicalType::Bytes, "BLOB"),
        Date32 | Date64 => (LogicalType::Date, "DATE"),
        Time32(_) | Time64(_) => (LogicalType::Time, "TIME"),
        Timestamp(_, Some(_)) => (LogicalType::TimestampTz, "TIMESTAMP WITH TIME ZONE"),
        Timestamp(_, None) => (LogicalType::Timestamp, "TIMESTAMP"),
        Interval(_) | Duration(_) => (LogicalType::Interval, "INTERVAL"),
        Dictionary(_, _) => (LogicalType::Text, "ENUM"),
        other => return (LogicalType::Other, format!("{other}")),
    };
    (lt, name.to_string())
}

fn convert(v: DValue, ty: LogicalType) -> Value {
    match v {
        DValue::Null => Value::Null,
        DValue::Boolean(b) => Value::Bool(b),
        DValue::TinyInt(i) => Value::Int(i.into()),
        DValue::SmallInt(i) => Value::Int(i.into()),
        DValue::Int(i) => Value::Int(i.into()),
        DValue::BigInt(i) => Value::Int(i),
        DValue::HugeInt(i) => Value::from_i128(i),
        DValue::UTinyInt(i) => Value::Int(i.into()),
        DValue::USmallInt(i) => Value::Int(i.into()),
        DValue::UInt(i) => Value::Int(i.into()),
        DValue::UBigInt(i) => Value::from_i128(i.into()),
        DValue::UHugeInt(i) => match i128::try_from(i) {
            Ok(v) => Value::from_i128(v),
            Err(_) => Value::Decimal(i.to_string()),
        },
        DValue::Float(f) => Value::Float(f.into()),
        DValue::Double(f) => Value::Float(f),
        DValue::Decimal(d) => Value::Decimal(d.to_string()),
        DValue::Text(s) | DValue::Enum(s) => Value::Text(s),
        DValue::Blob(b) => Value::Bytes(b),
        DValue::Date32(days) => NaiveDate::from_num_days_from_ce_opt(719_163 + days)
            .map_or(Value::Int(days.into()), Value::Date),
        DValue::Time64(unit, v) => {
            let micros = unit.to_micros(v);
            NaiveTime::from_num_seconds_from_midnight_opt(
                (micros / 1_000_000) as u32,
                ((micros % 1_000_000) * 1000) as u32,
            )
            .map_or(Value::Int(micros), Value::Time)
        }
        DValue::Timestamp(unit, v) => {
            let micros = unit.to_micros(v);
            match DateTime::from_timestamp_micros(micros) {
                Some(utc) if ty == LogicalType::TimestampTz => {
                    Value::TimestampTz(utc.fixed_offset())
                }
                Some(utc) => Value::Timestamp(utc.naive_utc()),
                None => Value::Int(micros),
            }
        }
        DValue::Interval {
            months,
            days,
            nanos,
        } => Value::Text(format!(
            "{months} months {days} days {} microseconds",
            nanos / 1000
        )),
        other => Value::Text(render_nested(&other)),
    }
}

/// Lists, structs and maps travel as their DuckDB-like text form.
fn render_nested(v: &DValue) -> String {
    match v {
        DValue::List(items) | DValue::Array(items) => {
            let parts: Vec<String> = items.iter().map(render_nested).collect();
            format!("[{}]", parts.join(", "))
        }
        DValue::Struct(fields) => {
            let parts: Vec<String> = fields
                .iter()
                .map(|(k, v)| format!("'{k}': {}", render_nested(v)))
                .collect();
            format!("{{{}}}", parts.join(", "))
        }
        DValue::Null => "NULL".into(),
        DValue::Text(s) => format!("'{s}'"),
        other => convert(other.clone(), LogicalType::Other).to_string(),
    }
}
