//! What the recall node adds to a run, with 10,000 cases in the SQLite
//! store: the outdated-case check, the failure notes and the case for the
//! request's signature (three indexed queries).

use chatdb_flow::checkpoint::{self, Checkpointer};
use chatdb_learn::{Case, Origin};
use criterion::{criterion_group, criterion_main, Criterion};

fn case(i: usize) -> Case {
    Case {
        id: format!("case-{i}"),
        source: "demo".into(),
        signature: format!("{i:032x}"),
        question: format!("question number {i}"),
        literals: vec![serde_json::json!(format!("v{i}"))],
        sql: format!("SELECT * FROM t WHERE c = 'v{i}'"),
        tables: vec!["t".into()],
        columns: vec!["t.c".into()],
        origin: Origin::Import,
        up: 1,
        down: 0,
        use_count: 0,
        rescues: 0,
        last_used: None,
        created: i as i64,
        stale: false,
        schema: "fingerprint".into(),
    }
}

fn bench(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let dir = tempfile::tempdir().expect("dir");
    let store: Box<dyn Checkpointer> = rt
        .block_on(checkpoint::open(None, &dir.path().join("threads.sqlite")))
        .expect("store");
    let cases: Vec<Case> = (0..10_000).map(case).collect();
    rt.block_on(store.put_cases(&cases)).expect("cases");
    let key = format!("{:032x}", 4242);
    c.bench_function("recall queries with 10k cases", |b| {
        b.iter(|| {
            rt.block_on(async {
                let outdated = store
                    .outdated("demo", "fingerprint")
                    .await
                    .expect("outdated");
                let failures = store.failures("demo", &key).await.expect("failures");
                let hit = store.case_for("demo", &key).await.expect("case");
                (outdated.len(), failures.len(), hit.is_some())
            })
        })
    });
    // With a model configured, recall also ranks the most used cases for
    // few-shot examples.
    c.bench_function("few-shot ranking with 10k cases", |b| {
        b.iter(|| {
            rt.block_on(async {
                let all = store.example_pool("demo", 500).await.expect("cases");
                chatdb_learn::similar::most_similar("question number 4242", &all, 3).len()
            })
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
