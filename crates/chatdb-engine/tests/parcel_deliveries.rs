//! A courier's parcels with no date named due: the date set ahead
//! (`expected_on`) is what a delivery is late against, and 超期 / overdue
//! parcels are past it and not delivered; of a translator's jobs, received
//! and delivered, the one of those dates that may be left empty ends them.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn parcels() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![Table::new("parcels")
            .with_key("parcel_id", Integer)
            .with_column("recipient", Text)
            .with_column("sent_on", Date)
            .with_column("expected_on", Date)
            .with_column("delivered_on", Date)]),
        vec![empty_in_places("parcels", "delivered_on", 0.1)],
    )
}

#[test]
fn late_against_the_day_set_ahead() {
    let sql = sql_of(&parcels(), "how many parcels were delivered late");
    assert!(
        sql.contains(r#""parcels"."delivered_on" > "parcels"."expected_on""#),
        "{sql}"
    );
    let sql = sql_of(&parcels(), "overdue parcels");
    assert!(
        sql.contains(r#""parcels"."expected_on" < '2026-11-21'"#),
        "{sql}"
    );
    assert!(sql.contains(r#""parcels"."delivered_on" IS NULL"#), "{sql}");
}

#[test]
fn of_two_dates_of_ending_the_one_left_empty_ends_the_row() {
    let jobs = Table::new("jobs")
        .with_key("job_id", Integer)
        .with_column("client", Text)
        .with_column("received_on", Date)
        .with_column("due_on", Date)
        .with_column("delivered_on", Date);
    let setup = (
        sqlite_schema(vec![nullable_only(jobs, &["delivered_on"])]),
        Vec::new(),
    );
    let sql = sql_of(&setup, "how many jobs were late");
    assert!(
        sql.contains(r#""jobs"."delivered_on" > "jobs"."due_on""#),
        "{sql}"
    );
}
