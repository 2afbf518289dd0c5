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
    learn: Option<Option<&Path>>,
    model: &ModelArgs,
) -> Result<ExitCode> {
    let mut run = RunOptions::at(chrono::Local::now().naive_local());
    run.prompt_budget = model.prompt_budget;
    run.threshold = model.min_confidence;
    let client = chatdb_flow::model_client(model.llm.as_deref(), model.llm_log.as_deref())?;
    let ds = Dataset::open(dataset)?;
    let out_file = crate::output::JsonLines::create(out)?;
    let total = limit.unwrap_or(usize::MAX).min(ds.examples.len());
    let bar = crate::output::progress_bar(total as u64, "asking");
    let options = ExecutionOptions { limit, run };
    // --learn: a fresh case library per run unless --store names one.
    let scratch = tempfile::TempDir::new()?;
    let store = match learn {
        Some(path) => {
            let path = path.map_or_else(|| scratch.path().join("cases.sqlite"), Path::to_path_buf);
            Some(chatdb_flow::checkpoint::open(None, &path).await?)
        }
        None => None,
    };
    let cases = store.as_deref().map(|s| s as &dyn chatdb_flow::CaseStore);
    let (report, predictions) =
        evaluate_execution(&ds, &options, client.as_ref(), cases, &mut |done, _| {
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
    if let Some(l) = &report.learning {
        let n = report.questions.max(1) as f64;
        println!(
            "answered from cases: {} ({} right, {:.1}% of them)",
            l.case_answered,
            l.case_correct,
            100.0 * l.case_correct as f64 / l.case_answered.max(1) as f64
        );
        println!(
            "wrong reuses:        {} ({:.2}% of all questions)",
            l.wrong_reuses,
            100.0 * l.wrong_reuses as f64 / n
        );
        println!("model calls saved:   {}", l.model_calls_saved);
        println!(
            "repeated requests:   {} (another wording of a request given back before); {} answered right from cases ({:.1}%)",
            l.repeated_requests,
            l.repeated_answered_from_cases,
            100.0 * l.repeated_answered_from_cases as f64 / l.repeated_requests.max(1) as f64
        );
    }
    Ok(ExitCode::SUCCESS)
}
