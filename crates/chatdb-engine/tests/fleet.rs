//! A vehicle fleet's trips asked in Chinese over English names, and a
//! coffee chain's purchases in English: a Chinese unit of measure (公里)
//! asks the one column kept in it (`distance_km`); 油费 is the fuel cost
//! and 行程 a trip; rows that refer to another table are without it where
//! the reference is empty ("purchases without a member"). Each with a
//! near miss.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn fleet() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("vehicles")
            .with_key("vehicle_id", Integer)
            .with_column("plate", Text)
            .with_column("vehicle_type", Text)
            .with_column("mileage", Integer),
        Table::new("drivers")
            .with_key("driver_id", Integer)
            .with_column("name", Text),
        Table::new("trips")
            .with_key("trip_id", Integer)
            .with_reference("vehicle_id", Integer, "vehicles", "vehicle_id")
            .with_reference("driver_id", Integer, "drivers", "driver_id")
            .with_column("started_at", Date)
            .with_column("distance_km", Float)
            .with_column("fuel_cost", Float),
    ]);
    (schema, Vec::new())
}

#[test]
fn a_chinese_unit_asks_the_column_kept_in_it() {
    let setup = fleet();
    let sql = sql_of(&setup, "上个月跑了多少公里");
    assert!(sql.contains(r#"SUM("trips"."distance_km")"#), "{sql}");
    assert!(
        sql.contains(r#""trips"."started_at" >= '2026-10-01'"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "每个司机跑了多少公里");
    assert!(sql.contains(r#"GROUP BY "drivers"."name""#), "{sql}");
    // Near miss: no column is kept in kilograms.
    doubted(&setup, "上个月运了多少公斤");
}

#[test]
fn fuel_cost_and_trips_said_in_chinese() {
    let setup = fleet();
    let sql = sql_of(&setup, "油费最高的司机");
    assert!(
        sql.contains(r#"ORDER BY SUM("trips"."fuel_cost") DESC LIMIT 1"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "每个司机的行程数");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#"FROM "trips""#), "{sql}");
    // Near miss: a vehicle's mileage is its own, not the trips' distance.
    let sql = sql_of(&setup, "里程最高的车辆");
    assert!(
        sql.contains(r#"ORDER BY "vehicles"."mileage" DESC"#),
        "{sql}"
    );
}

#[test]
fn rows_without_what_they_refer_to_have_an_empty_reference() {
    let mut purchases = Table::new("purchases")
        .with_key("purchase_id", Integer)
        .with_reference("member_id", Integer, "members", "member_id")
        .with_column("bought_at", Date)
        .with_column("amount", Float);
    for c in &mut purchases.columns {
        c.nullable = c.name == "member_id";
    }
    let setup = (
        sqlite_schema(vec![
            Table::new("members")
                .with_key("member_id", Integer)
                .with_column("member_name", Text),
            purchases,
        ]),
        Vec::new(),
    );
    let sql = sql_of(&setup, "how many purchases were made without a member");
    assert!(sql.contains(r#""purchases"."member_id" IS NULL"#), "{sql}");
    // Near miss: members without purchases have no row referring to them.
    let sql = sql_of(&setup, "members who have never bought anything");
    assert!(
        sql.contains(r#""members"."member_id" NOT IN (SELECT "purchases"."member_id""#),
        "{sql}"
    );
}

#[test]
fn a_misspelt_name_word_is_still_found() {
    let setup = fleet();
    // "distnce": no English word, one letter off distance.
    let sql = sql_of(&setup, "total distnce of all trips");
    assert!(sql.contains(r#"SUM("trips"."distance_km")"#), "{sql}");
    let sql = sql_of(&setup, "how many tirps last month");
    assert!(sql.contains(r#"FROM "trips""#), "{sql}");
    // Near miss: a word two letters off is no misspelling of it.
    doubted(&setup, "total dstnc of all trips");
}

#[test]
fn the_tables_own_chinese_name_names_all_its_rows() {
    let setup = (
        fleet().0,
        vec![repeated_values(
            "vehicles",
            "vehicle_type",
            &["car", "truck", "van"],
        )],
    );
    // 车辆 is the vehicles' own name, and a dictionary word for 'car'.
    let sql = sql_of(&setup, "车辆有多少");
    assert!(!sql.contains("WHERE"), "{sql}");
    // Near miss: the value written as stored is that value.
    let sql = sql_of(&setup, "car类型的车辆有多少");
    assert!(
        sql.contains(r#""vehicles"."vehicle_type" = 'car'"#),
        "{sql}"
    );
}

#[test]
fn a_modifier_on_the_noun_of_rows_kept_in_kinds_says_a_kind() {
    let setup = fleet();
    // 轿车 (glossed "limousine", no word of the vehicles') is guessed by
    // its head 车: where vehicles are kept by type it says a kind of them,
    // not all of them — the engine says it cannot tell.
    doubted(&setup, "轿车有几辆");
    // Near miss: the vehicles counted with their classifier are all of them.
    let sql = sql_of(&setup, "一共有多少辆车");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(!sql.contains("WHERE"), "{sql}");
    // Near miss: 商品 is glossed "goods" as 产品 is — the products
    // themselves, though they are kept by category.
    let products = (
        sqlite_schema(vec![Table::new("products")
            .with_key("product_id", Integer)
            .with_column("product_name", Text)
            .with_column("category", Text)
            .with_column("price", Float)]),
        Vec::new(),
    );
    let sql = sql_of(&products, "一共有多少个商品");
    assert!(sql.contains(r#"FROM "products""#), "{sql}");
    assert!(!sql.contains("WHERE"), "{sql}");
}

#[test]
fn a_kind_every_stored_name_says_is_all_the_rows() {
    // 加油站 is a kind of station to the dictionary; where every station's
    // stored name ends in it, it names them all.
    let stations = Table::new("stations")
        .with_key("station_id", Integer)
        .with_column("station_name", Text)
        .with_column("city", Text);
    let named = |names: &[&str]| {
        (
            sqlite_schema(vec![stations.clone()]),
            vec![values("stations", "station_name", names)],
        )
    };
    let setup = named(&[
        "中山路加油站",
        "江北加油站",
        "新区加油站",
        "湖滨加油站",
        "高新加油站",
    ]);
    let sql = sql_of(&setup, "一共有几个加油站");
    assert_eq!(sql, r#"SELECT COUNT(*) AS "count" FROM "stations""#);
    // Near miss: where the names do not all say so, it is a kind of them.
    let setup = named(&[
        "中山路加油站",
        "江北充电站",
        "新区加油站",
        "湖滨充电站",
        "高新加油站",
    ]);
    doubted(&setup, "一共有几个加油站");
}

#[test]
fn a_chinese_unit_of_volume_asks_the_column_kept_in_it() {
    let setup = (
        sqlite_schema(vec![
            Table::new("stations")
                .with_key("station_id", Integer)
                .with_column("station_name", Text),
            Table::new("fuel_sales")
                .with_key("sale_id", Integer)
                .with_reference("station_id", Integer, "stations", "station_id")
                .with_column("sold_at", Date)
                .with_column("liters", Float)
                .with_column("amount", Float),
        ]),
        Vec::new(),
    );
    let sql = sql_of(&setup, "今年卖出多少升");
    assert!(sql.contains(r#"SUM("fuel_sales"."liters")"#), "{sql}");
    // Near miss: no column is kept in kilometres.
    doubted(&setup, "今年卖出多少公里");
}

#[test]
fn a_stored_number_said_after_its_column_or_with_hao_is_that_value() {
    let setup = (
        sqlite_schema(vec![Table::new("fuel_sales")
            .with_key("sale_id", Integer)
            .with_column("sold_at", Date)
            .with_column("grade", Text)
            .with_column("liters", Float)
            .with_column("amount", Float)]),
        vec![repeated_values(
            "fuel_sales",
            "grade",
            &["92", "95", "98", "diesel"],
        )],
    );
    let sql = sql_of(&setup, "total amount of grade 98");
    assert!(sql.contains(r#""fuel_sales"."grade" = '98'"#), "{sql}");
    let sql = sql_of(&setup, "今年95号的销售额");
    assert!(sql.contains(r#""fuel_sales"."grade" = '95'"#), "{sql}");
    // Near miss: a number compared with an amount is no stored grade.
    let sql = sql_of(&setup, "how many sales with an amount over 95");
    assert!(sql.contains(r#""fuel_sales"."amount" > 95"#), "{sql}");
    assert!(!sql.contains("grade"), "{sql}");
}

#[test]
fn an_amount_of_the_rows_is_not_the_rows() {
    // 额 says an amount: 汽油的销售额 is money of sales (of petrol, which
    // nothing here keeps), never how many fuel sales there were.
    let setup = (
        sqlite_schema(vec![Table::new("fuel_sales")
            .with_key("sale_id", Integer)
            .with_column("sold_at", Date)
            .with_column("amount", Float)]),
        Vec::new(),
    );
    let p = plan(&setup, "今年汽油的销售额");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("COUNT(*)")),
        "{:?}",
        p.sql
    );
    // Near miss: the fuel sales counted, said so.
    let sql = sql_of(&setup, "今年有多少笔燃油销售");
    assert!(sql.contains("COUNT(*)"), "{sql}");
}
