//! `chatdb ask`: a question in, SQL + table + answer out (or the reason the
//! engine abstained). The run lifecycle is `chatdb_flow::Session`'s; this
//! file only reads arguments and prints the record.

use crate::cli::{LimitArgs, ModelArgs};
use anyhow::{bail, Result};
use chatdb_connect::CancellationToken;
use chatdb_flow::{Event, RunOptions, RunRecord, Session, Status};
use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Duration;

/// What `ask` was told on the command line.
pub struct AskArgs<'a> {
    pub db: Option<&'a str>,
    pub model: &'a ModelArgs,
    pub limits: &'a LimitArgs,
    pub thread: Option<&'a str>,
    pub json: bool,
    /// Where to draw the chart (SVG).
    pub chart: Option<&'a std::path::Path>,
    pub question: &'a str,
}

/// Progress as nodes, tools and steps finish, printed to the terminal
/// (never with `--json`, never when stderr is not a terminal).
pub(crate) fn progress(json: bool) -> Option<chatdb_flow::EventSink> {
    if json || !std::io::stderr().is_terminal() {
        return None;
    }
    Some(std::sync::Arc::new(|e: &Event| {
        if !matches!(e, Event::NodeStarted { .. }) {
            eprintln!("  · {e}");
        }
    }))
}

pub async fn run(args: AskArgs<'_>) -> Result<ExitCode> {
    if args.question.trim().is_empty() {
        bail!("the question is empty");
    }
    let mut options = run_options(args.limits, args.model)?;
    let llm = chatdb_flow::model_client(args.model.llm.as_deref(), args.model.llm_log.as_deref())?;
    options.events = progress(args.json);
    let source = crate::context::load(args.db).await?;
    let store = crate::workspace::store().await?;
    let session = Session {
        store: store.as_ref(),
        source: &source,
        llm: llm.as_ref(),
        access: None,
    };
    let record = session.ask(args.question, args.thread, options).await?;
    if let Some(path) = args.chart {
        match &record.chart {
            Some(chart) => {
                crate::chart_svg::write(chart, path)?;
                if !args.json {
                    eprintln!("chart ({:?}) written to {}", chart.kind, path.display());
                }
            }
            None => {
                eprintln!("no chart for this answer (its shape calls for none); nothing written")
            }
        }
    }
    print_record(&record, args.json)
}

/// Run options from the command line: limits, the engine's threshold and
/// the model's prompt budget; Ctrl-C cancels the running query.
pub fn run_options(limits: &LimitArgs, model: &ModelArgs) -> Result<RunOptions> {
    if !(limits.timeout.is_finite() && limits.timeout > 0.0) {
        bail!("--timeout must be a positive number of seconds");
    }
    if limits.max_rows == 0 {
        bail!("--max-rows must be at least 1");
    }
    let cancel = CancellationToken::new();
    let on_interrupt = cancel.clone();
    tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            on_interrupt.cancel();
        }
    });
    let mut options = RunOptions::at(chrono::Local::now().naive_local());
    options.max_rows = limits.max_rows;
    options.timeout = Duration::from_secs_f64(limits.timeout);
    options.cancel = cancel;
    options.prompt_budget = model.prompt_budget;
    if !(model.model_seconds.is_finite() && model.model_seconds > 0.0) {
        bail!("--model-seconds must be a positive number of seconds");
    }
    options.model_budget = chatdb_flow::ModelBudget {
        calls: model.max_model_calls,
        time: Duration::from_secs_f64(model.model_seconds),
    };
    options.threshold = model.min_confidence;
    Ok(options)
}

/// Prints a run record (JSON or for people); a failed run exits non-zero.
pub fn print_record(record: &RunRecord, json: bool) -> Result<ExitCode> {
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
    let from = match (&r.source, &r.case_id) {
        (Some(chatdb_flow::record::AnswerSource::Case), Some(id)) => {
            format!(" from case {id} (trust {:.2})", r.confidence)
        }
        (Some(chatdb_flow::record::AnswerSource::Model), _) => {
            format!(" by the model · {} calls", r.llm_calls)
        }
        _ => format!(" · confidence {:.2}", r.confidence),
    };
    eprintln!("\n[{:?}{from} · {} ms · run {}]", r.status, total, r.run_id);
}
