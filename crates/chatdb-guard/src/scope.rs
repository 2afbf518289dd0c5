//! Name resolution shared by the access policy and schema validation: which
//! relation references are CTEs and which are real tables, and which
//! relations each query can see.

use sqlparser::ast::{
    ObjectName, ObjectNamePart, Query, SetExpr, Spanned, Statement, TableFactor, TableWithJoins,
    Visit, Visitor,
};
use sqlparser::tokenizer::Span;
use std::ops::ControlFlow;

/// A reference to a relation in FROM or JOIN.
#[derive(Debug, Clone, PartialEq)]
pub struct RelationRef {
    /// The name's parts as written (`schema.table` → two parts).
    pub parts: Vec<String>,
    /// True when the name resolves to a CTE in scope rather than a table.
    pub is_cte: bool,
    pub span: Span,
}

/// The names of an object name's parts.
pub fn name_parts(name: &ObjectName) -> Vec<String> {
    name.0
        .iter()
        .map(|p| match p {
            ObjectNamePart::Identifier(i) => i.value.clone(),
            ObjectNamePart::Function(f) => f.name.value.clone(),
        })
        .collect()
}

/// Every plain relation reference in the statement, each marked as a CTE
/// or table reference by SQL's scoping rules: a CTE is visible to the main
/// query, to nested queries, and to later CTEs of its WITH (and to itself
/// when RECURSIVE), not to earlier ones.
pub fn relation_refs(statement: &Statement) -> Vec<RelationRef> {
    let mut v = CteScopes {
        frames: Vec::new(),
        refs: Vec::new(),
    };
    let _ = statement.visit(&mut v);
    v.refs
}

struct Frame {
    query: *const Query,
    names: Vec<String>,
    ctes: Vec<*const Query>,
    recursive: bool,
    /// How many of `names` are visible right now.
    visible: usize,
}

struct CteScopes {
    frames: Vec<Frame>,
    refs: Vec<RelationRef>,
}

impl CteScopes {
    fn is_visible_cte(&self, name: &str) -> bool {
        self.frames.iter().any(|f| {
            f.names[..f.visible]
                .iter()
                .any(|n| n.eq_ignore_ascii_case(name))
        })
    }
}

impl Visitor for CteScopes {
    type Break = ();

    fn pre_visit_query(&mut self, query: &Query) -> ControlFlow<()> {
        let ptr = query as *const Query;
        // Entering the definition of CTE j of the innermost WITH: CTEs before
        // it (and itself when recursive) are visible.
        if let Some(f) = self.frames.last_mut() {
            if let Some(j) = f.ctes.iter().position(|c| *c == ptr) {
                f.visible = if f.recursive { j + 1 } else { j };
            }
        }
        if let Some(with) = &query.with {
            self.frames.push(Frame {
                query: ptr,
                names: with
                    .cte_tables
                    .iter()
                    .map(|c| c.alias.name.value.clone())
                    .collect(),
                ctes: with
                    .cte_tables
                    .iter()
                    .map(|c| &*c.query as *const Query)
                    .collect(),
                recursive: with.recursive,
                visible: 0,
            });
        }
        ControlFlow::Continue(())
    }

    fn post_visit_query(&mut self, query: &Query) -> ControlFlow<()> {
        let ptr = query as *const Query;
        if self.frames.last().is_some_and(|f| f.query == ptr) {
            self.frames.pop();
        }
        // Leaving CTE j's definition: it and all before it are now visible
        // (to later CTEs and the main body).
        if let Some(f) = self.frames.last_mut() {
            if let Some(j) = f.ctes.iter().position(|c| *c == ptr) {
                f.visible = j + 1;
            }
        }
        ControlFlow::Continue(())
    }

    fn pre_visit_table_factor(&mut self, factor: &TableFactor) -> ControlFlow<()> {
        if let TableFactor::Table {
            name, args: None, ..
        } = factor
        {
            let parts = name_parts(name);
            let is_cte = parts.len() == 1 && self.is_visible_cte(&parts[0]);
            self.refs.push(RelationRef {
                parts,
                is_cte,
                span: factor.span(),
            });
        }
        ControlFlow::Continue(())
    }
}

/// A relation visible to expressions of one query block.
#[derive(Debug, Clone)]
pub struct Visible {
    /// The name expressions use for it: the alias, else the table name.
    pub name: String,
    /// The real table's parts, for plain tables that aren't CTEs.
    pub table: Option<Vec<String>>,
}

/// The relations a SELECT's FROM clause brings into scope.
pub fn visible_relations(from: &[TableWithJoins], cte_spans: &[Span]) -> Vec<Visible> {
    let mut out = Vec::new();
    for twj in from {
        collect_factor(&twj.relation, cte_spans, &mut out);
        for j in &twj.joins {
            collect_factor(&j.relation, cte_spans, &mut out);
        }
    }
    out
}

fn collect_factor(f: &TableFactor, cte_spans: &[Span], out: &mut Vec<Visible>) {
    match f {
        TableFactor::Table {
            name, alias, args, ..
        } => {
            let parts = name_parts(name);
            let is_cte = cte_spans.contains(&f.span());
            let visible_name = alias
                .as_ref()
                .map(|a| a.name.value.clone())
                .unwrap_or_else(|| parts.last().cloned().unwrap_or_default());
            out.push(Visible {
                name: visible_name,
                table: (args.is_none() && !is_cte).then_some(parts),
            });
        }
        TableFactor::NestedJoin {
            table_with_joins,
            alias,
        } => {
            if let Some(a) = alias {
                out.push(Visible {
                    name: a.name.value.clone(),
                    table: None,
                });
            }
            collect_factor(&table_with_joins.relation, cte_spans, out);
            for j in &table_with_joins.joins {
                collect_factor(&j.relation, cte_spans, out);
            }
        }
        other => {
            let name = table_factor_alias(other).unwrap_or_default();
            out.push(Visible { name, table: None });
        }
    }
}

fn table_factor_alias(f: &TableFactor) -> Option<String> {
    match f {
        TableFactor::Derived { alias, .. }
        | TableFactor::TableFunction { alias, .. }
        | TableFactor::Function { alias, .. }
        | TableFactor::UNNEST { alias, .. }
        | TableFactor::Pivot { alias, .. }
        | TableFactor::Unpivot { alias, .. } => alias.as_ref().map(|a| a.name.value.clone()),
        _ => None,
    }
}

/// Aliases a query body's projection defines, which ORDER BY, GROUP BY and
/// HAVING may refer to.
pub fn projection_names(body: &SetExpr) -> Vec<String> {
    use sqlparser::ast::SelectItem;
    match body {
        SetExpr::Select(s) => s
            .projection
            .iter()
            .filter_map(|item| match item {
                SelectItem::ExprWithAlias { alias, .. } => Some(alias.value.clone()),
                _ => None,
            })
            .collect(),
        SetExpr::SetOperation { left, .. } => projection_names(left),
        SetExpr::Query(q) => projection_names(&q.body),
        _ => Vec::new(),
    }
}

/// The name an output column of a SELECT gets: its alias, or the
/// column's own name for a plain column reference; `None` for an unnamed
/// computed column or a wildcard.
pub fn output_name(item: &sqlparser::ast::SelectItem) -> Option<&sqlparser::ast::Ident> {
    use sqlparser::ast::{Expr, SelectItem};
    match item {
        SelectItem::ExprWithAlias { alias, .. } => Some(alias),
        SelectItem::UnnamedExpr(Expr::Identifier(i)) => Some(i),
        SelectItem::UnnamedExpr(Expr::CompoundIdentifier(ids)) => ids.last(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;
    use chatdb_core::Dialect;

    fn refs(sql: &str) -> Vec<(String, bool)> {
        let stmts = parse(sql, Dialect::Postgres).expect("parses");
        relation_refs(&stmts[0])
            .into_iter()
            .map(|r| (r.parts.join("."), r.is_cte))
            .collect()
    }

    #[test]
    fn cte_scoping_follows_sql() {
        // The CTE's own body reads the real table; the main query reads the CTE.
        assert_eq!(
            refs("WITH t AS (SELECT * FROM t) SELECT * FROM t"),
            vec![("t".into(), false), ("t".into(), true)]
        );
        assert_eq!(
            refs("WITH RECURSIVE t AS (SELECT 1 UNION ALL SELECT * FROM t) SELECT * FROM t"),
            vec![("t".into(), true), ("t".into(), true)]
        );
        assert_eq!(
            refs("WITH a AS (SELECT * FROM b), b AS (SELECT * FROM a) SELECT * FROM b, x.a"),
            vec![
                ("b".into(), false),
                ("a".into(), true),
                ("b".into(), true),
                ("x.a".into(), false)
            ]
        );
        // Visible in nested subqueries, gone outside its query.
        assert_eq!(
            refs("SELECT * FROM (WITH c AS (SELECT 1) SELECT * FROM c WHERE EXISTS (SELECT 1 FROM c)) s, c"),
            vec![("c".into(), true), ("c".into(), true), ("c".into(), false)]
        );
    }
}
