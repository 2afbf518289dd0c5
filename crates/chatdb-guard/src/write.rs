//! The write policy of ETL workflows, beside the read-only guard: the only
//! SQL that may change a database is a statement that creates, fills or
//! clears one of the workflow's declared targets — `CREATE TABLE … AS`,
//! `CREATE TABLE (…)`, `CREATE VIEW … AS`, `INSERT INTO … SELECT`,
//! `DELETE FROM … [WHERE …]`, `MERGE INTO … USING (query) ON … WHEN …` —
//! and whose queries and expressions pass the read-only guard (the same
//! allow-lists, names checked against the schema). Anything else
//! — another table, DROP, UPDATE, ALTER, a write hidden in a query — is
//! refused.

use crate::error::{ErrorKind, GuardError};
use crate::scope::name_parts;
use crate::{Guard, GuardConfig};
use chatdb_core::{Dialect, Schema};
use serde::Serialize;
use sqlparser::ast::{
    AssignmentTarget, FromTable, Merge, MergeAction, MergeInsertKind, MergeUpdateKind, Query,
    Statement, TableFactor, TableObject,
};

/// What a checked write does to its target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WriteOp {
    CreateTableAs,
    CreateTable,
    CreateView,
    Insert,
    Delete,
    Merge,
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
            Statement::Merge(m) => {
                let TableFactor::Table { name, alias, .. } = &m.table else {
                    return Err(refused("MERGE into something other than a table"));
                };
                let target = allowed(name_parts(name))?;
                // How the clauses name the target's columns.
                let target_ref = alias
                    .as_ref()
                    .map_or(name.to_string(), |a| a.name.to_string());
                if m.output.is_some() {
                    return Err(refused("MERGE … OUTPUT"));
                }
                match &mut m.source {
                    TableFactor::Derived { subquery, .. } => **subquery = checked_query(subquery)?,
                    TableFactor::Table {
                        name, args: None, ..
                    } => {
                        guard.check(&format!("SELECT * FROM {name}"))?;
                    }
                    _ => {
                        return Err(refused(
                            "MERGE from something other than a table or a query",
                        ))
                    }
                }
                guard.check(&merge_expressions(m, &target_ref)?)?;
                (target, WriteOp::Merge)
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

/// Every expression of a MERGE — its ON condition, the WHEN clauses'
/// conditions, the values it sets and inserts, the target columns it
/// names — read as one query over the target joined to the source, so the
/// read-only guard's allow-lists and names apply to them; `target` is how
/// the clauses name the target (its alias, else its name).
fn merge_expressions(m: &Merge, target: &str) -> Result<String, GuardError> {
    let mut items: Vec<String> = Vec::new();
    let mut conditions = vec![format!("({})", m.on)];
    for clause in &m.clauses {
        if let Some(p) = &clause.predicate {
            conditions.push(format!("({p})"));
        }
        match &clause.action {
            MergeAction::Update(u) => {
                if u.update_predicate.is_some() || u.delete_predicate.is_some() {
                    return Err(refused("MERGE … UPDATE … WHERE"));
                }
                let MergeUpdateKind::Set(assignments) = &u.kind else {
                    return Err(refused("MERGE … UPDATE SET *"));
                };
                for a in assignments {
                    let AssignmentTarget::ColumnName(column) = &a.target else {
                        return Err(refused("MERGE … UPDATE SET (…) = …"));
                    };
                    items.push(format!("{target}.{column}"));
                    items.push(a.value.to_string());
                }
            }
            MergeAction::Insert(i) => {
                let MergeInsertKind::Values(values) = &i.kind else {
                    return Err(refused("MERGE … INSERT without VALUES"));
                };
                if i.insert_predicate.is_some() {
                    return Err(refused("MERGE … INSERT … WHERE"));
                }
                items.extend(i.columns.iter().map(|c| format!("{target}.{c}")));
                for row in &values.rows {
                    items.extend(row.iter().map(ToString::to_string));
                }
            }
            MergeAction::Delete { .. } | MergeAction::DoNothing { .. } => {}
        }
    }
    if items.is_empty() {
        items.push("1".into());
    }
    Ok(format!(
        "SELECT {} FROM {} JOIN {} ON {}",
        items.join(", "),
        m.table,
        m.source,
        conditions.join(" AND ")
    ))
}

fn refused(what: &str) -> GuardError {
    GuardError::new(
        ErrorKind::NotAQuery,
        format!("{what} is not allowed in a workflow: only CREATE TABLE/VIEW … AS, CREATE TABLE, INSERT … SELECT, DELETE and MERGE on its targets"),
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
    fn a_merge_into_a_target_from_an_allowed_query_passes() {
        let sql = "MERGE INTO dws_daily AS t USING (SELECT order_date, SUM(amount) AS amount FROM orders GROUP BY order_date) AS batch ON t.order_date = batch.order_date WHEN MATCHED THEN UPDATE SET amount = batch.amount WHEN NOT MATCHED THEN INSERT (order_date, amount) VALUES (batch.order_date, batch.amount)";
        let w = check(sql).expect("allowed");
        assert_eq!(w[0].op(), WriteOp::Merge);
        assert_eq!(w[0].target(), "dws_daily");
        assert!(
            w[0].sql().starts_with("MERGE INTO dws_daily"),
            "{}",
            w[0].sql()
        );
        assert!(!w[0].sql().contains("LIMIT"), "{}", w[0].sql());
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
            // MERGE: only into a target, reading what the guard allows,
            // with expressions and columns that exist.
            (
                "MERGE INTO orders AS t USING dws_daily AS b ON t.order_date = b.order_date WHEN MATCHED THEN DELETE",
                "not a target",
            ),
            (
                "MERGE INTO dws_daily AS t USING (SELECT x FROM secrets) AS b ON t.order_date = b.x WHEN MATCHED THEN DELETE",
                "secrets",
            ),
            (
                "MERGE INTO dws_daily AS t USING orders AS b ON t.order_date = b.order_date WHEN MATCHED THEN UPDATE SET amount = (SELECT pw FROM secrets)",
                "secrets",
            ),
            (
                "MERGE INTO dws_daily AS t USING orders AS b ON t.order_date = b.order_date WHEN NOT MATCHED THEN INSERT (nope) VALUES (b.amount)",
                "nope",
            ),
            (
                "MERGE INTO dws_daily AS t USING read_csv('/etc/passwd') AS b ON t.order_date = b.d WHEN MATCHED THEN DELETE",
                "MERGE from something other",
            ),
        ] {
            let e = check(sql).expect_err(sql);
            assert!(e.to_string().contains(why), "{sql}: {e}");
        }
    }
}
