//! The SELECTs of a query seen structurally, for rules about joins and
//! aggregates: which relations each one joins, on which column pairs,
//! which relations are joined without a condition, and what is known to
//! make each relation's rows unique.

use chatdb_guard::scope::name_parts;
use chatdb_lineage::analysis::relation_key;
use chatdb_lineage::query::{lineage, SchemaCatalog};
use sqlparser::ast::{
    BinaryOperator, Distinct, Expr, GroupByExpr, JoinConstraint, JoinOperator, Query, Select,
    SelectItem, SetExpr, Spanned, TableFactor, TableWithJoins,
};
use std::collections::BTreeSet;

/// A relation in a FROM clause.
#[derive(Debug, Clone)]
pub struct Rel {
    /// The name it is referred to by, lower-cased.
    pub alias: String,
    /// The relation key of a base table, model target or CTE name.
    pub table: Option<String>,
    /// Output columns, lower-cased.
    pub columns: Vec<String>,
    /// For derived tables and CTEs: the columns its rows are unique on,
    /// when its query groups or is DISTINCT (empty: one row at most).
    pub grouped_on: Option<BTreeSet<String>>,
    /// True for a CTE or derived table (not a base relation).
    pub derived: bool,
}

/// `left = right` between columns of two relations.
#[derive(Debug, Clone)]
pub struct Edge {
    pub left: (usize, String),
    pub right: (usize, String),
}

/// One SELECT and its FROM clause.
pub struct SelectView<'q> {
    pub select: &'q Select,
    pub rels: Vec<Rel>,
    pub edges: Vec<Edge>,
    /// Relations joined with no condition (comma join without a linking
    /// predicate, CROSS JOIN, ON TRUE) and whether the join was explicit.
    pub unconstrained: Vec<(usize, bool)>,
    /// True when this SELECT is the query's result (not a CTE or subquery).
    pub outermost: bool,
}

/// Every SELECT of `query` (CTEs, derived tables and set-operation
/// branches included), against a catalog schema.
pub fn selects<'q>(query: &'q Query, catalog: &chatdb_core::Schema) -> Vec<SelectView<'q>> {
    let mut out = Vec::new();
    let mut ctes: Vec<(String, &'q Query)> = Vec::new();
    walk_query(query, catalog, &mut ctes, true, &mut out);
    out
}

fn walk_query<'q>(
    q: &'q Query,
    catalog: &chatdb_core::Schema,
    ctes: &mut Vec<(String, &'q Query)>,
    outermost: bool,
    out: &mut Vec<SelectView<'q>>,
) {
    let depth = ctes.len();
    if let Some(with) = &q.with {
        for cte in &with.cte_tables {
            walk_query(&cte.query, catalog, ctes, false, out);
            ctes.push((cte.alias.name.value.to_lowercase(), &cte.query));
        }
    }
    walk_set(&q.body, catalog, ctes, outermost, out);
    ctes.truncate(depth);
}

fn walk_set<'q>(
    body: &'q SetExpr,
    catalog: &chatdb_core::Schema,
    ctes: &mut Vec<(String, &'q Query)>,
    outermost: bool,
    out: &mut Vec<SelectView<'q>>,
) {
    match body {
        SetExpr::Select(s) => {
            for twj in &s.from {
                derived_queries(twj, &mut |q| walk_query(q, catalog, ctes, false, out));
            }
            out.push(view(s, catalog, ctes, outermost));
        }
        SetExpr::Query(q) => walk_query(q, catalog, ctes, outermost, out),
        SetExpr::SetOperation { left, right, .. } => {
            walk_set(left, catalog, ctes, outermost, out);
            walk_set(right, catalog, ctes, outermost, out);
        }
        _ => {}
    }
}

fn derived_queries<'q>(twj: &'q TableWithJoins, f: &mut dyn FnMut(&'q Query)) {
    let factors = std::iter::once(&twj.relation).chain(twj.joins.iter().map(|j| &j.relation));
    for factor in factors {
        match factor {
            TableFactor::Derived { subquery, .. } => f(subquery),
            TableFactor::NestedJoin {
                table_with_joins, ..
            } => derived_queries(table_with_joins, f),
            _ => {}
        }
    }
}

fn view<'q>(
    s: &'q Select,
    catalog: &chatdb_core::Schema,
    ctes: &[(String, &'q Query)],
    outermost: bool,
) -> SelectView<'q> {
    let mut v = SelectView {
        select: s,
        rels: Vec::new(),
        edges: Vec::new(),
        unconstrained: Vec::new(),
        outermost,
    };
    let mut conditions: Vec<&Expr> = Vec::new();
    for (k, twj) in s.from.iter().enumerate() {
        let first = v.rels.len();
        add_factor(&twj.relation, catalog, ctes, &mut v.rels);
        if k > 0 {
            v.unconstrained.push((first, false));
        }
        for j in &twj.joins {
            let at = v.rels.len();
            add_factor(&j.relation, catalog, ctes, &mut v.rels);
            match chatdb_lineage::query::join_constraint(&j.join_operator) {
                Some(JoinConstraint::On(e)) => {
                    if is_trivially_true(e) {
                        v.unconstrained.push((at, true));
                    }
                    conditions.push(e);
                }
                Some(JoinConstraint::Using(cols)) => {
                    for c in cols {
                        let col = name_parts(c)
                            .last()
                            .cloned()
                            .unwrap_or_default()
                            .to_lowercase();
                        if let Some(l) = (0..at).find(|&i| v.rels[i].columns.contains(&col)) {
                            v.edges.push(Edge {
                                left: (l, col.clone()),
                                right: (at, col),
                            });
                        }
                    }
                }
                Some(JoinConstraint::Natural) => {}
                Some(JoinConstraint::None) | None => {
                    if matches!(
                        j.join_operator,
                        JoinOperator::CrossJoin(_)
                            | JoinOperator::Join(JoinConstraint::None)
                            | JoinOperator::Inner(JoinConstraint::None)
                    ) {
                        v.unconstrained.push((at, true));
                    }
                }
            }
        }
    }
    if let Some(w) = &s.selection {
        conditions.push(w);
    }
    for c in conditions {
        for (a, b) in equalities(c) {
            if let (Some(l), Some(r)) = (v.resolve(a), v.resolve(b)) {
                if l.0 != r.0 {
                    v.edges.push(Edge { left: l, right: r });
                }
            }
        }
    }
    // A comma-joined relation linked by a WHERE equality is constrained.
    let linked: BTreeSet<usize> = v.edges.iter().flat_map(|e| [e.left.0, e.right.0]).collect();
    v.unconstrained
        .retain(|(i, explicit)| *explicit || !linked.contains(i));
    v.unconstrained.retain(|(i, _)| {
        !v.rels[*i]
            .grouped_on
            .as_ref()
            .is_some_and(BTreeSet::is_empty)
    });
    v
}

impl SelectView<'_> {
    /// The relation and column a column reference names.
    pub fn resolve(&self, e: &Expr) -> Option<(usize, String)> {
        match e {
            Expr::Identifier(i) => {
                let col = i.value.to_lowercase();
                let found: Vec<usize> = (0..self.rels.len())
                    .filter(|&k| self.rels[k].columns.contains(&col))
                    .collect();
                match found.as_slice() {
                    [only] => Some((*only, col)),
                    [] if self.rels.len() == 1 => Some((0, col)),
                    _ => None,
                }
            }
            Expr::CompoundIdentifier(ids) if ids.len() >= 2 => {
                let q = ids[ids.len() - 2].value.to_lowercase();
                let col = ids[ids.len() - 1].value.to_lowercase();
                self.rels
                    .iter()
                    .position(|r| r.alias == q)
                    .map(|k| (k, col))
            }
            Expr::Nested(inner) => self.resolve(inner),
            _ => None,
        }
    }

    /// The relation every column of an expression belongs to, when they
    /// all belong to one.
    pub fn owner(&self, e: &Expr) -> Option<usize> {
        let mut owners = BTreeSet::new();
        let mut ok = true;
        let _ = sqlparser::ast::visit_expressions(e, |x| {
            if matches!(x, Expr::Identifier(_) | Expr::CompoundIdentifier(_)) {
                match self.resolve(x) {
                    Some((k, _)) => {
                        owners.insert(k);
                    }
                    None => ok = false,
                }
            }
            std::ops::ControlFlow::<()>::Continue(())
        });
        (ok && owners.len() == 1).then(|| owners.into_iter().next().unwrap_or_default())
    }

    /// The 1-based line (within the statement) of an expression, 0 if unknown.
    pub fn line_of(e: &Expr) -> usize {
        e.span().start.line as usize
    }
}

fn add_factor<'q>(
    f: &'q TableFactor,
    catalog: &chatdb_core::Schema,
    ctes: &[(String, &'q Query)],
    rels: &mut Vec<Rel>,
) {
    match f {
        TableFactor::Table { name, alias, .. } => {
            let parts = name_parts(name);
            let alias_name = alias
                .as_ref()
                .map(|a| a.name.value.to_lowercase())
                .unwrap_or_else(|| parts.last().map(|p| p.to_lowercase()).unwrap_or_default());
            let cte = (parts.len() == 1)
                .then(|| {
                    ctes.iter()
                        .rev()
                        .find(|(n, _)| n.eq_ignore_ascii_case(&parts[0]))
                })
                .flatten();
            match cte {
                Some((n, q)) => rels.push(Rel {
                    alias: alias_name,
                    table: Some(n.clone()),
                    columns: output_columns(q, catalog),
                    grouped_on: grouped_on(q),
                    derived: true,
                }),
                None => {
                    let t = chatdb_guard::validate::lookup_table(catalog, &parts);
                    rels.push(Rel {
                        alias: alias_name,
                        table: Some(relation_key(
                            &t.map_or(parts.join("."), |t| t.qualified_name()),
                        )),
                        columns: t.map_or_else(Vec::new, |t| {
                            t.columns.iter().map(|c| c.name.to_lowercase()).collect()
                        }),
                        grouped_on: None,
                        derived: false,
                    });
                }
            }
        }
        TableFactor::Derived {
            subquery, alias, ..
        } => rels.push(Rel {
            alias: alias
                .as_ref()
                .map(|a| a.name.value.to_lowercase())
                .unwrap_or_default(),
            table: None,
            columns: output_columns(subquery, catalog),
            grouped_on: grouped_on(subquery),
            derived: true,
        }),
        TableFactor::NestedJoin {
            table_with_joins, ..
        } => {
            add_factor(&table_with_joins.relation, catalog, ctes, rels);
            for j in &table_with_joins.joins {
                add_factor(&j.relation, catalog, ctes, rels);
            }
        }
        _ => rels.push(Rel {
            alias: String::new(),
            table: None,
            columns: Vec::new(),
            grouped_on: None,
            derived: true,
        }),
    }
}

fn output_columns(q: &Query, catalog: &chatdb_core::Schema) -> Vec<String> {
    lineage(q, &SchemaCatalog(catalog))
        .columns
        .into_iter()
        .map(|c| c.name.to_lowercase())
        .collect()
}

/// The output columns a query's rows are unique on, when its outermost
/// SELECT groups (by columns it outputs), is DISTINCT, or aggregates
/// without grouping (one row: the empty set).
pub fn grouped_on(q: &Query) -> Option<BTreeSet<String>> {
    let SetExpr::Select(s) = q.body.as_ref() else {
        return None;
    };
    let outputs: Vec<(String, &Expr)> = s
        .projection
        .iter()
        .filter_map(|item| match item {
            SelectItem::UnnamedExpr(e) => {
                Some((chatdb_lineage::query::expr_name(e).to_lowercase(), e))
            }
            SelectItem::ExprWithAlias { expr, alias } => Some((alias.value.to_lowercase(), expr)),
            _ => None,
        })
        .collect();
    if matches!(s.distinct, Some(Distinct::Distinct)) {
        return Some(outputs.into_iter().map(|(n, _)| n).collect());
    }
    match &s.group_by {
        GroupByExpr::Expressions(exprs, _) if !exprs.is_empty() => {
            let mut keys = BTreeSet::new();
            for g in exprs {
                let name = outputs
                    .iter()
                    .find(|(n, e)| {
                        *e == g
                            || matches!(g, Expr::Identifier(i) if i.value.eq_ignore_ascii_case(n))
                    })
                    .map(|(n, _)| n.clone())
                    .or_else(|| match g {
                        Expr::Value(v) => v
                            .to_string()
                            .parse::<usize>()
                            .ok()
                            .and_then(|k| outputs.get(k.wrapping_sub(1)))
                            .map(|(n, _)| n.clone()),
                        _ => None,
                    });
                // Grouped by something not in the output: rows are unique on
                // nothing the output shows.
                keys.insert(name?);
            }
            Some(keys)
        }
        GroupByExpr::All(_) => Some(
            outputs
                .iter()
                .filter(|(_, e)| !has_aggregate(e))
                .map(|(n, _)| n.clone())
                .collect(),
        ),
        _ if !outputs.is_empty() && outputs.iter().all(|(_, e)| has_aggregate(e)) => {
            Some(BTreeSet::new())
        }
        _ => None,
    }
}

/// True when the expression calls an aggregate function (not as a window).
pub fn has_aggregate(e: &Expr) -> bool {
    let mut found = false;
    let _ = sqlparser::ast::visit_expressions(e, |x| {
        if let Expr::Function(f) = x {
            let name = name_parts(&f.name)
                .last()
                .cloned()
                .unwrap_or_default()
                .to_lowercase();
            if f.over.is_none() && chatdb_lineage::query::AGGREGATES.contains(&name.as_str()) {
                found = true;
            }
        }
        std::ops::ControlFlow::<()>::Continue(())
    });
    found
}

fn is_trivially_true(e: &Expr) -> bool {
    match e {
        Expr::Value(v) => {
            let t = v.to_string().to_lowercase();
            t == "true" || t == "1"
        }
        Expr::BinaryOp {
            left,
            op: BinaryOperator::Eq,
            right,
        } => {
            matches!((left.as_ref(), right.as_ref()), (Expr::Value(a), Expr::Value(b)) if a == b)
        }
        Expr::Nested(inner) => is_trivially_true(inner),
        _ => false,
    }
}

/// Column = column equalities of a condition's top-level AND chain.
pub fn equalities(e: &Expr) -> Vec<(&Expr, &Expr)> {
    match e {
        Expr::BinaryOp {
            left,
            op: BinaryOperator::And,
            right,
        } => {
            let mut v = equalities(left);
            v.extend(equalities(right));
            v
        }
        Expr::BinaryOp {
            left,
            op: BinaryOperator::Eq,
            right,
        } if is_column(left) && is_column(right) => {
            vec![(left.as_ref(), right.as_ref())]
        }
        Expr::Nested(inner) => equalities(inner),
        _ => Vec::new(),
    }
}

fn is_column(e: &Expr) -> bool {
    match e {
        Expr::Identifier(_) | Expr::CompoundIdentifier(_) => true,
        Expr::Nested(inner) => is_column(inner),
        _ => false,
    }
}
