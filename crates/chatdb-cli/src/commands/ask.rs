//! `chatdb ask`: a question in, SQL + table + answer out (or the reason the
//! engine abstained).

use crate::cli::ModelArgs;
use crate::context::SourceContext;
use anyhow::{bail, Context, Result};
use chatdb_connect::CancellationToken;
use chatdb_flow::{Checkpointer, Event, RunOptions, RunRecord, RunState, Status};
use chatdb_llm::{LlmClient, LlmSpec, RetryPolicy};
use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Duration;

/// What `ask` was told on the command line.
pub struct AskArgs<'a> {
    pub db: Option<&'a str>,
    pub model: &'a ModelArgs,
    pub thread: Option<&'a str>,
    pub json: bool,
    pub max_rows: usize,
    pub timeout: f64,
    pub question: &'a str,
}

pub async fn run(args: AskArgs<'_>) -> Result<ExitCode> {
    let mut options = run_options(args.max_rows, args.timeout)?;
    let llm = model(args.model, &mut options)?;
    if !args.json && std::io::stderr().is_terminal() {
        // Progress as nodes, tools and steps finish, on the terminal only.
        options.events = Some(std::sync::Arc::new(|e: &Event| {
            if !matches!(e, Event::NodeStarted { .. }) {
                eprintln!("  · {e}");
            }
        }));
    }
    let ctx = SourceContext::load(args.db).await?;
    let mut pipeline = ctx.pipeline();
    if let Some(client) = &llm {
        pipeline = pipeline.with_llm(client);
    }
    let thread = args
        .thread
        .map(str::to_string)
        .unwrap_or_else(|| uuid::Uuid::new_v4().to_string());
    // The thread's memory, within the window.
    let store = store().await?;
    let (previous, turns) = match store.memory(&thread).await? {
        Some((intent, turns)) if (turns as usize) < MEMORY_WINDOW => (Some(intent), turns),
        Some((_, turns)) => (None, turns),
        None => (None, 0),
    };
    let run_id = uuid::Uuid::new_v4().to_string();
    store.begin_run(&run_id, &thread, args.question).await?;
    options.run_id = Some(run_id);
    let state = pipeline.start(args.question, &thread, previous.as_ref(), &options);
    let state = pipeline.run(state, &options).await;
    finish_run(store.as_ref(), state, turns, args.json).await
}

/// Stores what a run left: a checkpoint when it waits on the user (or
/// drops the thread's old one), the thread's memory, the run record; then
/// prints the record.
pub async fn finish_run(
    store: &dyn Checkpointer,
    state: RunState,
    turns: u32,
    json: bool,
) -> Result<ExitCode> {
    let thread = state.record.thread_id.clone();
    if state.pending.is_some() {
        store.put_checkpoint(&thread, &state).await?;
    } else {
        store.clear_checkpoint(&thread).await?;
    }
    let record = state.into_record();
    if let Some(intent) = &record.intent {
        store.put_memory(&thread, intent, turns + 1).await?;
    }
    report(store, &record, json).await
}

/// The model `--llm` (or CHATDB_LLM) names, if any, with the run's prompt
/// budget set from `--prompt-budget`.
pub fn model(args: &ModelArgs, options: &mut RunOptions) -> Result<Option<LlmClient>> {
    options.prompt_budget = args.prompt_budget;
    options.threshold = args.min_confidence;
    let Some(spec) = args.llm.as_deref().filter(|s| !s.trim().is_empty()) else {
        return Ok(None);
    };
    let spec = LlmSpec::parse(spec)?;
    Ok(Some(LlmClient::new(
        spec,
        Duration::from_secs(60),
        RetryPolicy::default(),
    )?))
}

/// How many messages of a thread follow-ups may build on.
const MEMORY_WINDOW: usize = 20;

/// The thread store: PostgreSQL when `CHATDB_STORE` names one, else
/// SQLite in the data directory.
pub async fn store() -> Result<Box<dyn Checkpointer>> {
    let path = crate::workspace::data_dir()?.join("threads.sqlite");
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let url = std::env::var("CHATDB_STORE").ok();
    chatdb_flow::checkpoint::open(url.as_deref(), &path)
        .await
        .with_context(|| "cannot open the thread store".to_string())
}

/// Stores the run record, then prints it.
async fn report(store: &dyn Checkpointer, record: &RunRecord, json: bool) -> Result<ExitCode> {
    store
        .put_run(
            &record.run_id,
            &record.thread_id,
            &serde_json::to_value(record)?,
        )
        .await?;
    if json {
        crate::output::print_json(record)?;
    } else {
        print_human(record);
    }
    Ok(if record.status == Status::Failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Options for a run from the command line.
pub fn run_options(max_rows: usize, timeout: f64) -> Result<RunOptions> {
    if !(timeout.is_finite() && timeout > 0.0) {
        bail!("--timeout must be a positive number of seconds");
    }
    let cancel = CancellationToken::new();
    let on_interrupt = cancel.clone();
    tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            on_interrupt.cancel();
        }
    });
    let mut options = RunOptions::at(chrono::Local::now().naive_local());
    options.max_rows = max_rows;
    options.timeout = Duration::from_secs_f64(timeout);
    options.cancel = cancel;
    Ok(options)
}

/// SQL, table, answer and a footer, for people.
fn print_human(r: &RunRecord) {
    if let Some(sql) = &r.sql {
        println!("SQL:\n{sql}\n");
    }
    if r.status == Status::Answered && !r.columns.is_empty() {
        let headers: Vec<&str> = r.columns.iter().map(String::as_str).collect();
        println!("{}\n", crate::output::rows_table(&headers, &r.rows));
    }
    println!("{}", r.answer);
    if let Some(c) = &r.clarification {
        for (i, o) in c.options.iter().enumerate() {
            println!("  {}. {o}", i + 1);
        }
        println!(
            "\nanswer with: chatdb resume --thread {} \"<your choice>\"",
            r.thread_id
        );
    }
    let total = r.timings_ms.get("total").copied().unwrap_or(0);
    eprintln!(
        "\n[{:?} · confidence {:.2} · {} ms · run {}]",
        r.status, r.confidence, total, r.run_id
    );
}
