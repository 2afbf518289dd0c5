//! An escape-room venue: its bookings keep a `group_size`, so each is a
//! group — "how many groups escaped" counts them where the yes/no
//! `escaped` holds.
//!
//! An EV charging network with English names asked in Chinese: a charger
//! is a 充电桩; using a thing, negated (从来没用过, 没有被使用过), names
//! the rows that record its use — the one table referring to what the
//! question names — and asks for the things with none (jieba's 没用过 is
//! 没 | 用 | 过).

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn charging() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("stations")
            .with_key("station_id", Integer)
            .with_column("station_name", Text)
            .with_column("district", Text),
        Table::new("chargers")
            .with_key("charger_id", Integer)
            .with_reference("station_id", Integer, "stations", "station_id")
            .with_column("charger_type", Text)
            .with_column("power_kw", Float),
        Table::new("sessions")
            .with_key("session_id", Integer)
            .with_reference("charger_id", Integer, "chargers", "charger_id")
            .with_column("session_date", Date)
            .with_column("energy_kwh", Float)
            .with_column("fee", Float),
    ]);
    let profiles = vec![
        values("chargers", "charger_type", &["快充", "慢充"]),
        // (Every station's name says it is a charging station.)
        values(
            "stations",
            "station_name",
            &[
                "科技园充电站",
                "会展中心充电站",
                "机场充电站",
                "东门充电站",
                "大学城充电站",
            ],
        ),
    ];
    (schema, profiles)
}

#[test]
fn a_charger_is_a_charging_post() {
    let setup = charging();
    let sql = sql_of(&setup, "每个充电站有几个充电桩");
    assert!(sql.contains(r#"FROM "chargers""#), "{sql}");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(
        sql.contains(r#"GROUP BY "stations"."station_name""#),
        "{sql}"
    );
}

#[test]
fn never_used_is_without_rows_recording_a_use() {
    let setup = charging();
    for q in ["从来没用过的充电桩", "没有被使用过的充电桩"] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#""chargers"."charger_id" NOT IN (SELECT "sessions"."charger_id""#),
            "{q}: {sql}"
        );
    }
    let sql = sql_of(&setup, "没用过的充电桩有几个");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains("NOT IN"), "{sql}");
    // (Not negated, the chargers used are not read as without any.)
    let plan = plan(&setup, "用过的充电桩");
    assert!(
        plan.parsed.intent.subquery_filters.is_empty(),
        "{:?}",
        plan.parsed.intent
    );
}

fn escape_rooms() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("rooms")
            .with_key("room_id", Integer)
            .with_column("room_name", Text),
        Table::new("bookings")
            .with_key("booking_id", Integer)
            .with_reference("room_id", Integer, "rooms", "room_id")
            .with_column("booking_date", Date)
            .with_column("group_size", Integer)
            .with_column("escaped", Integer),
    ]);
    let profiles = vec![
        values("rooms", "room_name", &["Haunted Manor", "Prison Break"]),
        flag("bookings", "escaped"),
    ];
    (schema, profiles)
}

#[test]
fn rows_keeping_the_size_of_a_group_are_groups() {
    let setup = escape_rooms();
    let sql = sql_of(&setup, "how many groups escaped from Haunted Manor");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#""bookings"."escaped" = 1"#), "{sql}");
    assert!(
        sql.contains(r#""rooms"."room_name" = 'Haunted Manor'"#),
        "{sql}"
    );
    // (The size itself stays the column's.)
    let sql = sql_of(&setup, "average group size");
    assert!(sql.contains(r#"AVG("bookings"."group_size")"#), "{sql}");
}
