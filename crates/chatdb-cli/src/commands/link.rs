//! `chatdb link`: the pruned schema a question needs.

use anyhow::{bail, Result};
use chatdb_knowledge::Linker;
use std::process::ExitCode;

pub async fn run(db: Option<&str>, json: bool, question: &str) -> Result<ExitCode> {
    if question.trim().is_empty() {
        bail!("the question is empty");
    }
    let ctx = crate::context::load(db).await?;
    let linker = Linker::new(
        &ctx.catalog.schema,
        &ctx.catalog.tables,
        ctx.semantic.as_ref(),
        &ctx.index,
    );
    let linked = linker.link(question)?;
    if json {
        crate::output::print_json(&linked)?;
        return Ok(ExitCode::SUCCESS);
    }
    for t in &linked.tables {
        // Columns rendered in full are marked with `*`; the rest are named only.
        let columns: Vec<String> = t
            .columns
            .iter()
            .map(|c| {
                if t.detailed.contains(c) {
                    format!("{c}*")
                } else {
                    c.clone()
                }
            })
            .collect();
        println!(
            "{} ({}, score {:.2}): {}",
            t.name,
            t.reason,
            t.score,
            columns.join(", ")
        );
    }
    for j in &linked.joins {
        println!(
            "join {}.{} = {}.{}",
            j.left,
            j.left_columns.join(","),
            j.right,
            j.right_columns.join(",")
        );
    }
    for v in &linked.values {
        println!(
            "value {:?} in {}.{}{}",
            v.value,
            v.table,
            v.column,
            if v.exact { "" } else { " (partial)" }
        );
    }
    if !linked.metrics.is_empty() {
        println!("metrics: {}", linked.metrics.join(", "));
    }
    println!(
        "prompt tokens: {} of {} ({:.0}%)",
        linked.prompt_tokens,
        linked.full_schema_tokens,
        100.0 * linked.prompt_tokens as f64 / linked.full_schema_tokens.max(1) as f64
    );
    Ok(ExitCode::SUCCESS)
}
