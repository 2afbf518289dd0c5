//! `chatdb feedback`: 👍, 👎 or a correction for a run, from any process.

use anyhow::{bail, Result};
use chatdb_flow::feedback::{FeedbackError, FeedbackRequest};
use chatdb_flow::Verdict;
use std::process::ExitCode;
use std::time::Duration;

pub struct Args<'a> {
    pub run_id: &'a str,
    pub up: bool,
    pub down: bool,
    pub reason: Option<&'a str>,
    pub sql: Option<&'a str>,
    pub db: Option<&'a str>,
    pub json: bool,
}

pub async fn run(a: Args<'_>) -> Result<ExitCode> {
    let store = crate::workspace::store().await?;
    let Some(run) = store.run(a.run_id).await? else {
        bail!("no run {} in this store (see `chatdb trace`)", a.run_id);
    };
    let verdict = match (a.up, a.down, a.sql) {
        (true, _, _) => Verdict::Up,
        (_, true, _) => Verdict::Down,
        (_, _, Some(sql)) if !sql.trim().is_empty() => Verdict::Correction,
        _ => bail!("give --up, --down or --sql with the corrected SQL"),
    };
    // The run's own source unless --db names one (a server source whose
    // URL held a password must be named again).
    let db =
        a.db.map(str::to_string)
            .or_else(|| run["data_source"].as_str().map(str::to_string));
    if db.as_deref().is_some_and(|d| d.contains("***")) {
        bail!("the run's source needs its password: name it with --db");
    }
    let source = crate::context::load(db.as_deref()).await?;
    let by = std::env::var("USER").unwrap_or_else(|_| "cli".into());
    let request = FeedbackRequest {
        verdict,
        reason: a.reason.map(str::to_string),
        sql: a.sql.map(str::to_string),
    };
    let given = match chatdb_flow::feedback::give(
        store.as_ref(),
        &run,
        &source,
        None,
        &by,
        request,
        Duration::from_secs(30),
    )
    .await
    {
        Ok(g) => g,
        Err(FeedbackError::Correction(e)) => {
            eprintln!("refused: {e}\nnothing was stored");
            return Ok(ExitCode::from(1));
        }
        Err(e) => return Err(e.into()),
    };
    if a.json {
        crate::output::print_json(&given)?;
    } else {
        println!(
            "stored {:?} feedback on run {}",
            given.feedback.verdict, a.run_id
        );
        println!("{}", crate::output::learned(&given.learned));
    }
    Ok(ExitCode::SUCCESS)
}
