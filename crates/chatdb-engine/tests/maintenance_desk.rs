//! A maintenance desk asked in English: the time a row took said by its
//! unit before "to" and a verb ("average days to close"), rows done late
//! or after another of their dates, and "date" said after a date named by
//! another word ("the due date" of `due_by`).

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn desk() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("units")
                .with_key("unit_id", Integer)
                .with_column("unit_number", Text),
            Table::new("work_orders")
                .with_key("order_id", Integer)
                .with_reference("unit_id", Integer, "units", "unit_id")
                .with_column("trade", Text)
                .with_column("reported_on", Date)
                .with_column("due_by", Date)
                .with_column("closed_on", Date)
                .with_column("cost", Float),
        ]),
        vec![empty_in_places("work_orders", "closed_on", 0.1)],
    )
}

#[test]
fn days_to_a_verb_is_the_time_rows_took() {
    let sql = sql_of(&desk(), "average days to close a work order");
    assert!(
        sql.contains(r#"AVG((julianday("work_orders"."closed_on") - julianday("work_orders"."reported_on")))"#),
        "{sql}"
    );
    let sql = sql_of(&desk(), "average hours to close a work order");
    assert!(sql.contains("* 24"), "{sql}");
}

#[test]
fn rows_done_after_another_of_their_dates() {
    for q in [
        "how many work orders were closed late",
        "work orders closed after the due date",
    ] {
        let sql = sql_of(&desk(), q);
        assert!(
            sql.contains(r#""work_orders"."closed_on" > "work_orders"."due_by""#),
            "{q}: {sql}"
        );
    }
}
