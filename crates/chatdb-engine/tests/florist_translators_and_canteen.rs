//! Sales asked by what was sold and by money: "how many Red Roses did we
//! sell" totals the quantity of the orders of the bouquet named;
//! 今天卖了多少钱 totals what the one table of sales took in; a stored
//! 'pickup' is said "picked up". A rate per word is what a translator
//! costs ("the cheapest translator"), and a value said with its way
//! ("into German") is the one kept in the column whose name says that
//! way (`target_language`), not a translator's native language.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn florist() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("bouquets")
            .with_key("bouquet_id", Integer)
            .with_column("bouquet_name", Text)
            .with_column("price", Float),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("bouquet_id", Integer, "bouquets", "bouquet_id")
            .with_column("order_date", Date)
            .with_column("quantity", Integer)
            .with_column("amount", Float)
            .with_column("delivery_method", Text),
    ]);
    let profiles = vec![
        values(
            "bouquets",
            "bouquet_name",
            &["Red Roses", "Spring Tulips", "White Lilies"],
        ),
        repeated_values("orders", "delivery_method", &["pickup", "courier"]),
    ];
    (schema, profiles)
}

fn translation() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("translators")
            .with_key("translator_id", Integer)
            .with_column("name", Text)
            .with_column("native_language", Text)
            .with_column("rate_per_word", Float),
        Table::new("jobs")
            .with_key("job_id", Integer)
            .with_reference("translator_id", Integer, "translators", "translator_id")
            .with_column("source_language", Text)
            .with_column("target_language", Text)
            .with_column("word_count", Integer)
            .with_column("fee", Float)
            .with_column("received_on", Date),
    ]);
    let mut languages = values("translators", "native_language", &["French", "German"]);
    languages
        .columns
        .extend(values("translators", "name", &["Marie Dubois", "Hans Keller"]).columns);
    let mut jobs = values("jobs", "target_language", &["French", "German"]);
    jobs.columns
        .extend(values("jobs", "source_language", &["English"]).columns);
    (schema, vec![languages, jobs])
}

fn canteen() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("dishes")
            .with_key("dish_id", Integer)
            .with_column("dish_name", Text)
            .with_column("price", Float),
        Table::new("sales")
            .with_key("sale_id", Integer)
            .with_reference("dish_id", Integer, "dishes", "dish_id")
            .with_column("sale_date", Date)
            .with_column("portions", Integer)
            .with_column("amount", Float),
    ]);
    let profiles = vec![values("dishes", "dish_name", &["红烧肉", "米饭"])];
    (schema, profiles)
}

#[test]
fn how_many_of_a_named_thing_were_sold_totals_its_quantity() {
    let setup = florist();
    let sql = sql_of(&setup, "how many Red Roses did we sell this month");
    assert!(sql.contains(r#"SUM("orders"."quantity")"#), "{sql}");
    assert!(
        sql.contains(r#""bouquets"."bouquet_name" = 'Red Roses'"#),
        "{sql}"
    );
    assert!(sql.contains(r#""orders"."order_date" >="#), "{sql}");
    // (With no period said, over every order.)
    let sql = sql_of(&setup, "how many Red Roses did we sell");
    assert!(sql.contains(r#"SUM("orders"."quantity")"#), "{sql}");
}

#[test]
fn what_was_sold_in_money_is_what_the_sales_took_in() {
    let setup = canteen();
    let sql = sql_of(&setup, "今天卖了多少钱");
    assert!(sql.contains(r#"SUM("sales"."amount")"#), "{sql}");
    assert!(
        sql.contains(r#""sales"."sale_date" >= '2026-11-21'"#),
        "{sql}"
    );
    // (In portions it is the quantity, as before.)
    let sql = sql_of(&setup, "上个月卖了多少份红烧肉");
    assert!(sql.contains(r#"SUM("sales"."portions")"#), "{sql}");
}

#[test]
fn a_rate_per_word_is_what_a_translator_costs() {
    let setup = translation();
    let sql = sql_of(&setup, "cheapest translator");
    assert!(
        sql.contains(r#"ORDER BY "translators"."rate_per_word" LIMIT 1"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "most expensive translator");
    assert!(
        sql.contains(r#"ORDER BY "translators"."rate_per_word" DESC LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn a_value_said_with_its_way_is_the_column_of_that_way() {
    let setup = translation();
    let sql = sql_of(&setup, "how many jobs were translated into German");
    assert!(
        sql.contains(r#""jobs"."target_language" = 'German'"#),
        "{sql}"
    );
    assert!(!sql.contains("native_language"), "{sql}");
    // (Said with no way, a native language stays the translators'.)
    let sql = sql_of(&setup, "translators whose native language is German");
    assert!(
        sql.contains(r#""translators"."native_language" = 'German'"#),
        "{sql}"
    );
}

#[test]
fn a_stored_phrasal_compound_is_said_as_its_verb() {
    let setup = florist();
    let sql = sql_of(&setup, "what percentage of orders are picked up");
    assert!(
        sql.contains(r#"COUNT(CASE WHEN ("orders"."delivery_method" = 'pickup') THEN 1 END)"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "how many orders were picked up last month");
    assert!(
        sql.contains(r#""orders"."delivery_method" = 'pickup'"#),
        "{sql}"
    );
    assert!(sql.contains(r#""orders"."order_date" >="#), "{sql}");
}
