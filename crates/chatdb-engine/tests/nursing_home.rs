//! A nursing home asked in Chinese: an average said of each kind (每种服务
//! 平均多少分钟) is each kind's own, not the average of the kinds' totals.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn care_logs() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![Table::new("care_logs")
        .with_key("log_id", Integer)
        .with_column("log_date", Date)
        .with_column("service", Text)
        .with_column("minutes", Integer)]);
    let profiles = vec![repeated_values(
        "care_logs",
        "service",
        &["洗澡", "喂药", "理发", "康复训练"],
    )];
    (schema, profiles)
}

#[test]
fn an_average_said_of_each_kind_is_each_kinds_own() {
    let setup = care_logs();
    // (Was 0.94 with one figure: the average over the services of each
    // one's total minutes.)
    let sql = sql_of(&setup, "每种服务平均多少分钟");
    assert!(sql.contains(r#"AVG("care_logs"."minutes")"#), "{sql}");
    assert!(sql.contains(r#"GROUP BY"#), "{sql}");
    assert!(!sql.contains("SUM("), "{sql}");
}
