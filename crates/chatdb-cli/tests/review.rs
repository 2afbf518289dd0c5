//! `chatdb review` and `chatdb lineage` end to end on the demo warehouse:
//! exit codes, the JSON report, lineage stored for the source and read
//! back without the workflow, OpenLineage export, and bad input.

use serde_json::Value as Json;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// A data directory with the demo built once for all tests in this file.
fn home() -> &'static Path {
    static HOME: OnceLock<PathBuf> = OnceLock::new();
    HOME.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("chatdb-review-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create home");
        let out = chatdb(&dir, &["demo", "--json"]);
        assert!(
            out.status.success(),
            "demo failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        dir
    })
}

fn demo_db() -> String {
    home()
        .join("demo")
        .join("demo.duckdb")
        .display()
        .to_string()
}

fn chatdb(home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chatdb"))
        .args(args)
        .env("CHATDB_HOME", home)
        .env_remove("CHATDB_DB")
        .env_remove("CHATDB_STORE")
        .output()
        .expect("run chatdb")
}

fn stdout_json(out: &Output) -> Json {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}): {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

/// A workflow directory holding `files` (name → text).
fn workflow(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    for (name, text) in files {
        let path = dir.path().join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("mkdir");
        }
        std::fs::write(path, text).expect("write");
    }
    dir
}

const CLEAN_WORKFLOW: &[(&str, &str)] = &[
    (
        "workflow.yml",
        "targets:\n  - name: dws_region_sales\n    unique_key: [region_name]\n    columns:\n      revenue: [not_null, {range: {min: 0}}]\n",
    ),
    (
        "dws_region_sales.sql",
        "CREATE OR REPLACE TABLE dws_region_sales AS\nSELECT r.region_name,\n       SUM(o.total_amount) AS revenue\nFROM orders o\nJOIN stores s ON s.store_id = o.store_id\nJOIN regions r ON r.region_id = s.region_id\nWHERE o.status = 'completed'\nGROUP BY r.region_name;\n",
    ),
];

#[test]
fn a_clean_workflow_passes_review_and_its_sandbox_tests() {
    let dir = workflow(CLEAN_WORKFLOW);
    let path = dir.path().display().to_string();
    let out = chatdb(home(), &["review", "--db", &demo_db(), "--json", &path]);
    let report = stdout_json(&out);
    assert!(
        out.status.success(),
        "exit {:?}: {report:#}",
        out.status.code()
    );
    assert_eq!(report["summary"]["passed"], true, "{report:#}");
    assert_eq!(report["summary"]["errors"], 0, "{report:#}");
    let results = report["tests"]["results"].as_array().expect("tests ran");
    let names: Vec<&str> = results.iter().filter_map(|r| r["name"].as_str()).collect();
    assert!(
        results
            .iter()
            .all(|r| r["status"] != "fail" && r["status"] != "error"),
        "{results:#?}"
    );
    assert!(names.iter().any(|n| n.contains("unique")), "{names:?}");
    assert!(names.iter().any(|n| n.contains("not_null")), "{names:?}");
    assert!(
        report["summary"]["tests_passed"].as_u64().unwrap_or(0) >= 3,
        "{report:#}"
    );
    // The human-readable form says the same and also exits 0.
    let out = chatdb(home(), &["review", "--db", &demo_db(), "--no-run", &path]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("dws_region_sales"));
}

#[test]
fn a_defect_is_an_error_finding_with_its_location_and_exit_1() {
    let dir = workflow(&[(
        "dws_brand_revenue.sql",
        "-- revenue per brand\nCREATE OR REPLACE TABLE dws_brand_revenue AS\nSELECT p.brand, SUM(o.total_amount) AS revenue\nFROM orders o\nJOIN order_items i ON i.order_id = o.order_id\nJOIN products p ON p.product_id = i.product_id\nGROUP BY p.brand;\n",
    )]);
    let out = chatdb(
        home(),
        &[
            "review",
            "--db",
            &demo_db(),
            "--no-run",
            "--json",
            &dir.path().display().to_string(),
        ],
    );
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report = stdout_json(&out);
    let fan_out = report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .find(|f| f["rule"] == "correctness/fan-out")
        .unwrap_or_else(|| panic!("no fan-out finding: {report:#}"));
    assert_eq!(fan_out["severity"], "error");
    assert_eq!(fan_out["model"], "dws_brand_revenue");
    assert!(fan_out["line"].as_u64().unwrap_or(0) >= 2, "{fan_out:#}");
    assert!(!fan_out["hint"].as_str().unwrap_or("").is_empty());
    assert!(report["tests"].is_null(), "--no-run runs nothing");
}

#[test]
fn bad_input_is_located_and_never_a_crash() {
    let dir = workflow(&[
        ("a_broken.sql", "CREATE TABLE dws_a AS\nSELECT order_id,\n  FROM orders WHERE;\n"),
        (
            "b_good.sql",
            "CREATE OR REPLACE TABLE dws_b AS\nSELECT customer_id, COUNT(*) AS orders FROM orders GROUP BY customer_id;\n",
        ),
    ]);
    let path = dir.path().display().to_string();
    let out = chatdb(
        home(),
        &["review", "--db", &demo_db(), "--no-run", "--json", &path],
    );
    assert_eq!(out.status.code(), Some(1));
    let report = stdout_json(&out);
    let parse = report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .find(|f| f["rule"] == "correctness/parse-error")
        .unwrap_or_else(|| panic!("no parse error: {report:#}"));
    assert!(parse["file"]
        .as_str()
        .unwrap_or("")
        .ends_with("a_broken.sql"));
    assert!(parse["line"].as_u64().unwrap_or(0) >= 1);
    let models: Vec<&str> = report["models"]
        .as_array()
        .expect("models")
        .iter()
        .filter_map(|m| m["name"].as_str())
        .collect();
    assert!(
        models.contains(&"dws_b"),
        "the good model is still reviewed: {models:?}"
    );
    // A path that does not exist: a clear error, no panic.
    let out = chatdb(home(), &["review", "--no-run", "/nonexistent/workflow"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("/nonexistent/workflow"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    // Without --db the review is static and says so.
    let out = chatdb(home(), &["review", &path]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("no --db"));
}

#[test]
fn lineage_traces_columns_stores_them_and_exports_openlineage() {
    let dir = workflow(&[
        (
            "01_stg_orders.sql",
            "CREATE OR REPLACE TABLE stg_orders AS\nSELECT order_id, store_id, total_amount FROM orders WHERE status = 'completed';\n",
        ),
        (
            "02_dws_region_sales.sql",
            "CREATE OR REPLACE TABLE dws_region_sales AS\nSELECT r.region_name, SUM(o.total_amount) AS revenue\nFROM stg_orders o\nJOIN stores s ON s.store_id = o.store_id\nJOIN regions r ON r.region_id = s.region_id\nGROUP BY r.region_name;\n",
        ),
    ]);
    let lineage_home = tempfile::tempdir().expect("home");
    let events = lineage_home.path().join("events.jsonl");
    let out = chatdb(
        lineage_home.path(),
        &[
            "lineage",
            "--db",
            &demo_db(),
            "--dir",
            &dir.path().display().to_string(),
            "--openlineage",
            &events.display().to_string(),
            "--json",
            "dws_region_sales.revenue",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let up = stdout_json(&out);
    let hops: Vec<(u64, String)> = up["steps"]
        .as_array()
        .expect("steps")
        .iter()
        .map(|s| {
            (
                s["depth"].as_u64().unwrap_or(0),
                s["from"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect();
    assert_eq!(
        hops,
        vec![
            (1, "stg_orders.total_amount".to_string()),
            (2, "orders.total_amount".to_string())
        ]
    );
    // Stored for the source: a later run without --dir reads it back.
    let out = chatdb(
        lineage_home.path(),
        &[
            "lineage",
            "--db",
            &demo_db(),
            "--downstream",
            "--json",
            "orders",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let down = stdout_json(&out);
    let to: Vec<&str> = down["steps"]
        .as_array()
        .expect("steps")
        .iter()
        .filter_map(|s| s["to"].as_str())
        .collect();
    assert!(
        to.contains(&"stg_orders") && to.contains(&"dws_region_sales"),
        "{to:?}"
    );
    let out = chatdb(
        lineage_home.path(),
        &[
            "lineage",
            "--db",
            &demo_db(),
            "--depth",
            "1",
            "--json",
            "orders",
        ],
    );
    assert!(out.status.success());
    assert_eq!(
        stdout_json(&out)["steps"].as_array().map(Vec::len),
        Some(0),
        "orders has no upstream"
    );
    // The export: one COMPLETE event per model, in dependency order.
    let text = std::fs::read_to_string(&events).expect("events written");
    let lines: Vec<Json> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON event per line"))
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["job"]["name"], "stg_orders");
    assert_eq!(lines[1]["eventType"], "COMPLETE");
    // An unknown table: a clear error.
    let out = chatdb(
        lineage_home.path(),
        &["lineage", "--db", &demo_db(), "nowhere_table"],
    );
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("nowhere_table"));
    if let Ok(python) = std::env::var("CHATDB_PYTHON") {
        let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("../chatdb-lineage/tests");
        let out = Command::new(python)
            .arg(here.join("validate_openlineage.py"))
            .arg(here.join("data/openlineage"))
            .arg(&events)
            .output()
            .expect("runs the validator");
        assert!(
            out.status.success(),
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
