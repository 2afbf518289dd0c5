//! `chatdb sql`: run one read-only query.

use anyhow::{bail, Result};
use chatdb_connect::{CancellationToken, QueryOptions};
use chatdb_guard::{Guard, GuardConfig};
use std::process::ExitCode;
use std::time::Duration;

pub async fn run(
    db: Option<&str>,
    sql: &str,
    max_rows: usize,
    timeout: f64,
    json: bool,
) -> Result<ExitCode> {
    if sql.trim().is_empty() {
        bail!("the SQL statement is empty");
    }
    if !(timeout.is_finite() && timeout > 0.0) {
        bail!("--timeout must be a positive number of seconds");
    }
    let (_, connector) = crate::workspace::connect(db).await?;
    // Every statement passes the guard first; the connection's own
    // read-only mode stays on behind it.
    let schema = connector.introspect().await?;
    let config = GuardConfig::default();
    let checked = match Guard::new(connector.dialect(), &config)
        .with_schema(&schema)
        .check(sql)
    {
        Ok(c) => c,
        Err(e) => {
            eprintln!("rejected: {e}");
            return Ok(ExitCode::from(1));
        }
    };
    crate::commands::check::print_warnings(checked.warnings());
    let cancel = CancellationToken::new();
    // Ctrl-C cancels the running query instead of killing the process.
    let on_interrupt = cancel.clone();
    tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            on_interrupt.cancel();
        }
    });
    let options = QueryOptions {
        max_rows,
        timeout: Duration::from_secs_f64(timeout),
        cancel,
        ..QueryOptions::default()
    };
    let rs = connector.query(&checked, &options).await?;
    if json {
        crate::output::print_json(&rs)?;
    } else {
        println!("{}", crate::output::render_table(&rs));
    }
    Ok(ExitCode::SUCCESS)
}
