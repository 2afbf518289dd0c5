//! A join is a guess when the two tables are related by more than one key:
//! flights reach airports by their source and by their destination, and
//! which one a question means is not said by the tables alone.

use chatdb_core::{Dialect, LogicalType::*, Schema, Table};
use chatdb_intent::intent::{Aggregation, ColumnRef, Measure, MeasureTarget};
use chatdb_intent::{build, BuildError, Intent};
use chatdb_knowledge::graph::JoinGraph;

mod common;
use common::context;

fn schema() -> Schema {
    Schema::new(
        Dialect::Sqlite,
        vec![
            Table::new("airports")
                .with_key("code", Text)
                .with_column("airport_name", Text),
            Table::new("airlines")
                .with_key("airline_id", Integer)
                .with_column("airline_name", Text),
            Table::new("flights")
                .with_key("flight_no", Integer)
                .with_reference("airline_id", Integer, "airlines", "airline_id")
                .with_reference("source_airport", Text, "airports", "code")
                .with_reference("dest_airport", Text, "airports", "code"),
        ],
    )
}

/// Flights counted per value of `group`.
fn flights_per(group: ColumnRef) -> Intent {
    Intent {
        dimensions: vec![group],
        measures: vec![Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows {
                table: "flights".into(),
            },
        }],
        ..Intent::default()
    }
}

#[test]
fn a_join_by_one_of_several_keys_is_refused_and_by_the_only_one_is_not() {
    let schema = schema();
    let graph = JoinGraph::new(&schema, None);
    let cx = context(&schema, &graph);
    let per_airport = build(
        &flights_per(ColumnRef::new("airports", "airport_name")),
        &cx,
    );
    match per_airport {
        Err(BuildError::AmbiguousJoin { keys, .. }) => {
            assert!(
                keys.contains("source_airport") && keys.contains("dest_airport"),
                "{keys}"
            );
        }
        other => panic!("{other:?}"),
    }
    // One key between flights and airlines: joined as before.
    let per_airline = build(
        &flights_per(ColumnRef::new("airlines", "airline_name")),
        &cx,
    )
    .expect("built");
    assert!(per_airline.sql.contains("JOIN"), "{}", per_airline.sql);
    // The key column itself needs no join.
    let per_source = build(
        &flights_per(ColumnRef::new("flights", "source_airport")),
        &cx,
    )
    .expect("built");
    assert!(!per_source.sql.contains("JOIN"), "{}", per_source.sql);
}

#[test]
fn a_key_the_question_said_settles_the_join() {
    let schema = schema();
    let graph = JoinGraph::new(&schema, None);
    let cx = context(&schema, &graph);
    let mut intent = flights_per(ColumnRef::new("airports", "airport_name"));
    intent.join_via = vec![ColumnRef::new("flights", "dest_airport")];
    let built = build(&intent, &cx).expect("built");
    assert!(built.sql.contains("dest_airport"), "{}", built.sql);
    assert!(!built.sql.contains("source_airport"), "{}", built.sql);
}
