//! Rows that reach another table by two keys, told apart by the way the
//! question says: a railway's trips between two stations, a bank's
//! transfers between two accounts.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn railway() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("stations")
            .with_key("station_id", Integer)
            .with_column("station_name", Text)
            .with_column("town", Text),
        Table::new("trips")
            .with_key("trip_id", Integer)
            .with_reference("from_station", Integer, "stations", "station_id")
            .with_reference("to_station", Integer, "stations", "station_id")
            .with_column("leaves_at", Timestamp)
            .with_column("fare", Float),
    ]);
    let profiles = vec![values("stations", "town", &["Leeds", "York", "Hull"])];
    (schema, profiles)
}

#[test]
fn a_way_said_picks_the_key_that_keeps_that_end() {
    for (q, key) in [
        ("how many trips leave from each station", "from_station"),
        ("trips from York", "from_station"),
        ("从York出发的行程有多少", "from_station"),
        ("how many trips arrive at each station", "to_station"),
        ("trips to Leeds", "to_station"),
    ] {
        let sql = answered(&railway(), q).sql.unwrap();
        assert!(sql.contains(&format!(r#"= "trips"."{key}""#)), "{q}: {sql}");
    }
}

#[test]
fn no_way_or_both_ways_leave_the_join_unsaid() {
    // Both ends said: one join of stations cannot say them; the engine
    // must not pick one.
    for q in ["trips from York to Leeds", "how many trips per station"] {
        let p = plan(&railway(), q);
        assert!(
            p.sql.is_none() || p.confidence < 0.7,
            "{q}: {:?} {}",
            p.sql,
            p.confidence
        );
    }
}

#[test]
fn the_parties_of_a_transfer_are_ends_too() {
    let bank = (
        sqlite_schema(vec![
            Table::new("accounts")
                .with_key("account_id", Integer)
                .with_column("holder", Text),
            Table::new("transfers")
                .with_key("transfer_id", Integer)
                .with_reference("sender_id", Integer, "accounts", "account_id")
                .with_reference("receiver_id", Integer, "accounts", "account_id")
                .with_column("amount", Float),
        ]),
        Vec::new(),
    );
    let sql = answered(&bank, "total amount of transfers to each account")
        .sql
        .unwrap();
    assert!(sql.contains(r#"= "transfers"."receiver_id""#), "{sql}");
}

#[test]
fn everyday_chinese_words_of_travel_name_english_values_and_tables() {
    // 延误 'delayed', 商务舱 the 'business' cabin, 飞机 the aircraft (not
    // the flights: 班机 is a flight, 飞机 the plane flown).
    let airline = (
        sqlite_schema(vec![
            Table::new("aircraft")
                .with_key("aircraft_id", Integer)
                .with_column("model", Text),
            Table::new("flights")
                .with_key("flight_id", Integer)
                .with_reference("aircraft_id", Integer, "aircraft", "aircraft_id")
                .with_column("status", Text),
            Table::new("tickets")
                .with_key("ticket_id", Integer)
                .with_reference("flight_id", Integer, "flights", "flight_id")
                .with_column("cabin", Text)
                .with_column("price", Float),
        ]),
        vec![
            repeated_values("flights", "status", &["on time", "delayed", "cancelled"]),
            repeated_values("tickets", "cabin", &["economy", "business", "first"]),
        ],
    );
    let sql = answered(&airline, "延误的航班有多少").sql.unwrap();
    assert!(sql.contains(r#""flights"."status" = 'delayed'"#), "{sql}");
    let sql = answered(&airline, "商务舱的平均票价").sql.unwrap();
    assert!(sql.contains(r#""tickets"."cabin" = 'business'"#), "{sql}");
    assert!(sql.contains(r#"AVG("tickets"."price")"#), "{sql}");
    let sql = answered(&airline, "飞机有多少架").sql.unwrap();
    assert!(sql.contains(r#"FROM "aircraft""#), "{sql}");
}
