//! Bridges and a band's rehearsals with English names, asked in English and
//! Chinese: a one-character verb before 的 says when the noun after it was
//! done to by the date or year column named by that doing (1990年以前造的桥:
//! `built_year`, 建造), and by none where two columns are so named; "lasted"
//! is the verb of a duration, never "the last"; 单 after 的 is the
//! business's orders, and a one-character verb before 的 between two
//! related tables (哪个技术员做的单最多) is how they relate; a fine is money
//! its verb says (罚了多少钱), done — said bare (罚多少钱) it asks the rate;
//! 花了多少钱 is what a buyer spent, the money the rows take in.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn bridges() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![Table::new("bridges")
            .with_key("bridge_id", Integer)
            .with_column("bridge_name", Text)
            .with_column("built_year", Integer)
            .with_column("length_m", Float)]),
        Vec::new(),
    )
}

#[test]
fn a_verb_before_de_says_the_year_its_doing_names() {
    let sql = sql_of(&bridges(), "1990年以前造的桥有几座");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#""bridges"."built_year" < 1990"#), "{sql}");
    let sql = sql_of(&bridges(), "2005年建的桥");
    assert!(sql.contains(r#""bridges"."built_year" = 2005"#), "{sql}");
}

#[test]
fn a_verb_two_dates_are_named_by_names_neither() {
    // 买 of 购买: the car's purchase year and a fuel purchase's day.
    let setup = (
        sqlite_schema(vec![
            Table::new("vehicles")
                .with_key("vehicle_id", Integer)
                .with_column("plate_number", Text)
                .with_column("purchase_year", Integer),
            Table::new("fuel_purchases")
                .with_key("purchase_id", Integer)
                .with_reference("vehicle_id", Integer, "vehicles", "vehicle_id")
                .with_column("purchased_on", Date)
                .with_column("litres", Float),
        ]),
        Vec::new(),
    );
    doubted(&setup, "2020年以前买的车");
    // (With the car's year alone, 买 says it.)
    let setup = (
        sqlite_schema(vec![Table::new("vehicles")
            .with_key("vehicle_id", Integer)
            .with_column("plate_number", Text)
            .with_column("purchase_year", Integer)]),
        Vec::new(),
    );
    let sql = sql_of(&setup, "2020年以前买的车");
    assert!(
        sql.contains(r#""vehicles"."purchase_year" < 2020"#),
        "{sql}"
    );
}

fn rehearsals() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![Table::new("rehearsals")
            .with_key("rehearsal_id", Integer)
            .with_column("band", Text)
            .with_column("held_on", Date)
            .with_column("hours", Float)]),
        Vec::new(),
    )
}

#[test]
fn lasted_is_how_long_not_the_latest() {
    let sql = sql_of(
        &rehearsals(),
        "how many rehearsals lasted more than 3 hours",
    );
    assert!(sql.contains(r#""rehearsals"."hours" > 3"#), "{sql}");
    assert!(!sql.contains("ORDER BY"), "{sql}");
    // (The adjective is the latest still.)
    let sql = sql_of(&rehearsals(), "the last rehearsal");
    assert!(
        sql.contains(r#"ORDER BY "rehearsals"."held_on" DESC"#),
        "{sql}"
    );
}

fn jobs() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("plumbers")
                .with_key("plumber_id", Integer)
                .with_column("plumber_name", Text),
            Table::new("jobs")
                .with_key("job_id", Integer)
                .with_reference("plumber_id", Integer, "plumbers", "plumber_id")
                .with_column("done_on", Date)
                .with_column("fee", Float),
        ]),
        Vec::new(),
    )
}

#[test]
fn dan_after_de_is_the_orders_a_verb_before_it_relates() {
    for q in ["哪个水管工做的单最多", "哪个水管工接的单最多"] {
        let sql = sql_of(&jobs(), q);
        assert!(sql.contains(r#""plumbers"."plumber_name""#), "{q}: {sql}");
        assert!(sql.contains("JOIN \"jobs\""), "{q}: {sql}");
        assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{q}: {sql}");
    }
    // (单 not after 的 is no noun of its own: 单价 is a price.)
    doubted(&jobs(), "哪个水管工的单价最高");
}

fn tickets() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![Table::new("tickets")
            .with_key("ticket_id", Integer)
            .with_column("issued_on", Date)
            .with_column("offence", Text)
            .with_column("fine", Float)]),
        vec![values("tickets", "offence", &["超速", "违停", "闯红灯"])],
    )
}

#[test]
fn a_fine_done_is_summed_and_said_bare_asks_its_rate() {
    let sql = sql_of(&tickets(), "今年一共罚了多少钱");
    assert!(sql.contains(r#"SUM("tickets"."fine")"#), "{sql}");
    assert!(sql.contains(r#""tickets"."issued_on" >="#), "{sql}");
    let sql = sql_of(&tickets(), "违停罚了多少钱");
    assert!(sql.contains(r#"SUM("tickets"."fine")"#), "{sql}");
    assert!(sql.contains(r#""tickets"."offence" = '违停'"#), "{sql}");
    // (Said bare, the fine for it: not a total.)
    doubted(&tickets(), "违停罚多少钱");
}

#[test]
fn money_spent_is_what_the_rows_take_in() {
    let setup = (
        sqlite_schema(vec![
            Table::new("swimmers")
                .with_key("swimmer_id", Integer)
                .with_column("swimmer_name", Text),
            Table::new("swims")
                .with_key("swim_id", Integer)
                .with_reference("swimmer_id", Integer, "swimmers", "swimmer_id")
                .with_column("swum_on", Date)
                .with_column("amount_paid", Float),
        ]),
        vec![values("swimmers", "swimmer_name", &["张伟", "王芳"])],
    );
    let sql = sql_of(&setup, "张伟一共花了多少钱");
    assert!(sql.contains(r#"SUM("swims"."amount_paid")"#), "{sql}");
    assert!(
        sql.contains(r#""swimmers"."swimmer_name" = '张伟'"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "每个游泳的人花了多少钱");
    assert!(sql.contains(r#"GROUP BY"#), "{sql}");
}
