//! The tester runs models that write — CREATE, DELETE, INSERT — yet the
//! source is left exactly as it was: byte-identical files for DuckDB and
//! SQLite, unchanged tables and no leftovers on PostgreSQL and MariaDB.

mod common;

use chatdb_connect::DataSource;
use chatdb_lineage::{Analysis, Workflow};
use chatdb_review::tester::{self, Status, TestRun};
use chatdb_review::{Context, ReviewOptions};
use std::collections::BTreeMap;
use std::path::Path;

/// A workflow over a table `src(id, grp, amount)` that creates, deletes
/// from and inserts into its target, and declares a key and DQ rules.
fn write_workflow(dir: &Path, src: &str, target: &str) {
    std::fs::write(
        dir.join("workflow.yml"),
        format!(
            "targets:\n  - name: {target}\n    unique_key: [grp]\n    columns:\n      total: [not_null, {{range: {{min: 0}}}}]\n"
        ),
    )
    .expect("write");
    std::fs::write(
        dir.join("load.sql"),
        format!(
            "CREATE TABLE {target} (grp VARCHAR(20), total DECIMAL(12,2));\n\
             DELETE FROM {target};\n\
             INSERT INTO {target} (grp, total)\nSELECT grp, SUM(amount) FROM {src} GROUP BY grp;\n"
        ),
    )
    .expect("write");
}

async fn run(dir: &Path, source: &DataSource) -> TestRun {
    let connector = chatdb_connect::open(source).await.expect("opens");
    let schema = connector.introspect().await.expect("introspects");
    let wf = Workflow::read(dir, source.dialect()).expect("reads");
    let analysis = Analysis::new(&wf, Some(&schema));
    let cx = Context {
        workflow: &wf,
        analysis: &analysis,
        schema: Some(&schema),
        semantic: None,
        row_counts: BTreeMap::new(),
        options: ReviewOptions::default(),
    };
    let findings = chatdb_review::review(&cx);
    assert!(
        findings
            .iter()
            .all(|f| f.severity != chatdb_review::Severity::Error),
        "{findings:#?}"
    );
    tester::run(&cx, &findings, source).await
}

/// Every model ran and every generated test passed, so the writes did
/// happen — in the sandbox.
fn assert_all_passed(run: &TestRun) {
    let names: Vec<&str> = run.results.iter().map(|r| r.name.as_str()).collect();
    assert!(names.contains(&"run dws_totals"), "{names:?}");
    assert!(names.contains(&"unique (grp)"), "{names:?}");
    assert!(
        names.iter().any(|n| n.starts_with("reconcile")),
        "{names:?}"
    );
    for r in &run.results {
        assert_eq!(r.status, Status::Pass, "{r:#?}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn files_are_byte_identical_after_a_test_run() {
    let data = tempfile::tempdir().expect("tempdir");
    for (name, ext) in [("duckdb", "duckdb"), ("sqlite", "sqlite")] {
        let db = data.path().join(format!("src.{ext}"));
        let setup =
            "CREATE TABLE src (id INTEGER PRIMARY KEY, grp VARCHAR(20), amount DECIMAL(12,2));\
                     INSERT INTO src VALUES (1, 'a', 10.5), (2, 'a', 4.5), (3, 'b', 7);";
        if name == "duckdb" {
            let c = duckdb::Connection::open(&db).expect("create");
            c.execute_batch(setup).expect("setup");
        } else {
            let c = rusqlite::Connection::open(&db).expect("create");
            c.execute_batch(setup).expect("setup");
        }
        let before = std::fs::read(&db).expect("read");
        let modified = std::fs::metadata(&db)
            .and_then(|m| m.modified())
            .expect("mtime");
        let dir = tempfile::tempdir().expect("tempdir");
        write_workflow(dir.path(), "src", "dws_totals");
        let source = if name == "duckdb" {
            DataSource::DuckDb {
                path: Some(db.clone()),
            }
        } else {
            DataSource::Sqlite { path: db.clone() }
        };
        let run = run(dir.path(), &source).await;
        assert_all_passed(&run);
        assert!(run.sandbox.contains("copy"), "{}", run.sandbox);
        assert_eq!(
            std::fs::read(&db).expect("read"),
            before,
            "{name}: the source file changed"
        );
        assert_eq!(
            std::fs::metadata(&db)
                .and_then(|m| m.modified())
                .expect("mtime"),
            modified
        );
        let files: Vec<_> = std::fs::read_dir(data.path())
            .expect("ls")
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert!(
            files
                .iter()
                .all(|f| !f.to_string_lossy().contains("dws_totals")),
            "{files:?}"
        );
    }
}

fn pg_url() -> String {
    std::env::var("CHATDB_TEST_PG_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into())
}

fn mysql_url() -> String {
    std::env::var("CHATDB_TEST_MYSQL_URL")
        .unwrap_or_else(|_| "mysql://root@127.0.0.1:3306/test".into())
}

#[tokio::test(flavor = "multi_thread")]
async fn postgres_is_unchanged_after_a_test_run() {
    let url = pg_url();
    let (client, conn) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .expect("postgres");
    tokio::spawn(conn);
    let src = format!("review_src_{}", std::process::id());
    let target = "dws_totals";
    client
        .batch_execute(&format!(
            "DROP TABLE IF EXISTS {src}; CREATE TABLE {src} (id INTEGER PRIMARY KEY, grp VARCHAR(20), amount DECIMAL(12,2));\
             INSERT INTO {src} VALUES (1, 'a', 10.5), (2, 'a', 4.5), (3, 'b', 7);"
        ))
        .await
        .expect("setup");
    let snapshot =
        format!("SELECT string_agg(id || ':' || grp || ':' || amount, ',' ORDER BY id) FROM {src}");
    let before: String = client
        .query_one(&snapshot, &[])
        .await
        .expect("snapshot")
        .get(0);
    let dir = tempfile::tempdir().expect("tempdir");
    write_workflow(dir.path(), &src, target);
    let run = run(dir.path(), &DataSource::Postgres { url: url.clone() }).await;
    assert_all_passed(&run);
    let after: String = client
        .query_one(&snapshot, &[])
        .await
        .expect("snapshot")
        .get(0);
    assert_eq!(before, after);
    let leftovers: i64 = client
        .query_one(
            "SELECT COUNT(*) FROM information_schema.tables WHERE table_name = $1 \
             OR table_schema LIKE 'chatdb_sandbox_%'",
            &[&target],
        )
        .await
        .expect("catalog")
        .get(0);
    assert_eq!(leftovers, 0, "the sandbox left tables behind");
    client
        .batch_execute(&format!("DROP TABLE {src}"))
        .await
        .expect("cleanup");
}

#[tokio::test(flavor = "multi_thread")]
async fn mariadb_is_unchanged_after_a_test_run() {
    use mysql_async::prelude::Queryable;
    let url = mysql_url();
    let mut conn = mysql_async::Conn::new(mysql_async::Opts::from_url(&url).expect("url"))
        .await
        .expect("mariadb");
    let src = format!("review_src_{}", std::process::id());
    conn.query_drop(format!(
        "DROP TABLE IF EXISTS {src}; CREATE TABLE {src} (id INTEGER PRIMARY KEY, grp VARCHAR(20), amount DECIMAL(12,2));\
         INSERT INTO {src} VALUES (1, 'a', 10.5), (2, 'a', 4.5), (3, 'b', 7);"
    ))
    .await
    .expect("setup");
    let snapshot =
        format!("SELECT GROUP_CONCAT(CONCAT(id, ':', grp, ':', amount) ORDER BY id) FROM {src}");
    let before: Option<String> = conn.query_first(&snapshot).await.expect("snapshot");
    let dir = tempfile::tempdir().expect("tempdir");
    write_workflow(dir.path(), &src, "dws_totals");
    let run = run(dir.path(), &DataSource::MySql { url: url.clone() }).await;
    assert_all_passed(&run);
    let after: Option<String> = conn.query_first(&snapshot).await.expect("snapshot");
    assert_eq!(before, after);
    let leftovers: Option<i64> = conn
        .query_first(
            "SELECT COUNT(*) FROM information_schema.tables WHERE table_name = 'dws_totals' OR table_schema LIKE 'chatdb_sandbox_%'",
        )
        .await
        .expect("catalog");
    assert_eq!(leftovers, Some(0), "the sandbox left tables behind");
    conn.query_drop(format!("DROP TABLE {src}"))
        .await
        .expect("cleanup");
}
