//! `chatdb review`: a workflow's findings and, on a data source, its test
//! run in a sandbox. Without `--db` the review is static and schema-free.

use anyhow::{Context as _, Result};
use chatdb_core::Dialect;
use chatdb_lineage::{Analysis, LineageGraph, Workflow};
use chatdb_review::{Context, Report, ReviewOptions};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;

pub async fn run(
    db: Option<&str>,
    dialect: Option<Dialect>,
    test: bool,
    large_rows: u64,
    json: bool,
    path: &Path,
) -> Result<ExitCode> {
    let loaded = match db {
        Some(db) => Some(crate::context::load(Some(db)).await?),
        None => None,
    };
    let dialect = dialect
        .or(loaded.as_ref().map(|l| l.source.dialect()))
        .unwrap_or(Dialect::DuckDb);
    let workflow =
        Workflow::read(path, dialect).with_context(|| format!("reading {}", path.display()))?;
    let schema = loaded.as_ref().map(|l| &l.catalog.schema);
    let analysis = Analysis::new(&workflow, schema);
    let row_counts: BTreeMap<String, u64> = loaded
        .as_ref()
        .map(|l| {
            l.catalog
                .tables
                .iter()
                .map(|t| {
                    (
                        chatdb_lineage::analysis::relation_key(&t.table),
                        t.row_count,
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    let cx = Context {
        workflow: &workflow,
        analysis: &analysis,
        schema,
        semantic: loaded.as_ref().and_then(|l| l.semantic.as_ref()),
        row_counts,
        options: ReviewOptions { large_rows },
    };
    let findings = chatdb_review::review(&cx);
    let tests = match (&loaded, test) {
        (Some(l), true) => {
            if !json {
                eprintln!("running {} models in a sandbox…", workflow.models.len());
            }
            Some(chatdb_review::tester::run(&cx, &findings, &l.source).await)
        }
        _ => None,
    };
    if let Some(l) = &loaded {
        let ws = crate::workspace::workspace()?;
        ws.lineage(&l.source)
            .save(&workflow.root, &LineageGraph::new(&workflow, &analysis))?;
    }
    let report = Report::new(&workflow, &analysis, findings, tests);
    if json {
        crate::output::print_json(&report)?;
    } else {
        if loaded.is_none() {
            println!("(no --db: a static review without the schema; give --db to check names and run the models in a sandbox)");
        }
        print!("{}", report.render());
    }
    Ok(if report.summary.passed {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
