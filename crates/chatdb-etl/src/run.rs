//! An ETL run's entry points: a new run of a request ([`Etl::run`]), and a
//! waiting run continued with the user's answer ([`Etl::resume`]). The
//! agents run as a graph on the shared driver ([`crate::agents`]); a run
//! that waits on the user is checkpointed (its [`EtlState`]) and goes on
//! from the agent it stopped at. Nothing is written to the source unless
//! the run was asked to apply and the review and tests passed.

use crate::agents::EtlGraph;
use crate::pending::{target_from_answer, verdict, Pending, PendingStore, Verdict, Waiting};
use crate::record::EtlRecord;
use crate::state::{Agent, EtlState, Settings};
use chatdb_flow::pipeline::RunOptions;
use chatdb_flow::source::LoadedSource;
use std::path::PathBuf;
use std::sync::Arc;

/// How an ETL run is told to behave.
pub struct EtlOptions {
    /// Write the dbt project here.
    pub out: Option<PathBuf>,
    /// Write the targets in the source.
    pub apply: bool,
    /// Run the models in a sandbox with generated tests.
    pub test: bool,
    /// The target, overriding the request's (an answer to the Analyst).
    pub target: Option<String>,
    /// The thread (new when `None`).
    pub thread: Option<String>,
    /// Stop before writing anything and ask for approval (approve, reject
    /// with a reason, or a corrected SELECT), continued by `resume`.
    pub confirm: bool,
    /// The select part to build from instead of reading it from the
    /// request (the user's own SELECT).
    pub select: Option<String>,
    /// Options of the question pipeline that answers the select part.
    pub run: RunOptions,
    /// The data directory: the rejection log, and runs that waited as
    /// files before they were kept in the store.
    pub data_dir: PathBuf,
    /// Where the agents' events go as they finish (the select part's
    /// question run reports to `run.events`).
    pub events: Option<chatdb_flow::EventSink>,
    /// At most this many agents run (the select part's question run has
    /// its own limit in `run`).
    pub max_steps: u32,
}

impl EtlOptions {
    /// A run that builds, reviews and tests, writes nothing, and keeps
    /// its waiting state under `data_dir`.
    pub fn new(run: RunOptions, data_dir: PathBuf) -> EtlOptions {
        EtlOptions {
            out: None,
            apply: false,
            test: true,
            target: None,
            thread: None,
            confirm: false,
            select: None,
            run,
            data_dir,
            events: None,
            max_steps: chatdb_flow::DEFAULT_MAX_STEPS,
        }
    }

    /// What of these options a run keeps with its checkpoint.
    fn settings(&self) -> Settings {
        Settings {
            out: self.out.clone(),
            apply: self.apply,
            test: self.test,
            confirm: self.confirm,
            approved: false,
            target: self.target.clone(),
            select: self.select.clone(),
            corrected_from: None,
            meaning: None,
            rejected: None,
        }
    }
}

/// An ETL run over one source.
pub struct Etl<'a> {
    /// The source, shared with other runs on a server; a run that applies
    /// must hold it alone, so that its read-only connection closes before
    /// the writer opens.
    pub source: Arc<LoadedSource>,
    pub llm: Option<&'a chatdb_llm::LlmClient>,
    /// The store of threads and runs: where a waiting run is checkpointed,
    /// and whose case library learns from approvals, corrections and
    /// rejections (none: a run can't wait, nothing is learned).
    pub store: Option<&'a dyn chatdb_flow::Checkpointer>,
}

impl Etl<'_> {
    /// Continues the ETL run waiting in `thread` with the user's answer:
    /// the target's name, or a verdict on the built workflow.
    pub async fn resume(
        self,
        thread: &str,
        answer: &str,
        options: EtlOptions,
    ) -> Result<EtlRecord, String> {
        let store = self
            .store
            .ok_or("no store of waiting runs was given to resume from")?;
        let pending = PendingStore::new(store, &options.data_dir)
            .get(thread)
            .await
            .map_err(|e| format!("reading the waiting run: {e}"))?
            .ok_or_else(|| format!("no ETL run waits in thread {thread}"))?;
        self.continue_waiting(thread, pending, answer, options)
            .await
    }

    /// [`Self::resume`] for a caller that has read the waiting run
    /// already (to find its source): continues `pending`, read from
    /// `thread`, without reading it again. The run goes on from the agent
    /// it waited at: after a target or what a word means, the Analyst
    /// (whose question run goes on with the meaning); after an approval, the
    /// Reviewer and Tester check the approved models again before
    /// anything is written (no model is asked again); after a SELECT, the
    /// Analyst builds from it; after a rejection, the case library learns
    /// it and the run ends.
    pub async fn continue_waiting(
        self,
        thread: &str,
        pending: Pending,
        answer: &str,
        options: EtlOptions,
    ) -> Result<EtlRecord, String> {
        let mut state = restore(thread, &pending, &options)?;
        match pending.waiting {
            Waiting::Target => {
                let Some(target) = target_from_answer(answer, pending.suggestion.as_deref()) else {
                    return Err(format!(
                        "\"{answer}\" names no table: answer with a table name (letters, digits, _), or yes for {}",
                        pending.suggestion.as_deref().unwrap_or("the suggestion")
                    ));
                };
                state.settings.target = Some(target);
            }
            Waiting::Meaning => {
                let answer = answer.trim();
                if answer.is_empty() {
                    return Err(format!(
                        "no answer: say which reading is meant ({})",
                        pending.question
                    ));
                }
                state.settings.meaning = Some(answer.to_string());
                state.next = Agent::Analyst;
            }
            Waiting::Approval => {
                state.settings.target = pending.suggestion.clone();
                match verdict(answer) {
                    Some(Verdict::Approve) => {
                        state.settings.approved = true;
                        if state.next == Agent::Feedback && !state.models.is_empty() {
                            state.next = Agent::Reviewer;
                        }
                    }
                    Some(Verdict::Modify(sql)) => {
                        let built_from = state.intent.as_ref().map(|i| i.select_sql.clone());
                        state.settings.approved = true;
                        state.settings.corrected_from = built_from.or(pending.select.clone());
                        state.settings.select = Some(sql);
                        state.next = Agent::Analyst;
                    }
                    Some(Verdict::Reject(reason)) => {
                        state.settings.rejected = Some(reason);
                        state.next = Agent::Learning;
                    }
                    None => {
                        return Err(format!(
                            "\"{answer}\" is not a verdict: answer approve, reject: REASON, or the SELECT to build from instead"
                        ))
                    }
                }
            }
        }
        Ok(self.drive(state, &options).await)
    }

    /// Runs the request to its end, a question back, or a reason it can't.
    pub async fn run(self, request: &str, options: EtlOptions) -> EtlRecord {
        let thread = options
            .thread
            .clone()
            .unwrap_or_else(|| uuid::Uuid::new_v4().to_string());
        let state = EtlState::new(request, &thread, options.settings());
        self.drive(state, &options).await
    }

    /// Drives the agents until the run ends or waits; a waiting run is
    /// checkpointed, an ended one leaves no checkpoint behind.
    async fn drive(self, mut state: EtlState, options: &EtlOptions) -> EtlRecord {
        state.source = Some(self.source);
        let source_name = state.source.as_ref().map(|s| s.name.clone());
        let graph = EtlGraph {
            llm: self.llm,
            cases: self.store.map(|s| s as &dyn chatdb_flow::CaseStore),
            run: &options.run,
            data_dir: &options.data_dir,
        };
        let limits = chatdb_flow::graph::Limits {
            events: options.events.clone(),
            max_steps: options.max_steps,
            ..options.run.limits()
        };
        chatdb_flow::graph::drive(&graph, &mut state, &limits).await;
        state.source = None;
        let Some(store) = self.store.map(|s| PendingStore::new(s, &options.data_dir)) else {
            if state.waiting.is_some() {
                let mut record = state.into_record();
                record.status = crate::record::EtlStatus::Failed;
                record.message = "the run has a question, but no store to wait in".into();
                return record;
            }
            return state.into_record();
        };
        let Some(waiting) = state.waiting else {
            // The run went on: the thread waits no more.
            let _ = store.remove(&state.thread).await;
            return state.into_record();
        };
        let kept = match serde_json::to_value(&state) {
            Ok(checkpoint) => {
                let pending = Pending {
                    thread_id: state.thread.clone(),
                    request: state.request.clone(),
                    question: state.question.clone().unwrap_or_default(),
                    suggestion: state.suggestion.clone(),
                    waiting,
                    out: state.settings.out.clone(),
                    apply: state.settings.apply,
                    select: state.intent.as_ref().map(|i| i.select_sql.clone()),
                    source: source_name,
                    state: Some(checkpoint),
                };
                store.put(&pending).await
            }
            Err(e) => Err(e.to_string()),
        };
        let mut record = state.into_record();
        if let Err(e) = kept {
            record.status = crate::record::EtlStatus::Failed;
            record.message = format!("could not keep the run waiting: {e}");
        }
        record
    }
}

/// The state of the run `pending` keeps, ready to go on with `options`
/// (whose `--out` and `--apply` add to the run's own). A waiting run
/// recorded before runs were checkpointed starts again from the request.
fn restore(thread: &str, pending: &Pending, options: &EtlOptions) -> Result<EtlState, String> {
    let mut state = match &pending.state {
        Some(saved) => {
            let mut state: EtlState = serde_json::from_value(saved.clone())
                .map_err(|e| format!("reading the waiting run: {e}"))?;
            state.record = EtlRecord::new(&state.request, thread);
            state
        }
        None => {
            let mut settings = options.settings();
            settings.out = pending.out.clone();
            settings.apply = pending.apply;
            settings.select = pending.select.clone();
            EtlState::new(&pending.request, thread, settings)
        }
    };
    state.thread = thread.to_string();
    state.waiting = None;
    state.question = None;
    state.settings.out = state.settings.out.take().or(options.out.clone());
    state.settings.apply |= options.apply;
    Ok(state)
}
