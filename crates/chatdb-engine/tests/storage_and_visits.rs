//! A self-storage business asked in English and a piano-tuning service
//! asked in Chinese, both with English names: "how much" asked of rows
//! held by a value is their money ("how much was paid by card"), and of
//! rows that keep none, with a verb of paying, the money of the rows
//! referring to them ("how much has each client paid") — never a count of
//! the values of a column; a stored
//! value right before the name of its column is that column's value, not
//! a period's grain ("renters on quarterly billing"); the business's
//! orders (订单, 单) are its one dated table of rows each sold at a price;
//! a grain word ends where the question's words end (每个月销量); a verb
//! before the rows counted is what their doers did, never a region's nor
//! a handing back (哪个地区退货的订单最多); a layer's average said with 平均
//! is that metric (平均客单价), and 多少 right before one asks how much of
//! it (金卡会员有多少销售额); 叫什么名字 asks the rows' name; any classifier
//! after 几 counts the rows counted (有几套).

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn self_storage() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("renters")
                .with_key("renter_id", Integer)
                .with_column("renter_name", Text)
                .with_column("billing", Text),
            Table::new("units")
                .with_key("unit_id", Integer)
                .with_column("unit_code", Text)
                .with_column("size_sqm", Float),
            Table::new("rentals")
                .with_key("rental_id", Integer)
                .with_reference("unit_id", Integer, "units", "unit_id")
                .with_reference("renter_id", Integer, "renters", "renter_id")
                .with_column("started_on", Date)
                .with_column("fee", Float)
                .with_column("paid_by", Text),
        ]),
        vec![
            TableProfile::new(
                "renters",
                100,
                vec![
                    ColumnProfile::of_values("billing", &["monthly", "quarterly"]),
                    ColumnProfile::of_values("renter_name", &["Ann Lee", "Bo Chan"]),
                ],
            ),
            repeated_values("rentals", "paid_by", &["card", "cash", "transfer"]),
        ],
    )
}

#[test]
fn how_much_of_rows_held_by_a_value_is_their_money() {
    for q in [
        "how much was paid by card",
        "how much was paid by card this year",
    ] {
        let sql = sql_of(&self_storage(), q);
        assert!(sql.contains(r#"SUM("rentals"."fee")"#), "{q}: {sql}");
        assert!(
            sql.contains(r#""rentals"."paid_by" = 'card'"#),
            "{q}: {sql}"
        );
    }
    // (Units keep no money of their own: "how much" of them is no amount
    // to guess.)
    doubted(&self_storage(), "how much is unit A12");
}

#[test]
fn how_much_paid_by_rows_that_keep_no_money_is_their_rows_money() {
    let sql = sql_of(&tuning_service(), "how much has each client paid");
    assert!(sql.contains(r#"SUM("visits"."price")"#), "{sql}");
    assert!(sql.contains(r#"GROUP BY "clients"."client_name""#), "{sql}");
    let sql = sql_of(&tuning_service(), "how much did Wang Fang pay this year");
    assert!(sql.contains(r#"SUM("visits"."price")"#), "{sql}");
    assert!(
        sql.contains(r#""clients"."client_name" = 'Wang Fang'"#),
        "{sql}"
    );
    assert!(sql.contains(r#""visits"."visit_date" >= "#), "{sql}");
    // ("paid" said of a `paid_by` column: "how much" never counts the
    // methods each renter paid by.)
    doubted(&self_storage(), "how much has each renter paid");
}

#[test]
fn a_value_before_the_name_of_its_column_is_no_grain() {
    let sql = sql_of(&self_storage(), "how many renters are on quarterly billing");
    assert!(
        sql.contains(r#""renters"."billing" = 'quarterly'"#),
        "{sql}"
    );
    assert!(!sql.contains("strftime"), "{sql}");
    // (Said before another noun, it is still the grain.)
    let sql = sql_of(&self_storage(), "quarterly fees");
    assert!(sql.contains("GROUP BY"), "{sql}");
    assert!(!sql.contains("billing"), "{sql}");
}

fn tuning_service() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("tuners")
                .with_key("tuner_id", Integer)
                .with_column("tuner_name", Text),
            Table::new("clients")
                .with_key("client_id", Integer)
                .with_column("client_name", Text)
                .with_column("city", Text),
            Table::new("visits")
                .with_key("visit_id", Integer)
                .with_reference("client_id", Integer, "clients", "client_id")
                .with_reference("tuner_id", Integer, "tuners", "tuner_id")
                .with_column("visit_date", Date)
                .with_column("price", Float)
                .with_column("status", Text),
        ]),
        vec![
            values("clients", "client_name", &["Wang Fang", "Li Lei"]),
            repeated_values("visits", "status", &["已完成", "已取消"]),
        ],
    )
}

#[test]
fn the_orders_are_the_one_dated_table_sold_at_a_price() {
    let sql = sql_of(&tuning_service(), "取消的订单有几个");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#""visits"."status" = '已取消'"#), "{sql}");
    let sql = sql_of(&tuning_service(), "每个月的订单数");
    assert!(
        sql.contains(r#"strftime('%Y-%m', "visits"."visit_date")"#),
        "{sql}"
    );
    assert!(sql.contains("COUNT(*)"), "{sql}");
    let sql = sql_of(&tuning_service(), "平均每单多少钱");
    assert!(sql.contains(r#"AVG("visits"."price")"#), "{sql}");
}

#[test]
fn two_tables_sold_at_a_price_leave_the_orders_unsaid() {
    let mut setup = tuning_service();
    setup.0.tables.push(
        Table::new("lessons")
            .with_key("lesson_id", Integer)
            .with_reference("client_id", Integer, "clients", "client_id")
            .with_column("lesson_date", Date)
            .with_column("price", Float),
    );
    doubted(&setup, "每个月的订单数");
}

#[test]
fn a_grain_ends_where_the_questions_words_end() {
    let stall = (
        sqlite_schema(vec![Table::new("sales")
            .with_key("sale_id", Integer)
            .with_column("sold_on", Date)
            .with_column("quantity", Integer)
            .with_column("amount", Float)]),
        Vec::new(),
    );
    // (每个 | 月 | 销量: jieba alone glues 月销量, "monthly sales volume".)
    for q in ["每个月销量", "每个月销售量"] {
        let sql = sql_of(&stall, q);
        assert!(
            sql.contains(r#"strftime('%Y-%m', "sales"."sold_on")"#),
            "{q}: {sql}"
        );
        assert!(sql.contains(r#"SUM("sales"."quantity")"#), "{q}: {sql}");
    }
}

fn shop() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("regions")
                .with_key("region_id", Integer)
                .with_column("region_name", Text),
            Table::new("stores")
                .with_key("store_id", Integer)
                .with_column("store_name", Text)
                .with_reference("region_id", Integer, "regions", "region_id"),
            Table::new("customers")
                .with_key("customer_id", Integer)
                .with_column("customer_name", Text)
                .with_column("gender", Text)
                .with_column("member_level", Text),
            Table::new("orders")
                .with_key("order_id", Integer)
                .with_reference("store_id", Integer, "stores", "store_id")
                .with_reference("customer_id", Integer, "customers", "customer_id")
                .with_column("order_date", Date)
                .with_column("total_amount", Float),
        ]),
        vec![
            values("regions", "region_name", &["华东", "华南"]),
            values("customers", "member_level", &["普通", "金卡"]),
        ],
    )
}

#[test]
fn a_verb_before_the_rows_counted_is_what_their_doers_did() {
    let sql = sql_of(&shop(), "哪个客户下的订单最多");
    assert!(sql.contains(r#""customers"."customer_name""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    // (A region does nothing: the verb says which orders. So does a verb
    // of handing back, whoever the ranked are.)
    doubted(&shop(), "哪个地区退货的订单最多");
    doubted(&shop(), "哪个门店退货的订单最多");
}

/// The SQL of `question` on the shop with a layer of `yaml`.
fn with_layer(yaml: &str, question: &str) -> String {
    let setup = shop();
    let layer = chatdb_knowledge::SemanticLayer::parse(yaml, "shop.yaml", Some(&setup.0))
        .expect("valid layer");
    let p = plan_with(&setup, Some(&layer), question);
    p.sql
        .unwrap_or_else(|| panic!("{question}: {:?}", p.abstain_reason))
}

#[test]
fn a_layers_average_said_with_average_is_that_metric() {
    let yaml = "
metrics:
  - id: aov
    name: 客单价
    synonyms: [客单价]
    table: orders
    expression: AVG(orders.total_amount)
";
    for q in ["平均客单价", "每个门店的平均客单价"] {
        let sql = with_layer(yaml, q);
        assert!(sql.contains(r#"AS "客单价""#), "{q}: {sql}");
    }
}

#[test]
fn how_much_right_before_a_metric_asks_that_metric() {
    let yaml = "
tables:
  customers: {synonyms: [客户, 会员]}
metrics:
  - id: sales
    name: 销售额
    synonyms: [销售额]
    table: orders
    expression: SUM(orders.total_amount)
";
    for q in ["金卡会员有多少销售额", "金卡会员贡献了多少销售额"] {
        let sql = with_layer(yaml, q);
        assert!(sql.contains(r#"AS "销售额""#), "{q}: {sql}");
        assert!(!sql.contains("COUNT"), "{q}: {sql}");
        assert!(
            sql.contains(r#""customers"."member_level" = '金卡'"#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_name_asked_after_what_is_the_rows_name() {
    let sql = sql_of(&shop(), "订单最多的客户叫什么名字");
    assert!(sql.contains(r#""customers"."customer_name""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
}

#[test]
fn any_classifier_after_how_many_counts_the_rows() {
    let flats = (
        sqlite_schema(vec![Table::new("houses")
            .with_key("house_id", Integer)
            .with_column("address", Text)
            .with_column("bedrooms", Integer)]),
        Vec::new(),
    );
    let sql = sql_of(&flats, "卧室超过2间的房屋有几套");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#""houses"."bedrooms" > 2"#), "{sql}");
}
