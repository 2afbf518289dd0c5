//! A used-car dealer's sales asked in Chinese over English names, and a
//! veterinary practice's pets asked in English, the way their analysts
//! ask: a plural of persons names its table in Chinese (`salespeople`,
//! 销售员); what a seller achieves (业绩) is the total of their sales,
//! even of a price; where nothing keeps a quantity sold, how well a thing
//! sells is how many sales it has (卖得最多); a car's make is its brand
//! (品牌); a superlative said of a kind of rows ("the oldest cat") ranks
//! those rows; a phone is said as a "phone number". Each with a near
//! miss.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn dealer() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("salespeople")
            .with_key("salesperson_id", Integer)
            .with_column("name", Text)
            .with_column("branch", Text),
        Table::new("cars")
            .with_key("car_id", Integer)
            .with_column("make", Text)
            .with_column("model", Text)
            .with_column("color", Text)
            .with_column("list_price", Float),
        Table::new("sales")
            .with_key("sale_id", Integer)
            .with_reference("car_id", Integer, "cars", "car_id")
            .with_reference("salesperson_id", Integer, "salespeople", "salesperson_id")
            .with_column("sold_on", Date)
            .with_column("sale_price", Float),
    ]);
    let profiles = vec![
        repeated_values("salespeople", "branch", &["Beijing North", "Chengdu"]),
        repeated_values("cars", "make", &["Toyota", "Honda", "BYD"]),
        repeated_values("cars", "color", &["white", "black", "red"]),
    ];
    (schema, profiles)
}

#[test]
fn a_plural_of_persons_names_its_table_in_chinese() {
    let setup = dealer();
    // salespeople is the plural of salesperson: 销售员 names it.
    let sql = sql_of(&setup, "每个分店有几个销售员");
    assert!(sql.contains(r#"GROUP BY "salespeople"."branch""#), "{sql}");
    let sql = sql_of(&setup, "每个销售员的销售额");
    assert!(sql.contains(r#"SUM("sales"."sale_price")"#), "{sql}");
    assert!(sql.contains(r#""salespeople"."name""#), "{sql}");
}

#[test]
fn what_a_seller_achieves_is_the_total_of_their_sales() {
    let setup = dealer();
    let sql = sql_of(&setup, "业绩最好的销售员是谁");
    assert!(
        sql.contains(r#"ORDER BY SUM("sales"."sale_price") DESC LIMIT 1"#),
        "{sql}"
    );
    // Near miss: a price said as such is each sale's, averaged.
    let sql = sql_of(&setup, "成交价最高的销售员");
    assert!(sql.contains(r#"AVG("sales"."sale_price")"#), "{sql}");
}

#[test]
fn a_car_sells_as_often_as_it_has_sales_and_its_make_is_its_brand() {
    let setup = dealer();
    let sql = sql_of(&setup, "哪个品牌卖得最多");
    assert!(sql.contains(r#""cars"."make""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    assert!(sql.contains(r#"JOIN "sales""#), "{sql}");
    let sql = sql_of(&setup, "每个品牌的平均售价");
    assert!(sql.contains(r#"AVG("sales"."sale_price")"#), "{sql}");
    assert!(sql.contains(r#"GROUP BY "cars"."make""#), "{sql}");
    // 标价 is the list price, not the price a sale was made at.
    let sql = sql_of(&setup, "标价最高的车是什么型号");
    assert!(
        sql.contains(r#"ORDER BY "cars"."list_price" DESC LIMIT 1"#),
        "{sql}"
    );
    // Near miss: the brand with the most cars is counted in the cars.
    let sql = sql_of(&setup, "哪个品牌的车最多");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    assert!(!sql.contains("JOIN"), "{sql}");
}

fn practice() -> (Schema, Vec<TableProfile>) {
    let mut owners = Table::new("owners")
        .with_key("owner_id", Integer)
        .with_column("full_name", Text)
        .with_column("phone", Text)
        .with_column("city", Text);
    for c in &mut owners.columns {
        c.nullable = c.name == "phone";
    }
    let schema = sqlite_schema(vec![
        owners,
        Table::new("pets")
            .with_key("pet_id", Integer)
            .with_reference("owner_id", Integer, "owners", "owner_id")
            .with_column("pet_name", Text)
            .with_column("species", Text)
            .with_column("born_on", Date)
            .with_column("weight_kg", Float),
    ]);
    let profiles = vec![repeated_values(
        "pets",
        "species",
        &["dog", "cat", "rabbit"],
    )];
    (schema, profiles)
}

#[test]
fn a_superlative_of_a_kind_ranks_the_rows_of_that_kind() {
    let setup = practice();
    let sql = sql_of(&setup, "oldest cat");
    assert!(sql.contains(r#""pets"."species" = 'cat'"#), "{sql}");
    assert!(
        sql.contains(r#"ORDER BY "pets"."born_on" LIMIT 1"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "the heaviest dog");
    assert!(sql.contains(r#""pets"."species" = 'dog'"#), "{sql}");
    assert!(
        sql.contains(r#"ORDER BY "pets"."weight_kg" DESC LIMIT 1"#),
        "{sql}"
    );
    // Near miss: the youngest is the latest born.
    let sql = sql_of(&setup, "youngest rabbit");
    assert!(
        sql.contains(r#"ORDER BY "pets"."born_on" DESC LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn a_phone_is_said_as_a_phone_number() {
    let setup = practice();
    let sql = sql_of(&setup, "owners without a phone number");
    assert!(sql.contains(r#""owners"."phone" IS NULL"#), "{sql}");
    let sql = sql_of(&setup, "没有电话号码的主人有多少");
    assert!(sql.contains(r#""owners"."phone" IS NULL"#), "{sql}");
    // Near miss: a number that is no phone's stays unplaced.
    doubted(&setup, "owners without a city number");
}
