//! The tester's dynamic half (seed 000 §5.6): the models run in a sandbox
//! in dependency order, then generated tests check every target — rows
//! exist, declared keys are unique and not null, the data-quality rules of
//! the workflow's and the semantic layer's YAML hold, and summed measures
//! reconcile with their source. The source is never modified: see
//! [`chatdb_connect::sandbox`].

use crate::context::Context;
use crate::finding::{Family, Finding, Severity};
use chatdb_connect::sandbox::Sandbox;
use chatdb_connect::DataSource;
use chatdb_core::Dialect;
use chatdb_knowledge::semantic::{ColumnRule, Range};
use chatdb_lineage::analysis::relation_key;
use chatdb_lineage::{InfluenceKind, Materialization, Model};
use serde::Serialize;
use std::collections::BTreeSet;

/// How a test ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Pass,
    Fail,
    /// The test or the model could not run.
    Error,
    Skipped,
    /// Found what it checks for, which the caller accepts (the detail
    /// says why): e.g. NULL in a grouping key copied from a nullable
    /// source column.
    Warn,
}

impl Status {
    /// The test failed or could not run.
    pub fn failed(self) -> bool {
        matches!(self, Status::Fail | Status::Error)
    }
}

/// One test's result.
#[derive(Debug, Clone, Serialize)]
pub struct TestResult {
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
    pub status: Status,
    pub detail: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sql: Option<String>,
}

/// The dynamic run of a workflow.
#[derive(Debug, Clone, Serialize)]
pub struct TestRun {
    /// Where the models ran.
    pub sandbox: String,
    pub results: Vec<TestResult>,
}

impl TestRun {
    pub fn failed(&self) -> usize {
        self.results.iter().filter(|r| r.status.failed()).count()
    }
}

/// Runs the workflow's models in a sandbox over `source` and checks them.
/// Nothing runs when the review found a security error or nothing to run.
pub async fn run(cx: &Context<'_>, findings: &[Finding], source: &DataSource) -> TestRun {
    let blocked = findings
        .iter()
        .find(|f| f.family == Family::Security && f.severity == Severity::Error);
    if let Some(f) = blocked {
        return TestRun {
            sandbox: "none".into(),
            results: vec![TestResult {
                name: "run models".into(),
                model: f.model.clone(),
                status: Status::Skipped,
                detail: format!("not run: {} ({})", f.message, f.rule),
                sql: None,
            }],
        };
    }
    let mut sandbox = match Sandbox::open(source).await {
        Ok(s) => s,
        Err(e) => {
            return TestRun {
                sandbox: "none".into(),
                results: vec![TestResult {
                    name: "open sandbox".into(),
                    model: None,
                    status: Status::Error,
                    detail: e.to_string(),
                    sql: None,
                }],
            }
        }
    };
    let mut results = Vec::new();
    let broken: BTreeSet<&str> = cx
        .workflow
        .problems
        .iter()
        .filter_map(|p| p.model.as_deref())
        .chain(cx.analysis.cycles.iter().flatten().map(String::as_str))
        .collect();
    let mut failed: BTreeSet<String> = BTreeSet::new();
    let mut built: Vec<&Model> = Vec::new();
    for (m, a) in cx.models() {
        let name = format!("run {}", m.name);
        let upstream_failed = a.depends_on.iter().find(|d| failed.contains(*d));
        if broken.contains(m.name.as_str()) || upstream_failed.is_some() {
            let why = match upstream_failed {
                Some(d) => format!("skipped: upstream model `{d}` did not run"),
                None => "skipped: the model has problems (see findings)".into(),
            };
            failed.insert(m.name.clone());
            results.push(TestResult {
                name,
                model: Some(m.name.clone()),
                status: Status::Skipped,
                detail: why,
                sql: None,
            });
            continue;
        }
        let sql = model_sql(m, sandbox.dialect());
        match sandbox.execute(&sql).await {
            Ok(()) => {
                results.push(TestResult {
                    name,
                    model: Some(m.name.clone()),
                    status: Status::Pass,
                    detail: "ran".into(),
                    sql: Some(sql),
                });
                built.push(m);
            }
            Err(e) => {
                failed.insert(m.name.clone());
                results.push(TestResult {
                    name,
                    model: Some(m.name.clone()),
                    status: Status::Error,
                    detail: e.to_string(),
                    sql: Some(sql),
                });
            }
        }
    }
    for m in built {
        if m.filling().is_none() {
            continue;
        }
        for t in tests_for(cx, m, sandbox.dialect()) {
            results.push(check(&mut sandbox, t).await);
        }
    }
    let description = sandbox.description.clone();
    if let Err(e) = sandbox.close().await {
        results.push(TestResult {
            name: "close sandbox".into(),
            model: None,
            status: Status::Error,
            detail: e.to_string(),
            sql: None,
        });
    }
    TestRun {
        sandbox: description,
        results,
    }
}

/// The SQL that builds a model in the sandbox.
fn model_sql(m: &Model, dialect: Dialect) -> String {
    let name = quote_name(&m.name, dialect);
    let text = |s: &chatdb_lineage::SqlStatement| statement_sql(s, dialect);
    match m.materialized {
        Materialization::Script => m
            .statements
            .iter()
            .map(|s| format!("{};\n", text(s)))
            .collect(),
        Materialization::Table => format!("CREATE TABLE {name} AS\n{}", text(&m.statements[0])),
        Materialization::View => format!("CREATE VIEW {name} AS\n{}", text(&m.statements[0])),
    }
}

/// A statement's text as the sandbox runs it: on DuckDB, whose bundled
/// build lacks the ICU extension the clock functions need, `CURRENT_DATE`
/// and friends become the literals they would return (as the guard does
/// for queries).
fn statement_sql(s: &chatdb_lineage::SqlStatement, dialect: Dialect) -> String {
    if dialect == Dialect::DuckDb {
        let mut ast = s.ast.clone();
        if chatdb_guard::rewrite::fix_clock(&mut ast, chrono::Local::now().naive_local()) {
            return ast.to_string();
        }
    }
    s.text.clone()
}

fn quote_name(name: &str, dialect: Dialect) -> String {
    match name.split_once('.') {
        Some((s, t)) => dialect.quote_qualified(Some(s), t),
        None => dialect.quote_ident(name),
    }
}

/// What a generated test expects of its query's single value.
enum Expect {
    /// A count that must be zero.
    Zero,
    /// A row count within a range.
    Rows(Range),
    /// A date no older than this many days.
    FreshDays(f64),
    /// Equal to the value of another query (reconciliation).
    Equals(String),
}

struct Test {
    name: String,
    model: String,
    sql: String,
    expect: Expect,
}

fn literal(v: &serde_yaml::Value) -> String {
    match v {
        serde_yaml::Value::String(s) => format!("'{}'", s.replace('\'', "''")),
        serde_yaml::Value::Bool(b) => b.to_string().to_uppercase(),
        serde_yaml::Value::Number(n) => n.to_string(),
        other => format!(
            "'{}'",
            serde_yaml::to_string(other)
                .unwrap_or_default()
                .trim()
                .replace('\'', "''")
        ),
    }
}

/// The tests of one model's target.
fn tests_for(cx: &Context<'_>, m: &Model, dialect: Dialect) -> Vec<Test> {
    let t = quote_name(&m.name, dialect);
    let q = |c: &str| dialect.quote_ident(c);
    let mut out = vec![Test {
        name: "has rows".into(),
        model: m.name.clone(),
        sql: format!("SELECT COUNT(*) FROM {t}"),
        expect: Expect::Rows(Range {
            min: Some(1.0),
            max: None,
        }),
    }];
    let key = relation_key(&m.name);
    let spec = cx
        .workflow
        .targets
        .iter()
        .find(|(n, _)| relation_key(n) == key)
        .map(|(_, s)| s);
    let layer = cx.semantic.and_then(|l| {
        l.tables
            .iter()
            .find(|(n, _)| relation_key(n) == key)
            .map(|(_, s)| s)
    });
    let keys = cx.declared_keys(&m.name);
    let mut rules: Vec<(String, ColumnRule)> = Vec::new();
    if let Some(s) = spec {
        for (c, rs) in &s.columns {
            rules.extend(rs.iter().map(|r| (c.clone(), r.clone())));
        }
    }
    if let Some(l) = layer {
        for (c, cs) in &l.columns {
            rules.extend(cs.quality.iter().map(|r| (c.clone(), r.clone())));
        }
    }
    for k in &keys {
        let cols = k.iter().map(|c| q(c)).collect::<Vec<_>>().join(", ");
        out.push(Test {
            name: format!("unique ({})", k.join(", ")),
            model: m.name.clone(),
            sql: format!("SELECT COUNT(*) FROM (SELECT {cols} FROM {t} GROUP BY {cols} HAVING COUNT(*) > 1) AS d"),
            expect: Expect::Zero,
        });
        for c in k {
            rules.push((c.clone(), ColumnRule::NotNull));
        }
    }
    let mut seen = BTreeSet::new();
    for (c, rule) in rules {
        let col = q(&c);
        let (name, sql) = match &rule {
            ColumnRule::NotNull => (format!("not_null {c}"), format!("SELECT COUNT(*) FROM {t} WHERE {col} IS NULL")),
            ColumnRule::Unique => (
                format!("unique {c}"),
                format!("SELECT COUNT(*) FROM (SELECT {col} FROM {t} WHERE {col} IS NOT NULL GROUP BY {col} HAVING COUNT(*) > 1) AS d"),
            ),
            ColumnRule::AcceptedValues(values) => (
                format!("accepted_values {c}"),
                format!(
                    "SELECT COUNT(*) FROM {t} WHERE {col} IS NOT NULL AND {col} NOT IN ({})",
                    values.iter().map(literal).collect::<Vec<_>>().join(", ")
                ),
            ),
            ColumnRule::Relationships(to) => {
                let Some((rt, rc)) = to.rsplit_once('.') else { continue };
                (
                    format!("relationships {c} → {to}"),
                    format!(
                        "SELECT COUNT(*) FROM {t} AS x WHERE x.{col} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM {} AS r WHERE r.{} = x.{col})",
                        quote_name(rt, dialect),
                        q(rc)
                    ),
                )
            }
            ColumnRule::Range(r) => {
                let mut conds = Vec::new();
                if let Some(lo) = r.min {
                    conds.push(format!("{col} < {lo}"));
                }
                if let Some(hi) = r.max {
                    conds.push(format!("{col} > {hi}"));
                }
                if conds.is_empty() {
                    continue;
                }
                (format!("range {c}"), format!("SELECT COUNT(*) FROM {t} WHERE {}", conds.join(" OR ")))
            }
        };
        if seen.insert(name.clone()) {
            out.push(Test {
                name,
                model: m.name.clone(),
                sql,
                expect: Expect::Zero,
            });
        }
    }
    let row_count = spec
        .and_then(|s| s.row_count.clone())
        .or_else(|| layer.and_then(|l| l.quality.row_count.clone()));
    if let Some(r) = row_count {
        out.push(Test {
            name: "row_count".into(),
            model: m.name.clone(),
            sql: format!("SELECT COUNT(*) FROM {t}"),
            expect: Expect::Rows(r),
        });
    }
    if let Some(f) = layer.and_then(|l| l.quality.freshness.clone()) {
        out.push(Test {
            name: format!("freshness {}", f.column),
            model: m.name.clone(),
            sql: format!("SELECT MAX({}) FROM {t}", q(&f.column)),
            expect: Expect::FreshDays(f.max_age_days),
        });
    }
    out.extend(reconciliations(cx, m, dialect));
    out
}

/// Summed measures of an unfiltered single-query model must add up to
/// their source's: a result column that is `SUM(column)` of a source
/// column copied as it is.
fn reconciliations(cx: &Context<'_>, m: &Model, dialect: Dialect) -> Vec<Test> {
    let Some(a) = cx.analysis.model(&m.name) else {
        return Vec::new();
    };
    let filtered = a.influences().any(|i| i.kind == InfluenceKind::Filter);
    if filtered || a.queries.len() != 1 {
        return Vec::new();
    }
    let Some(q) = m
        .filling()
        .and_then(|s| chatdb_lineage::statement::body(&s.ast))
    else {
        return Vec::new();
    };
    let sqlparser::ast::SetExpr::Select(select) = q.body.as_ref() else {
        return Vec::new();
    };
    if q.with.is_some() {
        return Vec::new();
    }
    let t = quote_name(&m.name, dialect);
    let mut out = Vec::new();
    for (i, c) in a.columns.iter().enumerate() {
        let expr = match select.projection.get(i) {
            Some(
                sqlparser::ast::SelectItem::UnnamedExpr(e)
                | sqlparser::ast::SelectItem::ExprWithAlias { expr: e, .. },
            ) => e,
            _ => continue,
        };
        if !is_sum_of_column(expr) {
            continue;
        }
        let [o] = c.origins.as_slice() else { continue };
        if o.column.column == "*" {
            continue;
        }
        let src = quote_name(&o.column.table, dialect);
        out.push(Test {
            name: format!("reconcile SUM({}) = SUM({})", c.name, o.column),
            model: m.name.clone(),
            sql: format!("SELECT SUM({}) FROM {t}", dialect.quote_ident(&c.name)),
            expect: Expect::Equals(format!(
                "SELECT SUM({}) FROM {src}",
                dialect.quote_ident(&o.column.column)
            )),
        });
    }
    out
}

/// `SUM(col)` (no DISTINCT, no window, no expression inside).
fn is_sum_of_column(e: &sqlparser::ast::Expr) -> bool {
    use sqlparser::ast::{Expr, FunctionArg, FunctionArgExpr, FunctionArguments};
    let Expr::Function(f) = e else { return false };
    let name = f.name.to_string().to_ascii_lowercase();
    let FunctionArguments::List(list) = &f.args else {
        return false;
    };
    name == "sum"
        && f.over.is_none()
        && list.duplicate_treatment.is_none()
        && matches!(
            list.args.as_slice(),
            [FunctionArg::Unnamed(FunctionArgExpr::Expr(
                Expr::Identifier(_) | Expr::CompoundIdentifier(_)
            ))]
        )
}

async fn value(sandbox: &mut Sandbox, sql: &str) -> Result<Option<String>, String> {
    let checked = chatdb_guard::check(sql, sandbox.dialect()).map_err(|e| e.to_string())?;
    sandbox.scalar(&checked).await.map_err(|e| e.to_string())
}

async fn check(sandbox: &mut Sandbox, t: Test) -> TestResult {
    let got = value(sandbox, &t.sql).await;
    let number = |v: &Option<String>| v.as_deref().and_then(|s| s.trim().parse::<f64>().ok());
    let (status, detail) = match (&t.expect, got) {
        (_, Err(e)) => (Status::Error, e),
        (Expect::Zero, Ok(v)) => match number(&v) {
            Some(0.0) => (Status::Pass, "0 offending rows".into()),
            Some(n) => (Status::Fail, format!("{n} offending rows")),
            None => (Status::Error, format!("unexpected result {v:?}")),
        },
        (Expect::Rows(r), Ok(v)) => match number(&v) {
            Some(n) if r.min.is_none_or(|lo| n >= lo) && r.max.is_none_or(|hi| n <= hi) => {
                (Status::Pass, format!("{n} rows"))
            }
            Some(n) => (Status::Fail, format!("{n} rows, expected {}", bounds(r))),
            None => (Status::Error, format!("unexpected result {v:?}")),
        },
        (Expect::FreshDays(days), Ok(v)) => match v.as_deref().and_then(parse_date) {
            Some(d) => {
                let age = (chrono::Utc::now().date_naive() - d).num_days() as f64;
                if age <= *days {
                    (Status::Pass, format!("newest {d}, {age} days old"))
                } else {
                    (
                        Status::Fail,
                        format!("newest {d} is {age} days old, more than {days}"),
                    )
                }
            }
            None => (Status::Fail, format!("no date found ({v:?})")),
        },
        (Expect::Equals(other), Ok(v)) => match value(sandbox, other).await {
            Err(e) => (Status::Error, e),
            Ok(w) => match (number(&v), number(&w)) {
                (Some(a), Some(b)) if (a - b).abs() <= 1e-6 * a.abs().max(b.abs()).max(1.0) => {
                    (Status::Pass, format!("{a} = {b}"))
                }
                (a, b) => (Status::Fail, format!("target {a:?} ≠ source {b:?}")),
            },
        },
    };
    TestResult {
        name: t.name,
        model: Some(t.model),
        status,
        detail,
        sql: Some(t.sql),
    }
}

fn bounds(r: &Range) -> String {
    match (r.min, r.max) {
        (Some(a), Some(b)) => format!("between {a} and {b}"),
        (Some(a), None) => format!("at least {a}"),
        (None, Some(b)) => format!("at most {b}"),
        (None, None) => "any".into(),
    }
}

fn parse_date(s: &str) -> Option<chrono::NaiveDate> {
    let head = s.get(..10)?;
    chrono::NaiveDate::parse_from_str(head, "%Y-%m-%d").ok()
}
