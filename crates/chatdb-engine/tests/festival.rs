//! A music festival asked in English: a unit a column's name abbreviates
//! (`duration_min`) is said in full — "how many minutes" —, but not
//! right after a number, whose unit it is.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn festival(extra: Option<&str>) -> (Schema, Vec<TableProfile>) {
    let mut performances = Table::new("performances")
        .with_key("performance_id", Integer)
        .with_reference("act_id", Integer, "acts", "act_id")
        .with_column("perf_date", Date)
        .with_column("duration_min", Integer);
    if let Some(other) = extra {
        performances = performances.with_column(other, Integer);
    }
    let schema = sqlite_schema(vec![
        Table::new("acts")
            .with_key("act_id", Integer)
            .with_column("act_name", Text),
        performances,
    ]);
    let profiles = vec![values("acts", "act_name", &["Nova Lights", "The Foxes"])];
    (schema, profiles)
}

#[test]
fn a_unit_abbreviated_in_a_name_is_said_in_full() {
    let setup = festival(None);
    // (Was 0.47: "minutes" named nothing.)
    let sql = sql_of(&setup, "how many minutes did Nova Lights perform");
    assert!(
        sql.contains(r#"SUM("performances"."duration_min")"#),
        "{sql}"
    );
    assert!(sql.contains("'Nova Lights'"), "{sql}");
    // (Near misses: after a number, minutes are the number's unit; with
    // two numbers kept in minutes, "minutes" names neither.)
    let sql = sql_of(&setup, "how many performances were longer than 60 minutes");
    assert!(
        sql.contains(r#""performances"."duration_min" > 60"#),
        "{sql}"
    );
    doubted(
        &festival(Some("soundcheck_min")),
        "how many minutes did Nova Lights perform",
    );
}
