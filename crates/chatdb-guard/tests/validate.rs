//! Schema validation, lints and rewrites through the public `Guard`.

use chatdb_core::{Column, Dialect, ForeignKey, LogicalType, Schema, Table, TableKind};
use chatdb_guard::{ErrorKind, Guard, GuardConfig, LintOptions};
use chrono::NaiveDate;

fn col(name: &str, ty: LogicalType) -> Column {
    Column {
        name: name.into(),
        db_type: format!("{ty:?}"),
        logical_type: ty,
        nullable: true,
        comment: None,
    }
}

fn schema(dialect: Dialect) -> Schema {
    Schema {
        dialect,
        tables: vec![
            Table {
                schema: None,
                name: "orders".into(),
                kind: TableKind::Table,
                comment: None,
                columns: vec![
                    col("order_id", LogicalType::Integer),
                    col("customer_id", LogicalType::Integer),
                    col("order_date", LogicalType::Date),
                    col("total_amount", LogicalType::Decimal),
                    col("status", LogicalType::Text),
                ],
                primary_key: vec!["order_id".into()],
                foreign_keys: vec![ForeignKey {
                    columns: vec!["customer_id".into()],
                    ref_table: "customers".into(),
                    ref_columns: vec!["customer_id".into()],
                }],
            },
            Table {
                schema: None,
                name: "customers".into(),
                kind: TableKind::Table,
                comment: None,
                columns: vec![
                    col("customer_id", LogicalType::Integer),
                    col("customer_name", LogicalType::Text),
                ],
                primary_key: vec!["customer_id".into()],
                foreign_keys: vec![],
            },
        ],
    }
}

fn check(sql: &str) -> Result<chatdb_guard::Checked, chatdb_guard::GuardError> {
    let config = GuardConfig::default();
    let s = schema(Dialect::DuckDb);
    Guard::new(Dialect::DuckDb, &config)
        .with_schema(&s)
        .check(sql)
}

#[test]
fn unknown_tables_and_columns_come_with_the_closest_names() {
    let e = check("SELECT * FROM order").expect_err("typo");
    assert_eq!(e.kind, ErrorKind::UnknownTable);
    assert_eq!(e.suggestions.first().map(String::as_str), Some("orders"));
    assert_eq!(e.location.map(|l| l.column), Some(15));

    let e = check("SELECT total_amout FROM orders").expect_err("typo");
    assert_eq!(e.kind, ErrorKind::UnknownColumn);
    assert_eq!(
        e.suggestions.first().map(String::as_str),
        Some("total_amount")
    );
    assert!(e.to_string().contains("did you mean total_amount"), "{e}");

    let e = check("SELECT o.custmer_id FROM orders o").expect_err("qualified typo");
    assert_eq!(e.kind, ErrorKind::UnknownColumn);
    assert_eq!(
        e.suggestions.first().map(String::as_str),
        Some("o.customer_id")
    );

    let e = check("SELECT x.order_id FROM orders o").expect_err("unknown alias");
    assert_eq!(e.kind, ErrorKind::UnknownTable);

    let e = check("SELECT customer_name FROM orders").expect_err("column of a table not in FROM");
    assert_eq!(e.kind, ErrorKind::UnknownColumn);
}

#[test]
fn valid_scoping_is_not_flagged() {
    for sql in [
        "SELECT o.order_id, c.customer_name FROM orders o JOIN customers c ON o.customer_id = c.customer_id",
        "SELECT customer_name FROM customers WHERE customer_id IN (SELECT customer_id FROM orders WHERE status = 'completed')",
        "SELECT customer_name FROM customers c WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id)",
        "SELECT status, count(*) AS n FROM orders GROUP BY status ORDER BY n DESC",
        "WITH t AS (SELECT customer_id, sum(total_amount) AS s FROM orders GROUP BY 1) SELECT s, whatever FROM t",
        "SELECT v FROM (SELECT total_amount AS v FROM orders) d",
        "SELECT orders.status FROM orders",
        "SELECT year(order_date) AS y, sum(total_amount) FROM orders GROUP BY y",
        "SELECT date_diff('day', order_date, current_date) FROM orders",
    ] {
        if let Err(e) = check(sql) {
            panic!("{sql}: {e}");
        }
    }
}

#[test]
fn aggregating_text_is_a_type_mismatch() {
    let e = check("SELECT sum(status) FROM orders").expect_err("sum of text");
    assert_eq!(e.kind, ErrorKind::TypeMismatch);
    assert!(e.kind.is_repairable());
    assert!(check("SELECT sum(total_amount), avg(order_id) FROM orders").is_ok());
}

#[test]
fn sqlite_double_quoted_strings_are_not_unknown_columns() {
    let config = GuardConfig::default();
    let s = schema(Dialect::Sqlite);
    let ok = Guard::new(Dialect::Sqlite, &config)
        .with_schema(&s)
        .check("SELECT order_id FROM orders WHERE status = \"completed\"");
    assert!(ok.is_ok(), "{ok:?}");
}

#[test]
fn lints_warn_with_locations_without_blocking() {
    let today = NaiveDate::from_ymd_opt(2026, 11, 21).expect("date");
    let mut config = GuardConfig {
        lint: LintOptions {
            today,
            ..LintOptions::default()
        },
        ..GuardConfig::default()
    };
    config
        .lint
        .partitioned_tables
        .insert("orders".into(), "order_date".into());
    config.lint.large_tables.insert("orders".into());
    let s = schema(Dialect::DuckDb);
    let guard = Guard::new(Dialect::DuckDb, &config).with_schema(&s);
    let rules = |sql: &str| -> Vec<&'static str> {
        guard
            .check(sql)
            .unwrap_or_else(|e| panic!("{sql}: {e}"))
            .warnings()
            .iter()
            .map(|w| w.rule)
            .collect()
    };
    assert!(
        rules("SELECT * FROM orders WHERE order_date > DATE '2026-01-01'").contains(&"select_star")
    );
    let r = rules("SELECT o.order_id FROM orders o, customers c");
    assert!(
        r.contains(&"cartesian_product")
            && r.contains(&"partition_filter")
            && r.contains(&"unfiltered_large_join"),
        "{r:?}"
    );
    assert!(rules(
        "SELECT o.order_id FROM orders o CROSS JOIN customers c WHERE o.order_date > current_date"
    )
    .contains(&"cartesian_product"));
    assert!(!rules("SELECT o.order_id FROM orders o, customers c WHERE o.customer_id = c.customer_id AND o.order_date > current_date")
        .contains(&"cartesian_product"));
    let r = rules("SELECT order_id FROM orders WHERE order_date = '2026-11-21'");
    assert_eq!(r, ["relative_date_literal"]);
    assert!(
        rules("SELECT order_id FROM orders WHERE order_date >= '2026-11-01'")
            .contains(&"relative_date_literal")
    );
    assert!(
        !rules("SELECT order_id FROM orders WHERE order_date >= '2019-03-14'")
            .contains(&"relative_date_literal")
    );
    let checked = guard
        .check("SELECT * FROM orders WHERE order_date > current_date")
        .expect("ok");
    let w = &checked.warnings()[0];
    assert_eq!(w.location.map(|l| (l.line, l.column)), Some((1, 8)));

    // DML isn't allowed to run, but the ETL mode lints it.
    let stmt = chatdb_guard::parse::parse("DELETE FROM orders", Dialect::Postgres)
        .expect("parses")
        .remove(0);
    assert_eq!(
        chatdb_guard::lint::lint(&stmt, &config.lint)[0].rule,
        "missing_where"
    );
    let stmt = chatdb_guard::parse::parse("UPDATE orders SET status = 'x'", Dialect::Postgres)
        .expect("parses")
        .remove(0);
    assert_eq!(
        chatdb_guard::lint::lint(&stmt, &config.lint)[0].rule,
        "missing_where"
    );
}

#[test]
fn exploratory_queries_get_a_limit_and_pretty_text() {
    let config = GuardConfig {
        default_limit: Some(200),
        ..GuardConfig::default()
    };
    let s = schema(Dialect::Postgres);
    let guard = Guard::new(Dialect::Postgres, &config).with_schema(&s);
    let ok = guard.check("select status from orders").expect("ok");
    assert_eq!(ok.sql(), "SELECT status FROM orders LIMIT 200");
    assert_eq!(ok.rewrites(), ["added LIMIT 200"]);
    assert!(ok.pretty().contains('\n'));
    let ok = guard
        .check("select status from orders limit 3")
        .expect("ok");
    assert!(ok.rewrites().is_empty());
}
