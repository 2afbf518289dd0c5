//! A water-testing lab, with English names, asked in English and Chinese:
//! a yes/no column that is no participle (`contaminated` is, `unsafe` is
//! not) said before "rate" or 率 is the share of rows where it holds
//! (异常率, "unsafe rate by site"); and in Chinese the state said with 的
//! and no noun after it names the rows in that state (异常的有多少, counted
//! in cases: 多少例) — never the column's two values listed.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn lab() -> (Schema, Vec<TableProfile>) {
    // (One profile of the table: its flag and what each sample tests.)
    let mut samples = flag("samples", "abnormal");
    samples
        .columns
        .extend(repeated_values("samples", "analyte", &["氨氮", "总磷", "硝酸盐"]).columns);
    (
        sqlite_schema(vec![
            Table::new("sites")
                .with_key("site_id", Integer)
                .with_column("site_name", Text),
            Table::new("samples")
                .with_key("sample_id", Integer)
                .with_reference("site_id", Integer, "sites", "site_id")
                .with_column("analyte", Text)
                .with_column("taken_on", Date)
                .with_column("abnormal", Integer),
        ]),
        vec![samples],
    )
}

fn with_unsafe_flag() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("sites")
                .with_key("site_id", Integer)
                .with_column("site_name", Text),
            Table::new("samples")
                .with_key("sample_id", Integer)
                .with_reference("site_id", Integer, "sites", "site_id")
                .with_column("taken_on", Date)
                .with_column("unsafe", Integer),
        ]),
        vec![flag("samples", "unsafe")],
    )
}

#[test]
fn a_yes_no_columns_rate_is_the_share_where_it_holds() {
    for q in ["unsafe rate", "unsafe rate by site"] {
        let sql = sql_of(&with_unsafe_flag(), q);
        assert!(
            sql.contains(r#"COUNT(CASE WHEN ("samples"."unsafe" = 1) THEN 1 END)"#),
            "{q}: {sql}"
        );
        assert!(sql.contains("share_pct"), "{q}: {sql}");
    }
    let sql = sql_of(&with_unsafe_flag(), "unsafe rate by site");
    assert!(sql.contains(r#"GROUP BY "sites"."site_name""#), "{sql}");
}

#[test]
fn a_state_said_with_de_and_no_noun_names_the_rows_in_it() {
    for q in ["异常的有多少", "硝酸盐异常的有几个", "异常的有多少例"] {
        let sql = sql_of(&lab(), q);
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
        assert!(sql.contains(r#""samples"."abnormal" = 1"#), "{q}: {sql}");
        assert!(!sql.contains("DISTINCT"), "{q}: {sql}");
    }
    let sql = sql_of(&lab(), "硝酸盐异常的有几个");
    assert!(sql.contains(r#""samples"."analyte" = '硝酸盐'"#), "{sql}");
}

#[test]
fn a_yes_no_columns_rate_said_in_chinese() {
    for q in ["异常率", "每个站点的异常率"] {
        let sql = sql_of(&lab(), q);
        assert!(
            sql.contains(r#"COUNT(CASE WHEN ("samples"."abnormal" = 1) THEN 1 END)"#),
            "{q}: {sql}"
        );
    }
}
