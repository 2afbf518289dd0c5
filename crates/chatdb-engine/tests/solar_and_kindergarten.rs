//! A solar installer asked in English and a kindergarten with English
//! names asked in Chinese: boys and girls say the sex a column stores; a
//! yes/no state said by its opposite word (absent, 缺勤 of `present`) is
//! where it does not hold — counted, and ranked by, as such rows. Each
//! with a near miss.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn kindergarten() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("classes")
            .with_key("class_id", Integer)
            .with_column("class_name", Text)
            .with_column("grade", Text),
        Table::new("children")
            .with_key("child_id", Integer)
            .with_column("name", Text)
            .with_column("gender", Text)
            .with_reference("class_id", Integer, "classes", "class_id"),
        Table::new("attendance")
            .with_key("attendance_id", Integer)
            .with_reference("child_id", Integer, "children", "child_id")
            .with_column("day", Date)
            .with_column("present", Integer),
    ]);
    let profiles = vec![
        repeated_values("children", "gender", &["男", "女"]),
        flag("attendance", "present"),
    ];
    (schema, profiles)
}

#[test]
fn boys_and_girls_say_the_sex_stored() {
    let setup = kindergarten();
    for (q, sex) in [
        ("男孩有多少个", "男"),
        ("how many boys", "男"),
        ("女孩有多少个", "女"),
    ] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(&format!(r#""children"."gender" = '{sex}'"#)),
            "{q}: {sql}"
        );
    }
    let sql = sql_of(&setup, "女孩最多的班");
    assert!(sql.contains(r#""children"."gender" = '女'"#), "{sql}");
    assert!(sql.contains(r#"GROUP BY "classes"."class_name""#), "{sql}");
    // Near miss: the children themselves are all of them.
    let sql = sql_of(&setup, "孩子有多少个");
    assert!(!sql.contains("gender"), "{sql}");
}

#[test]
fn a_state_said_by_its_opposite_is_where_it_does_not_hold() {
    let setup = kindergarten();
    let sql = sql_of(&setup, "本月缺勤了多少次");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#""attendance"."present" = 0"#), "{sql}");
    let sql = sql_of(&setup, "上个月缺勤最多的孩子");
    assert!(sql.contains(r#""attendance"."present" = 0"#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    assert!(!sql.contains("SUM("), "{sql}");
    // Near miss: the state itself ranks by the rows where it holds.
    let sql = sql_of(&setup, "出席最多的孩子");
    assert!(!sql.contains(r#""attendance"."present" = 0"#), "{sql}");
    // And the flag's values listed, said by the opposite, are no answer.
    doubted(&setup, "缺勤的孩子");
}

fn solar() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text),
        Table::new("installations")
            .with_key("installation_id", Integer)
            .with_reference("customer_id", Integer, "customers", "customer_id")
            .with_column("installed_on", Date)
            .with_column("capacity_kw", Float),
        Table::new("readings")
            .with_key("reading_id", Integer)
            .with_reference(
                "installation_id",
                Integer,
                "installations",
                "installation_id",
            )
            .with_column("reading_date", Date)
            .with_column("kwh", Float),
    ]);
    (schema, Vec::new())
}

#[test]
fn units_of_power_and_energy_end_names_and_energy_adds_up() {
    let setup = solar();
    // capacity_kw is a capacity kept in kW.
    let sql = sql_of(&setup, "total capacity installed this year");
    assert!(
        sql.contains(r#"SUM("installations"."capacity_kw")"#),
        "{sql}"
    );
    assert!(
        sql.contains(r#""installations"."installed_on" >= '2026-01-01'"#),
        "{sql}"
    );
    // kwh, named by its unit alone, is the energy — which adds up over time.
    for q in ["energy generated yesterday", "昨天的发电量"] {
        let sql = sql_of(&setup, q);
        assert!(sql.contains(r#"SUM("readings"."kwh")"#), "{q}: {sql}");
    }
    let sql = sql_of(&setup, "kwh generated per month");
    assert!(sql.contains(r#"SUM("readings"."kwh")"#), "{sql}");
    assert!(sql.contains("strftime('%Y-%m'"), "{sql}");
    let sql = sql_of(&setup, "top 5 customers by energy generated");
    assert!(
        sql.contains(r#"ORDER BY SUM("readings"."kwh") DESC LIMIT 5"#),
        "{sql}"
    );
    // Near miss: a capacity is each installation's own, averaged as such.
    let sql = sql_of(&setup, "average capacity");
    assert!(
        sql.contains(r#"AVG("installations"."capacity_kw")"#),
        "{sql}"
    );
}

#[test]
fn a_verb_of_paying_after_money_kept_restates_it() {
    let setup = (
        sqlite_schema(vec![
            Table::new("owners")
                .with_key("owner_id", Integer)
                .with_column("owner_name", Text),
            Table::new("stays")
                .with_key("stay_id", Integer)
                .with_reference("owner_id", Integer, "owners", "owner_id")
                .with_column("arrival_date", Date)
                .with_column("fee", Float),
        ]),
        Vec::new(),
    );
    let sql = sql_of(&setup, "top 3 owners by fees paid");
    assert!(
        sql.contains(r#"ORDER BY SUM("stays"."fee") DESC LIMIT 3"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "total fees paid last month");
    assert!(sql.contains(r#"SUM("stays"."fee")"#), "{sql}");
    // Near miss: another participle after the money is no restatement.
    doubted(&setup, "total fees refunded last month");
}

#[test]
fn an_m_after_a_dimension_is_metres() {
    let setup = (
        sqlite_schema(vec![
            Table::new("berths")
                .with_key("berth_id", Integer)
                .with_column("berth_code", Text)
                .with_column("max_length_m", Float),
            Table::new("boats")
                .with_key("boat_id", Integer)
                .with_column("boat_name", Text)
                .with_column("length_m", Float),
        ]),
        Vec::new(),
    );
    // length_m is a length kept in metres; the boats' is the boat length.
    let sql = sql_of(&setup, "average boat length");
    assert!(sql.contains(r#"AVG("boats"."length_m")"#), "{sql}");
    // Near miss: the berths' maximum is said by its own words.
    let sql = sql_of(&setup, "average max length of the berths");
    assert!(sql.contains(r#"AVG("berths"."max_length_m")"#), "{sql}");
}

#[test]
fn closed_is_the_opposite_of_open() {
    // The other pairs English says by another word: closed of `is_open`.
    let setup = (
        sqlite_schema(vec![Table::new("stores")
            .with_key("store_id", Integer)
            .with_column("store_name", Text)
            .with_column("is_open", Integer)]),
        vec![flag("stores", "is_open")],
    );
    let sql = sql_of(&setup, "how many closed stores");
    assert!(sql.contains(r#""stores"."is_open" = 0"#), "{sql}");
    // Near miss: the state itself.
    let sql = sql_of(&setup, "how many open stores");
    assert!(sql.contains(r#""stores"."is_open" = 1"#), "{sql}");
    for (table, flag_column, question) in [
        ("devices", "online", "how many offline devices"),
        ("plants", "alive", "how many dead plants"),
        ("posts", "visible", "how many hidden posts"),
    ] {
        let setup = (
            sqlite_schema(vec![Table::new(table)
                .with_key("id", Integer)
                .with_column("name", Text)
                .with_column(flag_column, Integer)]),
            vec![flag(table, flag_column)],
        );
        let sql = sql_of(&setup, question);
        assert!(
            sql.contains(&format!(r#""{table}"."{flag_column}" = 0"#)),
            "{question}: {sql}"
        );
    }
}
