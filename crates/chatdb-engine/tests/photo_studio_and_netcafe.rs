//! A photography studio asked in English: "how many hours" of a column
//! kept in hours is the hours added up.
//!
//! An internet cafe asked in Chinese: how many times a named member did
//! something, where two tables record the members' happenings, says
//! neither — never the member's own row counted; top-ups (充值, a verb and
//! the money it moves) ranked by most are ranked by that money.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn studio() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("photographers")
            .with_key("photographer_id", Integer)
            .with_column("name", Text),
        Table::new("shoots")
            .with_key("shoot_id", Integer)
            .with_reference(
                "photographer_id",
                Integer,
                "photographers",
                "photographer_id",
            )
            .with_column("shoot_date", Date)
            .with_column("hours", Float)
            .with_column("price", Float),
    ]);
    let profiles = vec![values(
        "photographers",
        "name",
        &["Ana Silva", "Ben Carter"],
    )];
    (schema, profiles)
}

#[test]
fn how_many_hours_adds_the_hours_up() {
    let setup = studio();
    for q in [
        "how many hours did Ana Silva shoot last year",
        "how many hours of shoots this year",
    ] {
        let sql = sql_of(&setup, q);
        assert!(sql.contains(r#"SUM("shoots"."hours")"#), "{q}: {sql}");
        assert!(!sql.contains("DISTINCT"), "{q}: {sql}");
    }
    // (Near miss: "different" prices are counted as values.)
    let sql = sql_of(&setup, "how many different prices are there");
    assert!(sql.contains(r#"COUNT(DISTINCT "shoots"."price")"#), "{sql}");
}

fn netcafe() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("members")
            .with_key("member_id", Integer)
            .with_column("member_name", Text)
            .with_column("joined_on", Date),
        Table::new("sessions")
            .with_key("session_id", Integer)
            .with_reference("member_id", Integer, "members", "member_id")
            .with_column("session_date", Date)
            .with_column("hours", Float),
        Table::new("top_ups")
            .with_key("top_up_id", Integer)
            .with_reference("member_id", Integer, "members", "member_id")
            .with_column("top_up_date", Date)
            .with_column("amount", Float),
    ]);
    let profiles = vec![values("members", "member_name", &["张伟", "王芳"])];
    (schema, profiles)
}

#[test]
fn times_of_a_member_with_two_kinds_of_happenings_are_doubted() {
    // (Was the member's own row, dated by when they joined, at 0.94.)
    doubted(&netcafe(), "张伟今年来了几次");
}

#[test]
fn top_ups_are_money_said_by_their_verb() {
    let setup = netcafe();
    // 充值最多: ranked by the money topped up, not by how many top-ups.
    let sql = sql_of(&setup, "充值最多的会员");
    assert!(
        sql.contains(r#"ORDER BY SUM("top_ups"."amount") DESC"#),
        "{sql}"
    );
    // (Near miss: counted in 笔, the top-ups themselves.)
    let sql = sql_of(&setup, "这个月充值了多少笔");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#"FROM "top_ups""#), "{sql}");
}
