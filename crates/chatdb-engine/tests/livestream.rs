//! Livestream selling asked in Chinese: a yes/no state said right before
//! a number of its own rows (退款的金额, "refunded amount") picks the rows
//! in that state — the amount of the refunded orders, not each order's
//! flag beside its amount.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn livestream() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("streams")
            .with_key("stream_id", Integer)
            .with_column("stream_date", Date)
            .with_column("peak_viewers", Integer),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("stream_id", Integer, "streams", "stream_id")
            .with_column("item", Text)
            .with_column("amount", Float)
            .with_column("refunded", Integer),
    ]);
    (schema, vec![flag("orders", "refunded")])
}

#[test]
fn a_state_before_a_number_of_its_rows_picks_them() {
    let setup = livestream();
    // (Was 0.91 listing each order's flag and amount.)
    let sql = sql_of(&setup, "今年退款的金额");
    assert!(sql.contains(r#"SUM("orders"."amount")"#), "{sql}");
    assert!(sql.contains(r#""orders"."refunded" = 1"#), "{sql}");
    let sql = sql_of(&setup, "refunded amount this year");
    assert!(sql.contains(r#""orders"."refunded" = 1"#), "{sql}");
    // (Near miss: negated, the rows not in the state.)
    let sql = sql_of(&setup, "今年没有退款的金额");
    assert!(sql.contains(r#""orders"."refunded" = 0"#), "{sql}");
}
