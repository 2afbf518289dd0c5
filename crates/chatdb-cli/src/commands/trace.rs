//! `chatdb trace`: what a run did, step by step.

use anyhow::{bail, Result};
use std::process::ExitCode;

pub async fn run(run_id: &str, json: bool) -> Result<ExitCode> {
    let store = crate::workspace::store().await?;
    let Some(record) = store.run(run_id).await? else {
        bail!("no run {run_id} in this data directory");
    };
    if json {
        crate::output::print_json(&record)?;
        return Ok(ExitCode::SUCCESS);
    }
    let s = |k: &str| record[k].as_str().unwrap_or("").to_string();
    println!("run {}  thread {}", s("run_id"), s("thread_id"));
    println!("question: {}", s("question"));
    println!(
        "status: {}  confidence: {}",
        s("status"),
        record["confidence"]
    );
    for e in record["trace"].as_array().into_iter().flatten() {
        println!(
            "  {:>6} ms  {:<9} {:>5} ms  {}",
            e["at_ms"],
            e["node"].as_str().unwrap_or(""),
            e["duration_ms"],
            e["detail"].as_str().unwrap_or("")
        );
    }
    if let Some(sql) = record["sql"].as_str() {
        println!("sql:\n{sql}");
    }
    println!("answer: {}", s("answer"));
    Ok(ExitCode::SUCCESS)
}
