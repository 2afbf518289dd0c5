//! Constructs of a holiday park's data, asked the way its staff ask:
//! cabins with a price per night, bookings with a check-in date and a
//! number of nights; a van hire firm's vans with a daily rate; and a
//! bicycle shop's bicycles, asked in Chinese over English names.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn park() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("cabins")
            .with_key("cabin_id", Integer)
            .with_column("cabin_name", Text)
            .with_column("sleeps", Integer)
            .with_column("nightly_price", Float),
        Table::new("bookings")
            .with_key("booking_id", Integer)
            .with_reference("cabin_id", Integer, "cabins", "cabin_id")
            .with_column("check_in", Date)
            .with_column("nights", Integer)
            .with_column("total", Float),
    ]);
    (schema, Vec::new())
}

fn vans() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("vans")
            .with_key("van_id", Integer)
            .with_column("plate", Text)
            .with_column("daily_rate", Float),
        Table::new("hires")
            .with_key("hire_id", Integer)
            .with_reference("van_id", Integer, "vans", "van_id")
            .with_column("hired_on", Date)
            .with_column("days", Integer),
    ]);
    (schema, Vec::new())
}

#[test]
fn a_number_said_per_night_is_a_rate_not_a_count_of_nights() {
    // "120 a night" is what a night costs: the column priced per night,
    // never the bookings' number of nights.
    for (q, op) in [
        ("cabins under 120 a night", "<"),
        ("cabins over 100 per night", ">"),
    ] {
        let sql = answered(&park(), q).sql.unwrap();
        assert!(
            sql.contains(&format!(r#""cabins"."nightly_price" {op} "#)),
            "{q}: {sql}"
        );
        assert!(!sql.contains("nights"), "{q}: {sql}");
    }
    // So is "80 per day", by the rate kept daily.
    let sql = answered(&vans(), "vans over 80 per day").sql.unwrap();
    assert!(sql.contains(r#""vans"."daily_rate" > 80"#), "{sql}");
    assert!(!sql.contains(r#""days""#), "{sql}");
    // A count of nights is still one.
    let sql = answered(&park(), "how many bookings longer than 2 nights")
        .sql
        .unwrap();
    assert!(sql.contains(r#""bookings"."nights" > 2"#), "{sql}");
    // With no column kept per week, "100 per week" is not read as nights.
    let p = plan(&park(), "cabins over 100 per week");
    assert!(
        p.sql.as_ref().is_none_or(|s| !s.contains("nights")),
        "{:?}",
        p.sql
    );
}

#[test]
fn how_many_times_after_an_event_verb_counts_its_rows() {
    // 入住 names the check-in date, the event a booking records: how many
    // times it happened this year is how many bookings began this year.
    let sql = answered(&park(), "今年入住了多少次").sql.unwrap();
    assert!(sql.contains(r#"COUNT(*)"#), "{sql}");
    assert!(sql.contains(r#"FROM "bookings""#), "{sql}");
    assert!(
        sql.contains(r#""bookings"."check_in" >= '2026-01-01'"#),
        "{sql}"
    );
}

#[test]
fn a_kind_said_by_the_head_of_the_tables_word_is_not_all_its_rows() {
    // 折叠车 (a folding one) ends in 车 as 自行车, a bicycle, does: it says
    // which bicycles, and counting them all would answer another question.
    let shop = (
        sqlite_schema(vec![Table::new("bicycles")
            .with_key("bicycle_id", Integer)
            .with_column("frame", Text)
            .with_column("bought_on", Date)]),
        Vec::new(),
    );
    let p = plan(&shop, "折叠车有多少辆");
    assert!(p.sql.is_none(), "{:?}", p.sql);
    let p = answered(&shop, "自行车有多少辆");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT COUNT(*) AS "count" FROM "bicycles""#)
    );
}
