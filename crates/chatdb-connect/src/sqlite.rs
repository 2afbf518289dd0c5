//! SQLite: files open with `mode=ro` and `PRAGMA query_only`, extension
//! loading left disabled. Memory is bounded by SQLite's heap limits, which
//! are process-wide: the hard limit is never raised, only lowered to the
//! smallest bound asked for.

use crate::budget::Collector;
use crate::error::ConnectError;
use crate::interrupt::run_interruptible;
use crate::introspect::schema_from_catalog;
use crate::{ConnectOptions, Connector, QueryOptions};
use async_trait::async_trait;
use chatdb_core::{Dialect, LogicalType, ResultColumn, ResultSet, Schema, Value};
use chatdb_guard::Checked;
use rusqlite::types::ValueRef;
use rusqlite::{Connection, OpenFlags};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// A read-only SQLite connection.
pub struct SqliteConnector {
    conn: Arc<Mutex<Connection>>,
    interrupt: Arc<rusqlite::InterruptHandle>,
    source_name: String,
}

impl SqliteConnector {
    /// Opens an existing SQLite file read-only.
    pub fn open(path: &Path) -> Result<Self, ConnectError> {
        Self::open_with(path, &ConnectOptions::default())
    }

    /// Opens as [`open`](Self::open) does, with SQLite's heap bounded by
    /// `options.max_memory`.
    pub fn open_with(path: &Path, options: &ConnectOptions) -> Result<Self, ConnectError> {
        let source_name = format!("sqlite:{}", path.display());
        let err = |e: rusqlite::Error| ConnectError::Connect {
            source_name: source_name.clone(),
            cause: e.to_string(),
        };
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
            | OpenFlags::SQLITE_OPEN_URI
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(file_uri(path), flags).map_err(err)?;
        conn.pragma_update(None, "query_only", true).map_err(err)?;
        bound_heap(&conn, options.max_memory).map_err(err)?;
        // Fail on a locked database after a while instead of at once.
        conn.busy_timeout(std::time::Duration::from_secs(5))
            .map_err(err)?;
        let interrupt = Arc::new(conn.get_interrupt_handle());
        Ok(SqliteConnector {
            conn: Arc::new(Mutex::new(conn)),
            interrupt,
            source_name,
        })
    }
}

/// Lowers SQLite's process-wide heap limits to `max_memory` (hard) and
/// three quarters of it (soft, where SQLite starts freeing caches); a lower
/// limit already set stays.
fn bound_heap(conn: &Connection, max_memory: u64) -> rusqlite::Result<()> {
    let want = i64::try_from(max_memory).unwrap_or(i64::MAX);
    let hard: i64 = conn.query_row("PRAGMA hard_heap_limit", [], |r| r.get(0))?;
    if hard == 0 || hard > want {
        conn.query_row(&format!("PRAGMA hard_heap_limit = {want}"), [], |_| Ok(()))?;
    }
    let soft: i64 = conn.query_row("PRAGMA soft_heap_limit", [], |r| r.get(0))?;
    if soft == 0 || soft > want / 4 * 3 {
        conn.query_row(
            &format!("PRAGMA soft_heap_limit = {}", want / 4 * 3),
            [],
            |_| Ok(()),
        )?;
    }
    Ok(())
}

/// `file:` URI with `mode=ro`; characters that mean something in a URI are
/// percent-encoded so any path opens.
fn file_uri(path: &Path) -> String {
    use percent_encoding::{utf8_percent_encode, AsciiSet, CONTROLS};
    const URI: &AsciiSet = &CONTROLS.add(b'%').add(b'?').add(b'#').add(b' ');
    let abs = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    format!(
        "file:{}?mode=ro",
        utf8_percent_encode(&abs.to_string_lossy(), URI)
    )
}

#[async_trait]
impl Connector for SqliteConnector {
    fn dialect(&self) -> Dialect {
        Dialect::Sqlite
    }

    fn source_name(&self) -> &str {
        &self.source_name
    }

    async fn introspect(&self) -> Result<Schema, ConnectError> {
        let opts = QueryOptions::catalog();
        let tables = self
            .run_sql(
                "SELECT 'main', name, type = 'view', NULL FROM sqlite_schema \
                 WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' \
                 ORDER BY name",
                &opts,
            )
            .await?;
        let columns = self
            .run_sql(
                "SELECT 'main', m.name, p.name, p.type, p.\"notnull\" = 0 AND p.pk = 0, NULL \
                 FROM sqlite_schema m JOIN pragma_table_info(m.name) p \
                 WHERE m.type IN ('table', 'view') ORDER BY m.name, p.cid",
                &opts,
            )
            .await?;
        let keys = self
            .run_sql(
                "SELECT 'main', m.name, 'pk', 1, p.name, 'main', '', '' \
                 FROM sqlite_schema m JOIN pragma_table_info(m.name) p \
                 WHERE m.type = 'table' AND p.pk > 0 \
                 UNION ALL \
                 SELECT 'main', m.name, 'fk' || f.id, 0, f.\"from\", 'main', f.\"table\", coalesce(f.\"to\", '') \
                 FROM sqlite_schema m JOIN pragma_foreign_key_list(m.name) f \
                 WHERE m.type = 'table'",
                &opts,
            )
            .await?;
        let mut schema = schema_from_catalog(
            Dialect::Sqlite,
            "main",
            self.source_name(),
            &tables,
            &columns,
            &keys,
            |_| None,
        )?;
        // `REFERENCES t` without columns means t's primary key.
        let pks: Vec<(String, Vec<String>)> = schema
            .tables
            .iter()
            .map(|t| (t.qualified_name(), t.primary_key.clone()))
            .collect();
        for t in &mut schema.tables {
            for fk in &mut t.foreign_keys {
                if fk.ref_columns.iter().all(String::is_empty) {
                    if let Some((_, pk)) = pks.iter().find(|(n, _)| *n == fk.ref_table) {
                        fk.ref_columns = pk.clone();
                    }
                }
            }
        }
        Ok(schema)
    }

    async fn query(
        &self,
        statement: &Checked,
        options: &QueryOptions,
    ) -> Result<ResultSet, ConnectError> {
        self.run_sql(statement.sql(), options).await
    }
}

impl SqliteConnector {
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
                    code: e.sqlite_error_code().map(|c| format!("{c:?}")),
                    message: e.to_string(),
                })
            },
            move || interrupt.interrupt(),
        )
        .await
    }
}

fn run(conn: &Connection, sql: &str, mut collector: Collector) -> rusqlite::Result<ResultSet> {
    let started = Instant::now();
    let mut stmt = conn.prepare(sql)?;
    let decl: Vec<(String, Option<String>)> = stmt
        .columns()
        .iter()
        .map(|c| (c.name().to_string(), c.decl_type().map(str::to_string)))
        .collect();
    let declared: Vec<Option<LogicalType>> = decl
        .iter()
        .map(|(_, t)| t.as_deref().map(LogicalType::from_type_name))
        .collect();
    let mut rows = stmt.query([])?;
    while let Some(row) = rows.next()? {
        if !collector.room() {
            break;
        }
        let mut cells = Vec::with_capacity(decl.len());
        for (i, ty) in declared.iter().enumerate() {
            cells.push(convert(row.get_ref(i)?, *ty));
        }
        collector.push(cells);
    }
    let (out, truncated, note) = collector.finish();
    let columns = decl
        .into_iter()
        .enumerate()
        .map(|(i, (name, db_type))| {
            let logical_type = declared[i].unwrap_or_else(|| infer_from_values(&out, i));
            ResultColumn {
                name,
                logical_type,
                db_type: db_type.unwrap_or_default(),
            }
        })
        .collect();
    Ok(ResultSet {
        columns,
        rows: out,
        truncated,
        elapsed_ms: started.elapsed().as_millis() as u64,
        note,
    })
}

/// SQLite values carry their own storage class; a declared type refines
/// the reading where it is unambiguous (booleans, dates, timestamps).
fn convert(v: ValueRef<'_>, declared: Option<LogicalType>) -> Value {
    match (v, declared) {
        (ValueRef::Null, _) => Value::Null,
        (ValueRef::Integer(i), Some(LogicalType::Boolean)) if i == 0 || i == 1 => {
            Value::Bool(i == 1)
        }
        (ValueRef::Integer(i), _) => Value::Int(i),
        (ValueRef::Real(f), _) => Value::Float(f),
        (ValueRef::Text(t), ty) => {
            let s = String::from_utf8_lossy(t);
            match ty {
                Some(
                    lt @ (LogicalType::Date | LogicalType::Timestamp | LogicalType::TimestampTz),
                ) => Value::parse_text(&s, lt),
                _ => Value::Text(s.into_owned()),
            }
        }
        (ValueRef::Blob(b), _) => Value::Bytes(b.to_vec()),
    }
}

/// The logical type of an expression column, from the values it returned.
fn infer_from_values(rows: &[Vec<Value>], col: usize) -> LogicalType {
    let mut ty: Option<LogicalType> = None;
    for v in rows.iter().filter_map(|r| r.get(col)) {
        let t = match v {
            Value::Null => continue,
            Value::Int(_) => LogicalType::Integer,
            Value::Float(_) => LogicalType::Float,
            Value::Bytes(_) => LogicalType::Bytes,
            _ => LogicalType::Text,
        };
        ty = Some(match (ty, t) {
            (None, t) => t,
            (Some(a), b) if a == b => a,
            (Some(LogicalType::Integer), LogicalType::Float)
            | (Some(LogicalType::Float), LogicalType::Integer) => LogicalType::Float,
            _ => LogicalType::Other,
        });
    }
    ty.unwrap_or(LogicalType::Other)
}
