//! A garden centre asked in English and a karaoke chain with English names
//! asked in Chinese: the quantity sold is on the rows no other refers to
//! (sales.qty, not the plants' stock_qty); "sold" with a superlative is the
//! verb, not the day sold_on keeps; "kind" (种) before a table's noun is
//! its rows' own type column (每种包厢 of rooms.room_type). Each with a near
//! miss.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn garden() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("suppliers")
            .with_key("supplier_id", Integer)
            .with_column("supplier_name", Text),
        Table::new("plants")
            .with_key("plant_id", Integer)
            .with_column("plant_name", Text)
            .with_column("category", Text)
            .with_column("price", Float)
            .with_column("stock_qty", Integer)
            .with_reference("supplier_id", Integer, "suppliers", "supplier_id"),
        Table::new("sales")
            .with_key("sale_id", Integer)
            .with_reference("plant_id", Integer, "plants", "plant_id")
            .with_column("sold_on", Date)
            .with_column("qty", Integer)
            .with_column("revenue", Float),
    ]);
    let profiles = vec![repeated_values(
        "plants",
        "category",
        &["rose", "herb", "tree"],
    )];
    (schema, profiles)
}

#[test]
fn the_quantity_sold_is_on_the_rows_nothing_refers_to() {
    let setup = garden();
    for q in [
        "best selling plant",
        "which plant sold the most units this year",
    ] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.contains(r#"ORDER BY SUM("sales"."qty") DESC LIMIT 1"#),
            "{q}: {sql}"
        );
    }
    let sql = answered(&setup, "how many units did we sell last month")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#"SUM("sales"."qty")"#), "{sql}");
    assert!(!sql.contains("stock_qty"), "{sql}");
    // Near miss: the stock is still asked by its name.
    let sql = answered(&setup, "total stock qty of roses")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#"SUM("plants"."stock_qty")"#), "{sql}");
}

fn ktv() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("rooms")
            .with_key("room_id", Integer)
            .with_column("room_no", Text)
            .with_column("room_type", Text)
            .with_column("hourly_price", Float),
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("name", Text),
        Table::new("bookings")
            .with_key("booking_id", Integer)
            .with_reference("room_id", Integer, "rooms", "room_id")
            .with_reference("customer_id", Integer, "customers", "customer_id")
            .with_column("start_time", Timestamp)
            .with_column("hours", Integer)
            .with_column("amount", Float),
    ]);
    let profiles = vec![repeated_values(
        "rooms",
        "room_type",
        &["大包", "中包", "小包"],
    )];
    (schema, profiles)
}

#[test]
fn a_kind_of_the_rows_said_is_their_type_column() {
    let setup = ktv();
    let sql = answered(&setup, "哪种包厢预订最多").sql.unwrap_or_default();
    assert!(sql.contains(r#"GROUP BY "rooms"."room_type""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    let sql = answered(&setup, "上个月每种包厢的收入")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#"GROUP BY "rooms"."room_type""#), "{sql}");
    assert!(sql.contains(r#"SUM("bookings"."amount")"#), "{sql}");
    // Near miss: each room (个) is each row.
    let sql = answered(&setup, "每个包厢的预订次数")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#"GROUP BY "rooms"."room_no""#), "{sql}");
}

#[test]
fn a_kind_said_of_rows_with_no_type_column_is_each_row() {
    // Near miss: plants keep a category, not a plant_type — 每种植物 is
    // each plant, as 每种商品 is each product.
    let setup = garden();
    let p = plan(&setup, "每种植物的销量");
    assert!(
        p.sql
            .as_deref()
            .is_none_or(|s| !s.contains(r#"GROUP BY "plants"."category""#)),
        "{:?}",
        p.sql
    );
}

#[test]
fn supplying_providing_and_carrying_relate_what_they_name() {
    let setup = garden();
    let sql = answered(&setup, "which supplier provides the most plants")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"GROUP BY "suppliers"."supplier_name""#),
        "{sql}"
    );
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    let sql = answered(&setup, "how many herbs do we carry")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#""plants"."category" = 'herb'"#), "{sql}");
}

#[test]
fn a_quantity_ending_a_name_is_said_by_what_is_kept() {
    let setup = garden();
    for q in [
        "plants with fewer than 10 in stock",
        "plants with stock under 10",
    ] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(sql.contains(r#""plants"."stock_qty" < 10"#), "{q}: {sql}");
    }
    // Near miss: a quantity whose first word names a table (order_qty of
    // orders) is not said by that word.
    let setup = (
        sqlite_schema(vec![
            Table::new("orders")
                .with_key("order_id", Integer)
                .with_column("ordered_on", Date),
            Table::new("order_lines")
                .with_key("line_id", Integer)
                .with_reference("order_id", Integer, "orders", "order_id")
                .with_column("order_qty", Integer),
        ]),
        Vec::new(),
    );
    let sql = answered(&setup, "how many orders").sql.unwrap_or_default();
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(!sql.contains("order_qty"), "{sql}");
}
