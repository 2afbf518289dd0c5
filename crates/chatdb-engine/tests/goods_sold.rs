//! Goods sold through a table of their sales: `ticket_sales` records
//! sales of tickets, dated though it refers to nothing, and its quantity
//! counts the tickets — "how many tickets were sold", 卖了多少张门票 — and
//! each kind of them is its kind column.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn zoo() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![Table::new("ticket_sales")
        .with_key("sale_id", Integer)
        .with_column("sale_date", Date)
        .with_column("ticket_type", Text)
        .with_column("quantity", Integer)
        .with_column("amount", Float)]);
    let profiles = vec![repeated_values(
        "ticket_sales",
        "ticket_type",
        &["成人", "儿童", "老人"],
    )];
    (schema, profiles)
}

#[test]
fn tickets_sold_are_the_quantity_sold() {
    let setup = zoo();
    for q in ["how many tickets were sold this year", "今年卖了多少张门票"] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#"SUM("ticket_sales"."quantity")"#),
            "{q}: {sql}"
        );
        assert!(
            sql.contains(r#""ticket_sales"."sale_date" >="#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn each_kind_of_the_goods_is_their_kind_column() {
    // (The goods' word names the quantity; "each kind" of it grouped by the
    // number at 0.93 before the kind column was taken.)
    let sql = sql_of(&zoo(), "每种门票各卖了多少张");
    assert!(
        sql.contains(r#"GROUP BY "ticket_sales"."ticket_type""#),
        "{sql}"
    );
    assert!(sql.contains(r#"SUM("ticket_sales"."quantity")"#), "{sql}");
}

#[test]
fn the_sales_themselves_are_counted_as_rows() {
    // (Near miss: "ticket sales" are the rows, counted.)
    let sql = sql_of(&zoo(), "how many ticket sales were there this year");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(!sql.contains("SUM("), "{sql}");
}
