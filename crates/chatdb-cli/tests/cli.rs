//! The `chatdb` binary end to end: the demo warehouse, and the same
//! commands against SQLite, PostgreSQL and MariaDB.

use serde_json::Value as Json;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// A data directory with the demo built once for all tests in this file.
fn home() -> &'static Path {
    static HOME: OnceLock<PathBuf> = OnceLock::new();
    HOME.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("chatdb-cli-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create home");
        let out = chatdb_in(&dir, &["demo", "--json"]);
        assert!(
            out.status.success(),
            "demo failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        dir
    })
}

fn chatdb_in(home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chatdb"))
        .args(args)
        .env("CHATDB_HOME", home)
        .env_remove("CHATDB_DB")
        .output()
        .expect("run chatdb")
}

fn chatdb(args: &[&str]) -> Output {
    chatdb_in(home(), args)
}

fn json(out: &Output) -> Json {
    assert!(
        out.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&out.stdout)))
}

fn table_names(schema: &Json) -> Vec<String> {
    schema["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .map(|t| t["name"].as_str().unwrap_or("").to_string())
        .collect()
}

#[test]
fn demo_schema_lists_both_domains_with_comments_and_samples() {
    let schema = json(&chatdb(&["schema", "--json"]));
    let names = table_names(&schema);
    for t in [
        "regions",
        "orders",
        "order_items",
        "schools",
        "edu_metrics",
        "edu_metric_values",
    ] {
        assert!(names.contains(&t.to_string()), "{t} missing: {names:?}");
    }
    let regions = schema["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .find(|t| t["name"] == "regions")
        .expect("regions");
    assert!(regions["comment"].as_str().unwrap_or("").contains("大区"));
    let name_col = regions["columns"]
        .as_array()
        .expect("columns")
        .iter()
        .find(|c| c["name"] == "region_name")
        .expect("col");
    assert!(
        name_col["samples"]
            .as_array()
            .expect("samples")
            .iter()
            .any(|v| v == "华东"),
        "{name_col}"
    );
    let orders = schema["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .find(|t| t["name"] == "orders")
        .expect("orders");
    assert_eq!(orders["row_count"], 100_000);
    assert!(orders["foreign_keys"]
        .as_array()
        .expect("fks")
        .iter()
        .any(|fk| fk["ref_table"] == "customers"));

    let basic = json(&chatdb(&["schema", "--level", "basic", "--json"]));
    assert_eq!(table_names(&basic), names);
    assert!(
        basic["tables"][0].get("columns").is_none(),
        "basic level has no columns"
    );

    let text = chatdb(&["schema"]);
    assert!(text.status.success());
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("orders") && text.contains("→ customers.customer_id"),
        "{text}"
    );
}

#[test]
fn demo_sql_answers_as_table_and_json() {
    let out = chatdb(&["sql", "select count(*) from orders"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("100000") && text.contains("1 row"), "{text}");

    let rs = json(&chatdb(&[
        "sql",
        "--json",
        "select region_name, count(*) as n from regions group by 1 order by 1",
    ]));
    assert_eq!(rs["rows"].as_array().expect("rows").len(), 7);
    assert_eq!(rs["columns"][1]["type"], "integer");

    let capped = json(&chatdb(&[
        "sql",
        "--json",
        "--max-rows",
        "5",
        "select * from orders",
    ]));
    assert_eq!(capped["rows"].as_array().expect("rows").len(), 5);
    assert_eq!(capped["truncated"], true);
}

#[test]
fn bad_input_gets_clear_errors() {
    let out = chatdb(&["sql", "delete from orders"]);
    assert!(!out.status.success(), "a write must fail");
    let count = json(&chatdb(&["sql", "--json", "select count(*) from orders"]));
    assert_eq!(count["rows"][0][0], 100_000, "nothing was deleted");

    let out = chatdb(&["sql", "--db", "/nonexistent/dir/x.duckdb", "select 1"]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("no such file"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    let out = chatdb(&["schema", "--db", "postgres://someone:hunter2@127.0.0.1:1/x"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("someone:***@127.0.0.1:1") && !err.contains("hunter2"),
        "{err}"
    );

    let out = chatdb(&["sql", "   "]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("empty"));

    let out = chatdb(&["sql", "selec nonsense"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("syntax error"));

    let out = chatdb(&["sql", "select total_amout from orders"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("did you mean total_amount"), "{err}");
}

#[test]
fn check_allows_reads_and_rejects_everything_else() {
    let out = chatdb(&["check", "select region_name from regions"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("allowed"));

    let out = chatdb(&[
        "check",
        "--dialect",
        "postgres",
        "--json",
        "WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let v: Json = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["allowed"], false);
    assert_eq!(v["error"]["kind"], "FORBIDDEN_CONSTRUCT");
    assert!(v["error"]["location"]["line"].is_number());

    let out = chatdb(&["check", "--json", "select * from orders"]);
    let v: Json = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["allowed"], true);
    assert_eq!(v["warnings"][0]["rule"], "select_star");

    let out = chatdb(&["check", "--dialect", "oracle", "select 1"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown SQL dialect"));
}

const FIXTURE: &str =
    "CREATE TABLE city (id INTEGER PRIMARY KEY, name VARCHAR(40) NOT NULL, population INTEGER);
INSERT INTO city VALUES (1, '上海', 24870000), (2, 'Berlin', 3645000), (3, 'Lima', NULL);";

fn pg_url(db: &str) -> String {
    let base = std::env::var("CHATDB_TEST_PG_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into());
    format!(
        "{}/{db}",
        base.rsplit_once('/').map_or(base.as_str(), |(h, _)| h)
    )
}

fn mysql_url(db: &str) -> String {
    let base = std::env::var("CHATDB_TEST_MYSQL_URL")
        .unwrap_or_else(|_| "mysql://root@127.0.0.1:3306/test".into());
    format!(
        "{}/{db}",
        base.rsplit_once('/').map_or(base.as_str(), |(h, _)| h)
    )
}

async fn external_sources() -> (tempfile::TempDir, Vec<String>) {
    let dir = tempfile::tempdir().expect("tempdir");
    let sqlite = dir.path().join("cities.sqlite");
    rusqlite::Connection::open(&sqlite)
        .and_then(|c| c.execute_batch(FIXTURE))
        .expect("sqlite");

    let (admin, conn) = tokio_postgres::connect(&pg_url("test"), tokio_postgres::NoTls)
        .await
        .expect("PostgreSQL is running");
    tokio::spawn(conn);
    admin
        .batch_execute("DROP DATABASE IF EXISTS chatdb_t_cli WITH (FORCE)")
        .await
        .expect("drop db");
    admin
        .batch_execute("CREATE DATABASE chatdb_t_cli")
        .await
        .expect("create db");
    let (db, conn) = tokio_postgres::connect(&pg_url("chatdb_t_cli"), tokio_postgres::NoTls)
        .await
        .expect("connect");
    tokio::spawn(conn);
    db.batch_execute(FIXTURE).await.expect("pg fixture");

    use mysql_async::prelude::Queryable;
    let mut admin = mysql_async::Conn::from_url(mysql_url("test"))
        .await
        .expect("MariaDB is running");
    admin.query_drop("DROP DATABASE IF EXISTS chatdb_t_cli; CREATE DATABASE chatdb_t_cli CHARACTER SET utf8mb4").await.expect("create db");
    let mut db = mysql_async::Conn::from_url(mysql_url("chatdb_t_cli"))
        .await
        .expect("connect");
    db.query_drop(FIXTURE).await.expect("mysql fixture");
    (
        dir,
        vec![
            sqlite.display().to_string(),
            pg_url("chatdb_t_cli"),
            mysql_url("chatdb_t_cli"),
        ],
    )
}

#[tokio::test]
async fn the_same_commands_work_on_sqlite_postgres_and_mysql() {
    let (_dir, sources) = external_sources().await;
    for db in &sources {
        let schema = json(&chatdb(&["schema", "--db", db, "--json"]));
        assert_eq!(table_names(&schema), ["city"], "{db}");
        assert_eq!(schema["tables"][0]["row_count"], 3, "{db}");
        let rs = json(&chatdb(&[
            "sql",
            "--db",
            db,
            "--json",
            "select name from city where population > 10000000",
        ]));
        assert_eq!(rs["rows"], serde_json::json!([["上海"]]), "{db}");
        let out = chatdb(&["sql", "--db", db, "select count(*) from city"]);
        assert!(String::from_utf8_lossy(&out.stdout).contains('3'), "{db}");
    }
}
