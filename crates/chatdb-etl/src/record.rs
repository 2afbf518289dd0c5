//! What an ETL run returns (`--json`) and leaves in the store.

use crate::developer::ModelSql;
use crate::intent::UserIntent;
use crate::knowledge::Knowledge;
use crate::plan::ArchitecturePlan;
use chatdb_review::tester::TestRun;
use chatdb_review::Finding;
use serde::Serialize;
use std::path::PathBuf;

/// How an ETL run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EtlStatus {
    /// Planned, built, reviewed and tested (and applied under `--apply`).
    Done,
    /// Waiting on the user (`chatdb resume --thread ID ANSWER`).
    Clarification,
    /// Built, but the review or the tests found errors: nothing applied.
    NeedsReview,
    /// Not built: the reason says why.
    Failed,
}

/// A target after the run.
#[derive(Debug, Clone, Serialize)]
pub struct TargetResult {
    pub name: String,
    /// Rows after `--apply` (None when not applied).
    pub rows: Option<u64>,
    pub applied: bool,
}

/// One agent's step, for the trace.
#[derive(Debug, Clone, Serialize)]
pub struct AgentStep {
    pub agent: &'static str,
    pub detail: String,
    pub ms: u64,
}

/// The record of an ETL run.
#[derive(Debug, Clone, Serialize)]
pub struct EtlRecord {
    pub run_id: String,
    pub thread_id: String,
    pub request: String,
    pub status: EtlStatus,
    /// What happened, in words (the reason when not done).
    pub message: String,
    /// The question the run waits on, when it does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clarification: Option<String>,
    /// What the Knowledge agent found for the request.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub knowledge: Option<Knowledge>,
    pub intent: Option<UserIntent>,
    pub plan: Option<ArchitecturePlan>,
    pub models: Vec<ModelSql>,
    pub review: Vec<Finding>,
    pub tests: Option<TestRun>,
    pub targets: Vec<TargetResult>,
    /// Files written under `--out`, relative to it.
    pub files: Vec<PathBuf>,
    pub llm_calls: u32,
    pub tokens: u64,
    /// What the case library learned from the user's verdict, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub learned: Option<serde_json::Value>,
    pub trace: Vec<AgentStep>,
}

impl EtlRecord {
    /// A record of no run (what a checkpoint's state holds until it is
    /// resumed).
    pub(crate) fn empty() -> EtlRecord {
        EtlRecord::new("", "")
    }

    pub(crate) fn new(request: &str, thread_id: &str) -> EtlRecord {
        EtlRecord {
            run_id: uuid::Uuid::new_v4().to_string(),
            thread_id: thread_id.to_string(),
            request: request.to_string(),
            status: EtlStatus::Failed,
            message: String::new(),
            clarification: None,
            knowledge: None,
            intent: None,
            plan: None,
            models: Vec::new(),
            review: Vec::new(),
            tests: None,
            targets: Vec::new(),
            files: Vec::new(),
            llm_calls: 0,
            tokens: 0,
            learned: None,
            trace: Vec::new(),
        }
    }
}
