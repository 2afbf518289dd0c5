//! `chatdb profile`: column statistics of a data source, kept as its
//! catalog in the data directory.

use anyhow::Result;
use chatdb_connect::{Connector, DataSource};
use chatdb_profile::Catalog;
use std::process::ExitCode;

/// The source's catalog: reused while its schema fingerprint is unchanged,
/// otherwise profiled again (with a progress bar) and stored.
pub async fn current_catalog(
    source: &DataSource,
    connector: &dyn Connector,
    force: bool,
) -> Result<Catalog> {
    let ws = crate::workspace::workspace()?;
    let mut display = crate::output::Progress::default();
    Ok(
        chatdb_flow::source::current_catalog(&ws, source, connector, force, &mut |p| {
            display.show(p)
        })
        .await?,
    )
}

pub async fn run(db: Option<&str>, refresh: bool, json: bool) -> Result<ExitCode> {
    let (source, connector) = crate::workspace::connect(db).await?;
    let catalog = current_catalog(&source, connector.as_ref(), refresh).await?;
    if json {
        crate::output::print_json(&catalog)?;
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "{} — fingerprint {}",
        catalog.source,
        &catalog.fingerprint[..12]
    );
    for t in &catalog.tables {
        let sampled = if t.sampled { " (sampled)" } else { "" };
        println!("\n{} [{} rows{sampled}]", t.table, t.row_count);
        for c in &t.columns {
            let approx = if c.distinct_approximate { "~" } else { "" };
            let top: Vec<String> = c
                .top_values
                .iter()
                .take(3)
                .map(|(v, n)| format!("{v} ({n})"))
                .collect();
            println!(
                "  {:24} distinct {approx}{:<8} null {:>5.1}%  min {}  max {}{}",
                c.column,
                c.distinct_count,
                c.null_fraction * 100.0,
                c.min,
                c.max,
                if top.is_empty() {
                    String::new()
                } else {
                    format!("  top {}", top.join(", "))
                }
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}
