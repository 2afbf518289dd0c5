//! What went wrong with an answer. For a correction, an AST diff of the
//! wrong and the corrected SQL names the first part that differs, in the
//! order a reader checks a query: the tables, how they join, what is
//! selected, which rows (filters and their values), the grouping and
//! aggregates, the order and limit. For a run that failed, how it failed.

use chatdb_core::Dialect;
use serde::{Deserialize, Serialize};
use sqlparser::ast::{Expr, Query, SelectItem, SetExpr, Statement, TableFactor, Visit, Visitor};
use std::collections::BTreeSet;
use std::ops::ControlFlow;

/// The kinds of failure (seed 000's FailureAnalyzer).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FailureKind {
    WrongTable,
    WrongJoinPath,
    WrongColumn,
    WrongFilter,
    WrongValue,
    WrongAggregation,
    WrongOrdering,
    Syntax,
    Refused,
    DatabaseError,
    Timeout,
    GaveUp,
    NoAnswer,
    Other,
}

impl FailureKind {
    pub fn name(self) -> &'static str {
        match self {
            FailureKind::WrongTable => "wrong_table",
            FailureKind::WrongJoinPath => "wrong_join_path",
            FailureKind::WrongColumn => "wrong_column",
            FailureKind::WrongFilter => "wrong_filter",
            FailureKind::WrongValue => "wrong_value",
            FailureKind::WrongAggregation => "wrong_aggregation",
            FailureKind::WrongOrdering => "wrong_ordering",
            FailureKind::Syntax => "syntax",
            FailureKind::Refused => "refused",
            FailureKind::DatabaseError => "database_error",
            FailureKind::Timeout => "timeout",
            FailureKind::GaveUp => "gave_up",
            FailureKind::NoAnswer => "no_answer",
            FailureKind::Other => "other",
        }
    }

    /// A hint for a model writing SQL for the same request again.
    pub fn hint(self) -> &'static str {
        match self {
            FailureKind::WrongTable => "an earlier answer read the wrong table",
            FailureKind::WrongJoinPath => "an earlier answer joined the tables the wrong way",
            FailureKind::WrongColumn => "an earlier answer selected the wrong column",
            FailureKind::WrongFilter => "an earlier answer filtered the wrong rows",
            FailureKind::WrongValue => "an earlier answer compared with the wrong value",
            FailureKind::WrongAggregation => "an earlier answer aggregated or grouped wrongly",
            FailureKind::WrongOrdering => "an earlier answer ordered or limited wrongly",
            FailureKind::Syntax => "an earlier attempt was not valid SQL",
            FailureKind::Refused => "an earlier attempt was refused by the read-only guard",
            FailureKind::DatabaseError => "an earlier attempt failed in the database",
            FailureKind::Timeout => "an earlier attempt ran too long",
            FailureKind::GaveUp => "earlier attempts never produced SQL that runs",
            FailureKind::NoAnswer => "this was not answered before",
            FailureKind::Other => "an earlier answer was wrong",
        }
    }
}

/// A failure noted for a request (its signature): the avoidance hint
/// prompts and the rule engine read.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Failure {
    pub source: String,
    pub signature: String,
    pub question: String,
    pub kind: FailureKind,
    /// The SQL that was wrong (or failed), if there was one.
    pub wrong_sql: Option<String>,
    /// The corrected SQL, for a correction.
    pub right_sql: Option<String>,
    /// What happened, in a few words (a reason, an error).
    pub detail: String,
}

/// The parts of a query that a diff compares.
#[derive(Debug, Default, PartialEq)]
struct Shape {
    tables: BTreeSet<String>,
    joins: BTreeSet<String>,
    projection: Vec<String>,
    filter_columns: BTreeSet<String>,
    filter_values: BTreeSet<String>,
    filter_text: String,
    grouping: Vec<String>,
    having: String,
    ordering: Vec<String>,
    limit: String,
    distinct: bool,
}

/// What differs between a wrong statement and its correction.
pub fn analyze(wrong: &str, corrected: &str, dialect: Dialect) -> FailureKind {
    let (Some(a), Some(b)) = (shape(wrong, dialect), shape(corrected, dialect)) else {
        return FailureKind::Syntax;
    };
    if a.tables != b.tables {
        FailureKind::WrongTable
    } else if a.joins != b.joins {
        FailureKind::WrongJoinPath
    } else if a.projection != b.projection || a.distinct != b.distinct {
        let aggregates = |p: &[String]| p.iter().any(|s| s.contains('('));
        if aggregates(&a.projection) != aggregates(&b.projection) || a.grouping != b.grouping {
            FailureKind::WrongAggregation
        } else {
            FailureKind::WrongColumn
        }
    } else if a.filter_text != b.filter_text {
        if a.filter_columns == b.filter_columns && a.filter_values != b.filter_values {
            FailureKind::WrongValue
        } else {
            FailureKind::WrongFilter
        }
    } else if a.grouping != b.grouping || a.having != b.having {
        FailureKind::WrongAggregation
    } else if a.ordering != b.ordering || a.limit != b.limit {
        FailureKind::WrongOrdering
    } else {
        FailureKind::Other
    }
}

fn shape(sql: &str, dialect: Dialect) -> Option<Shape> {
    let Statement::Query(q) = chatdb_guard::parse::first_statement(sql, dialect)? else {
        return None;
    };
    let mut s = Shape::default();
    let mut v = Collect(&mut s);
    let _ = Visit::visit(q.as_ref(), &mut v);
    outer(&q, &mut s);
    Some(s)
}

/// The outermost SELECT's projection, filter, grouping and order.
fn outer(q: &Query, s: &mut Shape) {
    if let SetExpr::Select(sel) = q.body.as_ref() {
        s.projection = sel
            .projection
            .iter()
            .map(|p| match p {
                SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } => {
                    norm(&e.to_string())
                }
                other => norm(&other.to_string()),
            })
            .collect();
        s.distinct = sel.distinct.is_some();
        s.filter_text = sel
            .selection
            .as_ref()
            .map(|e| norm(&e.to_string()))
            .unwrap_or_default();
        if let Some(w) = &sel.selection {
            let mut f = Filters(s);
            let _ = Visit::visit(w, &mut f);
        }
        s.grouping = match &sel.group_by {
            sqlparser::ast::GroupByExpr::Expressions(es, _) => {
                es.iter().map(|e| norm(&e.to_string())).collect()
            }
            other => vec![norm(&other.to_string())],
        };
        s.having = sel
            .having
            .as_ref()
            .map(|e| norm(&e.to_string()))
            .unwrap_or_default();
    } else {
        s.projection = vec![norm(&q.body.to_string())];
    }
    s.ordering = q
        .order_by
        .as_ref()
        .map(|o| vec![norm(&o.to_string())])
        .unwrap_or_default();
    s.limit = q
        .limit_clause
        .as_ref()
        .map(|l| norm(&l.to_string()))
        .unwrap_or_default();
}

/// Lower-cased, quotes, table qualifiers and extra spaces dropped, so
/// spelling and aliases don't count (the tables are compared on their own).
fn norm(s: &str) -> String {
    let unquoted = s.replace(['"', '`'], "").to_lowercase();
    let mut out = String::with_capacity(unquoted.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        out.push_str(word);
        word.clear();
    };
    for ch in unquoted.chars() {
        if ch.is_alphanumeric() || ch == '_' {
            word.push(ch);
        } else if ch == '.' && !word.is_empty() && !word.chars().all(|c| c.is_ascii_digit()) {
            word.clear(); // `t.` of `t.col`: drop the qualifier
        } else {
            flush(&mut word, &mut out);
            out.push(ch);
        }
    }
    flush(&mut word, &mut out);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

struct Collect<'a>(&'a mut Shape);

impl Visitor for Collect<'_> {
    type Break = ();
    fn pre_visit_table_factor(&mut self, t: &TableFactor) -> ControlFlow<()> {
        if let TableFactor::Table { name, .. } = t {
            self.0.tables.insert(norm(&name.to_string()));
        }
        ControlFlow::Continue(())
    }
    fn pre_visit_relation(&mut self, _: &sqlparser::ast::ObjectName) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    fn pre_visit_expr(&mut self, _: &Expr) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    fn pre_visit_query(&mut self, q: &Query) -> ControlFlow<()> {
        if let SetExpr::Select(sel) = q.body.as_ref() {
            for t in &sel.from {
                for j in &t.joins {
                    self.0.joins.insert(norm(&j.join_operator_constraint()));
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// The columns and values a WHERE clause compares.
struct Filters<'a>(&'a mut Shape);

impl Visitor for Filters<'_> {
    type Break = ();
    fn pre_visit_expr(&mut self, e: &Expr) -> ControlFlow<()> {
        match e {
            Expr::Identifier(i) => {
                self.0.filter_columns.insert(i.value.to_lowercase());
            }
            Expr::CompoundIdentifier(ids) => {
                if let Some(last) = ids.last() {
                    self.0.filter_columns.insert(last.value.to_lowercase());
                }
            }
            Expr::Value(v) => {
                self.0.filter_values.insert(v.to_string());
            }
            _ => {}
        }
        ControlFlow::Continue(())
    }
}

/// The text of a join's condition (the part that says how tables meet).
trait JoinText {
    fn join_operator_constraint(&self) -> String;
}

impl JoinText for sqlparser::ast::Join {
    fn join_operator_constraint(&self) -> String {
        use sqlparser::ast::{JoinConstraint, JoinOperator as J};
        let constraint = match &self.join_operator {
            J::Join(c)
            | J::Inner(c)
            | J::Left(c)
            | J::LeftOuter(c)
            | J::Right(c)
            | J::RightOuter(c)
            | J::FullOuter(c) => Some(c),
            _ => None,
        };
        match constraint {
            Some(JoinConstraint::On(e)) => {
                // `a.x = b.y` and `b.y = a.x` are the same join.
                let mut sides: Vec<String> = e.to_string().split('=').map(norm).collect();
                sides.sort();
                sides.join("=")
            }
            Some(other) => norm(&format!("{other:?}")),
            None => norm(&self.relation.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(a: &str, b: &str) -> FailureKind {
        analyze(a, b, Dialect::Sqlite)
    }

    #[test]
    fn the_first_differing_part_names_the_failure() {
        let base = "SELECT name FROM singer WHERE country = 'France' ORDER BY age DESC LIMIT 1";
        assert_eq!(
            kind(
                base,
                "SELECT name FROM concert WHERE country = 'France' ORDER BY age DESC LIMIT 1"
            ),
            FailureKind::WrongTable
        );
        assert_eq!(
            kind(
                base,
                "SELECT song_name FROM singer WHERE country = 'France' ORDER BY age DESC LIMIT 1"
            ),
            FailureKind::WrongColumn
        );
        assert_eq!(
            kind(
                base,
                "SELECT name FROM singer WHERE country = 'Spain' ORDER BY age DESC LIMIT 1"
            ),
            FailureKind::WrongValue
        );
        assert_eq!(
            kind(
                base,
                "SELECT name FROM singer WHERE age > 30 ORDER BY age DESC LIMIT 1"
            ),
            FailureKind::WrongFilter
        );
        assert_eq!(
            kind(
                base,
                "SELECT name FROM singer WHERE country = 'France' ORDER BY age ASC LIMIT 1"
            ),
            FailureKind::WrongOrdering
        );
        assert_eq!(
            kind(
                base,
                "SELECT COUNT(*) FROM singer WHERE country = 'France' ORDER BY age DESC LIMIT 1"
            ),
            FailureKind::WrongAggregation
        );
        assert_eq!(
            kind(
                "SELECT s.name FROM singer AS s JOIN concert AS c ON s.id = c.host_id",
                "SELECT s.name FROM singer AS s JOIN concert AS c ON s.id = c.singer_id"
            ),
            FailureKind::WrongJoinPath
        );
        assert_eq!(
            kind(
                "SELECT s.name FROM singer AS s JOIN concert AS c ON s.id = c.singer_id",
                "SELECT s.name FROM singer AS s JOIN concert AS c ON c.singer_id = s.id"
            ),
            FailureKind::Other,
            "the same join written the other way round"
        );
        assert_eq!(kind("SELEC name", base), FailureKind::Syntax);
        assert_eq!(
            kind(
                "SELECT regions.region_name FROM regions JOIN customers ON customers.region_id = regions.region_id",
                "SELECT r.region_name, COUNT(*) FROM customers AS c JOIN regions AS r ON r.region_id = c.region_id"
            ),
            FailureKind::WrongAggregation,
            "aliases don't make a join differ"
        );
    }
}
