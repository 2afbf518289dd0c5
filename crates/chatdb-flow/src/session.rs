//! One run lifecycle for every front end. `ask` and `resume` — from the
//! CLI, the HTTP server or the MCP server — go through [`Session`]: the
//! thread's memory within its window, the run recorded as running before it
//! starts, the pipeline driven to its end or to a question back, then the
//! checkpoint (or its removal), the thread's memory and the run record
//! written. A front end only parses its input and prints the record.

use crate::checkpoint::Checkpointer;
use crate::error::FlowError;
use crate::pipeline::RunOptions;
use crate::record::RunRecord;
use crate::source::LoadedSource;
use crate::state::RunState;
use chatdb_llm::{LlmClient, LlmSpec, RetryPolicy};
use std::time::Duration;

/// How many messages of a thread follow-ups may build on.
pub const MEMORY_WINDOW: u32 = 20;

/// How long one model call may take before it is retried or abandoned.
pub const MODEL_CALL_TIMEOUT: Duration = Duration::from_secs(60);

/// Runs against one source, recorded in one store.
pub struct Session<'a> {
    pub store: &'a dyn Checkpointer,
    pub source: &'a LoadedSource,
    /// The model for questions the rule engine can't answer, if any.
    pub llm: Option<&'a LlmClient>,
    /// What the asking user may read, if limited.
    pub access: Option<&'a chatdb_guard::AccessPolicy>,
}

impl Session<'_> {
    /// Answers `question` in `thread` (a new thread when `None`); a
    /// follow-up builds on the thread's last answer within the window.
    pub async fn ask(
        &self,
        question: &str,
        thread: Option<&str>,
        mut options: RunOptions,
    ) -> Result<RunRecord, FlowError> {
        if question.trim().is_empty() {
            return Err(FlowError::Invalid("the question is empty".into()));
        }
        let thread = thread
            .filter(|t| !t.trim().is_empty())
            .map(str::to_string)
            .unwrap_or_else(|| uuid::Uuid::new_v4().to_string());
        let (previous, turns) = match self.store.memory(&thread).await? {
            Some((intent, turns)) if turns < MEMORY_WINDOW => (Some(intent), turns),
            Some((_, turns)) => (None, turns),
            None => (None, 0),
        };
        self.begin(&thread, question, &mut options).await?;
        let pipeline = self.pipeline();
        let state = pipeline.start(question, &thread, previous.as_ref(), &options);
        let state = pipeline.run(state, &options).await;
        self.finish(state, turns).await
    }

    /// Gives the run `thread` waits on the user's `answer` and continues it
    /// (a new run in the same thread; it may ask again).
    pub async fn resume(
        &self,
        thread: &str,
        answer: &str,
        mut options: RunOptions,
    ) -> Result<RunRecord, FlowError> {
        if answer.trim().is_empty() {
            return Err(FlowError::Invalid("the answer is empty".into()));
        }
        let Some(state) = self.store.checkpoint(thread).await? else {
            return Err(FlowError::NotWaiting(thread.to_string()));
        };
        // The options it waits on are readings of that source's tables.
        if let Some(asked) = state
            .record
            .data_source
            .as_ref()
            .filter(|s| **s != self.source.name)
        {
            return Err(FlowError::Invalid(format!(
                "thread {thread} waits on a question about {asked}; resume it with the same --db"
            )));
        }
        let turns = self.store.memory(thread).await?.map_or(0, |(_, t)| t);
        self.begin(thread, state.question(), &mut options).await?;
        let state = self.pipeline().resume(state, answer, &options).await;
        self.finish(state, turns).await
    }

    fn pipeline(&self) -> crate::pipeline::Pipeline<'_> {
        let cases: &dyn crate::cases::CaseStore = self.store;
        let mut pipeline = self
            .source
            .pipeline()
            .with_cases(cases, self.source.key.clone());
        if let Some(client) = self.llm {
            pipeline = pipeline.with_llm(client);
        }
        if let Some(policy) = self.access {
            pipeline = pipeline.with_access(policy.clone());
        }
        pipeline
    }

    /// Records the run as running (so a run whose process dies is found
    /// and marked failed) and fixes its id in the options.
    async fn begin(
        &self,
        thread: &str,
        question: &str,
        options: &mut RunOptions,
    ) -> Result<(), FlowError> {
        let run_id = options
            .run_id
            .clone()
            .unwrap_or_else(|| uuid::Uuid::new_v4().to_string());
        self.store.begin_run(&run_id, thread, question).await?;
        options.run_id = Some(run_id);
        Ok(())
    }

    /// Stores what a run left: a checkpoint when it waits on the user (or
    /// drops the thread's old one), the thread's memory, the run record.
    async fn finish(&self, mut state: RunState, turns: u32) -> Result<RunRecord, FlowError> {
        let thread = state.record.thread_id.clone();
        // (Kept with a checkpoint too: a reply is resumed on this source.)
        state.record.data_source = Some(self.source.name.clone());
        if state.pending.is_some() {
            self.store.put_checkpoint(&thread, &state).await?;
        } else {
            self.store.clear_checkpoint(&thread).await?;
        }
        let record = state.into_record();
        if let Some(intent) = &record.intent {
            self.store.put_memory(&thread, intent, turns + 1).await?;
        }
        let json = serde_json::to_value(&record)
            .map_err(|e| FlowError::Store(crate::store::StoreError::Json(e)))?;
        self.store
            .put_run(&record.run_id, &record.thread_id, &json)
            .await?;
        Ok(record)
    }
}

/// A client for the model a `--llm` spec names (`openai:MODEL`,
/// `anthropic:MODEL`, `openai-compatible:MODEL@URL`, a preset), logging
/// its calls to `log` when given; `None` for an empty spec.
pub fn model_client(
    spec: Option<&str>,
    log: Option<&std::path::Path>,
) -> Result<Option<LlmClient>, FlowError> {
    let Some(spec) = spec.filter(|s| !s.trim().is_empty()) else {
        return Ok(None);
    };
    let model = |e: chatdb_llm::LlmError| FlowError::Model(e.to_string());
    let spec = LlmSpec::parse(spec).map_err(model)?;
    let client = LlmClient::new(spec, MODEL_CALL_TIMEOUT, RetryPolicy::default()).map_err(model)?;
    match log {
        Some(path) => client.with_log(path).map(Some).map_err(model),
        None => Ok(Some(client)),
    }
}
