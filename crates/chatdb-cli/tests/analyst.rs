//! The analyst's core questions, asked through the `chatdb` binary and
//! checked by executing: period comparisons (同比 / 环比 / to date), shares,
//! running totals and the top rows per group — on the demo warehouse
//! (DuckDB, Chinese, semantic layer) against the same figures computed by
//! hand, and on SQLite, PostgreSQL and MariaDB copies of a small retail
//! subset (English names, no semantic layer) against figures computed here.

use chrono::{Datelike, Local, NaiveDate};
use serde_json::Value as Json;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

fn home() -> &'static Path {
    static HOME: OnceLock<PathBuf> = OnceLock::new();
    HOME.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("chatdb-analyst-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create home");
        let out = chatdb(&dir, &["demo", "--json"]);
        assert!(
            out.status.success(),
            "demo: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        dir
    })
}

fn chatdb(home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chatdb"))
        .args(args)
        .env("CHATDB_HOME", home)
        .env_remove("CHATDB_DB")
        .output()
        .expect("run chatdb")
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

/// An answered question's record.
fn ask(home: &Path, db: Option<&str>, question: &str) -> Json {
    let mut args = vec!["ask", "--json"];
    if let Some(db) = db {
        args.extend(["--db", db]);
    }
    args.push(question);
    let r = json(&chatdb(home, &args));
    assert_eq!(r["status"], "answered", "{question}: {r}");
    r
}

fn rows(r: &Json) -> Vec<Vec<Json>> {
    r["rows"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|row| row.as_array().expect("row").clone())
        .collect()
}

fn num(v: &Json) -> f64 {
    v.as_f64()
        .or_else(|| v.as_str()?.parse().ok())
        .unwrap_or_else(|| panic!("not a number: {v}"))
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-6 * b.abs().max(1.0)
}

/// One number computed by hand on the demo.
fn demo_scalar(sql: &str) -> f64 {
    let r = json(&chatdb(home(), &["sql", "--json", sql]));
    num(&r["rows"][0][0])
}

const COMPLETED: &str = "FROM orders o WHERE o.status = 'completed'";

#[test]
fn demo_period_comparisons_match_the_figures_by_hand() {
    let today = Local::now().date_naive();
    let tomorrow = today.succ_opt().expect("tomorrow");
    let year_ago = |d: NaiveDate| {
        d.with_year(d.year() - 1)
            .unwrap_or(d - chrono::Days::new(365))
    };
    let jan1 = NaiveDate::from_ymd_opt(today.year(), 1, 1).expect("jan 1");
    let total = |from: NaiveDate, to: NaiveDate| {
        demo_scalar(&format!(
            "SELECT COALESCE(SUM(o.total_amount), 0) {COMPLETED} AND o.order_date >= DATE '{from}' AND o.order_date < DATE '{to}'"
        ))
    };

    // This year so far against the same days of last year.
    let r = ask(home(), None, "今年销售额同比增长多少");
    assert_eq!(r["llm_calls"], 0);
    let row = &rows(&r)[0];
    let (now, before) = (
        total(jan1, tomorrow),
        total(year_ago(jan1), year_ago(tomorrow)),
    );
    assert!(close(num(&row[0]), now), "{row:?} vs {now}");
    assert!(close(num(&row[1]), before), "{row:?} vs {before}");
    assert!(close(num(&row[2]), now - before), "{row:?}");
    assert!(
        close(num(&row[3]), 100.0 * (now - before) / before),
        "{row:?}"
    );
    assert!(!r["answer"].as_str().unwrap_or("").is_empty());

    // Year to date is a range, not a comparison.
    let r = ask(home(), None, "今年以来的销售额");
    assert!(close(num(&rows(&r)[0][0]), now), "{r}");

    // Each month of this year against the month before it: January's
    // previous month is last December.
    let r = ask(home(), None, "今年每个月的销售额环比");
    let series = rows(&r);
    assert_eq!(series.len(), today.month() as usize, "{r}");
    let december = total(
        NaiveDate::from_ymd_opt(today.year() - 1, 12, 1).expect("dec"),
        jan1,
    );
    assert!(
        close(num(&series[0][2]), december),
        "{:?} vs {december}",
        series[0]
    );
    for pair in series.windows(2) {
        assert!(close(num(&pair[1][2]), num(&pair[0][1])), "{pair:?}");
    }
}

#[test]
fn demo_shares_running_totals_and_top_per_group() {
    // Shares of the total add up to 100 %.
    let r = ask(home(), None, "各地区销售额占比");
    let shares = rows(&r);
    assert_eq!(shares.len(), 7, "{r}");
    let sum: f64 = shares.iter().map(|row| num(&row[2])).sum();
    assert!(close(sum, 100.0), "{sum}");
    let all = demo_scalar(&format!("SELECT SUM(o.total_amount) {COMPLETED}"));
    let first = num(&shares[0][1]);
    assert!(close(num(&shares[0][2]), 100.0 * first / all));
    assert!(
        r["answer"].as_str().unwrap_or("").contains("占比最高"),
        "{r}"
    );

    // A running total ends at the total.
    let r = ask(home(), None, "每月累计销售额");
    let running = rows(&r);
    let last = running.last().expect("months");
    assert!(close(num(&last[2]), all), "{last:?} vs {all}");
    assert!(running.windows(2).all(|w| num(&w[1][2]) >= num(&w[0][2])));

    // The top 3 customers of each region, ranked by their total.
    let r = ask(home(), None, "top 3 customers by revenue in each region");
    let ranked = rows(&r);
    let mut per_region: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    for row in &ranked {
        per_region
            .entry(row[0].to_string())
            .or_default()
            .push(num(&row[2]));
    }
    assert_eq!(per_region.len(), 7, "{r}");
    for (region, values) in &per_region {
        assert_eq!(values.len(), 3, "{region}");
        assert!(
            values.windows(2).all(|w| w[0] >= w[1]),
            "{region}: {values:?}"
        );
    }
    // The first of a region is that region's best customer, by hand
    // (customers, not names: the demo has many customers of one name).
    let sql = r["sql"].as_str().expect("sql");
    let region_of_sale = if sql.contains("\"stores\"") { "s" } else { "c" };
    let best = demo_scalar(&format!(
        "SELECT MAX(t) FROM (SELECT SUM(o.total_amount) AS t FROM orders o \
         JOIN customers c ON c.customer_id = o.customer_id JOIN stores s ON s.store_id = o.store_id \
         JOIN regions r ON r.region_id = {region_of_sale}.region_id \
         WHERE o.status = 'completed' AND r.region_name = '{}' GROUP BY c.customer_id)",
        ranked[0][0].as_str().expect("region name")
    ));
    assert!(close(
        ranked[0][2].as_f64().unwrap_or_else(|| num(&ranked[0][2])),
        best
    ));
}

#[test]
fn demo_rankings_sum_what_the_breakdown_reaches() {
    // By product, sales are the order lines' amounts (the semantic layer's
    // detail), not each order's total once per line.
    let r = ask(home(), None, "top 5 products by revenue");
    let top = &rows(&r)[0];
    let by_hand = demo_scalar(&format!(
        "SELECT SUM(i.amount) FROM order_items i JOIN orders o ON o.order_id = i.order_id \
         JOIN products p ON p.product_id = i.product_id \
         WHERE o.status = 'completed' AND p.product_name = '{}'",
        top[0].as_str().expect("product name")
    ));
    assert!(close(num(&top[1]), by_hand), "{top:?} vs {by_hand}");
    // 销售额最高的5个门店: stores ranked by their total.
    let r = ask(home(), None, "销售额最高的5个门店");
    let ranked = rows(&r);
    assert_eq!(ranked.len(), 5, "{r}");
    let best = demo_scalar(&format!(
        "SELECT MAX(t) FROM (SELECT SUM(o.total_amount) AS t {COMPLETED} GROUP BY o.store_id)"
    ));
    assert!(close(num(&ranked[0][1]), best), "{:?} vs {best}", ranked[0]);
    // Customers without an order this year: the period is on the orders.
    let r = ask(home(), None, "今年没有下单的客户有多少");
    let jan1 = NaiveDate::from_ymd_opt(Local::now().year(), 1, 1).expect("jan 1");
    let by_hand = demo_scalar(&format!(
        "SELECT COUNT(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o \
         WHERE o.customer_id = c.customer_id AND o.order_date >= DATE '{jan1}')"
    ));
    assert!(close(num(&rows(&r)[0][0]), by_hand), "{r} vs {by_hand}");
    // 订单金额的中位数: the middle order amount, by DuckDB's MEDIAN.
    let r = ask(home(), None, "订单金额的中位数");
    let by_hand = demo_scalar("SELECT MEDIAN(total_amount) FROM orders");
    assert!(close(num(&rows(&r)[0][0]), by_hand), "{r} vs {by_hand}");
    // 门店数量 counts stores, though 数量 is also the lines' quantity.
    let r = ask(home(), None, "每个城市的门店数量");
    let counted: f64 = rows(&r).iter().map(|row| num(&row[1])).sum();
    assert!(
        close(counted, demo_scalar("SELECT COUNT(*) FROM stores")),
        "{r}"
    );
}

#[test]
fn demo_each_kind_of_product_is_its_category() {
    // 每类商品的销售额: 类 names the table of kinds (its synonyms 类别, 分类)
    // and 商品 the rows the kinds are of — each category's sales, adding up
    // to all completed order lines'.
    let all = demo_scalar(
        "SELECT SUM(i.amount) FROM order_items i JOIN orders o ON o.order_id = i.order_id \
         WHERE o.status = 'completed'",
    );
    let categories = demo_scalar("SELECT COUNT(*) FROM product_categories");
    for q in ["每类商品的销售额", "各类商品的销售额"] {
        let r = ask(home(), None, q);
        let groups = rows(&r);
        assert!(close(groups.len() as f64, categories), "{q}: {r}");
        let total: f64 = groups.iter().map(|row| num(&row[1])).sum();
        assert!(close(total, all), "{q}: {total} vs {all}");
    }
}

/// The first value of a query on the demo, as text.
fn demo_text(sql: &str) -> String {
    let r = json(&chatdb(home(), &["sql", "--json", sql]));
    match &r["rows"][0][0] {
        Json::String(s) => s.clone(),
        other => other.to_string(),
    }
}

#[test]
fn demo_measures_named_by_their_table_and_ranked() {
    // "order amount" is the orders' amount (the table's noun qualifies
    // the column): averaged, and ranking the customers.
    let r = ask(home(), None, "average order amount");
    let all = demo_scalar("SELECT AVG(total_amount) FROM orders");
    assert!(close(num(&rows(&r)[0][0]), all), "{r} vs {all}");
    let r = ask(
        home(),
        None,
        "which customer has the largest average order amount",
    );
    let sql = r["sql"].as_str().expect("sql");
    // Customers, not names: the demo has namesakes, each their own row.
    assert!(sql.contains("\"customer_id\""), "{sql}");
    let completed = if sql.contains("completed") {
        "AND o.status = 'completed'"
    } else {
        ""
    };
    let best = demo_text(&format!(
        "SELECT c.customer_name FROM customers c JOIN orders o ON o.customer_id = c.customer_id \
         WHERE 1 = 1 {completed} GROUP BY c.customer_id, c.customer_name \
         ORDER BY AVG(o.total_amount) DESC LIMIT 1"
    ));
    assert_eq!(rows(&r)[0][0], Json::String(best), "{r}");
    // The metric's id in words names it: the top region by sales.
    let r = ask(
        home(),
        None,
        "Which region has the highest total sales amount?",
    );
    let top = demo_text(
        "SELECT r.region_name FROM orders o JOIN stores s ON s.store_id = o.store_id \
         JOIN regions r ON r.region_id = s.region_id WHERE o.status = 'completed' \
         GROUP BY r.region_name ORDER BY SUM(o.total_amount) DESC LIMIT 1",
    );
    assert_eq!(rows(&r).len(), 1, "{r}");
    assert_eq!(rows(&r)[0][0], Json::String(top), "{r}");
    // 销售额最高的门店: the store at the top, without a number.
    let r = ask(home(), None, "销售额最高的门店");
    let top = demo_text(
        "SELECT s.store_name FROM orders o JOIN stores s ON s.store_id = o.store_id \
         WHERE o.status = 'completed' GROUP BY s.store_id, s.store_name \
         ORDER BY SUM(o.total_amount) DESC LIMIT 1",
    );
    assert_eq!(rows(&r).len(), 1, "{r}");
    assert_eq!(rows(&r)[0][0], Json::String(top), "{r}");
    // 各渠道的订单占比: each channel's share of the orders.
    let r = ask(home(), None, "各渠道的订单占比");
    let shares = rows(&r);
    let total = demo_scalar("SELECT COUNT(*) FROM orders");
    for row in &shares {
        let by_hand = demo_scalar(&format!(
            "SELECT COUNT(*) FROM orders WHERE channel = '{}'",
            row[0].as_str().expect("channel")
        ));
        assert!(close(num(&row[1]), by_hand), "{row:?}");
        assert!(close(num(&row[2]), 100.0 * by_hand / total), "{row:?}");
    }
    // "were returned" is no request to return rows: not a plain count.
    let r = json(&chatdb(
        home(),
        &["ask", "--json", "how many orders were returned"],
    ));
    assert_ne!(r["status"], "answered", "{r}");
    // "who ordered": the customers with orders, counted once each.
    let r = ask(home(), None, "number of customers who ordered");
    let by_hand = demo_scalar("SELECT COUNT(DISTINCT customer_id) FROM orders");
    assert_eq!(rows(&r).len(), 1, "{r}");
    assert!(close(num(&rows(&r)[0][0]), by_hand), "{r} vs {by_hand}");
    // A grouping lost to "sold by" is not answered as one total.
    let r = json(&chatdb(
        home(),
        &["ask", "--json", "total quantity sold by product category"],
    ));
    assert!(
        r["status"] != "answered" || r["sql"].as_str().unwrap_or("").contains("GROUP BY"),
        "{r}"
    );
    // The best row of each group: each category's priciest product.
    let r = ask(home(), None, "most expensive product in each category");
    let best = rows(&r);
    assert_eq!(
        best.len() as f64,
        demo_scalar("SELECT COUNT(DISTINCT category_id) FROM products"),
        "{r}"
    );
    for row in &best {
        let top = demo_scalar(&format!(
            "SELECT MAX(p.unit_price) FROM products p JOIN product_categories c \
             ON c.category_id = p.category_id WHERE c.category_name = '{}'",
            row[0].as_str().expect("category")
        ));
        assert!(close(num(&row[2]), top), "{row:?} vs {top}");
        assert!(row[1].is_string(), "the product is named: {row:?}");
    }
    // "by region and channel": both groupings.
    let r = ask(home(), None, "sales by region and channel");
    let sql = r["sql"].as_str().expect("sql");
    assert!(
        sql.contains("\"region_name\"") && sql.contains("\"channel\"") && sql.contains("GROUP BY"),
        "{sql}"
    );
    // "orders by payment method": how many orders each method has.
    let r = ask(home(), None, "orders by payment method");
    let counted: f64 = rows(&r).iter().map(|row| num(&row[1])).sum();
    assert!(
        close(counted, demo_scalar("SELECT COUNT(*) FROM orders")),
        "{r}"
    );
    // "our" is the asker's: the revenue of last quarter.
    let r = ask(home(), None, "what was our revenue last quarter");
    assert!(r["sql"].as_str().unwrap_or("").contains("completed"), "{r}");
    // Read without its groups, a superlative of an average would rank one
    // row: that reading is not given.
    let r = json(&chatdb(
        home(),
        &[
            "ask",
            "--json",
            "customer with the highest average order amount",
        ],
    ));
    let sql = r["sql"].as_str().unwrap_or("");
    assert!(r["status"] != "answered" || sql.contains("GROUP BY"), "{r}");
}

const FIXTURE: &str = "
CREATE TABLE region (region_id INTEGER PRIMARY KEY, region_name VARCHAR(20) NOT NULL);
CREATE TABLE store (store_id INTEGER PRIMARY KEY, store_name VARCHAR(20) NOT NULL, region_id INTEGER NOT NULL REFERENCES region(region_id));
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL REFERENCES store(store_id), order_date DATE NOT NULL, revenue DECIMAL(10,2) NOT NULL);
INSERT INTO region VALUES (1, 'North'), (2, 'South');
INSERT INTO store VALUES (1, 'Alder', 1), (2, 'Birch', 1), (3, 'Cedar', 2);
";

/// The orders of the fixture: store, date, revenue.
fn orders(today: NaiveDate) -> Vec<(i64, NaiveDate, f64)> {
    let jan1 = NaiveDate::from_ymd_opt(today.year(), 1, 1).expect("jan 1");
    let last_jan1 = NaiveDate::from_ymd_opt(today.year() - 1, 1, 1).expect("jan 1");
    let last_dec31 = NaiveDate::from_ymd_opt(today.year() - 1, 12, 31).expect("dec 31");
    // (A Saturday, for the days of the week.)
    let saturday = last_jan1
        .iter_days()
        .find(|d| d.weekday() == chrono::Weekday::Sat)
        .expect("a saturday");
    vec![
        (2, saturday, 5.0),
        (1, jan1, 100.0),
        (2, jan1, 50.0),
        (3, jan1, 30.0),
        (1, last_jan1, 80.0),
        (3, last_jan1, 40.0),
        (2, last_dec31, 25.0),
        (3, today, 10.0),
    ]
}

fn fixture_sql(today: NaiveDate) -> String {
    let values: Vec<String> = orders(today)
        .iter()
        .enumerate()
        .map(|(i, (s, d, v))| format!("({}, {s}, DATE '{d}', {v})", i + 1))
        .collect();
    format!("{FIXTURE}INSERT INTO orders VALUES {};", values.join(", "))
}

async fn copies(today: NaiveDate) -> (tempfile::TempDir, Vec<String>) {
    copies_of(&fixture_sql(today), "chatdb_t_analyst").await
}

/// SQLite, PostgreSQL and MariaDB copies of `fixture` (SQL written with
/// `DATE '…'` literals), the servers' in a database called `name`.
async fn copies_of(fixture: &str, name: &str) -> (tempfile::TempDir, Vec<String>) {
    let dir = tempfile::tempdir().expect("tempdir");
    let sqlite = dir.path().join(format!("{name}.sqlite"));
    rusqlite::Connection::open(&sqlite)
        .and_then(|c| c.execute_batch(&fixture.replace("DATE '", "'")))
        .expect("sqlite");
    let url = |var: &str, default: &str, db: &str| {
        let base = std::env::var(var).unwrap_or_else(|_| default.into());
        format!(
            "{}/{db}",
            base.rsplit_once('/').map_or(base.as_str(), |(h, _)| h)
        )
    };
    let pg = |db: &str| {
        url(
            "CHATDB_TEST_PG_URL",
            "postgres://postgres@127.0.0.1:5432/test",
            db,
        )
    };
    let my = |db: &str| {
        url(
            "CHATDB_TEST_MYSQL_URL",
            "mysql://root@127.0.0.1:3306/test",
            db,
        )
    };
    let (admin, conn) = tokio_postgres::connect(&pg("test"), tokio_postgres::NoTls)
        .await
        .expect("PostgreSQL is running");
    tokio::spawn(conn);
    for statement in [
        format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
        format!("CREATE DATABASE {name}"),
    ] {
        admin.batch_execute(&statement).await.expect("create db");
    }
    let (db, conn) = tokio_postgres::connect(&pg(name), tokio_postgres::NoTls)
        .await
        .expect("connect");
    tokio::spawn(conn);
    db.batch_execute(fixture).await.expect("pg fixture");
    use mysql_async::prelude::Queryable;
    let mut admin = mysql_async::Conn::from_url(my("test"))
        .await
        .expect("MariaDB is running");
    admin
        .query_drop(format!(
            "DROP DATABASE IF EXISTS {name}; CREATE DATABASE {name} CHARACTER SET utf8mb4"
        ))
        .await
        .expect("create db");
    let mut db = mysql_async::Conn::from_url(my(name))
        .await
        .expect("connect");
    db.query_drop(fixture).await.expect("mysql fixture");
    (dir, vec![sqlite.display().to_string(), pg(name), my(name)])
}

#[tokio::test(flavor = "multi_thread")]
async fn the_same_analysis_runs_on_sqlite_postgres_and_mariadb() {
    let today = Local::now().date_naive();
    let (_dir, sources) = copies(today).await;
    let home = tempfile::tempdir().expect("home");
    let data = orders(today);
    let region = |store: i64| if store == 3 { "South" } else { "North" };
    let sum = |keep: &dyn Fn(&(i64, NaiveDate, f64)) -> bool| -> f64 {
        data.iter().filter(|o| keep(o)).map(|o| o.2).sum()
    };
    let jan1 = NaiveDate::from_ymd_opt(today.year(), 1, 1).expect("jan 1");
    let shift = |d: NaiveDate| {
        d.with_year(d.year() - 1)
            .unwrap_or(d - chrono::Days::new(365))
    };
    let this_year = sum(&|o| o.1 >= jan1 && o.1 <= today);
    let same_days_last_year = sum(&|o| o.1 >= shift(jan1) && o.1 <= shift(today));
    let all = sum(&|_| true);
    for source in &sources {
        let db = Some(source.as_str());
        let r = ask(home.path(), db, "revenue this year compared to last year");
        let row = &rows(&r)[0];
        assert!(close(num(&row[0]), this_year), "{db:?}: {row:?}");
        assert!(close(num(&row[1]), same_days_last_year), "{db:?}: {row:?}");
        assert!(
            close(num(&row[2]), this_year - same_days_last_year),
            "{db:?}: {row:?}"
        );

        // Groups ranked by their growth: the region whose revenue grew the
        // most, this year so far against the same days of last year.
        let growth = |name: &str| {
            let now = sum(&|o| region(o.0) == name && o.1 >= jan1 && o.1 <= today);
            let before = sum(&|o| region(o.0) == name && o.1 >= shift(jan1) && o.1 <= shift(today));
            (now - before) / before
        };
        let fastest = if growth("North") >= growth("South") {
            "North"
        } else {
            "South"
        };
        let r = ask(
            home.path(),
            db,
            "which region's total revenue grew the most this year compared to last year",
        );
        let ranked = rows(&r);
        assert_eq!(ranked.len(), 1, "{db:?}: {r}");
        assert_eq!(ranked[0][0].as_str(), Some(fastest), "{db:?}: {r}");

        // Days of the week, in each dialect's own day numbering.
        for (q, weekend) in [
            ("total weekend revenue", true),
            ("total revenue on weekdays", false),
        ] {
            let r = ask(home.path(), db, q);
            let want = sum(&|o| {
                matches!(o.1.weekday(), chrono::Weekday::Sat | chrono::Weekday::Sun) == weekend
            });
            let got = rows(&r)[0][0].clone();
            let got = if got.is_null() { 0.0 } else { num(&got) };
            assert!(close(got, want), "{db:?} {q}: {r}");
        }
        // Grouped by the day of the week, ISO-numbered in every dialect.
        let r = ask(home.path(), db, "revenue by day of week");
        let days = rows(&r);
        assert!(!days.is_empty() && days.len() <= 7, "{db:?}: {r}");
        for row in days {
            let day = row[0].as_i64().expect("weekday number");
            let want = sum(&|o| i64::from(o.1.weekday().number_from_monday()) == day);
            assert!(close(num(&row[1]), want), "{db:?} day {day}: {r}");
        }

        // A median where the dialect has one (PostgreSQL; DuckDB on the
        // demo), refused with the reason where it has none.
        let mut revenues: Vec<f64> = data.iter().map(|o| o.2).collect();
        revenues.sort_by(f64::total_cmp);
        let middle = revenues.len() / 2;
        let median = (revenues[middle - 1] + revenues[middle]) / 2.0;
        if source.starts_with("postgres") {
            let r = ask(home.path(), db, "median order revenue");
            assert!(close(num(&rows(&r)[0][0]), median), "{db:?}: {r}");
        } else {
            let r = json(&chatdb(
                home.path(),
                &["ask", "--json", "--db", source, "median order revenue"],
            ));
            assert_ne!(r["status"], "answered", "{db:?}: {r}");
        }

        let r = ask(home.path(), db, "revenue by region with share of total");
        for row in rows(&r) {
            let name = row[0].as_str().expect("region").to_string();
            let mine = sum(&|o| region(o.0) == name);
            assert!(close(num(&row[1]), mine), "{db:?}: {row:?}");
            assert!(close(num(&row[2]), 100.0 * mine / all), "{db:?}: {row:?}");
        }

        let r = ask(home.path(), db, "cumulative revenue by month");
        let running = rows(&r);
        assert!(
            close(num(&running.last().expect("months")[2]), all),
            "{db:?}: {r}"
        );

        let r = ask(home.path(), db, "monthly revenue month over month");
        let series = rows(&r);
        assert!(
            series[0][2].is_null(),
            "{db:?}: the first month has none before it"
        );
        for pair in series.windows(2) {
            assert!(
                close(num(&pair[1][2]), num(&pair[0][1])),
                "{db:?}: {pair:?}"
            );
        }

        // Averages per unit: of the stores' order counts, and of each
        // region's daily totals (the days it had orders).
        let r = ask(home.path(), db, "average number of orders per store");
        // (MySQL averages integers to 4 decimals.)
        let per_store = data.len() as f64 / 3.0;
        assert!(
            (num(&rows(&r)[0][0]) - per_store).abs() < 1e-3,
            "{db:?}: {r}"
        );
        let r = ask(home.path(), db, "average daily revenue by region");
        for row in rows(&r) {
            let name = row[0].as_str().expect("region").to_string();
            let mut days: std::collections::BTreeMap<NaiveDate, f64> = Default::default();
            for o in data.iter().filter(|o| region(o.0) == name) {
                *days.entry(o.1).or_default() += o.2;
            }
            let want = days.values().sum::<f64>() / days.len() as f64;
            assert!((num(&row[1]) - want).abs() < 1e-3, "{db:?}: {row:?}");
        }
        assert_eq!(rows(&r).len(), 2, "{db:?}: {r}");

        let r = ask(home.path(), db, "top 1 stores by revenue in each region");
        let got: Vec<(String, String)> = rows(&r)
            .iter()
            .map(|row| {
                (
                    row[0].as_str().unwrap_or("").into(),
                    row[1].as_str().unwrap_or("").into(),
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                ("North".into(), "Alder".into()),
                ("South".into(), "Cedar".into())
            ],
            "{db:?}: {r}"
        );
    }
}

const STOCK_BOOKS: &str = "
CREATE TABLE warehouses (warehouse_id INTEGER PRIMARY KEY, warehouse_name VARCHAR(40) NOT NULL, city VARCHAR(20));
CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name VARCHAR(40) NOT NULL, category VARCHAR(20), unit_price DECIMAL(10,2));
CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(product_id), warehouse_id INTEGER NOT NULL REFERENCES warehouses(warehouse_id), sale_date DATE NOT NULL, quantity INTEGER NOT NULL, amount DECIMAL(12,2) NOT NULL, customer_name VARCHAR(40));
INSERT INTO warehouses VALUES (1, '华东仓', '上海'), (2, '华南仓', '广州');
INSERT INTO products VALUES (1, '电饭煲', '小家电', 299.00), (2, '电风扇', '小家电', 159.00), (3, '洗发水', '日化', 39.90);
";

/// A sale of the stock books: product, warehouse, date, quantity, amount,
/// customer.
type Sale = (i64, i64, NaiveDate, i64, f64, &'static str);

/// The sales of the stock books: three customers over ten sales, two
/// months.
fn stock_sales(today: NaiveDate) -> Vec<Sale> {
    let this_month = today.with_day(1).expect("first of the month");
    let last_month = (this_month - chrono::Days::new(1))
        .with_day(1)
        .expect("first");
    vec![
        (1, 1, this_month, 2, 598.0, "永辉超市"),
        (2, 1, this_month, 5, 795.0, "物美"),
        (3, 2, this_month, 10, 399.0, "永辉超市"),
        (1, 2, last_month, 1, 299.0, "沃尔玛"),
        (3, 1, last_month, 20, 798.0, "物美"),
        (2, 2, last_month, 3, 477.0, "永辉超市"),
        (1, 1, last_month, 4, 1196.0, "沃尔玛"),
        (3, 2, last_month, 6, 239.4, "物美"),
        (2, 1, last_month, 2, 318.0, "沃尔玛"),
        (3, 1, last_month, 12, 478.8, "永辉超市"),
    ]
}

/// Chinese and English questions over a stock book with English names and
/// no semantic layer — what a user's own database is — answered alike on
/// SQLite, PostgreSQL and MariaDB: amounts said by the rows that keep them
/// (销售额, 销量, "total sales"), totalled per group, per the name of another
/// thing (a sale's customer_name), for a kind said with 类.
#[tokio::test(flavor = "multi_thread")]
async fn chinese_questions_over_an_english_stock_book_on_every_database() {
    let today = Local::now().date_naive();
    let sales = stock_sales(today);
    let values: Vec<String> = sales
        .iter()
        .enumerate()
        .map(|(i, (p, w, d, q, a, c))| {
            format!("({}, {p}, {w}, DATE '{d}', {q}, {a}, '{c}')", i + 1)
        })
        .collect();
    let fixture = format!(
        "{STOCK_BOOKS}INSERT INTO sales VALUES {};",
        values.join(", ")
    );
    let (_dir, sources) = copies_of(&fixture, "chatdb_t_stock").await;
    let home = tempfile::tempdir().expect("home");
    let last_month = (today.with_day(1).expect("first") - chrono::Days::new(1))
        .with_day(1)
        .expect("first");
    let warehouse = |w: i64| if w == 1 { "华东仓" } else { "华南仓" };
    let product = |p: i64| ["电饭煲", "电风扇", "洗发水"][(p - 1) as usize];
    let total_by = |key: &dyn Fn(&Sale) -> String| {
        let mut by: BTreeMap<String, f64> = BTreeMap::new();
        for s in &sales {
            *by.entry(key(s)).or_default() += s.4;
        }
        by
    };
    let named_totals = |r: &Json| -> BTreeMap<String, f64> {
        rows(r)
            .iter()
            .map(|row| (row[0].as_str().expect("name").to_string(), num(&row[1])))
            .collect()
    };
    let same = |got: &BTreeMap<String, f64>, want: &BTreeMap<String, f64>| {
        got.len() == want.len()
            && want
                .iter()
                .all(|(k, v)| got.get(k).is_some_and(|g| close(*g, *v)))
    };
    for source in &sources {
        let db = Some(source.as_str());
        let r = ask(home.path(), db, "每个仓库的销售额");
        let want = total_by(&|s| warehouse(s.1).to_string());
        assert!(same(&named_totals(&r), &want), "{db:?}: {r}");

        let r = ask(home.path(), db, "每个客户的销售额");
        let want = total_by(&|s| s.5.to_string());
        assert!(same(&named_totals(&r), &want), "{db:?}: {r}");

        let r = ask(home.path(), db, "sales by warehouse");
        let want = total_by(&|s| warehouse(s.1).to_string());
        assert!(same(&named_totals(&r), &want), "{db:?}: {r}");

        // The product that sold the most units.
        let mut units: BTreeMap<&str, i64> = BTreeMap::new();
        for s in &sales {
            *units.entry(product(s.0)).or_default() += s.3;
        }
        let best = units.iter().max_by_key(|(_, q)| **q).map(|(p, _)| *p);
        let r = ask(home.path(), db, "销量最高的商品");
        assert_eq!(rows(&r)[0][0].as_str(), best, "{db:?}: {r}");

        // Last month's total, and how many sales that was.
        let last = |s: &&Sale| s.2 == last_month;
        let r = ask(home.path(), db, "total sales last month");
        let want: f64 = sales.iter().filter(last).map(|s| s.4).sum();
        assert!(close(num(&rows(&r)[0][0]), want), "{db:?}: {r}");
        let r = ask(home.path(), db, "how many sales last month");
        let count = sales.iter().filter(last).count() as f64;
        assert!(close(num(&rows(&r)[0][0]), count), "{db:?}: {r}");

        // The units of one kind of product, said with 类.
        let r = ask(home.path(), db, "小家电类商品的销量");
        let want: i64 = sales.iter().filter(|s| s.0 != 3).map(|s| s.3).sum();
        assert!(close(num(&rows(&r)[0][0]), want as f64), "{db:?}: {r}");
    }
}

const HELP_DESK: &str = "
CREATE TABLE agents (agent_id INTEGER PRIMARY KEY, agent_name VARCHAR(20) NOT NULL);
CREATE TABLE tickets (ticket_id INTEGER PRIMARY KEY, agent_id INTEGER NOT NULL REFERENCES agents(agent_id), subject VARCHAR(40) NOT NULL, opened_at TIMESTAMP NOT NULL, solved_at TIMESTAMP NULL);
INSERT INTO agents VALUES (1, 'Ann'), (2, 'Bob');
INSERT INTO tickets VALUES
  (1, 1, 'Cannot log in', '2026-01-01 08:00:00', '2026-01-02 08:00:00'),
  (2, 1, 'Invoice is wrong', '2026-01-03 08:00:00', '2026-01-03 20:00:00'),
  (3, 2, 'Export fails', '2026-01-05 00:00:00', '2026-01-08 00:00:00'),
  (4, 2, 'Password reset', '2026-01-06 00:00:00', NULL);
";

/// The time rows took — from the day a ticket was opened to the day it
/// was solved, those not solved yet aside —, asked in English and in
/// Chinese, computed alike on SQLite, PostgreSQL and MariaDB: 1 day, half
/// a day and 3 days.
#[tokio::test(flavor = "multi_thread")]
async fn the_time_rows_took_on_every_database() {
    let (_dir, sources) = copies_of(HELP_DESK, "chatdb_t_helpdesk").await;
    let home = tempfile::tempdir().expect("home");
    for source in &sources {
        let db = Some(source.as_str());
        let r = ask(home.path(), db, "average resolution time");
        assert!(close(num(&rows(&r)[0][0]), 1.5), "{db:?}: {r}");
        let r = ask(home.path(), db, "平均处理时长是多少小时");
        assert!(close(num(&rows(&r)[0][0]), 36.0), "{db:?}: {r}");
        let r = ask(home.path(), db, "average resolution time by agent");
        let by: BTreeMap<String, f64> = rows(&r)
            .iter()
            .map(|row| (row[0].as_str().expect("agent").to_string(), num(&row[1])))
            .collect();
        assert!(
            by.len() == 2 && close(by["Ann"], 0.75) && close(by["Bob"], 3.0),
            "{db:?}: {r}"
        );
    }
}
