//! What the Developer's models are checked by: the guard's write policy
//! ([`crate::apply::check`]), the Reviewer's rules ([`review`]) and the Tester's sandbox
//! run ([`test`]). [`Checks::failures`] says in words what failed — what
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

/// The Reviewer's findings on the models.
pub fn review(
    source: &LoadedSource,
    intent: &UserIntent,
    models: &[ModelSql],
) -> Result<Vec<Finding>, String> {
    let (_dir, workflow) = workflow(intent, models, &source.catalog.schema)?;
    let analysis = Analysis::new(&workflow, Some(&source.catalog.schema));
    Ok(chatdb_review::review(&context(
        source, &workflow, &analysis,
    )))
}

/// The Tester's sandbox run of the models, given the review's findings.
pub async fn test(
    source: &LoadedSource,
    intent: &UserIntent,
    models: &[ModelSql],
    findings: &[Finding],
) -> Result<TestRun, String> {
    let (_dir, workflow) = workflow(intent, models, &source.catalog.schema)?;
    let analysis = Analysis::new(&workflow, Some(&source.catalog.schema));
    let cx = context(source, &workflow, &analysis);
    let mut run = chatdb_review::tester::run(&cx, findings, &source.source).await;
    accept_nullable_keys(&mut run, &intent.target.nullable_keys);
    Ok(run)
}

/// The models written as a SQL workflow in a temporary directory (with
/// `workflow.yml` declaring the target and its key), and read back.
fn workflow(
    intent: &UserIntent,
    models: &[ModelSql],
    schema: &Schema,
) -> Result<(tempfile::TempDir, Workflow), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let keys = serde_json::to_string(&intent.target.keys).map_err(|e| e.to_string())?;
    let yml = format!(
        "targets:\n  - name: {}\n    unique_key: {keys}\n",
        intent.target.name
    );
    std::fs::write(dir.path().join("workflow.yml"), yml).map_err(|e| e.to_string())?;
    for (i, m) in models.iter().filter(|m| !m.is_ephemeral()).enumerate() {
        std::fs::write(
            dir.path().join(format!("{:02}_{}.sql", i + 1, m.name)),
            &m.sql,
        )
        .map_err(|e| e.to_string())?;
    }
    let workflow = Workflow::read(dir.path(), schema.dialect).map_err(|e| e.to_string())?;
    Ok((dir, workflow))
}

/// What the review rules and the tester read: the workflow, its analysis,
/// the source's schema, semantic layer and row counts.
fn context<'c>(
    source: &'c LoadedSource,
    workflow: &'c Workflow,
    analysis: &'c Analysis,
) -> Context<'c> {
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
        workflow,
        analysis,
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
