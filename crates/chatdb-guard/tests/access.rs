//! The access policy, executed: rewritten statements run against real
//! DuckDB and SQLite databases and must never return rows or columns the
//! policy withholds.

use chatdb_connect::{Checked, Connector, DuckDbConnector, QueryOptions, SqliteConnector};
use chatdb_core::{Dialect, Value};
use chatdb_guard::{AccessPolicy, ErrorKind, Guard, GuardConfig};
use proptest::prelude::*;

const SETUP: &str =
    "CREATE TABLE t (id INTEGER PRIMARY KEY, region INTEGER, v INTEGER, secret VARCHAR(20));
CREATE TABLE u (id INTEGER PRIMARY KEY, t_id INTEGER);";

fn fill_sql() -> String {
    let mut sql = String::new();
    for i in 1..=40 {
        sql.push_str(&format!(
            "INSERT INTO t VALUES ({i}, {}, {}, 's{i}');\n",
            i % 4,
            i * 3 % 17
        ));
        sql.push_str(&format!("INSERT INTO u VALUES ({i}, {});\n", 41 - i));
    }
    sql
}

/// A policy from JSON (the config file is YAML, of which JSON is a subset).
fn policy(json: &str) -> AccessPolicy {
    serde_json::from_str(json).expect("policy parses")
}

fn region_one_policy() -> AccessPolicy {
    policy(r#"{"tables": {"t": {"row_filter": "region = 1", "deny_columns": ["secret"]}}}"#)
}

struct Dbs {
    _dir: tempfile::TempDir,
    conns: Vec<(Dialect, Box<dyn Connector>, chatdb_core::Schema)>,
}

/// The databases, built once and shared by every test and proptest case.
fn shared() -> &'static Dbs {
    static DBS: std::sync::OnceLock<Dbs> = std::sync::OnceLock::new();
    DBS.get_or_init(|| databases(&runtime()))
}

fn databases(rt: &tokio::runtime::Runtime) -> Dbs {
    let dir = tempfile::tempdir().expect("tempdir");
    let duck_path = dir.path().join("a.duckdb");
    let duck = duckdb::Connection::open(&duck_path).expect("duckdb");
    duck.execute_batch(SETUP)
        .and_then(|_| duck.execute_batch(&fill_sql()))
        .expect("fill duckdb");
    drop(duck);
    let lite_path = dir.path().join("a.sqlite");
    let lite = rusqlite::Connection::open(&lite_path).expect("sqlite");
    lite.execute_batch(SETUP)
        .and_then(|_| lite.execute_batch(&fill_sql()))
        .expect("fill sqlite");
    drop(lite);
    let conns: Vec<(Dialect, Box<dyn Connector>)> = vec![
        (
            Dialect::DuckDb,
            Box::new(DuckDbConnector::open(Some(&duck_path)).expect("open")),
        ),
        (
            Dialect::Sqlite,
            Box::new(SqliteConnector::open(&lite_path).expect("open")),
        ),
    ];
    let conns = conns
        .into_iter()
        .map(|(d, c)| {
            let s = rt.block_on(c.introspect()).expect("introspect");
            (d, c, s)
        })
        .collect();
    Dbs { _dir: dir, conns }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime")
}

#[test]
fn denied_tables_and_columns_are_rejected_with_reasons() {
    let config = GuardConfig {
        access: Some(policy(
            r#"{"tables": {"t": {"deny_columns": ["secret"]}, "u": {"allow": false}}}"#,
        )),
        ..GuardConfig::default()
    };
    let g = Guard::new(Dialect::DuckDb, &config);
    for sql in [
        "SELECT secret FROM t",
        "SELECT t.SECRET FROM t",
        "SELECT * FROM t",
        "SELECT x.* FROM t x",
        "SELECT id FROM t WHERE secret = 'a'",
        "SELECT id FROM t ORDER BY secret",
        "SELECT (SELECT max(secret) FROM t)",
        "SELECT * FROM u",
        "SELECT id FROM t WHERE id IN (SELECT t_id FROM u)",
        "WITH u2 AS (SELECT * FROM u) SELECT * FROM u2",
        "WITH u AS (SELECT * FROM u) SELECT 1",
    ] {
        let e = g.check(sql).expect_err(sql);
        assert_eq!(e.kind, ErrorKind::AccessDenied, "{sql}: {e}");
    }
    // A CTE named like a denied table is fine when it doesn't read it.
    assert!(g.check("WITH u AS (SELECT 1 AS a) SELECT a FROM u").is_ok());
    assert!(g.check("SELECT id, region FROM t").is_ok());

    let closed = GuardConfig {
        access: Some(policy(r#"{"allow_unlisted": false, "tables": {"t": {}}}"#)),
        ..GuardConfig::default()
    };
    let g = Guard::new(Dialect::DuckDb, &closed);
    assert!(g.check("SELECT id FROM t").is_ok());
    assert_eq!(
        g.check("SELECT id FROM u").expect_err("unlisted").kind,
        ErrorKind::AccessDenied
    );
}

#[test]
fn rewritten_queries_read_through_the_filter_and_hide_columns() {
    let rt = runtime();
    let dbs = shared();
    let config = GuardConfig {
        access: Some(region_one_policy()),
        ..GuardConfig::default()
    };
    for (d, conn, schema) in &dbs.conns {
        let g = Guard::new(*d, &config).with_schema(schema);
        let checked = g.check("SELECT count(*) FROM t").expect("ok");
        assert!(!checked.rewrites().is_empty());
        let rs = rt
            .block_on(conn.query(&checked, &QueryOptions::default()))
            .expect("runs");
        assert_eq!(rs.scalar(), Some(&Value::Int(10)), "{d}: {}", checked.sql());
        // The derived table exposes only allowed columns.
        assert!(
            !checked.sql().to_ascii_lowercase().contains("secret"),
            "{}",
            checked.sql()
        );
    }
}

/// Query shapes that select ids of `t`, with a slot for a condition.
const SHAPES: &[&str] = &[
    "SELECT id FROM t {w}",
    "SELECT x.id FROM t AS x {w}",
    "SELECT id FROM T {w}",
    "SELECT id FROM (SELECT id, v, region FROM t) s {w}",
    "WITH c AS (SELECT id, v, region FROM t) SELECT id FROM c {w}",
    "WITH t AS (SELECT id, v, region FROM t) SELECT id FROM t {w}",
    "SELECT id FROM t {w} UNION SELECT id FROM t",
    "SELECT t.id FROM u JOIN t ON u.t_id = t.id {w}",
    "SELECT id FROM u {w} AND id IN (SELECT id FROM t)",
    "SELECT (SELECT max(id) FROM t) AS id FROM u {w}",
    "SELECT id FROM t {w} AND EXISTS (SELECT 1 FROM t t2 WHERE t2.id = t.id)",
    "SELECT a.id FROM t a, t b {w} AND a.id = b.id",
];

fn condition() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("WHERE 1 = 1".to_string()),
        (0i64..20).prop_map(|n| format!("WHERE v > {n}")),
        Just("WHERE region <> 1".to_string()),
        Just("WHERE region = 2 OR 1 = 1".to_string()),
        (0i64..41).prop_map(|n| format!("WHERE id >= {n}")),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Whatever shape the query takes, every id it returns is in region 1.
    #[test]
    fn the_policy_rewrite_never_returns_rows_outside_the_policy(shape in 0..SHAPES.len(), w in condition()) {
        let rt = runtime();
        let dbs = shared();
        let config = GuardConfig { access: Some(region_one_policy()), ..GuardConfig::default() };
        let sql = SHAPES[shape].replace("{w}", &w);
        for (d, conn, schema) in &dbs.conns {
            let Ok(checked) = Guard::new(*d, &config).with_schema(schema).check(&sql) else { continue };
            let Ok(rs) = rt.block_on(conn.query(&checked, &QueryOptions::default())) else { continue };
            for row in &rs.rows {
                if let Value::Int(id) = row[0] {
                    prop_assert_eq!(id % 4, 1, "{}: `{}` returned id {} via `{}`", d, sql, id, checked.sql());
                }
            }
        }
    }
}

/// The property above is only worth something if the shapes run: wherever
/// a shape runs without the policy, it must also run with it.
#[test]
fn every_query_shape_runs_under_the_policy() {
    let rt = runtime();
    let dbs = shared();
    let config = GuardConfig {
        access: Some(region_one_policy()),
        ..GuardConfig::default()
    };
    for shape in SHAPES {
        let sql = shape.replace("{w}", "WHERE 1 = 1");
        let mut ran = 0;
        for (d, conn, schema) in &dbs.conns {
            if rt
                .block_on(conn.query(&Checked::unguarded(&sql), &QueryOptions::default()))
                .is_err()
            {
                continue; // not valid in this dialect to begin with
            }
            ran += 1;
            let checked = Guard::new(*d, &config)
                .with_schema(schema)
                .check(&sql)
                .unwrap_or_else(|e| panic!("{d}: {sql}: {e}"));
            let rs = rt
                .block_on(conn.query(&checked, &QueryOptions::default()))
                .unwrap_or_else(|e| panic!("{d}: {sql} => {}: {e}", checked.sql()));
            assert!(!rs.rows.is_empty(), "{d}: {sql}");
        }
        assert!(ran > 0, "`{sql}` runs nowhere");
    }
}
