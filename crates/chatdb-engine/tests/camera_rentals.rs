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

#[test]
fn rows_done_late_ended_after_their_due_day() {
    for q in [
        "which rentals were returned late",
        "how many rentals were late",
    ] {
        let sql = sql_of(&camera_rentals(), q);
        assert!(
            sql.contains(r#""rentals"."returned_at" > "rentals"."due_date""#),
            "{q}: {sql}"
        );
        assert!(!sql.contains("IS NULL"), "{q}: {sql}");
    }
}

#[test]
fn late_needs_a_due_date() {
    let (mut schema, profiles) = camera_rentals();
    for t in &mut schema.tables {
        t.columns.retain(|c| c.name != "due_date");
    }
    let plan = plan(&(schema, profiles), "how many rentals were late");
    assert!(
        plan.sql.as_deref().is_none_or(|s| !s.contains('>')) || plan.confidence < 0.7,
        "{plan:?}"
    );
}

#[test]
fn overdue_before_the_verb_of_a_date_is_how_it_was_done() {
    let sql = sql_of(&camera_rentals(), "逾期归还的租赁有多少");
    assert!(
        sql.contains(r#""rentals"."returned_at" > "rentals"."due_date""#),
        "{sql}"
    );
    assert!(!sql.contains("IS NULL"), "{sql}");
}
