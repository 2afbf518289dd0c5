//! A freelancer's invoices: where no date is named by a verb of ending,
//! the one date besides the due date that may be left empty (`paid_on`)
//! is the day a row ended — "overdue" rows lack it past their due date,
//! rows "paid late" have it after, and the time to get paid runs from
//! the day issued to it.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn invoices(paid_on_nullable: bool) -> (Schema, Vec<TableProfile>) {
    let invoices = Table::new("invoices")
        .with_key("invoice_id", Integer)
        .with_column("issued_on", Date)
        .with_column("due_on", Date)
        .with_column("paid_on", Date)
        .with_column("amount", Float);
    let nullable: &[&str] = if paid_on_nullable { &["paid_on"] } else { &[] };
    (
        sqlite_schema(vec![nullable_only(invoices, nullable)]),
        Vec::new(),
    )
}

#[test]
fn the_date_left_empty_is_the_day_a_row_ended() {
    let sql = sql_of(&invoices(true), "overdue invoices");
    assert!(
        sql.contains(r#""invoices"."due_on" < '2026-11-21'"#),
        "{sql}"
    );
    assert!(sql.contains(r#""invoices"."paid_on" IS NULL"#), "{sql}");
    let sql = sql_of(&invoices(true), "how many invoices were paid late");
    assert!(
        sql.contains(r#""invoices"."paid_on" > "invoices"."due_on""#),
        "{sql}"
    );
}

#[test]
fn no_date_left_empty_no_overdue() {
    let plan = plan(&invoices(false), "overdue invoices");
    let answered_overdue =
        plan.confidence >= 0.7 && plan.sql.as_deref().is_some_and(|s| s.contains("IS NULL"));
    assert!(!answered_overdue, "{plan:?}");
}

#[test]
fn the_time_rows_took_ends_on_the_date_left_empty() {
    let sql = sql_of(&invoices(true), "average days to get paid");
    assert!(
        sql.contains(
            r#"AVG((julianday("invoices"."paid_on") - julianday("invoices"."issued_on")))"#
        ),
        "{sql}"
    );
}
