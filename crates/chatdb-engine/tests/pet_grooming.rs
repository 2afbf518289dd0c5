//! A pet grooming shop with English names asked about in Chinese: a
//! stored one-character noun (猫, 狗 of a species) said as a word of its
//! own; a classifier after "each" (每项服务); "there still are" before
//! how many (还有多少). Each with a near miss.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn shop() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("owners")
            .with_key("owner_id", Integer)
            .with_column("owner_name", Text),
        Table::new("pets")
            .with_key("pet_id", Integer)
            .with_reference("owner_id", Integer, "owners", "owner_id")
            .with_column("pet_name", Text)
            .with_column("species", Text)
            .with_column("size", Text),
        Table::new("services")
            .with_key("service_id", Integer)
            .with_column("service_name", Text)
            .with_column("price", Float),
        Table::new("appointments")
            .with_key("appointment_id", Integer)
            .with_reference("pet_id", Integer, "pets", "pet_id")
            .with_reference("service_id", Integer, "services", "service_id")
            .with_column("appointment_at", Timestamp)
            .with_column("status", Text)
            .with_column("paid_amount", Float),
    ]);
    let profiles = vec![
        repeated_values("pets", "species", &["猫", "狗"]),
        repeated_values("pets", "size", &["大", "中", "小"]),
        values("services", "service_name", &["洗澡", "美容", "寄养"]),
        repeated_values("appointments", "status", &["已完成", "已取消", "待服务"]),
    ];
    (schema, profiles)
}

#[test]
fn a_stored_noun_of_one_character_is_its_value() {
    let setup = shop();
    let sql = sql_of(&setup, "狗有多少只");
    assert!(sql.contains(r#""pets"."species" = '狗'"#), "{sql}");
    let sql = sql_of(&setup, "猫和狗各有多少只");
    assert!(sql.contains(r#"GROUP BY "pets"."species""#), "{sql}");
    // Near miss: a stored character that is no noun (大, "big") is not
    // read into the question's 最大.
    let p = plan(&setup, "价格最大的服务");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("'大'")),
        "{:?}",
        p.sql
    );
}

#[test]
fn a_classifier_after_each_says_nothing_of_its_own() {
    let setup = shop();
    let sql = sql_of(&setup, "每项服务的收入");
    assert!(
        sql.contains(r#"SUM("appointments"."paid_amount")"#),
        "{sql}"
    );
    assert!(
        sql.contains(r#"GROUP BY "services"."service_name""#),
        "{sql}"
    );
}

#[test]
fn still_there_before_how_many_is_the_count() {
    let setup = shop();
    let sql = sql_of(&setup, "还有多少预约待服务");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(
        sql.contains(r#""appointments"."status" = '待服务'"#),
        "{sql}"
    );
    // Near miss: 还有 said of no count stays a word the engine has not
    // placed.
    doubted(&setup, "还有预约待服务吗");
}
