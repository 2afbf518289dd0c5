//! A ferry operator: tickets keep no date of their own — each was sold for
//! a sailing, which does — and a price: each ticket is one sale, dated by
//! the sailing it belongs to, so "tickets sold last week" and "revenue"
//! are read through it. A fare in a price list (rows of a route, which
//! keeps no date) is what a trip costs, never takings.
//!
//! A bottled-water round with English names asked in Chinese: its one
//! dated table taking money in (`drops`) is the business's orders — 单 of
//! 每单, 多少单 and what it sold in money (卖了多少钱); the containers its
//! goods come in (桶, 瓶) are classifiers, and a count column named by the
//! container (`crates`) is what 多少箱 asks.
//!
//! Under way (正在配送) is not done: the verb naming a row's ending after
//! 正在 or 还在 says the ending has not happened.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn ferries() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("routes")
            .with_key("route_id", Integer)
            .with_column("route_name", Text),
        Table::new("sailings")
            .with_key("sailing_id", Integer)
            .with_reference("route_id", Integer, "routes", "route_id")
            .with_column("sailing_date", Date),
        Table::new("tickets")
            .with_key("ticket_id", Integer)
            .with_reference("sailing_id", Integer, "sailings", "sailing_id")
            .with_column("fare_class", Text)
            .with_column("price", Float),
    ]);
    let profiles = vec![
        values(
            "routes",
            "route_name",
            &["North Loop", "Island Run", "Harbour"],
        ),
        values("tickets", "fare_class", &["standard", "family", "student"]),
    ];
    (schema, profiles)
}

#[test]
fn a_ticket_is_sold_when_its_sailing_leaves() {
    let setup = ferries();
    let sql = sql_of(&setup, "how many tickets were sold last week");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#""sailings"."sailing_date" >="#), "{sql}");
    let sql = sql_of(&setup, "ticket revenue per route");
    assert!(sql.contains(r#"SUM("tickets"."price")"#), "{sql}");
    assert!(sql.contains(r#""routes"."route_name""#), "{sql}");
    let sql = sql_of(&setup, "total revenue from student tickets");
    assert!(sql.contains(r#"SUM("tickets"."price")"#), "{sql}");
    assert!(
        sql.contains(r#""tickets"."fare_class" = 'student'"#),
        "{sql}"
    );
}

#[test]
fn a_price_in_a_list_is_no_takings() {
    // (The fares of a route: no row here was sold, nothing dates them.)
    let setup = (
        sqlite_schema(vec![
            Table::new("routes")
                .with_key("route_id", Integer)
                .with_column("route_name", Text),
            Table::new("fares")
                .with_key("fare_id", Integer)
                .with_reference("route_id", Integer, "routes", "route_id")
                .with_column("fare_class", Text)
                .with_column("price", Float),
        ]),
        vec![values("fares", "fare_class", &["standard", "family"])],
    );
    doubted(&setup, "total revenue per route");
}

fn water_round() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("households")
            .with_key("household_id", Integer)
            .with_column("household_name", Text)
            .with_column("estate", Text),
        Table::new("waters")
            .with_key("water_id", Integer)
            .with_column("water_name", Text)
            .with_column("brand", Text)
            .with_column("price_per_crate", Float),
        Table::new("drivers")
            .with_key("driver_id", Integer)
            .with_column("driver_name", Text),
        Table::new("drops")
            .with_key("drop_id", Integer)
            .with_reference("household_id", Integer, "households", "household_id")
            .with_reference("water_id", Integer, "waters", "water_id")
            .with_reference("driver_id", Integer, "drivers", "driver_id")
            .with_column("drop_date", Date)
            .with_column("crates", Integer)
            .with_column("amount", Float),
    ]);
    let profiles = vec![
        values("waters", "brand", &["怡宝", "百岁山", "娃哈哈"]),
        values("drivers", "driver_name", &["陈刚", "周平", "林涛"]),
        values("households", "estate", &["翠湖苑", "金桂园"]),
    ];
    (schema, profiles)
}

#[test]
fn a_container_counted_is_the_column_named_by_it() {
    let setup = water_round();
    let sql = sql_of(&setup, "这个月一共卖了多少箱");
    assert!(sql.contains(r#"SUM("drops"."crates")"#), "{sql}");
    let sql = sql_of(&setup, "陈刚上周卖了多少箱");
    assert!(sql.contains(r#"SUM("drops"."crates")"#), "{sql}");
    assert!(sql.contains(r#""drivers"."driver_name" = '陈刚'"#), "{sql}");
    // (An average said before it averages the count.)
    let sql = sql_of(&setup, "平均每次卖几箱");
    assert!(sql.contains(r#"AVG("drops"."crates")"#), "{sql}");
    assert!(!sql.contains("SUM("), "{sql}");
    // (Near miss: 单 counts the orders themselves, not the crates.)
    let sql = sql_of(&setup, "这个月卖了多少单");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(!sql.contains("crates"), "{sql}");
}

#[test]
fn money_sold_or_asked_per_order_is_the_orders_own() {
    let setup = water_round();
    let sql = sql_of(&setup, "怡宝一共卖了多少钱");
    assert!(sql.contains(r#"SUM("drops"."amount")"#), "{sql}");
    assert!(sql.contains(r#""waters"."brand" = '怡宝'"#), "{sql}");
    // (Money asked per order, 每单, is each order's.)
    let sql = sql_of(&setup, "金桂园平均每单多少钱");
    assert!(sql.contains(r#"AVG("drops"."amount")"#), "{sql}");
    assert!(sql.contains(r#""households"."estate" = '金桂园'"#), "{sql}");
}

#[test]
fn an_ending_under_way_has_not_happened() {
    let setup = (
        sqlite_schema(vec![Table::new("orders")
            .with_key("order_id", Integer)
            .with_column("ordered_at", Timestamp)
            .with_column("delivered_at", Timestamp)]),
        vec![empty_in_places("orders", "delivered_at", 0.1)],
    );
    for q in ["正在配送的订单有多少", "还在配送的订单有几个"] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#""orders"."delivered_at" IS NULL"#),
            "{q}: {sql}"
        );
        assert!(!sql.contains("IS NOT NULL"), "{q}: {sql}");
    }
    // (Near miss: done, it has.)
    let sql = sql_of(&setup, "已经配送的订单有多少");
    assert!(
        sql.contains(r#""orders"."delivered_at" IS NOT NULL"#),
        "{sql}"
    );
}
