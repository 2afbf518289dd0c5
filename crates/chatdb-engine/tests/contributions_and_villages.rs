//! A crowd-giving site's contributions asked in English, and a township's
//! households asked in Chinese over English names: the participle of the
//! verb the rows are named by, after "total", is the money they keep ("total
//! contributed this year" of `contributions`, whose date is
//! `contributed_on`); "average" before the rows' noun in the singular is
//! the average of their one amount, each row's own per group ("average
//! contribution per appeal"); an email column names its holder, counted
//! distinct ("how many donors" of `donor_email`); "by" before a value of the
//! rows' parent says who made them, no grouping ("appeals by Ana Costa");
//! a count's noun after 多少 or 几 that heads one table's words (户 of
//! 住户) counts that table's rows, 几户 cut as 几|户; and a verb that
//! starts one dated table's words names its rows though the word's second
//! character is also a classifier (付 of 付款: 上个月付了多少钱).

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn giving() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("organisers")
                .with_key("organiser_id", Integer)
                .with_column("name", Text),
            Table::new("appeals")
                .with_key("appeal_id", Integer)
                .with_reference("organiser_id", Integer, "organisers", "organiser_id")
                .with_column("title", Text)
                .with_column("cause", Text),
            Table::new("contributions")
                .with_key("contribution_id", Integer)
                .with_reference("appeal_id", Integer, "appeals", "appeal_id")
                .with_column("donor_email", Text)
                .with_column("amount", Float)
                .with_column("contributed_on", Date),
        ]),
        vec![
            values("organisers", "name", &["Ana Costa", "Bo Lind"]),
            repeated_values("appeals", "cause", &["flood relief", "schools"]),
            repeated_values("contributions", "donor_email", &["a@x.org", "b@x.org"]),
        ],
    )
}

fn township() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("villages")
                .with_key("village_id", Integer)
                .with_column("village_name", Text),
            Table::new("households")
                .with_key("household_id", Integer)
                .with_reference("village_id", Integer, "villages", "village_id")
                .with_column("head_name", Text)
                .with_column("members", Integer),
            Table::new("payments")
                .with_key("payment_id", Integer)
                .with_reference("household_id", Integer, "households", "household_id")
                .with_column("amount", Float)
                .with_column("paid_on", Date),
        ]),
        vec![values("villages", "village_name", &["张村", "李庄"])],
    )
}

#[test]
fn the_rows_own_participle_after_total_is_their_money() {
    let sql = sql_of(&giving(), "total contributed this year");
    assert!(
        sql.starts_with(r#"SELECT SUM("contributions"."amount")"#),
        "{sql}"
    );
    assert!(
        sql.contains(r#""contributions"."contributed_on" >="#),
        "{sql}"
    );
}

#[test]
fn the_average_of_rows_named_in_the_singular_is_their_amounts() {
    for q in ["average contribution", "what's the average contribution"] {
        let sql = sql_of(&giving(), q);
        assert!(
            sql.starts_with(r#"SELECT AVG("contributions"."amount")"#),
            "{q}: {sql}"
        );
    }
    // Per group, each row's amount averaged — not the groups' totals.
    let sql = sql_of(&giving(), "average contribution per appeal");
    assert!(sql.contains(r#"AVG("contributions"."amount")"#), "{sql}");
    assert!(sql.contains("GROUP BY"), "{sql}");
    assert!(!sql.contains("SUM("), "{sql}");
}

#[test]
fn an_email_names_its_holder_counted_distinct() {
    let sql = sql_of(&giving(), "how many donors");
    assert!(
        sql.contains(r#"COUNT(DISTINCT "contributions"."donor_email")"#),
        "{sql}"
    );
    let sql = sql_of(&giving(), "number of donors per appeal");
    assert!(
        sql.contains(r#"COUNT(DISTINCT "contributions"."donor_email")"#),
        "{sql}"
    );
    assert!(sql.contains("GROUP BY"), "{sql}");
}

#[test]
fn by_before_a_value_of_the_rows_parent_says_who_made_them() {
    let sql = sql_of(&giving(), "flood relief appeals by Ana Costa");
    assert!(
        sql.contains(r#""organisers"."name" = 'Ana Costa'"#),
        "{sql}"
    );
    assert!(
        sql.contains(r#""appeals"."cause" = 'flood relief'"#),
        "{sql}"
    );
    assert!(!sql.contains("GROUP BY"), "{sql}");
}

#[test]
fn a_counts_noun_that_heads_one_tables_words_counts_its_rows() {
    for q in ["一共有多少户", "有多少户"] {
        let sql = sql_of(&township(), q);
        assert!(
            sql.starts_with(r#"SELECT COUNT(*) AS "count" FROM "households""#),
            "{q}: {sql}"
        );
    }
    let sql = sql_of(&township(), "张村有几户");
    assert!(sql.starts_with("SELECT COUNT(*)"), "{sql}");
    assert!(
        sql.contains(r#""villages"."village_name" = '张村'"#),
        "{sql}"
    );
}

#[test]
fn a_verb_starting_a_tables_words_names_its_rows() {
    let sql = sql_of(&township(), "上个月付了多少钱");
    assert!(
        sql.starts_with(r#"SELECT SUM("payments"."amount")"#),
        "{sql}"
    );
    assert!(sql.contains(r#""payments"."paid_on" >="#), "{sql}");
}
