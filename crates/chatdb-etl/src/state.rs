//! An ETL run between two agents: the graph's nodes ([`Agent`]) and the
//! run state ([`EtlState`]). What the run has decided — the request, how
//! it was asked to run, the intent, the plan, the models, the repairs
//! tried — serializes, so a run that waits on the user is checkpointed and
//! goes on from the agent it stopped at, in any process, without asking a
//! model again. What is cheap to recompute and can't serialize (the
//! source's connection, the checks' results) is recomputed after a resume.

use crate::checks::Checks;
use crate::developer::ModelSql;
use crate::intent::UserIntent;
use crate::knowledge::Knowledge;
use crate::pending::Waiting;
use crate::plan::ArchitecturePlan;
use crate::record::EtlRecord;
use crate::repair::Tried;
use chatdb_flow::source::LoadedSource;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::sync::Arc;

/// The agents of seed 000's ETL workflow, as nodes of one graph.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Agent {
    /// What the source knows that bears on the request
    /// ([`crate::knowledge`]).
    Knowledge,
    /// The request's [`UserIntent`]; asks back when the target is missing.
    Analyst,
    /// The [`ArchitecturePlan`].
    Architect,
    /// The models' SQL, admitted by the write policy.
    Developer,
    /// Static review of the models.
    Reviewer,
    /// The models run in a sandbox with generated tests.
    Tester,
    /// The Developer's model strategy: one repair of a select part that
    /// failed its checks (bounded rounds).
    Repair,
    /// Waits for the user's verdict on the built workflow.
    Feedback,
    /// The case library learns from the verdict.
    Learning,
    /// The dbt project is written to `--out`.
    Output,
    /// The run's status decided and, under `--apply`, the targets written.
    Finalize,
    /// The run is over.
    Done,
}

impl Agent {
    /// The agent's name in traces and events.
    pub fn name(self) -> &'static str {
        match self {
            Agent::Knowledge => "knowledge",
            Agent::Analyst => "analyst",
            Agent::Architect => "architect",
            Agent::Developer => "developer",
            Agent::Reviewer => "reviewer",
            Agent::Tester => "tester",
            Agent::Repair => "repair",
            Agent::Feedback => "feedback",
            Agent::Learning => "learning",
            Agent::Output => "output",
            Agent::Finalize => "finalize",
            Agent::Done => "done",
        }
    }
}

/// How a run was asked to behave; kept with its checkpoint.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// Write the dbt project here.
    pub out: Option<PathBuf>,
    /// Write the targets in the source.
    pub apply: bool,
    /// Run the models in a sandbox with generated tests.
    pub test: bool,
    /// Wait for approval before anything is written.
    pub confirm: bool,
    /// The user approved the workflow.
    pub approved: bool,
    /// The target, overriding the request's (an answer to the Analyst).
    pub target: Option<String>,
    /// The select part to build from instead of reading it from the
    /// request (a user's correction).
    pub select: Option<String>,
    /// The select part the user corrected.
    pub corrected_from: Option<String>,
    /// The user's answer to what an ambiguous select part means.
    #[serde(default)]
    pub meaning: Option<String>,
    /// The user rejected the workflow, for this reason.
    pub rejected: Option<String>,
}

/// One ETL run between two agents.
#[derive(Serialize, Deserialize)]
pub struct EtlState {
    pub request: String,
    pub thread: String,
    /// The agent to run next.
    pub next: Agent,
    /// Agents run in this drive (bounded by the step limit).
    #[serde(skip)]
    pub steps: u32,
    pub settings: Settings,
    /// What the Knowledge agent found.
    #[serde(default)]
    pub knowledge: Option<Knowledge>,
    pub intent: Option<UserIntent>,
    /// The question run of the select part, while it waits on what an
    /// ambiguous word means.
    #[serde(default)]
    pub select_run: Option<Box<chatdb_flow::RunState>>,
    /// The select part the question run gave once its meaning was said
    /// (so a later question — the target — does not ask it again).
    #[serde(default)]
    pub resolved_select: Option<String>,
    pub plan: Option<ArchitecturePlan>,
    pub models: Vec<ModelSql>,
    /// Repair rounds run, and the repairs that failed (shown to the model).
    pub repairs: usize,
    pub tried: Vec<Tried>,
    /// The model stopped repairing (it failed or repeated itself).
    pub repair_stopped: bool,
    /// What the run waits on, when it interrupted.
    pub waiting: Option<Waiting>,
    /// The question asked, when it waits.
    pub question: Option<String>,
    /// The target name offered (or, for approval, the one built).
    pub suggestion: Option<String>,
    /// The record of this drive.
    #[serde(skip, default = "EtlRecord::empty")]
    pub record: EtlRecord,
    /// What the write policy, the review and the tests found of `models`.
    #[serde(skip)]
    pub checks: Checks,
    /// The source; taken by the agent that writes (its read-only
    /// connection must close before the writer opens).
    #[serde(skip)]
    pub source: Option<Arc<LoadedSource>>,
}

impl EtlState {
    /// A new run of `request` in `thread`, starting at the Knowledge agent.
    pub fn new(request: &str, thread: &str, settings: Settings) -> EtlState {
        EtlState {
            request: request.to_string(),
            thread: thread.to_string(),
            next: Agent::Knowledge,
            steps: 0,
            settings,
            knowledge: None,
            intent: None,
            select_run: None,
            resolved_select: None,
            plan: None,
            models: Vec::new(),
            repairs: 0,
            tried: Vec::new(),
            repair_stopped: false,
            waiting: None,
            question: None,
            suggestion: None,
            record: EtlRecord::new(request, thread),
            checks: Checks::default(),
            source: None,
        }
    }

    /// True when the run is over or waits on the user.
    pub fn is_finished(&self) -> bool {
        self.next == Agent::Done || self.waiting.is_some()
    }

    /// The source the run reads.
    pub(crate) fn source(&self) -> Result<Arc<LoadedSource>, String> {
        self.source
            .clone()
            .ok_or_else(|| "the source was closed for writing".to_string())
    }

    /// Ends the run with a message (its status stays as set).
    pub(crate) fn end(&mut self, message: impl Into<String>) -> Agent {
        self.record.message = message.into();
        Agent::Done
    }

    /// The record of the run, with what it decided.
    pub fn into_record(self) -> EtlRecord {
        let mut record = self.record;
        record.knowledge = self.knowledge;
        record.intent = self.intent;
        record.plan = self.plan;
        record.models = self.models;
        record.review = self.checks.findings;
        record.tests = self.checks.tests;
        record
    }
}
