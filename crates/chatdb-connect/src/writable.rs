//! A connection that may write, shared by the two places that write: the
//! workflow tester's [`crate::sandbox::Sandbox`] (over copies, discarded)
//! and the ETL [`crate::apply::Writer`] (over the source, for checked
//! writes to declared targets only). Neither is reachable from the
//! read-only connectors.

use crate::error::ConnectError;
use chatdb_core::Dialect;

/// One writable connection per kind of database.
pub(crate) enum Conn {
    DuckDb(duckdb::Connection),
    Sqlite(rusqlite::Connection),
    Postgres(tokio_postgres::Client),
    MySql(mysql_async::Conn),
}

fn query_error(source_name: &str, e: &dyn std::fmt::Display) -> ConnectError {
    ConnectError::Query {
        source_name: source_name.to_string(),
        message: e.to_string(),
        code: None,
    }
}

impl Conn {
    pub(crate) fn dialect(&self) -> Dialect {
        match self {
            Conn::DuckDb(_) => Dialect::DuckDb,
            Conn::Sqlite(_) => Dialect::Sqlite,
            Conn::Postgres(_) => Dialect::Postgres,
            Conn::MySql(_) => Dialect::MySql,
        }
    }

    /// Runs statements (a batch) on the connection.
    pub(crate) async fn execute(
        &mut self,
        sql: &str,
        source_name: &str,
    ) -> Result<(), ConnectError> {
        let err = |e: &dyn std::fmt::Display| query_error(source_name, e);
        match self {
            Conn::DuckDb(conn) => conn.execute_batch(sql).map_err(|e| err(&e)),
            Conn::Sqlite(conn) => conn.execute_batch(sql).map_err(|e| err(&e)),
            Conn::Postgres(client) => client.batch_execute(sql).await.map_err(|e| err(&e)),
            Conn::MySql(conn) => {
                use mysql_async::prelude::Queryable;
                conn.query_drop(sql).await.map_err(|e| err(&e))
            }
        }
    }

    /// The first column of the first row of a query, as text.
    pub(crate) async fn scalar(
        &mut self,
        sql: &str,
        source_name: &str,
    ) -> Result<Option<String>, ConnectError> {
        let err = |e: &dyn std::fmt::Display| query_error(source_name, e);
        match self {
            Conn::DuckDb(conn) => {
                let mut stmt = conn.prepare(sql).map_err(|e| err(&e))?;
                let mut rows = stmt.query([]).map_err(|e| err(&e))?;
                match rows.next().map_err(|e| err(&e))? {
                    Some(r) => Ok(text_of_duckdb(r.get_ref(0).map_err(|e| err(&e))?)),
                    None => Ok(None),
                }
            }
            Conn::Sqlite(conn) => {
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
            Conn::Postgres(client) => {
                let wrapped = format!("SELECT CAST(v AS TEXT) FROM ({sql}) AS q(v) LIMIT 1");
                let row = client.query_opt(&wrapped, &[]).await.map_err(|e| err(&e))?;
                Ok(row.and_then(|r| r.get::<_, Option<String>>(0)))
            }
            Conn::MySql(conn) => {
                use mysql_async::prelude::Queryable;
                let row: Option<mysql_async::Row> =
                    conn.query_first(sql).await.map_err(|e| err(&e))?;
                Ok(row.and_then(|r| r.as_ref(0).and_then(text_of_mysql)))
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
