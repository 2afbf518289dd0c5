//! A ski resort asked in English and an optician chain with English names
//! asked in Chinese: money taken kept at two grains (an order's total and
//! its lines' amounts) is the revenue either way, the grouping choosing;
//! takings compared of rows named are each one's total; a category of the
//! rows an amount's rows belong to ranks by their total; a value said last
//! after 的 heads the phrase; 副 counts goods; "nobody", "took" and
//! "bought". Each with a near miss.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn optician() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("stores")
            .with_key("store_id", Integer)
            .with_column("store_name", Text)
            .with_column("city", Text),
        Table::new("products")
            .with_key("product_id", Integer)
            .with_column("product_name", Text)
            .with_column("category", Text)
            .with_column("brand", Text)
            .with_column("price", Float),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("store_id", Integer, "stores", "store_id")
            .with_column("order_date", Date)
            .with_column("total_amount", Float),
        Table::new("order_items")
            .with_key("item_id", Integer)
            .with_reference("order_id", Integer, "orders", "order_id")
            .with_reference("product_id", Integer, "products", "product_id")
            .with_column("quantity", Integer)
            .with_column("amount", Float),
    ]);
    let mut products = repeated_values("products", "category", &["镜框", "镜片", "太阳镜"]);
    products
        .columns
        .extend(repeated_values("products", "brand", &["雷朋", "蔡司", "暴龙"]).columns);
    let profiles = vec![
        products,
        repeated_values("stores", "city", &["上海", "北京", "杭州"]),
    ];
    (schema, profiles)
}

#[test]
fn revenue_kept_by_orders_and_their_lines_is_read_at_the_grain_asked() {
    let setup = optician();
    for q in ["去年的总销售额", "total revenue last year"] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#"SUM("orders"."total_amount")"#),
            "{q}: {sql}"
        );
        assert!(!sql.contains("order_items"), "{q}: {sql}");
    }
    let sql = sql_of(&setup, "每个城市的营业额");
    assert!(sql.contains(r#"SUM("orders"."total_amount")"#), "{sql}");
    assert!(sql.contains(r#"GROUP BY "stores"."city""#), "{sql}");
    // A brand is reached only through the lines: their amount.
    let sql = sql_of(&setup, "revenue by brand");
    assert!(sql.contains(r#"SUM("order_items"."amount")"#), "{sql}");
    assert!(sql.contains(r#"GROUP BY "products"."brand""#), "{sql}");
}

#[test]
fn money_taken_by_unrelated_tables_names_no_revenue() {
    // Near miss: two tables taking money, neither the other's lines —
    // which one is revenue is not for us to pick.
    let setup = (
        sqlite_schema(vec![
            Table::new("ticket_sales")
                .with_key("sale_id", Integer)
                .with_column("sold_at", Timestamp)
                .with_column("amount", Float),
            Table::new("shop_sales")
                .with_key("sale_id", Integer)
                .with_column("sold_at", Timestamp)
                .with_column("amount", Float),
        ]),
        Vec::new(),
    );
    doubted(&setup, "总收入是多少");
}

#[test]
fn takings_compared_of_rows_named_are_each_ones_total() {
    let setup = optician();
    for q in [
        "销售额超过200万的门店",
        "stores with revenue over 2 million",
    ] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#"GROUP BY "stores"."store_name""#),
            "{q}: {sql}"
        );
        assert!(
            sql.contains(r#"HAVING SUM("orders"."total_amount") > 2000000"#)
                || sql.contains("HAVING\n  SUM(\"orders\".\"total_amount\") > 2000000"),
            "{q}: {sql}"
        );
    }
    // Near miss: one order over an amount is a condition on the orders.
    let sql = sql_of(&setup, "stores with an order over 10000");
    assert!(!sql.contains("HAVING"), "{sql}");
    assert!(sql.contains(r#""orders"."total_amount" > 10000"#), "{sql}");
}

#[test]
fn a_category_of_the_rows_an_amount_belongs_to_ranks_by_their_total() {
    let setup = optician();
    let sql = sql_of(&setup, "哪个城市的营业额最高");
    assert!(sql.contains(r#"GROUP BY "stores"."city""#), "{sql}");
    assert!(
        sql.contains(r#"ORDER BY SUM("orders"."total_amount") DESC LIMIT 1"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "哪个品牌的销售额最高");
    assert!(sql.contains(r#"GROUP BY "products"."brand""#), "{sql}");
    assert!(
        sql.contains(r#"ORDER BY SUM("order_items"."amount") DESC LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn a_value_said_last_after_de_heads_the_phrase() {
    let setup = optician();
    let sql = sql_of(&setup, "销量最高的镜框");
    assert!(
        sql.contains(r#"GROUP BY "products"."product_name""#),
        "{sql}"
    );
    assert!(sql.contains(r#""products"."category" = '镜框'"#), "{sql}");
    assert!(
        sql.contains(r#"ORDER BY SUM("order_items"."quantity") DESC LIMIT 1"#),
        "{sql}"
    );
    // Near miss: the value's rows' own column orders them, one by one.
    let sql = sql_of(&setup, "价格最高的镜框");
    assert!(
        sql.contains(r#"ORDER BY "products"."price" DESC LIMIT 1"#),
        "{sql}"
    );
    assert!(!sql.contains("GROUP BY"), "{sql}");
}

#[test]
fn a_classifier_of_goods_counts_the_quantity_sold() {
    let setup = optician();
    let sql = sql_of(&setup, "今年卖了多少副太阳镜");
    assert!(sql.contains(r#"SUM("order_items"."quantity")"#), "{sql}");
    assert!(sql.contains(r#""products"."category" = '太阳镜'"#), "{sql}");
    assert!(
        sql.contains(r#""orders"."order_date" >= '2026-01-01'"#),
        "{sql}"
    );
}

fn ski() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("lifts")
            .with_key("lift_id", Integer)
            .with_column("lift_name", Text)
            .with_column("lift_type", Text),
        Table::new("guests")
            .with_key("guest_id", Integer)
            .with_column("full_name", Text)
            .with_column("country", Text),
        Table::new("passes")
            .with_key("pass_id", Integer)
            .with_reference("guest_id", Integer, "guests", "guest_id")
            .with_column("pass_type", Text)
            .with_column("price", Float)
            .with_column("purchased_on", Date),
        Table::new("lift_rides")
            .with_key("ride_id", Integer)
            .with_reference("pass_id", Integer, "passes", "pass_id")
            .with_reference("lift_id", Integer, "lifts", "lift_id")
            .with_column("ridden_at", Timestamp),
    ]);
    let profiles = vec![repeated_values(
        "guests",
        "country",
        &["Germany", "France", "Italy"],
    )];
    (schema, profiles)
}

#[test]
fn nobody_says_no_row_at_all() {
    let setup = ski();
    let sql = sql_of(&setup, "lifts nobody has ridden");
    assert!(
        sql.contains(r#""lifts"."lift_id" NOT IN (SELECT "lift_rides"."lift_id""#),
        "{sql}"
    );
}

#[test]
fn a_category_of_the_rows_counted_groups_a_top_n() {
    let setup = ski();
    let sql = sql_of(&setup, "top 3 countries by number of guests");
    assert!(sql.contains(r#"GROUP BY "guests"."country""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 3"), "{sql}");
    // Near miss: rows named by their name are counted on other rows.
    let sql = sql_of(&setup, "top 5 guests by number of passes");
    assert!(sql.contains(r#"JOIN "guests""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 5"), "{sql}");
}

#[test]
fn buying_is_purchasing_and_taking_rides_is_having_them() {
    let setup = ski();
    let sql = sql_of(&setup, "guests who bought more than 20 passes");
    assert!(sql.contains("HAVING"), "{sql}");
    assert!(sql.contains("COUNT(*) > 20"), "{sql}");
    let sql = sql_of(&setup, "how many passes were bought this year");
    assert!(
        sql.contains(r#""passes"."purchased_on" >= '2026-01-01'"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "which guest took the most rides");
    assert!(sql.contains(r#"JOIN "lift_rides""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
}

#[test]
fn fen_lei_is_a_category() {
    // 分类, "a classification", names a category column as 类别 does.
    let setup = optician();
    let sql = sql_of(&setup, "每个分类的销量");
    assert!(sql.contains(r#"GROUP BY "products"."category""#), "{sql}");
    assert!(sql.contains(r#"SUM("order_items"."quantity")"#), "{sql}");
}
