//! ChatDB's ETL task set, scored the way the hidden tasks are: copy the
//! database, run the request with `apply`, read the target and compare it
//! with the gold query's result as a multiset of rows (columns in any
//! order). Prints built / right / precision; offline, no model.

mod common;

use chatdb_connect::DataSource;
use chatdb_core::Value;
use chatdb_etl::EtlStatus;
use chatdb_flow::Workspace;
use std::path::{Path, PathBuf};

#[derive(Debug, serde::Deserialize)]
struct Task {
    db: String,
    target: String,
    request: String,
    gold: String,
}

fn tasks() -> Vec<Task> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/tasks/tasks.yml");
    serde_yaml::from_str(&std::fs::read_to_string(path).expect("task file")).expect("tasks parse")
}

fn benchmarks() -> Option<PathBuf> {
    let dir = std::env::var_os("CHATDB_BENCHMARKS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/benchmarks")
        });
    dir.join("spider/database").is_dir().then_some(dir)
}

/// The database file a task names (and the demo's semantic layer).
fn original(db: &str, ws: &Workspace) -> Option<(PathBuf, Option<PathBuf>)> {
    if db == "demo" {
        let demo = ws.demo(false, &mut |_| {}).expect("demo builds");
        return Some((demo.database, Some(demo.semantic_yaml)));
    }
    let id = db.strip_prefix("spider/")?;
    let path = benchmarks()?.join(format!("spider/database/{id}/{id}.sqlite"));
    Some((path, None))
}

/// A copy of the database in `dir`, its semantic layer beside it.
fn copy(file: &Path, semantic: Option<&Path>, dir: &Path) -> DataSource {
    let to = dir.join(file.file_name().expect("name"));
    std::fs::copy(file, &to).expect("copy");
    if let Some(s) = semantic {
        std::fs::copy(s, chatdb_knowledge::SemanticLayer::path_beside(&to)).expect("copy yaml");
    }
    if to.extension().is_some_and(|e| e == "duckdb") {
        DataSource::DuckDb { path: Some(to) }
    } else {
        DataSource::Sqlite { path: to }
    }
}

/// A value as comparable text: numbers rounded, dates as `YYYY-MM-DD`.
fn norm(v: &Value) -> String {
    match v {
        Value::Null => "NULL".into(),
        other => {
            let text = other.to_string();
            match text.parse::<f64>() {
                Ok(f) => format!("{:.4}", f),
                Err(_) => text
                    .strip_suffix(" 00:00:00")
                    .or_else(|| text.strip_suffix("T00:00:00"))
                    .unwrap_or(&text)
                    .to_string(),
            }
        }
    }
}

/// Rows as sorted lists of values (column order ignored), sorted.
async fn rows(source: &DataSource, sql: &str) -> Result<Vec<Vec<String>>, String> {
    let mut out: Vec<Vec<String>> = common::rows(source, sql)
        .await?
        .iter()
        .map(|r| {
            let mut v: Vec<String> = r.iter().map(norm).collect();
            v.sort();
            v
        })
        .collect();
    out.sort();
    Ok(out)
}

#[tokio::test(flavor = "multi_thread")]
async fn the_task_set_builds_right_targets() {
    let home = tempfile::tempdir().expect("home");
    let ws = Workspace::at(home.path());
    let (mut total, mut built, mut right, mut skipped, mut layered) = (0, 0, 0, 0, 0);
    let mut lines = Vec::new();
    for t in tasks() {
        let Some((file, semantic)) = original(&t.db, &ws) else {
            skipped += 1;
            continue;
        };
        total += 1;
        let dir = tempfile::tempdir().expect("dir");
        let source = copy(&file, semantic.as_deref(), dir.path());
        let record = common::apply(&ws, &source, &t.request).await;
        let applied = record.status == EtlStatus::Done
            && record
                .targets
                .iter()
                .any(|x| x.applied && x.name == t.target);
        if !applied {
            lines.push(format!(
                "  abstained {} — {:?}: {}",
                t.request, record.status, record.message
            ));
            continue;
        }
        built += 1;
        if record.models.len() > 1 {
            layered += 1;
        }
        let got = rows(&source, &format!("SELECT * FROM {}", t.target)).await;
        let want = rows(&source, &t.gold).await.expect("gold runs");
        match got {
            Ok(g) if g == want => right += 1,
            Ok(g) => lines.push(format!(
                "  WRONG {} — {} rows vs {} gold; first {:?} vs {:?}\n    {}",
                t.request,
                g.len(),
                want.len(),
                g.first(),
                want.first(),
                record
                    .models
                    .last()
                    .map(|m| m.select.as_str())
                    .unwrap_or("")
            )),
            Err(e) => lines.push(format!("  unreadable target {}: {e}", t.target)),
        }
    }
    let precision = if built == 0 {
        1.0
    } else {
        right as f64 / built as f64
    };
    println!(
        "etl tasks: {total} run ({skipped} skipped: no benchmarks), {built} built ({layered} layered over a wide model), {right} right ({:.1} % of all), precision {:.1} %",
        100.0 * right as f64 / total.max(1) as f64,
        100.0 * precision
    );
    for l in &lines {
        println!("{l}");
    }
    assert!(total >= 30, "{total} tasks ran");
    assert!(
        precision >= 0.9,
        "precision {precision:.3}:\n{}",
        lines.join("\n")
    );
    assert!(
        right * 2 >= total,
        "{right} of {total} right:\n{}",
        lines.join("\n")
    );
}
