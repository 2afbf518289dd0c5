//! The reviewer on its labelled corpus: planted defects found by the right
//! rule family, clean workflows free of error-level findings — and, run in
//! a sandbox, clean workflows build and pass their generated tests.

mod common;

use chatdb_review::{Context, ReviewOptions, Severity};
use common::{corpus, materialize, open, review};
use std::collections::BTreeMap;

#[tokio::test(flavor = "multi_thread")]
async fn the_corpus_is_reviewed_as_labelled() {
    let entries = corpus();
    assert!(entries.len() >= 60, "{} workflows", entries.len());
    let data = tempfile::tempdir().expect("tempdir");
    let demo = common::demo(data.path());
    let mut dbs = BTreeMap::new();
    let (mut planted, mut found, mut exact, mut clean, mut clean_errors, mut skipped) =
        (0, 0, 0, 0, 0, 0);
    let mut misses = Vec::new();
    for e in &entries {
        if e.db.starts_with("spider/") && common::benchmarks().is_none() {
            skipped += 1;
            continue;
        }
        if !dbs.contains_key(&e.db) {
            dbs.insert(e.db.clone(), open(&e.db, &demo).await);
        }
        let db = dbs[&e.db].as_ref();
        let dir = tempfile::tempdir().expect("tempdir");
        materialize(e, dir.path());
        let (_, _, findings) = review(dir.path(), db);
        if e.expect == "clean" {
            clean += 1;
            let errors: Vec<_> = findings
                .iter()
                .filter(|f| f.severity == Severity::Error)
                .collect();
            if !errors.is_empty() {
                clean_errors += 1;
                misses.push(format!(
                    "{}: clean but {:?}",
                    e.name,
                    errors
                        .iter()
                        .map(|f| (f.rule, &f.message))
                        .collect::<Vec<_>>()
                ));
            }
        } else {
            planted += 1;
            let family = e.expect.split('/').next().unwrap_or("");
            let family = family.replace('-', "_");
            if findings.iter().any(|f| f.family.name() == family) {
                found += 1;
            } else {
                misses.push(format!(
                    "{}: expected {} but {:?}",
                    e.name,
                    e.expect,
                    findings.iter().map(|f| f.rule).collect::<Vec<_>>()
                ));
            }
            if findings.iter().any(|f| f.rule == e.expect) {
                exact += 1;
            }
        }
    }
    let detection = found as f64 / planted as f64;
    let false_alarms = clean_errors as f64 / clean as f64;
    println!(
        "corpus: {planted} planted defects, {found} found by the right family ({:.1} %), {exact} by the exact rule; \
         {clean} clean workflows, {clean_errors} with an error-level finding ({:.1} %); {skipped} skipped (no benchmarks)",
        100.0 * detection,
        100.0 * false_alarms
    );
    for m in &misses {
        println!("  {m}");
    }
    assert!(detection >= 0.9, "detection {detection:.3}: {misses:#?}");
    assert!(
        false_alarms <= 0.1,
        "false alarms {false_alarms:.3}: {misses:#?}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn clean_workflows_build_and_pass_their_tests_in_a_sandbox() {
    let data = tempfile::tempdir().expect("tempdir");
    let demo = common::demo(data.path());
    let mut failures = Vec::new();
    let mut ran = 0;
    for e in corpus()
        .iter()
        .filter(|e| e.expect == "clean" && e.db != "none")
    {
        if e.db.starts_with("spider/") && common::benchmarks().is_none() {
            continue;
        }
        let Some(db) = open(&e.db, &demo).await else {
            continue;
        };
        let dir = tempfile::tempdir().expect("tempdir");
        materialize(e, dir.path());
        let (wf, analysis, findings) = review(dir.path(), Some(&db));
        let cx = Context {
            workflow: &wf,
            analysis: &analysis,
            schema: Some(&db.schema),
            semantic: db.semantic.as_ref(),
            row_counts: BTreeMap::new(),
            options: ReviewOptions::default(),
        };
        let run = chatdb_review::tester::run(&cx, &findings, &db.source).await;
        ran += 1;
        let bad: Vec<_> = run
            .results
            .iter()
            .filter(|r| !matches!(r.status, chatdb_review::tester::Status::Pass))
            .map(|r| {
                format!(
                    "{}: {} — {}",
                    r.model.clone().unwrap_or_default(),
                    r.name,
                    r.detail
                )
            })
            .collect();
        assert!(
            run.results.iter().any(|r| r.name.starts_with("run ")),
            "{}: no model ran",
            e.name
        );
        if !bad.is_empty() {
            failures.push(format!("{}: {bad:#?}", e.name));
        }
    }
    assert!(ran >= 20, "only {ran} clean workflows ran");
    assert!(failures.is_empty(), "{failures:#?}");
}
