//! Lint rules from the reviewer and tester agents of seed 000, reported as
//! warnings with locations. They never block a query; they tell a person
//! (or the repair loop) what looks risky.

use crate::error::Location;
use crate::scope::name_parts;
use chrono::{Datelike, Duration, NaiveDate};
use serde::Serialize;
use sqlparser::ast::{
    BinaryOperator, Expr, JoinConstraint, JoinOperator, Select, SelectItem, Spanned, Statement,
    TableFactor, ValueWithSpan, Visit, Visitor,
};
use std::collections::{BTreeMap, BTreeSet};
use std::ops::ControlFlow;

/// One lint finding.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Warning {
    /// A stable rule id: `select_star`, `cartesian_product`, `missing_where`,
    /// `partition_filter`, `relative_date_literal`, `unfiltered_large_join`.
    pub rule: &'static str,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<Location>,
}

/// What the lints need to know about the data source.
#[derive(Debug, Clone)]
pub struct LintOptions {
    /// Partitioned tables and their partition column (lower-case names).
    pub partitioned_tables: BTreeMap<String, String>,
    /// Tables large enough that joining them unfiltered is a mistake.
    pub large_tables: BTreeSet<String>,
    /// "Today", for spotting hard-coded relative dates.
    pub today: NaiveDate,
}

impl Default for LintOptions {
    fn default() -> Self {
        LintOptions {
            partitioned_tables: BTreeMap::new(),
            large_tables: BTreeSet::new(),
            today: chrono::Local::now().date_naive(),
        }
    }
}

/// Runs every lint over a statement (queries, and DML for the ETL mode).
pub fn lint(statement: &Statement, options: &LintOptions) -> Vec<Warning> {
    let mut v = Lints {
        options,
        out: Vec::new(),
    };
    let _ = statement.visit(&mut v);
    v.out
}

struct Lints<'a> {
    options: &'a LintOptions,
    out: Vec<Warning>,
}

impl Lints<'_> {
    fn warn(&mut self, rule: &'static str, message: String, span: sqlparser::tokenizer::Span) {
        self.out.push(Warning {
            rule,
            message,
            location: Location::from_parser(span.start),
        });
    }
}

/// Table names (lower-case, last part) of the plain tables a SELECT reads.
fn tables_of(select: &Select) -> Vec<String> {
    let mut out = Vec::new();
    let mut add = |f: &TableFactor| {
        if let TableFactor::Table {
            name, args: None, ..
        } = f
        {
            if let Some(last) = name_parts(name).last() {
                out.push(last.to_ascii_lowercase());
            }
        }
    };
    for twj in &select.from {
        add(&twj.relation);
        for j in &twj.joins {
            add(&j.relation);
        }
    }
    out
}

/// True when the expression compares two column references for equality
/// anywhere (a join condition written in WHERE).
fn has_column_equality(expr: &Expr) -> bool {
    let is_col = |e: &Expr| matches!(e, Expr::Identifier(_) | Expr::CompoundIdentifier(_));
    match expr {
        Expr::BinaryOp {
            left,
            op: BinaryOperator::Eq,
            right,
        } if is_col(left) && is_col(right) => true,
        Expr::BinaryOp { left, right, .. } => {
            has_column_equality(left) || has_column_equality(right)
        }
        Expr::Nested(e) => has_column_equality(e),
        _ => false,
    }
}

fn mentions_column(expr: &Expr, column: &str) -> bool {
    let mut found = false;
    let _ = sqlparser::ast::visit_expressions(expr, |e| {
        let hit = match e {
            Expr::Identifier(i) => i.value.eq_ignore_ascii_case(column),
            Expr::CompoundIdentifier(ids) => ids
                .last()
                .is_some_and(|i| i.value.eq_ignore_ascii_case(column)),
            _ => false,
        };
        if hit {
            found = true;
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    found
}

/// Dates a query might mean relative to today but wrote as a constant.
fn relative_description(date: NaiveDate, today: NaiveDate) -> Option<String> {
    let days = (today - date).num_days();
    let first_of_month = today.with_day(1)?;
    let first_of_last_month = (first_of_month - Duration::days(1)).with_day(1)?;
    let first_of_year = NaiveDate::from_ymd_opt(today.year(), 1, 1)?;
    let first_of_last_year = NaiveDate::from_ymd_opt(today.year() - 1, 1, 1)?;
    Some(match days {
        0 => "today".into(),
        1 => "yesterday".into(),
        7 | 14 | 30 | 90 | 180 | 365 => format!("{days} days ago"),
        _ if date == first_of_month => "the first day of this month".into(),
        _ if date == first_of_last_month => "the first day of last month".into(),
        _ if date == first_of_year => "the first day of this year".into(),
        _ if date == first_of_last_year => "the first day of last year".into(),
        _ => return None,
    })
}

impl Visitor for Lints<'_> {
    type Break = ();

    fn pre_visit_statement(&mut self, statement: &Statement) -> ControlFlow<()> {
        match statement {
            Statement::Delete(d) if d.selection.is_none() => self.warn(
                "missing_where",
                "DELETE without WHERE removes every row".into(),
                statement.span(),
            ),
            Statement::Update(u) if u.selection.is_none() => self.warn(
                "missing_where",
                "UPDATE without WHERE changes every row".into(),
                statement.span(),
            ),
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn pre_visit_select(&mut self, select: &Select) -> ControlFlow<()> {
        for item in &select.projection {
            if matches!(
                item,
                SelectItem::Wildcard(_) | SelectItem::QualifiedWildcard(..)
            ) {
                self.warn(
                    "select_star",
                    "SELECT * reads every column; name the columns you need".into(),
                    item.span(),
                );
            }
        }
        if select.from.len() >= 2 && !select.selection.as_ref().is_some_and(has_column_equality) {
            self.warn(
                "cartesian_product",
                "tables listed with commas and no join condition multiply their rows".into(),
                select.from[1].relation.span(),
            );
        }
        for twj in &select.from {
            for j in &twj.joins {
                let unconstrained = match &j.join_operator {
                    JoinOperator::CrossJoin(_) => true,
                    JoinOperator::Join(c)
                    | JoinOperator::Inner(c)
                    | JoinOperator::Left(c)
                    | JoinOperator::LeftOuter(c)
                    | JoinOperator::Right(c)
                    | JoinOperator::RightOuter(c)
                    | JoinOperator::FullOuter(c) => matches!(c, JoinConstraint::None),
                    _ => false,
                };
                if unconstrained {
                    self.warn(
                        "cartesian_product",
                        "a join without a condition pairs every row with every row".into(),
                        j.relation.span(),
                    );
                }
            }
        }
        let tables = tables_of(select);
        for t in &tables {
            if let Some(col) = self.options.partitioned_tables.get(t) {
                if !select
                    .selection
                    .as_ref()
                    .is_some_and(|w| mentions_column(w, col))
                {
                    self.warn(
                        "partition_filter",
                        format!(
                            "`{t}` is partitioned by `{col}` but the query doesn't filter on it"
                        ),
                        select.span(),
                    );
                }
            }
        }
        if tables.len() >= 2
            && select.selection.is_none()
            && tables.iter().any(|t| self.options.large_tables.contains(t))
        {
            self.warn(
                "unfiltered_large_join",
                "joining a large table without any filter reads all of it".into(),
                select.span(),
            );
        }
        ControlFlow::Continue(())
    }

    fn pre_visit_value(&mut self, value: &ValueWithSpan) -> ControlFlow<()> {
        if let Some(text) = value.value.clone().into_string() {
            let head = text.get(..10).unwrap_or(&text);
            if let Ok(date) = NaiveDate::parse_from_str(head, "%Y-%m-%d") {
                if let Some(what) = relative_description(date, self.options.today) {
                    self.warn(
                        "relative_date_literal",
                        format!("'{text}' is {what}; a relative expression (CURRENT_DATE …) keeps the query correct tomorrow"),
                        value.span,
                    );
                }
            }
        }
        ControlFlow::Continue(())
    }
}
