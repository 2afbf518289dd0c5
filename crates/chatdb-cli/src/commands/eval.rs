//! `chatdb eval`: execution accuracy on a Spider-layout dataset.

use crate::cli::ModelArgs;
use anyhow::Result;
use chatdb_eval::{evaluate_execution, Dataset, ExecutionOptions};
use chatdb_flow::RunOptions;
use std::path::Path;
use std::process::ExitCode;

pub async fn run(
    dataset: &Path,
    out: Option<&Path>,
    limit: Option<usize>,
    model: &ModelArgs,
) -> Result<ExitCode> {
    let mut run = RunOptions::at(chrono::Local::now().naive_local());
    run.prompt_budget = model.prompt_budget;
    run.threshold = model.min_confidence;
    let client = chatdb_flow::model_client(model.llm.as_deref())?;
    let ds = Dataset::open(dataset)?;
    let out_file = crate::output::JsonLines::create(out)?;
    let total = limit.unwrap_or(usize::MAX).min(ds.examples.len());
    let bar = crate::output::progress_bar(total as u64, "asking");
    let options = ExecutionOptions { limit, run };
    let (report, predictions) =
        evaluate_execution(&ds, &options, client.as_ref(), &mut |done, _| {
            bar.set_position(done as u64)
        })
        .await?;
    bar.finish_and_clear();
    if let Some(file) = out_file {
        file.write_all(&predictions)?;
    }
    println!("questions:          {}", report.questions);
    println!(
        "answered:           {} ({:.1}% coverage)",
        report.answered,
        report.coverage * 100.0
    );
    println!("correct:            {}", report.correct);
    println!(
        "execution accuracy: {:.1}%",
        report.execution_accuracy * 100.0
    );
    println!("precision:          {:.1}%", report.precision * 100.0);
    println!("mean latency:       {:.1} ms", report.mean_latency_ms);
    println!("mean LLM calls:     {:.2}", report.mean_llm_calls);
    println!("mean tokens:        {:.0}", report.mean_tokens);
    Ok(ExitCode::SUCCESS)
}
