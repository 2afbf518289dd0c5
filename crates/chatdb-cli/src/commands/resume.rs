//! `chatdb resume`: answer the question a thread is waiting on. Works from
//! any process: the thread's state lives in the data directory.

use crate::cli::ModelArgs;
use crate::context::SourceContext;
use anyhow::{bail, Result};
use std::process::ExitCode;

pub async fn run(
    db: Option<&str>,
    model: &ModelArgs,
    thread: &str,
    json: bool,
    answer: &str,
) -> Result<ExitCode> {
    if answer.trim().is_empty() {
        bail!("the answer is empty");
    }
    let store = super::ask::store().await?;
    let Some(state) = store.checkpoint(thread).await? else {
        bail!("thread {thread} is not waiting for an answer (unknown thread, or already answered)");
    };
    let turns = store.memory(thread).await?.map_or(0, |(_, turns)| turns);
    let mut options = super::ask::run_options(1000, 30.0)?;
    let llm = super::ask::model(model, &mut options)?;
    let ctx = SourceContext::load(db).await?;
    let mut pipeline = ctx.pipeline();
    // A resumed run that the engine can't answer goes to the model too.
    if let Some(client) = &llm {
        pipeline = pipeline.with_llm(client);
    }
    let run_id = uuid::Uuid::new_v4().to_string();
    store.begin_run(&run_id, thread, state.question()).await?;
    options.run_id = Some(run_id);
    let state = pipeline.resume(state, answer, &options).await;
    super::ask::finish_run(store.as_ref(), state, turns, json).await
}
