//! A print shop: the head noun of a compound table name names it alone
//! even when it is a word of three letters (the jobs of `print_jobs`) —
//! unless another table's name ends in it too.
//!
//! A teahouse asked in Chinese: 壶 (a pot) is a container classifier, and
//! how many pots were sold is the count column its noun names.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn print_shop(extra: Vec<Table>) -> (Schema, Vec<TableProfile>) {
    let mut tables = vec![
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text),
        Table::new("print_jobs")
            .with_key("job_id", Integer)
            .with_reference("customer_id", Integer, "customers", "customer_id")
            .with_column("ordered_on", Date)
            .with_column("pages", Integer)
            .with_column("status", Text),
    ];
    tables.extend(extra);
    let profiles = vec![repeated_values(
        "print_jobs",
        "status",
        &["done", "waiting", "cancelled"],
    )];
    (sqlite_schema(tables), profiles)
}

#[test]
fn a_short_head_noun_names_its_table() {
    let setup = print_shop(Vec::new());
    let sql = sql_of(&setup, "how many jobs are still waiting");
    assert!(sql.contains(r#"FROM "print_jobs""#), "{sql}");
    assert!(
        sql.contains(r#""print_jobs"."status" = 'waiting'"#),
        "{sql}"
    );
    // (Near miss: with repair jobs too, "jobs" names neither.)
    let setup = print_shop(vec![Table::new("repair_jobs")
        .with_key("repair_id", Integer)
        .with_column("reported_on", Date)]);
    doubted(&setup, "how many jobs were there last month");
}

#[test]
fn pots_sold_are_the_count_of_pots() {
    let setup = (
        sqlite_schema(vec![
            Table::new("teas")
                .with_key("tea_id", Integer)
                .with_column("tea_name", Text)
                .with_column("tea_type", Text)
                .with_column("price_per_pot", Float),
            Table::new("visits")
                .with_key("visit_id", Integer)
                .with_column("visit_date", Date)
                .with_column("amount", Float),
            Table::new("visit_teas")
                .with_reference("visit_id", Integer, "visits", "visit_id")
                .with_reference("tea_id", Integer, "teas", "tea_id")
                .with_column("pots", Integer),
        ]),
        vec![repeated_values(
            "teas",
            "tea_type",
            &["绿茶", "红茶", "乌龙"],
        )],
    );
    let sql = sql_of(&setup, "每种茶今年卖了多少壶");
    assert!(sql.contains(r#"SUM("visit_teas"."pots")"#), "{sql}");
    assert!(sql.contains(r#""visits"."visit_date" >="#), "{sql}");
}
