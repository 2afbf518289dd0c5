//! A dental practice asked in English: rows said with a column of theirs
//! after "and their" are listed by name beside it.
//!
//! A zoo's ticket sales asked in Chinese: money said by a word of takings
//! (收入, revenue) of rows that are events is their total — and never
//! listed row by row beside another column. `ticket_sales` records sales
//! of tickets, dated though it refers to nothing, and its quantity counts
//! the tickets — "how many tickets were sold", 卖了多少张门票 — each kind
//! of them its kind column.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn dental() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("dentists")
            .with_key("dentist_id", Integer)
            .with_column("name", Text)
            .with_column("speciality", Text),
        Table::new("patients")
            .with_key("patient_id", Integer)
            .with_column("name", Text)
            .with_column("city", Text),
    ]);
    let profiles = vec![repeated_values("patients", "city", &["Leeds", "York"])];
    (schema, profiles)
}

#[test]
fn rows_with_their_column_are_listed_by_name() {
    let setup = dental();
    for (q, column) in [
        (
            "dentists and their specialities",
            r#""dentists"."speciality""#,
        ),
        ("list patients with their city", r#""patients"."city""#),
    ] {
        let sql = sql_of(&setup, q);
        let table = column.split('.').next().unwrap_or_default();
        assert!(sql.contains(&format!("{table}.\"name\"")), "{q}: {sql}");
        assert!(sql.contains(column), "{q}: {sql}");
    }
    // (Near miss: the column asked alone is listed alone.)
    let sql = sql_of(&setup, "the cities of the patients");
    assert!(!sql.contains(r#""patients"."name""#), "{sql}");
}

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
fn takings_of_events_are_their_total() {
    let setup = zoo();
    let sql = sql_of(&setup, "儿童票的收入");
    assert!(sql.contains(r#"SUM("ticket_sales"."amount")"#), "{sql}");
    assert!(
        sql.contains(r#""ticket_sales"."ticket_type" = '儿童'"#),
        "{sql}"
    );
    // (Listed beside the ticket type, each sale's amount was given at 0.91:
    // no reading to trust.)
    doubted(&setup, "上个月的门票收入");
    doubted(&setup, "ticket revenue last month");
}

#[test]
fn a_revenue_rows_keep_is_listed() {
    // (Near miss: manufacturers keeping a revenue of their own are listed
    // with it — the column's own name, not takings of events.)
    let setup = (
        sqlite_schema(vec![Table::new("manufacturers")
            .with_key("code", Integer)
            .with_column("name", Text)
            .with_column("revenue", Float)]),
        Vec::new(),
    );
    let sql = sql_of(&setup, "the names and revenues of the manufacturers");
    assert!(!sql.contains("SUM("), "{sql}");
}

fn animals() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![Table::new("animals")
        .with_key("animal_id", Integer)
        .with_column("name", Text)
        .with_column("species", Text)
        .with_column("born_on", Date)
        .with_column("sex", Text)]);
    let mut profile = repeated_values("animals", "species", &["企鹅", "老虎", "孔雀"]);
    profile
        .columns
        .extend(repeated_values("animals", "sex", &["雄", "雌"]).columns);
    (schema, vec![profile])
}

#[test]
fn animals_are_asked_by_their_classifier_and_sex() {
    let setup = animals();
    let sql = sql_of(&setup, "雌性企鹅有几只");
    assert!(sql.contains(r#""animals"."sex" = '雌'"#), "{sql}");
    assert!(sql.contains(r#""animals"."species" = '企鹅'"#), "{sql}");
    // 哪只: which one, 只 the classifier of animals.
    let sql = sql_of(&setup, "年纪最大的动物是哪只");
    assert!(sql.contains(r#"ORDER BY "animals"."born_on""#), "{sql}");
    assert!(sql.contains("LIMIT 1"), "{sql}");
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
