//! PostgreSQL: every session defaults to read-only transactions and every
//! query runs inside `BEGIN READ ONLY … ROLLBACK` with `SET LOCAL
//! statement_timeout`. Queries use the extended protocol, which accepts one
//! statement only, so nothing can be stacked after the query. Memory:
//! `work_mem` (per sort or hash) is a quarter of the bound, and
//! `temp_file_limit` (spill to disk) four times it where the role may set
//! it (superusers only; otherwise a warning says it was not set). Rows are
//! streamed, so ChatDB's side stays within the output bounds.

mod decode;

use crate::budget::Collector;
use crate::error::ConnectError;
use crate::introspect::schema_from_catalog;
use crate::{ConnectOptions, Connector, QueryOptions};
use async_trait::async_trait;
use chatdb_core::{Dialect, LogicalType, ResultColumn, ResultSet, Schema};
use chatdb_guard::Checked;
use decode::{is_decodable, Cell};
use futures_util::TryStreamExt;
use std::str::FromStr;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;
use tokio_postgres::types::ToSql;
use tokio_postgres::{Client, Config, NoTls};

/// SQLSTATE for a statement cancelled by timeout or cancel request.
const QUERY_CANCELED: &str = "57014";

/// A read-only PostgreSQL connection.
pub struct PostgresConnector {
    client: Mutex<Client>,
    source_name: String,
}

impl PostgresConnector {
    /// Connects with `default_transaction_read_only=on`.
    pub async fn connect(url: &str) -> Result<Self, ConnectError> {
        Self::connect_with(url, &ConnectOptions::default()).await
    }

    /// Connects as [`connect`](Self::connect) does, with the session's
    /// memory settings derived from `options.max_memory`.
    pub async fn connect_with(url: &str, limits: &ConnectOptions) -> Result<Self, ConnectError> {
        let source_name = crate::source::redact_url(url);
        let err = |cause: String| ConnectError::Connect {
            source_name: source_name.clone(),
            cause,
        };
        let mut config = Config::from_str(url).map_err(|e| err(e.to_string()))?;
        let options = match config.get_options() {
            Some(o) if !o.is_empty() => format!("{o} -c default_transaction_read_only=on"),
            _ => "-c default_transaction_read_only=on".to_string(),
        };
        config.options(options);
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(Duration::from_secs(10));
        }
        if config.get_application_name().is_none() {
            config.application_name("chatdb");
        }
        let (client, connection) = config.connect(NoTls).await.map_err(|e| err(describe(&e)))?;
        tokio::spawn(async move {
            // Ends when the client is dropped or the server goes away; the
            // next query then reports the closed connection.
            let _ = connection.await;
        });
        client
            .batch_execute("SET DateStyle = 'ISO'; SET TimeZone = 'UTC'")
            .await
            .map_err(|e| err(describe(&e)))?;
        let kb = (limits.max_memory >> 10).max(64);
        client
            .batch_execute(&format!(
                "SET work_mem = '{}kB'",
                (kb / 4).clamp(64, i32::MAX as u64)
            ))
            .await
            .map_err(|e| err(describe(&e)))?;
        if let Err(e) = client
            .batch_execute(&format!(
                "SET temp_file_limit = '{}kB'",
                kb.saturating_mul(4).min(i32::MAX as u64)
            ))
            .await
        {
            tracing::warn!(
                source = %source_name,
                "temp_file_limit not set ({}); the server's own limit applies",
                describe(&e)
            );
        }
        Ok(PostgresConnector {
            client: Mutex::new(client),
            source_name,
        })
    }

    fn query_error(&self, e: tokio_postgres::Error, options: &QueryOptions) -> ConnectError {
        let code = e.code().map(|c| c.code().to_string());
        if code.as_deref() == Some(QUERY_CANCELED) {
            return if options.cancel.is_cancelled() {
                ConnectError::Cancelled {
                    source_name: self.source_name.clone(),
                }
            } else {
                ConnectError::Timeout {
                    source_name: self.source_name.clone(),
                    limit: options.timeout,
                }
            };
        }
        ConnectError::Query {
            source_name: self.source_name.clone(),
            message: describe(&e),
            code,
        }
    }
}

/// The server's message when there is one (tokio-postgres' Display says
/// only "db error").
fn describe(e: &tokio_postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => {
            let mut s = db.message().to_string();
            if let Some(d) = db.detail() {
                s.push_str(&format!(" ({d})"));
            }
            s
        }
        None => {
            let mut s = e.to_string();
            let mut src = std::error::Error::source(e);
            while let Some(inner) = src {
                s.push_str(&format!(": {inner}"));
                src = inner.source();
            }
            s
        }
    }
}

#[async_trait]
impl Connector for PostgresConnector {
    fn dialect(&self) -> Dialect {
        Dialect::Postgres
    }

    fn source_name(&self) -> &str {
        &self.source_name
    }

    async fn introspect(&self) -> Result<Schema, ConnectError> {
        const USER_SCHEMAS: &str = "n.nspname NOT IN ('pg_catalog', 'information_schema') \
             AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp\\_%'";
        let opts = QueryOptions::catalog();
        let tables = self
            .run_sql(
                &format!(
                    "SELECT n.nspname, c.relname, c.relkind IN ('v', 'm'), \
                     obj_description(c.oid, 'pg_class') \
                     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace \
                     WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND NOT c.relispartition \
                     AND {USER_SCHEMAS} ORDER BY 1, 2"
                ),
                &opts,
            )
            .await?;
        let columns = self
            .run_sql(
                &format!(
                    "SELECT n.nspname, c.relname, a.attname, \
                     format_type(a.atttypid, a.atttypmod), NOT a.attnotnull, \
                     col_description(c.oid, a.attnum) \
                     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid \
                     JOIN pg_namespace n ON n.oid = c.relnamespace \
                     WHERE a.attnum > 0 AND NOT a.attisdropped \
                     AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND {USER_SCHEMAS} \
                     ORDER BY n.nspname, c.relname, a.attnum"
                ),
                &opts,
            )
            .await?;
        let keys = self
            .run_sql(
                &format!(
                    "SELECT n.nspname, c.relname, con.conname, con.contype = 'p', a.attname, \
                     rn.nspname, rc.relname, ra.attname \
                     FROM pg_constraint con \
                     JOIN pg_class c ON c.oid = con.conrelid \
                     JOIN pg_namespace n ON n.oid = c.relnamespace \
                     CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord) \
                     JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum \
                     LEFT JOIN pg_class rc ON rc.oid = con.confrelid \
                     LEFT JOIN pg_namespace rn ON rn.oid = rc.relnamespace \
                     LEFT JOIN pg_attribute ra ON ra.attrelid = con.confrelid \
                          AND ra.attnum = con.confkey[k.ord] \
                     WHERE con.contype IN ('p', 'f') AND {USER_SCHEMAS} \
                     ORDER BY n.nspname, c.relname, con.conname, k.ord"
                ),
                &opts,
            )
            .await?;
        schema_from_catalog(
            Dialect::Postgres,
            "public",
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

impl PostgresConnector {
    /// Runs SQL as given, within the limits: the connector's own catalog
    /// queries, and the text of checked statements.
    async fn run_sql(&self, sql: &str, options: &QueryOptions) -> Result<ResultSet, ConnectError> {
        let mut client = self.client.lock().await;
        let cancel_token = client.cancel_token();
        // The server enforces the limit; the client waits a little longer
        // and then cancels the query itself, in case the server is stuck.
        let grace = options.timeout + Duration::from_millis(500);
        let outcome = tokio::select! {
            r = run(&mut client, sql, options) => Some(r),
            _ = tokio::time::sleep(grace) => None,
            _ = options.cancel.cancelled() => None,
        };
        match outcome {
            Some(r) => r.map_err(|e| self.query_error(e, options)),
            None => {
                let _ = cancel_token.cancel_query(NoTls).await;
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

async fn run(
    client: &mut Client,
    sql: &str,
    options: &QueryOptions,
) -> Result<ResultSet, tokio_postgres::Error> {
    let started = Instant::now();
    let tx = client.build_transaction().read_only(true).start().await?;
    let ms = options.timeout.as_millis().clamp(1, i32::MAX as u128);
    tx.batch_execute(&format!("SET LOCAL statement_timeout = {ms}"))
        .await?;
    let mut stmt = tx.prepare(sql).await?;
    let names: Vec<String> = stmt
        .columns()
        .iter()
        .map(|c| c.name().to_string())
        .collect();
    let db_types: Vec<tokio_postgres::types::Type> =
        stmt.columns().iter().map(|c| c.type_().clone()).collect();
    if !db_types.iter().all(is_decodable) {
        // Types we can't decode from the binary protocol (arrays, ranges,
        // composites, network types…) are read as their exact text form.
        stmt = tx.prepare(&as_text_wrapper(sql, &names, &db_types)).await?;
    }
    let columns: Vec<ResultColumn> = names
        .into_iter()
        .zip(&db_types)
        .map(|(name, ty)| ResultColumn {
            name,
            logical_type: if is_decodable(ty) {
                LogicalType::from_type_name(&pg_type_name(ty))
            } else {
                LogicalType::Other
            },
            db_type: pg_type_name(ty),
        })
        .collect();
    let stream = tx
        .query_raw(&stmt, std::iter::empty::<&(dyn ToSql + Sync)>())
        .await?;
    // Boxed so that dropping it below really ends the stream before rollback.
    let mut stream = Box::pin(stream);
    let mut out = Collector::new(options);
    while let Some(row) = stream.try_next().await? {
        if !out.room() {
            break;
        }
        let mut cells = Vec::with_capacity(columns.len());
        for i in 0..columns.len() {
            cells.push(row.try_get::<_, Cell>(i)?.0);
        }
        out.push(cells);
    }
    drop(stream);
    tx.rollback().await?;
    let (rows, truncated, note) = out.finish();
    Ok(ResultSet {
        columns,
        rows,
        truncated,
        elapsed_ms: started.elapsed().as_millis() as u64,
        note,
    })
}

/// The SQL type name as PostgreSQL spells it in `format_type` (`int4` →
/// `integer` is not needed: the classifier knows both).
fn pg_type_name(ty: &tokio_postgres::types::Type) -> String {
    match ty.kind() {
        tokio_postgres::types::Kind::Domain(inner) => pg_type_name(inner),
        tokio_postgres::types::Kind::Enum(_) => "text".to_string(),
        _ => ty.name().to_string(),
    }
}

/// `SELECT c1, c2::text … FROM (<sql>) AS q(c1, c2, …)`: positional
/// aliases keep duplicate or odd column names intact.
fn as_text_wrapper(sql: &str, names: &[String], types: &[tokio_postgres::types::Type]) -> String {
    let q = |s: &str| Dialect::Postgres.quote_ident(s);
    let inner = sql.trim().trim_end_matches(';');
    let aliases: Vec<String> = (1..=names.len()).map(|i| format!("c{i}")).collect();
    let select: Vec<String> = names
        .iter()
        .zip(types)
        .enumerate()
        .map(|(i, (name, ty))| {
            let c = &aliases[i];
            if is_decodable(ty) {
                format!("{c} AS {}", q(name))
            } else {
                format!("{c}::text AS {}", q(name))
            }
        })
        .collect();
    format!(
        "SELECT {} FROM (\n{inner}\n) AS chatdb_q({})",
        select.join(", "),
        aliases.join(", ")
    )
}
