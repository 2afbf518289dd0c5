//! The Developer (rule strategy): each planned model's SQL in the source's
//! dialect — the select part from the Analyst, its output columns given
//! plain names, wrapped in the statements the write mode calls for — and
//! checked by the guard's write policy before anything runs.

use crate::intent::UserIntent;
use crate::layering;
use crate::plan::{ArchitecturePlan, EPHEMERAL};
use crate::request::WriteMode;
use chatdb_core::Dialect;
use chatdb_guard::scope::output_name;
use chatdb_intent::build::suffix;
use serde::{Deserialize, Serialize};
use sqlparser::ast::{Expr, Ident, Query, SelectItem, SetExpr, Statement};

/// One model's SQL.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ModelSql {
    pub name: String,
    pub layer: String,
    /// `table`, or [`EPHEMERAL`] for a model inlined into the statements of
    /// the models reading it.
    pub materialized: String,
    /// The statements that build the target; an ephemeral model's query
    /// (it writes nothing).
    pub sql: String,
    /// The query that fills it, reading the models it depends on by name.
    pub select: String,
    pub depends_on: Vec<String>,
}

impl ModelSql {
    /// Whether the model is only inlined into others, never written.
    pub fn is_ephemeral(&self) -> bool {
        self.materialized == EPHEMERAL
    }
}

/// The SQL of every model of the plan, in dependency order. A wide model
/// the Architect planned is the select part's join ([`layering::split`]),
/// inlined as a CTE into the target's statements; when the select part
/// can't be split, the target is built from it whole. A star schema's
/// dimensions are built from their own queries.
pub fn develop(intent: &UserIntent, plan: &ArchitecturePlan, dialect: Dialect) -> Vec<ModelSql> {
    let select = intent.select_sql.trim().trim_end_matches(';').to_string();
    let layered = plan
        .models
        .iter()
        .find(|m| m.materialized == EPHEMERAL)
        .and_then(|m| Some((m, layering::split(&select, dialect, &m.name)?)));
    let write = |name: &str, query: &str| {
        statements(
            name,
            query,
            &intent.target.write_mode,
            intent.target.exists,
            dialect,
        )
    };
    // A star schema's dimension: its own query and write mode.
    let dimension = |name: &str| intent.dimensions.iter().find(|d| d.target.name == name);
    let mut out = Vec::new();
    for m in &plan.models {
        if let Some(d) = dimension(&m.name) {
            out.push(ModelSql {
                name: m.name.clone(),
                layer: m.layer.clone(),
                materialized: m.materialized.clone(),
                sql: statements(
                    &m.name,
                    &d.select_sql,
                    &d.target.write_mode,
                    d.target.exists,
                    dialect,
                ),
                select: d.select_sql.clone(),
                depends_on: Vec::new(),
            });
            continue;
        }
        let model = match &layered {
            Some((wide, l)) if wide.name == m.name => ModelSql {
                name: m.name.clone(),
                layer: m.layer.clone(),
                materialized: EPHEMERAL.into(),
                sql: l.wide.clone(),
                select: l.wide.clone(),
                depends_on: Vec::new(),
            },
            Some((wide, l)) if m.depends_on.contains(&wide.name) => ModelSql {
                name: m.name.clone(),
                layer: m.layer.clone(),
                materialized: m.materialized.clone(),
                sql: write(&m.name, &l.composed),
                select: l.summary.clone(),
                depends_on: m.depends_on.clone(),
            },
            _ if m.materialized == EPHEMERAL => continue,
            _ => ModelSql {
                name: m.name.clone(),
                layer: m.layer.clone(),
                materialized: m.materialized.clone(),
                sql: write(&m.name, &select),
                select: select.clone(),
                depends_on: m
                    .depends_on
                    .iter()
                    .filter(|d| out.iter().any(|o: &ModelSql| &o.name == *d))
                    .cloned()
                    .collect(),
            },
        };
        out.push(model);
    }
    out
}

/// The statements that write `select` into `target`.
fn statements(
    target: &str,
    select: &str,
    mode: &WriteMode,
    exists: bool,
    dialect: Dialect,
) -> String {
    let create = if dialect == Dialect::DuckDb {
        format!("CREATE OR REPLACE TABLE {target} AS\n{select};\n")
    } else {
        format!("CREATE TABLE {target} AS\n{select};\n")
    };
    let insert = format!("INSERT INTO {target}\n{select};\n");
    if !exists {
        return create;
    }
    let replace_matching = |cols: &[String]| -> String {
        let list = cols.join(", ");
        let lhs = if cols.len() == 1 {
            list.clone()
        } else {
            format!("({list})")
        };
        format!("DELETE FROM {target} WHERE {lhs} IN (SELECT {list} FROM (\n{select}\n) AS batch);\n{insert}")
    };
    match mode {
        WriteMode::Overwrite if dialect == Dialect::DuckDb => create,
        WriteMode::Overwrite => format!("DELETE FROM {target};\n{insert}"),
        WriteMode::Append => insert,
        WriteMode::Incremental { column: Some(c) } => replace_matching(std::slice::from_ref(c)),
        WriteMode::Merge { key } if !key.is_empty() => {
            merge(target, select, key, dialect).unwrap_or_else(|| replace_matching(key))
        }
        // Without a column to replace by, a re-load replaces everything.
        _ => format!("DELETE FROM {target};\n{insert}"),
    }
}

/// A merge on `key` as one `MERGE` statement, where the database has it
/// (PostgreSQL 15+; DuckDB 1.2 and MariaDB don't): rows whose key is
/// loaded are updated, the others inserted. `None` when the query's
/// output columns can't all be named or don't hold the key — the caller
/// then replaces the loaded keys with DELETE and INSERT, the same result.
fn merge(target: &str, select: &str, key: &[String], dialect: Dialect) -> Option<String> {
    if dialect != Dialect::Postgres {
        return None;
    }
    let statement = chatdb_guard::parse::first_statement(select, dialect)?;
    let Statement::Query(q) = statement else {
        return None;
    };
    let SetExpr::Select(s) = q.body.as_ref() else {
        return None;
    };
    let columns: Vec<Ident> = s
        .projection
        .iter()
        .map(|item| output_name(item).cloned())
        .collect::<Option<_>>()?;
    let is_key = |c: &Ident| key.iter().any(|k| k.eq_ignore_ascii_case(&c.value));
    if !key
        .iter()
        .all(|k| columns.iter().any(|c| c.value.eq_ignore_ascii_case(k)))
    {
        return None;
    }
    let on: Vec<String> = columns
        .iter()
        .filter(|c| is_key(c))
        .map(|c| format!("t.{c} = batch.{c}"))
        .collect();
    let set: Vec<String> = columns
        .iter()
        .filter(|c| !is_key(c))
        .map(|c| format!("{c} = batch.{c}"))
        .collect();
    let matched = if set.is_empty() {
        String::new()
    } else {
        format!("\nWHEN MATCHED THEN UPDATE SET {}", set.join(", "))
    };
    let names: Vec<String> = columns.iter().map(ToString::to_string).collect();
    let values: Vec<String> = columns.iter().map(|c| format!("batch.{c}")).collect();
    Some(format!(
        "MERGE INTO {target} AS t\nUSING (\n{select}\n) AS batch\nON {}{matched}\nWHEN NOT MATCHED THEN INSERT ({}) VALUES ({});\n",
        on.join(" AND "),
        names.join(", "),
        values.join(", ")
    ))
}

/// Gives every computed output column of a query a plain name
/// (`SUM(o.total_amount)` → `sum_total_amount`), so the target's columns
/// are usable identifiers; returns the query's SQL.
pub fn name_outputs(sql: &str, dialect: Dialect) -> Option<String> {
    let mut statement = chatdb_guard::parse::first_statement(sql, dialect)?;
    let Statement::Query(q) = &mut statement else {
        return None;
    };
    name_query(q);
    Some(statement.to_string())
}

fn name_query(q: &mut Query) {
    let renamed = name_select(q);
    if renamed.is_empty() {
        return;
    }
    // ORDER BY / HAVING may name a renamed label.
    let _ = sqlparser::ast::visit_expressions_mut(q, |e| {
        if let Expr::Identifier(i) = e {
            if let Some((_, new)) = renamed.iter().find(|(old, _)| *old == i.value) {
                *i = Ident::new(new.clone());
            }
        }
        std::ops::ControlFlow::<()>::Continue(())
    });
}

/// Names the first SELECT's outputs; returns the labels replaced
/// (old, new).
fn name_select(q: &mut Query) -> Vec<(String, String)> {
    let mut renamed = Vec::new();
    let select = match q.body.as_mut() {
        SetExpr::Select(s) => s,
        SetExpr::SetOperation { left, .. } => match left.as_mut() {
            SetExpr::Select(s) => s,
            _ => return renamed,
        },
        _ => return renamed,
    };
    let mut used: Vec<String> = select
        .projection
        .iter()
        .filter_map(|p| output_name(p).map(|n| n.value.to_lowercase()))
        .collect();
    for item in select.projection.iter_mut() {
        let expr = match item {
            SelectItem::UnnamedExpr(e)
                if !matches!(e, Expr::Identifier(_) | Expr::CompoundIdentifier(_)) =>
            {
                e.clone()
            }
            // An alias in words (`AS 销售额`, `AS "total sales"`) is a label,
            // not an identifier a table column should have.
            SelectItem::ExprWithAlias { expr, alias }
                if !crate::request::plain_identifier(&alias.value) =>
            {
                let old = alias.value.to_lowercase();
                used.retain(|u| *u != old);
                renamed.push((alias.value.clone(), String::new()));
                expr.clone()
            }
            _ => continue,
        };
        // 销售额_share_pct beside 销售额 renamed sum_total_amount:
        // sum_total_amount_share_pct, not a slug of the window expression.
        let calculated = renamed.last().and_then(|(old, _)| {
            let suffixes = [
                suffix::SHARE_PCT,
                suffix::RUNNING,
                suffix::AVERAGE_PER_GROUP,
                suffix::PREVIOUS,
                suffix::CHANGE_PCT,
                suffix::CHANGE,
            ];
            let (measure, tail) = suffixes
                .iter()
                .find_map(|s| Some((old.strip_suffix(s)?, *s)))?;
            let base = renamed
                .iter()
                .find(|(o, n)| o == measure && !n.is_empty())?;
            Some(format!("{}{tail}", base.1))
        });
        let mut name = match (&expr, calculated) {
            (_, Some(name)) => name,
            (Expr::Identifier(i), None) => i.value.to_lowercase(),
            (Expr::CompoundIdentifier(ids), None) => ids
                .last()
                .map(|i| i.value.to_lowercase())
                .unwrap_or_default(),
            (other, None) => slug(&other.to_string()),
        };
        if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
            name = format!("col_{name}");
        }
        let mut unique = name.clone();
        let mut n = 2;
        while used.contains(&unique) {
            unique = format!("{name}_{n}");
            n += 1;
        }
        used.push(unique.clone());
        if let Some(last) = renamed.last_mut().filter(|(_, new)| new.is_empty()) {
            last.1 = unique.clone();
        }
        *item = SelectItem::ExprWithAlias {
            expr,
            alias: Ident::new(unique),
        };
    }
    renamed
}

/// `SUM(o.total_amount)` → `sum_total_amount`; `COUNT(*)` → `count_all`.
fn slug(expr: &str) -> String {
    let lower = expr.to_lowercase().replace('*', " all ");
    // Drop table qualifiers (`o.`) and quotes.
    let mut words: Vec<String> = Vec::new();
    for raw in lower.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.')) {
        let w = raw.rsplit('.').next().unwrap_or(raw).trim_matches('_');
        if w.is_empty()
            || matches!(
                w,
                "as" | "distinct"
                    | "case"
                    | "when"
                    | "then"
                    | "else"
                    | "end"
                    | "and"
                    | "or"
                    | "not"
                    | "null"
            )
        {
            continue;
        }
        if words.last().is_none_or(|l| l != w) {
            words.push(w.to_string());
        }
    }
    let mut s = words.join("_");
    s.truncate(48);
    s.trim_end_matches('_').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computed_columns_get_plain_names() {
        let sql = name_outputs(
            "SELECT r.region_name, SUM(o.total_amount), COUNT(*), COUNT(DISTINCT o.customer_id) FROM orders o JOIN regions r ON 1 = 1 GROUP BY r.region_name",
            Dialect::DuckDb,
        )
        .expect("names");
        assert!(
            sql.contains("SUM(o.total_amount) AS sum_total_amount"),
            "{sql}"
        );
        assert!(sql.contains("COUNT(*) AS count_all"), "{sql}");
        assert!(sql.contains("AS count_customer_id"), "{sql}");
        assert!(sql.starts_with("SELECT r.region_name,"), "{sql}");
        let sql = name_outputs(
            "SELECT p.product_name, SUM(i.quantity) AS \"销量\" FROM order_items i JOIN products p ON 1 = 1 GROUP BY p.product_name ORDER BY \"销量\" DESC LIMIT 10",
            Dialect::DuckDb,
        )
        .expect("names");
        assert!(sql.contains("SUM(i.quantity) AS sum_quantity"), "{sql}");
        assert!(sql.contains("ORDER BY sum_quantity DESC"), "{sql}");
        // A share beside its measure is named after the measure's name.
        let sql = name_outputs(
            "SELECT r.region_name, SUM(o.total_amount) AS \"销售额\", 100.0 * SUM(o.total_amount) / NULLIF(SUM(SUM(o.total_amount)) OVER (), 0) AS \"销售额_share_pct\" FROM orders o JOIN regions r ON 1 = 1 GROUP BY r.region_name",
            Dialect::DuckDb,
        )
        .expect("names");
        assert!(sql.contains("AS sum_total_amount_share_pct"), "{sql}");
    }

    #[test]
    fn write_modes_become_statements() {
        let sel = "SELECT d, SUM(x) AS x FROM t GROUP BY d";
        let s = statements(
            "dws_t",
            sel,
            &WriteMode::Overwrite,
            false,
            Dialect::Postgres,
        );
        assert!(s.starts_with("CREATE TABLE dws_t AS"), "{s}");
        let s = statements("dws_t", sel, &WriteMode::Overwrite, true, Dialect::DuckDb);
        assert!(s.starts_with("CREATE OR REPLACE TABLE dws_t AS"), "{s}");
        let s = statements(
            "dws_t",
            sel,
            &WriteMode::Incremental {
                column: Some("d".into()),
            },
            true,
            Dialect::Sqlite,
        );
        assert!(
            s.starts_with("DELETE FROM dws_t WHERE d IN (SELECT d FROM ("),
            "{s}"
        );
        assert!(s.contains("INSERT INTO dws_t\nSELECT"), "{s}");
        let s = statements("dws_t", sel, &WriteMode::Append, true, Dialect::MySql);
        assert_eq!(s, format!("INSERT INTO dws_t\n{sel};\n"));
    }

    #[test]
    fn a_merge_is_one_merge_statement_where_the_database_has_it() {
        let sel = "SELECT t.d, SUM(x) AS x FROM t GROUP BY t.d";
        let key = WriteMode::Merge {
            key: vec!["d".into()],
        };
        let s = statements("dws_t", sel, &key, true, Dialect::Postgres);
        assert!(s.starts_with("MERGE INTO dws_t AS t\nUSING (\n"), "{s}");
        assert!(s.contains("ON t.d = batch.d"), "{s}");
        assert!(
            s.contains("WHEN MATCHED THEN UPDATE SET x = batch.x"),
            "{s}"
        );
        assert!(
            s.contains("WHEN NOT MATCHED THEN INSERT (d, x) VALUES (batch.d, batch.x)"),
            "{s}"
        );
        // DuckDB 1.2 and MariaDB have no MERGE: the loaded keys are
        // replaced instead.
        for dialect in [Dialect::DuckDb, Dialect::MySql, Dialect::Sqlite] {
            let s = statements("dws_t", sel, &key, true, dialect);
            assert!(s.starts_with("DELETE FROM dws_t WHERE d IN"), "{s}");
        }
        // An output without a name, or a key the query doesn't return:
        // the same fallback.
        let s = statements(
            "dws_t",
            "SELECT t.d, SUM(x) FROM t GROUP BY t.d",
            &key,
            true,
            Dialect::Postgres,
        );
        assert!(s.starts_with("DELETE FROM dws_t"), "{s}");
        let other = WriteMode::Merge {
            key: vec!["k".into()],
        };
        let s = statements("dws_t", sel, &other, true, Dialect::Postgres);
        assert!(s.starts_with("DELETE FROM dws_t"), "{s}");
    }
}
