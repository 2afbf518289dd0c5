//! A second-hand record shop and a farrier, asked in English: a number
//! named by a noun of money and what one of them came to is said by that
//! noun alone ("total sales" of a `sale_price`), and dated by that event's
//! date (`sold_on`, not the `listed_on` before it); a series by a date
//! some rows lack leaves those rows out; the particle of a phrasal verb
//! whose noun names a table is placed ("paid out" of `payouts`); a
//! superlative of a price is no superlative of the date a verb beside it
//! names ("the most expensive record we sold"), and is doubted where two
//! prices could be meant; and a value counted right after "how many"
//! while the rows referring to its table, many to each, are counted is
//! doubted ("how many arabians do we shoe": the shoeings or the horses?).

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn record_shop(prices: &[&str]) -> (Schema, Vec<TableProfile>) {
    let mut records = Table::new("records")
        .with_key("record_id", Integer)
        .with_reference("seller_id", Integer, "sellers", "seller_id")
        .with_column("album", Text)
        .with_column("genre", Text)
        .with_column("listed_on", Date)
        .with_column("sold_on", Date);
    for price in prices {
        records = records.with_column(price, Float);
    }
    (
        sqlite_schema(vec![
            Table::new("sellers")
                .with_key("seller_id", Integer)
                .with_column("seller_name", Text),
            records,
            Table::new("payouts")
                .with_key("payout_id", Integer)
                .with_reference("seller_id", Integer, "sellers", "seller_id")
                .with_column("amount", Float)
                .with_column("paid_on", Date),
        ]),
        vec![TableProfile::new(
            "records",
            300,
            vec![
                ColumnProfile::of_values("genre", &["jazz", "rock", "soul"]),
                ColumnProfile {
                    logical_type: Date,
                    null_fraction: 0.4,
                    ..ColumnProfile::of_values("sold_on", &[])
                },
            ],
        )],
    )
}

fn farrier() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("horses")
                .with_key("horse_id", Integer)
                .with_column("horse_name", Text)
                .with_column("breed", Text),
            Table::new("shoeings")
                .with_key("shoeing_id", Integer)
                .with_reference("horse_id", Integer, "horses", "horse_id")
                .with_column("shod_on", Date)
                .with_column("price", Float),
            Table::new("sales")
                .with_key("sale_id", Integer)
                .with_reference("horse_id", Integer, "horses", "horse_id")
                .with_column("sold_on", Date)
                .with_column("price", Float),
        ]),
        vec![
            repeated_values("horses", "breed", &["arabian", "shire", "connemara"]),
            // (Each horse sold once at most.)
            values("sales", "horse_id", &["1", "2", "3"]),
        ],
    )
}

#[test]
fn a_noun_of_money_alone_says_the_number_it_names_dated_by_its_event() {
    let shop = record_shop(&["asking_price", "sale_price"]);
    let sql = sql_of(&shop, "total sales this year");
    assert!(
        sql.starts_with(r#"SELECT SUM("records"."sale_price")"#),
        "{sql}"
    );
    assert!(sql.contains(r#""records"."sold_on" >="#), "{sql}");
    assert!(!sql.contains("listed_on"), "{sql}");
    let sql = sql_of(&shop, "top 3 sellers by sales");
    assert!(
        sql.contains(r#"ORDER BY SUM("records"."sale_price") DESC"#),
        "{sql}"
    );
}

#[test]
fn a_series_by_a_date_some_rows_lack_leaves_them_out() {
    let sql = sql_of(
        &record_shop(&["asking_price", "sale_price"]),
        "sales by month",
    );
    assert!(
        sql.contains(r#"strftime('%Y-%m', "records"."sold_on")"#),
        "{sql}"
    );
    assert!(sql.contains(r#""records"."sold_on" IS NOT NULL"#), "{sql}");
}

#[test]
fn the_particle_of_a_tables_phrasal_verb_is_placed() {
    let sql = sql_of(
        &record_shop(&["asking_price", "sale_price"]),
        "how much have we paid out this year",
    );
    assert!(
        sql.starts_with(r#"SELECT SUM("payouts"."amount")"#),
        "{sql}"
    );
    assert!(sql.contains(r#""payouts"."paid_on" >="#), "{sql}");
}

#[test]
fn a_price_superlative_is_not_about_the_date_its_verb_names() {
    let sql = sql_of(
        &record_shop(&["price"]),
        "the most expensive record we sold",
    );
    assert!(sql.starts_with(r#"SELECT "records"."album""#), "{sql}");
    assert!(sql.contains(r#""records"."sold_on" IS NOT NULL"#), "{sql}");
    assert!(sql.contains(r#"ORDER BY "records"."price" DESC"#), "{sql}");
}

#[test]
fn a_superlative_two_prices_could_answer_is_doubted() {
    doubted(
        &record_shop(&["asking_price", "sale_price"]),
        "the most expensive record we sold",
    );
}

#[test]
fn a_value_counted_as_the_rows_referring_to_its_table_is_doubted() {
    doubted(&farrier(), "how many arabians do we shoe");
    let sql = sql_of(&farrier(), "how many arabians");
    assert!(sql.contains(r#"FROM "horses""#), "{sql}");
    assert!(!sql.contains("shoeings"), "{sql}");
    // (One sale to a horse at most: the sales are as many as the horses.)
    let sql = sql_of(&farrier(), "how many arabians have been sold");
    assert!(sql.contains(r#"FROM "sales""#), "{sql}");
}
