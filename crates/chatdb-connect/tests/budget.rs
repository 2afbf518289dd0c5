//! The shared memory budget: with every permit held by a running query,
//! another query waits, then is refused with a clear reason; once the
//! budget is free, queries run again.

mod fixtures;

use chatdb_connect::{Checked, ConnectError, ConnectOptions, DataSource, QueryOptions};
use std::time::Duration;

const BOUND: u64 = 256 << 20;

#[tokio::test]
async fn a_full_memory_budget_makes_queries_wait_then_refuses_them() {
    let dir = tempfile::tempdir().expect("tempdir");
    let duck = fixtures::duckdb_fixture(dir.path());
    let budget = chatdb_connect::MemoryBudget::new(BOUND, Duration::from_millis(300));
    let limits = ConnectOptions {
        max_memory: BOUND,
        spill_dir: None,
        budget: Some(budget),
    };
    let source = DataSource::parse(&duck.display().to_string()).expect("source");
    let a = chatdb_connect::open_with(&source, &limits)
        .await
        .expect("a");
    let b = chatdb_connect::open_with(&source, &limits)
        .await
        .expect("b");
    // `a` holds the whole budget with a slow query; `b` waits, then is
    // refused with a clear reason.
    let slow = Checked::unguarded(
        "SELECT count(*) FROM range(3000) a, range(3000) b, range(300) c WHERE a.range + b.range + c.range < 0",
    );
    let opts = QueryOptions::default().timeout(Duration::from_secs(5));
    let (first, second) = tokio::join!(a.query(&slow, &opts), async {
        tokio::time::sleep(Duration::from_millis(100)).await;
        b.query(&Checked::unguarded("SELECT 1"), &QueryOptions::default())
            .await
    });
    let _ = first;
    match second {
        Err(ConnectError::Busy { budget, .. }) => assert_eq!(budget, BOUND),
        other => panic!("expected Busy, got {other:?}"),
    }
    // Once the budget is free again, queries run.
    let rs = b
        .query(&Checked::unguarded("SELECT 1"), &QueryOptions::default())
        .await
        .expect("runs after the budget is free");
    assert_eq!(rs.rows.len(), 1);
}
