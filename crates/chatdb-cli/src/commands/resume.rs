//! `chatdb resume`: answer the question a thread is waiting on. Works from
//! any process: the thread's state lives in the store.

use crate::cli::{LimitArgs, ModelArgs};
use anyhow::{bail, Result};
use chatdb_flow::Session;
use std::process::ExitCode;

pub async fn run(
    db: Option<&str>,
    model: &ModelArgs,
    limits: &LimitArgs,
    thread: &str,
    json: bool,
    answer: &str,
) -> Result<ExitCode> {
    if answer.trim().is_empty() {
        bail!("the answer is empty");
    }
    if let Some(code) = super::etl::resume(db, model, limits, thread, json, answer).await? {
        return Ok(code);
    }
    let options = super::ask::run_options(limits, model)?;
    // A resumed run that the engine can't answer goes to the model too.
    let llm = chatdb_flow::model_client(model.llm.as_deref(), model.llm_log.as_deref())?;
    let store = crate::workspace::store().await?;
    let source = crate::context::load(db).await?;
    let session = Session {
        store: store.as_ref(),
        source: &source,
        llm: llm.as_ref(),
        access: None,
    };
    let record = session.resume(thread, answer, options).await?;
    super::ask::print_record(&record, json)
}
