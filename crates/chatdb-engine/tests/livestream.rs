//! Livestream selling asked in Chinese: a yes/no state said right before
//! a number of its own rows (退款的金额, "refunded amount") picks the rows
//! in that state — the amount of the refunded orders, not each order's
//! flag beside its amount; amounts listed are each row's, not a set of
//! values; and hosts and streams are 主播 and 直播.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn livestream() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("hosts")
            .with_key("host_id", Integer)
            .with_column("host_name", Text)
            .with_column("platform", Text),
        Table::new("streams")
            .with_key("stream_id", Integer)
            .with_reference("host_id", Integer, "hosts", "host_id")
            .with_column("stream_date", Date)
            .with_column("peak_viewers", Integer),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("stream_id", Integer, "streams", "stream_id")
            .with_column("item", Text)
            .with_column("amount", Float)
            .with_column("refunded", Integer),
    ]);
    (
        schema,
        vec![
            flag("orders", "refunded"),
            values("hosts", "platform", &["抖音", "快手"]),
        ],
    )
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

#[test]
fn amounts_listed_are_each_rows_own() {
    let setup = livestream();
    let sql = sql_of(&setup, "退款的金额");
    assert!(!sql.contains("DISTINCT"), "{sql}");
    assert!(sql.contains(r#""orders"."refunded" = 1"#), "{sql}");
}

#[test]
fn hosts_and_streams_are_said_in_chinese() {
    let setup = livestream();
    // (Was 0.92 counting the streams of the hosts on 抖音: 主播 read as a
    // kind of 直播 by its last character. 主播, a host who broadcasts, is
    // ChatDB's everyday word for `host`, zh_en_common.tsv.)
    let sql = sql_of(&setup, "抖音上有几个主播");
    assert!(sql.contains(r#"FROM "hosts""#), "{sql}");
    assert!(!sql.contains("streams"), "{sql}");
    let sql = sql_of(&setup, "今年每个月的直播场次");
    assert!(sql.contains(r#"FROM "streams""#), "{sql}");
}
