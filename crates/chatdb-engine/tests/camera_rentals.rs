//! A camera rental shop asked in English: rows "overdue" are past the day
//! they were due and not ended (`due_date` before today, `returned_at`
//! empty), and rows "still out" have not ended (not returned).

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn camera_rentals() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("cameras")
                .with_key("camera_id", Integer)
                .with_column("model", Text),
            Table::new("rentals")
                .with_key("rental_id", Integer)
                .with_reference("camera_id", Integer, "cameras", "camera_id")
                .with_column("customer_name", Text)
                .with_column("rented_at", Date)
                .with_column("due_date", Date)
                .with_column("returned_at", Date),
        ]),
        vec![empty_in_places("rentals", "returned_at", 0.1)],
    )
}

#[test]
fn overdue_rows_are_past_their_due_day_and_not_ended() {
    let sql = sql_of(&camera_rentals(), "how many rentals are overdue");
    assert!(sql.starts_with("SELECT COUNT(*)"), "{sql}");
    // (Today, as the harness has it.)
    assert!(
        sql.contains(r#""rentals"."due_date" < '2026-11-21'"#),
        "{sql}"
    );
    assert!(sql.contains(r#""rentals"."returned_at" IS NULL"#), "{sql}");
}

#[test]
fn rows_still_out_have_not_ended() {
    let sql = sql_of(&camera_rentals(), "how many rentals are still out");
    assert!(
        sql.contains(r#"WHERE "rentals"."returned_at" IS NULL"#),
        "{sql}"
    );
    assert!(!sql.contains("due_date"), "{sql}");
}
