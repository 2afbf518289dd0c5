//! The Architect's layering of a summary over joined tables: the join
//! becomes a row-level wide model (the DWD layer, or `int_` in
//! staging/intermediate/mart naming) that carries the columns the summary
//! reads, and the summary reads that model — two models and a dependency,
//! the way warehouse projects separate the join from the aggregation.
//!
//! The wide model is ephemeral: its query is inlined as a CTE into the
//! statements that write the target (as dbt inlines an ephemeral model),
//! so applying the workflow still writes the declared target only.

use chatdb_core::Dialect;
use chatdb_guard::compose::{with_steps, NamedStep};
use chatdb_guard::scope::{projection_names, visible_relations};
use sqlparser::ast::{visit_expressions, visit_expressions_mut, Expr, Ident, SetExpr, Statement};
use std::ops::ControlFlow;

/// A select part split in two.
#[derive(Debug, Clone, PartialEq)]
pub struct Layered {
    /// The wide model's query: the joined rows, one column per source
    /// column the summary uses.
    pub wide: String,
    /// The summary's query, reading the wide model by its name.
    pub summary: String,
    /// The summary with the wide model inlined as a CTE of its name: one
    /// query that reads only the sources, the one the target is built
    /// from.
    pub composed: String,
}

/// `summary` with `wide` inlined as a CTE named `wide_name`.
fn compose(wide: &str, summary: &str, wide_name: &str, dialect: Dialect) -> Option<String> {
    let step = NamedStep {
        name: wide_name.to_string(),
        sql: Some(wide.to_string()),
    };
    let composed = with_steps(summary, dialect, &[step]).ok()?;
    (!composed.reads.is_empty()).then_some(composed.sql)
}

/// A source column the summary reads: the relation's name in the query,
/// the column, and the real table behind the name.
struct Used {
    qualifier: Ident,
    column: Ident,
    table: String,
}

/// Splits `select` into a wide model named `wide_name` and the summary
/// over it. Only one shape is split: one SELECT (no set operation, no CTE)
/// over plain tables with at least one join, no subquery anywhere, and
/// every column named with its table (`o.total_amount`) — where moving
/// the join out cannot change what a name means. `None` otherwise.
pub fn split(select: &str, dialect: Dialect, wide_name: &str) -> Option<Layered> {
    let mut statements = chatdb_guard::parse::parse(select, dialect).ok()?;
    if statements.len() != 1 {
        return None;
    }
    let Statement::Query(query) = statements.remove(0) else {
        return None;
    };
    if query.with.is_some() {
        return None;
    }
    let SetExpr::Select(s) = query.body.as_ref() else {
        return None;
    };
    if s.from.len() != 1 || s.from[0].joins.is_empty() || s.into.is_some() {
        return None;
    }
    let relations = visible_relations(&s.from, &[]);
    if relations.iter().any(|r| r.table.is_none()) {
        return None;
    }
    let has_subquery = visit_expressions(&query, |e| match e {
        Expr::Subquery(_) | Expr::InSubquery { .. } | Expr::Exists { .. } => ControlFlow::Break(()),
        _ => ControlFlow::Continue(()),
    });
    if has_subquery.is_break() {
        return None;
    }
    // A bare name in the select list itself is a column, never an alias.
    let bare_in_projection = visit_expressions(&s.projection, |e| match e {
        Expr::Identifier(_) => ControlFlow::Break(()),
        _ => ControlFlow::Continue(()),
    });
    if bare_in_projection.is_break() {
        return None;
    }
    let outputs: Vec<String> = projection_names(&query.body)
        .iter()
        .map(|n| n.to_lowercase())
        .collect();

    // The summary: the same query over the wide model, its column
    // references still qualified until they are named below.
    let wide_from =
        chatdb_guard::parse::first_statement(&format!("SELECT 1 FROM {wide_name}"), dialect)?;
    let Statement::Query(wide_query) = wide_from else {
        return None;
    };
    let SetExpr::Select(wide_select) = *wide_query.body else {
        return None;
    };
    let from_text = s.from[0].to_string();
    let mut summary = query.clone();
    if let SetExpr::Select(s) = summary.body.as_mut() {
        s.from = wide_select.from;
    }

    // Every column the summary reads, in order of appearance.
    let mut used: Vec<Used> = Vec::new();
    let shape = visit_expressions(&summary, |e| {
        match e {
            Expr::CompoundIdentifier(parts) if parts.len() == 2 => {
                let Some(table) = relations
                    .iter()
                    .find(|r| r.name.eq_ignore_ascii_case(&parts[0].value))
                    .and_then(|r| r.table.as_ref()?.last().cloned())
                else {
                    return ControlFlow::Break(());
                };
                if !used
                    .iter()
                    .any(|u| same(&u.qualifier, &parts[0]) && same(&u.column, &parts[1]))
                {
                    used.push(Used {
                        qualifier: parts[0].clone(),
                        column: parts[1].clone(),
                        table,
                    });
                }
            }
            Expr::CompoundIdentifier(_) => return ControlFlow::Break(()),
            // A bare name may only be an output's alias (ORDER BY 销售额).
            Expr::Identifier(i) if !outputs.contains(&i.value.to_lowercase()) => {
                return ControlFlow::Break(())
            }
            _ => {}
        }
        ControlFlow::Continue(())
    });
    if shape.is_break() || used.is_empty() {
        return None;
    }
    let names = wide_names(&used, &outputs, &summary_outputs(&summary, &used));
    let _ = visit_expressions_mut(&mut summary, |e| {
        if let Expr::CompoundIdentifier(parts) = e {
            if let Some(i) = used
                .iter()
                .position(|u| same(&u.qualifier, &parts[0]) && same(&u.column, &parts[1]))
            {
                *e = Expr::Identifier(names[i].clone());
            }
        }
        ControlFlow::<()>::Continue(())
    });
    let items: Vec<String> = used
        .iter()
        .zip(&names)
        .map(|(u, n)| format!("{}.{} AS {n}", u.qualifier, u.column))
        .collect();
    let wide = format!("SELECT {} FROM {from_text}", items.join(", "));
    let summary = Statement::Query(summary).to_string();
    // Both must read back as queries, and compose into one.
    chatdb_guard::parse::parse(&wide, dialect).ok()?;
    let composed = compose(&wide, &summary, wide_name, dialect)?;
    Some(Layered {
        wide,
        summary,
        composed,
    })
}

fn same(a: &Ident, b: &Ident) -> bool {
    a.value.eq_ignore_ascii_case(&b.value)
}

/// For each used column, the output alias that is that column itself
/// (`o.city AS city`, or `o.city` unaliased) — a name the wide column may
/// share, since both mean the same value.
fn summary_outputs(summary: &sqlparser::ast::Query, used: &[Used]) -> Vec<Option<String>> {
    use sqlparser::ast::SelectItem;
    let SetExpr::Select(s) = summary.body.as_ref() else {
        return vec![None; used.len()];
    };
    used.iter()
        .map(|u| {
            s.projection.iter().find_map(|item| {
                let (expr, name) = match item {
                    SelectItem::ExprWithAlias { expr, alias } => (expr, alias.value.clone()),
                    SelectItem::UnnamedExpr(e @ Expr::CompoundIdentifier(p)) => {
                        (e, p.last()?.value.clone())
                    }
                    _ => return None,
                };
                match expr {
                    Expr::CompoundIdentifier(p)
                        if p.len() == 2 && same(&p[0], &u.qualifier) && same(&p[1], &u.column) =>
                    {
                        Some(name.to_lowercase())
                    }
                    _ => None,
                }
            })
        })
        .collect()
}

/// The wide model's column names: the source column's own name, or
/// `table_column` when two tables' columns share it or when an output
/// alias of the summary computes something else under that name (GROUP BY
/// and HAVING resolve such a name differently across databases).
fn wide_names(used: &[Used], outputs: &[String], itself: &[Option<String>]) -> Vec<Ident> {
    let mut names: Vec<String> = Vec::new();
    for (i, u) in used.iter().enumerate() {
        let own = u.column.value.to_lowercase();
        let shared = used
            .iter()
            .any(|o| same(&o.column, &u.column) && !same(&o.qualifier, &u.qualifier));
        let clashes = |n: &str| {
            (outputs.iter().any(|o| o == n) && itself[i].as_deref() != Some(n))
                || names.iter().any(|m| m == n)
        };
        let mut name = if shared || clashes(&own) {
            format!("{}_{own}", u.table.to_lowercase())
        } else {
            own
        };
        let base = name.clone();
        let mut n = 2;
        while clashes(&name) {
            name = format!("{base}_{n}");
            n += 1;
        }
        names.push(name);
    }
    names
        .into_iter()
        .zip(used)
        .map(|(n, u)| match u.column.quote_style {
            Some(q) if !crate::request::plain_identifier(&n) => Ident::with_quote(q, n),
            _ => Ident::new(n),
        })
        .collect()
}

/// The name of the wide model for `target` in `layer`'s naming: `dwd_`
/// (or `int_` for staging/intermediate/mart names) and the tables it
/// joins.
pub fn wide_name(tables: &[String], target_layer: &str) -> String {
    let prefix = if matches!(target_layer, "staging" | "intermediate" | "mart") {
        "int"
    } else {
        "dwd"
    };
    let mut name = prefix.to_string();
    for t in tables {
        let base = t.rsplit('.').next().unwrap_or(t).to_lowercase();
        if name.len() + base.len() + 1 > 60 {
            break;
        }
        name.push('_');
        name.push_str(&base);
    }
    name
}

#[cfg(test)]
mod tests {
    use super::*;

    const JOINED: &str = "SELECT r.region_name, strftime(o.order_date, '%Y-%m') AS month, SUM(o.total_amount) AS sum_total_amount FROM orders AS o JOIN stores AS s ON o.store_id = s.store_id JOIN regions AS r ON s.region_id = r.region_id WHERE o.status = 'completed' GROUP BY r.region_name, strftime(o.order_date, '%Y-%m') HAVING SUM(o.total_amount) > 10 ORDER BY sum_total_amount DESC";

    #[test]
    fn a_summary_over_joins_reads_a_wide_model() {
        let l = split(JOINED, Dialect::DuckDb, "dwd_orders_stores_regions").expect("split");
        assert_eq!(
            l.wide,
            "SELECT r.region_name AS region_name, o.order_date AS order_date, o.total_amount AS total_amount, o.status AS status FROM orders AS o JOIN stores AS s ON o.store_id = s.store_id JOIN regions AS r ON s.region_id = r.region_id"
        );
        assert!(
            l.summary.starts_with("SELECT region_name, strftime(order_date, '%Y-%m') AS month, SUM(total_amount) AS sum_total_amount FROM dwd_orders_stores_regions WHERE status = 'completed' GROUP BY region_name"),
            "{}",
            l.summary
        );
        assert!(
            l.summary.contains("HAVING SUM(total_amount) > 10"),
            "{}",
            l.summary
        );
        assert!(
            l.summary.ends_with("ORDER BY sum_total_amount DESC"),
            "{}",
            l.summary
        );
        assert!(
            l.composed
                .starts_with("WITH dwd_orders_stores_regions AS (SELECT r.region_name"),
            "{}",
            l.composed
        );
    }

    #[test]
    fn shared_and_aliased_names_get_their_table() {
        // Both tables have `name`; an output alias computes `city` from
        // something else.
        let sql = "SELECT c.name, s.name AS store, upper(s.city) AS city, COUNT(*) AS n FROM orders AS o JOIN customers AS c ON o.customer_id = c.customer_id JOIN stores AS s ON o.store_id = s.store_id GROUP BY c.name, s.name, upper(s.city)";
        let l = split(sql, Dialect::DuckDb, "dwd_x").expect("split");
        assert!(
            l.wide.starts_with("SELECT c.name AS customers_name, s.name AS stores_name, s.city AS stores_city FROM"),
            "{}",
            l.wide
        );
        assert!(
            l.summary.starts_with(
                "SELECT customers_name, stores_name AS store, upper(stores_city) AS city"
            ),
            "{}",
            l.summary
        );
    }

    #[test]
    fn other_shapes_stay_one_model() {
        for sql in [
            // no join
            "SELECT o.status, COUNT(*) FROM orders AS o GROUP BY o.status",
            // a subquery
            "SELECT c.name, COUNT(*) FROM orders AS o JOIN customers AS c ON o.customer_id = c.customer_id WHERE c.customer_id NOT IN (SELECT customer_id FROM refunds) GROUP BY c.name",
            // an unqualified column
            "SELECT name, COUNT(*) FROM orders AS o JOIN customers AS c ON o.customer_id = c.customer_id GROUP BY name",
            // a set operation
            "SELECT c.name FROM orders AS o JOIN customers AS c ON o.customer_id = c.customer_id UNION SELECT name FROM stores",
            // a derived table
            "SELECT t.n FROM (SELECT 1 AS n) AS t JOIN orders AS o ON 1 = 1",
        ] {
            assert_eq!(split(sql, Dialect::DuckDb, "dwd_x"), None, "{sql}");
        }
    }

    #[test]
    fn wide_models_are_named_by_layer_and_tables() {
        let tables = vec!["main.orders".to_string(), "customers".to_string()];
        assert_eq!(wide_name(&tables, "dws"), "dwd_orders_customers");
        assert_eq!(wide_name(&tables, "mart"), "int_orders_customers");
    }
}
