//! Column lineage of one query: which source columns each result column is
//! computed from, and which columns influence the result's rows.
//!
//! Names are resolved the way SQL scopes them: CTEs (visible to the main
//! query, nested queries and later CTEs), derived tables, joins, the
//! relations of enclosing queries for correlated subqueries, and `SELECT *`
//! / `t.*` expanded against the catalog. Set operations combine their
//! branches column by column.

use crate::column::{
    merge_origins, ColumnRef, Influence, InfluenceKind, Origin, OutputColumn, Transform,
};
use chatdb_guard::scope::name_parts;
use serde::Serialize;
use sqlparser::ast::{
    Expr, FunctionArguments, GroupByExpr, Join, JoinConstraint, JoinOperator, Query, Select,
    SelectItem, SelectItemQualifiedWildcardKind, SetExpr, TableFactor, TableWithJoins, Value,
    Visit, Visitor, WindowType,
};
use std::collections::BTreeSet;
use std::ops::ControlFlow;

/// What the analysis knows about relations outside the query.
pub trait Catalog {
    /// The canonical name of the relation a query names with `parts`, and
    /// its columns when they are known.
    fn relation(&self, parts: &[String]) -> Option<(String, Vec<String>)>;
}

/// A query's lineage.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct QueryLineage {
    pub columns: Vec<OutputColumn>,
    pub influences: Vec<Influence>,
    /// Canonical names of the relations read (CTEs resolved away).
    pub tables: BTreeSet<String>,
    /// Column references no relation in scope could explain.
    pub unresolved: Vec<String>,
}

/// The lineage of `query`.
pub fn lineage(query: &Query, catalog: &dyn Catalog) -> QueryLineage {
    let mut a = Analyzer {
        catalog,
        ctes: Vec::new(),
        out: QueryLineage::default(),
    };
    let columns = a.query(query, &[]);
    let mut out = a.out;
    out.columns = columns
        .into_iter()
        .map(|(name, origins)| OutputColumn { name, origins })
        .collect();
    out.influences.sort();
    out.influences.dedup();
    out
}

type Columns = Vec<(String, Vec<Origin>)>;

/// A relation visible in a FROM clause.
#[derive(Debug, Clone)]
struct Rel {
    /// The name it is referred to by (alias or table name), lower-cased.
    name: String,
    /// Known columns and their origins.
    columns: Option<Columns>,
    /// The canonical table when this is a base table.
    base: Option<String>,
}

impl Rel {
    fn column(&self, col: &str) -> Option<Vec<Origin>> {
        match &self.columns {
            Some(cols) => cols
                .iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(col))
                .map(|(_, o)| o.clone()),
            None => self
                .base
                .as_ref()
                .map(|t| vec![Origin::identity(ColumnRef::new(t, col))]),
        }
    }

    fn knows(&self, col: &str) -> bool {
        self.columns
            .as_ref()
            .is_some_and(|cols| cols.iter().any(|(n, _)| n.eq_ignore_ascii_case(col)))
    }
}

struct Analyzer<'c> {
    catalog: &'c dyn Catalog,
    /// CTEs in scope, innermost last.
    ctes: Vec<(String, Columns)>,
    out: QueryLineage,
}

impl Analyzer<'_> {
    fn query(&mut self, q: &Query, outer: &[Vec<Rel>]) -> Columns {
        let depth = self.ctes.len();
        if let Some(with) = &q.with {
            for cte in &with.cte_tables {
                let mut cols = self.query(&cte.query, outer);
                rename(
                    &mut cols,
                    cte.alias.columns.iter().map(|c| c.name.value.clone()),
                );
                self.ctes.push((cte.alias.name.value.to_lowercase(), cols));
            }
        }
        let cols = self.set_expr(&q.body, outer);
        self.ctes.truncate(depth);
        cols
    }

    fn set_expr(&mut self, body: &SetExpr, outer: &[Vec<Rel>]) -> Columns {
        match body {
            SetExpr::Select(s) => self.select(s, outer),
            SetExpr::Query(q) => self.query(q, outer),
            SetExpr::SetOperation { left, right, .. } => {
                let mut l = self.set_expr(left, outer);
                let r = self.set_expr(right, outer);
                for (i, (_, origins)) in r.into_iter().enumerate() {
                    if let Some((_, lo)) = l.get_mut(i) {
                        merge_origins(lo, origins);
                    }
                }
                l
            }
            SetExpr::Values(v) => {
                let mut cols: Columns = Vec::new();
                for row in &v.rows {
                    for (i, e) in row.iter().enumerate() {
                        let origins = self.expr(e, &[], outer);
                        match cols.get_mut(i) {
                            Some((_, o)) => merge_origins(o, origins),
                            None => cols.push((format!("column{}", i + 1), origins)),
                        }
                    }
                }
                cols
            }
            _ => Vec::new(),
        }
    }

    fn select(&mut self, s: &Select, outer: &[Vec<Rel>]) -> Columns {
        let mut scope = Vec::new();
        for twj in &s.from {
            self.table_with_joins(twj, outer, &mut scope);
        }
        let mut cols: Columns = Vec::new();
        for item in &s.projection {
            match item {
                SelectItem::UnnamedExpr(e) => {
                    let origins = self.expr(e, &scope, outer);
                    cols.push((expr_name(e), origins));
                }
                SelectItem::ExprWithAlias { expr, alias } => {
                    let origins = self.expr(expr, &scope, outer);
                    cols.push((alias.value.clone(), origins));
                }
                SelectItem::ExprWithAliases { expr, aliases } => {
                    let origins = self.expr(expr, &scope, outer);
                    for a in aliases {
                        cols.push((a.value.clone(), origins.clone()));
                    }
                }
                SelectItem::Wildcard(opts) => {
                    let excluded = excluded(opts);
                    for rel in &scope {
                        expand(rel, &excluded, &mut cols);
                    }
                }
                SelectItem::QualifiedWildcard(kind, opts) => {
                    let excluded = excluded(opts);
                    let name = match kind {
                        SelectItemQualifiedWildcardKind::ObjectName(n) => {
                            name_parts(n).last().cloned().unwrap_or_default()
                        }
                        SelectItemQualifiedWildcardKind::Expr(e) => expr_name(e),
                    };
                    if let Some(rel) = scope.iter().find(|r| r.name.eq_ignore_ascii_case(&name)) {
                        expand(rel, &excluded, &mut cols);
                    }
                }
            }
        }
        let aliases = cols.clone();
        let influence = |this: &mut Self, e: &Expr, kind: InfluenceKind| {
            let origins = this.expr_with_aliases(e, &scope, outer, &aliases);
            this.influence(origins, kind);
        };
        if let Some(w) = &s.selection {
            influence(self, w, InfluenceKind::Filter);
        }
        if let Some(h) = &s.having {
            influence(self, h, InfluenceKind::Filter);
        }
        if let GroupByExpr::Expressions(exprs, _) = &s.group_by {
            for e in exprs {
                influence(self, e, InfluenceKind::GroupBy);
            }
        }
        if let Some(q) = &s.qualify {
            influence(self, q, InfluenceKind::Filter);
        }
        cols
    }

    fn table_with_joins(&mut self, twj: &TableWithJoins, outer: &[Vec<Rel>], scope: &mut Vec<Rel>) {
        self.factor(&twj.relation, outer, scope);
        for j in &twj.joins {
            self.join(j, outer, scope);
        }
    }

    fn join(&mut self, j: &Join, outer: &[Vec<Rel>], scope: &mut Vec<Rel>) {
        self.factor(&j.relation, outer, scope);
        match join_constraint(&j.join_operator) {
            Some(JoinConstraint::On(e)) => {
                let origins = self.expr(e, scope, outer);
                self.influence(origins, InfluenceKind::Join);
            }
            Some(JoinConstraint::Using(cols)) => {
                for c in cols {
                    let col = name_parts(c).last().cloned().unwrap_or_default();
                    let mut origins = Vec::new();
                    for rel in scope.iter() {
                        if let Some(o) = rel
                            .column(&col)
                            .filter(|_| rel.knows(&col) || rel.base.is_some())
                        {
                            merge_origins(&mut origins, o);
                        }
                    }
                    self.influence(origins, InfluenceKind::Join);
                }
            }
            _ => {}
        }
    }

    fn factor(&mut self, f: &TableFactor, outer: &[Vec<Rel>], scope: &mut Vec<Rel>) {
        match f {
            TableFactor::Table {
                name, alias, args, ..
            } if args.is_none() => {
                let parts = name_parts(name);
                let alias_name = alias.as_ref().map(|a| a.name.value.to_lowercase());
                let cte = (parts.len() == 1)
                    .then(|| {
                        self.ctes
                            .iter()
                            .rev()
                            .find(|(n, _)| n.eq_ignore_ascii_case(&parts[0]))
                            .map(|(_, c)| c.clone())
                    })
                    .flatten();
                let shown = alias_name
                    .unwrap_or_else(|| parts.last().map(|p| p.to_lowercase()).unwrap_or_default());
                let mut rel = match cte {
                    Some(cols) => Rel {
                        name: shown,
                        columns: Some(cols),
                        base: None,
                    },
                    None => {
                        let (canonical, known) = self
                            .catalog
                            .relation(&parts)
                            .unwrap_or_else(|| (crate::norm(&parts.join(".")), Vec::new()));
                        self.out.tables.insert(canonical.clone());
                        let columns = (!known.is_empty()).then(|| {
                            known
                                .iter()
                                .map(|c| {
                                    (
                                        c.clone(),
                                        vec![Origin::identity(ColumnRef::new(&canonical, c))],
                                    )
                                })
                                .collect()
                        });
                        Rel {
                            name: shown,
                            columns,
                            base: Some(canonical),
                        }
                    }
                };
                if let Some(a) = alias {
                    if let Some(cols) = &mut rel.columns {
                        rename(cols, a.columns.iter().map(|c| c.name.value.clone()));
                    }
                }
                scope.push(rel);
            }
            TableFactor::Derived {
                subquery,
                alias,
                lateral,
                ..
            } => {
                let mut visible: Vec<Vec<Rel>> = Vec::new();
                if *lateral {
                    visible.push(scope.clone());
                }
                visible.extend(outer.iter().cloned());
                let mut cols = self.query(subquery, &visible);
                if let Some(a) = alias {
                    rename(&mut cols, a.columns.iter().map(|c| c.name.value.clone()));
                }
                scope.push(Rel {
                    name: alias
                        .as_ref()
                        .map(|a| a.name.value.to_lowercase())
                        .unwrap_or_default(),
                    columns: Some(cols),
                    base: None,
                });
            }
            TableFactor::NestedJoin {
                table_with_joins,
                alias,
            } => {
                let mut inner = Vec::new();
                self.table_with_joins(table_with_joins, outer, &mut inner);
                if let Some(a) = alias {
                    let mut cols = Vec::new();
                    for rel in &inner {
                        expand(rel, &[], &mut cols);
                    }
                    scope.push(Rel {
                        name: a.name.value.to_lowercase(),
                        columns: Some(cols),
                        base: None,
                    });
                } else {
                    scope.extend(inner);
                }
            }
            other => {
                // Table functions, UNNEST …: their inputs are what they read.
                let mut origins = Vec::new();
                let mut refs = Collect::default();
                let _ = other.visit(&mut refs);
                for e in refs.columns {
                    merge_origins(&mut origins, self.resolve(&e, scope, outer));
                }
                let name = alias_of(other).unwrap_or_default();
                scope.push(Rel {
                    name,
                    columns: None,
                    base: None,
                });
            }
        }
    }

    fn influence(&mut self, origins: Vec<Origin>, kind: InfluenceKind) {
        for o in origins {
            self.out.influences.push(Influence {
                column: o.column,
                kind,
            });
        }
    }

    /// The origins of an expression's value.
    fn expr(&mut self, e: &Expr, scope: &[Rel], outer: &[Vec<Rel>]) -> Vec<Origin> {
        self.expr_with_aliases(e, scope, outer, &[])
    }

    fn expr_with_aliases(
        &mut self,
        e: &Expr,
        scope: &[Rel],
        outer: &[Vec<Rel>],
        aliases: &[(String, Vec<Origin>)],
    ) -> Vec<Origin> {
        let mut c = Collect::default();
        let _ = e.visit(&mut c);
        if c.mask_literal && c.cuts_string {
            // `left(phone, 3) || '****' || right(phone, 4)`, `overlay(… placing
            // '****' …)`: part of the value replaced by mask characters.
            c.functions.insert(PARTIAL_MASK.to_string());
        }
        let transform = if is_column(e) {
            Transform::Identity
        } else if c.window {
            Transform::Window
        } else if c.aggregate {
            Transform::Aggregate
        } else {
            Transform::Expression
        };
        let mut out = Vec::new();
        for ident in &c.columns {
            let mut found = self.resolve(ident, scope, outer);
            if found.is_empty() && ident.len() == 1 {
                if let Some((_, o)) = aliases
                    .iter()
                    .find(|(n, _)| n.eq_ignore_ascii_case(&ident[0]))
                {
                    found = o.clone();
                }
            }
            if found.is_empty() && !is_keyword_value(ident) {
                self.out.unresolved.push(ident.join("."));
            }
            merge_origins(&mut out, found);
        }
        let mut nested: Vec<Vec<Rel>> = vec![scope.to_vec()];
        nested.extend(outer.iter().cloned());
        for q in &c.queries {
            for (_, origins) in self.query(q, &nested) {
                merge_origins(
                    &mut out,
                    origins.into_iter().map(|mut o| {
                        o.transform = o.transform.max(Transform::Expression);
                        o
                    }),
                );
            }
        }
        for o in &mut out {
            o.transform = transform.after(o.transform);
            o.functions.extend(c.functions.iter().cloned());
        }
        out
    }

    /// The origins of a column reference, searched in the query's own
    /// scope, then in enclosing ones.
    fn resolve(&self, ident: &[String], scope: &[Rel], outer: &[Vec<Rel>]) -> Vec<Origin> {
        let scopes = std::iter::once(scope).chain(outer.iter().map(Vec::as_slice));
        for rels in scopes {
            if let Some(found) = resolve_in(ident, rels) {
                return found;
            }
        }
        Vec::new()
    }
}

fn resolve_in(ident: &[String], rels: &[Rel]) -> Option<Vec<Origin>> {
    match ident {
        [] => None,
        [col] => {
            if let Some(rel) = rels.iter().find(|r| r.knows(col)) {
                return rel.column(col);
            }
            let unknown: Vec<&Rel> = rels.iter().filter(|r| r.columns.is_none()).collect();
            match unknown.as_slice() {
                [only] => only.column(col),
                _ => None,
            }
        }
        [.., qualifier, col] => rels
            .iter()
            .find(|r| r.name.eq_ignore_ascii_case(qualifier))
            .and_then(|r| r.column(col)),
    }
}

/// The constraint of a join, for the join kinds that have one.
pub fn join_constraint(op: &JoinOperator) -> Option<&JoinConstraint> {
    match op {
        JoinOperator::Join(c)
        | JoinOperator::Inner(c)
        | JoinOperator::Left(c)
        | JoinOperator::LeftOuter(c)
        | JoinOperator::Right(c)
        | JoinOperator::RightOuter(c)
        | JoinOperator::FullOuter(c)
        | JoinOperator::CrossJoin(c)
        | JoinOperator::Semi(c)
        | JoinOperator::LeftSemi(c)
        | JoinOperator::RightSemi(c)
        | JoinOperator::Anti(c)
        | JoinOperator::LeftAnti(c)
        | JoinOperator::RightAnti(c)
        | JoinOperator::StraightJoin(c)
        | JoinOperator::AsOf { constraint: c, .. } => Some(c),
        _ => None,
    }
}

fn alias_of(f: &TableFactor) -> Option<String> {
    match f {
        TableFactor::Table { alias, .. }
        | TableFactor::Derived { alias, .. }
        | TableFactor::TableFunction { alias, .. }
        | TableFactor::Function { alias, .. }
        | TableFactor::UNNEST { alias, .. } => alias.as_ref().map(|a| a.name.value.to_lowercase()),
        _ => None,
    }
}

fn rename(cols: &mut Columns, names: impl Iterator<Item = String>) {
    for (i, n) in names.enumerate() {
        if let Some(c) = cols.get_mut(i) {
            c.0 = n;
        }
    }
}

fn excluded(opts: &sqlparser::ast::WildcardAdditionalOptions) -> Vec<String> {
    use sqlparser::ast::ExcludeSelectItem;
    match &opts.opt_exclude {
        Some(ExcludeSelectItem::Single(i)) => vec![i.to_string().to_lowercase()],
        Some(ExcludeSelectItem::Multiple(v)) => {
            v.iter().map(|i| i.to_string().to_lowercase()).collect()
        }
        None => Vec::new(),
    }
}

/// Appends a relation's columns for `*`; a relation whose columns are
/// unknown contributes one `*` column standing for all of them.
fn expand(rel: &Rel, excluded: &[String], cols: &mut Columns) {
    match &rel.columns {
        Some(known) => cols.extend(
            known
                .iter()
                .filter(|(n, _)| !excluded.contains(&n.to_lowercase()))
                .cloned(),
        ),
        None => {
            if let Some(t) = &rel.base {
                cols.push(("*".into(), vec![Origin::identity(ColumnRef::new(t, "*"))]));
            }
        }
    }
}

/// The name a result column gets without an alias.
pub fn expr_name(e: &Expr) -> String {
    match e {
        Expr::Identifier(i) => i.value.clone(),
        Expr::CompoundIdentifier(ids) => ids.last().map(|i| i.value.clone()).unwrap_or_default(),
        Expr::Nested(inner) => expr_name(inner),
        Expr::Function(f) => name_parts(&f.name).join(".").to_lowercase(),
        other => other.to_string(),
    }
}

fn is_column(e: &Expr) -> bool {
    match e {
        Expr::Identifier(_) | Expr::CompoundIdentifier(_) => true,
        Expr::Nested(inner) => is_column(inner),
        _ => false,
    }
}

/// Identifiers that parse as columns but are values (`CURRENT_DATE`, `true`).
fn is_keyword_value(ident: &[String]) -> bool {
    ident.len() == 1
        && matches!(
            ident[0].to_ascii_lowercase().as_str(),
            "current_date" | "current_timestamp" | "current_time" | "true" | "false" | "null"
        )
}

/// Aggregate functions by name (lower case), in the dialects ChatDB speaks.
pub const AGGREGATES: &[&str] = &[
    "count",
    "sum",
    "avg",
    "min",
    "max",
    "median",
    "mode",
    "string_agg",
    "group_concat",
    "array_agg",
    "list",
    "listagg",
    "stddev",
    "stddev_pop",
    "stddev_samp",
    "variance",
    "var_pop",
    "var_samp",
    "bool_and",
    "bool_or",
    "every",
    "any_value",
    "first",
    "last",
    "arg_max",
    "arg_min",
    "approx_count_distinct",
    "count_if",
    "quantile",
    "percentile_cont",
    "percentile_disc",
    "json_agg",
    "jsonb_agg",
    "json_group_array",
    "total",
];

/// The column references, functions and nested queries of an expression,
/// not descending into the nested queries.
#[derive(Default)]
struct Collect {
    depth: usize,
    columns: Vec<Vec<String>>,
    functions: BTreeSet<String>,
    aggregate: bool,
    window: bool,
    queries: Vec<Query>,
    /// A string literal of mask characters (`'****'`, `'XXXX'`).
    mask_literal: bool,
    /// A function that keeps or replaces part of a string.
    cuts_string: bool,
}

/// The pseudo-function recorded for a value partly replaced by mask
/// characters (the kept part cut out with LEFT/RIGHT/SUBSTRING/OVERLAY/
/// REPLACE …); [`crate::openlineage::is_masking`] counts it as masking.
pub const PARTIAL_MASK: &str = "partial_mask";

/// Functions that keep or replace part of a string.
const STRING_CUTS: &[&str] = &[
    "left",
    "right",
    "substr",
    "substring",
    "overlay",
    "replace",
    "regexp_replace",
    "insert",
    "lpad",
    "rpad",
    "stuff",
    "mid",
];

/// A literal that is a run of mask characters: three or more of `*`, `x`,
/// `X`, `#` or `•`, and nothing else but spaces and dashes.
fn is_mask_literal(s: &str) -> bool {
    let masks = s
        .chars()
        .filter(|c| matches!(c, '*' | 'x' | 'X' | '#' | '•'))
        .count();
    masks >= 3
        && s.chars()
            .all(|c| matches!(c, '*' | 'x' | 'X' | '#' | '•' | ' ' | '-'))
}

impl Visitor for Collect {
    type Break = ();

    fn pre_visit_query(&mut self, q: &Query) -> ControlFlow<()> {
        if self.depth == 0 {
            self.queries.push(q.clone());
        }
        self.depth += 1;
        ControlFlow::Continue(())
    }

    fn post_visit_query(&mut self, _: &Query) -> ControlFlow<()> {
        self.depth -= 1;
        ControlFlow::Continue(())
    }

    fn pre_visit_expr(&mut self, e: &Expr) -> ControlFlow<()> {
        if self.depth > 0 {
            return ControlFlow::Continue(());
        }
        match e {
            Expr::Identifier(i) => self.columns.push(vec![i.value.clone()]),
            Expr::CompoundIdentifier(ids) => self
                .columns
                .push(ids.iter().map(|i| i.value.clone()).collect()),
            Expr::Value(v) => {
                if let Value::SingleQuotedString(text) = &v.value {
                    self.mask_literal |= is_mask_literal(text);
                }
            }
            Expr::Substring { .. } | Expr::Overlay { .. } => self.cuts_string = true,
            Expr::Function(f) => {
                let name = name_parts(&f.name)
                    .last()
                    .cloned()
                    .unwrap_or_default()
                    .to_lowercase();
                self.cuts_string |= STRING_CUTS.contains(&name.as_str());
                if matches!(
                    f.over,
                    Some(WindowType::WindowSpec(_) | WindowType::NamedWindow(_))
                ) {
                    self.window = true;
                } else if AGGREGATES.contains(&name.as_str())
                    && !matches!(f.args, FunctionArguments::None)
                {
                    self.aggregate = true;
                }
                self.functions.insert(name);
            }
            _ => {}
        }
        ControlFlow::Continue(())
    }
}

/// A catalog over a schema: relations are its tables, named by
/// [`chatdb_core::Table::qualified_name`] (default schemas optional).
pub struct SchemaCatalog<'a>(pub &'a chatdb_core::Schema);

impl Catalog for SchemaCatalog<'_> {
    fn relation(&self, parts: &[String]) -> Option<(String, Vec<String>)> {
        let t = chatdb_guard::validate::lookup_table(self.0, parts)?;
        Some((
            crate::analysis::relation_key(&t.qualified_name()),
            t.columns.iter().map(|c| c.name.clone()).collect(),
        ))
    }
}
