//! A chain of bookshops with English names, asked in Chinese and English:
//! a state the rows are in, said as a noun with a superlative (哪家分店的
//! 退款最多, "which branch has the most refunds"), is the rows in that
//! state, counted per group — the state column named `status` or `state`;
//! and a project office: a verb of a date set on every row, some still to
//! come (a schedule), says the day has passed (已经结束的项目, "ended
//! projects"); and a workshop whose repairs are 'done': a state is said
//! by its other words ("completed", "finished", 已完成).

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn bookshops() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("branches")
                .with_key("branch_id", Integer)
                .with_column("branch_name", Text)
                .with_column("city", Text),
            Table::new("sales")
                .with_key("sale_id", Integer)
                .with_reference("branch_id", Integer, "branches", "branch_id")
                .with_column("sold_on", Date)
                .with_column("total", Float)
                .with_column("sale_status", Text),
        ]),
        vec![
            values("branches", "branch_name", &["Riverside", "Old Town"]),
            repeated_values("sales", "sale_status", &["paid", "refunded"]),
        ],
    )
}

#[test]
fn a_state_said_as_a_noun_counts_the_rows_in_it() {
    for (q, most) in [
        ("哪家分店的退款最多", true),
        ("which branch has the most refunds", true),
        ("哪家分店退款最少", false),
    ] {
        let sql = sql_of(&bookshops(), q);
        assert!(
            sql.contains(r#""sales"."sale_status" = 'refunded'"#),
            "{q}: {sql}"
        );
        assert!(
            sql.contains(r#"GROUP BY "branches"."branch_name""#),
            "{q}: {sql}"
        );
        let order = if most {
            "ORDER BY COUNT(*) DESC LIMIT 1"
        } else {
            "ORDER BY COUNT(*) LIMIT 1"
        };
        assert!(sql.contains(order), "{q}: {sql}");
    }
}

fn project_office(latest_end: &str) -> (Schema, Vec<TableProfile>) {
    let end = |day: &str| chatdb_core::Value::Date(day.parse().expect("a day"));
    let profile = ColumnProfile {
        logical_type: Date,
        min: end("2024-01-31"),
        max: end(latest_end),
        ..ColumnProfile::of_values("end_date", &[])
    };
    (
        sqlite_schema(vec![Table::new("projects")
            .with_key("project_id", Integer)
            .with_column("project_name", Text)
            .with_column("start_date", Date)
            .with_column("end_date", Date)
            .with_column("budget", Float)]),
        vec![TableProfile::new("projects", 60, vec![profile])],
    )
}

#[test]
fn a_scheduled_day_said_by_its_verb_has_passed() {
    // (Some projects end after today, 2026-11-21 in the harness.)
    for q in ["已经结束的项目", "ended projects"] {
        let sql = sql_of(&project_office("2027-06-30"), q);
        assert!(
            sql.contains(r#""projects"."end_date" < '2026-11-22'"#),
            "{q}: {sql}"
        );
    }
    // (Every day kept has been: the rows the verb names are all of them.)
    let sql = sql_of(&project_office("2026-10-31"), "ended projects");
    assert!(!sql.contains("end_date"), "{sql}");
}

fn workshop(date: &str) -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![Table::new("repairs")
            .with_key("repair_id", Integer)
            .with_column(date, Date)
            .with_column("status", Text)]),
        vec![repeated_values(
            "repairs",
            "status",
            &["done", "waiting", "cancelled"],
        )],
    )
}

#[test]
fn a_state_is_said_by_its_other_words() {
    for q in [
        "how many completed repairs",
        "repairs finished last month",
        "已完成的维修有多少",
    ] {
        let sql = sql_of(&workshop("repaired_on"), q);
        assert!(sql.contains(r#""repairs"."status" = 'done'"#), "{q}: {sql}");
    }
    // (A date the verb names is still when it was done: 本月完成的维修 are
    // those completed this month.)
    let sql = sql_of(&workshop("completed_on"), "本月完成的维修有多少");
    assert!(
        sql.contains(r#""repairs"."completed_on" >= '2026-11-01'"#),
        "{sql}"
    );
    assert!(!sql.contains("status"), "{sql}");
}
