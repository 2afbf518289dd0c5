//! The run state: everything a run knows between two nodes, in one
//! serializable value. A run can stop after any node, be written to a
//! checkpointer, and go on in another process from where it stopped.

use crate::clarify::Pending;
use crate::llm_path::Attempt;
use crate::record::{AnswerSource, RunRecord, Status};
use chatdb_core::ResultSet;
use chatdb_engine::{Parsed, Skill};
use chatdb_intent::Intent;
use serde::{Deserialize, Serialize};

/// The nodes of the run graph. Seed 001's phases map onto them: INIT is
/// [`Node::Classify`], SCHEMA_RESOLVE [`Node::Link`], SEMANTIC_PARSE
/// [`Node::Parse`], CLARIFY [`Node::Clarify`], SQL_BUILD [`Node::Build`] (rule
/// engine), [`Node::ModelParse`] (a model's intent, same builder) or
/// [`Node::Generate`] (model-written SQL, chosen by [`Node::Vote`]), EXECUTE [`Node::Guard`] +
/// [`Node::Execute`], CRITIQUE [`Node::Critique`], REFINE [`Node::Refine`],
/// DONE [`Node::Answer`] / [`Node::Done`], GIVE_UP [`Node::GiveUp`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Node {
    /// What kind of request this is.
    Classify,
    /// Requests answered without SQL: chitchat, consultation, the quick
    /// path, web searches declined.
    Respond,
    /// A multi-step analysis run by the step executor.
    Analyse,
    /// The schema linker: the tables, columns and values the question needs.
    Link,
    /// The rule engine's semantic parse into an intent.
    Parse,
    /// The case library: a trusted case for the same request answers it.
    Recall,
    /// The ambiguity check; interrupts with a question, resumes with the answer.
    Clarify,
    /// The SQL builder compiles the intent (or the engine abstains).
    Build,
    /// The semantic parser's model strategy: a model fills the intent,
    /// the builder compiles it.
    ModelParse,
    /// A model writes SQL (decomposing complex questions first).
    Generate,
    /// A decomposed question's sub-questions run, each guarded and
    /// executed, before the final statement.
    SubQuestions,
    /// Several candidate statements run; the result most agree on wins.
    Vote,
    /// The SQL guard.
    Guard,
    /// The query runs, read-only.
    Execute,
    /// A failed candidate is classified and the next step chosen.
    Critique,
    /// A model repairs its SQL from the error history.
    Refine,
    /// The answer sentence from the result.
    Answer,
    /// Out of attempts: an honest failure.
    GiveUp,
    /// The run is over.
    Done,
}

impl Node {
    /// The node's name in traces and events.
    pub fn name(self) -> &'static str {
        match self {
            Node::Classify => "classify",
            Node::Respond => "respond",
            Node::Analyse => "analysis",
            Node::Link => "link",
            Node::Parse => "parse",
            Node::Recall => "recall",
            Node::Clarify => "clarify",
            Node::Build => "build",
            Node::ModelParse => "semantic_parse",
            Node::Generate => "sql_generate",
            Node::SubQuestions => "sub_questions",
            Node::Vote => "vote",
            Node::Guard => "guard",
            Node::Execute => "execute",
            Node::Critique => "critique",
            Node::Refine => "refine",
            Node::Answer => "answer",
            Node::GiveUp => "give_up",
            Node::Done => "done",
        }
    }
}

/// Where the SQL being checked came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SqlSource {
    /// The rule engine's intent, built.
    Rules,
    /// A model's intent, built by the same builder.
    ModelIntent,
    /// SQL a model wrote.
    Model,
    /// A stored case's SQL (with the question's values put in).
    Case,
}

/// One run between two nodes.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RunState {
    /// What the run has produced so far. Its rows stay empty until the run
    /// ends; the typed result travels in [`RunState::result`].
    pub record: RunRecord,
    /// The node to run next.
    pub next: Node,
    /// Nodes run so far (bounded by the run's step limit).
    pub steps: u32,
    pub chinese: bool,
    /// The thread's last answered intent, for follow-ups.
    pub previous: Option<Intent>,
    /// The rule engine's parse.
    pub parsed: Option<Parsed>,
    /// The planner's skill for the question.
    #[serde(default)]
    pub skill: Option<Skill>,
    pub followup: bool,
    /// The intent being answered (the parse's, or the one a clarification chose).
    pub intent: Option<Intent>,
    pub measure_labels: Vec<String>,
    /// The SQL candidate under way, and where it came from.
    pub sql: Option<String>,
    pub source: Option<SqlSource>,
    /// Statements a model offered for one question, before the vote.
    #[serde(default)]
    pub candidates: Vec<String>,
    /// The decomposer's sub-questions still to run.
    #[serde(default)]
    pub sub_questions: Vec<crate::llm_path::SubQuestion>,
    /// The decomposer's steps as they ran (a step that did not run has no
    /// statement): later statements read them by name.
    #[serde(default)]
    pub named_steps: Vec<chatdb_guard::NamedStep>,
    /// The candidate as the guard printed it. (What runs is not stored: a
    /// `Checked` statement doesn't serialize back, so execute checks the
    /// candidate again — the guard is deterministic.)
    pub checked_sql: Option<String>,
    /// Failed candidates, fed back to the model when refining.
    pub attempts: Vec<Attempt>,
    /// How many times a model has written SQL in this run.
    pub model_rounds: u32,
    /// True when a clarification chose the intent (it is then built as is).
    pub clarified: bool,
    pub result: Option<ResultSet>,
    /// How many rows share the top value a one-row pick returned, when
    /// more than one does (the answer says it shows one of them).
    #[serde(default)]
    pub ties: Option<u64>,
    /// The question this run waits on, when it interrupted.
    pub pending: Option<Pending>,
    /// The user's reply, when a run resumes.
    pub input: Option<String>,
    /// The request's signature (for the case library), once parsed.
    #[serde(default)]
    pub signature: Option<chatdb_learn::Signature>,
    /// SQL that was corrected before for this request: not given again.
    #[serde(default)]
    pub avoid: Vec<String>,
    /// Avoidance hints for a model (what went wrong before).
    #[serde(default)]
    pub hints: Vec<String>,
    /// Trusted cases like this question, as a model's examples.
    #[serde(default)]
    pub examples: Vec<(String, String)>,
    /// The linker's output; not serialized: cheap and deterministic to
    /// recompute when a run resumes from a checkpoint.
    #[serde(skip)]
    pub(crate) linked: Option<chatdb_knowledge::LinkedSchema>,
}

impl RunState {
    /// A new run of `question` in a thread, starting at classification.
    pub fn new(question: &str, thread_id: &str, previous: Option<Intent>) -> RunState {
        RunState {
            record: RunRecord::new(question, thread_id),
            next: Node::Classify,
            steps: 0,
            chinese: chatdb_engine::question::is_chinese(question),
            previous,
            parsed: None,
            skill: None,
            followup: false,
            intent: None,
            measure_labels: Vec::new(),
            sql: None,
            source: None,
            candidates: Vec::new(),
            sub_questions: Vec::new(),
            named_steps: Vec::new(),
            checked_sql: None,
            attempts: Vec::new(),
            model_rounds: 0,
            clarified: false,
            result: None,
            ties: None,
            pending: None,
            input: None,
            signature: None,
            avoid: Vec::new(),
            hints: Vec::new(),
            examples: Vec::new(),
            linked: None,
        }
    }

    /// The state of a run of `pending.original` that stopped at the
    /// clarify node to ask `pending.question`.
    pub fn interrupted_at_clarify(pending: Pending, thread_id: &str) -> RunState {
        let mut state = RunState::new(&pending.original, thread_id, None);
        state.next = Node::Clarify;
        state.record.status = Status::Clarification;
        state.record.answer = pending.question.clone();
        state.record.clarification = Some(crate::record::Clarification {
            question: pending.question.clone(),
            options: pending.options.clone(),
        });
        state.pending = Some(pending);
        state
    }

    /// The question being answered.
    pub fn question(&self) -> &str {
        &self.record.question
    }

    /// True when the run is over (answered, failed, or waiting on the user).
    pub fn is_finished(&self) -> bool {
        self.next == Node::Done || self.pending.is_some() && self.input.is_none()
    }

    /// The run record: the result's rows, the clarification it waits on
    /// and, for answers built from an intent, the intent for the thread's
    /// memory.
    pub fn into_record(self) -> RunRecord {
        let mut record = self.record;
        if let Some(rs) = self.result {
            if record.status == Status::Answered {
                record.columns = rs.columns.iter().map(|c| c.name.clone()).collect();
                record.chart = crate::chart::Chart::for_result(&rs);
                record.rows = rs.rows;
                record.truncated = rs.truncated;
                record.truncation = rs.note;
            }
        }
        record.pending = self.pending;
        if record.status == Status::Answered || record.status == Status::Abstained {
            record.source = Some(match self.source {
                Some(SqlSource::Case) => AnswerSource::Case,
                Some(SqlSource::Model | SqlSource::ModelIntent) => AnswerSource::Model,
                Some(SqlSource::Rules) | None => AnswerSource::Engine,
            });
        }
        let built = matches!(self.source, Some(SqlSource::Rules | SqlSource::ModelIntent));
        if record.status == Status::Answered && built {
            record.intent = self.intent;
        }
        record
    }

    /// The SQL candidate to check next, where it came from and the names of
    /// its measures.
    pub(crate) fn propose(&mut self, sql: String, source: SqlSource, measure_labels: Vec<String>) {
        self.sql = Some(sql);
        self.source = Some(source);
        self.measure_labels = measure_labels;
    }

    /// Ends the run with a status and a message.
    pub(crate) fn end(&mut self, status: Status, answer: impl Into<String>) -> Node {
        self.record.status = status;
        self.record.answer = answer.into();
        Node::Done
    }
}
