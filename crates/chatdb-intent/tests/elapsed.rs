//! The time a row took (`derived::Elapsed`): from one of its dates to a
//! later one, in days or hours, written with each database's own date
//! arithmetic; and read back from its name only where both are dates.

use chatdb_core::{Dialect, LogicalType::*, Schema, Table};
use chatdb_intent::derived::{Computed, Elapsed, SpanUnit};
use chatdb_intent::intent::{Aggregation, Measure, MeasureTarget};
use chatdb_intent::{build, Intent};
use chatdb_knowledge::graph::JoinGraph;

mod common;
use common::context;

fn tickets() -> Table {
    Table::new("tickets")
        .with_key("ticket_id", Integer)
        .with_column("subject", Text)
        .with_column("opened_at", Timestamp)
        .with_column("solved_at", Timestamp)
}

fn average(unit: SpanUnit) -> Intent {
    let elapsed = Elapsed {
        from: "opened_at".into(),
        to: "solved_at".into(),
        unit,
    };
    Intent {
        measures: vec![Measure {
            aggregation: Aggregation::Avg,
            target: MeasureTarget::Column {
                column: elapsed.column_ref("tickets"),
            },
        }],
        ..Intent::default()
    }
}

#[test]
fn each_database_counts_the_time_its_own_way() {
    for (dialect, days, hours) in [
        (
            Dialect::Sqlite,
            r#"AVG((julianday("tickets"."solved_at") - julianday("tickets"."opened_at")))"#,
            r#"AVG(((julianday("tickets"."solved_at") - julianday("tickets"."opened_at")) * 24))"#,
        ),
        (
            Dialect::DuckDb,
            r#"AVG(((epoch(CAST("tickets"."solved_at" AS TIMESTAMP)) - epoch(CAST("tickets"."opened_at" AS TIMESTAMP))) / 86400.0))"#,
            r#"/ 3600.0))"#,
        ),
        (
            Dialect::Postgres,
            r#"AVG((EXTRACT(EPOCH FROM (CAST("tickets"."solved_at" AS TIMESTAMP) - CAST("tickets"."opened_at" AS TIMESTAMP))) / 86400.0))"#,
            r#"/ 3600.0))"#,
        ),
        (
            Dialect::MySql,
            "AVG((TIMESTAMPDIFF(SECOND, `tickets`.`opened_at`, `tickets`.`solved_at`) / 86400.0))",
            "/ 3600.0))",
        ),
    ] {
        let schema = Schema::new(dialect, vec![tickets()]);
        let graph = JoinGraph::new(&schema, None);
        let sql = |unit| {
            build(&average(unit), &context(&schema, &graph))
                .expect("built")
                .sql
        };
        let got = sql(SpanUnit::Days);
        assert!(got.contains(days), "{dialect:?}: {got}");
        assert!(got.contains("days_from_opened_at_to_solved_at"), "{got}");
        let got = sql(SpanUnit::Hours);
        assert!(got.contains(hours), "{dialect:?}: {got}");
    }
}

#[test]
fn read_back_only_between_two_dates_of_the_table() {
    let t = tickets();
    assert!(matches!(
        Computed::parse("hours_from(opened_at, solved_at)", &t),
        Some(Computed::Elapsed(Elapsed {
            unit: SpanUnit::Hours,
            ..
        }))
    ));
    let minutes = Computed::parse("minutes_from(opened_at, solved_at)", &t).expect("minutes");
    assert_eq!(
        minutes.sql(Dialect::Sqlite, |c| c.to_string()),
        "((julianday(solved_at) - julianday(opened_at)) * 1440)"
    );
    assert_eq!(
        minutes.sql(Dialect::MySql, |c| c.to_string()),
        "(TIMESTAMPDIFF(SECOND, opened_at, solved_at) / 60.0)"
    );
    // A text column is no day; an unknown unit is no unit.
    assert!(Computed::parse("days_from(subject, solved_at)", &t).is_none());
    assert!(Computed::parse("weeks_from(opened_at, solved_at)", &t).is_none());
    assert!(Computed::parse("days_from(opened_at, closed_at)", &t).is_none());
}
