//! A condition between two columns of one row (`ColumnComparison`):
//! written as a plain comparison in WHERE beside the other conditions,
//! refused for operators that take no single value.

use chatdb_core::{Dialect, LogicalType::*, Schema, Table};
use chatdb_intent::intent::{ColumnComparison, FilterOp, Measure, MeasureTarget};
use chatdb_intent::{build, BuildError, Intent};
use chatdb_knowledge::graph::JoinGraph;

mod common;
use common::context;

fn loans() -> Table {
    Table::new("loans")
        .with_key("loan_id", Integer)
        .with_column("due_on", Date)
        .with_column("returned_on", Date)
        .with_column("late_fee", Float)
}

fn returned_late(op: FilterOp) -> Intent {
    Intent {
        measures: vec![Measure {
            aggregation: chatdb_intent::intent::Aggregation::Count,
            target: MeasureTarget::Rows {
                table: "loans".into(),
            },
        }],
        column_comparisons: vec![ColumnComparison {
            left: chatdb_core::ColumnRef::new("loans", "returned_on"),
            op,
            right: chatdb_core::ColumnRef::new("loans", "due_on"),
        }],
        ..Intent::default()
    }
}

#[test]
fn two_columns_compared_in_every_dialect() {
    for (dialect, expected) in [
        (
            Dialect::Sqlite,
            r#"WHERE "loans"."returned_on" > "loans"."due_on""#,
        ),
        (
            Dialect::Postgres,
            r#"WHERE "loans"."returned_on" > "loans"."due_on""#,
        ),
        (
            Dialect::MySql,
            "WHERE `loans`.`returned_on` > `loans`.`due_on`",
        ),
    ] {
        let schema = Schema::new(dialect, vec![loans()]);
        let graph = JoinGraph::new(&schema, None);
        let sql = build(&returned_late(FilterOp::Gt), &context(&schema, &graph))
            .expect("built")
            .sql;
        assert!(sql.contains(expected), "{dialect:?}: {sql}");
        assert!(sql.starts_with("SELECT COUNT(*)"), "{sql}");
    }
}

#[test]
fn an_operator_without_one_value_is_refused() {
    let schema = Schema::new(Dialect::Sqlite, vec![loans()]);
    let graph = JoinGraph::new(&schema, None);
    let got = build(&returned_late(FilterOp::Like), &context(&schema, &graph));
    assert!(matches!(got, Err(BuildError::Unsupported(_))), "{got:?}");
}

#[test]
fn an_unknown_column_is_refused() {
    let schema = Schema::new(Dialect::Sqlite, vec![loans()]);
    let graph = JoinGraph::new(&schema, None);
    let mut intent = returned_late(FilterOp::Gt);
    intent.column_comparisons[0].right = chatdb_core::ColumnRef::new("loans", "due_date");
    assert!(build(&intent, &context(&schema, &graph)).is_err());
}
