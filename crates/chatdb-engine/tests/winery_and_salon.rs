//! A winery asked in English and a hair salon with English names asked in
//! Chinese: a count of things on order lines of priced things (bottles) is
//! what was sold; "per" in a column's name says its unit, not what it is
//! (price_per_bottle is a price); money asked right after a row's own name
//! is its price (染发多少钱); how many times a named thing was done counts
//! the dated rows referring to it (烫发做了多少次). Each with a near miss.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn winery() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("wines")
            .with_key("wine_id", Integer)
            .with_column("wine_name", Text)
            .with_column("grape", Text)
            .with_column("vintage", Integer)
            .with_column("price_per_bottle", Float),
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text)
            .with_column("country", Text),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("customer_id", Integer, "customers", "customer_id")
            .with_column("order_date", Date)
            .with_column("channel", Text),
        Table::new("order_lines")
            .with_key("line_id", Integer)
            .with_reference("order_id", Integer, "orders", "order_id")
            .with_reference("wine_id", Integer, "wines", "wine_id")
            .with_column("bottles", Integer)
            .with_column("line_total", Float),
    ]);
    let profiles = vec![repeated_values(
        "wines",
        "grape",
        &["Pinot Noir", "Riesling", "Syrah"],
    )];
    (schema, profiles)
}

#[test]
fn things_counted_on_lines_of_priced_things_are_what_was_sold() {
    let setup = winery();
    for q in [
        "best selling wine",
        "which wine sold the most bottles",
        "top selling wine",
    ] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.contains(r#"ORDER BY SUM("order_lines"."bottles") DESC LIMIT 1"#),
            "{q}: {sql}"
        );
        assert!(
            sql.contains(r#"GROUP BY "wines"."wine_name""#),
            "{q}: {sql}"
        );
    }
    let sql = answered(&setup, "how many bottles did we sell last month")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#"SUM("order_lines"."bottles")"#), "{sql}");
    assert!(
        sql.contains(r#""orders"."order_date" >= '2026-10-01'"#),
        "{sql}"
    );
}

#[test]
fn what_follows_per_in_a_name_is_its_unit() {
    let setup = winery();
    // "bottles" is the lines' count, never the price kept per bottle.
    let p = plan(&setup, "which wine has the most bottles sold");
    assert!(
        p.sql
            .as_deref()
            .is_none_or(|s| !s.contains("price_per_bottle")),
        "{:?}",
        p.sql
    );
    // Near miss: the price is still named by its own words.
    let sql = answered(&setup, "average price per bottle")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#"AVG("wines"."price_per_bottle")"#), "{sql}");
    let sql = answered(&setup, "most expensive wine")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"ORDER BY "wines"."price_per_bottle" DESC LIMIT 1"#),
        "{sql}"
    );
}

fn salon() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("stylists")
            .with_key("stylist_id", Integer)
            .with_column("stylist_name", Text),
        Table::new("services")
            .with_key("service_id", Integer)
            .with_column("service_name", Text)
            .with_column("price", Float),
        Table::new("appointments")
            .with_key("appointment_id", Integer)
            .with_reference("stylist_id", Integer, "stylists", "stylist_id")
            .with_reference("service_id", Integer, "services", "service_id")
            .with_column("appointment_time", Timestamp)
            .with_column("paid_amount", Float),
    ]);
    let profiles = vec![values(
        "services",
        "service_name",
        &["剪发", "染发", "烫发", "护理"],
    )];
    (schema, profiles)
}

#[test]
fn money_asked_after_a_rows_name_is_its_price() {
    let setup = salon();
    let sql = answered(&setup, "染发多少钱").sql.unwrap_or_default();
    assert!(sql.contains(r#""services"."price""#), "{sql}");
    assert!(
        sql.contains(r#""services"."service_name" = '染发'"#),
        "{sql}"
    );
    assert!(!sql.contains("COUNT"), "{sql}");
}

#[test]
fn how_many_times_a_named_thing_was_done_counts_its_happenings() {
    let setup = salon();
    for q in ["烫发做了多少次", "今年染发做了几次"] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(sql.contains(r#"JOIN "services" ON"#), "{q}: {sql}");
        assert!(sql.contains(r#""appointments""#), "{q}: {sql}");
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
    }
    // Near miss: how many kinds of service there are counts the services.
    let sql = answered(&setup, "一共有多少个服务").sql.unwrap_or_default();
    assert!(sql.contains(r#""services""#), "{sql}");
    assert!(!sql.contains("appointments"), "{sql}");
}

#[test]
fn a_kind_of_rows_kept_in_no_kinds_is_all_of_them() {
    // 发型师, a "hair stylist": the stylists keep no type or category, so
    // every stylist the data knows is one.
    let setup = salon();
    let sql = answered(&setup, "每个发型师的预约数")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"GROUP BY "stylists"."stylist_name""#),
        "{sql}"
    );
    // Near miss: where the stylists are kept in kinds, the kind is doubted
    // (it may be some of them).
    let (mut schema, profiles) = salon();
    if let Some(t) = schema.tables.iter_mut().find(|t| t.name == "stylists") {
        *t = t.clone().with_column("stylist_type", Text);
    }
    doubted(&(schema, profiles), "每个发型师的预约数");
}

#[test]
fn each_time_before_an_amount_averages_every_row() {
    let setup = salon();
    for q in ["平均每次消费多少钱", "平均每次消费多少"] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.contains(r#"AVG("appointments"."paid_amount")"#),
            "{q}: {sql}"
        );
        assert!(!sql.contains("GROUP BY"), "{q}: {sql}");
    }
    // Near miss: each stylist's average groups.
    let sql = answered(&setup, "每个发型师平均每次消费多少钱")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"GROUP BY "stylists"."stylist_name""#),
        "{sql}"
    );
}
