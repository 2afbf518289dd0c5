//! Both checkpointer stores behind one interface: SQLite (always) and the
//! local PostgreSQL (when CHATDB_TEST_PG_URL is set, as CI does).

use chatdb_flow::checkpoint::{open, Checkpointer};
use chatdb_flow::clarify::Pending;
use chatdb_flow::RunState;
use serde_json::json;

async fn round_trip(store: &dyn Checkpointer, tag: &str) {
    let thread = format!("thread-{tag}-{}", std::process::id());
    let p = Pending {
        original: "帮我看看基础设施的情况".into(),
        question: "综合评分还是明细？".into(),
        options: vec!["综合评分".into(), "明细".into()],
        intents: vec![Default::default(), Default::default()],
    };
    assert!(store.checkpoint(&thread).await.unwrap().is_none());
    let state = RunState::interrupted_at_clarify(p.clone(), &thread);
    store.put_checkpoint(&thread, &state).await.unwrap();
    let back = store.checkpoint(&thread).await.unwrap().expect("stored");
    assert_eq!(back.pending, Some(p));
    assert_eq!(
        serde_json::to_value(&back).unwrap(),
        serde_json::to_value(&state).unwrap()
    );
    store.clear_checkpoint(&thread).await.unwrap();
    assert!(store.checkpoint(&thread).await.unwrap().is_none());

    store
        .put_memory(&thread, &Default::default(), 3)
        .await
        .unwrap();
    assert_eq!(store.memory(&thread).await.unwrap().map(|m| m.1), Some(3));

    let run = format!("run-{tag}-{}", std::process::id());
    store.begin_run(&run, &thread, "q").await.unwrap();
    assert_eq!(store.run(&run).await.unwrap().unwrap()["status"], "running");
    store
        .put_run(
            &run,
            &thread,
            &json!({"status": "answered", "answer": "42"}),
        )
        .await
        .unwrap();
    assert_eq!(store.run(&run).await.unwrap().unwrap()["answer"], "42");

    // A waiting ETL run's checkpoint, apart from the question runs'.
    let etl = format!("etl-{tag}-{}", std::process::id());
    assert!(store.etl_checkpoint(&etl).await.unwrap().is_none());
    let waiting = json!({"thread_id": etl, "question": "approve?", "state": {"next": "feedback"}});
    store.put_etl_checkpoint(&etl, &waiting).await.unwrap();
    store
        .put_etl_checkpoint(&etl, &json!({"question": "again"}))
        .await
        .unwrap();
    assert_eq!(
        store.etl_checkpoint(&etl).await.unwrap(),
        Some(json!({"question": "again"})),
        "a thread keeps one checkpoint, the latest"
    );
    assert!(store.checkpoint(&etl).await.unwrap().is_none());
    store.put_etl_checkpoint(&etl, &waiting).await.unwrap();
}

#[tokio::test]
async fn sqlite_store_through_the_interface() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(None, &dir.path().join("threads.sqlite"))
        .await
        .unwrap();
    round_trip(store.as_ref(), "sqlite").await;
}

#[tokio::test]
async fn postgres_store_through_the_interface() {
    let Ok(url) = std::env::var("CHATDB_TEST_PG_URL") else {
        eprintln!("skipping: CHATDB_TEST_PG_URL is not set");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let store = open(Some(&url), &dir.path().join("unused.sqlite"))
        .await
        .unwrap();
    round_trip(store.as_ref(), "pg").await;
    // A second connection (another process, in effect) sees the same state.
    let again = open(Some(&url), &dir.path().join("unused.sqlite"))
        .await
        .unwrap();
    let thread = format!("thread-pg-{}", std::process::id());
    assert_eq!(again.memory(&thread).await.unwrap().map(|m| m.1), Some(3));
    // … and the ETL run waiting there: resumable from another host.
    let etl = format!("etl-pg-{}", std::process::id());
    let waiting = again.etl_checkpoint(&etl).await.unwrap().expect("waiting");
    assert_eq!(waiting["state"]["next"], "feedback");
    again.clear_etl_checkpoint(&etl).await.unwrap();
    assert!(store.etl_checkpoint(&etl).await.unwrap().is_none());
    assert!(
        open(Some("mysql://x"), &dir.path().join("u.sqlite"))
            .await
            .is_err(),
        "only postgres URLs"
    );
}
