//! Security: sensitive columns are not copied unmasked, and a workflow
//! writes only its own targets — never a source table, never a DROP or
//! TRUNCATE of something it doesn't own.

use super::Rule;
use crate::context::Context;
use crate::finding::{Finding, Severity};
use chatdb_lineage::analysis::relation_key;
use chatdb_lineage::openlineage::is_masking;
use chatdb_lineage::statement::WriteKind;
use chatdb_lineage::Transform;

/// Functions whose result reveals nothing of the values aggregated.
const COUNTING: &[&str] = &["count", "approx_count_distinct", "count_if"];

/// A target column carrying a sensitive source column as it is.
pub struct SensitiveUnmasked;

impl Rule for SensitiveUnmasked {
    fn id(&self) -> &'static str {
        "security/sensitive-unmasked"
    }
    fn describe(&self) -> &'static str {
        "columns holding personal data (YAML `sensitive`, or named like phone/email/身份证) reach targets only hashed or masked"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for (m, a) in cx.models() {
            for c in &a.columns {
                for o in &c.origins {
                    if !cx.sensitive(&o.column) || o.column.column == "*" {
                        continue;
                    }
                    let masked = o.functions.iter().any(|f| is_masking(f));
                    let counted = o.transform == Transform::Aggregate
                        && o.functions.iter().any(|f| COUNTING.contains(&f.as_str()));
                    if masked || counted {
                        continue;
                    }
                    // A sensitive column copied from an upstream model was
                    // reported where it was first copied.
                    if cx.workflow.model(&o.column.table).is_some() {
                        continue;
                    }
                    let line = m.filling().map_or(m.line, |s| s.line);
                    out.push(cx.at(
                        self.id(),
                        Severity::Error,
                        Some(m),
                        line,
                        format!(
                            "`{}.{}` is written from sensitive `{}` without masking",
                            m.name, c.name, o.column
                        ),
                        "hash it (md5/sha256), mask it, or leave it out of the target",
                    ));
                }
            }
        }
    }
}

/// Writes to tables the workflow doesn't own.
pub struct WriteOutsideTargets;

impl Rule for WriteOutsideTargets {
    fn id(&self) -> &'static str {
        "security/write-outside-targets"
    }
    fn describe(&self) -> &'static str {
        "statements write only declared targets (or, undeclared, never a source table the workflow reads)"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for m in &cx.workflow.models {
            for s in &m.statements {
                for w in &s.effects.writes {
                    if destructive(cx, w) {
                        continue; // reported by DestructiveStatement
                    }
                    let outside = !owns(cx, &w.table)
                        && (cx.workflow.targets_declared
                            || cx.produced(&w.table)
                            || cx.source_table(&w.table).is_some()
                            || read_as_source(cx, &w.table));
                    if outside {
                        out.push(cx.at(
                            self.id(),
                            Severity::Error,
                            Some(m),
                            s.line,
                            format!("{:?} writes `{}`, which is not a target of this workflow", w.kind, w.table),
                            "write only the workflow's targets; change source data in its own system, not in a pipeline",
                        ));
                    }
                }
            }
        }
    }
}

/// True when the workflow owns the table: a declared target or, with none
/// declared, a table it produces that is not source data.
fn owns(cx: &Context<'_>, table: &str) -> bool {
    if cx.workflow.targets_declared {
        cx.declared(table)
    } else {
        cx.produced(table) && !foreign(cx, table)
    }
}

/// Source data the workflow only appends to: a table of the source that no
/// model creates and that other source tables reference by foreign key —
/// an entity of the application's data model (customers, orders), which a
/// pipeline reads but does not own.
fn foreign(cx: &Context<'_>, table: &str) -> bool {
    let key = relation_key(table);
    let created = cx.workflow.models.iter().any(|m| {
        m.statements.iter().any(|s| {
            s.effects.writes.iter().any(|w| {
                relation_key(&w.table) == key
                    && matches!(
                        w.kind,
                        WriteKind::CreateTable | WriteKind::CreateTableAs | WriteKind::CreateView
                    )
            })
        })
    });
    let Some(t) = cx.source_table(table) else {
        return false;
    };
    let referenced = cx.schema.is_some_and(|s| {
        s.tables.iter().any(|o| {
            o.foreign_keys
                .iter()
                .any(|f| relation_key(&f.ref_table) == relation_key(&t.qualified_name()))
        })
    });
    !created && referenced
}

fn read_as_source(cx: &Context<'_>, table: &str) -> bool {
    let key = relation_key(table);
    cx.analysis
        .models
        .iter()
        .any(|a| a.sources.iter().any(|s| relation_key(s) == key))
}

/// DROP, TRUNCATE or an unfiltered DELETE of a table that isn't a target.
fn destructive(cx: &Context<'_>, w: &chatdb_lineage::statement::Write) -> bool {
    let kills = matches!(w.kind, WriteKind::Drop | WriteKind::Truncate)
        || (w.kind == WriteKind::Delete && w.replaces);
    kills && !owns(cx, &w.table)
}

/// Destroying data the workflow doesn't own.
pub struct DestructiveStatement;

impl Rule for DestructiveStatement {
    fn id(&self) -> &'static str {
        "security/destructive-statement"
    }
    fn describe(&self) -> &'static str {
        "DROP, TRUNCATE and unfiltered DELETE touch only the workflow's own targets"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for m in &cx.workflow.models {
            for s in &m.statements {
                for w in s.effects.writes.iter().filter(|w| destructive(cx, w)) {
                    out.push(cx.at(
                        self.id(),
                        Severity::Error,
                        Some(m),
                        s.line,
                        format!(
                            "{:?} of `{}`, which this workflow does not produce",
                            w.kind, w.table
                        ),
                        "remove it: a pipeline may only replace the tables it creates",
                    ));
                }
            }
        }
    }
}
