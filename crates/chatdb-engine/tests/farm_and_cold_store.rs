//! A berry farm with English names asked in Chinese and English, and a
//! cold store asked in English: a table named by a gerund the dictionary
//! lacks (`pickings`) is said by its verb (采摘, pick); 量 after the rows'
//! word, where they keep a weight and no quantity, is doubted (the number
//! of pickings, or the kilograms picked?); the unit an amount is kept in
//! names it (多少公斤, "how many kg" of `berries_kg`), and a verb before it
//! says what made it (采了多少公斤); a `c` or `f` after a temperature is
//! its unit (`temperature_f`).

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn farm() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("workers")
            .with_key("worker_id", Integer)
            .with_column("worker_name", Text),
        Table::new("pickings")
            .with_key("picking_id", Integer)
            .with_reference("worker_id", Integer, "workers", "worker_id")
            .with_column("pick_date", Date)
            .with_column("berries_kg", Float),
    ]);
    (schema, vec![])
}

#[test]
fn a_gerund_table_is_said_by_its_verb_and_its_quantity_is_its_weight() {
    let setup = farm();
    let sql = sql_of(&setup, "采摘记录有多少条");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#"FROM "pickings""#), "{sql}");
    // (量 of rows that keep a weight: how many, or how much? Chinese says
    // both so — 发货量 is mostly the shipments counted, 采摘量 the weight.)
    doubted(&setup, "上个月每天的采摘量");
    // (Near miss: 次数 counts the pickings.)
    let sql = sql_of(&setup, "今年的采摘次数");
    assert!(sql.contains("COUNT(*)"), "{sql}");
}

#[test]
fn the_unit_an_amount_is_kept_in_names_it() {
    let setup = farm();
    let sql = sql_of(&setup, "一共多少公斤");
    assert!(sql.contains(r#"SUM("pickings"."berries_kg")"#), "{sql}");
    // (The verb before it, 采 of 采摘, says what made the amount: not a
    // count of the pickings.)
    let sql = sql_of(&setup, "今天一共采了多少公斤");
    assert!(sql.contains(r#"SUM("pickings"."berries_kg")"#), "{sql}");
    let sql = sql_of(&setup, "how many kg per worker");
    assert!(sql.contains(r#"SUM("pickings"."berries_kg")"#), "{sql}");
    assert!(sql.contains(r#"GROUP BY "workers"."worker_name""#), "{sql}");
    // (Near miss: after a number the unit is the value's.)
    let sql = sql_of(&setup, "超过5公斤的采摘有几次");
    assert!(sql.contains(r#""pickings"."berries_kg" > 5"#), "{sql}");
    assert!(sql.contains("COUNT(*)"), "{sql}");
}

#[test]
fn a_letter_after_a_temperature_is_its_unit() {
    let setup = (
        sqlite_schema(vec![
            Table::new("rooms")
                .with_key("room_id", Integer)
                .with_column("room_name", Text),
            Table::new("checks")
                .with_key("check_id", Integer)
                .with_reference("room_id", Integer, "rooms", "room_id")
                .with_column("checked_on", Date)
                .with_column("temperature_f", Float),
        ]),
        vec![],
    );
    let sql = sql_of(&setup, "average temperature last week");
    assert!(sql.contains(r#"AVG("checks"."temperature_f")"#), "{sql}");
    let sql = sql_of(&setup, "highest temperature per room");
    assert!(sql.contains(r#"MAX("checks"."temperature_f")"#), "{sql}");
}
