//! `chatdb etl`: a request becomes a workflow (`chatdb_etl::Etl`); this
//! file reads arguments and prints the record. `chatdb resume` continues a
//! waiting ETL run through [`resume`].

use crate::cli::{LimitArgs, ModelArgs};
use anyhow::{bail, Result};
use chatdb_etl::{Etl, EtlOptions, EtlRecord, EtlStatus};
use std::path::Path;
use std::process::ExitCode;

/// What `etl` was told on the command line.
pub struct Args<'a> {
    pub db: Option<&'a str>,
    pub model: &'a ModelArgs,
    pub limits: &'a LimitArgs,
    pub out: Option<&'a Path>,
    pub apply: bool,
    pub test: bool,
    pub target: Option<&'a str>,
    pub thread: Option<&'a str>,
    pub confirm: bool,
    pub json: bool,
    pub request: &'a str,
}

pub async fn run(args: Args<'_>) -> Result<ExitCode> {
    if args.request.trim().is_empty() {
        bail!("the request is empty: say what to build and where it goes, e.g. \"按月汇总销售额，写入 dws_sales_monthly\"");
    }
    let llm = chatdb_flow::model_client(args.model.llm.as_deref(), args.model.llm_log.as_deref())?;
    let source = crate::context::load(args.db).await?;
    let ws = crate::workspace::workspace()?;
    let options = EtlOptions {
        out: args.out.map(Path::to_path_buf),
        apply: args.apply,
        test: args.test,
        target: args.target.map(str::to_string),
        thread: args.thread.map(str::to_string),
        confirm: args.confirm,
        events: super::ask::progress(args.json),
        ..EtlOptions::new(
            super::ask::run_options(args.limits, args.model)?,
            ws.dir().to_path_buf(),
        )
    };
    if !args.json {
        eprintln!("planning, building, reviewing and testing the workflow…");
    }
    let store = crate::workspace::store().await?;
    let etl = Etl {
        source: std::sync::Arc::new(source),
        llm: llm.as_ref(),
        store: Some(store.as_ref()),
    };
    let record = etl.run(args.request, options).await;
    print(&record, args.json)
}

/// `chatdb resume` for a thread whose waiting run is an ETL run; `None`
/// when the thread has none.
pub async fn resume(
    db: Option<&str>,
    model: &ModelArgs,
    limits: &LimitArgs,
    thread: &str,
    json: bool,
    answer: &str,
) -> Result<Option<ExitCode>> {
    let ws = crate::workspace::workspace()?;
    let store = crate::workspace::store().await?;
    let waiting = chatdb_etl::pending::PendingStore::new(store.as_ref(), ws.dir())
        .get(thread)
        .await
        .map_err(anyhow::Error::msg)?;
    let Some(pending) = waiting else {
        return Ok(None);
    };
    let llm = chatdb_flow::model_client(model.llm.as_deref(), model.llm_log.as_deref())?;
    let source = crate::context::load(db).await?;
    // The waiting run keeps its own --out and --apply.
    let options = EtlOptions {
        events: super::ask::progress(json),
        ..EtlOptions::new(
            super::ask::run_options(limits, model)?,
            ws.dir().to_path_buf(),
        )
    };
    let etl = Etl {
        source: std::sync::Arc::new(source),
        llm: llm.as_ref(),
        store: Some(store.as_ref()),
    };
    match etl.continue_waiting(thread, pending, answer, options).await {
        Ok(record) => print(&record, json).map(Some),
        Err(e) => bail!(e),
    }
}

fn print(record: &EtlRecord, json: bool) -> Result<ExitCode> {
    if json {
        crate::output::print_json(record)?;
    } else {
        print_text(record);
    }
    Ok(match record.status {
        EtlStatus::Done | EtlStatus::Clarification => ExitCode::SUCCESS,
        EtlStatus::NeedsReview | EtlStatus::Failed => ExitCode::from(1),
    })
}

fn print_text(r: &EtlRecord) {
    if let Some(q) = &r.clarification {
        println!("{q}");
        println!(
            "(thread {}: `chatdb resume --thread {} ANSWER`)",
            r.thread_id, r.thread_id
        );
        return;
    }
    if let Some(i) = &r.intent {
        println!(
            "target: {}{} — grain: {}; write mode: {}",
            i.target.name,
            i.target
                .label
                .as_ref()
                .map(|l| format!(" ({l})"))
                .unwrap_or_default(),
            if i.target.grain.is_empty() {
                "row level".to_string()
            } else {
                i.target.grain.join(", ")
            },
            i.target.write_mode.name()
        );
        for d in &i.dimensions {
            println!(
                "dimension: {} — one row per {} of {}, referenced by the fact's {}",
                d.target.name,
                d.key,
                d.table,
                d.fact_columns.join(", ")
            );
        }
        println!("sources: {}", i.all_sources().join(", "));
    }
    if let Some(p) = &r.plan {
        println!("plan: {}, layers {}", p.pattern, p.layers.join(" → "));
        for risk in &p.risks {
            println!("  risk: {risk}");
        }
    }
    for m in &r.models {
        let how = if m.is_ephemeral() {
            ", ephemeral: inlined into the models reading it"
        } else {
            ""
        };
        println!(
            "\n-- model {} ({}{how})\n{}",
            m.name,
            m.layer,
            m.sql.trim_end()
        );
    }
    if !r.review.is_empty() {
        println!("\nreview:");
        for f in &r.review {
            println!(
                "  {:?} {} line {}: {}",
                f.severity, f.rule, f.line, f.message
            );
        }
    }
    if let Some(t) = &r.tests {
        println!("\ntests ({}):", t.sandbox);
        for res in &t.results {
            println!("  {:?} {}: {}", res.status, res.name, res.detail);
        }
    }
    if !r.files.is_empty() {
        println!(
            "\nfiles: {}",
            r.files
                .iter()
                .map(|f| f.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    println!("\n{:?}: {}", r.status, r.message);
}
