//! `chatdb ask`: a question in, SQL + table + answer out (or the reason the
//! engine abstained).

use crate::context::SourceContext;
use anyhow::{bail, Result};
use chatdb_connect::CancellationToken;
use chatdb_flow::{Pipeline, RunOptions, RunRecord, Status};
use std::process::ExitCode;
use std::time::Duration;

/// What `ask` was told on the command line.
pub struct AskArgs<'a> {
    pub db: Option<&'a str>,
    pub llm: Option<&'a str>,
    pub thread: Option<&'a str>,
    pub json: bool,
    pub max_rows: usize,
    pub timeout: f64,
    pub question: &'a str,
}

pub async fn run(args: AskArgs<'_>) -> Result<ExitCode> {
    if let Some(spec) = args.llm {
        bail!(
            "--llm {spec}: LLM providers are not part of this build yet; run without --llm to use the rule engine"
        );
    }
    if !(args.timeout.is_finite() && args.timeout > 0.0) {
        bail!("--timeout must be a positive number of seconds");
    }
    let ctx = SourceContext::load(args.db).await?;
    let pipeline = Pipeline::new(
        ctx.connector.as_ref(),
        &ctx.catalog.schema,
        &ctx.catalog.tables,
        ctx.semantic.as_ref(),
        &ctx.index,
    );
    let cancel = CancellationToken::new();
    let on_interrupt = cancel.clone();
    tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            on_interrupt.cancel();
        }
    });
    let mut options = RunOptions::at(chrono::Local::now().naive_local());
    options.max_rows = args.max_rows;
    options.timeout = Duration::from_secs_f64(args.timeout);
    options.cancel = cancel;
    let thread = args
        .thread
        .map(str::to_string)
        .unwrap_or_else(|| uuid::Uuid::new_v4().to_string());
    let record = pipeline.ask(args.question, &thread, &options).await;
    if args.json {
        crate::output::print_json(&record)?;
    } else {
        print_human(&record);
    }
    Ok(if record.status == Status::Failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
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
    let total = r.timings_ms.get("total").copied().unwrap_or(0);
    eprintln!(
        "\n[{:?} · confidence {:.2} · {} ms · run {}]",
        r.status, r.confidence, total, r.run_id
    );
}
