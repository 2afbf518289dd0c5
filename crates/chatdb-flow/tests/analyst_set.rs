//! The analyst question set (`tests/analyst_set/questions.yml`): everyday
//! questions on the demo warehouse, answered offline through the pipeline
//! and scored against gold SQL by executing both. Prints answered / right /
//! precision for the dev questions (with every miss) and for the held-out
//! `test` and `fresh` questions (figures only: they are not for tuning). Run with
//! `cargo test -p chatdb-flow --test analyst_set -- --nocapture`.

use chatdb_connect::{DataSource, QueryOptions};
use chatdb_core::Value;
use chatdb_flow::pipeline::RunOptions;
use chatdb_flow::record::Status;
use chatdb_flow::source::LoadedSource;
use chatdb_flow::Workspace;
use std::path::Path;

#[derive(Debug, serde::Deserialize)]
struct Question {
    q: String,
    gold: String,
    #[serde(default)]
    split: Option<String>,
}

fn questions() -> Vec<Question> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/analyst_set/questions.yml");
    let text = std::fs::read_to_string(&path).expect("question file");
    serde_yaml::from_str(&text).expect("questions parse")
}

/// A cell as comparable text: numbers to 4 decimals, dates as `YYYY-MM-DD`.
fn cell(v: &Value) -> String {
    match v {
        Value::Null => "NULL".into(),
        Value::Text(t) => t.clone(),
        other => match other.as_f64() {
            Some(f) => format!("{f:.4}"),
            None => {
                let text = other.to_string();
                text.strip_suffix(" 00:00:00")
                    .or_else(|| text.strip_suffix("T00:00:00"))
                    .unwrap_or(&text)
                    .to_string()
            }
        },
    }
}

/// Whether `answer` holds the gold result: each gold column matched by a
/// distinct answer column with the same values row for row, the same
/// number of rows, row order ignored.
fn covers(gold: &[Vec<Value>], gold_width: usize, answer: &[Vec<Value>]) -> bool {
    if gold.len() != answer.len() {
        return false;
    }
    let g: Vec<Vec<String>> = gold.iter().map(|r| r.iter().map(cell).collect()).collect();
    let a: Vec<Vec<String>> = answer
        .iter()
        .map(|r| r.iter().map(cell).collect())
        .collect();
    let width = a.first().map_or(gold_width, Vec::len);
    // Try every assignment of gold columns to answer columns whose sorted
    // values agree (few columns: a small search).
    let column = |rows: &[Vec<String>], c: usize| {
        let mut v: Vec<&str> = rows.iter().map(|r| r[c].as_str()).collect();
        v.sort_unstable();
        v.join("\u{1f}")
    };
    let candidates: Vec<Vec<usize>> = (0..gold_width)
        .map(|c| {
            let s = column(&g, c);
            (0..width).filter(|k| column(&a, *k) == s).collect()
        })
        .collect();
    let mut gold_rows: Vec<Vec<String>> = g;
    gold_rows.sort();
    fn search(
        c: usize,
        chosen: &mut Vec<usize>,
        candidates: &[Vec<usize>],
        a: &[Vec<String>],
        gold_rows: &[Vec<String>],
    ) -> bool {
        if c == candidates.len() {
            let mut rows: Vec<Vec<String>> = a
                .iter()
                .map(|r| chosen.iter().map(|k| r[*k].clone()).collect())
                .collect();
            rows.sort();
            return rows == gold_rows;
        }
        for &k in &candidates[c] {
            if chosen.contains(&k) {
                continue;
            }
            chosen.push(k);
            if search(c + 1, chosen, candidates, a, gold_rows) {
                return true;
            }
            chosen.pop();
        }
        false
    }
    search(0, &mut Vec::new(), &candidates, &a, &gold_rows)
}

#[derive(Default)]
struct Tally {
    total: usize,
    answered: usize,
    right: usize,
}

impl Tally {
    fn line(&self, name: &str) -> String {
        format!(
            "{name}: {} questions, {} answered, {} right ({:.1} % of all), precision {:.1} %",
            self.total,
            self.answered,
            self.right,
            100.0 * self.right as f64 / self.total.max(1) as f64,
            100.0 * self.right as f64 / self.answered.max(1) as f64
        )
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_analyst_set_is_answered_right_or_not_at_all() {
    let home = tempfile::tempdir().expect("home");
    let ws = Workspace::at(home.path());
    let demo = ws.demo(false, &mut |_| {}).expect("demo builds");
    let source = DataSource::DuckDb {
        path: Some(demo.database),
    };
    let loaded = LoadedSource::load(&ws, source, None, &mut |_| {})
        .await
        .expect("demo loads");
    let pipeline = loaded.pipeline();
    let options = RunOptions::at(chrono::Local::now().naive_local());
    // One tally per split, in the order the splits were written.
    let mut tallies: Vec<(String, Tally)> = Vec::new();
    let mut misses = Vec::new();
    // CHATDB_SHOW_HELD_OUT=1 lists the held-out misses too: only once their
    // figure is recorded (they are dev questions from then on).
    let show_all = std::env::var_os("CHATDB_SHOW_HELD_OUT").is_some();
    for question in questions() {
        let held_out = question.split.is_some() && !show_all;
        let (gold_sql, gold) = loaded
            .run_sql(&question.gold, None, &QueryOptions::with_max_rows(100_000))
            .await
            .unwrap_or_else(|e| panic!("gold of {}: {e}", question.q));
        let _ = gold_sql;
        let record = pipeline
            .ask(&question.q, "analyst-set", None, &options)
            .await;
        let split = question.split.as_deref().unwrap_or("dev");
        let at = match tallies.iter().position(|(name, _)| name == split) {
            Some(at) => at,
            None => {
                tallies.push((split.to_string(), Tally::default()));
                tallies.len() - 1
            }
        };
        let tally = &mut tallies[at].1;
        tally.total += 1;
        let answered = record.status == Status::Answered && record.sql.is_some();
        if !answered {
            if !held_out {
                misses.push(format!("  abstained {} — {}", question.q, record.answer));
            }
            continue;
        }
        tally.answered += 1;
        if !record.truncated && covers(&gold.rows, gold.columns.len(), &record.rows) {
            tally.right += 1;
        } else if !held_out {
            misses.push(format!(
                "  WRONG {} ({:.2}) — {} rows vs {} gold; first {:?} vs {:?}\n    {}",
                question.q,
                record.confidence,
                record.rows.len(),
                gold.rows.len(),
                record.rows.first(),
                gold.rows.first(),
                record.sql.as_deref().unwrap_or("").replace('\n', " ")
            ));
        }
    }
    for (split, tally) in &tallies {
        println!("{}", tally.line(&format!("analyst set, {split}")));
    }
    for m in &misses {
        println!("{m}");
    }
    let answered: usize = tallies.iter().map(|(_, t)| t.answered).sum();
    let right: usize = tallies.iter().map(|(_, t)| t.right).sum();
    let total: usize = tallies.iter().map(|(_, t)| t.total).sum();
    assert!(total >= 160, "the set shrank");
    assert!(
        right as f64 >= 0.9 * answered as f64,
        "{right} right of {answered} answered:\n{}",
        misses.join("\n")
    );
}

#[test]
fn covering_matches_columns_by_their_values() {
    let n = |x: i64| Value::Int(x);
    let t = |s: &str| Value::Text(s.into());
    let gold = vec![vec![t("a"), n(1)], vec![t("b"), n(2)]];
    // Extra columns and another order are fine.
    let answer = vec![vec![n(2), t("b"), n(9)], vec![n(1), t("a"), n(9)]];
    assert!(covers(&gold, 2, &answer));
    // Values paired differently are not.
    let swapped = vec![vec![t("a"), n(2)], vec![t("b"), n(1)]];
    assert!(!covers(&gold, 2, &swapped));
    // Nor is a missing row.
    assert!(!covers(&gold, 2, &answer[..1]));
}
