//! A pharmacy chain's sales, a builder's sites, a web shop's returns and
//! a hospital's admissions, the way their analysts ask: what was never
//! sold has no row of the sales (没有卖出过的药, "dishes never sold" over
//! order lines); a dictionary's kind of a table's noun (处方药, a
//! prescription drug) is not every row of it; a job "still in progress"
//! has not ended; 客单价 and "order totals"; the quantity sold (卖了多少个,
//! 销量); 退货 and 品类; a column listed "per" its own rows names them;
//! "admitted more than once" counts the admissions. Each with a near miss.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

/// Every column declared NOT NULL, as the pharmacy's are.
fn not_null(mut schema: Schema) -> Schema {
    for t in &mut schema.tables {
        for c in &mut t.columns {
            c.nullable = false;
        }
    }
    schema
}

fn pharmacy() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("stores")
            .with_key("store_id", Integer)
            .with_column("store_name", Text)
            .with_column("district", Text),
        Table::new("drugs")
            .with_key("drug_id", Integer)
            .with_column("drug_name", Text)
            .with_column("category", Text)
            .with_column("unit_price", Float),
        Table::new("sales")
            .with_key("sale_id", Integer)
            .with_reference("store_id", Integer, "stores", "store_id")
            .with_reference("drug_id", Integer, "drugs", "drug_id")
            .with_column("sold_at", Date)
            .with_column("amount", Float),
    ]);
    (not_null(schema), Vec::new())
}

/// A restaurant's dishes and the lines of its orders: the quantity a line
/// keeps is what was sold.
fn restaurant() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("dishes")
            .with_key("dish_id", Integer)
            .with_column("dish_name", Text)
            .with_column("price", Float),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_column("ordered_at", Date)
            .with_column("total", Float),
        Table::new("order_items")
            .with_key("item_id", Integer)
            .with_reference("order_id", Integer, "orders", "order_id")
            .with_reference("dish_id", Integer, "dishes", "dish_id")
            .with_column("quantity", Integer),
    ]);
    (not_null(schema), Vec::new())
}

#[test]
fn what_was_never_sold_has_no_row_of_the_sales() {
    let not_in_sales = r#""drugs"."drug_id" NOT IN (SELECT "sales"."drug_id" FROM "sales""#;
    for q in ["没有卖出过的药", "从没卖出去过的药"] {
        let sql = sql_of(&pharmacy(), q);
        assert!(sql.contains(not_in_sales), "{q}: {sql}");
    }
    let not_in_lines =
        r#""dishes"."dish_id" NOT IN (SELECT "order_items"."dish_id" FROM "order_items""#;
    for q in [
        "dishes never sold",
        "dishes that have never been sold",
        "没有卖出过的菜",
    ] {
        let sql = sql_of(&restaurant(), q);
        assert!(sql.contains(not_in_lines), "{q}: {sql}");
    }
    // Near miss: sold, not negated, is no absence.
    let p = plan(&restaurant(), "dishes sold");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("NOT IN")),
        "{:?}",
        p.sql
    );
}

#[test]
fn a_kind_of_the_rows_is_not_all_of_them() {
    // 处方药 is a prescription drug: not every drug counted.
    doubted(&pharmacy(), "处方药有多少种");
    // Near miss: the noun itself counts them all.
    let sql = sql_of(&pharmacy(), "药品有多少种");
    assert!(sql.contains(r#"COUNT(*)"#), "{sql}");
    assert!(!sql.contains("WHERE"), "{sql}");
}

#[test]
fn a_job_still_in_progress_has_not_ended() {
    let mut sites = Table::new("sites")
        .with_key("site_id", Integer)
        .with_column("site_name", Text)
        .with_column("city", Text)
        .with_column("started_on", Date)
        .with_column("finished_on", Date);
    for c in &mut sites.columns {
        c.nullable = c.name == "finished_on";
    }
    let setup = (
        sqlite_schema(vec![sites]),
        vec![empty_in_places("sites", "finished_on", 0.4)],
    );
    for q in ["how many sites are still in progress", "sites underway"] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#""sites"."finished_on" IS NULL"#),
            "{q}: {sql}"
        );
    }
    // Near miss: "progress" said otherwise is no state.
    doubted(&setup, "progress of each site");
}

#[test]
fn an_orders_total_and_what_an_order_brings_on_average() {
    let setup = restaurant();
    // 客单价: what an order brings on average — of the orders' money.
    for q in ["客单价", "平均客单价", "上个月的客单价"] {
        let sql = sql_of(&setup, q);
        assert!(sql.contains(r#"AVG("orders"."total")"#), "{q}: {sql}");
    }
    // "order totals": the orders' money, added up per month.
    let sql = sql_of(&setup, "monthly order totals this year");
    assert!(sql.contains(r#"SUM("orders"."total")"#), "{sql}");
    assert!(sql.contains("GROUP BY"), "{sql}");
    // Near miss: with two tables of orders keeping money, 客单价 names
    // neither.
    let mut two = restaurant();
    two.0.tables.push(
        Table::new("takeaway_orders")
            .with_key("takeaway_id", Integer)
            .with_column("ordered_at", Date)
            .with_column("total", Float),
    );
    doubted(&two, "客单价");
}

/// A bakery's batches keep what was baked and what was sold of each.
fn bakery() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("shops")
            .with_key("shop_id", Integer)
            .with_column("shop_name", Text),
        Table::new("products")
            .with_key("product_id", Integer)
            .with_column("product_name", Text)
            .with_column("category", Text),
        Table::new("batches")
            .with_key("batch_id", Integer)
            .with_reference("shop_id", Integer, "shops", "shop_id")
            .with_reference("product_id", Integer, "products", "product_id")
            .with_column("baked_on", Date)
            .with_column("qty_baked", Integer)
            .with_column("qty_sold", Integer),
    ]);
    (
        not_null(schema),
        vec![repeated_values("products", "category", &["bread", "cake"])],
    )
}

#[test]
fn what_was_sold_is_the_quantity_named_sold() {
    let setup = bakery();
    let sql = sql_of(&setup, "卖得最好的产品");
    assert!(
        sql.contains(r#"ORDER BY SUM("batches"."qty_sold") DESC LIMIT 1"#),
        "{sql}"
    );
    for q in ["上个月卖了多少个面包", "每家店卖了多少个"] {
        let sql = sql_of(&setup, q);
        assert!(sql.contains(r#"SUM("batches"."qty_sold")"#), "{q}: {sql}");
    }
    // Near miss: 卖了多少钱 asks money, which no column here keeps.
    doubted(&setup, "上个月卖了多少钱");
}

/// A web shop whose order lines are returned.
fn webshop() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("products")
            .with_key("product_id", Integer)
            .with_column("product_name", Text)
            .with_column("category", Text)
            .with_column("price", Float),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_column("order_date", Date),
        Table::new("order_lines")
            .with_key("line_id", Integer)
            .with_reference("order_id", Integer, "orders", "order_id")
            .with_reference("product_id", Integer, "products", "product_id")
            .with_column("quantity", Integer)
            .with_column("line_amount", Float),
        Table::new("returns")
            .with_key("return_id", Integer)
            .with_reference("line_id", Integer, "order_lines", "line_id")
            .with_column("returned_on", Date)
            .with_column("reason", Text),
    ]);
    (not_null(schema), Vec::new())
}

#[test]
fn returns_categories_and_the_volume_sold_said_in_chinese() {
    let setup = webshop();
    // 退货 are the returns, 品类 a category, 销量 the quantity sold.
    let sql = sql_of(&setup, "退货原因分布");
    assert!(sql.contains(r#"GROUP BY "returns"."reason""#), "{sql}");
    let sql = sql_of(&setup, "每个品类有几个商品");
    assert!(sql.contains(r#"GROUP BY "products"."category""#), "{sql}");
    let sql = sql_of(&setup, "每个商品的销量");
    assert!(sql.contains(r#"SUM("order_lines"."quantity")"#), "{sql}");
    // Near miss: 销售额 is the money, not the volume.
    let sql = sql_of(&setup, "每个商品的销售额");
    assert!(sql.contains(r#"SUM("order_lines"."line_amount")"#), "{sql}");
}

#[test]
fn a_column_listed_per_its_own_row_names_the_rows() {
    let setup = (
        sqlite_schema(vec![Table::new("wards")
            .with_key("ward_id", Integer)
            .with_column("ward_name", Text)
            .with_column("floor", Integer)
            .with_column("beds", Integer)]),
        Vec::new(),
    );
    let sql = sql_of(&setup, "beds per ward");
    assert!(
        sql.contains(r#"SELECT "wards"."ward_name", "wards"."beds" FROM "wards""#),
        "{sql}"
    );
    // Near miss: "of each" lists the column alone, as Spider's golds do.
    let sql = sql_of(&setup, "floor of each ward");
    assert!(sql.contains(r#"SELECT "wards"."floor" FROM"#), "{sql}");
}

#[test]
fn an_event_said_more_than_once_counts_its_rows() {
    let setup = (
        not_null(sqlite_schema(vec![
            Table::new("patients")
                .with_key("patient_id", Integer)
                .with_column("full_name", Text),
            Table::new("admissions")
                .with_key("admission_id", Integer)
                .with_reference("patient_id", Integer, "patients", "patient_id")
                .with_column("admitted_on", Date),
        ])),
        Vec::new(),
    );
    let sql = sql_of(&setup, "patients admitted more than once");
    assert!(sql.contains("HAVING COUNT(*) > 1"), "{sql}");
    let sql = sql_of(&setup, "patients admitted more than 2 times");
    assert!(sql.contains("HAVING COUNT(*) > 2"), "{sql}");
    // Near miss: a date compared to a number is no count of rows.
    doubted(&setup, "patients admitted more than 2");
}

#[test]
fn a_stay_not_yet_ended_is_current() {
    let mut admissions = Table::new("admissions")
        .with_key("admission_id", Integer)
        .with_reference("patient_id", Integer, "patients", "patient_id")
        .with_column("admitted_on", Date)
        .with_column("discharged_on", Date);
    for c in &mut admissions.columns {
        c.nullable = c.name == "discharged_on";
    }
    let setup = (
        sqlite_schema(vec![
            Table::new("patients")
                .with_key("patient_id", Integer)
                .with_column("full_name", Text),
            admissions,
        ]),
        vec![empty_in_places("admissions", "discharged_on", 0.1)],
    );
    for q in [
        "how many patients are currently admitted",
        "how many admissions are still open",
    ] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#""admissions"."discharged_on" IS NULL"#),
            "{q}: {sql}"
        );
    }
    // Near miss: the discharges of a month are no open stays.
    let sql = sql_of(&setup, "how many admissions were discharged last month");
    assert!(!sql.contains("IS NULL"), "{sql}");
}
