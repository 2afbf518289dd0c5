//! `chatdb resume`: answer the question a thread is waiting on. Works from
//! any process: the thread's state lives in the data directory.

use crate::context::SourceContext;
use anyhow::{bail, Result};
use std::process::ExitCode;

pub async fn run(db: Option<&str>, thread: &str, json: bool, answer: &str) -> Result<ExitCode> {
    if answer.trim().is_empty() {
        bail!("the answer is empty");
    }
    let store = super::ask::store().await?;
    let Some(pending) = store.pending(thread).await? else {
        bail!("thread {thread} is not waiting for an answer (unknown thread, or already answered)");
    };
    let mut options = super::ask::run_options(1000, 30.0)?;
    let ctx = SourceContext::load(db).await?;
    let pipeline = ctx.pipeline();
    let run_id = uuid::Uuid::new_v4().to_string();
    store.begin_run(&run_id, thread, &pending.original).await?;
    options.run_id = Some(run_id);
    let record = pipeline.resume(&pending, answer, thread, &options).await;
    super::ask::report(store.as_ref(), &record, json).await
}
