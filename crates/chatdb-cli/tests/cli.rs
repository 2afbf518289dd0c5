//! The `chatdb` binary end to end: the demo warehouse, and the same
//! commands against SQLite, PostgreSQL and MariaDB.

use chrono::Datelike;
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

    for bad in ["2", "x"] {
        let out = chatdb(&[
            "ask",
            "--min-confidence",
            bad,
            "每个地区去年的销售额是多少？",
        ]);
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("not between 0 and 1") || err.contains("not a number"),
            "{err}"
        );
    }
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
        // Relative dates run on every connector.
        let year = chrono::Local::now().year().to_string();
        for sql in ["select current_date", "select current_timestamp"] {
            let rs = json(&chatdb(&["sql", "--db", db, "--json", sql]));
            assert!(
                rs["rows"][0][0].to_string().contains(&year),
                "{db} {sql}: {rs}"
            );
        }
    }
}

#[test]
fn ask_answers_the_readme_question_with_the_right_numbers() {
    let r = json(&chatdb(&["ask", "--json", "每个地区去年的销售额是多少？"]));
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(r["request_type"], "data_query");
    assert_eq!(r["llm_calls"], 0);
    let sql = r["sql"].as_str().expect("sql");
    assert!(
        sql.contains("GROUP BY") && sql.contains("region_name"),
        "{sql}"
    );
    assert!(!r["answer"].as_str().unwrap_or("").is_empty());
    // The same figures computed by hand.
    let year = chrono::Local::now().date_naive().year() - 1;
    let by_hand = format!(
        "SELECT r.region_name, SUM(o.total_amount) FROM orders o JOIN stores s ON o.store_id = s.store_id \
         JOIN regions r ON s.region_id = r.region_id WHERE o.status = 'completed' \
         AND o.order_date >= DATE '{year}-01-01' AND o.order_date < DATE '{}-01-01' GROUP BY r.region_name",
        year + 1
    );
    let expected = json(&chatdb(&["sql", "--json", &by_hand]));
    let mut want: Vec<String> = expected["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.to_string())
        .collect();
    let mut got: Vec<String> = r["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.to_string())
        .collect();
    want.sort();
    got.sort();
    assert_eq!(got, want);
    assert_eq!(got.len(), 7, "one row per region");
}

#[test]
fn ask_ranks_top_products_and_abstains_on_unknowns() {
    let r = json(&chatdb(&[
        "ask",
        "--json",
        "Which 5 products sold the most last month?",
    ]));
    assert_eq!(r["status"], "answered", "{r}");
    let rows = r["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 5);
    let sold: Vec<f64> = rows
        .iter()
        .map(|row| {
            row[1]
                .as_f64()
                .or_else(|| row[1].as_str()?.parse().ok())
                .unwrap()
        })
        .collect();
    assert!(sold.windows(2).all(|w| w[0] >= w[1]), "ranked: {sold:?}");
    assert!(r["sql"].as_str().unwrap().contains("LIMIT 5"));

    let r = json(&chatdb(&["ask", "--json", "What is the weather on Mars?"]));
    assert_eq!(r["status"], "abstained");
    assert!(r["sql"].is_null());
    assert!(
        r["answer"].as_str().unwrap().contains("weather"),
        "says what it couldn't place: {r}"
    );

    let human = chatdb(&["ask", "去年每个品类的销售额"]);
    let text = String::from_utf8_lossy(&human.stdout);
    assert!(
        human.status.success() && text.contains("SQL:") && text.contains("销售额"),
        "{text}"
    );
}

#[test]
fn ask_handles_chitchat_consultation_and_quick_path_without_sql() {
    let r = json(&chatdb(&["ask", "--json", "你好"]));
    assert_eq!(r["status"], "chitchat");
    assert!(r["sql"].is_null());
    let r = json(&chatdb(&["ask", "--json", "对销售数据有什么分析建议？"]));
    assert_eq!(r["status"], "consultation");
    assert!(r["sql"].is_null());
    let answer = r["answer"].as_str().unwrap();
    assert!(answer.contains("图"), "a chart suggestion: {answer}");
    let r = json(&chatdb(&["ask", "--json", "计算 (12+8)*3"]));
    assert_eq!(r["answer"], "(12+8)*3 = 60");
    let out = chatdb(&["ask", "--llm", "mystery:model", "hi"]);
    assert!(!out.status.success(), "a bad --llm spec is refused");
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown provider"));
}

/// The Spider benchmark folder (beside the repository, or under
/// `CHATDB_BENCHMARKS`); `None`, said on stderr, when it isn't there.
fn spider() -> Option<PathBuf> {
    let benchmarks = std::env::var("CHATDB_BENCHMARKS")
        .map(PathBuf::from)
        .unwrap_or_else(|_| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/benchmarks")
        });
    let dataset = benchmarks.join("spider");
    if dataset.join("dev.json").is_file() {
        Some(dataset)
    } else {
        eprintln!("skipping: {} not found", dataset.display());
        None
    }
}

#[test]
fn eval_scores_a_benchmark_slice_and_writes_jsonl() {
    let Some(dataset) = spider() else {
        return;
    };
    let out_file = home().join("eval.jsonl");
    let out = chatdb(&[
        "eval",
        "--dataset",
        dataset.to_str().unwrap(),
        "--limit",
        "30",
        "--out",
        out_file.to_str().unwrap(),
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("execution accuracy:") && text.contains("precision:"),
        "{text}"
    );
    let lines: Vec<Json> = std::fs::read_to_string(&out_file)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 30);
    for (i, l) in lines.iter().enumerate() {
        assert_eq!(l["index"], i);
        for key in [
            "db_id",
            "question",
            "sql",
            "status",
            "confidence",
            "latency_ms",
            "llm_calls",
            "tokens",
        ] {
            assert!(l.get(key).is_some(), "line {i} lacks {key}");
        }
    }
    // The first question of Spider's dev set is a plain count the engine answers.
    assert_eq!(lines[0]["correct"], true, "{}", lines[0]);
}

/// A shop whose stores and customers both keep a city: `same_city` puts
/// every order's customer in its store's city.
fn two_city_shop(dir: &Path, same_city: bool) -> PathBuf {
    let path = dir.join(if same_city {
        "same.sqlite"
    } else {
        "shop.sqlite"
    });
    let conn = rusqlite::Connection::open(&path).expect("create");
    conn.execute_batch(
        "CREATE TABLE stores (store_id INTEGER PRIMARY KEY, store_name TEXT, city TEXT);
         CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT, city TEXT);
         CREATE TABLE orders (order_id INTEGER PRIMARY KEY,
            store_id INTEGER REFERENCES stores(store_id),
            customer_id INTEGER REFERENCES customers(customer_id), amount REAL);
         INSERT INTO stores VALUES (1, 'Bund', 'Shanghai'), (2, 'Sanlitun', 'Beijing');
         INSERT INTO customers VALUES (1, 'Li', 'Shanghai'), (2, 'Wang', 'Beijing');",
    )
    .expect("fill");
    // Customer 1 (Shanghai) buys at both stores unless cities match.
    let orders = if same_city {
        "INSERT INTO orders VALUES (1, 1, 1, 10), (2, 1, 1, 20), (3, 2, 2, 5)"
    } else {
        "INSERT INTO orders VALUES (1, 1, 1, 10), (2, 2, 1, 20), (3, 2, 2, 5)"
    };
    conn.execute_batch(orders).expect("orders");
    path
}

#[test]
fn a_value_two_unnamed_tables_hold_is_asked_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    let home = dir.path().join("home");
    let db = two_city_shop(dir.path(), false);
    let db = db.to_str().expect("utf-8 path");
    let ask = |q: &str| json(&chatdb_in(&home, &["ask", "--db", db, "--json", q]));

    // Shanghai is a store's city and a customer's: whose orders?
    let r = ask("how many orders in Shanghai");
    assert_eq!(r["status"], "clarification", "{r}");
    assert!(r["sql"].is_null());
    let mut options: Vec<&str> = r["clarification"]["options"]
        .as_array()
        .expect("options")
        .iter()
        .filter_map(|o| o.as_str())
        .collect();
    options.sort();
    assert_eq!(options, ["customers.city", "stores.city"]);
    let thread = r["thread_id"].as_str().expect("thread").to_string();
    // Its options are readings of this file's tables: not resumed on another source.
    let elsewhere = chatdb_in(&home, &["resume", "--thread", &thread, "stores.city"]);
    let err = String::from_utf8_lossy(&elsewhere.stderr);
    assert!(
        !elsewhere.status.success() && err.contains("same --db"),
        "{err}"
    );
    let done = json(&chatdb_in(
        &home,
        &[
            "resume",
            "--db",
            db,
            "--thread",
            &thread,
            "--json",
            "stores.city",
        ],
    ));
    assert_eq!(done["status"], "answered", "{done}");
    assert!(
        done["sql"]
            .as_str()
            .is_some_and(|s| s.contains("\"stores\".\"city\"")),
        "{done}"
    );
    // Orders at the Shanghai store: one (customer 1's other order was in Beijing).
    assert_eq!(done["rows"][0][0], 1, "{done}");

    // Naming the table settles it.
    let r = ask("how many orders from customers in Shanghai");
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(r["rows"][0][0], 2, "{r}");

    // Where both readings give the same rows there is nothing to ask.
    let same = two_city_shop(dir.path(), true);
    let r = json(&chatdb_in(
        &home,
        &[
            "ask",
            "--db",
            same.to_str().expect("utf-8"),
            "--json",
            "how many orders in Shanghai",
        ],
    ));
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(r["rows"][0][0], 2, "{r}");

    // The demo's semantic layer says sales count where they were made (a
    // preferred join from orders to stores): its stores' city, not asked.
    let r = json(&chatdb(&["ask", "--json", "上海的订单数"]));
    assert_eq!(r["status"], "answered", "{r}");
    assert!(
        r["sql"]
            .as_str()
            .is_some_and(|s| s.contains("\"stores\".\"city\" = '上海'")),
        "{r}"
    );
}

/// The run record of resuming `thread` with `reply`.
fn resumed(thread: &str, reply: &str) -> serde_json::Value {
    json(&chatdb(&["resume", "--thread", thread, "--json", reply]))
}

/// A run record's SQL on one line, spaces collapsed.
fn flat_sql(r: &serde_json::Value) -> String {
    r["sql"]
        .as_str()
        .expect("sql")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn a_top_n_with_nothing_to_rank_by_asks_by_what() {
    let options = |r: &serde_json::Value| -> Vec<String> {
        r["clarification"]["options"]
            .as_array()
            .expect("options")
            .iter()
            .filter_map(|o| o.as_str().map(str::to_string))
            .collect()
    };
    // "Top 10 customers": by revenue, orders, units …? Only what the
    // semantic layer measures over tables joined to the customers — not
    // the number of customers of a customer.
    let r = json(&chatdb(&["ask", "--json", "今年前十名客户"]));
    assert_eq!(r["status"], "clarification", "{r}");
    assert!(r["sql"].is_null());
    let offered = options(&r);
    for want in ["销售额", "订单数", "客单价"] {
        assert!(offered.iter().any(|o| o == want), "{offered:?}");
    }
    assert!(
        !offered.iter().any(|o| o == "客户数" || o == "平均年龄"),
        "{offered:?}"
    );
    let thread = r["thread_id"].as_str().expect("thread").to_string();
    let done = json(&chatdb(&[
        "resume",
        "--thread",
        &thread,
        "--json",
        "销售额",
    ]));
    assert_eq!(done["status"], "answered", "{done}");
    let sql = done["sql"].as_str().expect("sql");
    assert!(
        sql.contains("ORDER BY SUM(orders.total_amount) DESC LIMIT 10")
            && sql.contains(r#""orders"."order_date" >= '"#),
        "{sql}"
    );
    // The top customer's revenue this year, by hand.
    let top = json(&chatdb(&[
        "sql",
        "--json",
        "SELECT SUM(total_amount) AS s FROM orders WHERE status = 'completed' \
         AND year(order_date) = year(CURRENT_DATE) GROUP BY customer_id ORDER BY s DESC LIMIT 1",
    ]));
    let number = |v: &serde_json::Value| -> f64 {
        v.as_f64()
            .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
            .expect("a number")
    };
    assert_eq!(done["rows"].as_array().map(Vec::len), Some(10), "{done}");
    assert!((number(&done["rows"][0][1]) - number(&top["rows"][0][0])).abs() < 0.01);

    // Stores can be ranked by how many customers they served; English
    // answers pick an option by its English name.
    let r = json(&chatdb(&["ask", "--json", "top 5 stores"]));
    assert_eq!(r["status"], "clarification", "{r}");
    assert!(options(&r).iter().any(|o| o.starts_with("客户数")), "{r}");
    let thread = r["thread_id"].as_str().expect("thread").to_string();
    let done = json(&chatdb(&[
        "resume",
        "--thread",
        &thread,
        "--json",
        "number of orders",
    ]));
    assert_eq!(done["status"], "answered", "{done}");
    assert!(
        done["sql"]
            .as_str()
            .is_some_and(|s| s.contains("ORDER BY COUNT(orders.order_id) DESC LIMIT 5")),
        "{done}"
    );

    // Ranked by something, nothing to ask.
    let r = json(&chatdb(&["ask", "--json", "top 5 stores by revenue"]));
    assert_eq!(r["status"], "answered", "{r}");

    // Best and worst name a ranking but not what ranks: asked the same way;
    // the worst come lowest first.
    for (q, order) in [
        (
            "最好的门店是哪家",
            "ORDER BY SUM(orders.total_amount) DESC LIMIT 1",
        ),
        ("最差的门店", "ORDER BY SUM(orders.total_amount) LIMIT 1"),
        (
            "which is the best store",
            "ORDER BY SUM(orders.total_amount) DESC LIMIT 1",
        ),
    ] {
        let r = json(&chatdb(&["ask", "--json", q]));
        assert_eq!(r["status"], "clarification", "{q}: {r}");
        assert!(
            options(&r).iter().any(|o| o.starts_with("销售额")),
            "{q}: {r}"
        );
        let thread = r["thread_id"].as_str().expect("thread").to_string();
        let done = resumed(&thread, "销售额");
        assert_eq!(done["status"], "answered", "{q}: {done}");
        let sql = flat_sql(&done);
        assert!(
            sql.contains(r#"GROUP BY "stores"."store_name""#) && sql.ends_with(order),
            "{q}: {sql}"
        );
    }

    // Growth ranked with no measure: growth of what? The region whose
    // revenue grew fastest this year against last year, once 销售额 is
    // chosen.
    let r = json(&chatdb(&["ask", "--json", "今年哪个大区增长最快"]));
    assert_eq!(r["status"], "clarification", "{r}");
    assert!(options(&r).iter().any(|o| o == "销售额"), "{r}");
    let thread = r["thread_id"].as_str().expect("thread").to_string();
    let done = resumed(&thread, "销售额");
    assert_eq!(done["status"], "answered", "{done}");
    let sql = flat_sql(&done);
    assert!(
        sql.contains(r#"GROUP BY "regions"."region_name""#)
            && sql.ends_with(r#"/ NULLIF(p."销售额", 0) DESC LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn how_much_was_sold_with_no_unit_asks_amount_or_quantity() {
    // 卖了多少 says no unit: the amount (销售额, 元) or the units (销量,
    // 件)? Asked, with the rest of the question kept in each reading.
    let r = json(&chatdb(&["ask", "--json", "今年线上和门店各卖了多少"]));
    assert_eq!(r["status"], "clarification", "{r}");
    assert!(r["sql"].is_null());
    let offered: Vec<&str> = r["clarification"]["options"]
        .as_array()
        .expect("options")
        .iter()
        .filter_map(|o| o.as_str())
        .collect();
    assert_eq!(offered, ["销售额", "销量"], "{r}");
    let thread = r["thread_id"].as_str().expect("thread").to_string();
    let done = resumed(&thread, "2");
    assert_eq!(done["status"], "answered", "{done}");
    let sql = flat_sql(&done);
    assert!(
        sql.contains("SUM(order_items.quantity)") && sql.contains(r#"GROUP BY "orders"."channel""#),
        "{sql}"
    );
    // The units sold this year, by hand, add up to the answer's rows.
    let total = json(&chatdb(&[
        "sql",
        "--json",
        "SELECT SUM(i.quantity) FROM order_items i JOIN orders o ON o.order_id = i.order_id \
         WHERE o.status = 'completed' AND year(o.order_date) = year(CURRENT_DATE)",
    ]));
    let number = |v: &serde_json::Value| -> f64 {
        v.as_f64()
            .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
            .expect("a number")
    };
    let rows = done["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 2, "{done}");
    let summed: f64 = rows.iter().map(|row| number(&row[1])).sum();
    assert!(
        (summed - number(&total["rows"][0][0])).abs() < 0.5,
        "{done}"
    );

    // Said with its unit, nothing to ask.
    let r = json(&chatdb(&["ask", "--json", "今年卖了多少钱"]));
    assert_eq!(r["status"], "answered", "{r}");
}

#[test]
fn orders_listed_by_their_ids_alone_ask_listed_or_counted() {
    // 线上订单: the orders' label (channel) is fixed by the filter, so a
    // listing would show only their ids — listed, or how many?
    let r = json(&chatdb(&["ask", "--json", "线上订单"]));
    assert_eq!(r["status"], "clarification", "{r}");
    assert!(r["sql"].is_null());
    // The table as the semantic layer names it, in the question's language.
    assert!(
        r["answer"].as_str().is_some_and(|a| a.contains("订单记录")),
        "{r}"
    );
    let en = json(&chatdb(&["ask", "--json", "online orders"]));
    assert_eq!(en["status"], "clarification", "{en}");
    assert!(
        en["answer"]
            .as_str()
            .is_some_and(|a| a.contains("these order rows")),
        "{en}"
    );
    let thread = r["thread_id"].as_str().expect("thread").to_string();
    let done = resumed(&thread, "2");
    assert_eq!(done["status"], "answered", "{done}");
    let sql = flat_sql(&done);
    assert!(sql.starts_with("SELECT COUNT(*)"), "{sql}");
    // The count, by hand.
    let by_hand = json(&chatdb(&[
        "sql",
        "--json",
        "SELECT COUNT(*) FROM orders WHERE channel = 'online'",
    ]));
    assert_eq!(
        done["rows"][0][0].to_string(),
        by_hand["rows"][0][0].to_string(),
        "{done} / {by_hand}"
    );
    // The first option lists them, as read.
    let r = json(&chatdb(&["ask", "--json", "线上订单"]));
    let thread = r["thread_id"].as_str().expect("thread").to_string();
    let listed = resumed(&thread, "1");
    assert_eq!(listed["status"], "answered", "{listed}");
    assert!(
        flat_sql(&listed).contains(r#""orders"."order_id""#),
        "{listed}"
    );
    // Asked for a number, measured, or asked of a closed period (a
    // period's volume of rows with no name of their own), nothing to ask.
    for q in ["上个月线上订单有多少", "线上订单的占比", "上个月的线上订单"]
    {
        let r = json(&chatdb(&["ask", "--json", q]));
        assert_eq!(r["status"], "answered", "{q}: {r}");
    }
    let by_hand = json(&chatdb(&[
        "sql",
        "--json",
        "SELECT COUNT(*) FROM orders WHERE channel = 'online' \
         AND order_date >= date_trunc('month', CURRENT_DATE) - INTERVAL 1 MONTH \
         AND order_date < date_trunc('month', CURRENT_DATE)",
    ]));
    let r = json(&chatdb(&["ask", "--json", "上个月的线上订单"]));
    assert_eq!(
        r["rows"][0][0].to_string(),
        by_hand["rows"][0][0].to_string(),
        "{r} / {by_hand}"
    );
}

#[test]
fn ambiguous_metric_is_asked_back_and_resumed_from_a_new_process() {
    let r = json(&chatdb(&["ask", "--json", "帮我看看基础设施的情况"]));
    assert_eq!(r["status"], "clarification", "{r}");
    assert!(r["sql"].is_null());
    let options: Vec<&str> = r["clarification"]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o.as_str().unwrap())
        .collect();
    assert_eq!(options[0], "综合评分");
    assert!(options[1].contains("网络"), "{options:?}");
    let thread = r["thread_id"].as_str().unwrap().to_string();

    // Each command is its own process: the thread lives in the data directory.
    let done = json(&chatdb(&[
        "resume",
        "--thread",
        &thread,
        "--json",
        "综合评分",
    ]));
    assert_eq!(done["status"], "answered", "{done}");
    let sql = done["sql"].as_str().unwrap();
    assert!(
        sql.contains("0.3 *") && sql.contains("0.4 *"),
        "weights from the YAML: {sql}"
    );
    let got = done["rows"][0][0].as_f64().unwrap();

    // By hand: leaf averages in the latest year, weighted up the tree.
    let leaves = json(&chatdb(&[
        "sql",
        "--json",
        "SELECT metric_id, AVG(score) FROM edu_metric_values \
         WHERE stat_year = (SELECT MAX(stat_year) FROM edu_metric_values) GROUP BY metric_id",
    ]));
    let avg = |id: &str| -> f64 {
        leaves["rows"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r[0] == id)
            .and_then(|r| r[1].as_f64())
            .unwrap_or_else(|| panic!("no leaf {id}"))
    };
    let want = 0.3 * (0.5 * avg("net_bandwidth") + 0.5 * avg("net_wifi"))
        + 0.4 * (0.6 * avg("term_student") + 0.4 * avg("term_teacher"))
        + 0.3 * (0.6 * avg("room_multimedia") + 0.4 * avg("room_smart"));
    assert!((got - want).abs() < 1e-9, "got {got}, want {want}");

    // Answered threads don't resume twice; the breakdown is the other option.
    assert!(!chatdb(&["resume", "--thread", &thread, "综合评分"])
        .status
        .success());
    let r = json(&chatdb(&["ask", "--json", "帮我看看基础设施的情况"]));
    let thread = r["thread_id"].as_str().unwrap().to_string();
    let d = json(&chatdb(&["resume", "--thread", &thread, "--json", "2"]));
    assert_eq!(
        d["columns"].as_array().unwrap().len(),
        3,
        "one column per child: {d}"
    );

    // A clear question is not bounced back, and the trace is readable.
    let clear = json(&chatdb(&["ask", "--json", "基础设施的综合评分是多少"]));
    assert_eq!(clear["status"], "answered", "{clear}");
    let run_id = clear["run_id"].as_str().unwrap();
    let trace = chatdb(&["trace", run_id]);
    let text = String::from_utf8_lossy(&trace.stdout);
    assert!(
        trace.status.success() && text.contains("execute") && text.contains("guard"),
        "{text}"
    );
}

/// Asks in a thread and returns the run record.
fn ask_in(thread: &str, question: &str) -> Json {
    json(&chatdb(&["ask", "--thread", thread, "--json", question]))
}

#[test]
fn follow_ups_build_on_the_thread_and_unrelated_questions_start_fresh() {
    let year = chrono::Local::now().date_naive().year();
    let t = format!("follow-zh-{}", std::process::id());
    let first = ask_in(&t, "每个地区去年的销售额是多少？");
    assert_eq!(first["status"], "answered");
    let r = ask_in(&t, "那今年呢？");
    assert_eq!(r["status"], "answered", "{r}");
    let sql = r["sql"].as_str().unwrap();
    assert!(
        sql.contains(&format!("'{year}-01-01'")) && sql.contains("region_name"),
        "{sql}"
    );
    let r = ask_in(&t, "按月拆分");
    assert!(r["sql"].as_str().unwrap().contains("'%Y-%m'"), "{r}");
    assert_eq!(r["columns"][0], "month");
    let r = ask_in(&t, "只看华东的");
    assert!(r["sql"].as_str().unwrap().contains("'华东'"), "{r}");
    assert!(r["rows"]
        .as_array()
        .unwrap()
        .iter()
        .all(|row| row[1] == "华东"));
    let r = ask_in(&t, "换成平均值");
    assert!(
        r["sql"]
            .as_str()
            .unwrap()
            .contains("AVG(orders.total_amount)"),
        "{r}"
    );

    let t = format!("follow-en-{}", std::process::id());
    let r = ask_in(&t, "What is the total sales for each region last year?");
    assert_eq!(r["status"], "answered", "{r}");
    let r = ask_in(&t, &format!("what about {}?", year - 2));
    assert!(
        r["sql"]
            .as_str()
            .unwrap()
            .contains(&format!("'{}-01-01'", year - 2)),
        "{r}"
    );
    let r = ask_in(&t, "now by category");
    let sql = r["sql"].as_str().unwrap();
    assert!(
        sql.contains("category_name") && !sql.contains("region_name"),
        "{sql}"
    );

    // An unrelated question is answered on its own, not merged.
    let r = ask_in(&t, "How many customers are there?");
    assert_eq!(
        r["sql"].as_str().unwrap().replace(['\n', ' '], ""),
        r#"SELECTCOUNT(*)AS"count"FROM"customers""#
    );
}

#[test]
fn killing_a_run_midway_never_leaves_a_broken_store() {
    let db = home().join("demo").join("demo.duckdb");
    assert!(db.is_file(), "the demo lives at {}", db.display());
    let db = db.to_str().unwrap().to_string();
    let dir = tempfile::tempdir().unwrap();
    // Warm the catalog and index so the kills land inside runs.
    let warm = chatdb_in(dir.path(), &["ask", "--db", &db, "--json", "你好"]);
    assert!(
        warm.status.success(),
        "{}",
        String::from_utf8_lossy(&warm.stderr)
    );
    for delay_ms in [30u64, 120, 250, 400, 700, 1000] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_chatdb"))
            .args(["ask", "--db", &db, "--json", "每个地区去年的销售额是多少？"])
            .env("CHATDB_HOME", dir.path())
            .env_remove("CHATDB_DB")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("spawn chatdb");
        std::thread::sleep(std::time::Duration::from_millis(delay_ms));
        child.kill().expect("SIGKILL"); // SIGKILL on Unix
        child.wait().expect("reap");
        // The next process opens the store, and every run in it ended.
        let next = chatdb_in(dir.path(), &["ask", "--db", &db, "--json", "你好"]);
        assert!(
            next.status.success(),
            "after a kill at {delay_ms} ms: {}",
            String::from_utf8_lossy(&next.stderr)
        );
        let conn = rusqlite::Connection::open(dir.path().join("threads.sqlite")).unwrap();
        let stuck: i64 = conn
            .query_row(
                "SELECT count(*) FROM runs WHERE status = 'running'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(
            stuck, 0,
            "after a kill at {delay_ms} ms a run is still marked running"
        );
        let bad: i64 = conn
            .query_row(
                "SELECT count(*) FROM runs WHERE json_extract(record, '$.status') NOT IN ('answered', 'chitchat', 'failed')",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(bad, 0, "every run is answered or marked failed");
    }
}

/// A chat-completions reply whose content is `content` as JSON text.
/// A chat completion whose content is `content` (a JSON string as its raw
/// text, anything else serialized).
fn completion(content: &Json) -> Json {
    let text = content
        .as_str()
        .map_or_else(|| content.to_string(), str::to_string);
    serde_json::json!({
        "choices": [{"message": {"role": "assistant", "content": text}}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 20}
    })
}

/// The SQL generator's reply with one statement.
fn sql_reply(sql: &str) -> Json {
    serde_json::json!({"sql": sql, "explanation": "scripted"})
}

/// The semantic parser declining: the question is not an intent.
fn not_an_intent() -> Json {
    serde_json::json!({"expressible": false, "reason": "scripted"})
}

/// Marks the semantic parser's requests (its prompt's first words).
const PARSER: &str = "semantic parser of ChatDB";

/// A local server speaking the OpenAI wire format, scripted per agent: the
/// semantic parser's requests get `intent`, the SQL generator's get
/// `replies` in turn (the last one repeats).
fn scripted_agents(
    rt: &tokio::runtime::Runtime,
    intent: Json,
    replies: &[Json],
) -> wiremock::MockServer {
    use wiremock::matchers::{body_string_contains, method};
    use wiremock::{Mock, ResponseTemplate};
    rt.block_on(async {
        let server = wiremock::MockServer::start().await;
        Mock::given(method("POST"))
            .and(body_string_contains(PARSER))
            .respond_with(ResponseTemplate::new(200).set_body_json(completion(&intent)))
            .with_priority(1)
            .mount(&server)
            .await;
        for (i, reply) in replies.iter().enumerate() {
            let mock = Mock::given(method("POST"))
                .respond_with(ResponseTemplate::new(200).set_body_json(completion(reply)));
            if i + 1 < replies.len() {
                mock.up_to_n_times(1).mount(&server).await;
            } else {
                mock.mount(&server).await;
            }
        }
        server
    })
}

/// A scripted model whose semantic parser declines and whose SQL generator
/// replies with the given statements in turn (the last one repeats).
fn scripted_model(rt: &tokio::runtime::Runtime, sqls: &[&str]) -> wiremock::MockServer {
    let replies: Vec<Json> = sqls.iter().map(|s| sql_reply(s)).collect();
    scripted_agents(rt, not_an_intent(), &replies)
}

/// The requests an agent's prompt received (`parser`: the semantic
/// parser's, else the SQL generator's).
fn agent_requests(
    rt: &tokio::runtime::Runtime,
    server: &wiremock::MockServer,
    parser: bool,
) -> Vec<Json> {
    requests(rt, server)
        .iter()
        .filter_map(|r| r.body_json::<Json>().ok())
        .filter(|b| b.to_string().contains(PARSER) == parser)
        .collect()
}

fn requests(rt: &tokio::runtime::Runtime, server: &wiremock::MockServer) -> Vec<wiremock::Request> {
    rt.block_on(server.received_requests()).unwrap_or_default()
}

/// JSON from a run that may have exited non-zero.
fn json_any(out: &Output) -> Json {
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&out.stdout)))
}

#[test]
fn a_scripted_model_drives_the_llm_path() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let hard = "Which customers are my most loyal fans?";
    let llm =
        |server: &wiremock::MockServer| format!("openai-compatible:scripted@{}/v1", server.uri());
    let customers = json(&chatdb(&[
        "sql",
        "--json",
        "SELECT COUNT(*) FROM customers",
    ]))["rows"][0][0]
        .clone();

    // The engine alone abstains on this question.
    assert_eq!(
        json(&chatdb(&["ask", "--json", hard]))["status"],
        "abstained"
    );

    // The semantic parser's intent, built by the rule engine's builder:
    // one call, no SQL written by the model.
    let intent = serde_json::json!({"expressible": true, "intent": {
        "measures": [{"aggregation": "count", "target": {"kind": "rows", "table": "customers"}}]
    }});
    let server = scripted_agents(&rt, intent, &[sql_reply("SELECT 1")]);
    let r = json(&chatdb(&["ask", "--json", "--llm", &llm(&server), hard]));
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(
        (r["llm_calls"].as_u64(), r["tokens"].as_u64()),
        (Some(1), Some(120))
    );
    assert_eq!(r["rows"][0][0], customers);
    let nodes: Vec<&str> = r["trace"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|e| e["node"].as_str())
        .collect();
    assert!(nodes.contains(&"semantic_parse"), "{nodes:?}");
    assert!(!nodes.contains(&"sql_generate"), "{nodes:?}");
    let parser_prompt = agent_requests(&rt, &server, true)[0].to_string();
    assert!(
        parser_prompt.contains("count_distinct") && parser_prompt.contains("customers"),
        "the parser is told the intent's form and the schema"
    );

    // The parser declines; the generator's SQL is answered the first time.
    let server = scripted_model(&rt, &["SELECT COUNT(*) AS n FROM customers"]);
    let r = json(&chatdb(&["ask", "--json", "--llm", &llm(&server), hard]));
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(
        (r["llm_calls"].as_u64(), r["tokens"].as_u64()),
        (Some(2), Some(240)),
        "one parser call, one generator call"
    );
    assert_eq!(r["rows"][0][0], customers);

    // An unknown column, refined with the error, then success.
    let server = scripted_model(
        &rt,
        &[
            "SELECT loyalty_score FROM customers",
            "SELECT COUNT(*) AS n FROM customers",
        ],
    );
    let r = json(&chatdb(&["ask", "--json", "--llm", &llm(&server), hard]));
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(r["llm_calls"], 3);
    assert!(r["trace"]
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["node"] == "refine"));
    let second = &agent_requests(&rt, &server, false)[1];
    assert!(
        second.to_string().contains("UNKNOWN_COLUMN"),
        "the error history goes back to the model"
    );

    // A budget of two model calls: the run stops when it is used up.
    let server = scripted_model(&rt, &["SELECT loyalty_score FROM customers"]);
    let r = json_any(&chatdb(&[
        "ask",
        "--json",
        "--max-model-calls",
        "2",
        "--llm",
        &llm(&server),
        hard,
    ]));
    assert_eq!(r["status"], "failed", "{r}");
    assert_eq!(r["llm_calls"], 2, "{r}");
    assert!(
        r["answer"].as_str().unwrap().contains("budget of 2 calls"),
        "{r}"
    );

    // Three refinements fail: it gives up honestly.
    let server = scripted_model(&rt, &["DELETE FROM customers"]);
    let r = json_any(&chatdb(&["ask", "--json", "--llm", &llm(&server), hard]));
    assert_eq!(r["status"], "failed", "{r}");
    assert_eq!(
        r["llm_calls"], 5,
        "the parser, one candidate and three refinements"
    );
    assert!(r["answer"].as_str().unwrap().contains("Gave up"), "{r}");

    // Consultation and confident rule answers make no model call.
    let server = scripted_model(&rt, &["SELECT 1"]);
    let r = json(&chatdb(&[
        "ask",
        "--json",
        "--llm",
        &llm(&server),
        "对销售数据有什么分析建议？",
    ]));
    assert_eq!(
        (r["status"].as_str(), r["llm_calls"].as_u64()),
        (Some("consultation"), Some(0))
    );
    assert!(r["sql"].is_null());
    let r = json(&chatdb(&[
        "ask",
        "--json",
        "--llm",
        &llm(&server),
        "每个地区去年的销售额是多少？",
    ]));
    assert_eq!(
        (r["status"].as_str(), r["llm_calls"].as_u64()),
        (Some("answered"), Some(0))
    );
    assert!(
        requests(&rt, &server).is_empty(),
        "the quick path never called the model"
    );
}

#[test]
fn models_that_ignore_the_json_format_still_answer() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let hard = "Which customers are my most loyal fans?";
    let llm =
        |server: &wiremock::MockServer| format!("openai-compatible:scripted@{}/v1", server.uri());
    let customers = json(&chatdb(&[
        "sql",
        "--json",
        "SELECT COUNT(*) FROM customers",
    ]))["rows"][0][0]
        .clone();
    // The way many local models answer: SQL in a fence inside prose, to
    // the semantic parser and the SQL generator alike.
    let prose = Json::String(
        "Sure. ```sql SELECT COUNT(*) AS n FROM customers ``` This counts them.".into(),
    );
    let server = scripted_agents(&rt, prose.clone(), &[prose]);
    let r = json(&chatdb(&["ask", "--json", "--llm", &llm(&server), hard]));
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(r["rows"][0][0], customers);
    assert_eq!(r["llm_calls"], 2, "no repair rounds: {r}");
    assert!(
        trace_detail(&r, "semantic_parse").contains("SQL in a sql code fence"),
        "{r}"
    );
    assert!(
        trace_detail(&r, "sql_generate").contains("read SQL in a sql code fence instead of JSON"),
        "{r}"
    );

    // Near-JSON (single quotes, a trailing comma) is repaired; several
    // statements keep the query and never run the rest.
    let server = scripted_agents(
        &rt,
        not_an_intent(),
        &[Json::String(
            "```\nDELETE FROM customers; SELECT COUNT(*) AS n FROM customers;\n```".into(),
        )],
    );
    let r = json(&chatdb(&["ask", "--json", "--llm", &llm(&server), hard]));
    assert_eq!(r["status"], "answered", "{r}");
    assert!(
        trace_detail(&r, "sql_generate").contains("1 other statement(s) dropped"),
        "{r}"
    );
    assert_eq!(
        json(&chatdb(&[
            "sql",
            "--json",
            "SELECT COUNT(*) FROM customers"
        ]))["rows"][0][0],
        customers,
        "nothing was deleted"
    );
    let server = scripted_agents(
        &rt,
        not_an_intent(),
        &[Json::String(
            "{'sql': 'SELECT COUNT(*) AS n FROM customers',}".into(),
        )],
    );
    let r = json(&chatdb(&["ask", "--json", "--llm", &llm(&server), hard]));
    assert_eq!(r["status"], "answered", "{r}");
    assert!(trace_detail(&r, "sql_generate").contains("repaired"), "{r}");

    // Prose without any SQL, twice: a clear failure, not a crash.
    let server = scripted_agents(
        &rt,
        not_an_intent(),
        &[Json::String("I am not sure what loyal means here.".into())],
    );
    let out = chatdb(&["ask", "--json", "--llm", &llm(&server), hard]);
    let r = json_any(&out);
    assert_eq!(r["status"], "failed", "{r}");
    assert!(r["answer"].as_str().unwrap().contains("not valid"), "{r}");
}

#[test]
fn answers_carry_a_chart_spec_and_ask_draws_it_as_svg() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("regions.svg");
    let out = chatdb(&[
        "ask",
        "--json",
        "--chart",
        svg.to_str().unwrap(),
        "每个地区去年的销售额是多少？",
    ]);
    let r = json(&out);
    assert_eq!(r["chart"]["kind"], "bar", "{r}");
    assert_eq!(r["chart"]["categories"].as_array().map(Vec::len), Some(7));
    assert_eq!(r["chart"]["echarts"]["series"][0]["type"], "bar");
    let text = std::fs::read_to_string(&svg).expect("the SVG was written");
    assert!(text.starts_with("<svg"), "{}", &text[..100.min(text.len())]);
    assert!(
        text.matches("<rect").count() >= 8,
        "a background and seven bars"
    );

    let one = dir.path().join("one.svg");
    let r = json(&chatdb(&[
        "ask",
        "--json",
        "--chart",
        one.to_str().unwrap(),
        "how many customers are there",
    ]));
    assert_eq!(r["chart"]["kind"], "number", "{r}");
    let count = r["rows"][0][0].to_string();
    let text = std::fs::read_to_string(&one).expect("the SVG was written");
    assert!(text.contains(&count), "the number is drawn: {count}");
}

#[test]
fn average_age_is_an_age_not_a_list_of_birth_years() {
    let r = json(&chatdb(&["ask", "--json", "每个地区的客户平均年龄"]));
    assert_eq!(r["status"], "answered", "{r}");
    let rows = r["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 7, "one row per region: {r}");
    for row in rows {
        let age = row[1].as_f64().unwrap_or_else(|| panic!("a number: {row}"));
        assert!((18.0..90.0).contains(&age), "an age: {age}");
    }
}

#[test]
fn memory_bounds_that_make_no_sense_are_refused_at_start() {
    for bad in ["0", "-1GiB", "lots", "12 parsecs"] {
        let flag = format!("--max-memory={bad}");
        let out = chatdb(&[&flag, "sql", "SELECT 1"]);
        assert!(!out.status.success(), "{bad}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("--max-memory"), "{bad}: {err}");
    }
    let out = chatdb(&["--max-memory", "512MiB", "sql", "--json", "SELECT 1 AS one"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn relative_dates_run_on_the_demo_without_icu() {
    for sql in [
        "SELECT current_date",
        "SELECT date_trunc('month', current_date) AS m",
        "SELECT year(now()) AS y",
        "SELECT COUNT(*) FROM orders WHERE order_date >= current_date - INTERVAL 30 DAY",
        "SELECT today() - INTERVAL 1 YEAR",
    ] {
        let r = json(&chatdb(&["sql", "--json", sql]));
        assert!(
            r["rows"].as_array().is_some_and(|rows| !rows.is_empty()),
            "{sql}: {r}"
        );
    }
    let r = json(&chatdb(&["sql", "--json", "SELECT year(now()) AS y"]));
    let this_year = i64::from(chrono::Local::now().year());
    assert_eq!(r["rows"][0][0].as_i64(), Some(this_year), "{r}");
}

/// The trace detail of the first event of `node`.
fn trace_detail(record: &Json, node: &str) -> String {
    record["trace"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["node"] == node)
        .and_then(|e| e["detail"].as_str())
        .unwrap_or_else(|| panic!("no {node} in {record}"))
        .to_string()
}

#[test]
fn candidates_are_voted_on_complex_questions_decomposed_prompts_budgeted() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let llm =
        |server: &wiremock::MockServer| format!("openai-compatible:scripted@{}/v1", server.uri());
    let hard = "Which customers are my most loyal fans?";
    let count = |sql: &str| json(&chatdb(&["sql", "--json", sql]))["rows"][0][0].clone();
    let (customers, orders) = (
        count("SELECT COUNT(*) FROM customers"),
        count("SELECT COUNT(*) FROM orders"),
    );
    assert_ne!(customers, orders);

    // Three readings; the two that agree win over the model's first one.
    let reply = serde_json::json!({
        "sql": "SELECT COUNT(*) AS n FROM orders",
        "alternatives": [
            "SELECT COUNT(*) AS n FROM customers",
            "SELECT COUNT(customer_id) AS customers FROM customers"
        ]
    });
    let server = scripted_agents(&rt, not_an_intent(), &[reply]);
    let r = json(&chatdb(&["ask", "--json", "--llm", &llm(&server), hard]));
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(r["rows"][0][0], customers, "{r}");
    assert_eq!(
        trace_detail(&r, "vote"),
        "candidate 2 of 3: 2 of 3 that ran agree"
    );
    assert_eq!(
        r["llm_calls"], 2,
        "one generator call gives every candidate"
    );

    // No candidate runs: all their errors go back to the model.
    let server = scripted_agents(
        &rt,
        not_an_intent(),
        &[
            serde_json::json!({"sql": "SELECT nope FROM customers", "alternatives": ["SELECT nada FROM customers"]}),
            sql_reply("SELECT COUNT(*) AS n FROM customers"),
        ],
    );
    let r = json(&chatdb(&["ask", "--json", "--llm", &llm(&server), hard]));
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(trace_detail(&r, "vote"), "none of 2 candidates ran");
    let refine = agent_requests(&rt, &server, false)[1].to_string();
    assert!(
        refine.contains("nope") && refine.contains("nada"),
        "{refine}"
    );

    // The Planner's model strategy: the parser's reply says the question is
    // complex (the rules read it as basic), so the generator decomposes it.
    let server = scripted_agents(
        &rt,
        serde_json::json!({"expressible": false, "reason": "scripted", "skill": "complex"}),
        &[sql_reply("SELECT COUNT(*) AS n FROM customers")],
    );
    let r = json(&chatdb(&["ask", "--json", "--llm", &llm(&server), hard]));
    assert_eq!(r["status"], "answered", "{r}");
    assert!(trace_detail(&r, "parse").contains("skill basic"), "{r}");
    let generator = agent_requests(&rt, &server, false)[0].to_string();
    assert!(generator.contains("decompose the question"), "{generator}");

    // A question with a set operation is decomposed first.
    let complex = "Which customers are my most loyal fans but not my biggest spenders?";
    assert_eq!(
        json(&chatdb(&["ask", "--json", complex]))["status"],
        "abstained"
    );
    let reply = serde_json::json!({
        "sub_questions": [
            {"question": "Who are the loyal fans?", "sql": "SELECT customer_id FROM customers"},
            {"question": "Who are the biggest spenders?", "sql": "SELECT customer_id FROM orders"}
        ],
        "sql": "SELECT COUNT(*) AS n FROM customers"
    });
    let server = scripted_agents(&rt, not_an_intent(), &[reply]);
    let r = json(&chatdb(&["ask", "--json", "--llm", &llm(&server), complex]));
    assert_eq!(r["status"], "answered", "{r}");
    assert!(trace_detail(&r, "parse").contains("skill complex"), "{r}");
    assert!(
        trace_detail(&r, "sql_generate").contains("2 sub-questions"),
        "{r}"
    );
    let generator = agent_requests(&rt, &server, false)[0].to_string();
    assert!(generator.contains("decompose the question"), "{generator}");
    // The steps ran, each guarded and executed, before the final statement.
    assert_eq!(trace_detail(&r, "sub_questions"), "2 of 2 ran", "{r}");
    let steps = r["sub_questions"].as_array().expect("steps");
    assert_eq!(steps[0]["question"], "Who are the loyal fans?");
    assert!(steps[0]["rows"].as_u64().is_some_and(|n| n > 0), "{r}");
    assert!(steps.iter().all(|s| s["error"].is_null()), "{r}");

    // A step the guard refuses is recorded and never runs; without a final
    // statement the last step that ran answers.
    let reply = serde_json::json!({
        "sub_questions": [
            {"question": "Start clean", "sql": "DELETE FROM customers"},
            {"question": "How many customers?", "sql": "SELECT COUNT(*) AS n FROM customers"}
        ],
        "sql": ""
    });
    let server = scripted_agents(&rt, not_an_intent(), &[reply]);
    let r = json(&chatdb(&["ask", "--json", "--llm", &llm(&server), complex]));
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(r["rows"][0][0], customers, "{r}");
    let steps = r["sub_questions"].as_array().expect("steps");
    assert!(
        steps[0]["error"].as_str().is_some_and(|e| !e.is_empty()),
        "{r}"
    );
    assert!(steps[0]["rows"].is_null(), "{r}");
    assert!(
        trace_detail(&r, "sub_questions").contains("the last step answers"),
        "{r}"
    );
    assert_eq!(count("SELECT COUNT(*) FROM customers"), customers);

    // A prompt budget smaller than the template itself: the schema is
    // trimmed as far as it goes (samples first, down to its best table).
    let server = scripted_model(&rt, &["SELECT COUNT(*) AS n FROM customers"]);
    let r = json(&chatdb(&[
        "ask",
        "--json",
        "--llm",
        &llm(&server),
        "--prompt-budget",
        "100",
        hard,
    ]));
    assert_eq!(r["status"], "answered", "{r}");
    let detail = trace_detail(&r, "sql_generate");
    assert!(detail.contains("schema trimmed: sample values"), "{detail}");
    let generator = agent_requests(&rt, &server, false)[0].to_string();
    assert!(!generator.contains(" e.g. "), "{generator}");
}

#[test]
fn decomposed_steps_read_earlier_steps_by_name_and_compose_the_final_statement() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let llm =
        |server: &wiremock::MockServer| format!("openai-compatible:scripted@{}/v1", server.uri());
    let complex = "Which customers are my most loyal fans but not my biggest spenders?";
    let step1 = "SELECT customer_id FROM orders GROUP BY customer_id HAVING COUNT(*) >= 3";
    let step2 = "SELECT s.customer_id, SUM(o.total_amount) AS spent FROM step1 s \
                 JOIN orders o ON o.customer_id = s.customer_id GROUP BY s.customer_id";
    let last = "SELECT COUNT(*) AS fans FROM step2 WHERE spent < 5000";
    // The same request written out by hand, as the expected answer.
    let expected = json(&chatdb(&[
        "sql",
        "--json",
        "SELECT COUNT(*) FROM (SELECT o.customer_id, SUM(o.total_amount) AS spent FROM orders o \
         WHERE o.customer_id IN (SELECT customer_id FROM orders GROUP BY customer_id HAVING COUNT(*) >= 3) \
         GROUP BY o.customer_id) t WHERE spent < 5000",
    ]))["rows"][0][0]
        .clone();
    let reply = serde_json::json!({
        "sub_questions": [
            {"question": "Who orders often?", "sql": step1},
            {"question": "What did each of them spend?", "sql": step2}
        ],
        "sql": last
    });
    let server = scripted_agents(&rt, not_an_intent(), &[reply]);
    let r = json(&chatdb(&["ask", "--json", "--llm", &llm(&server), complex]));
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(r["rows"][0][0], expected, "{r}");
    // Each step ran with the steps it reads composed in, and so did the
    // final statement: what ran is one query, shown whole.
    assert_eq!(trace_detail(&r, "sub_questions"), "2 of 2 ran", "{r}");
    assert_eq!(
        trace_detail(&r, "guard"),
        "allowed; reads step1, step2",
        "{r}"
    );
    let steps = r["sub_questions"].as_array().expect("steps");
    assert_eq!(steps[0]["name"], "step1");
    assert_eq!(steps[1]["name"], "step2");
    let step2_ran = steps[1]["sql"].as_str().unwrap_or_default();
    assert!(step2_ran.contains("step1 AS"), "{r}");
    assert!(steps[1]["rows"].as_u64().is_some_and(|n| n > 0), "{r}");
    let sql = r["sql"].as_str().unwrap_or_default();
    let sql = sql.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        sql.starts_with("WITH step1 AS (")
            && sql.contains("), step2 AS (")
            && sql.contains("COUNT(*) AS fans FROM step2"),
        "{sql}"
    );

    // A step reading a step that failed does not run; the final statement
    // reading it goes back to the model with the reason, and its repair
    // answers.
    let reply = serde_json::json!({
        "sub_questions": [
            {"question": "Start clean", "sql": "DELETE FROM customers"},
            {"question": "Who is left?", "sql": "SELECT customer_id FROM step1"}
        ],
        "sql": "SELECT COUNT(*) AS n FROM step2"
    });
    let server = scripted_agents(
        &rt,
        not_an_intent(),
        &[reply, sql_reply("SELECT COUNT(*) AS n FROM customers")],
    );
    let r = json(&chatdb(&["ask", "--json", "--llm", &llm(&server), complex]));
    assert_eq!(r["status"], "answered", "{r}");
    let steps = r["sub_questions"].as_array().expect("steps");
    assert!(
        steps[1]["error"]
            .as_str()
            .is_some_and(|e| e.contains("step1 is a step that did not run")),
        "{r}"
    );
    assert!(steps[1]["rows"].is_null(), "{r}");
    let refine = agent_requests(&rt, &server, false)[1].to_string();
    assert!(
        refine.contains("step2 is a step that did not run"),
        "{refine}"
    );
    assert_eq!(
        r["rows"][0][0],
        json(&chatdb(&[
            "sql",
            "--json",
            "SELECT COUNT(*) FROM customers"
        ]))["rows"][0][0]
    );
}

#[test]
fn eval_hands_abstentions_to_a_model_and_reports_its_calls() {
    let Some(dataset) = spider() else {
        return;
    };
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = scripted_model(&rt, &["SELECT 1 AS one"]);
    let llm = format!("openai-compatible:scripted@{}/v1", server.uri());
    let out_file = home().join("eval-llm.jsonl");
    let out = chatdb(&[
        "eval",
        "--dataset",
        dataset.to_str().unwrap(),
        "--limit",
        "12",
        "--llm",
        &llm,
        "--out",
        out_file.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<Json> = std::fs::read_to_string(&out_file)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let calls: u64 = lines.iter().map(|l| l["llm_calls"].as_u64().unwrap()).sum();
    // Every question the rules answer makes no call; every other one went
    // to the model (its parser, then its generator) and was answered.
    for l in &lines {
        let n = l["llm_calls"].as_u64().unwrap();
        assert!(n == 0 || n == 2, "{l}");
        if n == 2 {
            assert_eq!(l["status"], "answered", "{l}");
            let sql = l["sql"].as_str().unwrap_or_default();
            assert_eq!(
                sql.split_whitespace().collect::<Vec<_>>(),
                ["SELECT", "1", "AS", "one"],
                "{l}"
            );
        }
    }
    assert!(calls > 0, "some question needed the model: {text}");
    let mean = calls as f64 / lines.len() as f64;
    assert!(
        text.contains(&format!("mean LLM calls:     {mean:.2}")),
        "{text}"
    );
    assert_eq!(requests(&rt, &server).len() as u64, calls);
}

#[test]
fn a_comprehensive_analysis_runs_a_plan_of_steps() {
    let r = json(&chatdb(&[
        "ask",
        "--json",
        "对各地区的销售额做一个全面分析",
    ]));
    assert_eq!(r["request_type"], "multi_step_analysis");
    assert_eq!(r["status"], "answered", "{r}");
    let answer = r["answer"].as_str().unwrap();
    assert!(
        answer.starts_with("1. ") && answer.contains("\n2. ") && answer.contains("\n3. "),
        "{answer}"
    );
    let steps: Vec<&Json> = r["trace"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["node"] == "step")
        .collect();
    assert_eq!(
        steps.len(),
        4,
        "schema, overview, breakdown, trend: {steps:?}"
    );
    assert!(steps
        .iter()
        .all(|s| s["detail"].as_str().unwrap().contains("Proceed")));
    // The breakdown adds up to the overview.
    let total: f64 = r["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row[1].as_str().unwrap().parse::<f64>().unwrap())
        .sum();
    let overview: f64 = answer
        .lines()
        .next()
        .unwrap()
        .rsplit(' ')
        .next()
        .unwrap()
        .trim_end_matches('。')
        .replace(',', "")
        .parse()
        .unwrap();
    assert!(
        (total - overview).abs() < 0.01,
        "breakdown {total} vs overview {overview}"
    );
}

#[test]
fn the_model_can_check_its_sql_with_the_validate_tool_first() {
    use wiremock::matchers::{body_string_contains, method};
    use wiremock::{Mock, ResponseTemplate};
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt.block_on(async {
        let server = wiremock::MockServer::start().await;
        Mock::given(method("POST"))
            .and(body_string_contains(PARSER))
            .respond_with(ResponseTemplate::new(200).set_body_json(completion(&not_an_intent())))
            .with_priority(1)
            .mount(&server)
            .await;
        let tool_call = serde_json::json!({
            "choices": [{"message": {"role": "assistant", "content": null, "tool_calls": [{
                "id": "c1", "type": "function",
                "function": {"name": "validate_sql", "arguments": "{\"sql\": \"SELECT loyalty FROM customers\"}"}
            }]}}],
            "usage": {"prompt_tokens": 50, "completion_tokens": 10}
        });
        Mock::given(method("POST"))
            .respond_with(ResponseTemplate::new(200).set_body_json(tool_call))
            .up_to_n_times(1)
            .mount(&server)
            .await;
        let answer = serde_json::json!({
            "choices": [{"message": {"role": "assistant", "content": "{\"sql\": \"SELECT COUNT(*) AS n FROM customers\"}"}}],
            "usage": {"prompt_tokens": 80, "completion_tokens": 10}
        });
        Mock::given(method("POST"))
            .respond_with(ResponseTemplate::new(200).set_body_json(answer))
            .mount(&server)
            .await;
        server
    });
    let llm = format!("openai-compatible:scripted@{}/v1", server.uri());
    let r = json(&chatdb(&[
        "ask",
        "--json",
        "--llm",
        &llm,
        "Which customers are my most loyal fans?",
    ]));
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(r["llm_calls"], 3, "the parser, a tool call, the answer");
    let parser = &agent_requests(&rt, &server, true)[0];
    assert!(parser.get("tools").is_none(), "the parser has no tools");
    let sent = agent_requests(&rt, &server, false);
    let first = &sent[0];
    let offered: Vec<&str> = first["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["function"]["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        offered,
        vec!["get_schema", "validate_sql"],
        "the generator sees only its tools"
    );
    let second = sent[1].to_string();
    assert!(
        second.contains("Tool results") && second.contains("UnknownColumn"),
        "{second}"
    );
}

#[test]
fn threads_can_live_in_postgresql() {
    let Ok(url) = std::env::var("CHATDB_TEST_PG_URL") else {
        eprintln!("skipping: CHATDB_TEST_PG_URL is not set");
        return;
    };
    let with_pg = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_chatdb"))
            .args(args)
            .env("CHATDB_HOME", home())
            .env("CHATDB_STORE", &url)
            .env_remove("CHATDB_DB")
            .output()
            .expect("run chatdb")
    };
    let r = json(&with_pg(&["ask", "--json", "帮我看看基础设施的情况"]));
    assert_eq!(r["status"], "clarification");
    let thread = r["thread_id"].as_str().unwrap().to_string();
    // The SQLite store knows nothing of it: the thread is in PostgreSQL.
    assert!(!chatdb(&["resume", "--thread", &thread, "1"])
        .status
        .success());
    let done = json(&with_pg(&["resume", "--thread", &thread, "--json", "1"]));
    assert_eq!(done["status"], "answered", "{done}");
    let trace = with_pg(&["trace", done["run_id"].as_str().unwrap()]);
    assert!(trace.status.success());
}

#[test]
fn calibrate_fits_on_scored_runs_and_reports_held_out_figures() {
    use chatdb_engine::calibration::FEATURES;
    let dir = tempfile::tempdir().expect("temp dir");
    // Two databases where fully understood readings are right 9 times in
    // 10 and half-understood ones 2 times in 10; one abstention.
    let mut lines = Vec::new();
    for db in ["a", "b"] {
        for i in 0..30 {
            for (coverage, right) in [(1.0, i % 10 != 0), (0.5, i % 10 < 2)] {
                let mut f = vec![0.0f32; FEATURES.len()];
                f[0] = coverage;
                lines.push(
                    serde_json::json!({"db_id": db, "sql": "SELECT 1", "features": f, "correct": right})
                        .to_string(),
                );
            }
        }
    }
    lines.push(r#"{"db_id": "a", "sql": null, "features": null, "correct": false}"#.into());
    let runs = dir.path().join("toy.jsonl");
    std::fs::write(&runs, lines.join("\n")).expect("write runs");
    let model = dir.path().join("calibration.json");
    let out = chatdb(&[
        "calibrate",
        runs.to_str().expect("utf-8"),
        "--json",
        "--write",
        model.to_str().expect("utf-8"),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report = json(&out);
    let held = &report["held_out"][0];
    assert_eq!(held["questions"], 121);
    assert_eq!(held["answered"], 60, "the fully understood readings");
    assert_eq!(held["correct"], 54);
    let bins = report["reliability"].as_array().expect("bins");
    assert_eq!(bins.len(), 10);
    let fitted: Json =
        serde_json::from_str(&std::fs::read_to_string(&model).expect("model")).expect("json");
    assert_eq!(fitted["features"][0], "coverage");
    // Bad input: a missing file, and a file that is not `eval --out`.
    let out = chatdb(&["calibrate", "/nonexistent/runs.jsonl"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read /nonexistent/runs.jsonl"));
    let other = dir.path().join("other.jsonl");
    std::fs::write(&other, "{\"question\": \"hi\"}\n").expect("write");
    let out = chatdb(&["calibrate", other.to_str().expect("utf-8")]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("is not `eval --out` output"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `chatdb … | head`: when the reader closes the pipe, the output simply
/// ends — no panic message on stderr.
#[cfg(unix)]
#[test]
fn output_into_a_closed_pipe_ends_quietly() {
    use std::io::Read as _;
    use std::process::Stdio;
    let _ = home();
    let mut child = Command::new(env!("CARGO_BIN_EXE_chatdb"))
        .args([
            "sql",
            "--json",
            "--max-rows",
            "100000",
            "select * from orders",
        ])
        .env("CHATDB_HOME", home())
        .env_remove("CHATDB_DB")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run chatdb");
    let mut stdout = child.stdout.take().expect("stdout");
    let mut first = [0u8; 16];
    stdout.read_exact(&mut first).expect("some output");
    drop(stdout);
    let out = child.wait_with_output().expect("wait");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(!stderr.contains("Broken pipe"), "{stderr}");
}
