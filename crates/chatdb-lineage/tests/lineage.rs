//! Column lineage through the constructs SQL workflows use, over a small
//! schema, checked against lineage written out by hand.

use chatdb_core::{Column, Dialect, LogicalType, Schema, Table, TableKind};
use chatdb_lineage::query::{lineage, SchemaCatalog};
use chatdb_lineage::{Analysis, Direction, InfluenceKind, LineageGraph, Transform, Workflow};
use std::collections::BTreeSet;

fn table(name: &str, cols: &[&str], pk: &str) -> Table {
    Table {
        schema: None,
        name: name.into(),
        kind: TableKind::Table,
        comment: None,
        columns: cols
            .iter()
            .map(|c| Column {
                name: c.to_string(),
                db_type: "x".into(),
                logical_type: if c.ends_with("_id") {
                    LogicalType::Integer
                } else {
                    LogicalType::Text
                },
                nullable: true,
                comment: None,
            })
            .collect(),
        primary_key: vec![pk.into()],
        foreign_keys: vec![],
    }
}

fn schema() -> Schema {
    Schema {
        dialect: Dialect::DuckDb,
        tables: vec![
            table(
                "orders",
                &[
                    "order_id",
                    "customer_id",
                    "order_date",
                    "status",
                    "total_amount",
                ],
                "order_id",
            ),
            table(
                "customers",
                &["customer_id", "customer_name", "city", "phone"],
                "customer_id",
            ),
            table(
                "refunds",
                &["refund_id", "order_id", "refund_date", "amount"],
                "refund_id",
            ),
        ],
    }
}

/// `output column → {table.column (transform)}` of a query.
fn traced(sql: &str) -> Vec<(String, BTreeSet<String>)> {
    let s = schema();
    let stmt = chatdb_guard::parse::parse(sql, Dialect::DuckDb)
        .expect("parses")
        .remove(0);
    let sqlparser::ast::Statement::Query(q) = stmt else {
        panic!("not a query")
    };
    lineage(&q, &SchemaCatalog(&s))
        .columns
        .into_iter()
        .map(|c| {
            let set = c
                .origins
                .iter()
                .map(|o| format!("{} ({:?})", o.column, o.transform))
                .collect();
            (c.name, set)
        })
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

#[test]
fn through_ctes_joins_and_aggregates() {
    let got = traced(
        "WITH paid AS (SELECT o.customer_id AS cid, o.total_amount AS amt FROM orders o WHERE o.status = 'paid')
         SELECT c.city, SUM(p.amt) AS revenue, COUNT(*) AS n
         FROM paid p JOIN customers c ON c.customer_id = p.cid
         GROUP BY c.city",
    );
    assert_eq!(got[0], ("city".into(), set(&["customers.city (Identity)"])));
    assert_eq!(
        got[1],
        ("revenue".into(), set(&["orders.total_amount (Aggregate)"]))
    );
    assert_eq!(got[2], ("n".into(), BTreeSet::new()));
}

#[test]
fn through_unions_case_and_windows() {
    let got = traced(
        "SELECT order_id AS id, CASE WHEN total_amount > 100 THEN 'big' ELSE status END AS size FROM orders
         UNION ALL
         SELECT refund_id, 'refund' FROM refunds",
    );
    assert_eq!(
        got[0],
        (
            "id".into(),
            set(&["orders.order_id (Identity)", "refunds.refund_id (Identity)"])
        )
    );
    assert_eq!(
        got[1],
        (
            "size".into(),
            set(&[
                "orders.status (Expression)",
                "orders.total_amount (Expression)"
            ])
        )
    );

    let got = traced(
        "SELECT customer_id, order_date,
                SUM(total_amount) OVER (PARTITION BY customer_id ORDER BY order_date) AS running
         FROM (SELECT * FROM orders) x",
    );
    assert_eq!(
        got[2].1,
        set(&[
            "orders.customer_id (Window)",
            "orders.order_date (Window)",
            "orders.total_amount (Window)"
        ])
    );
}

#[test]
fn select_star_expands_against_the_schema() {
    let got = traced("SELECT c.*, o.order_id FROM customers c JOIN orders o USING (customer_id)");
    let names: Vec<&str> = got.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        vec!["customer_id", "customer_name", "city", "phone", "order_id"]
    );
    assert_eq!(got[3].1, set(&["customers.phone (Identity)"]));
    let got = traced("SELECT * EXCLUDE (phone) FROM customers");
    assert_eq!(got.len(), 3);
}

#[test]
fn correlated_subqueries_and_influences() {
    let s = schema();
    let sql = "SELECT c.customer_name, (SELECT MAX(o.order_date) FROM orders o WHERE o.customer_id = c.customer_id) AS last_order
               FROM customers c WHERE c.city = 'Shanghai'";
    let stmt = chatdb_guard::parse::parse(sql, Dialect::DuckDb)
        .expect("parses")
        .remove(0);
    let sqlparser::ast::Statement::Query(q) = stmt else {
        panic!()
    };
    let l = lineage(&q, &SchemaCatalog(&s));
    let last = &l.columns[1];
    assert!(last.origins.iter().any(
        |o| o.column.to_string() == "orders.order_date" && o.transform == Transform::Aggregate
    ));
    assert!(l
        .influences
        .iter()
        .any(|i| i.kind == InfluenceKind::Filter && i.column.to_string() == "customers.city"));
    assert!(l.unresolved.is_empty(), "{:?}", l.unresolved);
}

#[test]
fn a_workflow_traces_columns_across_models() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(
        dir.path().join("01_stg.sql"),
        "CREATE OR REPLACE TABLE stg_orders AS\nSELECT order_id, customer_id, CAST(order_date AS DATE) AS d, total_amount FROM orders WHERE status <> 'cancelled';\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("02_mart.sql"),
        "DELETE FROM mart_city_sales;\nINSERT INTO mart_city_sales (city, revenue)\nSELECT c.city, SUM(s.total_amount)\nFROM stg_orders s JOIN customers c ON c.customer_id = s.customer_id\nGROUP BY c.city;\n",
    )
    .expect("write");
    let wf = Workflow::read(dir.path(), Dialect::DuckDb).expect("reads");
    assert!(wf.problems.is_empty(), "{:?}", wf.problems);
    let names: Vec<&str> = wf.models.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, vec!["stg_orders", "mart_city_sales"]);
    let s = schema();
    let a = Analysis::new(&wf, Some(&s));
    assert_eq!(a.models[1].depends_on, vec!["stg_orders"]);
    assert_eq!(a.models[1].sources, vec!["customers"]);
    let g = LineageGraph::new(&wf, &a);
    let up = g.walk("mart_city_sales", Some("revenue"), Direction::Upstream, 5);
    let hops: Vec<(usize, &str)> = up.iter().map(|s| (s.depth, s.from.as_str())).collect();
    assert_eq!(
        hops,
        vec![(1, "stg_orders.total_amount"), (2, "orders.total_amount")]
    );
    let down = g.walk("orders", None, Direction::Downstream, 1);
    assert_eq!(down.len(), 1);
    assert_eq!(down[0].to, "stg_orders");
    let down2 = g.walk("orders", None, Direction::Downstream, 2);
    assert_eq!(down2.len(), 2);
    let infl = &g.influences["mart_city_sales"];
    assert!(
        infl.iter()
            .any(|i| i.kind == InfluenceKind::Join
                && i.column.to_string() == "stg_orders.customer_id")
    );
    assert!(infl
        .iter()
        .any(|i| i.kind == InfluenceKind::GroupBy && i.column.to_string() == "customers.city"));
}

#[test]
fn bad_input_becomes_located_problems() {
    let dir = tempfile::tempdir().expect("tempdir");
    let models = dir.path().join("models");
    std::fs::create_dir_all(&models).expect("mkdir");
    std::fs::write(models.join("a.sql"), "select * from {{ ref('b') }}").expect("write");
    std::fs::write(models.join("b.sql"), "select * from {{ ref('a') }}").expect("write");
    std::fs::write(
        models.join("c.sql"),
        "select id,\n  from {{ ref('nowhere') }}\n where",
    )
    .expect("write");
    std::fs::write(models.join("d.sql"), "select 1 as one").expect("write");
    let wf = Workflow::read(dir.path(), Dialect::DuckDb).expect("reads");
    assert!(wf.dbt);
    let kinds: Vec<(chatdb_lineage::ProblemKind, usize)> =
        wf.problems.iter().map(|p| (p.kind, p.line)).collect();
    assert!(
        kinds.contains(&(chatdb_lineage::ProblemKind::UnresolvedRef, 2)),
        "{:?}",
        wf.problems
    );
    assert!(
        kinds
            .iter()
            .any(|(k, l)| *k == chatdb_lineage::ProblemKind::Parse && *l >= 2),
        "{:?}",
        wf.problems
    );
    let a = Analysis::new(&wf, None);
    assert_eq!(a.cycles, vec![vec!["a".to_string(), "b".to_string()]]);
    assert!(wf.model("d").is_some(), "the good model is still read");
}

/// The Python interpreter `.ci/run` prepares (with `jsonschema`), or `None`
/// (and a note) when this run has none.
fn python() -> Option<String> {
    match std::env::var("CHATDB_PYTHON") {
        Ok(p) => Some(p),
        Err(_) => {
            eprintln!(
                "CHATDB_PYTHON not set: skipping the OpenLineage schema check (.ci/run sets it)"
            );
            None
        }
    }
}

/// Runs the independent validator (Python's `jsonschema` over the vendored
/// OpenLineage schemas) on `events`; returns whether they passed and what
/// it printed.
fn validate(python: &str, events: &[serde_json::Value]) -> (bool, String) {
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let file = tempfile::NamedTempFile::new().expect("tempfile");
    std::fs::write(file.path(), serde_json::to_vec(events).expect("json")).expect("write");
    let out = std::process::Command::new(python)
        .arg(here.join("validate_openlineage.py"))
        .arg(here.join("data/openlineage"))
        .arg(file.path())
        .output()
        .expect("runs the validator");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

#[test]
fn openlineage_events_validate_against_the_published_schema() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(
        dir.path().join("01_stg.sql"),
        "CREATE OR REPLACE TABLE stg_customers AS\nSELECT customer_id, md5(phone) AS phone_hash, city FROM customers;\n",
    )
    .expect("write");
    std::fs::write(
        dir.path().join("02_mart.sql"),
        "CREATE OR REPLACE TABLE mart_city AS\nWITH o AS (SELECT customer_id, total_amount, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY order_date) AS nth FROM orders)\nSELECT s.city, SUM(o.total_amount) AS revenue, COUNT(*) AS first_orders\nFROM o JOIN stg_customers s ON s.customer_id = o.customer_id\nWHERE o.nth = 1\nGROUP BY s.city\nUNION ALL\nSELECT 'refunds', SUM(amount), COUNT(*) FROM refunds;\n",
    )
    .expect("write");
    let wf = Workflow::read(dir.path(), Dialect::DuckDb).expect("reads");
    assert!(wf.problems.is_empty(), "{:?}", wf.problems);
    let s = schema();
    let a = Analysis::new(&wf, Some(&s));
    let events = chatdb_lineage::openlineage::events(&wf, &a, "duckdb://test", "chatdb-test");
    assert_eq!(events.len(), 2);
    // What the events say, independently of the schema.
    let facet = &events[1]["outputs"][0]["facets"]["columnLineage"];
    let revenue: BTreeSet<String> = facet["fields"]["revenue"]["inputFields"]
        .as_array()
        .expect("inputFields")
        .iter()
        .map(|f| {
            format!(
                "{}.{}",
                f["name"].as_str().unwrap_or(""),
                f["field"].as_str().unwrap_or("")
            )
        })
        .collect();
    assert_eq!(revenue, set(&["orders.total_amount", "refunds.amount"]));
    let masked = &events[0]["outputs"][0]["facets"]["columnLineage"]["fields"]["phone_hash"]
        ["inputFields"][0]["transformations"][0]["masking"];
    assert_eq!(masked, &serde_json::Value::Bool(true));
    let Some(python) = python() else { return };
    let (ok, text) = validate(&python, &events);
    assert!(ok, "OpenLineage events do not validate:\n{text}");
    assert!(text.contains("validated 2 events"), "{text}");
    // The check can fail: an event without its run is rejected.
    let mut broken = events.clone();
    broken[0].as_object_mut().expect("object").remove("run");
    broken[1]["outputs"][0]["facets"]["columnLineage"]["fields"]["revenue"] =
        serde_json::json!({"inputFields": [{"name": "orders"}]});
    let (ok, text) = validate(&python, &broken);
    assert!(!ok, "a broken event passed:\n{text}");
    assert!(text.contains("'run' is a required property"), "{text}");
    assert!(text.contains("facet columnLineage"), "{text}");
}
