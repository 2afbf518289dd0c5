//! `chatdb calibrate`: fit the engine's confidence model and report how it
//! does on databases it was not fitted on.

use anyhow::{bail, Context, Result};
use chatdb_engine::calibration::FEATURES;
use chatdb_eval::calibration::{
    at_threshold, brier_score, leave_one_database_out, reliability, select_features, AtThreshold,
    ScoredSet, L2,
};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub fn run(
    files: &[PathBuf],
    threshold: f32,
    write: Option<&Path>,
    out: Option<&Path>,
    json: bool,
) -> Result<ExitCode> {
    let mut sets = Vec::new();
    for f in files {
        let text =
            std::fs::read_to_string(f).with_context(|| format!("cannot read {}", f.display()))?;
        let name = f
            .file_stem()
            .map_or_else(|| f.display().to_string(), |s| s.to_string_lossy().into());
        let set = ScoredSet::parse(&name, &text)
            .map_err(|e| anyhow::anyhow!("{} is not `eval --out` output: {e}", f.display()))?;
        sets.push(set);
    }
    let chosen = select_features(&sets, L2);
    let used: Vec<usize> = chosen.iter().map(|(i, _)| *i).collect();
    let (predictions, model) = leave_one_database_out(&sets, &used, L2);
    if predictions.is_empty() {
        bail!("no reading the engine built has features; run `chatdb eval --min-confidence 0 --out FILE` first");
    }
    if let Some(file) = crate::output::JsonLines::create(out)? {
        file.write_all(&predictions)?;
    }
    let table = reliability(&predictions, 10);
    let held_out = at_threshold(&sets, &predictions, threshold, |p| p.held_out);
    let in_sample = at_threshold(&sets, &predictions, threshold, |p| p.in_sample);
    let parser_score = at_threshold(&sets, &predictions, threshold, |p| p.coverage);
    if let Some(path) = write {
        std::fs::write(path, serde_json::to_string_pretty(&model)? + "\n")
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    if json {
        let report = serde_json::json!({
            "threshold": threshold,
            "features": chosen.iter().map(|(i, b)| serde_json::json!({"feature": FEATURES[*i], "brier": b})).collect::<Vec<_>>(),
            "brier": brier_score(&predictions),
            "reliability": table,
            "held_out": held_out,
            "in_sample": in_sample,
            "parser_score": parser_score,
        });
        println!("{}", serde_json::to_string_pretty(&report)?);
        return Ok(ExitCode::SUCCESS);
    }
    println!("features chosen by the out-of-database Brier score:");
    for (i, b) in &chosen {
        println!("  {:<24} {b:.4}", FEATURES[*i]);
    }
    println!(
        "reliability, each database left out once ({} readings, Brier {:.4}):",
        predictions.len(),
        brier_score(&predictions)
    );
    println!("  predicted     readings  mean predicted  observed");
    for b in &table {
        println!(
            "  {:.1}–{:.1}  {:>10}  {:>14.3}  {:>8.3}",
            b.low, b.high, b.readings, b.mean_predicted, b.observed
        );
    }
    let show = |title: &str, rows: &[AtThreshold]| {
        println!("{title} at {threshold:.2}:");
        for r in rows {
            println!(
                "  {:<12} {:>5} questions  {:>4} answered  {:>4} right  EX {:>5.1}%  precision {:>5.1}%",
                r.set,
                r.questions,
                r.answered,
                r.correct,
                r.accuracy() * 100.0,
                r.precision() * 100.0
            );
        }
    };
    show("leave one database out", &held_out);
    show("in sample (fitted on all)", &in_sample);
    show("the parser's own score", &parser_score);
    if let Some(path) = write {
        println!(
            "wrote the model fitted on all readings to {}",
            path.display()
        );
    }
    Ok(ExitCode::SUCCESS)
}
