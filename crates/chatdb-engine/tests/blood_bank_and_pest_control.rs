//! A blood donation service asked in English: a blood type keeps its sign
//! (O- is not O+); a column kept in millilitres (`volume_ml`) is named by
//! what it measures, as `weight_kg` is by "weight".
//!
//! A pest control firm asked in Chinese: people "newly come" (新来的) in a
//! period joined then.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn blood_bank() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("donors")
            .with_key("donor_id", Integer)
            .with_column("donor_name", Text)
            .with_column("blood_type", Text),
        Table::new("donations")
            .with_key("donation_id", Integer)
            .with_reference("donor_id", Integer, "donors", "donor_id")
            .with_column("donation_date", Date)
            .with_column("volume_ml", Integer),
    ]);
    let profiles = vec![repeated_values(
        "donors",
        "blood_type",
        &["O+", "O-", "A+", "A-", "AB+"],
    )];
    (schema, profiles)
}

#[test]
fn a_blood_type_keeps_its_sign() {
    let setup = blood_bank();
    // (Was 0.23: O- read as "o", naming O+ and O- alike.)
    let sql = sql_of(&setup, "donors with blood type O-");
    assert!(sql.contains(r#""donors"."blood_type" = 'O-'"#), "{sql}");
    let sql = sql_of(&setup, "how many donors are AB+");
    assert!(sql.contains(r#""donors"."blood_type" = 'AB+'"#), "{sql}");
    // (Near miss: O alone is either.)
    doubted(&setup, "donors with blood type O");
}

#[test]
fn a_volume_kept_in_millilitres_is_named_by_volume() {
    let setup = blood_bank();
    // (Was 0.39: "volume" named nothing.)
    let sql = sql_of(&setup, "average donation volume");
    assert!(sql.contains(r#"AVG("donations"."volume_ml")"#), "{sql}");
}

#[test]
fn people_newly_come_joined_in_the_period() {
    let setup = (
        sqlite_schema(vec![
            Table::new("technicians")
                .with_key("technician_id", Integer)
                .with_column("tech_name", Text)
                .with_column("hired_on", Date),
            Table::new("services")
                .with_key("service_id", Integer)
                .with_reference("technician_id", Integer, "technicians", "technician_id")
                .with_column("service_date", Date)
                .with_column("fee", Float),
        ]),
        vec![values("technicians", "tech_name", &["王建国", "李强"])],
    );
    // (Was 0.31: 新来 unplaced.)
    let sql = sql_of(&setup, "今年新来的技术员");
    assert!(
        sql.contains(r#""technicians"."hired_on" >= '2026-01-01'"#),
        "{sql}"
    );
    assert!(!sql.contains("services"), "{sql}");
}
