//! Profiling real DuckDB and SQLite files, and the catalog's reuse and
//! invalidation by schema fingerprint.

use chatdb_connect::{Connector, DuckDbConnector, SqliteConnector};
use chatdb_core::Value;
use chatdb_profile::{CatalogStore, ProfileOptions};
use std::path::Path;

const FIXTURE: &str = "
CREATE TABLE items AS
SELECT i AS id,
       CASE WHEN i <= 600 THEN 'a' WHEN i <= 900 THEN 'b' ELSE 'c' END AS category,
       CASE WHEN i % 10 = 0 THEN NULL ELSE i * 2 END AS price,
       i % 2 = 0 AS flag
FROM range(1, 1001) t(i);
";

fn duckdb_file(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("p.duckdb");
    let conn = duckdb::Connection::open(&path).expect("create");
    conn.execute_batch(FIXTURE).expect("fixture");
    path
}

#[tokio::test]
async fn profiles_counts_nulls_ranges_and_top_values() {
    let dir = tempfile::tempdir().expect("tempdir");
    let conn = DuckDbConnector::open(Some(&duckdb_file(dir.path()))).expect("open");
    let schema = conn.introspect().await.expect("introspect");
    let mut seen = Vec::new();
    let tables = chatdb_profile::profile(&conn, &schema, &ProfileOptions::default(), &mut |p| {
        seen.push(p.table.to_string())
    })
    .await
    .expect("profile");
    assert_eq!(seen, ["items"]);
    let t = &tables[0];
    assert_eq!(t.row_count, 1000);
    assert!(!t.sampled);
    let id = t.column("id").expect("id");
    assert_eq!(
        (id.min.clone(), id.max.clone()),
        (Value::Int(1), Value::Int(1000))
    );
    // DuckDB's sketch is approximate; within 5% of the truth.
    assert!(
        (950..=1050).contains(&id.distinct_count),
        "{}",
        id.distinct_count
    );
    assert!(id.distinct_approximate);
    assert!(id.top_values.is_empty(), "a key is not categorical");

    let cat = t.column("category").expect("category");
    assert_eq!(cat.distinct_count, 3);
    assert_eq!(
        cat.top_values,
        vec![
            (Value::Text("a".into()), 600),
            (Value::Text("b".into()), 300),
            (Value::Text("c".into()), 100)
        ]
    );
    let price = t.column("price").expect("price");
    assert!(
        (price.null_fraction - 0.1).abs() < 1e-9,
        "{}",
        price.null_fraction
    );
    assert_eq!(price.max, Value::Int(1998));
    assert!(!price.samples.is_empty() && price.samples.iter().all(|v| !v.is_null()));
    let flag = t.column("flag").expect("flag");
    assert_eq!(flag.top_values.len(), 2);
    assert_eq!(flag.min, Value::Null, "no MIN over booleans");
}

#[tokio::test]
async fn large_tables_without_sketches_are_profiled_from_a_sample() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite");
    let conn = rusqlite::Connection::open(&path).expect("create");
    conn.execute_batch(
        "CREATE TABLE t(id INTEGER PRIMARY KEY, g TEXT);
         WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 500)
         INSERT INTO t SELECT n, 'g' || (n % 7) FROM r;",
    )
    .expect("fixture");
    drop(conn);
    let conn = SqliteConnector::open(&path).expect("open");
    let schema = conn.introspect().await.expect("introspect");
    let options = ProfileOptions {
        sample_rows: 100,
        ..ProfileOptions::default()
    };
    let tables = chatdb_profile::profile(&conn, &schema, &options, &mut |_| {})
        .await
        .expect("profile");
    let t = &tables[0];
    assert_eq!(t.row_count, 500, "the row count is exact");
    assert!(t.sampled);
    let g = t.column("g").expect("g");
    assert!(g.distinct_approximate);
    assert_eq!(g.distinct_count, 7);
    assert_eq!(
        t.column("id").expect("id").max,
        Value::Int(100),
        "range of the sample"
    );
}

#[tokio::test]
async fn catalogs_are_reused_until_the_schema_changes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = duckdb_file(dir.path());
    let store = CatalogStore::new(dir.path().join("catalogs"));
    let opts = ProfileOptions::default();
    let mut profiled = 0;

    let conn = DuckDbConnector::open(Some(&db)).expect("open");
    let first = store
        .refresh(&conn, "test-source", &opts, &mut |_| profiled += 1)
        .await
        .expect("refresh");
    assert_eq!(profiled, 1);
    assert!(store.path_for("test-source").is_file());
    let second = store
        .refresh(&conn, "test-source", &opts, &mut |_| profiled += 1)
        .await
        .expect("refresh");
    assert_eq!(
        profiled, 1,
        "an unchanged schema reuses the stored profiles"
    );
    assert_eq!(first, second, "the stored catalog reads back identically");
    drop(conn);

    let writer = duckdb::Connection::open(&db).expect("writable");
    writer
        .execute_batch("ALTER TABLE items ADD COLUMN note VARCHAR")
        .expect("alter");
    drop(writer);
    let conn = DuckDbConnector::open(Some(&db)).expect("open");
    let third = store
        .refresh(&conn, "test-source", &opts, &mut |_| profiled += 1)
        .await
        .expect("refresh");
    assert_eq!(profiled, 2, "a structural change re-profiles");
    assert_ne!(third.fingerprint, first.fingerprint);
    assert!(third
        .table("items")
        .and_then(|t| t.column("note"))
        .is_some());

    // A damaged file is treated as missing, not as an error.
    std::fs::write(store.path_for("test-source"), b"{ not json").expect("write");
    assert!(store.load("test-source").expect("load").is_none());
}

#[tokio::test]
async fn catalogs_from_an_older_profiler_are_profiled_again() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = duckdb_file(dir.path());
    let store = CatalogStore::new(dir.path().join("catalogs"));
    let opts = ProfileOptions::default();
    let mut profiled = 0;
    let conn = DuckDbConnector::open(Some(&db)).expect("open");
    let mut first = store
        .refresh(&conn, "test-source", &opts, &mut |_| profiled += 1)
        .await
        .expect("refresh");
    assert_eq!(first.profiler_version, chatdb_profile::PROFILER_VERSION);
    // A catalog written before the profiler kept as much (no version field
    // in its JSON reads as 0).
    first.profiler_version = 0;
    store.save(&first).expect("save");
    let again = store
        .refresh(&conn, "test-source", &opts, &mut |_| profiled += 1)
        .await
        .expect("refresh");
    assert_eq!(profiled, 2, "an older catalog is profiled again");
    assert_eq!(again.profiler_version, chatdb_profile::PROFILER_VERSION);
}
