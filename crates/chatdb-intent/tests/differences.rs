//! A difference of two columns of a row (`Arithmetic::Difference`): what
//! is still owed, the amount due less the amount paid — read back from its
//! name only where both are columns of the table, labelled in words.

use chatdb_core::{Dialect, LogicalType::*, Schema, Table};
use chatdb_intent::derived::{Arithmetic, Computed, Derived};
use chatdb_intent::intent::{Aggregation, Measure, MeasureTarget};
use chatdb_intent::{build, Intent};
use chatdb_knowledge::graph::JoinGraph;

mod common;
use common::context;

fn bills() -> Table {
    Table::new("bills")
        .with_key("bill_id", Integer)
        .with_column("amount_due", Float)
        .with_column("amount_paid", Float)
}

fn owed() -> Derived {
    Derived {
        op: Arithmetic::Difference,
        operands: vec!["amount_due".into(), "amount_paid".into()],
    }
}

#[test]
fn the_total_owed_is_the_sum_of_the_differences() {
    let schema = Schema::new(Dialect::Postgres, vec![bills()]);
    let graph = JoinGraph::new(&schema, None);
    let intent = Intent {
        measures: vec![Measure {
            aggregation: Aggregation::Sum,
            target: MeasureTarget::Column {
                column: owed().column_ref("bills"),
            },
        }],
        ..Intent::default()
    };
    let sql = build(&intent, &context(&schema, &graph))
        .expect("built")
        .sql;
    assert!(
        sql.contains(r#"SUM(("bills"."amount_due" - "bills"."amount_paid")) AS "total_amount_due_minus_amount_paid""#),
        "{sql}"
    );
}

#[test]
fn read_back_only_over_columns_of_the_table() {
    let t = bills();
    assert_eq!(
        Computed::parse("amount_due - amount_paid", &t),
        Some(Computed::Arithmetic(owed()))
    );
    assert_eq!(Computed::parse("amount_due - refunds", &t), None);
}
