//! A scrap-metal yard and a second-hand bike shop, with English names,
//! asked in English and Chinese: a total compared for each of the rows
//! named ("suppliers who delivered more than 100 kg in total", 总订单金额
//! 超过5000的客户) is a condition on their groups; a table's noun in the
//! singular before another noun is the table, not the date its verb
//! names ("average pickup weight"); "most" says how much, never how late;
//! 成交 is a sale (成交量, 成交额); and what is asked of rows ranked by
//! their own rows' amount (成交价最高的车是什么牌子) is shown for them.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn scrap_yard() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("suppliers")
                .with_key("supplier_id", Integer)
                .with_column("supplier_name", Text),
            Table::new("deliveries")
                .with_key("delivery_id", Integer)
                .with_reference("supplier_id", Integer, "suppliers", "supplier_id")
                .with_column("delivered_on", Date)
                .with_column("weight_kg", Float),
            Table::new("customers")
                .with_key("customer_id", Integer)
                .with_column("customer_name", Text),
            Table::new("pickups")
                .with_key("pickup_id", Integer)
                .with_reference("customer_id", Integer, "customers", "customer_id")
                .with_column("picked_up_on", Date)
                .with_column("weight_kg", Float),
        ]),
        vec![],
    )
}

fn bike_shop() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("branches")
                .with_key("branch_id", Integer)
                .with_column("branch_name", Text)
                .with_column("city", Text),
            Table::new("bikes")
                .with_key("bike_id", Integer)
                .with_reference("branch_id", Integer, "branches", "branch_id")
                .with_column("brand", Text)
                .with_column("frame_size", Integer)
                .with_column("list_price", Float),
            Table::new("sales")
                .with_key("sale_id", Integer)
                .with_reference("bike_id", Integer, "bikes", "bike_id")
                .with_column("sold_on", Date)
                .with_column("sale_price", Float),
        ]),
        vec![
            repeated_values("bikes", "brand", &["捷安特", "美利达", "Trek"]),
            repeated_values("branches", "city", &["成都", "重庆"]),
        ],
    )
}

/// Customers and their orders, each with its amount.
fn orders() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("clients")
                .with_key("client_id", Integer)
                .with_column("client_name", Text),
            Table::new("orders")
                .with_key("order_id", Integer)
                .with_reference("client_id", Integer, "clients", "client_id")
                .with_column("ordered_on", Date)
                .with_column("order_amount", Float),
        ]),
        vec![],
    )
}

#[test]
fn a_total_said_with_a_comparison_is_each_named_rows_total() {
    for q in [
        "suppliers who delivered more than 100 kg in total",
        "suppliers whose total delivery weight is over 100",
    ] {
        let sql = sql_of(&scrap_yard(), q);
        assert!(
            sql.contains(r#"HAVING SUM("deliveries"."weight_kg") > 100"#),
            "{q}: {sql}"
        );
        assert!(
            sql.contains(r#"GROUP BY "suppliers"."supplier_name""#),
            "{q}: {sql}"
        );
    }
    for q in ["总订单金额超过5000的客户", "订单金额总共超过5000的客户"] {
        let sql = sql_of(&orders(), q);
        assert!(
            sql.contains(r#"HAVING SUM("orders"."order_amount") > 5000"#),
            "{q}: {sql}"
        );
        assert!(sql.contains(r#""clients"."client_name""#), "{q}: {sql}");
    }
    // (Without a total, each delivery is compared.)
    let sql = sql_of(&scrap_yard(), "deliveries over 50 kg");
    assert!(
        sql.contains(r#"WHERE "deliveries"."weight_kg" > 50"#),
        "{sql}"
    );
    assert!(!sql.contains("HAVING"), "{sql}");
}

#[test]
fn a_tables_noun_before_another_is_the_table_not_its_verbs_date() {
    for q in ["average pickup weight", "average weight per pickup"] {
        let sql = sql_of(&scrap_yard(), q);
        assert!(sql.contains(r#"AVG("pickups"."weight_kg")"#), "{q}: {sql}");
        assert!(!sql.contains("picked_up_on"), "{q}: {sql}");
    }
}

#[test]
fn most_says_how_much_never_how_late() {
    let p = plan(&bike_shop(), "which bike sold for the most");
    assert!(
        p.sql
            .as_deref()
            .is_none_or(|sql| !sql.contains(r#"ORDER BY "sales"."sold_on" DESC"#))
            || p.confidence < 0.7,
        "{:?} at {}",
        p.sql,
        p.confidence
    );
    // (The latest is still a date's.)
    let sql = sql_of(&bike_shop(), "which bike was sold most recently");
    assert!(
        sql.contains(r#"ORDER BY "sales"."sold_on" DESC LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn deals_are_sales() {
    let sql = sql_of(&bike_shop(), "每个城市的成交量");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#"FROM "sales""#), "{sql}");
    assert!(sql.contains(r#"GROUP BY "branches"."city""#), "{sql}");
    let sql = sql_of(&bike_shop(), "今年的成交额");
    assert!(sql.contains(r#"SUM("sales"."sale_price")"#), "{sql}");
}

#[test]
fn what_is_asked_of_rows_ranked_by_their_own_rows_is_shown() {
    for q in ["成交价最高的车是什么牌子", "成交价最高的自行车的品牌"] {
        let sql = sql_of(&bike_shop(), q);
        assert!(sql.starts_with(r#"SELECT "bikes"."brand""#), "{q}: {sql}");
        assert!(sql.contains(r#""bikes"."bike_id""#), "{q}: {sql}");
        assert!(sql.contains("DESC LIMIT 1"), "{q}: {sql}");
    }
}

/// A spa's packages, each with its price.
fn spa() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![Table::new("packages")
            .with_key("package_id", Integer)
            .with_column("package_name", Text)
            .with_column("price", Float)]),
        vec![],
    )
}

#[test]
fn each_row_said_first_in_chinese_keeps_its_own_average() {
    // (每个套餐的 before the average asks it of each package.)
    let sql = sql_of(&spa(), "每个套餐的平均价格");
    assert!(
        sql.contains(r#"GROUP BY "packages"."package_name""#),
        "{sql}"
    );
    // (An average per package is over them all.)
    for q in ["平均每个套餐的价格", "average price per package"] {
        let sql = sql_of(&spa(), q);
        assert!(!sql.contains("GROUP BY"), "{q}: {sql}");
    }
}
