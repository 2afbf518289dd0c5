//! The run record: everything one run did, as `ask --json` prints it and
//! `eval` scores it (PRODUCT.md's contract).

use chatdb_core::{RequestType, Value};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Answered,
    Clarification,
    Abstained,
    Failed,
    Chitchat,
    Consultation,
}

/// What answered a question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AnswerSource {
    /// The rule engine.
    Engine,
    /// A stored case (learned from feedback or imported).
    Case,
    /// A model.
    Model,
}

/// A question back to the user, with concrete options.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Clarification {
    pub question: String,
    pub options: Vec<String>,
}

/// One sub-question of a decomposed question, as it ran.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SubAnswer {
    /// The name later steps and the final statement read it by (`step1` …).
    #[serde(default)]
    pub name: String,
    pub question: String,
    /// The guard's text of its statement (or the model's, when refused).
    pub sql: Option<String>,
    /// Rows it returned, when it ran.
    pub rows: Option<usize>,
    /// Why it did not run (the guard's refusal or the database's error).
    pub error: Option<String>,
}

/// One step of a run's trace.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TraceEvent {
    /// The node (`classify`, `link`, `parse`, `guard`, `execute`, `answer`…).
    pub node: String,
    /// Milliseconds since the run started.
    pub at_ms: u64,
    pub duration_ms: u64,
    /// What happened, in a few words.
    pub detail: String,
}

/// A finished (or paused) run.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RunRecord {
    pub run_id: String,
    pub thread_id: String,
    /// The data source the run answered from (its id on the server, the
    /// redacted `--db` on the command line).
    #[serde(default)]
    pub data_source: Option<String>,
    pub question: String,
    pub request_type: RequestType,
    pub status: Status,
    pub sql: Option<String>,
    pub columns: Vec<String>,
    /// Read back as empty: while a run is under way its typed result lives
    /// in the run state, and finished records are read as JSON.
    #[serde(skip_deserializing)]
    pub rows: Vec<Vec<Value>>,
    /// True when the result had more rows than `max_rows` or more output
    /// than the byte bound, and was cut.
    #[serde(default)]
    pub truncated: bool,
    /// Why it was cut, when it was cut by size.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub truncation: Option<String>,
    /// The chart chosen for the result's shape (spec and ECharts option).
    #[serde(default)]
    pub chart: Option<crate::chart::Chart>,
    pub answer: String,
    pub clarification: Option<Clarification>,
    pub confidence: f32,
    /// What answered (or abstained): the engine, a case or a model.
    #[serde(default)]
    pub source: Option<AnswerSource>,
    /// The case that answered, when one did.
    #[serde(default)]
    pub case_id: Option<String>,
    /// A decomposed question's steps: each sub-question, its SQL and what
    /// running it gave.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sub_questions: Vec<SubAnswer>,
    pub llm_calls: u32,
    pub tokens: u64,
    pub timings_ms: BTreeMap<String, u64>,
    pub trace: Vec<TraceEvent>,
    /// The clarification this run waits on, for the thread store.
    #[serde(skip)]
    pub pending: Option<crate::clarify::Pending>,
    /// The intent that was answered, for the thread's memory.
    #[serde(skip)]
    pub intent: Option<chatdb_intent::Intent>,
    /// The rule engine's reading as the features its confidence is
    /// estimated from (`chatdb_engine::calibration`), for `eval`.
    #[serde(skip)]
    pub features: Option<Vec<f32>>,
}

impl RunRecord {
    /// An empty record for a new run of `question` in a thread.
    pub fn new(question: &str, thread_id: &str) -> RunRecord {
        RunRecord {
            run_id: uuid::Uuid::new_v4().to_string(),
            thread_id: thread_id.to_string(),
            data_source: None,
            question: question.to_string(),
            request_type: RequestType::DataQuery,
            status: Status::Failed,
            sql: None,
            columns: Vec::new(),
            rows: Vec::new(),
            truncated: false,
            truncation: None,
            chart: None,
            answer: String::new(),
            clarification: None,
            confidence: 0.0,
            source: None,
            case_id: None,
            sub_questions: Vec::new(),
            llm_calls: 0,
            tokens: 0,
            timings_ms: BTreeMap::new(),
            trace: Vec::new(),
            pending: None,
            intent: None,
            features: None,
        }
    }
}
