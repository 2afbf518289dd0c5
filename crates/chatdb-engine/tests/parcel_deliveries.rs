//! A courier's parcels with no date named due: the date set ahead
//! (`expected_on`) is what a delivery is late against, and 超期 / overdue
//! parcels are past it and not delivered.

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
