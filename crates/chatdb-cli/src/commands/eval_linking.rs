//! `chatdb eval-linking`: schema-linking recall and prompt size on a
//! Spider-layout dataset.

use anyhow::Result;
use chatdb_eval::{evaluate_linking, Dataset, Wide};
use std::path::Path;
use std::process::ExitCode;

pub async fn run(
    dataset: &Path,
    out: Option<&Path>,
    wide: Option<usize>,
    distractors: &[std::path::PathBuf],
    each_database: bool,
) -> Result<ExitCode> {
    let ds = Dataset::open(dataset)?;
    let wide = match wide {
        Some(extra_columns) => Some(Wide {
            extra_columns,
            distractors: distractors
                .iter()
                .map(|d| Dataset::open(d))
                .collect::<Result<_, _>>()?,
            each_database,
        }),
        None => None,
    };
    let out_file = crate::output::JsonLines::create(out)?;
    let bar = crate::output::progress_bar(ds.examples.len() as u64, "linking");
    let (report, predictions) = evaluate_linking(&ds, wide.as_ref(), &mut |done, _| {
        bar.set_position(done as u64)
    })
    .await?;
    bar.finish_and_clear();
    if let Some(file) = out_file {
        file.write_all(&predictions)?;
    }
    println!("questions:      {}", report.questions);
    println!("strict recall:  {:.1}%", report.strict_recall * 100.0);
    println!("table recall:   {:.1}%", report.table_recall * 100.0);
    println!("column recall:  {:.1}%", report.column_recall * 100.0);
    println!(
        "token ratio:    {:.1}% of the full schema",
        report.token_ratio * 100.0
    );
    println!("mean latency:   {:.2} ms", report.mean_latency_ms);
    Ok(ExitCode::SUCCESS)
}
