//! Correctness: the workflow can run and computes what it claims — it
//! parses, its references resolve, it has no cycles, the tables and
//! columns it names exist, its joins compare like with like, a target's
//! declared key is unique by construction, and no sum is double-counted by
//! a join that repeats rows.

use super::{file_line, for_each_select, Rule};
use crate::context::Context;
use crate::finding::{Finding, Severity};
use crate::selects::{Edge, SelectView};
use chatdb_core::LogicalType;
use chatdb_guard::scope::name_parts;
use chatdb_guard::ErrorKind;
use chatdb_lineage::analysis::relation_key;
use chatdb_lineage::ProblemKind;
use sqlparser::ast::{
    Expr, FunctionArg, FunctionArgExpr, FunctionArguments, SelectItem, SetExpr, Statement,
};
use std::collections::{BTreeSet, VecDeque};

/// What reading the workflow ran into: SQL that doesn't parse, refs to
/// missing models, unsupported templates, duplicate models, bad YAML.
pub struct ReadProblems;

impl Rule for ReadProblems {
    fn id(&self) -> &'static str {
        "correctness/parse-error"
    }
    fn describe(&self) -> &'static str {
        "every file reads: SQL parses, ref()/source() resolve, templates are supported, YAML is valid"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for p in &cx.workflow.problems {
            let (rule, hint) = match p.kind {
                ProblemKind::Parse => (
                    "correctness/parse-error",
                    "fix the syntax; the other models were still reviewed",
                ),
                ProblemKind::UnresolvedRef => (
                    "correctness/unresolved-ref",
                    "name an existing model or declare the source",
                ),
                ProblemKind::Template => (
                    "correctness/unsupported-template",
                    "only ref(), source(), this and config() are rendered",
                ),
                ProblemKind::DuplicateModel => (
                    "correctness/duplicate-model",
                    "give each model its own name",
                ),
                ProblemKind::File => ("correctness/unreadable-file", "fix the file"),
            };
            let mut f = cx.at(rule, Severity::Error, None, p.line, p.message.clone(), hint);
            f.model.clone_from(&p.model);
            f.file = Some(p.file.clone());
            out.push(f);
        }
    }
}

/// Models that depend on each other in a circle.
pub struct Cycle;

impl Rule for Cycle {
    fn id(&self) -> &'static str {
        "correctness/cycle"
    }
    fn describe(&self) -> &'static str {
        "model dependencies have no cycle"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for cycle in &cx.analysis.cycles {
            let first = cycle.first().and_then(|n| cx.workflow.model(n));
            let path = if cycle.len() == 1 {
                format!("`{}` reads itself", cycle[0])
            } else {
                let mut names: Vec<String> = cycle.iter().map(|n| format!("`{n}`")).collect();
                names.push(names[0].clone());
                names.join(" → ")
            };
            out.push(cx.at(
                self.id(),
                Severity::Error,
                first,
                first.map_or(0, |m| m.line),
                format!("dependency cycle: {path}"),
                "break the cycle: one of these models must read a source, not the others",
            ));
        }
    }
}

/// Relations that are neither a source table nor a model.
pub struct UnknownTable;

impl Rule for UnknownTable {
    fn id(&self) -> &'static str {
        "correctness/unknown-table"
    }
    fn describe(&self) -> &'static str {
        "every relation read is a table of the source or a model of the workflow"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        let Some(schema) = cx.schema else { return };
        let names: Vec<String> = schema
            .tables
            .iter()
            .map(|t| t.qualified_name())
            .chain(cx.workflow.models.iter().map(|m| m.name.clone()))
            .collect();
        for (m, a) in cx.models() {
            for t in &a.unknown {
                let line = m
                    .statements
                    .iter()
                    .find(|s| s.effects.reads.contains(t))
                    .map_or(m.line, |s| s.line);
                let close = chatdb_guard::validate::closest(t, names.iter().map(String::as_str));
                let hint = match close.first() {
                    Some(c) => format!("did you mean `{c}`?"),
                    None => "create it in an earlier model or read an existing table".into(),
                };
                out.push(cx.at(
                    self.id(),
                    Severity::Error,
                    Some(m),
                    line,
                    format!("table `{t}` does not exist in the source or the workflow"),
                    &hint,
                ));
            }
        }
    }
}

/// Columns no relation in scope has.
pub struct UnknownColumn;

impl Rule for UnknownColumn {
    fn id(&self) -> &'static str {
        "correctness/unknown-column"
    }
    fn describe(&self) -> &'static str {
        "every column named exists in the relations in scope (sources and upstream models)"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        if cx.schema.is_none() {
            return;
        }
        for (m, a) in cx.models() {
            if !a.unknown.is_empty() {
                continue;
            }
            for s in &m.statements {
                let Some(q) = chatdb_lineage::statement::body(&s.ast) else {
                    continue;
                };
                let statement = Statement::Query(Box::new(q.clone()));
                let Err(e) = chatdb_guard::validate::validate(
                    &statement,
                    &cx.analysis.catalog,
                    cx.workflow.dialect,
                ) else {
                    continue;
                };
                let rule = match e.kind {
                    ErrorKind::UnknownColumn => self.id(),
                    ErrorKind::TypeMismatch => "correctness/type-mismatch",
                    _ => continue,
                };
                let line = file_line(s.line, e.location.map_or(0, |l| l.line as usize));
                let hint = match e.suggestions.first() {
                    Some(c) => format!("did you mean `{c}`?"),
                    None => "use a column the relation has".into(),
                };
                out.push(cx.at(
                    rule,
                    Severity::Error,
                    Some(m),
                    line,
                    e.message.clone(),
                    &hint,
                ));
            }
        }
    }
}

/// Broad families of types: comparing across them converts silently or fails.
fn type_family(t: LogicalType) -> Option<u8> {
    match t {
        LogicalType::Integer | LogicalType::Float | LogicalType::Decimal | LogicalType::Boolean => {
            Some(0)
        }
        LogicalType::Text | LogicalType::Uuid => Some(1),
        LogicalType::Date | LogicalType::Timestamp | LogicalType::TimestampTz => Some(2),
        _ => None,
    }
}

/// Join keys of different kinds of type (a number compared with text).
pub struct JoinTypeMismatch;

impl Rule for JoinTypeMismatch {
    fn id(&self) -> &'static str {
        "correctness/join-type-mismatch"
    }
    fn describe(&self) -> &'static str {
        "join keys compare values of the same kind (numbers with numbers, text with text, dates with dates)"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for_each_select(cx, |m, line, v| {
            for e in &v.edges {
                let ty = |(k, c): &(usize, String)| {
                    let rel = &v.rels[*k];
                    let t = cx.table(rel.table.as_deref()?)?;
                    if rel.derived {
                        return None;
                    }
                    t.column(c).map(|col| col.logical_type)
                };
                let (Some(l), Some(r)) = (ty(&e.left), ty(&e.right)) else {
                    continue;
                };
                let (Some(a), Some(b)) = (type_family(l), type_family(r)) else {
                    continue;
                };
                if a == b {
                    continue;
                }
                let said = format!(
                    "join compares `{}.{}` ({l:?}) with `{}.{}` ({r:?})",
                    v.rels[e.left.0].alias, e.left.1, v.rels[e.right.0].alias, e.right.1
                );
                // The source's own foreign key: the database accepted the
                // pair (SQLite compares them by the columns' affinity), so
                // the join is the schema's design — worth a look, not a stop.
                let (severity, message) = if declared_reference(cx, v, e) {
                    (
                        Severity::Warning,
                        format!("{said}, along the source's declared foreign key"),
                    )
                } else {
                    (Severity::Error, said)
                };
                out.push(cx.at(
                    self.id(),
                    severity,
                    Some(m),
                    line,
                    message,
                    "join on keys of the same type, or cast one side explicitly",
                ));
            }
        });
    }
}

/// Whether a join edge between two source tables is one of the source's
/// declared foreign keys, in either direction.
fn declared_reference(cx: &Context<'_>, v: &SelectView<'_>, e: &Edge) -> bool {
    let side = |(k, c): &(usize, String)| {
        let rel = &v.rels[*k];
        let t = cx.source_table(rel.table.as_deref()?)?;
        Some((t, c.clone()))
    };
    let (Some((lt, lc)), Some((rt, rc))) = (side(&e.left), side(&e.right)) else {
        return false;
    };
    let refers = |from: &chatdb_core::Table, col: &str, to: &chatdb_core::Table, to_col: &str| {
        from.foreign_keys.iter().any(|f| {
            f.ref_table.eq_ignore_ascii_case(&to.qualified_name())
                && f.columns
                    .iter()
                    .zip(&f.ref_columns)
                    .any(|(a, b)| a.eq_ignore_ascii_case(col) && b.eq_ignore_ascii_case(to_col))
        })
    };
    refers(lt, &lc, rt, &rc) || refers(rt, &rc, lt, &lc)
}

/// Whether a relation's rows are unique on a set of its columns: known
/// yes, known no, or unknown (`None`).
fn unique_on(
    cx: &Context<'_>,
    v: &SelectView<'_>,
    rel: usize,
    cols: &BTreeSet<String>,
) -> Option<bool> {
    let r = &v.rels[rel];
    if r.derived {
        return r.grouped_on.as_ref().map(|g| g.is_subset(cols));
    }
    let table = r.table.as_deref()?;
    let keys = cx.unique_keys(table);
    if keys.iter().any(|k| k.is_subset(cols)) {
        return Some(true);
    }
    // A model grouped by its key is unique on it.
    if let Some(model) = cx.workflow.model(table) {
        let q = model
            .filling()
            .and_then(|s| chatdb_lineage::statement::body(&s.ast))?;
        return crate::selects::grouped_on(q).map(|g| g.is_subset(cols));
    }
    let known = cx
        .source_table(table)
        .is_some_and(|t| !t.primary_key.is_empty());
    known.then_some(false)
}

/// Two relations of a SELECT, by index, lower first.
type RelPair = (usize, usize);
/// The columns each side of a [`RelPair`] joins on.
type JoinKeys = (BTreeSet<String>, BTreeSet<String>);

/// The relations whose rows a join repeats: for each join between two
/// relations where one side is known not to be unique on its join key,
/// every relation on the other side.
fn repeated(cx: &Context<'_>, v: &SelectView<'_>) -> BTreeSet<usize> {
    let mut pairs: Vec<(RelPair, JoinKeys)> = Vec::new();
    for Edge { left, right } in &v.edges {
        let key = (left.0.min(right.0), left.0.max(right.0));
        let (lc, rc) = if left.0 <= right.0 {
            (&left.1, &right.1)
        } else {
            (&right.1, &left.1)
        };
        match pairs.iter_mut().find(|(k, _)| *k == key) {
            Some((_, (a, b))) => {
                a.insert(lc.clone());
                b.insert(rc.clone());
            }
            None => pairs.push((
                key,
                (BTreeSet::from([lc.clone()]), BTreeSet::from([rc.clone()])),
            )),
        }
    }
    let side = |from: usize, cut: (usize, usize)| -> BTreeSet<usize> {
        let mut seen = BTreeSet::from([from]);
        let mut queue = VecDeque::from([from]);
        while let Some(x) = queue.pop_front() {
            for ((a, b), _) in &pairs {
                if (*a, *b) == cut {
                    continue;
                }
                let next = if *a == x {
                    *b
                } else if *b == x {
                    *a
                } else {
                    continue;
                };
                if seen.insert(next) {
                    queue.push_back(next);
                }
            }
        }
        seen
    };
    let mut out = BTreeSet::new();
    for ((a, b), (ka, kb)) in &pairs {
        if unique_on(cx, v, *b, kb) == Some(false) {
            out.extend(side(*a, (*a, *b)));
        }
        if unique_on(cx, v, *a, ka) == Some(false) {
            out.extend(side(*b, (*a, *b)));
        }
    }
    out
}

/// The aggregates of a SELECT that a repeated row changes: SUM, AVG and
/// COUNT(column) without DISTINCT, with the expression they aggregate.
fn additive_aggregates(v: &SelectView<'_>) -> Vec<(String, Option<Expr>)> {
    let mut out = Vec::new();
    let mut exprs: Vec<&Expr> = v
        .select
        .projection
        .iter()
        .filter_map(|i| match i {
            SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } => Some(e),
            _ => None,
        })
        .collect();
    exprs.extend(v.select.having.iter());
    for e in exprs {
        let _ = sqlparser::ast::visit_expressions(e, |x| {
            if let Expr::Function(f) = x {
                let name = name_parts(&f.name)
                    .last()
                    .cloned()
                    .unwrap_or_default()
                    .to_lowercase();
                if f.over.is_none() && matches!(name.as_str(), "sum" | "avg" | "count" | "total") {
                    if let FunctionArguments::List(list) = &f.args {
                        let distinct = matches!(
                            list.duplicate_treatment,
                            Some(sqlparser::ast::DuplicateTreatment::Distinct)
                        );
                        match list.args.as_slice() {
                            [FunctionArg::Unnamed(FunctionArgExpr::Expr(arg))] if !distinct => {
                                out.push((name, Some(arg.clone())));
                            }
                            [FunctionArg::Unnamed(FunctionArgExpr::Wildcard)] => {
                                out.push((name, None));
                            }
                            _ => {}
                        }
                    }
                }
            }
            std::ops::ControlFlow::<()>::Continue(())
        });
    }
    out
}

/// A SUM/AVG/COUNT over a relation whose rows a join repeats.
pub struct FanOut;

impl Rule for FanOut {
    fn id(&self) -> &'static str {
        "correctness/fan-out"
    }
    fn describe(&self) -> &'static str {
        "no sum, average or count aggregates rows that a one-to-many join has repeated"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for_each_select(cx, |m, line, v| {
            if v.rels.len() < 2 {
                return;
            }
            let repeated = repeated(cx, v);
            if repeated.is_empty() {
                return;
            }
            for (func, arg) in additive_aggregates(v) {
                // COUNT(*) counts the join's rows: those of the first
                // relation, when a join repeats it, are counted again.
                let owner = match &arg {
                    Some(a) => v.owner(a),
                    None => Some(0),
                };
                let Some(owner) = owner else { continue };
                if repeated.contains(&owner) {
                    let rel = &v.rels[owner];
                    let what = match &arg {
                        Some(a) => format!("{}({a})", func.to_uppercase()),
                        None => "COUNT(*)".to_string(),
                    };
                    let offset = arg.as_ref().map_or(0, SelectView::line_of);
                    out.push(cx.at(
                        self.id(),
                        Severity::Error,
                        Some(m),
                        file_line(line, offset),
                        format!(
                            "{what} adds up rows of `{}` that the join repeats once per matching row of a many-side table",
                            rel.table.as_deref().unwrap_or(&rel.alias)
                        ),
                        "aggregate the many side in a subquery first (GROUP BY the join key), then join",
                    ));
                }
            }
        });
    }
}

/// A declared unique key that the model's SQL doesn't guarantee.
pub struct Grain;

impl Rule for Grain {
    fn id(&self) -> &'static str {
        "correctness/grain"
    }
    fn describe(&self) -> &'static str {
        "a target's declared unique key is unique by construction (grouping, DISTINCT or a source key not repeated by joins)"
    }
    fn check(&self, cx: &Context<'_>, out: &mut Vec<Finding>) {
        for (m, a) in cx.models() {
            for key in cx.declared_keys(&m.name) {
                let key: BTreeSet<String> = key.into_iter().collect();
                self.check_key(cx, m, a, &key, out);
            }
        }
    }
}

impl Grain {
    fn check_key(
        &self,
        cx: &Context<'_>,
        m: &chatdb_lineage::Model,
        a: &chatdb_lineage::ModelAnalysis,
        key: &BTreeSet<String>,
        out: &mut Vec<Finding>,
    ) {
        let Some(s) = m.filling() else { return };
        let Some(q) = chatdb_lineage::statement::body(&s.ast) else {
            return;
        };
        if s.text.to_lowercase().contains("row_number") {
            return; // deduplicated by a window; not judged statically
        }
        let problem = match q.body.as_ref() {
            SetExpr::SetOperation { .. } => {
                Some("the target is a UNION of queries, whose rows may repeat a key".to_string())
            }
            SetExpr::Select(_) => match crate::selects::grouped_on(q) {
                Some(g) if g.is_subset(key) => None,
                Some(g) if determined_by_key(cx, q, key, &g, a) => None,
                Some(g) => Some(format!(
                    "rows are grouped by {}, so one key value ({}) can appear in several rows",
                    join(&g),
                    join(key)
                )),
                None => ungrouped_problem(cx, q, key, a),
            },
            _ => None,
        };
        if let Some(p) = problem {
            out.push(cx.at(
                    self.id(),
                    Severity::Error,
                    Some(m),
                    s.line,
                    format!("`{}` declares unique key ({}) but {p}", m.name, join(key)),
                    "group by exactly the key columns, or change the declared key to the grain the SQL produces",
                ));
        }
    }
}

fn join(set: &BTreeSet<String>) -> String {
    set.iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The source columns a model's key columns copy, by table; `None` when a
/// key column is computed.
fn key_origins(
    key: &BTreeSet<String>,
    a: &chatdb_lineage::ModelAnalysis,
) -> Option<std::collections::BTreeMap<String, BTreeSet<String>>> {
    let mut by_table: std::collections::BTreeMap<String, BTreeSet<String>> = Default::default();
    for k in key {
        let col = a.columns.iter().find(|c| c.name.eq_ignore_ascii_case(k))?;
        match col.origins.as_slice() {
            [o] if o.transform == chatdb_lineage::Transform::Identity => {
                by_table
                    .entry(relation_key(&o.column.table))
                    .or_default()
                    .insert(o.column.column.to_lowercase());
            }
            _ => return None,
        }
    }
    Some(by_table)
}

/// True when every grouping column outside the key is functionally
/// determined by it: it comes from a table the key identifies (the key
/// holds that table's unique key), or from a table joined to such a table
/// on its own unique key.
fn determined_by_key(
    cx: &Context<'_>,
    q: &sqlparser::ast::Query,
    key: &BTreeSet<String>,
    grouped: &BTreeSet<String>,
    a: &chatdb_lineage::ModelAnalysis,
) -> bool {
    let Some(origins) = key_origins(key, a) else {
        return false;
    };
    let views = crate::selects::selects(q, &cx.analysis.catalog);
    let Some(v) = views.iter().find(|v| v.outermost) else {
        return false;
    };
    let mut determined: BTreeSet<usize> = (0..v.rels.len())
        .filter(|&k| {
            let r = &v.rels[k];
            !r.derived
                && r.table.as_ref().is_some_and(|t| {
                    origins
                        .get(t)
                        .is_some_and(|cols| cx.unique_keys(t).iter().any(|uk| uk.is_subset(cols)))
                })
        })
        .collect();
    loop {
        let before = determined.len();
        for e in &v.edges {
            for (from, to) in [(&e.left, &e.right), (&e.right, &e.left)] {
                if determined.contains(&from.0)
                    && !determined.contains(&to.0)
                    && unique_on(cx, v, to.0, &BTreeSet::from([to.1.clone()])) == Some(true)
                {
                    determined.insert(to.0);
                }
            }
        }
        if determined.len() == before {
            break;
        }
    }
    let tables: BTreeSet<&str> = determined
        .iter()
        .filter_map(|&k| v.rels[k].table.as_deref())
        .collect();
    grouped.difference(key).all(|g| {
        a.columns
            .iter()
            .find(|c| c.name.eq_ignore_ascii_case(g))
            .is_some_and(|c| {
                !c.origins.is_empty()
                    && c.origins
                        .iter()
                        .all(|o| tables.contains(relation_key(&o.column.table).as_str()))
            })
    })
}

/// For a SELECT without grouping: the key must be a source key carried
/// as-is from a relation that no join repeats.
fn ungrouped_problem(
    cx: &Context<'_>,
    q: &sqlparser::ast::Query,
    key: &BTreeSet<String>,
    a: &chatdb_lineage::ModelAnalysis,
) -> Option<String> {
    let views = crate::selects::selects(q, &cx.analysis.catalog);
    let v = views.iter().find(|v| v.outermost)?;
    let (table, cols) = key_origins(key, a)?.into_iter().next()?;
    let rel = v
        .rels
        .iter()
        .position(|r| !r.derived && r.table.as_deref() == Some(table.as_str()))?;
    match unique_on(cx, v, rel, &cols) {
        Some(false) => Some(format!("`{table}` is not unique on ({})", join(&cols))),
        Some(true) if repeated(cx, v).contains(&rel) => Some(format!(
            "a join repeats rows of `{table}`, so its key repeats too"
        )),
        _ => None,
    }
}
