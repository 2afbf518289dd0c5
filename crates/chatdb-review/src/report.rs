//! A review's result as `chatdb review` prints it: findings, test results
//! and a verdict (passed when no finding is an error and no test failed).

use crate::finding::{Finding, Severity};
use crate::tester::{Status, TestRun};
use chatdb_lineage::Workflow;
use serde::Serialize;
use std::fmt::Write as _;
use std::path::PathBuf;

/// One model as the report lists it.
#[derive(Debug, Clone, Serialize)]
pub struct ModelSummary {
    pub name: String,
    pub file: PathBuf,
    pub line: usize,
    pub depends_on: Vec<String>,
}

/// Counts for the verdict.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Summary {
    pub models: usize,
    pub errors: usize,
    pub warnings: usize,
    pub infos: usize,
    pub tests_passed: usize,
    pub tests_failed: usize,
    pub tests_skipped: usize,
    pub passed: bool,
}

/// A review's report.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub workflow: PathBuf,
    pub dialect: String,
    pub models: Vec<ModelSummary>,
    pub findings: Vec<Finding>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tests: Option<TestRun>,
    pub summary: Summary,
}

impl Report {
    /// Assembles the report of a reviewed (and possibly tested) workflow.
    pub fn new(
        workflow: &Workflow,
        analysis: &chatdb_lineage::Analysis,
        findings: Vec<Finding>,
        tests: Option<TestRun>,
    ) -> Report {
        let count = |s: Severity| findings.iter().filter(|f| f.severity == s).count();
        let by = |st: Status| {
            tests
                .as_ref()
                .map_or(0, |t| t.results.iter().filter(|r| r.status == st).count())
        };
        let tests_failed = tests.as_ref().map_or(0, TestRun::failed);
        let errors = count(Severity::Error);
        let summary = Summary {
            models: workflow.models.len(),
            errors,
            warnings: count(Severity::Warning),
            infos: count(Severity::Info),
            tests_passed: by(Status::Pass),
            tests_failed,
            tests_skipped: by(Status::Skipped),
            passed: errors == 0 && tests_failed == 0,
        };
        let models = analysis
            .order
            .iter()
            .map(|&i| {
                let m = &workflow.models[i];
                ModelSummary {
                    name: m.name.clone(),
                    file: m.file.clone(),
                    line: m.line,
                    depends_on: analysis.models[i].depends_on.clone(),
                }
            })
            .collect();
        Report {
            workflow: workflow.root.clone(),
            dialect: workflow.dialect.name().to_string(),
            models,
            findings,
            tests,
            summary,
        }
    }

    /// The report as text for a terminal.
    pub fn render(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "Workflow {} ({} models, {})",
            self.workflow.display(),
            self.models.len(),
            self.dialect
        );
        for m in &self.models {
            let deps = if m.depends_on.is_empty() {
                String::new()
            } else {
                format!(" ← {}", m.depends_on.join(", "))
            };
            let _ = writeln!(s, "  {} ({}:{}){deps}", m.name, m.file.display(), m.line);
        }
        if self.findings.is_empty() {
            let _ = writeln!(s, "\nNo findings.");
        } else {
            let _ = writeln!(s, "\nFindings:");
        }
        for f in &self.findings {
            let sev = match f.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
                Severity::Info => "info",
            };
            let at = match (&f.file, f.line) {
                (Some(file), 0) => format!("{}", file.display()),
                (Some(file), l) => format!("{}:{l}", file.display()),
                (None, _) => "workflow".to_string(),
            };
            let _ = writeln!(
                s,
                "  {sev:<7} {} [{}] {}\n          fix: {}",
                at, f.rule, f.message, f.hint
            );
        }
        if let Some(t) = &self.tests {
            let _ = writeln!(s, "\nTests (in {}):", t.sandbox);
            for r in &t.results {
                let mark = match r.status {
                    Status::Pass => "pass",
                    Status::Fail => "FAIL",
                    Status::Error => "ERROR",
                    Status::Skipped => "skip",
                    Status::Warn => "warn",
                };
                let model = r
                    .model
                    .as_deref()
                    .map(|m| format!("{m}: "))
                    .unwrap_or_default();
                let _ = writeln!(s, "  {mark:<5} {model}{} — {}", r.name, r.detail);
            }
        }
        let sm = &self.summary;
        let _ = writeln!(
            s,
            "\n{}: {} errors, {} warnings; tests {} passed, {} failed, {} skipped",
            if sm.passed { "PASSED" } else { "FAILED" },
            sm.errors,
            sm.warnings,
            sm.tests_passed,
            sm.tests_failed,
            sm.tests_skipped
        );
        s
    }
}
