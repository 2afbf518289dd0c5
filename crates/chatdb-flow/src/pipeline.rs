//! The run graph's driver. A run is a [`RunState`] moved from node to node
//! (see [`crate::nodes`] for the nodes and their conditional edges) until
//! it is done or interrupts to ask the user something. Every node is timed,
//! traced and reported as events; a step limit bounds every run; the state
//! between two nodes is serializable, so a run can be checkpointed after
//! any node and resumed in another process.

use crate::events::{push_trace, EventSink, Tracer};
use crate::graph::{drive, Graph, Limits};
use crate::record::{RunRecord, Status};
use crate::state::{Node, RunState};
use chatdb_connect::{CancellationToken, Connector};
use chatdb_core::profile::TableProfile;
use chatdb_core::Schema;
use chatdb_engine::Engine;
use chatdb_guard::GuardConfig;
use chatdb_knowledge::{Linker, SchemaIndex, SemanticLayer};
use chatdb_llm::LlmClient;
use chrono::{NaiveDate, NaiveDateTime};
use std::time::Duration;

/// Nodes a run may visit before it is stopped (a loop guard: a normal run
/// visits fewer than 15, a model path with three refinements about 20).
pub const DEFAULT_MAX_STEPS: u32 = 40;

/// How runs behave.
#[derive(Clone)]
pub struct RunOptions {
    /// "Today" for relative time (去年, last month).
    pub now: NaiveDateTime,
    /// The engine abstains below this confidence.
    pub threshold: f32,
    pub max_rows: usize,
    pub timeout: Duration,
    pub cancel: CancellationToken,
    /// The run's id (a new one when `None`), so a caller can record the
    /// run as started before it finishes.
    pub run_id: Option<String>,
    /// Where the run's events go as they happen.
    pub events: Option<EventSink>,
    /// At most this many nodes per run.
    pub max_steps: u32,
    /// Tokens a model agent's system prompt may use; the pruned schema is
    /// trimmed to fit.
    pub prompt_budget: usize,
    /// What one question may spend on a model, in calls and time.
    pub model_budget: ModelBudget,
}

/// The most one question may spend on a model: a run that reaches either
/// bound before a model step ends failed, saying which.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ModelBudget {
    pub calls: u32,
    pub time: Duration,
}

impl Default for ModelBudget {
    fn default() -> Self {
        ModelBudget {
            calls: 12,
            time: Duration::from_secs(300),
        }
    }
}

impl ModelBudget {
    /// Why another model step may not start, after `calls` calls and
    /// `elapsed` time in this run.
    pub fn exceeded(&self, calls: u32, elapsed: Duration) -> Option<String> {
        if calls >= self.calls {
            Some(format!(
                "the model budget of {} calls for one question is used up",
                self.calls
            ))
        } else if elapsed >= self.time {
            Some(format!(
                "the model budget of {} s for one question is used up",
                self.time.as_secs()
            ))
        } else {
            None
        }
    }
}

impl std::fmt::Debug for RunOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RunOptions")
            .field("now", &self.now)
            .field("threshold", &self.threshold)
            .field("max_rows", &self.max_rows)
            .field("timeout", &self.timeout)
            .field("run_id", &self.run_id)
            .field("events", &self.events.is_some())
            .field("max_steps", &self.max_steps)
            .field("prompt_budget", &self.prompt_budget)
            .field("model_budget", &self.model_budget)
            .finish()
    }
}

impl RunOptions {
    /// Defaults with the given clock.
    pub fn at(now: NaiveDateTime) -> RunOptions {
        RunOptions {
            now,
            threshold: chatdb_engine::DEFAULT_THRESHOLD,
            max_rows: 1000,
            timeout: Duration::from_secs(30),
            cancel: CancellationToken::new(),
            run_id: None,
            events: None,
            max_steps: DEFAULT_MAX_STEPS,
            prompt_budget: crate::prompt::DEFAULT_PROMPT_BUDGET,
            model_budget: ModelBudget::default(),
        }
    }

    /// The bounds and observers of one drive of a run.
    pub fn limits(&self) -> Limits {
        Limits {
            max_steps: self.max_steps,
            cancel: self.cancel.clone(),
            events: self.events.clone(),
        }
    }

    pub(crate) fn today(&self) -> NaiveDate {
        self.now.date()
    }
}

/// What a pipeline runs against: one data source.
pub struct Pipeline<'a> {
    pub(crate) connector: &'a dyn Connector,
    pub(crate) schema: &'a Schema,
    pub(crate) profiles: &'a [TableProfile],
    pub(crate) semantic: Option<&'a SemanticLayer>,
    pub(crate) linker: Linker<'a>,
    pub(crate) guard_config: GuardConfig,
    pub(crate) llm: Option<&'a LlmClient>,
    /// The case library and the key of this source in it.
    pub(crate) cases: Option<(&'a dyn crate::cases::CaseStore, String)>,
}

impl<'a> Pipeline<'a> {
    /// A pipeline over a connected source and what is known about it.
    pub fn new(
        connector: &'a dyn Connector,
        schema: &'a Schema,
        profiles: &'a [TableProfile],
        semantic: Option<&'a SemanticLayer>,
        index: &'a SchemaIndex,
    ) -> Pipeline<'a> {
        Pipeline {
            connector,
            schema,
            profiles,
            semantic,
            linker: Linker::new(schema, profiles, semantic, index),
            guard_config: GuardConfig::default(),
            llm: None,
            cases: None,
        }
    }

    /// Hands questions the rule engine abstains on to a model.
    pub fn with_llm(mut self, client: &'a LlmClient) -> Self {
        self.llm = Some(client);
        self
    }

    /// Answers from the case library when a trusted case is the same
    /// request; `source_key` is this source's id in it.
    pub fn with_cases(
        mut self,
        store: &'a dyn crate::cases::CaseStore,
        source_key: String,
    ) -> Self {
        self.cases = Some((store, source_key));
        self
    }

    /// Reads through an access policy: the guard rewrites every statement
    /// so governed tables are read through their row filters and allowed
    /// columns only.
    pub fn with_access(mut self, policy: chatdb_guard::AccessPolicy) -> Self {
        self.guard_config.access = Some(policy);
        self
    }

    /// The rule engine over this source, for one run's options.
    pub(crate) fn engine(&self, options: &RunOptions) -> Engine<'_> {
        Engine {
            schema: self.schema,
            profiles: self.profiles,
            semantic: self.semantic,
            linker: &self.linker,
            today: options.today(),
            threshold: options.threshold,
        }
    }

    /// A new run of `question`; `previous` is the thread's last answered
    /// intent, which a follow-up builds on.
    pub fn start(
        &self,
        question: &str,
        thread_id: &str,
        previous: Option<&chatdb_intent::Intent>,
        options: &RunOptions,
    ) -> RunState {
        let mut state = RunState::new(question, thread_id, previous.cloned());
        if let Some(id) = &options.run_id {
            state.record.run_id = id.clone();
        }
        state
    }

    /// Answers one question: a new run, driven to its end.
    pub async fn ask(
        &self,
        question: &str,
        thread_id: &str,
        previous: Option<&chatdb_intent::Intent>,
        options: &RunOptions,
    ) -> RunRecord {
        let state = self.start(question, thread_id, previous, options);
        self.run(state, options).await.into_record()
    }

    /// Resumes a run that interrupted (a question to the user) with the
    /// user's reply, as a new run (record) in the same thread; it may
    /// interrupt again.
    pub async fn resume(&self, mut state: RunState, reply: &str, options: &RunOptions) -> RunState {
        state.input = Some(reply.to_string());
        state.record.run_id = options
            .run_id
            .clone()
            .unwrap_or_else(|| uuid::Uuid::new_v4().to_string());
        state.record.trace.clear();
        state.record.timings_ms.clear();
        state.steps = 0;
        self.run(state, options).await
    }

    /// Drives a run until it is done or waits on the user, within the step
    /// limit. The state can come from [`Pipeline::start`], a checkpoint, or
    /// a run stopped after any node.
    pub async fn run(&self, mut state: RunState, options: &RunOptions) -> RunState {
        let total = drive(&self.graph(options), &mut state, &options.limits()).await;
        let total = total.as_millis() as u64;
        state.record.timings_ms.insert("total".into(), total);
        state
    }

    /// Runs the next node only, and returns which node comes after it.
    pub async fn step(&self, state: &mut RunState, options: &RunOptions) -> Node {
        let tracer = Tracer::new(options.events.clone());
        crate::graph::step(&self.graph(options), state, &tracer).await;
        state.next
    }

    fn graph<'p>(&'p self, options: &'p RunOptions) -> QuestionGraph<'p, 'a> {
        QuestionGraph {
            pipeline: self,
            options,
        }
    }
}

/// A question run's nodes ([`Node`]) as a graph for the shared driver.
struct QuestionGraph<'p, 'a> {
    pipeline: &'p Pipeline<'a>,
    options: &'p RunOptions,
}

#[async_trait::async_trait]
impl Graph for QuestionGraph<'_, '_> {
    type State = RunState;

    fn next_name(state: &RunState) -> &'static str {
        state.next.name()
    }

    fn is_finished(state: &RunState) -> bool {
        state.is_finished()
    }

    fn steps(state: &mut RunState) -> &mut u32 {
        &mut state.steps
    }

    fn fail(state: &mut RunState, message: String) {
        state.next = state.end(Status::Failed, message);
    }

    fn record(
        state: &mut RunState,
        node: &'static str,
        at: Duration,
        took: Duration,
        detail: &str,
    ) {
        push_trace(&mut state.record, node, at, took, detail.to_string());
    }

    async fn run_node(&self, state: &mut RunState, tracer: &Tracer) -> String {
        let node = state.next;
        let (next, detail) = self
            .pipeline
            .run_node(node, state, self.options, tracer)
            .await;
        state.next = next;
        detail
    }
}
