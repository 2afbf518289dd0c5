//! The access policy: which tables and columns a user may read, and row
//! filters per table, enforced by rewriting the statement.
//!
//! Every reference to a governed table (in subqueries and CTEs too) is
//! replaced by a derived table that reads through the filter and exposes
//! only the allowed columns, under the alias the query used. References to
//! denied columns, and `*` over a table with denied columns, are rejected
//! with a clear message before that.

use crate::error::{ErrorKind, GuardError, Location};
use crate::parse::parser_dialect;
use crate::scope::{name_parts, relation_refs, RelationRef};
use chatdb_core::{Dialect, Schema};
use serde::Deserialize;
use sqlparser::ast::{
    Expr, Ident, Query, SelectItem, SetExpr, Spanned, Statement, TableAlias, TableFactor, Visit,
    VisitMut, Visitor, VisitorMut,
};
use sqlparser::parser::Parser;
use std::collections::BTreeMap;
use std::ops::ControlFlow;

fn yes() -> bool {
    true
}

/// What one user (or API key) may read.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AccessPolicy {
    /// Whether tables the policy doesn't list may be read.
    #[serde(default = "yes")]
    pub allow_unlisted: bool,
    /// Rules per table, keyed by its (qualified) name.
    #[serde(default)]
    pub tables: BTreeMap<String, TableAccess>,
}

/// The rule for one table.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableAccess {
    #[serde(default = "yes")]
    pub allow: bool,
    /// Columns that may not be read.
    #[serde(default)]
    pub deny_columns: Vec<String>,
    /// A condition every row read must satisfy, in the source's SQL
    /// (e.g. `region_id = 3`).
    #[serde(default)]
    pub row_filter: Option<String>,
}

impl AccessPolicy {
    /// Whether a table (its qualified name) may be read at all.
    pub fn allows_table(&self, qualified: &str) -> bool {
        let parts: Vec<String> = qualified.split('.').map(str::to_string).collect();
        match self.rule(&parts) {
            Some((_, rule)) => rule.allow,
            None => self.allow_unlisted,
        }
    }

    /// Whether a column of a table may be read.
    pub fn allows_column(&self, qualified: &str, column: &str) -> bool {
        let parts: Vec<String> = qualified.split('.').map(str::to_string).collect();
        match self.rule(&parts) {
            Some((_, rule)) => {
                rule.allow
                    && !rule
                        .deny_columns
                        .iter()
                        .any(|c| c.eq_ignore_ascii_case(column))
            }
            None => self.allow_unlisted,
        }
    }

    /// The rule for a table reference, matching names case-insensitively;
    /// a key `schema.table` matches only that schema, a key `table` any.
    fn rule(&self, parts: &[String]) -> Option<(&String, &TableAccess)> {
        let joined = parts.join(".");
        let last = parts.last()?;
        self.tables
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(&joined))
            .or_else(|| {
                self.tables
                    .iter()
                    .find(|(k, _)| !k.contains('.') && k.eq_ignore_ascii_case(last))
            })
    }
}

fn loc(span: sqlparser::tokenizer::Span) -> Option<Location> {
    Location::from_parser(span.start)
}

/// Checks and rewrites `statement` under `policy`. `schema`, when given,
/// lets the rewrite list the allowed columns explicitly.
pub fn enforce(
    statement: &mut Statement,
    policy: &AccessPolicy,
    dialect: Dialect,
    schema: Option<&Schema>,
) -> Result<(), GuardError> {
    let refs = relation_refs(statement);
    let tables: Vec<&RelationRef> = refs.iter().filter(|r| !r.is_cte).collect();
    let mut denied_columns: Vec<(String, String)> = Vec::new(); // (table, column)
    for r in &tables {
        match policy.rule(&r.parts) {
            Some((name, rule)) if !rule.allow => {
                return Err(GuardError::new(
                    ErrorKind::AccessDenied,
                    format!("reading table `{name}` is not allowed"),
                )
                .at(loc(r.span)))
            }
            Some((name, rule)) => {
                denied_columns.extend(rule.deny_columns.iter().map(|c| (name.clone(), c.clone())));
            }
            None if !policy.allow_unlisted => {
                return Err(GuardError::new(
                    ErrorKind::AccessDenied,
                    format!("reading table `{}` is not allowed", r.parts.join(".")),
                )
                .at(loc(r.span)))
            }
            None => {}
        }
    }
    if !denied_columns.is_empty() {
        let mut v = DeniedColumns {
            denied: &denied_columns,
        };
        if let ControlFlow::Break(e) = Visit::visit(&*statement, &mut v) {
            return Err(e);
        }
    }
    // Parse every filter once, in the source's dialect.
    let mut filters: BTreeMap<String, Option<Expr>> = BTreeMap::new();
    for (name, rule) in &policy.tables {
        let expr = match &rule.row_filter {
            Some(text) => {
                let d = parser_dialect(dialect);
                let parsed = Parser::new(d.as_ref())
                    .try_with_sql(text)
                    .and_then(|mut p| p.parse_expr());
                Some(parsed.map_err(|e| {
                    GuardError::new(
                        ErrorKind::AccessDenied,
                        format!("the row filter of `{name}` is invalid: {e}"),
                    )
                })?)
            }
            None => None,
        };
        filters.insert(name.clone(), expr);
    }
    let cte_spans: Vec<_> = refs.iter().filter(|r| r.is_cte).map(|r| r.span).collect();
    let mut rewriter = Rewriter {
        dialect,
        policy,
        filters: &filters,
        schema,
        cte_spans: &cte_spans,
    };
    let _ = VisitMut::visit(statement, &mut rewriter);
    Ok(())
}

struct DeniedColumns<'a> {
    denied: &'a [(String, String)],
}

impl DeniedColumns<'_> {
    fn check(&self, ident: &Ident, span: sqlparser::tokenizer::Span) -> ControlFlow<GuardError> {
        match self
            .denied
            .iter()
            .find(|(_, c)| c.eq_ignore_ascii_case(&ident.value))
        {
            Some((t, c)) => ControlFlow::Break(
                GuardError::new(
                    ErrorKind::AccessDenied,
                    format!("reading column `{t}.{c}` is not allowed"),
                )
                .at(loc(span)),
            ),
            None => ControlFlow::Continue(()),
        }
    }
}

impl Visitor for DeniedColumns<'_> {
    type Break = GuardError;

    fn pre_visit_expr(&mut self, expr: &Expr) -> ControlFlow<GuardError> {
        match expr {
            Expr::Identifier(i) => self.check(i, expr.span()),
            Expr::CompoundIdentifier(ids) => match ids.last() {
                Some(last) => self.check(last, expr.span()),
                None => ControlFlow::Continue(()),
            },
            _ => ControlFlow::Continue(()),
        }
    }

    fn pre_visit_query(&mut self, query: &Query) -> ControlFlow<GuardError> {
        if let SetExpr::Select(select) = query.body.as_ref() {
            for item in &select.projection {
                if matches!(
                    item,
                    SelectItem::Wildcard(_) | SelectItem::QualifiedWildcard(..)
                ) {
                    let tables: Vec<&str> = self.denied.iter().map(|(t, _)| t.as_str()).collect();
                    return ControlFlow::Break(
                        GuardError::new(
                            ErrorKind::AccessDenied,
                            format!(
                                "`*` would read columns that are not allowed (in {}); name the columns instead",
                                tables.join(", ")
                            ),
                        )
                        .at(loc(item.span())),
                    );
                }
            }
        }
        ControlFlow::Continue(())
    }
}

struct Rewriter<'a> {
    dialect: Dialect,
    policy: &'a AccessPolicy,
    filters: &'a BTreeMap<String, Option<Expr>>,
    schema: Option<&'a Schema>,
    cte_spans: &'a [sqlparser::tokenizer::Span],
}

impl VisitorMut for Rewriter<'_> {
    type Break = ();

    // Replacing after the children were visited means the new derived
    // table's own reference to the table is never visited, so never wrapped
    // twice.
    fn post_visit_table_factor(&mut self, factor: &mut TableFactor) -> ControlFlow<()> {
        let span = factor.span();
        let TableFactor::Table {
            name,
            alias,
            args: None,
            ..
        } = factor
        else {
            return ControlFlow::Continue(());
        };
        if self.cte_spans.contains(&span) {
            return ControlFlow::Continue(());
        }
        let parts = name_parts(name);
        let Some((key, rule)) = self.policy.rule(&parts) else {
            return ControlFlow::Continue(());
        };
        let filter = self.filters.get(key).cloned().flatten();
        if filter.is_none() && rule.deny_columns.is_empty() {
            return ControlFlow::Continue(());
        }
        let projection = match self.schema.and_then(|s| s.table(&parts.join("."))) {
            Some(t) if !rule.deny_columns.is_empty() => t
                .columns
                .iter()
                .filter(|c| {
                    !rule
                        .deny_columns
                        .iter()
                        .any(|d| d.eq_ignore_ascii_case(&c.name))
                })
                .map(|c| self.dialect.quote_ident(&c.name))
                .collect::<Vec<_>>()
                .join(", "),
            _ => "*".to_string(),
        };
        let alias = alias.clone().unwrap_or_else(|| TableAlias {
            explicit: true,
            name: parts
                .last()
                .map(|p| Ident::new(p.clone()))
                .unwrap_or_else(|| Ident::new("t")),
            columns: vec![],
            at: None,
        });
        let where_clause = filter.map(|f| format!(" WHERE {f}")).unwrap_or_default();
        let sql = format!("SELECT {projection} FROM {name}{where_clause}");
        // The inner query is built from parts that already parsed, so it parses.
        let d = parser_dialect(self.dialect);
        let Ok(subquery) = Parser::new(d.as_ref())
            .try_with_sql(&sql)
            .and_then(|mut p| p.parse_query())
        else {
            return ControlFlow::Continue(());
        };
        *factor = TableFactor::Derived {
            lateral: false,
            subquery,
            alias: Some(alias),
            sample: None,
        };
        ControlFlow::Continue(())
    }
}
