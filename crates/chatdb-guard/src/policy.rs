//! The read-only policy, as an allow-list over the parsed statement.
//!
//! A statement passes only if it is exactly one query and every node of it
//! is of a kind listed here as read-only: query bodies that are SELECT,
//! set operations, VALUES or TABLE; relations that are plain tables, derived
//! tables, joins, UNNEST or allow-listed table functions; functions on the
//! dialect's allow-list. Anything else — a node kind sqlparser adds
//! tomorrow included — is rejected, because it isn't on the list.

use crate::catalogs::{is_system_catalog, looks_like_file};
use crate::error::{ErrorKind, GuardError, Location};
use crate::functions::{is_allowed_function, is_allowed_table_function};
use chatdb_core::Dialect;
use sqlparser::ast::{
    BinaryOperator, Expr, FunctionArguments, ObjectName, ObjectNamePart, Query, Select, SetExpr,
    Spanned, Statement, TableFactor, Visit, Visitor,
};
use std::ops::ControlFlow;

/// What the read-only policy may be told to relax.
#[derive(Debug, Clone, Default)]
pub struct ReadOnlyOptions {
    /// Allow reading system catalogs (information_schema, pg_catalog…).
    pub allow_system_catalogs: bool,
    /// Extra function names known to be read-only (user-defined, say).
    pub extra_functions: Vec<String>,
}

/// Checks that `statements` (parsed from `sql`) are exactly one read-only query.
pub fn check_read_only(
    sql: &str,
    statements: &[Statement],
    dialect: Dialect,
    options: &ReadOnlyOptions,
) -> Result<(), GuardError> {
    let statement = match statements {
        [one] => one,
        [] => {
            return Err(GuardError::new(
                ErrorKind::StatementCount,
                "there is no statement to run",
            ))
        }
        many => {
            return Err(GuardError::new(
                ErrorKind::StatementCount,
                format!("exactly one statement may run, found {}", many.len()),
            )
            .at(loc(&many[1].span()).or_else(|| second_statement_start(sql, dialect))))
        }
    };
    if !matches!(statement, Statement::Query(_)) {
        return Err(GuardError::new(
            ErrorKind::NotAQuery,
            format!(
                "only queries (SELECT, WITH, VALUES) may run; this is {}",
                statement_kind(statement)
            ),
        )
        .at(loc(&statement.span())));
    }
    let mut v = ReadOnlyVisitor {
        dialect,
        options,
        root_seen: false,
    };
    match statement.visit(&mut v) {
        ControlFlow::Break(e) => Err(e),
        ControlFlow::Continue(()) => Ok(()),
    }
}

/// Where the second statement of `sql` begins: the first token after the
/// first top-level semicolon that is followed by more than blanks.
fn second_statement_start(sql: &str, dialect: Dialect) -> Option<Location> {
    use sqlparser::tokenizer::{Token, Tokenizer};
    let d = crate::parse::parser_dialect(dialect);
    let tokens = Tokenizer::new(d.as_ref(), sql)
        .tokenize_with_location()
        .ok()?;
    let mut after_semicolon = false;
    for t in tokens {
        match t.token {
            Token::SemiColon => after_semicolon = true,
            Token::Whitespace(_) => {}
            _ if after_semicolon => return Location::from_parser(t.span.start),
            _ => {}
        }
    }
    None
}

struct ReadOnlyVisitor<'a> {
    dialect: Dialect,
    options: &'a ReadOnlyOptions,
    root_seen: bool,
}

fn loc(span: &sqlparser::tokenizer::Span) -> Option<Location> {
    Location::from_parser(span.start)
}

fn forbidden(
    kind: ErrorKind,
    message: String,
    span: sqlparser::tokenizer::Span,
) -> ControlFlow<GuardError> {
    ControlFlow::Break(GuardError::new(kind, message).at(loc(&span)))
}

/// The words a person would use for a statement kind (`INSERT`, `CREATE TABLE`…).
pub fn statement_kind(s: &Statement) -> String {
    let text = s.to_string();
    let words: Vec<&str> = text.split_whitespace().take(2).collect();
    match words.as_slice() {
        [first, second]
            if matches!(
                first.to_ascii_uppercase().as_str(),
                "CREATE" | "DROP" | "ALTER" | "EXPLAIN"
            ) && second.chars().all(|c| c.is_ascii_alphabetic()) =>
        {
            format!(
                "{} {}",
                first.to_ascii_uppercase(),
                second.to_ascii_uppercase()
            )
        }
        [first, ..] => first.to_ascii_uppercase(),
        [] => "an empty statement".into(),
    }
}

fn parts(name: &ObjectName) -> Vec<String> {
    name.0
        .iter()
        .map(|p| match p {
            ObjectNamePart::Identifier(i) => i.value.clone(),
            ObjectNamePart::Function(f) => f.name.value.clone(),
        })
        .collect()
}

impl ReadOnlyVisitor<'_> {
    fn check_body(&self, body: &SetExpr) -> ControlFlow<GuardError> {
        match body {
            SetExpr::Select(s) => self.check_select(s),
            SetExpr::Query(_) | SetExpr::Values(_) => ControlFlow::Continue(()),
            SetExpr::SetOperation { left, right, .. } => {
                self.check_body(left)?;
                self.check_body(right)
            }
            SetExpr::Table(t) => {
                let mut name = Vec::new();
                name.extend(t.schema_name.clone());
                name.extend(t.table_name.clone());
                self.check_relation_name(&name, body.span())
            }
            other => forbidden(
                ErrorKind::ForbiddenConstruct,
                format!("a query may not contain {}", first_word(&other.to_string())),
                other.span(),
            ),
        }
    }

    fn check_select(&self, select: &Select) -> ControlFlow<GuardError> {
        if let Some(into) = &select.into {
            return forbidden(
                ErrorKind::ForbiddenConstruct,
                "SELECT … INTO writes a table; only reading is allowed".into(),
                into.span(),
            );
        }
        ControlFlow::Continue(())
    }

    fn check_relation_name(
        &self,
        parts: &[String],
        span: sqlparser::tokenizer::Span,
    ) -> ControlFlow<GuardError> {
        if let Some(file) = parts.iter().find(|p| looks_like_file(p)) {
            return forbidden(
                ErrorKind::ForbiddenSource,
                format!(
                    "`{file}` looks like a file or URL; only tables of the database may be read"
                ),
                span,
            );
        }
        if !self.options.allow_system_catalogs && is_system_catalog(self.dialect, parts) {
            return forbidden(
                ErrorKind::ForbiddenSource,
                format!(
                    "`{}` is a system catalog; reading it is not allowed",
                    parts.join(".")
                ),
                span,
            );
        }
        ControlFlow::Continue(())
    }

    fn check_table_function(
        &self,
        name: &ObjectName,
        span: sqlparser::tokenizer::Span,
    ) -> ControlFlow<GuardError> {
        let p = parts(name);
        match p.as_slice() {
            [f] if is_allowed_table_function(self.dialect, f) => ControlFlow::Continue(()),
            _ => forbidden(
                ErrorKind::ForbiddenSource,
                format!(
                    "table function `{}` is not on the read-only allow-list (it may read files, the network or the catalog)",
                    p.join(".")
                ),
                span,
            ),
        }
    }
}

fn first_word(s: &str) -> String {
    s.split_whitespace()
        .next()
        .unwrap_or("")
        .to_ascii_uppercase()
}

impl Visitor for ReadOnlyVisitor<'_> {
    type Break = GuardError;

    fn pre_visit_statement(&mut self, statement: &Statement) -> ControlFlow<GuardError> {
        if self.root_seen {
            // The only statement allowed is the root query: DML in a CTE or
            // a subquery (`WITH d AS (DELETE …)`) is a statement in a query.
            return forbidden(
                ErrorKind::ForbiddenConstruct,
                format!("a query may not contain {}", statement_kind(statement)),
                statement.span(),
            );
        }
        self.root_seen = true;
        ControlFlow::Continue(())
    }

    fn pre_visit_query(&mut self, query: &Query) -> ControlFlow<GuardError> {
        if let Some(lock) = query.locks.first() {
            return forbidden(
                ErrorKind::ForbiddenConstruct,
                format!("locking clause `{lock}` is not allowed in a read-only query"),
                query.span(),
            );
        }
        if query.settings.is_some()
            || query.format_clause.is_some()
            || !query.pipe_operators.is_empty()
        {
            return forbidden(
                ErrorKind::ForbiddenConstruct,
                "SETTINGS, FORMAT and pipe clauses are not allowed".into(),
                query.span(),
            );
        }
        if let Some(f) = &query.for_clause {
            return forbidden(
                ErrorKind::ForbiddenConstruct,
                format!("`{f}` is not allowed"),
                query.span(),
            );
        }
        self.check_body(&query.body)
    }

    fn pre_visit_table_factor(&mut self, factor: &TableFactor) -> ControlFlow<GuardError> {
        match factor {
            TableFactor::Table { name, args, .. } => {
                if let Some(bad) = name.0.iter().find_map(|p| match p {
                    ObjectNamePart::Identifier(i) if i.quote_style == Some('\'') => {
                        Some(i.value.clone())
                    }
                    ObjectNamePart::Function(f) => Some(f.name.value.clone()),
                    _ => None,
                }) {
                    return forbidden(
                        ErrorKind::ForbiddenSource,
                        format!(
                            "`{bad}` is not a table name; only tables of the database may be read"
                        ),
                        factor.span(),
                    );
                }
                if args.is_some() {
                    return self.check_table_function(name, factor.span());
                }
                self.check_relation_name(&parts(name), factor.span())
            }
            TableFactor::Function { name, .. } => self.check_table_function(name, factor.span()),
            TableFactor::TableFunction { expr, .. } => match expr {
                Expr::Function(f) => self.check_table_function(&f.name, factor.span()),
                _ => forbidden(
                    ErrorKind::ForbiddenSource,
                    "unsupported table expression".into(),
                    factor.span(),
                ),
            },
            TableFactor::Derived { .. }
            | TableFactor::NestedJoin { .. }
            | TableFactor::UNNEST { .. }
            | TableFactor::Pivot { .. }
            | TableFactor::Unpivot { .. } => ControlFlow::Continue(()),
            other => forbidden(
                ErrorKind::ForbiddenSource,
                format!(
                    "`{}` is not an allowed source of rows",
                    first_word(&other.to_string())
                ),
                other.span(),
            ),
        }
    }

    fn pre_visit_expr(&mut self, expr: &Expr) -> ControlFlow<GuardError> {
        match expr {
            Expr::Function(f) => {
                let p = parts(&f.name);
                let allowed = match p.as_slice() {
                    [name] => {
                        is_allowed_function(self.dialect, name, &self.options.extra_functions)
                    }
                    _ => false,
                };
                if !allowed {
                    return forbidden(
                        ErrorKind::ForbiddenFunction,
                        format!(
                            "function `{}` is not on the read-only allow-list",
                            p.join(".")
                        ),
                        expr.span(),
                    );
                }
                if let FunctionArguments::Subquery(_) = f.args {
                    // Visited as a query like any other subquery.
                }
                ControlFlow::Continue(())
            }
            Expr::BinaryOp {
                op: BinaryOperator::Assignment,
                ..
            } => forbidden(
                ErrorKind::ForbiddenConstruct,
                "assigning variables is not allowed".into(),
                expr.span(),
            ),
            Expr::Identifier(i) if i.quote_style.is_none() && i.value.starts_with('@') => {
                forbidden(
                    ErrorKind::ForbiddenConstruct,
                    format!("session and user variables (`{}`) are not allowed", i.value),
                    expr.span(),
                )
            }
            Expr::CompoundIdentifier(ids)
                if ids
                    .first()
                    .is_some_and(|i| i.quote_style.is_none() && i.value.starts_with('@')) =>
            {
                forbidden(
                    ErrorKind::ForbiddenConstruct,
                    "session variables are not allowed".into(),
                    expr.span(),
                )
            }
            _ => ControlFlow::Continue(()),
        }
    }
}
