//! `chatdb check`: what the guard says about a statement.

use anyhow::{bail, Result};
use chatdb_core::Dialect;
use chatdb_guard::{Guard, GuardConfig};
use std::process::ExitCode;

pub async fn run(
    dialect: Option<&str>,
    db: Option<&str>,
    json: bool,
    sql: &str,
) -> Result<ExitCode> {
    if sql.trim().is_empty() {
        bail!("the SQL statement is empty");
    }
    let schema = match db {
        Some(db) => {
            let (_, connector) = crate::workspace::connect(Some(db)).await?;
            Some(connector.introspect().await?)
        }
        None => None,
    };
    let dialect: Dialect = match (dialect, &schema) {
        (Some(d), _) => d.parse()?,
        (None, Some(s)) => s.dialect,
        (None, None) => Dialect::DuckDb,
    };
    let config = GuardConfig::default();
    let mut guard = Guard::new(dialect, &config);
    if let Some(s) = &schema {
        guard = guard.with_schema(s);
    }
    let verdict = guard.check(sql);
    if json {
        let value = match &verdict {
            Ok(ok) => {
                serde_json::json!({"allowed": true, "dialect": dialect, "sql": ok.sql(), "pretty": ok.pretty(),
                                         "warnings": ok.warnings(), "rewrites": ok.rewrites()})
            }
            Err(e) => serde_json::json!({"allowed": false, "dialect": dialect, "error": e}),
        };
        crate::output::print_json(&value)?;
    } else {
        match &verdict {
            Ok(ok) => {
                println!("allowed ({dialect})\n\n{}", ok.pretty());
                print_warnings(ok.warnings());
            }
            Err(e) => println!("rejected ({dialect}): {e}"),
        }
    }
    Ok(if verdict.is_ok() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Lint warnings, one per line, with their rule and location.
pub fn print_warnings(warnings: &[chatdb_guard::Warning]) {
    for w in warnings {
        let at = w
            .location
            .map(|l| format!(" (line {}, column {})", l.line, l.column))
            .unwrap_or_default();
        eprintln!("warning [{}]: {}{at}", w.rule, w.message);
    }
}
