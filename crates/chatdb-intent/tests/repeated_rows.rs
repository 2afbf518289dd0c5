//! A count the joins would repeat counts keys: customers counted per store
//! through their orders would count orders, so each customer is counted
//! once per store (by key); singers counted per concert through the table
//! of (singer, concert) pairs count each pair once as they are. Counts per
//! value of a column (a district) and totals of a column over such joins
//! are refused.

use chatdb_core::{Dialect, LogicalType::*, Schema, Table};
use chatdb_intent::intent::{Aggregation, ColumnRef, Measure, MeasureTarget, Order, OrderKey};
use chatdb_intent::{build, BuildError, Intent};
use chatdb_knowledge::graph::JoinGraph;

mod common;
use common::context;

fn schema() -> Schema {
    Schema::new(
        Dialect::Sqlite,
        vec![
            Table::new("stores")
                .with_key("store_id", Integer)
                .with_column("store_name", Text)
                .with_column("district", Text),
            Table::new("customers")
                .with_key("customer_id", Integer)
                .with_column("customer_name", Text)
                .with_column("credit_limit", Float),
            Table::new("orders")
                .with_key("order_id", Integer)
                .with_reference("store_id", Integer, "stores", "store_id")
                .with_reference("customer_id", Integer, "customers", "customer_id"),
            Table::new("singer")
                .with_key("singer_id", Integer)
                .with_column("name", Text),
            Table::new("concert")
                .with_key("concert_id", Integer)
                .with_column("concert_name", Text),
            Table::new("singer_in_concert")
                .with_reference("singer_id", Integer, "singer", "singer_id")
                .with_reference("concert_id", Integer, "concert", "concert_id")
                .with_primary_key(&["singer_id", "concert_id"]),
        ],
    )
}

fn count_of(table: &str) -> Measure {
    Measure {
        aggregation: Aggregation::Count,
        target: MeasureTarget::Rows {
            table: table.into(),
        },
    }
}

/// Rows of `counted` per value of `group`, shown or only ranked by.
fn counted_per(counted: &str, group: ColumnRef, ranked: bool) -> Intent {
    let mut intent = Intent {
        dimensions: vec![group],
        ..Intent::default()
    };
    if ranked {
        intent.order = Some(Order {
            key: OrderKey::Aggregate {
                measure: count_of(counted),
            },
            descending: true,
        });
        intent.limit = Some(1);
    } else {
        intent.measures.push(count_of(counted));
    }
    intent
}

#[test]
fn counts_through_a_table_of_facts_count_keys_and_through_pairs_count_rows() {
    let schema = schema();
    let graph = JoinGraph::new(&schema, None);
    let cx = context(&schema, &graph);
    for ranked in [false, true] {
        // "which store has the most customers": each customer once per store.
        let customers = counted_per("customers", ColumnRef::new("stores", "store_name"), ranked);
        let sql = build(&customers, &cx).expect("counted by key").sql;
        assert!(
            sql.contains(r#"COUNT(DISTINCT "customers"."customer_id")"#)
                && sql.contains(r#"GROUP BY "stores"."store_name""#)
                && !sql.contains("COUNT(*)"),
            "ranked {ranked}: {sql}"
        );
        // "customers per district": values of a column, not things — the
        // word may have been linked by mistake; refused as before.
        let per_district = counted_per("customers", ColumnRef::new("stores", "district"), ranked);
        assert!(
            matches!(
                build(&per_district, &cx),
                Err(BuildError::RepeatedRows { .. })
            ),
            "ranked {ranked}: {:?}",
            build(&per_district, &cx)
        );
        let singers = counted_per("singer", ColumnRef::new("concert", "concert_name"), ranked);
        let sql = build(&singers, &cx).expect("pairs are counted once").sql;
        assert!(sql.contains("COUNT(*)"), "{sql}");
        // Orders per store: each order has its store.
        let orders = counted_per("orders", ColumnRef::new("stores", "store_name"), ranked);
        assert!(build(&orders, &cx).is_ok());
    }
}

#[test]
fn one_count_filtered_through_repeating_rows_counts_each_row_once() {
    // "how many customers ordered at the Downtown store": each customer
    // may have many orders there; each is counted once.
    let schema = schema();
    let graph = JoinGraph::new(&schema, None);
    let cx = context(&schema, &graph);
    let intent = Intent {
        measures: vec![count_of("customers")],
        filters: vec![chatdb_intent::intent::Filter {
            column: ColumnRef::new("stores", "store_name"),
            op: chatdb_intent::intent::FilterOp::Eq,
            values: vec![chatdb_intent::intent::Literal::Text("Downtown".into())],
        }],
        ..Intent::default()
    };
    let sql = build(&intent, &cx).expect("counted by key").sql;
    assert!(
        sql.contains(r#"COUNT(DISTINCT "customers"."customer_id")"#) && sql.contains("Downtown"),
        "{sql}"
    );
}

#[test]
fn a_total_of_a_column_through_repeating_rows_is_refused() {
    // "total credit limit of each store's customers": summed through orders,
    // each customer's limit would be added once per order.
    let schema = schema();
    let graph = JoinGraph::new(&schema, None);
    let cx = context(&schema, &graph);
    let intent = Intent {
        dimensions: vec![ColumnRef::new("stores", "store_name")],
        measures: vec![Measure {
            aggregation: Aggregation::Sum,
            target: MeasureTarget::Column {
                column: ColumnRef::new("customers", "credit_limit"),
            },
        }],
        ..Intent::default()
    };
    assert!(
        matches!(build(&intent, &cx), Err(BuildError::RepeatedRows { .. })),
        "{:?}",
        build(&intent, &cx)
    );
}
