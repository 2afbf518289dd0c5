//! The four connectors against real databases: DuckDB and SQLite files,
//! and the local PostgreSQL and MariaDB servers (see .ci/run).

mod fixtures;

use chatdb_connect::{CancellationToken, Checked, ConnectError, Connector, QueryOptions};
use chatdb_core::{Dialect, LogicalType, TableKind, Value};
use chrono::NaiveDate;
use std::time::{Duration, Instant};

/// Opens each kind of database with the fixture; the tempdir guard keeps
/// the files alive for the test.
async fn each_database(tag: &str) -> (tempfile::TempDir, Vec<Box<dyn Connector>>) {
    let dir = tempfile::tempdir().expect("tempdir");
    let duck = fixtures::duckdb_fixture(dir.path());
    let lite = fixtures::sqlite_fixture(dir.path());
    let pg = fixtures::postgres_fixture(&format!("chatdb_t_{tag}")).await;
    let my = fixtures::mysql_fixture(&format!("chatdb_t_{tag}")).await;
    let conns = vec![
        fixtures::open(duck.to_str().expect("utf8 path")).await,
        fixtures::open(lite.to_str().expect("utf8 path")).await,
        fixtures::open(&pg).await,
        fixtures::open(&my).await,
    ];
    (dir, conns)
}

#[tokio::test]
async fn introspection_reads_tables_views_keys_and_comments() {
    let (_dir, conns) = each_database("introspect").await;
    for c in &conns {
        let d = c.dialect();
        let schema = c.introspect().await.unwrap_or_else(|e| panic!("{d}: {e}"));
        let names: Vec<String> = schema.tables.iter().map(|t| t.qualified_name()).collect();
        for want in ["region", "sale", "sale_line", "big_sale"] {
            assert!(
                names.contains(&want.to_string()),
                "{d}: {want} missing from {names:?}"
            );
        }
        let view = schema.table("big_sale").expect("view");
        assert_eq!(view.kind, TableKind::View, "{d}");

        let sale = schema.table("sale").expect("sale");
        assert_eq!(sale.primary_key, vec!["id"], "{d}");
        assert_eq!(sale.foreign_keys.len(), 1, "{d}: {:?}", sale.foreign_keys);
        let fk = &sale.foreign_keys[0];
        assert_eq!(
            (
                fk.columns.as_slice(),
                fk.ref_table.as_str(),
                fk.ref_columns.as_slice()
            ),
            (
                &["region_id".to_string()][..],
                "region",
                &["id".to_string()][..]
            ),
            "{d}"
        );
        let amount = sale.column("amount").expect("amount");
        assert_eq!(
            amount.logical_type,
            LogicalType::Decimal,
            "{d}: {}",
            amount.db_type
        );
        assert!(amount.nullable, "{d}");
        assert!(
            !sale.column("region_id").expect("region_id").nullable,
            "{d}"
        );
        assert_eq!(
            sale.column("sold_on").expect("sold_on").logical_type,
            LogicalType::Date,
            "{d}"
        );
        assert_eq!(
            sale.column("note").expect("note").logical_type,
            LogicalType::Text,
            "{d}"
        );
        let columns: Vec<&str> = sale.columns.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(
            columns,
            ["id", "region_id", "amount", "sold_on", "note"],
            "{d}: ordinal order"
        );

        let line = schema.table("sale_line").expect("sale_line");
        assert_eq!(
            line.primary_key,
            vec!["sale_id", "line_no"],
            "{d}: composite key in order"
        );
        assert_eq!(line.foreign_keys[0].ref_table, "sale", "{d}");

        if d != Dialect::Sqlite {
            // SQLite has no comments; the other three keep them.
            assert_eq!(sale.comment.as_deref(), Some("销售 / sales"), "{d}");
            assert_eq!(amount.comment.as_deref(), Some("金额 / amount"), "{d}");
        }
        assert_eq!(
            schema.fingerprint(),
            c.introspect().await.expect("again").fingerprint(),
            "{d}: stable fingerprint"
        );
    }
}

/// A SELECT of one literal of each type, in each dialect's spelling.
fn typed_literals(d: Dialect) -> &'static str {
    match d {
        Dialect::DuckDb => {
            "SELECT 42::INTEGER AS i, 9007199254740993::BIGINT AS big, 1.5::DOUBLE AS f, \
            12345678901234567890.12::DECIMAL(22,2) AS dec, '华东' AS t, true AS b, \
            DATE '2024-02-29' AS d, TIMESTAMP '2024-02-29 13:04:05.25' AS ts, NULL::INTEGER AS n, \
            TIMESTAMPTZ '2024-02-29 13:04:05+00' AS tz"
        }
        Dialect::Sqlite => {
            "SELECT 42 AS i, 9007199254740993 AS big, 1.5 AS f, \
            '12345678901234567890.12' AS dec, '华东' AS t, 1 AS b, \
            '2024-02-29' AS d, '2024-02-29 13:04:05.25' AS ts, NULL AS n"
        }
        Dialect::Postgres => {
            "SELECT 42::int AS i, 9007199254740993::bigint AS big, 1.5::float8 AS f, \
            12345678901234567890.12::numeric(22,2) AS dec, '华东'::text AS t, true AS b, \
            DATE '2024-02-29' AS d, TIMESTAMP '2024-02-29 13:04:05.25' AS ts, NULL::int AS n, \
            TIMESTAMPTZ '2024-02-29 13:04:05+00' AS tz, ARRAY[1,2] AS arr"
        }
        Dialect::MySql => {
            "SELECT CAST(42 AS SIGNED) AS i, 9007199254740993 AS big, CAST(1.5 AS DOUBLE) AS f, \
            CAST(12345678901234567890.12 AS DECIMAL(22,2)) AS `dec`, '华东' AS t, TRUE AS b, \
            DATE '2024-02-29' AS d, TIMESTAMP '2024-02-29 13:04:05.25' AS ts, NULL AS n"
        }
    }
}

#[tokio::test]
async fn values_come_back_typed_and_serialize_without_loss() {
    let (_dir, conns) = each_database("values").await;
    let date = NaiveDate::from_ymd_opt(2024, 2, 29).expect("date");
    let ts = date.and_hms_milli_opt(13, 4, 5, 250).expect("time");
    for c in &conns {
        let d = c.dialect();
        let rs = c
            .query(&guarded(typed_literals(d), d), &QueryOptions::default())
            .await
            .unwrap_or_else(|e| panic!("{d}: {e}"));
        let row = &rs.rows[0];
        let get = |name: &str| {
            row[rs
                .column_index(name)
                .unwrap_or_else(|| panic!("{d}: no {name}"))]
            .clone()
        };
        assert_eq!(get("i"), Value::Int(42), "{d}");
        assert_eq!(
            get("big"),
            Value::Int(9_007_199_254_740_993),
            "{d}: beyond f64 precision"
        );
        assert_eq!(get("f"), Value::Float(1.5), "{d}");
        assert_eq!(get("t"), Value::Text("华东".into()), "{d}");
        assert_eq!(get("n"), Value::Null, "{d}");
        match d {
            Dialect::Sqlite => {
                // SQLite has no decimal, boolean or date types in results.
                assert_eq!(get("dec"), Value::Text("12345678901234567890.12".into()));
                assert_eq!(get("b"), Value::Int(1));
            }
            _ => {
                assert_eq!(
                    get("dec"),
                    Value::Decimal("12345678901234567890.12".into()),
                    "{d}"
                );
                // MySQL's TRUE is the integer 1; only TINYINT(1) columns read as booleans.
                let want_bool = if d == Dialect::MySql {
                    Value::Int(1)
                } else {
                    Value::Bool(true)
                };
                assert_eq!(get("b"), want_bool, "{d}");
                assert_eq!(get("d"), Value::Date(date), "{d}");
                assert_eq!(get("ts"), Value::Timestamp(ts), "{d}");
                let col = &rs.columns[rs.column_index("dec").expect("dec")];
                assert_eq!(col.logical_type, LogicalType::Decimal, "{d}");
            }
        }
        if matches!(d, Dialect::DuckDb | Dialect::Postgres) {
            let tz = chrono::DateTime::parse_from_rfc3339("2024-02-29T13:04:05+00:00").expect("tz");
            assert_eq!(get("tz"), Value::TimestampTz(tz), "{d}");
        }
        if d == Dialect::Postgres {
            // Types without a binary decoder arrive as their exact text.
            assert_eq!(get("arr"), Value::Text("{1,2}".into()));
        }
        let json = serde_json::to_value(&rs).expect("serializes");
        assert_eq!(
            json["rows"][0][rs.column_index("big").expect("big")],
            serde_json::json!(9_007_199_254_740_993i64),
            "{d}"
        );
        if d != Dialect::Sqlite {
            assert_eq!(
                json["rows"][0][rs.column_index("dec").expect("dec")],
                "12345678901234567890.12",
                "{d}"
            );
            assert_eq!(
                json["rows"][0][rs.column_index("d").expect("d")],
                "2024-02-29",
                "{d}"
            );
            assert_eq!(
                json["columns"][rs.column_index("dec").expect("dec")]["type"],
                "decimal",
                "{d}"
            );
        }
    }
}

fn hundred_rows(d: Dialect) -> &'static str {
    match d {
        Dialect::DuckDb => "SELECT range AS n FROM range(100)",
        Dialect::Postgres => "SELECT generate_series(0, 99) AS n",
        Dialect::Sqlite | Dialect::MySql => {
            "WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r WHERE n < 99) SELECT n FROM r"
        }
    }
}

#[tokio::test]
async fn row_cap_truncates_and_says_so() {
    let (_dir, conns) = each_database("cap").await;
    for c in &conns {
        let d = c.dialect();
        let capped = c
            .query(
                &guarded(hundred_rows(d), d),
                &QueryOptions::with_max_rows(10),
            )
            .await
            .unwrap_or_else(|e| panic!("{d}: {e}"));
        assert_eq!(capped.rows.len(), 10, "{d}");
        assert!(capped.truncated, "{d}");
        let all = c
            .query(
                &guarded(hundred_rows(d), d),
                &QueryOptions::with_max_rows(100),
            )
            .await
            .unwrap_or_else(|e| panic!("{d}: {e}"));
        assert_eq!(all.rows.len(), 100, "{d}");
        assert!(!all.truncated, "{d}");
        // The connection stays usable after a truncated read.
        let again = c
            .query(
                &guarded("SELECT COUNT(*) FROM region", d),
                &QueryOptions::default(),
            )
            .await
            .unwrap_or_else(|e| panic!("{d}: {e}"));
        assert_eq!(again.scalar(), Some(&Value::Int(2)), "{d}");
    }
}

/// A statement that runs for a long time. Some use what the guard refuses
/// (pg_sleep, system catalogs): these tests are about the connector's
/// limits, so the statement is sent past the guard on purpose.
fn slow_query(d: Dialect) -> Checked {
    Checked::unguarded(match d {
        Dialect::DuckDb => "SELECT SUM(a.range * b.range) FROM range(1000000) a, range(1000000) b",
        Dialect::Postgres => "SELECT pg_sleep(30)",
        Dialect::Sqlite => {
            "WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r WHERE n < 10000000000) SELECT COUNT(*) FROM r"
        }
        Dialect::MySql => {
            "SELECT COUNT(*) FROM information_schema.COLUMNS a, information_schema.COLUMNS b, information_schema.COLUMNS c"
        }
    })
}

#[tokio::test]
async fn slow_queries_are_cancelled_within_their_limit() {
    let (_dir, conns) = each_database("timeout").await;
    for c in &conns {
        let d = c.dialect();
        let opts = QueryOptions::default().timeout(Duration::from_millis(700));
        let started = Instant::now();
        let err = c
            .query(&slow_query(d), &opts)
            .await
            .expect_err("must time out");
        let took = started.elapsed();
        assert!(matches!(err, ConnectError::Timeout { .. }), "{d}: {err}");
        assert!(took < Duration::from_secs(5), "{d}: took {took:?}");
        // The connection still works after a cancelled query.
        let rs = c
            .query(
                &guarded("SELECT COUNT(*) FROM sale", d),
                &QueryOptions::default(),
            )
            .await
            .unwrap_or_else(|e| panic!("{d}: {e}"));
        assert_eq!(rs.scalar(), Some(&Value::Int(3)), "{d}");

        // A cancellation token stops a query too.
        let cancel = CancellationToken::new();
        let opts = QueryOptions {
            cancel: cancel.clone(),
            ..QueryOptions::default()
        };
        let trigger = cancel.clone();
        tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(300)).await;
            trigger.cancel();
        });
        let started = Instant::now();
        let err = c
            .query(&slow_query(d), &opts)
            .await
            .expect_err("must be cancelled");
        assert!(matches!(err, ConnectError::Cancelled { .. }), "{d}: {err}");
        assert!(started.elapsed() < Duration::from_secs(5), "{d}");
    }
}

/// Writes of every kind, in each dialect's spelling.
fn writes(d: Dialect) -> Vec<&'static str> {
    let mut w = vec![
        "INSERT INTO region VALUES (99, 'x')",
        "UPDATE region SET name = 'changed'",
        "DELETE FROM sale_line",
        "CREATE TABLE intruder (x INTEGER)",
        "DROP TABLE sale_line",
        "ALTER TABLE region ADD COLUMN extra INTEGER",
    ];
    match d {
        Dialect::DuckDb => w.extend([
            "COPY region TO '/tmp/chatdb_leak.csv'",
            "ATTACH '/tmp/chatdb_other.duckdb' AS other",
            "SET access_mode = 'READ_WRITE'",
            "INSTALL httpfs",
        ]),
        Dialect::Sqlite => w.extend(["ATTACH '/tmp/chatdb_other.sqlite' AS other"]),
        Dialect::Postgres => w.extend([
            "WITH d AS (DELETE FROM sale_line RETURNING *) SELECT * FROM d",
            "SELECT 1; DELETE FROM sale_line",
            "SELECT nextval('nonexistent_seq')",
        ]),
        // `SELECT … INTO OUTFILE` is not a table write: a read-only
        // transaction allows it for a user with the FILE privilege. Only the
        // guard (and a database user without FILE) stops it; see ARCHITECTURE.md.
        Dialect::MySql => w.extend([
            "SELECT 1; DELETE FROM sale_line",
            "REPLACE INTO region VALUES (1, 'x')",
        ]),
    }
    w
}

#[tokio::test]
async fn writes_are_refused_by_the_database_itself() {
    let (_dir, conns) = each_database("readonly").await;
    for c in &conns {
        let d = c.dialect();
        if d == Dialect::Sqlite {
            // SQLite lets a session lift `query_only`, but the file is open
            // read-only, so every write below must still fail.
            let _ = c
                .query(
                    &Checked::unguarded("PRAGMA query_only = 0"),
                    &QueryOptions::default(),
                )
                .await;
        }
        for sql in writes(d) {
            // Past the guard on purpose: this tests the second defence.
            let r = c
                .query(&Checked::unguarded(sql), &QueryOptions::default())
                .await;
            assert!(r.is_err(), "{d}: `{sql}` was accepted");
        }
        // Nothing changed, and a `SET` attempt didn't unlock anything.
        let rs = c
            .query(
                &guarded(
                    "SELECT (SELECT COUNT(*) FROM region), (SELECT COUNT(*) FROM sale_line)",
                    d,
                ),
                &QueryOptions::default(),
            )
            .await
            .unwrap_or_else(|e| panic!("{d}: {e}"));
        assert_eq!(rs.rows[0], vec![Value::Int(2), Value::Int(3)], "{d}");
        let schema = c.introspect().await.expect("introspect");
        assert!(schema.table("intruder").is_none(), "{d}");
        assert!(
            schema
                .table("region")
                .expect("region")
                .column("extra")
                .is_none(),
            "{d}"
        );
    }
    assert!(!std::path::Path::new("/tmp/chatdb_leak.csv").exists());
}

#[tokio::test]
async fn connection_errors_name_the_database_and_hide_the_password() {
    let err = match chatdb_connect::open(
        &chatdb_connect::DataSource::parse("postgres://someone:hunter2@127.0.0.1:1/nowhere")
            .expect("parses"),
    )
    .await
    {
        Ok(_) => panic!("nothing listens on port 1"),
        Err(e) => e.to_string(),
    };
    assert!(
        err.contains("postgres://someone:***@127.0.0.1:1/nowhere"),
        "{err}"
    );
    assert!(!err.contains("hunter2"), "{err}");

    let err = match chatdb_connect::open(
        &chatdb_connect::DataSource::parse("mysql://root:hunter2@127.0.0.1:1/nowhere")
            .expect("parses"),
    )
    .await
    {
        Ok(_) => panic!("nothing listens on port 1"),
        Err(e) => e.to_string(),
    };
    assert!(
        err.contains("mysql://root:***@127.0.0.1:1/nowhere"),
        "{err}"
    );
    assert!(!err.contains("hunter2"), "{err}");
}

/// A statement through the guard, as everything but the write tests sends.
fn guarded(sql: &str, d: Dialect) -> Checked {
    chatdb_guard::check(sql, d).unwrap_or_else(|e| panic!("{d}: the guard refused `{sql}`: {e}"))
}
