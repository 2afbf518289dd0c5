//! What the Developer's models are checked by: the guard's write policy
//! ([`crate::apply::check`]), the Reviewer's rules ([`review`]) and the Tester's sandbox
//! run ([`test`]), the last two over the models written out once
//! ([`Written`]). [`Checks::failures`] says in words what failed — what
//! the run reports, and what the Developer's model strategy
//! ([`crate::repair`]) rewrites the select part from.

use crate::developer::ModelSql;
use crate::intent::UserIntent;
use chatdb_core::Schema;
use chatdb_flow::source::LoadedSource;
use chatdb_lineage::{Analysis, Workflow};
use chatdb_review::tester::TestRun;
use chatdb_review::{Context, Finding, ReviewOptions, Severity};
use std::collections::BTreeMap;

/// What the checks found of one set of models.
#[derive(Debug, Default)]
pub struct Checks {
    /// Why the write policy refused a statement (then nothing was reviewed
    /// or tested).
    pub refused: Option<String>,
    pub findings: Vec<Finding>,
    pub tests: Option<TestRun>,
    /// The models as the Reviewer read them, which the Tester runs.
    pub written: Option<Written>,
}

impl Checks {
    /// Error-level review findings.
    pub fn errors(&self) -> usize {
        self.findings
            .iter()
            .filter(|f| f.severity == Severity::Error)
            .count()
    }

    /// Sandbox tests that failed.
    pub fn failed_tests(&self) -> usize {
        self.tests.as_ref().map_or(0, TestRun::failed)
    }

    /// Whether nothing stops the workflow: admitted, no review error, no
    /// failed test ([`Self::failures`] is empty).
    pub fn passed(&self) -> bool {
        self.refused.is_none() && self.errors() == 0 && self.failed_tests() == 0
    }

    /// What stops the workflow, one line each: the write policy's
    /// refusal, the review's errors (with their hints), the failed tests.
    /// Empty when it may be applied.
    pub fn failures(&self) -> Vec<String> {
        let mut out: Vec<String> = self.refused.iter().cloned().collect();
        for f in self
            .findings
            .iter()
            .filter(|f| f.severity == Severity::Error)
        {
            out.push(format!("review {}: {} ({})", f.rule, f.message, f.hint));
        }
        for t in self.tests.iter().flat_map(|t| &t.results) {
            if t.status.failed() {
                out.push(format!("test {} failed: {}", t.name, t.detail));
            }
        }
        out
    }
}

/// The models written as a SQL workflow in a temporary directory (with
/// `workflow.yml` declaring the target and its key), read back and
/// analysed: what the Reviewer and the Tester both read.
#[derive(Debug)]
pub struct Written {
    _dir: tempfile::TempDir,
    workflow: Workflow,
    analysis: Analysis,
}

impl Written {
    /// Writes `models` out and reads them back.
    pub fn new(
        intent: &UserIntent,
        models: &[ModelSql],
        schema: &Schema,
    ) -> Result<Written, String> {
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let yml = serde_yaml::to_string(&workflow_yml(intent)).map_err(|e| e.to_string())?;
        std::fs::write(dir.path().join("workflow.yml"), yml).map_err(|e| e.to_string())?;
        for (i, m) in models.iter().filter(|m| !m.is_ephemeral()).enumerate() {
            std::fs::write(
                dir.path().join(format!("{:02}_{}.sql", i + 1, m.name)),
                &m.sql,
            )
            .map_err(|e| e.to_string())?;
        }
        let workflow = Workflow::read(dir.path(), schema.dialect).map_err(|e| e.to_string())?;
        let analysis = Analysis::new(&workflow, Some(schema));
        Ok(Written {
            _dir: dir,
            workflow,
            analysis,
        })
    }
}

/// `workflow.yml` of an intent: every target with its key, and a star
/// schema's fact columns related to their dimensions' keys.
fn workflow_yml(intent: &UserIntent) -> serde_json::Value {
    let targets: Vec<serde_json::Value> = intent
        .targets()
        .map(|t| {
            let mut spec = serde_json::json!({"name": t.name, "unique_key": t.keys});
            if t.name == intent.target.name && !intent.dimensions.is_empty() {
                let columns: serde_json::Map<String, serde_json::Value> = intent
                    .references()
                    .map(|(c, d)| {
                        let to = format!("{}.{}", d.target.name, d.key);
                        (c.to_string(), serde_json::json!([{ "relationships": to }]))
                    })
                    .collect();
                spec["columns"] = serde_json::Value::Object(columns);
            }
            spec
        })
        .collect();
    serde_json::json!({ "targets": targets })
}

/// The Reviewer's findings on the written models.
pub fn review(source: &LoadedSource, written: &Written) -> Vec<Finding> {
    chatdb_review::review(&context(source, written))
}

/// The Tester's sandbox run of the written models, given the review's
/// findings.
pub async fn test(
    source: &LoadedSource,
    intent: &UserIntent,
    written: &Written,
    findings: &[Finding],
) -> TestRun {
    let cx = context(source, written);
    let mut run = chatdb_review::tester::run(&cx, findings, &source.source).await;
    accept_nullable_keys(&mut run, &intent.target.nullable_keys);
    run
}

/// What the review rules and the tester read: the written workflow, its
/// analysis, the source's schema, semantic layer and row counts.
fn context<'c>(source: &'c LoadedSource, written: &'c Written) -> Context<'c> {
    let row_counts: BTreeMap<String, u64> = source
        .catalog
        .tables
        .iter()
        .map(|t| {
            (
                chatdb_lineage::analysis::relation_key(&t.table),
                t.row_count,
            )
        })
        .collect();
    Context {
        workflow: &written.workflow,
        analysis: &written.analysis,
        schema: Some(&source.catalog.schema),
        semantic: source.semantic.as_ref(),
        row_counts,
        options: ReviewOptions::default(),
    }
}

/// A NULL in a grouping key copied from a nullable source column is data,
/// not a defect: one row of the target holds the NULL group. Its not-null
/// test becomes a warning that says so.
fn accept_nullable_keys(run: &mut TestRun, nullable: &[String]) {
    use chatdb_review::tester::Status;
    for r in &mut run.results {
        let column = r.name.strip_prefix("not_null ").unwrap_or("");
        if r.status == Status::Fail && nullable.iter().any(|c| c.eq_ignore_ascii_case(column)) {
            r.status = Status::Warn;
            r.detail = format!(
                "{}: the source column is nullable, so one row holds the NULL group",
                r.detail
            );
        }
    }
}
