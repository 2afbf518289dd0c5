//! The Developer's output checked: one select part becomes the models'
//! statements, which must pass the guard's write policy, the Reviewer's
//! rules and the Tester's sandbox run. [`Built::failures`] says in words
//! what failed — what the run reports, and what the Developer's model
//! strategy ([`crate::repair`]) rewrites the select part from.

use crate::developer::ModelSql;
use crate::intent::UserIntent;
use crate::plan::ArchitecturePlan;
use chatdb_flow::source::LoadedSource;
use chatdb_guard::WriteChecked;
use chatdb_lineage::{Analysis, Workflow};
use chatdb_review::tester::TestRun;
use chatdb_review::{Context, Finding, ReviewOptions, Severity};
use std::collections::BTreeMap;

/// A workflow built from one select part, and what its checks found.
pub struct Built {
    pub models: Vec<ModelSql>,
    /// The statements the write policy admitted, or why it refused one
    /// (then nothing was reviewed or tested).
    pub writes: Result<Vec<WriteChecked>, String>,
    pub findings: Vec<Finding>,
    pub tests: Option<TestRun>,
}

impl Built {
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
        let mut out = Vec::new();
        if let Err(e) = &self.writes {
            out.push(e.clone());
        }
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

/// Develops the plan's models from the intent's select part, checks them
/// against the write policy and, when admitted, reviews them and (with
/// `test`) runs them in a sandbox. `Err` only when the workflow could not
/// be written out for review.
pub async fn build(
    source: &LoadedSource,
    intent: &UserIntent,
    plan: &ArchitecturePlan,
    test: bool,
) -> Result<Built, String> {
    let schema = &source.catalog.schema;
    let models = crate::developer::develop(intent, plan, schema.dialect);
    let targets = vec![intent.target.name.clone()];
    let writes = crate::apply::check(&models, schema.dialect, schema, &targets);
    let (findings, tests) = if writes.is_ok() {
        review_and_test(source, intent, &models, test).await?
    } else {
        (Vec::new(), None)
    };
    Ok(Built {
        models,
        writes,
        findings,
        tests,
    })
}

/// Writes the models as a SQL workflow in a temporary directory (with
/// `workflow.yml` declaring the target and its key), reviews it and, when
/// asked, runs it in a sandbox.
async fn review_and_test(
    source: &LoadedSource,
    intent: &UserIntent,
    models: &[ModelSql],
    test: bool,
) -> Result<(Vec<Finding>, Option<TestRun>), String> {
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
    let schema = &source.catalog.schema;
    let workflow = Workflow::read(dir.path(), schema.dialect).map_err(|e| e.to_string())?;
    let analysis = Analysis::new(&workflow, Some(schema));
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
    let cx = Context {
        workflow: &workflow,
        analysis: &analysis,
        schema: Some(schema),
        semantic: source.semantic.as_ref(),
        row_counts,
        options: ReviewOptions::default(),
    };
    let findings = chatdb_review::review(&cx);
    let tests = if test {
        let mut run = chatdb_review::tester::run(&cx, &findings, &source.source).await;
        accept_nullable_keys(&mut run, &intent.target.nullable_keys);
        Some(run)
    } else {
        None
    };
    Ok((findings, tests))
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
