//! Performance: no cartesian products, no unfiltered joins of large
//! tables, partition filters on partitioned tables, and predicates an index
//! or zone map can use.

use super::{file_line, for_each_select, Rule};
use crate::context::Context;
use crate::finding::{Finding, Severity};
use crate::selects::SelectView;
use sqlparser::ast::{BinaryOperator, Expr, Value, ValueWithSpan};

/// Relations joined without any condition.
pub struct CartesianJoin;

impl Rule for CartesianJoin {
    fn id(&self) -> &'static str {
        "performance/cartesian-join"
    }
    fn describe(&self) -> &'static str {
        "every joined relation is linked to the others by a condition (no accidental cartesian product)"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for_each_select(cx, |m, line, v| {
            for &(k, explicit) in &v.unconstrained {
                let rel = &v.rels[k];
                let name = rel.table.clone().unwrap_or_else(|| rel.alias.clone());
                let (severity, how) = if explicit {
                    (Severity::Warning, "is CROSS JOINed (or joined ON TRUE)")
                } else {
                    (
                        Severity::Error,
                        "is listed in FROM with no condition linking it to the other tables",
                    )
                };
                out.push(cx.at(
                    self.id(),
                    severity,
                    Some(m),
                    line,
                    format!("`{name}` {how}: every row pairs with every other row"),
                    "add the join condition; keep a CROSS JOIN only for a one-row or small dimension, and say so in a comment",
                ));
            }
        });
    }
}

/// Two large tables joined with no filter at all.
pub struct UnfilteredLargeJoin;

impl Rule for UnfilteredLargeJoin {
    fn id(&self) -> &'static str {
        "performance/unfiltered-large-join"
    }
    fn describe(&self) -> &'static str {
        "joins of two large tables (row counts, or workflow.yml large_tables) are filtered"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for_each_select(cx, |m, line, v| {
            if v.select.selection.is_some() {
                return;
            }
            let large: Vec<String> = v
                .rels
                .iter()
                .filter(|r| !r.derived)
                .filter_map(|r| r.table.clone())
                .filter(|t| cx.large(t))
                .collect();
            if large.len() >= 2 {
                out.push(cx.at(
                    self.id(),
                    Severity::Warning,
                    Some(m),
                    line,
                    format!("large tables {} are joined with no WHERE filter", large.iter().map(|t| format!("`{t}`")).collect::<Vec<_>>().join(" and ")),
                    "filter to the period or partition the target needs (e.g. an incremental window on the date column)",
                ));
            }
        });
    }
}

/// A partitioned table read without a filter on its partition column.
pub struct MissingPartitionFilter;

impl Rule for MissingPartitionFilter {
    fn id(&self) -> &'static str {
        "performance/missing-partition-filter"
    }
    fn describe(&self) -> &'static str {
        "partitioned tables (marked in the YAML, or with a dt/ds/pt partition column) are read with a filter on the partition column"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for_each_select(cx, |m, line, v| {
            for (k, rel) in v.rels.iter().enumerate() {
                if rel.derived {
                    continue;
                }
                let Some(table) = rel.table.as_deref() else {
                    continue;
                };
                let Some(partition) = cx.partition_column(table) else {
                    continue;
                };
                let part = &partition.column;
                let filtered = v.select.selection.as_ref().is_some_and(|w| {
                    let mut hit = false;
                    let _ = sqlparser::ast::visit_expressions(w, |x| {
                        if matches!(x, Expr::Identifier(_) | Expr::CompoundIdentifier(_))
                            && v.resolve(x)
                                .is_some_and(|(r, c)| r == k && c.eq_ignore_ascii_case(part))
                        {
                            hit = true;
                        }
                        std::ops::ControlFlow::<()>::Continue(())
                    });
                    hit
                });
                if !filtered {
                    out.push(cx.at(
                        self.id(),
                        Severity::Warning,
                        Some(m),
                        line,
                        if partition.declared {
                            format!("`{table}` is partitioned by `{part}` but read without a filter on it: every partition is scanned")
                        } else {
                            format!("`{table}` has a column `{part}`, by warehouse convention its partition column, but is read without a filter on it: every partition is scanned")
                        },
                        "filter on the partition column (the load window), so only the partitions needed are read",
                    ));
                }
            }
        });
    }
}

/// Predicates that wrap the column in a function or arithmetic, or LIKE
/// patterns starting with a wildcard.
pub struct NonSargable;

impl Rule for NonSargable {
    fn id(&self) -> &'static str {
        "performance/non-sargable"
    }
    fn describe(&self) -> &'static str {
        "filters compare bare columns (no function, cast or arithmetic on the column; no LIKE '%…')"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for_each_select(cx, |m, line, v| {
            let Some(w) = &v.select.selection else { return };
            for (e, why) in non_sargable(w) {
                out.push(cx.at(
                    self.id(),
                    Severity::Warning,
                    Some(m),
                    file_line(line, SelectView::line_of(e)),
                    format!("`{e}` {why}, so no index, partition or zone map on the column can be used"),
                    "compare the bare column with a computed constant range (e.g. d >= DATE '…' AND d < DATE '…')",
                ));
            }
        });
    }
}

fn non_sargable(e: &Expr) -> Vec<(&Expr, &'static str)> {
    let mut out = Vec::new();
    match e {
        Expr::BinaryOp {
            left,
            op: BinaryOperator::And | BinaryOperator::Or,
            right,
        } => {
            out.extend(non_sargable(left));
            out.extend(non_sargable(right));
        }
        Expr::Nested(inner) => out.extend(non_sargable(inner)),
        Expr::BinaryOp {
            left,
            op:
                BinaryOperator::Eq
                | BinaryOperator::Lt
                | BinaryOperator::LtEq
                | BinaryOperator::Gt
                | BinaryOperator::GtEq,
            right,
        } => {
            for (side, other) in [(left, right), (right, left)] {
                if wraps_column(side) && is_constant(other) {
                    out.push((e, "applies a function or arithmetic to the column"));
                    break;
                }
            }
        }
        Expr::Between {
            expr, low, high, ..
        } if wraps_column(expr) && is_constant(low) && is_constant(high) => {
            out.push((e, "applies a function or arithmetic to the column"));
        }
        Expr::InList { expr, list, .. } if wraps_column(expr) && list.iter().all(is_constant) => {
            out.push((e, "applies a function or arithmetic to the column"));
        }
        Expr::Like {
            negated: false,
            pattern,
            ..
        }
        | Expr::ILike {
            negated: false,
            pattern,
            ..
        } => {
            if let Expr::Value(ValueWithSpan {
                value: Value::SingleQuotedString(p),
                ..
            }) = pattern.as_ref()
            {
                if p.starts_with('%') || p.starts_with('_') {
                    out.push((e, "starts its pattern with a wildcard"));
                }
            }
        }
        _ => {}
    }
    out
}

/// A column inside a function call, cast or arithmetic.
fn wraps_column(e: &Expr) -> bool {
    let wrapped = matches!(
        e,
        Expr::Function(_)
            | Expr::Cast { .. }
            | Expr::Extract { .. }
            | Expr::BinaryOp { .. }
            | Expr::Substring { .. }
            | Expr::Trim { .. }
            | Expr::Ceil { .. }
            | Expr::Floor { .. }
    );
    wrapped && has_column(e)
}

fn has_column(e: &Expr) -> bool {
    let mut found = false;
    let _ = sqlparser::ast::visit_expressions(e, |x| {
        if matches!(x, Expr::Identifier(_) | Expr::CompoundIdentifier(_)) {
            found = true;
        }
        std::ops::ControlFlow::<()>::Continue(())
    });
    found
}

/// An expression with no column (a literal or a computation over literals
/// and the clock).
pub fn is_constant(e: &Expr) -> bool {
    let mut constant = true;
    let _ = sqlparser::ast::visit_expressions(e, |x| {
        match x {
            Expr::Identifier(i) if !is_clock(&i.value) => constant = false,
            Expr::CompoundIdentifier(_) | Expr::Subquery(_) => constant = false,
            _ => {}
        }
        std::ops::ControlFlow::<()>::Continue(())
    });
    constant
}

fn is_clock(name: &str) -> bool {
    matches!(
        name.to_ascii_lowercase().as_str(),
        "current_date" | "current_timestamp" | "current_time" | "now" | "localtimestamp"
    )
}
