//! Periods of a column that holds years: `stat_year INTEGER` is its own
//! yearly period (a date function on it fails on every database), and it
//! has no month or week. A period said of it ("this year") is a range of
//! year numbers, not of dates.

use chatdb_core::{Dialect, LogicalType::*, Schema, Table};
use chatdb_intent::intent::{
    Aggregation, ColumnRef, Grain, Measure, MeasureTarget, Order, OrderKey, TimeRange,
};
use chatdb_intent::{build, BuildError, Intent};
use chatdb_knowledge::graph::JoinGraph;

mod common;
use common::context;

fn schema(dialect: Dialect) -> Schema {
    Schema::new(
        dialect,
        vec![Table::new("scores")
            .with_key("score_id", Integer)
            .with_column("stat_year", Integer)
            .with_column("taken_on", Date)
            .with_column("score", Float)],
    )
}

fn average_score_per(column: &str, grain: Grain) -> Intent {
    Intent {
        measures: vec![Measure {
            aggregation: Aggregation::Avg,
            target: MeasureTarget::Column {
                column: ColumnRef::new("scores", "score"),
            },
        }],
        grain: Some(grain),
        order: Some(Order {
            key: OrderKey::Column {
                column: ColumnRef::new("scores", column),
            },
            descending: false,
        }),
        ..Intent::default()
    }
}

fn sql(dialect: Dialect, intent: &Intent) -> Result<String, BuildError> {
    let schema = schema(dialect);
    let graph = JoinGraph::new(&schema, None);
    build(intent, &context(&schema, &graph)).map(|b| b.sql)
}

#[test]
fn a_column_of_years_is_its_own_yearly_period() {
    for dialect in [
        Dialect::DuckDb,
        Dialect::Sqlite,
        Dialect::Postgres,
        Dialect::MySql,
    ] {
        let got = sql(dialect, &average_score_per("stat_year", Grain::Year)).expect("built");
        let year = dialect.quote_ident("stat_year");
        assert!(
            got.contains(&format!(
                "GROUP BY {}.{year}",
                dialect.quote_ident("scores")
            )) && !got.contains("strftime")
                && !got.contains("to_char")
                && !got.contains("DATE_FORMAT"),
            "{dialect:?}: {got}"
        );
        // A date column still gets its year from a date function.
        let got = sql(dialect, &average_score_per("taken_on", Grain::Year)).expect("built");
        assert!(
            ["strftime", "to_char", "DATE_FORMAT"]
                .iter()
                .any(|f| got.contains(f)),
            "{dialect:?}: {got}"
        );
    }
}

#[test]
fn a_column_of_years_has_no_month() {
    for grain in [Grain::Month, Grain::Week, Grain::Day, Grain::Weekday] {
        let err =
            sql(Dialect::DuckDb, &average_score_per("stat_year", grain)).expect_err("refused");
        assert!(
            matches!(err, BuildError::Unsupported(_)),
            "{grain:?}: {err}"
        );
    }
}

fn average_score_within(column: &str, start: &str, end: &str, days: Vec<u8>) -> Intent {
    let date = |d: &str| chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").ok();
    Intent {
        measures: vec![Measure {
            aggregation: Aggregation::Avg,
            target: MeasureTarget::Column {
                column: ColumnRef::new("scores", "score"),
            },
        }],
        time_range: Some(TimeRange {
            column: Some(ColumnRef::new("scores", column)),
            start: date(start),
            end: date(end),
            label: "this year".into(),
            period: None,
            days,
        }),
        ..Intent::default()
    }
}

#[test]
fn a_year_said_of_a_column_of_years_compares_year_numbers() {
    for dialect in [
        Dialect::DuckDb,
        Dialect::Sqlite,
        Dialect::Postgres,
        Dialect::MySql,
    ] {
        let intent = average_score_within("stat_year", "2025-01-01", "2026-01-01", vec![]);
        let got = sql(dialect, &intent).expect("built");
        let year = format!(
            "{}.{}",
            dialect.quote_ident("scores"),
            dialect.quote_ident("stat_year")
        );
        assert!(
            got.contains(&format!("{year} >= 2025")) && got.contains(&format!("{year} < 2026")),
            "{dialect:?}: {got}"
        );
        // A date column keeps its date bounds.
        let intent = average_score_within("taken_on", "2025-01-01", "2026-01-01", vec![]);
        let got = sql(dialect, &intent).expect("built");
        assert!(got.contains("'2025-01-01'"), "{dialect:?}: {got}");
    }
}

#[test]
fn a_month_or_a_weekday_cannot_be_said_of_a_column_of_years() {
    for intent in [
        average_score_within("stat_year", "2025-03-01", "2025-04-01", vec![]),
        average_score_within("stat_year", "2025-01-01", "2026-01-01", vec![6, 7]),
    ] {
        let err = sql(Dialect::DuckDb, &intent).expect_err("refused");
        assert!(matches!(err, BuildError::Unsupported(_)), "{err}");
    }
}
