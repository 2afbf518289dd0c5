//! The demo warehouse: deterministic, both domains, comments, a sound
//! metric tree, and a semantic layer that refers to real tables.

use chatdb_demo::{build, locate, DemoSpec};
use chrono::NaiveDate;
use duckdb::{AccessMode, Config, Connection};
use std::path::Path;

fn small_spec() -> DemoSpec {
    DemoSpec {
        orders: 3_000,
        ..DemoSpec::new(NaiveDate::from_ymd_opt(2026, 11, 21).expect("date"))
    }
}

fn open(path: &Path) -> Connection {
    Connection::open_with_flags(
        path,
        Config::default()
            .access_mode(AccessMode::ReadOnly)
            .expect("config"),
    )
    .expect("open demo")
}

/// A digest of every table's contents, for comparing two builds.
fn digest(conn: &Connection) -> Vec<(String, i64, String)> {
    let tables: Vec<String> = conn
        .prepare("SELECT table_name FROM duckdb_tables() ORDER BY 1")
        .and_then(|mut s| s.query_map([], |r| r.get(0))?.collect())
        .expect("tables");
    tables
        .into_iter()
        .map(|t| {
            let (n, h): (i64, String) = conn
                .query_row(
                    &format!("SELECT COUNT(*), COALESCE(SUM(hash(x))::VARCHAR, '') FROM {t} x"),
                    [],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .expect("digest");
            (t, n, h)
        })
        .collect()
}

#[test]
fn the_same_seed_and_anchor_build_the_same_warehouse() {
    let a = tempfile::tempdir().expect("tempdir");
    let b = tempfile::tempdir().expect("tempdir");
    let (da, db) = (locate(a.path()), locate(b.path()));
    let mut steps = Vec::new();
    build(&da, &small_spec(), &mut |s| steps.push(s.to_string())).expect("build a");
    build(&db, &small_spec(), &mut |_| {}).expect("build b");
    assert!(steps.len() >= 3, "progress is reported: {steps:?}");
    assert_eq!(digest(&open(&da.database)), digest(&open(&db.database)));

    let other = tempfile::tempdir().expect("tempdir");
    let dc = locate(other.path());
    build(
        &dc,
        &DemoSpec {
            seed: 7,
            ..small_spec()
        },
        &mut |_| {},
    )
    .expect("build c");
    assert_ne!(
        digest(&open(&da.database)),
        digest(&open(&dc.database)),
        "another seed, other data"
    );
    assert!(chatdb_demo::is_current(&da));
    // A semantic layer of another version (an upgrade's synonyms) makes
    // the demo stale, so the next run writes the shipped one.
    std::fs::write(&da.semantic_yaml, "version: 1\ntables: {}\n").expect("write yaml");
    assert!(!chatdb_demo::is_current(&da));
}

#[test]
fn both_domains_are_present_with_comments_keys_and_realistic_data() {
    let dir = tempfile::tempdir().expect("tempdir");
    let demo = locate(dir.path());
    build(&demo, &small_spec(), &mut |_| {}).expect("build");
    let conn = open(&demo.database);
    let q = |sql: &str| -> i64 {
        conn.query_row(sql, [], |r| r.get(0))
            .unwrap_or_else(|e| panic!("{sql}: {e}"))
    };

    for t in [
        "regions",
        "stores",
        "customers",
        "product_categories",
        "products",
        "orders",
        "order_items",
        "schools",
        "edu_metrics",
        "edu_metric_values",
    ] {
        assert!(q(&format!("SELECT COUNT(*) FROM {t}")) > 0, "{t} is empty");
        let comment: Option<String> = conn
            .query_row(
                "SELECT comment FROM duckdb_tables() WHERE table_name = ?",
                [t],
                |r| r.get(0),
            )
            .expect("comment");
        let comment = comment.unwrap_or_default();
        assert!(
            comment.contains(" / "),
            "{t}: bilingual table comment, got {comment:?}"
        );
    }
    assert_eq!(q("SELECT COUNT(*) FROM duckdb_columns() WHERE NOT internal AND database_name = current_database() AND table_name <> 'demo_info' AND comment IS NULL"), 0,
               "every column has a comment");
    assert_eq!(q("SELECT COUNT(*) FROM orders"), 3_000);
    assert!(
        q("SELECT COUNT(*) FROM duckdb_constraints() WHERE constraint_type = 'FOREIGN KEY'") >= 9
    );
    // Three years of orders up to the anchor, with last year and last month covered.
    assert_eq!(
        q("SELECT COUNT(*) FROM orders WHERE order_date > DATE '2026-11-21'"),
        0
    );
    assert!(q("SELECT COUNT(*) FROM orders WHERE year(order_date) = 2025") > 500);
    assert!(q("SELECT COUNT(*) FROM orders WHERE order_date >= DATE '2026-10-01' AND order_date < DATE '2026-11-01'") > 20);
    assert!(q("SELECT COUNT(*) FROM orders WHERE order_date < DATE '2023-12-01'") > 0);
    // Skew: the biggest region sells several times more than the smallest.
    let by_region: Vec<i64> = conn
        .prepare("SELECT COUNT(*) FROM orders o JOIN stores s USING (store_id) GROUP BY s.region_id ORDER BY 1")
        .and_then(|mut s| s.query_map([], |r| r.get(0))?.collect())
        .expect("by region");
    assert!(
        by_region.last().copied().unwrap_or(0) > 3 * by_region[0],
        "{by_region:?}"
    );
    // A few NULLs where real data has them.
    assert!(q("SELECT COUNT(*) FROM customers WHERE member_level IS NULL") > 0);
    // Order totals equal the sum of their lines.
    assert_eq!(q("SELECT COUNT(*) FROM orders o WHERE total_amount <> (SELECT SUM(amount) FROM order_items i WHERE i.order_id = o.order_id)"), 0);

    // The metric tree: three levels, weights among siblings sum to 1, values only for leaves.
    assert_eq!(q("SELECT COUNT(DISTINCT metric_level) FROM edu_metrics"), 3);
    assert_eq!(q("SELECT COUNT(*) FROM (SELECT parent_id, SUM(weight) w FROM edu_metrics GROUP BY parent_id) WHERE w <> 1"), 0);
    assert_eq!(q("SELECT COUNT(*) FROM edu_metric_values v JOIN edu_metrics m USING (metric_id) WHERE m.metric_level <> 3"), 0);
    assert_eq!(
        q("SELECT COUNT(*) FROM edu_metrics WHERE metric_name = '基础设施' AND metric_level = 1"),
        1
    );
    assert_eq!(q("SELECT MAX(stat_year) FROM edu_metric_values"), 2025);
}

#[test]
fn the_semantic_layer_refers_to_real_tables_and_columns() {
    let dir = tempfile::tempdir().expect("tempdir");
    let demo = locate(dir.path());
    build(&demo, &small_spec(), &mut |_| {}).expect("build");
    let yaml: serde_yaml::Value =
        serde_yaml::from_str(&std::fs::read_to_string(&demo.semantic_yaml).expect("yaml written"))
            .expect("valid YAML");
    let conn = open(&demo.database);
    let exists = |table: &str, column: Option<&str>| -> bool {
        let n: i64 = conn
            .query_row(
                "SELECT COUNT(*) FROM duckdb_columns() WHERE table_name = ? AND (? IS NULL OR column_name = ?)",
                duckdb::params![table, column, column],
                |r| r.get(0),
            )
            .expect("lookup");
        n > 0
    };
    let tables = yaml["tables"].as_mapping().expect("tables");
    for (name, spec) in tables {
        let name = name.as_str().expect("name");
        assert!(exists(name, None), "table {name}");
        if let Some(cols) = spec["columns"].as_mapping() {
            for col in cols.keys() {
                let col = col.as_str().expect("column");
                assert!(exists(name, Some(col)), "{name}.{col}");
            }
        }
    }
    let metrics = yaml["metrics"].as_sequence().expect("metrics");
    let ids: Vec<&str> = metrics.iter().filter_map(|m| m["id"].as_str()).collect();
    for m in metrics {
        if let Some(parent) = m["parent"].as_str() {
            assert!(ids.contains(&parent), "parent {parent} of {:?}", m["id"]);
        }
        // Leaf metrics of the tree name a metric_id that exists in the data.
        if let Some(filter) = m["filters"][0].as_str() {
            if let Some(id) = filter.strip_prefix("edu_metric_values.metric_id = '") {
                let id = id.trim_end_matches('\'');
                let n: i64 = conn
                    .query_row(
                        "SELECT COUNT(*) FROM edu_metrics WHERE metric_id = ?",
                        [id],
                        |r| r.get(0),
                    )
                    .expect("q");
                assert_eq!(n, 1, "{id}");
            }
        }
    }
    assert!(ids.contains(&"infra") && ids.contains(&"sales_amount"));
}
