//! `chatdb learn`: the case library — import the question + SQL pairs
//! people already have, and list, show, forget, export and count what was
//! learned.

use crate::cli::LearnAction;
use anyhow::{bail, Context, Result};
use chatdb_connect::DataSource;
use chatdb_flow::{LoadedSource, RunOptions};
use chatdb_learn::{Case, Origin};
use std::collections::BTreeSet;
use std::path::Path;
use std::process::ExitCode;

pub async fn run(action: LearnAction) -> Result<ExitCode> {
    match action {
        LearnAction::Import { source, file } => import(source.db.as_deref(), &file).await,
        LearnAction::List { source, all, json } => list(source.db.as_deref(), all, json).await,
        LearnAction::Show { id, json } => show(&id, json).await,
        LearnAction::Forget { id } => forget(&id).await,
        LearnAction::Export { source, all, out } => {
            export(source.db.as_deref(), all, out.as_deref()).await
        }
        LearnAction::Stats { source, all, json } => stats(source.db.as_deref(), all, json).await,
    }
}

/// The source's key in the case library (`None` for every source).
fn source_key(db: Option<&str>, all: bool) -> Result<Option<String>> {
    if all {
        return Ok(None);
    }
    let ws = crate::workspace::workspace()?;
    Ok(Some(ws.case_key(&crate::workspace::source(db)?)))
}

/// The database a Spider-layout file calls this source: its file stem.
fn db_id(source: &LoadedSource) -> Option<String> {
    match &source.source {
        DataSource::Sqlite { path } | DataSource::DuckDb { path: Some(path) } => path
            .file_stem()
            .and_then(|s| s.to_str())
            .map(str::to_string),
        _ => None,
    }
}

async fn import(db: Option<&str>, file: &Path) -> Result<ExitCode> {
    let pairs = chatdb_learn::import::read(file)?;
    let source = crate::context::load(db).await?;
    let store = crate::workspace::store().await?;
    let here = db_id(&source);
    let (mine, others): (Vec<_>, Vec<_>) = pairs
        .into_iter()
        .partition(|p| p.db_id.is_none() || p.db_id == here);
    if mine.is_empty() {
        let ids: BTreeSet<String> = others.iter().filter_map(|p| p.db_id.clone()).collect();
        bail!(
            "no pair in {} is for this database ({}); its databases: {}",
            file.display(),
            here.unwrap_or_else(|| source.source.id()),
            ids.into_iter().collect::<Vec<_>>().join(", ")
        );
    }
    let key = source.key.clone();
    let pipeline = source.pipeline();
    let options = RunOptions::at(chrono::Local::now().naive_local());
    let bar = crate::output::progress_bar(mine.len() as u64, "importing");
    let mut errors = Vec::new();
    let mut cases: Vec<Case> = Vec::new();
    let mut seen = BTreeSet::new();
    let mut duplicates = 0;
    for (i, p) in mine.iter().enumerate() {
        bar.set_position(i as u64);
        let checked = match source.check(&p.sql, None) {
            Ok(c) => c,
            Err(e) => {
                errors.push(format!(
                    "{}:{}: the SQL is refused: {e}",
                    file.display(),
                    p.line
                ));
                continue;
            }
        };
        let Some(sig) = pipeline.signature(&p.question, &options) else {
            errors.push(format!(
                "{}:{}: the question could not be read",
                file.display(),
                p.line
            ));
            continue;
        };
        if !seen.insert(sig.key.clone()) {
            duplicates += 1;
            continue;
        }
        cases.push(pipeline.new_case(&key, &p.question, checked.pretty(), Origin::Import, &sig));
    }
    bar.finish_and_clear();
    if !errors.is_empty() {
        for e in errors.iter().take(20) {
            eprintln!("{e}");
        }
        if errors.len() > 20 {
            eprintln!("… and {} more", errors.len() - 20);
        }
        bail!(
            "{} of {} pairs can't be imported; nothing was imported",
            errors.len(),
            mine.len()
        );
    }
    store
        .put_cases(&cases)
        .await
        .context("the import was not stored")?;
    println!(
        "imported {} cases into {}{}{}",
        cases.len(),
        key,
        if duplicates > 0 {
            format!("; {duplicates} pairs asked a request already imported")
        } else {
            String::new()
        },
        if others.is_empty() {
            String::new()
        } else {
            format!("; {} pairs for other databases skipped", others.len())
        }
    );
    Ok(ExitCode::SUCCESS)
}

async fn list(db: Option<&str>, all: bool, json: bool) -> Result<ExitCode> {
    let key = source_key(db, all)?;
    let store = crate::workspace::store().await?;
    let cases = store.cases(key.as_deref()).await?;
    if json {
        crate::output::print_json(&cases)?;
        return Ok(ExitCode::SUCCESS);
    }
    if cases.is_empty() {
        println!("no cases yet: give feedback (`chatdb feedback RUN --up`) or `chatdb learn import FILE`");
        return Ok(ExitCode::SUCCESS);
    }
    let rows: Vec<Vec<chatdb_core::Value>> = cases
        .iter()
        .map(|c| {
            vec![
                chatdb_core::Value::Text(c.id.clone()),
                chatdb_core::Value::Text(c.origin.name().into()),
                chatdb_core::Value::Text(format!(
                    "{:.2}{}",
                    c.trust(),
                    if c.stale { " stale" } else { "" }
                )),
                chatdb_core::Value::Int(c.use_count as i64),
                chatdb_core::Value::Text(c.question.clone()),
            ]
        })
        .collect();
    println!(
        "{}",
        crate::output::rows_table(&["id", "origin", "trust", "uses", "question"], &rows)
    );
    Ok(ExitCode::SUCCESS)
}

async fn show(id: &str, json: bool) -> Result<ExitCode> {
    let store = crate::workspace::store().await?;
    let Some(case) = store.case(id).await? else {
        bail!("no case {id}");
    };
    let failures = store.failures(&case.source, &case.signature).await?;
    if json {
        crate::output::print_json(&serde_json::json!({"case": case, "failures": failures}))?;
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "case {}  ({}, trust {:.2}, {} up / {} down)",
        case.id,
        case.origin.name(),
        case.trust(),
        case.up,
        case.down
    );
    println!("source:   {}", case.source);
    println!("question: {}", case.question);
    println!(
        "used {} times ({} when the engine alone would not answer){}",
        case.use_count,
        case.rescues,
        if case.stale {
            "; STALE: its SQL no longer passes the guard"
        } else {
            ""
        }
    );
    println!("reads:    {}", case.tables.join(", "));
    println!("SQL:\n{}", case.sql);
    for f in failures {
        println!(
            "failure noted: {} — {}{}",
            f.kind.name(),
            f.kind.hint(),
            if f.detail.is_empty() {
                String::new()
            } else {
                format!(" ({})", f.detail)
            }
        );
    }
    Ok(ExitCode::SUCCESS)
}

async fn forget(id: &str) -> Result<ExitCode> {
    let store = crate::workspace::store().await?;
    if !store.forget(id).await? {
        bail!("no case {id}");
    }
    println!("forgot case {id}");
    Ok(ExitCode::SUCCESS)
}

async fn export(db: Option<&str>, all: bool, out: Option<&Path>) -> Result<ExitCode> {
    let key = source_key(db, all)?;
    let store = crate::workspace::store().await?;
    let cases = store.cases(key.as_deref()).await?;
    let lines: Vec<serde_json::Value> = cases
        .iter()
        .map(|c| {
            serde_json::json!({
                "question": c.question, "sql": c.sql, "origin": c.origin, "up": c.up,
                "down": c.down, "use_count": c.use_count, "stale": c.stale, "source": c.source,
            })
        })
        .collect();
    match crate::output::JsonLines::create(out)? {
        Some(file) => {
            file.write_all(&lines)?;
            eprintln!("wrote {} cases", lines.len());
        }
        None => {
            for l in &lines {
                println!("{l}");
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

async fn stats(db: Option<&str>, all: bool, json: bool) -> Result<ExitCode> {
    let key = source_key(db, all)?;
    let store = crate::workspace::store().await?;
    let cases = store.cases(key.as_deref()).await?;
    let by = |o: Origin| cases.iter().filter(|c| c.origin == o).count();
    let (up, down) = store.case_answer_votes().await?;
    let uses: u64 = cases.iter().map(|c| c.use_count).sum();
    let rescues: u64 = cases.iter().map(|c| c.rescues).sum();
    let accuracy = (up + down > 0).then(|| up as f64 / (up + down) as f64);
    let value = serde_json::json!({
        "cases": cases.len(),
        "from_feedback": by(Origin::Feedback),
        "from_corrections": by(Origin::Correction),
        "imported": by(Origin::Import),
        "trusted": cases.iter().filter(|c| c.trusted()).count(),
        "stale": cases.iter().filter(|c| c.stale).count(),
        "reuses": uses,
        "reused_answer_votes": {"up": up, "down": down},
        "reused_answer_accuracy": accuracy,
        "model_calls_saved": rescues,
    });
    if json {
        crate::output::print_json(&value)?;
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "cases:              {} ({} from feedback, {} corrections, {} imported)",
        cases.len(),
        by(Origin::Feedback),
        by(Origin::Correction),
        by(Origin::Import)
    );
    println!(
        "trusted / stale:    {} / {}",
        value["trusted"], value["stale"]
    );
    println!("reuses:             {uses}");
    match accuracy {
        Some(a) => println!(
            "reused answers:     {:.1}% right ({up} 👍, {down} 👎 or corrected)",
            a * 100.0
        ),
        None => println!("reused answers:     no feedback on them yet"),
    }
    println!(
        "model calls saved:  {rescues} (answers the engine alone would have handed to a model)"
    );
    Ok(ExitCode::SUCCESS)
}
