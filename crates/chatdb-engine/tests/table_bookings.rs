//! A restaurant's reservation book: a stored state that is the participle
//! naming a date no row leaves empty ('booked' beside `booked_for`) was
//! gone through by every row, so the word is the rows' verb before it is
//! one of their states — "guests who never booked" lack reservations, not
//! reservations still in the state 'booked', and "which guest books the
//! most" ranks the guests by their reservations. A state no such date
//! names ('cancelled') stays a state.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn bookings(booked_for_nullable: bool) -> (Schema, Vec<TableProfile>) {
    let reservations = Table::new("reservations")
        .with_key("reservation_id", Integer)
        .with_reference("guest_id", Integer, "guests", "guest_id")
        .with_column("booked_for", Date)
        .with_column("party_size", Integer)
        .with_column("status", Text);
    let nullable: &[&str] = if booked_for_nullable {
        &["booked_for"]
    } else {
        &[]
    };
    (
        sqlite_schema(vec![
            Table::new("guests")
                .with_key("guest_id", Integer)
                .with_column("guest_name", Text),
            nullable_only(reservations, nullable),
        ]),
        vec![repeated_values(
            "reservations",
            "status",
            &["booked", "seated", "cancelled", "no-show"],
        )],
    )
}

#[test]
fn a_state_every_row_went_through_is_the_rows_verb() {
    let sql = sql_of(&bookings(false), "guests who have never booked");
    assert!(sql.contains("NOT IN"), "{sql}");
    assert!(!sql.contains("status"), "{sql}");
    let sql = sql_of(
        &bookings(false),
        "how many booked reservations for next week",
    );
    assert!(!sql.contains("status"), "{sql}");
    assert!(sql.contains(r#""reservations"."booked_for" >="#), "{sql}");
}

#[test]
fn a_dates_verb_before_the_most_ranks_by_its_rows() {
    // (Not the guests' reservations still booked: all of them.)
    let sql = sql_of(&bookings(false), "which guest books the most");
    assert!(sql.starts_with(r#"SELECT "guests"."guest_name""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    assert!(!sql.contains("status"), "{sql}");
}

#[test]
fn other_states_and_a_date_left_empty_keep_the_state() {
    let sql = sql_of(&bookings(false), "cancelled reservations last month");
    assert!(
        sql.contains(r#""reservations"."status" = 'cancelled'"#),
        "{sql}"
    );
    // (Where rows may have no booked_for, 'booked' is one state of some.)
    let sql = sql_of(&bookings(true), "how many booked reservations");
    assert!(
        sql.contains(r#""reservations"."status" = 'booked'"#),
        "{sql}"
    );
}
