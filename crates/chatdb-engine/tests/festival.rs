//! A music festival asked in English: a unit a column's name abbreviates
//! (`duration_min`) is said in full — "how many minutes" —, but not
//! right after a number, whose unit it is; the kind with the most of a
//! number of the rows referring to its rows has the largest total.

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn festival(extra: Option<&str>) -> (Schema, Vec<TableProfile>) {
    let mut performances = Table::new("performances")
        .with_key("performance_id", Integer)
        .with_reference("act_id", Integer, "acts", "act_id")
        .with_column("perf_date", Date)
        .with_column("duration_min", Integer)
        .with_column("attendance", Integer);
    if let Some(other) = extra {
        performances = performances.with_column(other, Integer);
    }
    let schema = sqlite_schema(vec![
        Table::new("acts")
            .with_key("act_id", Integer)
            .with_column("act_name", Text)
            .with_column("genre", Text)
            .with_column("fee", Float),
        performances,
    ]);
    let profiles = vec![TableProfile::new(
        "acts",
        12,
        vec![
            ColumnProfile::of_values("act_name", &["Nova Lights", "The Foxes"]),
            ColumnProfile::of_values("genre", &["rock", "pop", "jazz"]),
        ],
    )];
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

#[test]
fn the_kind_with_the_most_of_a_number_has_the_largest_total() {
    let setup = festival(None);
    // (Was 0.92 with the genre of the one best-attended performance.)
    let sql = sql_of(&setup, "which genre had the most attendance");
    assert!(
        sql.contains(r#"ORDER BY SUM("performances"."attendance") DESC"#),
        "{sql}"
    );
    // (Near miss: an adjective's superlative is one row's.)
    let sql = sql_of(&setup, "which genre has the most expensive act");
    assert!(!sql.contains("SUM("), "{sql}");
}
