//! What the reviewer reports: a finding names its rule, family, severity,
//! where it is (model, file, line) and how to fix it.

use serde::Serialize;
use std::path::PathBuf;

/// The five review dimensions of seed 000 §5.5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Family {
    Completeness,
    Correctness,
    Performance,
    Security,
    BestPractice,
}

impl Family {
    pub fn name(self) -> &'static str {
        match self {
            Family::Completeness => "completeness",
            Family::Correctness => "correctness",
            Family::Performance => "performance",
            Family::Security => "security",
            Family::BestPractice => "best_practice",
        }
    }
}

/// How bad a finding is: errors fail the review.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    Info,
    Warning,
    Error,
}

/// One finding.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// `family/name`, e.g. `correctness/fan-out`.
    pub rule: &'static str,
    pub family: Family,
    pub severity: Severity,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<PathBuf>,
    /// 1-based; 0 when the finding is about the workflow as a whole.
    pub line: usize,
    pub message: String,
    pub hint: String,
}
