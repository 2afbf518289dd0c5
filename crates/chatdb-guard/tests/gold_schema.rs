//! Schema validation must not reject correct SQL: every gold query of the
//! benchmarks validates against its own database's introspected schema.

use chatdb_connect::{Connector, SqliteConnector};
use chatdb_core::Dialect;
use chatdb_guard::{Guard, GuardConfig};
use std::collections::BTreeMap;
use std::path::PathBuf;

fn benchmarks() -> PathBuf {
    if let Ok(dir) = std::env::var("CHATDB_BENCHMARKS") {
        return PathBuf::from(dir);
    }
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .flat_map(|a| {
            [
                a.join("shared").join("benchmarks"),
                a.join("..").join("shared").join("benchmarks"),
            ]
        })
        .find(|p| p.is_dir())
        .expect("../shared/benchmarks not found; set CHATDB_BENCHMARKS")
}

#[tokio::test]
async fn gold_queries_validate_against_their_schemas() {
    let config = GuardConfig::default();
    let mut failures = Vec::new();
    let mut total = 0;
    for set in ["spider", "dusql"] {
        let root = benchmarks().join(set);
        let items: Vec<serde_json::Value> = serde_json::from_str(
            &std::fs::read_to_string(root.join("dev.json")).expect("dev.json"),
        )
        .expect("json");
        let mut schemas = BTreeMap::new();
        for item in items {
            let db = item["db_id"].as_str().expect("db_id").to_string();
            if !schemas.contains_key(&db) {
                let path = root.join("database").join(&db).join(format!("{db}.sqlite"));
                let conn = SqliteConnector::open(&path).expect("open benchmark db");
                schemas.insert(db.clone(), conn.introspect().await.expect("introspect"));
            }
            let sql = item["query"].as_str().expect("query");
            total += 1;
            if let Err(e) = Guard::new(Dialect::Sqlite, &config)
                .with_schema(&schemas[&db])
                .check(sql)
            {
                failures.push(format!("[{set}/{db}] {sql}: {e}"));
            }
        }
    }
    assert!(total > 1200);
    assert!(
        failures.is_empty(),
        "{} of {total} gold queries failed validation:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
