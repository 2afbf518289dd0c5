//! Best practice: loads can be re-run without duplicating data, filters
//! don't hard-code dates, targets list their columns, and model names
//! follow the warehouse layers (ODS → DWD → DWS → ADS) in order.

use super::{file_line, for_each_select, Rule};
use crate::context::Context;
use crate::finding::{Finding, Severity};
use crate::selects::SelectView;
use chatdb_lineage::statement::WriteKind;
use sqlparser::ast::{Expr, SelectItem, Value, ValueWithSpan};

/// An INSERT that appends again on every run.
pub struct NonIdempotentInsert;

impl Rule for NonIdempotentInsert {
    fn id(&self) -> &'static str {
        "best-practice/non-idempotent-insert"
    }
    fn describe(&self) -> &'static str {
        "an INSERT into a target is preceded by a DELETE/TRUNCATE/replace of what it loads, or is an upsert (re-runs don't duplicate rows)"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for m in &cx.workflow.models {
            for (i, s) in m.statements.iter().enumerate() {
                for w in s
                    .effects
                    .writes
                    .iter()
                    .filter(|w| w.kind == WriteKind::Insert)
                {
                    let cleared = m.statements[..i].iter().any(|p| {
                        p.effects.writes.iter().any(|x| {
                            x.table == w.table
                                && (matches!(
                                    x.kind,
                                    WriteKind::Delete | WriteKind::Truncate | WriteKind::Drop
                                ) || (x.kind == WriteKind::CreateTable && x.replaces)
                                    || x.kind == WriteKind::CreateTableAs)
                        })
                    });
                    if !cleared {
                        out.push(cx.at(
                            self.id(),
                            Severity::Warning,
                            Some(m),
                            s.line,
                            format!("INSERT INTO `{}` appends again each time the workflow re-runs", w.table),
                            "delete the partition being loaded first (DELETE … WHERE d = …), TRUNCATE, CREATE OR REPLACE, or MERGE/upsert on the key",
                        ));
                    }
                }
            }
        }
    }
}

/// A literal that reads as a date.
fn date_literal(e: &Expr) -> Option<String> {
    let text = match e {
        Expr::Value(ValueWithSpan {
            value: Value::SingleQuotedString(s),
            ..
        }) => s.clone(),
        Expr::TypedString(t) => match &t.value.value {
            Value::SingleQuotedString(s) => s.clone(),
            _ => return None,
        },
        _ => return None,
    };
    let b = text.as_bytes();
    let looks = b.len() >= 8
        && b[..4].iter().all(u8::is_ascii_digit)
        && matches!(b[4], b'-' | b'/')
        && b[5].is_ascii_digit();
    looks.then_some(text)
}

/// Dates written into filters.
pub struct HardCodedDate;

impl Rule for HardCodedDate {
    fn id(&self) -> &'static str {
        "best-practice/hard-coded-date"
    }
    fn describe(&self) -> &'static str {
        "filters compute dates from the run date or a parameter instead of hard-coding them"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for_each_select(cx, |m, line, v| {
            let mut conds: Vec<&Expr> = v.select.selection.iter().collect();
            conds.extend(v.select.having.iter());
            for c in conds {
                let _ = sqlparser::ast::visit_expressions(c, |x| {
                    if let Some(d) = date_literal(x) {
                        out.push(cx.at(
                            self.id(),
                            Severity::Warning,
                            Some(m),
                            file_line(line, SelectView::line_of(x)),
                            format!("the filter hard-codes the date '{d}': the load won't move with time"),
                            "derive it from CURRENT_DATE or a run parameter (e.g. order_date >= CURRENT_DATE - INTERVAL 7 DAY)",
                        ));
                    }
                    std::ops::ControlFlow::<()>::Continue(())
                });
            }
        });
        for m in &cx.workflow.models {
            for s in &m.statements {
                if let sqlparser::ast::Statement::Delete(d) = &s.ast {
                    if let Some(w) = &d.selection {
                        let _ = sqlparser::ast::visit_expressions(w, |x| {
                            if let Some(date) = date_literal(x) {
                                out.push(cx.at(
                                    self.id(),
                                    Severity::Warning,
                                    Some(m),
                                    s.line,
                                    format!("the DELETE hard-codes the date '{date}'"),
                                    "delete the partition the run loads, computed from the run date",
                                ));
                            }
                            std::ops::ControlFlow::<()>::Continue(())
                        });
                    }
                }
            }
        }
    }
}

/// A target whose columns are whatever `*` expands to.
pub struct SelectStar;

impl Rule for SelectStar {
    fn id(&self) -> &'static str {
        "best-practice/select-star"
    }
    fn describe(&self) -> &'static str {
        "a model's result lists its columns (no SELECT * in the outermost query)"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for_each_select(cx, |m, line, v| {
            if !v.outermost {
                return;
            }
            let star = v.select.projection.iter().any(|i| {
                matches!(
                    i,
                    SelectItem::Wildcard(_) | SelectItem::QualifiedWildcard(..)
                )
            });
            if star {
                out.push(cx.at(
                    self.id(),
                    Severity::Warning,
                    Some(m),
                    line,
                    format!(
                        "`{}` selects *: its columns change whenever an upstream table does",
                        m.name
                    ),
                    "list the columns the target needs",
                ));
            }
        });
    }
}

/// The warehouse layer a name's prefix says, ranked from raw to serving.
fn layer(name: &str) -> Option<(&'static str, u8)> {
    let bare = name.rsplit('.').next().unwrap_or(name);
    let schema = name.rsplit_once('.').map(|(s, _)| s);
    const LAYERS: &[(&str, u8)] = &[
        ("src", 0),
        ("raw", 0),
        ("ods", 1),
        ("stg", 1),
        ("staging", 1),
        ("dwd", 2),
        ("int", 2),
        ("dim", 2),
        ("dws", 3),
        ("fct", 3),
        ("fact", 3),
        ("ads", 4),
        ("mart", 4),
        ("rpt", 4),
        ("app", 4),
    ];
    LAYERS
        .iter()
        .find(|(p, _)| bare.starts_with(&format!("{p}_")) || schema == Some(p))
        .copied()
}

/// Model names that don't follow the layers, or read a later layer.
pub struct LayerNaming;

impl Rule for LayerNaming {
    fn id(&self) -> &'static str {
        "best-practice/layer-naming"
    }
    fn describe(&self) -> &'static str {
        "when models use layer prefixes (ods_/dwd_/dws_/ads_, stg_/int_/fct_/mart_), every model has one and none reads a later layer"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        let layered = cx
            .workflow
            .models
            .iter()
            .filter(|m| layer(&m.name).is_some())
            .count();
        if layered == 0 {
            return;
        }
        for (m, a) in cx.models() {
            match layer(&m.name) {
                None if m.filling().is_some() => out.push(cx.at(
                    self.id(),
                    Severity::Warning,
                    Some(m),
                    m.line,
                    format!("`{}` has no layer prefix while the other models do", m.name),
                    "name it by its layer (ods_, dwd_, dws_, ads_ or stg_, int_, fct_, mart_)",
                )),
                Some((p, rank)) => {
                    for d in &a.depends_on {
                        if let Some((q, r)) = layer(d) {
                            if r > rank {
                                out.push(cx.at(
                                    self.id(),
                                    Severity::Warning,
                                    Some(m),
                                    m.line,
                                    format!("`{}` ({p} layer) reads `{d}` from the later {q} layer", m.name),
                                    "layers flow one way: build it from earlier layers, or rename it to its real layer",
                                ));
                            }
                        }
                    }
                }
                None => {}
            }
        }
    }
}
