//! The write policy of ETL workflows, beside the read-only guard: the only
//! SQL that may change a database is a statement that creates, fills or
//! clears one of the workflow's declared targets — `CREATE TABLE … AS`,
//! `CREATE TABLE (…)`, `CREATE VIEW … AS`, `INSERT INTO … SELECT`,
//! `DELETE FROM … [WHERE …]` — and whose queries pass the read-only guard
//! (the same allow-lists, names checked against the schema). Anything else
//! — another table, DROP, UPDATE, ALTER, a write hidden in a query — is
//! refused.

use crate::error::{ErrorKind, GuardError};
use crate::scope::name_parts;
use crate::{Guard, GuardConfig};
use chatdb_core::{Dialect, Schema};
use serde::Serialize;
use sqlparser::ast::{FromTable, Query, Statement, TableFactor, TableObject};

/// What a checked write does to its target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WriteOp {
    CreateTableAs,
    CreateTable,
    CreateView,
    Insert,
    Delete,
}

/// A write statement that passed the write policy — the only thing a
/// connector's writer runs. Like [`crate::Checked`], it has private fields
/// and no public constructor.
#[derive(Debug, Clone, Serialize)]
pub struct WriteChecked {
    sql: String,
    target: String,
    op: WriteOp,
}

impl WriteChecked {
    /// The statement to execute.
    pub fn sql(&self) -> &str {
        &self.sql
    }

    /// The target it writes, lower-cased as written.
    pub fn target(&self) -> &str {
        &self.target
    }

    pub fn op(&self) -> WriteOp {
        self.op
    }
}

/// Checks the statements of `sql` against the write policy: each must
/// write one of `targets` (compared case-insensitively, schema included
/// when given) and read only through queries the read-only guard allows
/// against `schema` (which should include the targets of earlier models).
pub fn check_write(
    sql: &str,
    dialect: Dialect,
    config: &GuardConfig,
    schema: Option<&Schema>,
    targets: &[String],
) -> Result<Vec<WriteChecked>, GuardError> {
    let statements = crate::parse::parse(sql, dialect)?;
    if statements.is_empty() {
        return Err(GuardError::new(
            ErrorKind::StatementCount,
            "there is no statement to run",
        ));
    }
    // Queries inside writes are checked whole: no LIMIT added.
    let read_config = GuardConfig {
        default_limit: None,
        ..config.clone()
    };
    let mut guard = Guard::new(dialect, &read_config);
    if let Some(s) = schema {
        guard = guard.with_schema(s);
    }
    let allowed = |parts: Vec<String>| -> Result<String, GuardError> {
        let name = parts.join(".").to_lowercase();
        let last = parts.last().map(|p| p.to_lowercase()).unwrap_or_default();
        let hit = targets.iter().any(|t| {
            let t = t.to_lowercase();
            t == name || (!t.contains('.') && t == last)
        });
        if hit {
            Ok(name)
        } else {
            Err(GuardError::new(
                ErrorKind::ForbiddenConstruct,
                format!(
                    "`{name}` is not a target of this workflow (targets: {}); a workflow writes only its declared targets",
                    targets.join(", ")
                ),
            ))
        }
    };
    let checked_query = |q: &Query| -> Result<Query, GuardError> {
        let checked = guard.check(&q.to_string())?;
        match crate::parse::parse(checked.sql(), dialect)?
            .into_iter()
            .next()
        {
            Some(Statement::Query(q)) => Ok(*q),
            _ => Err(GuardError::new(
                ErrorKind::NotAQuery,
                "the query inside the write did not check back as a query",
            )),
        }
    };
    let mut out = Vec::new();
    for mut statement in statements {
        let (target, op) = match &mut statement {
            Statement::CreateTable(c) => {
                let target = allowed(name_parts(&c.name))?;
                if c.like.is_some() || c.clone.is_some() {
                    return Err(refused("CREATE TABLE … LIKE/CLONE"));
                }
                match c.query.as_mut() {
                    Some(q) => {
                        **q = checked_query(q)?;
                        (target, WriteOp::CreateTableAs)
                    }
                    None => (target, WriteOp::CreateTable),
                }
            }
            Statement::CreateView(v) => {
                let target = allowed(name_parts(&v.name))?;
                *v.query = checked_query(&v.query)?;
                (target, WriteOp::CreateView)
            }
            Statement::Insert(i) => {
                let TableObject::TableName(name) = &i.table else {
                    return Err(refused("INSERT into a table function"));
                };
                let target = allowed(name_parts(name))?;
                match i.source.as_mut() {
                    Some(q) => **q = checked_query(q)?,
                    None => return Err(refused("INSERT without a query")),
                }
                (target, WriteOp::Insert)
            }
            Statement::Delete(d) => {
                let from = match &d.from {
                    FromTable::WithFromKeyword(f) | FromTable::WithoutKeyword(f) => f,
                };
                let ([one], true, None) = (from.as_slice(), d.tables.is_empty(), &d.using) else {
                    return Err(refused("DELETE over several tables or with USING"));
                };
                let TableFactor::Table { name, .. } = &one.relation else {
                    return Err(refused("DELETE from something other than a table"));
                };
                if !one.joins.is_empty() {
                    return Err(refused("DELETE with joins"));
                }
                let target = allowed(name_parts(name))?;
                if let Some(w) = &d.selection {
                    // The condition must be one the read-only guard allows.
                    guard.check(&format!("SELECT 1 FROM {name} WHERE {w}"))?;
                }
                (target, WriteOp::Delete)
            }
            other => {
                return Err(refused(&format!(
                    "`{}`",
                    other
                        .to_string()
                        .split_whitespace()
                        .take(3)
                        .collect::<Vec<_>>()
                        .join(" ")
                )))
            }
        };
        out.push(WriteChecked {
            sql: statement.to_string(),
            target,
            op,
        });
    }
    Ok(out)
}

fn refused(what: &str) -> GuardError {
    GuardError::new(
        ErrorKind::NotAQuery,
        format!("{what} is not allowed in a workflow: only CREATE TABLE/VIEW … AS, CREATE TABLE, INSERT … SELECT and DELETE on its targets"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_core::{Column, LogicalType, Table, TableKind};

    fn schema() -> Schema {
        let col = |n: &str, t| Column {
            name: n.into(),
            db_type: "x".into(),
            logical_type: t,
            nullable: true,
            comment: None,
        };
        let table = |name: &str, cols: Vec<Column>| Table {
            schema: None,
            name: name.into(),
            kind: TableKind::Table,
            comment: None,
            columns: cols,
            primary_key: vec![],
            foreign_keys: vec![],
        };
        // The target exists already (a re-run): its DELETE is checked
        // against it.
        Schema {
            dialect: Dialect::DuckDb,
            tables: vec![
                table(
                    "orders",
                    vec![
                        col("order_id", LogicalType::Integer),
                        col("amount", LogicalType::Decimal),
                        col("order_date", LogicalType::Date),
                    ],
                ),
                table(
                    "dws_daily",
                    vec![
                        col("order_date", LogicalType::Date),
                        col("amount", LogicalType::Decimal),
                    ],
                ),
            ],
        }
    }

    fn check(sql: &str) -> Result<Vec<WriteChecked>, GuardError> {
        let s = schema();
        check_write(
            sql,
            Dialect::DuckDb,
            &GuardConfig {
                default_limit: Some(100),
                ..GuardConfig::default()
            },
            Some(&s),
            &["dws_daily".to_string()],
        )
    }

    #[test]
    fn writes_to_targets_with_allowed_queries_pass() {
        let w = check("CREATE OR REPLACE TABLE dws_daily AS SELECT order_date, SUM(amount) AS amount FROM orders GROUP BY order_date; DELETE FROM DWS_DAILY WHERE order_date >= DATE '2026-01-01'; INSERT INTO dws_daily SELECT order_date, SUM(amount) FROM orders GROUP BY order_date")
            .expect("allowed");
        let ops: Vec<WriteOp> = w.iter().map(WriteChecked::op).collect();
        assert_eq!(
            ops,
            vec![WriteOp::CreateTableAs, WriteOp::Delete, WriteOp::Insert]
        );
        assert!(
            !w[0].sql().contains("LIMIT"),
            "no LIMIT added: {}",
            w[0].sql()
        );
        assert_eq!(w[1].target(), "dws_daily");
    }

    #[test]
    fn everything_else_is_refused() {
        for (sql, why) in [
            ("INSERT INTO orders SELECT * FROM orders", "not a target"),
            ("DROP TABLE orders", "not allowed"),
            ("UPDATE dws_daily SET amount = 0", "not allowed"),
            ("CREATE TABLE dws_daily AS SELECT nope FROM orders", "nope"),
            (
                "CREATE TABLE dws_daily AS SELECT * FROM read_csv('/etc/passwd')",
                "read_csv",
            ),
            (
                "DELETE FROM dws_daily WHERE order_date IN (SELECT x FROM secrets)",
                "secrets",
            ),
            ("CREATE TABLE other AS SELECT 1", "not a target"),
        ] {
            let e = check(sql).expect_err(sql);
            assert!(e.to_string().contains(why), "{sql}: {e}");
        }
    }
}
