//! What one statement of a workflow does: the tables it writes and how,
//! the relations it reads, and the query whose result fills its target.

use crate::norm;
use chatdb_guard::scope::{name_parts, output_name, relation_refs};
use serde::Serialize;
use sqlparser::ast::{
    ColumnDef, ColumnOption, Expr, FromTable, IndexColumn, Merge, MergeAction, MergeInsertKind,
    ObjectName, ObjectType, Query, SetExpr, SqliteOnConflict, Statement, TableConstraint,
    TableFactor, TableObject,
};
use std::collections::BTreeSet;

/// How a statement writes a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WriteKind {
    /// `CREATE TABLE t (…)` without a query.
    CreateTable,
    /// `CREATE TABLE t AS SELECT …`.
    CreateTableAs,
    CreateView,
    /// `INSERT INTO t …` appending rows.
    Insert,
    /// An insert that replaces what it collides with or the whole target
    /// (`INSERT OVERWRITE`, `INSERT OR REPLACE`, `REPLACE INTO`,
    /// `ON CONFLICT … DO UPDATE`, a `MERGE` inserting a query's rows).
    Upsert,
    Update,
    Delete,
    /// A `MERGE` that only updates or deletes, or whose inserted rows are
    /// not a query's rows as they are.
    Merge,
    Truncate,
    Drop,
    Alter,
}

impl WriteKind {
    /// True for statements that put a query's rows into the table.
    pub fn fills(self) -> bool {
        matches!(
            self,
            WriteKind::CreateTableAs
                | WriteKind::CreateView
                | WriteKind::Insert
                | WriteKind::Upsert
        )
    }

    /// True for statements that remove data or the table itself.
    pub fn destroys(self) -> bool {
        matches!(
            self,
            WriteKind::Truncate | WriteKind::Drop | WriteKind::Delete
        )
    }
}

/// One table a statement writes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Write {
    /// The name as written, lower-cased.
    pub table: String,
    pub kind: WriteKind,
    /// `CREATE OR REPLACE`, or a DROP/TRUNCATE/DELETE covering every row.
    pub replaces: bool,
}

/// A statement's effects.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Effects {
    pub writes: Vec<Write>,
    /// Relations read (CTE names excluded), lower-cased as written.
    pub reads: BTreeSet<String>,
    /// Columns named by an INSERT's column list, in order.
    pub insert_columns: Vec<String>,
    /// Column names a CREATE TABLE or VIEW declares, in order.
    pub declared_columns: Vec<String>,
    /// Column sets a CREATE TABLE declares unique: its PRIMARY KEY and
    /// UNIQUE constraints (on a column or on the table), lower-cased.
    pub declared_keys: Vec<Vec<String>>,
}

/// The effects of `statement`.
pub fn effects(statement: &Statement) -> Effects {
    let mut e = Effects::default();
    let write = |name: &ObjectName, kind: WriteKind, replaces: bool| Write {
        table: norm(&name_parts(name).join(".")),
        kind,
        replaces,
    };
    match statement {
        Statement::CreateTable(c) => {
            let kind = if c.query.is_some() {
                WriteKind::CreateTableAs
            } else {
                WriteKind::CreateTable
            };
            e.writes.push(write(&c.name, kind, c.or_replace));
            e.declared_columns = c.columns.iter().map(|c| c.name.value.clone()).collect();
            e.declared_keys = declared_keys(&c.columns, &c.constraints);
        }
        Statement::CreateView(v) => {
            e.writes
                .push(write(&v.name, WriteKind::CreateView, v.or_replace));
            e.declared_columns = v.columns.iter().map(|c| c.name.value.clone()).collect();
        }
        Statement::Insert(i) => {
            if let TableObject::TableName(name) = &i.table {
                let upsert = i.overwrite
                    || i.replace_into
                    || matches!(i.or, Some(SqliteOnConflict::Replace))
                    || i.on.is_some();
                let kind = if upsert {
                    WriteKind::Upsert
                } else {
                    WriteKind::Insert
                };
                e.writes.push(write(name, kind, i.overwrite));
            }
            e.insert_columns = i
                .columns
                .iter()
                .filter_map(|c| name_parts(c).last().cloned())
                .collect();
        }
        Statement::Update(u) => {
            if let TableFactor::Table { name, .. } = &u.table.relation {
                e.writes.push(write(name, WriteKind::Update, false));
            }
        }
        Statement::Delete(d) => {
            let from = match &d.from {
                FromTable::WithFromKeyword(f) | FromTable::WithoutKeyword(f) => f,
            };
            let names: Vec<&ObjectName> = if d.tables.is_empty() {
                from.iter()
                    .filter_map(|t| match &t.relation {
                        TableFactor::Table { name, .. } => Some(name),
                        _ => None,
                    })
                    .collect()
            } else {
                d.tables.iter().collect()
            };
            for n in names {
                e.writes
                    .push(write(n, WriteKind::Delete, d.selection.is_none()));
            }
        }
        Statement::Merge(m) => {
            if let TableFactor::Table { name, .. } = &m.table {
                let inserted = merge_inserted(m);
                let kind = if inserted.is_some() {
                    WriteKind::Upsert
                } else {
                    WriteKind::Merge
                };
                e.writes.push(write(name, kind, false));
                if let Some((_, columns)) = inserted {
                    e.insert_columns = columns;
                }
            }
        }
        Statement::Truncate(t) => {
            for n in &t.table_names {
                e.writes.push(write(&n.name, WriteKind::Truncate, true));
            }
        }
        Statement::Drop {
            object_type: ObjectType::Table | ObjectType::View,
            names,
            ..
        } => {
            for n in names {
                e.writes.push(write(n, WriteKind::Drop, true));
            }
        }
        Statement::AlterTable(a) => {
            e.writes.push(write(&a.name, WriteKind::Alter, false));
        }
        _ => {}
    }
    let written: BTreeSet<&str> = e
        .writes
        .iter()
        .filter(|w| !w.kind.fills())
        .map(|w| w.table.as_str())
        .collect();
    e.reads = relation_refs(statement)
        .into_iter()
        .filter(|r| !r.is_cte)
        .map(|r| norm(&r.parts.join(".")))
        .filter(|t| !written.contains(t.as_str()))
        .collect();
    e
}

/// The PRIMARY KEY and UNIQUE column sets of a table definition.
fn declared_keys(columns: &[ColumnDef], constraints: &[TableConstraint]) -> Vec<Vec<String>> {
    let names = |cols: &[IndexColumn]| -> Vec<String> {
        cols.iter()
            .filter_map(|c| match &c.column.expr {
                Expr::Identifier(i) => Some(i.value.to_lowercase()),
                _ => None,
            })
            .collect()
    };
    let mut keys: Vec<Vec<String>> = columns
        .iter()
        .filter(|c| {
            c.options.iter().any(|o| {
                matches!(
                    o.option,
                    ColumnOption::PrimaryKey(_) | ColumnOption::Unique(_)
                )
            })
        })
        .map(|c| vec![c.name.value.to_lowercase()])
        .collect();
    for k in constraints {
        let cols = match k {
            TableConstraint::PrimaryKey(p) => names(&p.columns),
            TableConstraint::Unique(u) => names(&u.columns),
            _ => continue,
        };
        if !cols.is_empty() {
            keys.push(cols);
        }
    }
    keys
}

/// The query whose rows a statement produces or inserts, if any.
pub fn body(statement: &Statement) -> Option<&Query> {
    match statement {
        Statement::Query(q) => Some(q),
        Statement::CreateTable(c) => c.query.as_deref(),
        Statement::CreateView(v) => Some(&v.query),
        Statement::Insert(i) => i.source.as_deref(),
        Statement::Merge(m) => merge_inserted(m).map(|(q, _)| q),
        _ => None,
    }
}

/// A MERGE that inserts its source query's rows as they are — `USING
/// (query) AS b … WHEN NOT MATCHED THEN INSERT (c1, c2) VALUES (b.c1,
/// b.c2)` with the query's outputs named c1, c2 in that order — has that
/// query as its body and those columns; any other MERGE has neither.
fn merge_inserted(m: &Merge) -> Option<(&Query, Vec<String>)> {
    let TableFactor::Derived {
        subquery,
        alias: Some(alias),
        ..
    } = &m.source
    else {
        return None;
    };
    let SetExpr::Select(select) = subquery.body.as_ref() else {
        return None;
    };
    let outputs: Vec<String> = select
        .projection
        .iter()
        .map(|item| output_name(item).map(|n| n.value.to_lowercase()))
        .collect::<Option<_>>()?;
    let insert = m.clauses.iter().find_map(|c| match &c.action {
        MergeAction::Insert(i) => Some(i),
        _ => None,
    })?;
    let MergeInsertKind::Values(values) = &insert.kind else {
        return None;
    };
    let [row] = values.rows.as_slice() else {
        return None;
    };
    let columns: Vec<String> = insert
        .columns
        .iter()
        .filter_map(|c| name_parts(c).last().map(|p| p.to_lowercase()))
        .collect();
    let from_source = |e: &Expr| match e {
        Expr::CompoundIdentifier(ids) if ids.len() == 2 => ids[0]
            .value
            .eq_ignore_ascii_case(&alias.name.value)
            .then(|| ids[1].value.to_lowercase()),
        _ => None,
    };
    let values: Vec<String> = row.iter().map(from_source).collect::<Option<_>>()?;
    (values == outputs && columns.len() == outputs.len()).then_some((subquery.as_ref(), columns))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_core::Dialect;

    fn fx(sql: &str) -> Effects {
        let s = chatdb_guard::parse::parse(sql, Dialect::DuckDb).expect("parses");
        effects(&s[0])
    }

    #[test]
    fn writes_and_reads_are_told_apart() {
        let e = fx("INSERT INTO dws.sales (m, total) WITH x AS (SELECT * FROM orders) SELECT 1, 2 FROM x JOIN Customers c ON true");
        assert_eq!(e.writes[0].table, "dws.sales");
        assert_eq!(e.writes[0].kind, WriteKind::Insert);
        assert_eq!(e.insert_columns, vec!["m", "total"]);
        assert_eq!(
            e.reads.iter().cloned().collect::<Vec<_>>(),
            vec!["customers", "orders"]
        );
        let e = fx("CREATE OR REPLACE TABLE t AS SELECT a FROM s");
        assert_eq!(
            (e.writes[0].kind, e.writes[0].replaces),
            (WriteKind::CreateTableAs, true)
        );
        let e = fx("DELETE FROM t WHERE d >= '2024-01-01'");
        assert_eq!(
            (e.writes[0].kind, e.writes[0].replaces),
            (WriteKind::Delete, false)
        );
        assert!(e.reads.is_empty());
        let e = fx("INSERT INTO t SELECT * FROM s ON CONFLICT (id) DO UPDATE SET v = excluded.v");
        assert_eq!(e.writes[0].kind, WriteKind::Upsert);
        assert_eq!(
            fx("DROP TABLE IF EXISTS old_t").writes[0].kind,
            WriteKind::Drop
        );
        assert_eq!(fx("TRUNCATE TABLE t").writes[0].kind, WriteKind::Truncate);
    }

    #[test]
    fn a_merge_of_a_querys_rows_fills_its_target() {
        let sql = "MERGE INTO dws_t AS t USING (SELECT o.d, SUM(o.x) AS total FROM orders AS o GROUP BY o.d) AS batch ON t.d = batch.d WHEN MATCHED THEN UPDATE SET total = batch.total WHEN NOT MATCHED THEN INSERT (d, total) VALUES (batch.d, batch.total)";
        let e = fx(sql);
        assert_eq!(e.writes[0].kind, WriteKind::Upsert);
        assert_eq!(e.insert_columns, vec!["d", "total"]);
        assert!(e.reads.contains("orders"), "{:?}", e.reads);
        let parsed = chatdb_guard::parse::parse(sql, Dialect::Postgres).expect("parses");
        assert!(body(&parsed[0]).is_some());
        // Inserted values that are not the query's rows as they are: a
        // merge, no body.
        let e = fx("MERGE INTO dws_t AS t USING (SELECT d, x FROM orders) AS b ON t.d = b.d WHEN NOT MATCHED THEN INSERT (d, total) VALUES (b.d, b.x + 1)");
        assert_eq!(e.writes[0].kind, WriteKind::Merge);
        assert!(e.insert_columns.is_empty());
    }

    #[test]
    fn primary_keys_and_unique_constraints_are_declared_keys() {
        let e = fx("CREATE TABLE t (Month DATE, region VARCHAR, code VARCHAR UNIQUE, v INT, PRIMARY KEY (month, Region))");
        assert_eq!(
            e.declared_keys,
            vec![
                vec!["code".to_string()],
                vec!["month".to_string(), "region".to_string()]
            ]
        );
        let e = fx("CREATE TABLE t (id INTEGER PRIMARY KEY, v INT, CONSTRAINT u UNIQUE (v))");
        assert_eq!(
            e.declared_keys,
            vec![vec!["id".to_string()], vec!["v".to_string()]]
        );
        assert!(fx("CREATE TABLE t AS SELECT 1 AS a")
            .declared_keys
            .is_empty());
    }
}
