//! Validating names against the data source's schema: unknown tables and
//! columns (with the closest existing names) and aggregates over the wrong
//! type. These errors feed the repair loop.

use crate::error::{ErrorKind, GuardError, Location};
use crate::scope::{projection_names, relation_refs, visible_relations, Visible};
use chatdb_core::{Dialect, LogicalType, Schema, Table};
use sqlparser::ast::{
    Expr, FunctionArg, FunctionArgExpr, FunctionArguments, Ident, Query, Select, SetExpr, Spanned,
    Statement, Visit, Visitor,
};
use sqlparser::tokenizer::Span;
use std::collections::BTreeSet;
use std::ops::ControlFlow;

/// The tables and columns a statement reads, resolved against a schema
/// (qualified table names; columns as `(table, column)` with the schema's
/// spelling). Names that don't resolve are left out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Usage {
    pub tables: BTreeSet<String>,
    pub columns: BTreeSet<(String, String)>,
}

/// What `statement` reads, for measuring schema linking against gold SQL.
pub fn usage(statement: &Statement, schema: &Schema, dialect: Dialect) -> Usage {
    let refs = relation_refs(statement);
    let mut tables = BTreeSet::new();
    for r in refs.iter().filter(|r| !r.is_cte) {
        if let Some(t) = lookup_table(schema, &r.parts) {
            tables.insert(t.qualified_name());
        }
    }
    let cte_spans: Vec<Span> = refs.iter().filter(|r| r.is_cte).map(|r| r.span).collect();
    let mut v = Columns {
        schema,
        dialect,
        cte_spans,
        scopes: Vec::new(),
        used: Some(BTreeSet::new()),
    };
    let _ = statement.visit(&mut v);
    Usage {
        tables,
        columns: v.used.unwrap_or_default(),
    }
}

/// Checks every table and column the statement names against `schema`.
pub fn validate(
    statement: &Statement,
    schema: &Schema,
    dialect: Dialect,
) -> Result<(), GuardError> {
    let refs = relation_refs(statement);
    for r in refs.iter().filter(|r| !r.is_cte) {
        if lookup_table(schema, &r.parts).is_none() {
            let wanted = r.parts.join(".");
            let names: Vec<String> = schema.tables.iter().map(Table::qualified_name).collect();
            return Err(GuardError::new(
                ErrorKind::UnknownTable,
                format!("table `{wanted}` does not exist"),
            )
            .at(Location::from_parser(r.span.start))
            .suggesting(closest(&wanted, names.iter().map(String::as_str))));
        }
    }
    let cte_spans: Vec<Span> = refs.iter().filter(|r| r.is_cte).map(|r| r.span).collect();
    let mut v = Columns {
        schema,
        dialect,
        cte_spans,
        scopes: Vec::new(),
        used: None,
    };
    match statement.visit(&mut v) {
        ControlFlow::Break(e) => Err(e),
        ControlFlow::Continue(()) => Ok(()),
    }
}

/// A table by the parts a query named it with: `t`, `schema.t` or
/// `catalog.schema.t` (default schemas such as `main`/`public` are optional).
pub fn lookup_table<'a>(schema: &'a Schema, parts: &[String]) -> Option<&'a Table> {
    let joined = parts.join(".");
    schema.table(&joined).or_else(|| match parts {
        [.., s, t] if ["main", "public", "dbo"].contains(&s.to_ascii_lowercase().as_str()) => {
            schema.table(t)
        }
        [.., s, t] => schema.table(&format!("{s}.{t}")),
        _ => None,
    })
}

/// Up to three existing names closest to `wanted`, best first.
pub fn closest<'a>(wanted: &str, candidates: impl Iterator<Item = &'a str>) -> Vec<String> {
    let w = wanted.to_lowercase();
    let mut scored: Vec<(f64, String)> = candidates
        .map(|c| {
            let l = c.to_lowercase();
            let mut s = strsim::normalized_damerau_levenshtein(&w, &l);
            if l.contains(&w) || w.contains(&l) {
                s = s.max(0.7);
            }
            (s, c.to_string())
        })
        .filter(|(s, _)| *s >= 0.5)
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    scored.dedup_by(|a, b| a.1 == b.1);
    scored.into_iter().take(3).map(|(_, c)| c).collect()
}

/// Words that look like identifiers but name date parts in function
/// arguments (`TIMESTAMPDIFF(DAY, a, b)`, `DATEADD(month, …)`).
const DATE_PARTS: &[&str] = &[
    "year",
    "quarter",
    "month",
    "week",
    "day",
    "hour",
    "minute",
    "second",
    "millisecond",
    "microsecond",
    "dayofweek",
    "dayofyear",
    "doy",
    "dow",
    "epoch",
    "isodow",
    "isoyear",
];

struct Scope {
    relations: Vec<Visible>,
    /// Output names usable by ORDER BY / GROUP BY / HAVING.
    aliases: Vec<String>,
    /// A set operation's ORDER BY sees only output names we don't track.
    opaque: bool,
}

struct Columns<'a> {
    schema: &'a Schema,
    dialect: Dialect,
    cte_spans: Vec<Span>,
    scopes: Vec<Scope>,
    /// In usage mode: the columns resolved so far; errors never break.
    used: Option<BTreeSet<(String, String)>>,
}

impl Columns<'_> {
    fn tables_in_scope(&self) -> impl Iterator<Item = (&Visible, Option<&Table>)> {
        self.scopes
            .iter()
            .rev()
            .flat_map(|s| s.relations.iter())
            .map(|v| {
                let t = v.table.as_ref().and_then(|p| lookup_table(self.schema, p));
                (v, t)
            })
    }

    /// True when some relation in scope has columns we can't list
    /// (derived tables, CTEs, table functions), so any name might be valid.
    fn anything_goes(&self) -> bool {
        self.scopes.iter().any(|s| s.opaque)
            || self
                .tables_in_scope()
                .any(|(v, t)| v.table.is_none() || t.is_none())
    }

    fn all_columns_in_scope(&self) -> Vec<String> {
        self.tables_in_scope()
            .flat_map(|(_, t)| {
                t.into_iter()
                    .flat_map(|t| t.columns.iter().map(|c| c.name.clone()))
            })
            .collect()
    }

    fn unknown_column(
        &self,
        name: &str,
        span: Span,
        candidates: Vec<String>,
    ) -> ControlFlow<GuardError> {
        ControlFlow::Break(
            GuardError::new(
                ErrorKind::UnknownColumn,
                format!("column `{name}` does not exist"),
            )
            .at(Location::from_parser(span.start))
            .suggesting(closest(name, candidates.iter().map(String::as_str))),
        )
    }

    fn check_unqualified(&mut self, ident: &Ident, span: Span) -> ControlFlow<GuardError> {
        let name = &ident.value;
        // SQLite and MySQL read an unresolvable "double-quoted" name as a string.
        if ident.quote_style == Some('"')
            && matches!(self.dialect, Dialect::Sqlite | Dialect::MySql)
        {
            return ControlFlow::Continue(());
        }
        let owner = self.tables_in_scope().find_map(|(_, t)| {
            t.and_then(|t| t.column(name).map(|c| (t.qualified_name(), c.name.clone())))
        });
        let known = owner.is_some()
            || self
                .scopes
                .iter()
                .any(|s| s.aliases.iter().any(|a| a.eq_ignore_ascii_case(name)));
        if let (Some(used), Some(o)) = (self.used.as_mut(), owner) {
            used.insert(o);
        }
        if known || self.anything_goes() || DATE_PARTS.contains(&name.to_ascii_lowercase().as_str())
        {
            return ControlFlow::Continue(());
        }
        self.unknown_column(name, span, self.all_columns_in_scope())
    }

    fn check_qualified(&mut self, ids: &[Ident], span: Span) -> ControlFlow<GuardError> {
        let [.., qualifier, column] = ids else {
            return ControlFlow::Continue(());
        };
        let found = self
            .tables_in_scope()
            .find(|(v, _)| v.name.eq_ignore_ascii_case(&qualifier.value));
        match found {
            Some((_, Some(table))) => {
                if let Some(c) = table.column(&column.value) {
                    let key = (table.qualified_name(), c.name.clone());
                    if let Some(used) = self.used.as_mut() {
                        used.insert(key);
                    }
                    return ControlFlow::Continue(());
                }
                let suggestions =
                    closest(&column.value, table.columns.iter().map(|c| c.name.as_str()))
                        .into_iter()
                        .map(|s| format!("{}.{s}", qualifier.value))
                        .collect();
                ControlFlow::Break(
                    GuardError::new(
                        ErrorKind::UnknownColumn,
                        format!(
                            "column `{}.{}` does not exist",
                            qualifier.value, column.value
                        ),
                    )
                    .at(Location::from_parser(span.start))
                    .suggesting(suggestions),
                )
            }
            Some((_, None)) => ControlFlow::Continue(()),
            None => {
                // `s.field` where s is a struct/composite column, or names
                // from scopes we can't see into.
                let is_column = self
                    .tables_in_scope()
                    .any(|(_, t)| t.is_some_and(|t| t.column(&qualifier.value).is_some()));
                if is_column || self.anything_goes() || ids.len() > 2 {
                    return ControlFlow::Continue(());
                }
                let names: Vec<String> = self
                    .tables_in_scope()
                    .map(|(v, _)| v.name.clone())
                    .collect();
                ControlFlow::Break(
                    GuardError::new(
                        ErrorKind::UnknownTable,
                        format!(
                            "`{}` is not a table or alias in this query",
                            qualifier.value
                        ),
                    )
                    .at(Location::from_parser(span.start))
                    .suggesting(closest(&qualifier.value, names.iter().map(String::as_str))),
                )
            }
        }
    }

    /// The logical type of a plain column reference, when known.
    fn column_type(&self, expr: &Expr) -> Option<LogicalType> {
        let (qualifier, name) = match expr {
            Expr::Identifier(i) => (None, &i.value),
            Expr::CompoundIdentifier(ids) if ids.len() == 2 => (Some(&ids[0].value), &ids[1].value),
            _ => return None,
        };
        let mut matches = self
            .tables_in_scope()
            .filter(|(v, _)| qualifier.is_none_or(|q| v.name.eq_ignore_ascii_case(q)));
        matches.find_map(|(_, t)| t.and_then(|t| t.column(name)).map(|c| c.logical_type))
    }

    fn scope_for(&self, select: &Select, aliases: Vec<String>) -> Scope {
        Scope {
            relations: visible_relations(&select.from, &self.cte_spans),
            aliases,
            opaque: false,
        }
    }
}

impl Visitor for Columns<'_> {
    type Break = GuardError;

    fn pre_visit_query(&mut self, query: &Query) -> ControlFlow<GuardError> {
        // The query-level scope serves ORDER BY / LIMIT expressions.
        let aliases = projection_names(&query.body);
        let scope = match query.body.as_ref() {
            SetExpr::Select(s) => self.scope_for(s, aliases),
            _ => Scope {
                relations: Vec::new(),
                aliases,
                opaque: true,
            },
        };
        self.scopes.push(scope);
        ControlFlow::Continue(())
    }

    fn post_visit_query(&mut self, _: &Query) -> ControlFlow<GuardError> {
        self.scopes.pop();
        ControlFlow::Continue(())
    }

    fn pre_visit_select(&mut self, select: &Select) -> ControlFlow<GuardError> {
        let aliases = projection_names(&SetExpr::Select(Box::new(select.clone())));
        let scope = self.scope_for(select, aliases);
        self.scopes.push(scope);
        ControlFlow::Continue(())
    }

    fn post_visit_select(&mut self, _: &Select) -> ControlFlow<GuardError> {
        self.scopes.pop();
        ControlFlow::Continue(())
    }

    fn pre_visit_expr(&mut self, expr: &Expr) -> ControlFlow<GuardError> {
        let flow = self.check_expr(expr);
        if self.used.is_some() {
            return ControlFlow::Continue(());
        }
        flow
    }
}

impl Columns<'_> {
    fn check_expr(&mut self, expr: &Expr) -> ControlFlow<GuardError> {
        match expr {
            Expr::Identifier(i) => self.check_unqualified(i, expr.span()),
            Expr::CompoundIdentifier(ids) => self.check_qualified(ids, expr.span()),
            Expr::Function(f) if self.dialect != Dialect::Sqlite => {
                let name = f.name.to_string().to_ascii_lowercase();
                if !matches!(name.as_str(), "sum" | "avg") {
                    return ControlFlow::Continue(());
                }
                let FunctionArguments::List(list) = &f.args else {
                    return ControlFlow::Continue(());
                };
                let [FunctionArg::Unnamed(FunctionArgExpr::Expr(arg))] = list.args.as_slice()
                else {
                    return ControlFlow::Continue(());
                };
                match self.column_type(arg) {
                    Some(
                        t @ (LogicalType::Text
                        | LogicalType::Date
                        | LogicalType::Timestamp
                        | LogicalType::Boolean),
                    ) => ControlFlow::Break(
                        GuardError::new(
                            ErrorKind::TypeMismatch,
                            format!(
                                "{}() needs numbers but `{arg}` holds {t:?} values",
                                name.to_uppercase()
                            ),
                        )
                        .at(Location::from_parser(expr.span().start)),
                    ),
                    _ => ControlFlow::Continue(()),
                }
            }
            _ => ControlFlow::Continue(()),
        }
    }
}
