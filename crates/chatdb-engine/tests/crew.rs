//! Constructs of a builder's data, asked the way its site managers ask:
//! its workers, the sites they work on, the contracts of each site (a
//! start date), the shifts worked (hours) and the check-ins at the gate.
//! English names, questions in English and Chinese.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn workers(with_a_persons_name: bool) -> Table {
    let t = Table::new("workers").with_key("worker_id", Integer);
    let t = if with_a_persons_name {
        t.with_column("full_name", Text)
            .with_column("birth_date", Date)
    } else {
        t.with_column("badge_code", Text)
    };
    t.with_column("day_rate", Float)
}

fn site(with_a_persons_name: bool) -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        workers(with_a_persons_name),
        Table::new("sites")
            .with_key("site_id", Integer)
            .with_column("site_name", Text)
            .with_column("city", Text),
        Table::new("contracts")
            .with_key("contract_id", Integer)
            .with_reference("site_id", Integer, "sites", "site_id")
            .with_column("start_date", Date)
            .with_column("contract_value", Float),
        Table::new("shifts")
            .with_key("shift_id", Integer)
            .with_reference("worker_id", Integer, "workers", "worker_id")
            .with_reference("site_id", Integer, "sites", "site_id")
            .with_column("shift_date", Date)
            .with_column("hours", Float),
        Table::new("check_ins")
            .with_key("check_in_id", Integer)
            .with_reference("worker_id", Integer, "workers", "worker_id")
            .with_reference("site_id", Integer, "sites", "site_id")
            .with_column("checked_in_at", Timestamp),
    ]);
    (schema, Vec::new())
}

#[test]
fn time_spent_adds_up_over_periods() {
    // Hours worked are a duration, whatever their number type: a month's
    // hours are the total of its shifts.
    for q in ["每个月的工时", "hours by month"] {
        let sql = answered(&site(true), q).sql.unwrap();
        assert!(sql.contains(r#"SUM("shifts"."hours")"#), "{q}: {sql}");
        assert!(sql.contains("strftime('%Y-%m'"), "{q}: {sql}");
    }
}

#[test]
fn a_person_after_each_is_one_of_the_people() {
    for q in ["每个人上个月的工时", "各人的工时", "每人的工时"] {
        let sql = answered(&site(true), q).sql.unwrap();
        assert!(sql.contains(r#"SUM("shifts"."hours")"#), "{q}: {sql}");
        assert!(sql.contains(r#"GROUP BY"#), "{q}: {sql}");
        assert!(sql.contains(r#""workers"."full_name""#), "{q}: {sql}");
    }
    let sql = answered(&site(true), "每个人上个月的工时").sql.unwrap();
    assert!(
        sql.contains(r#""shifts"."shift_date" >= '2026-10-01'"#),
        "{sql}"
    );
    // Workers kept by a badge code only are still people — the table's
    // name says so (工人) — and are told apart by what they keep.
    let sql = answered(&site(false), "每个人的工时").sql.unwrap();
    assert!(sql.contains(r#"GROUP BY "workers"."badge_code""#), "{sql}");
}

#[test]
fn what_began_in_a_year_is_not_what_came_from_it_on() {
    let sql = answered(&site(true), "2019年开始的合同").sql.unwrap();
    assert!(
        sql.contains(r#""contracts"."start_date" >= '2019-01-01'"#)
            && sql.contains(r#""contracts"."start_date" < '2020-01-01'"#),
        "{sql}"
    );
    let sql = answered(&site(true), "从2019年开始的合同").sql.unwrap();
    assert!(
        sql.contains(r#""contracts"."start_date" >= '2019-01-01'"#) && !sql.contains("2020-01-01"),
        "{sql}"
    );
}

#[test]
fn a_name_typed_as_the_schema_spells_it_is_its_words() {
    let sql = answered(&site(true), "how many check-ins").sql.unwrap();
    assert!(
        sql.contains(r#"COUNT(*)"#) && sql.contains(r#"FROM "check_ins""#),
        "{sql}"
    );
    // (… and written closed, as one word.)
    let sql = answered(&site(true), "how many checkins").sql.unwrap();
    assert!(sql.contains(r#"FROM "check_ins""#), "{sql}");
    let sql = answered(&site(true), "number of check_ins by site")
        .sql
        .unwrap();
    assert!(sql.contains(r#""sites"."site_name""#), "{sql}");
    assert!(sql.contains("GROUP BY"), "{sql}");
    let sql = answered(&site(true), "average day_rate").sql.unwrap();
    assert!(sql.contains(r#"AVG("workers"."day_rate")"#), "{sql}");
}

#[test]
fn what_is_asked_of_groups_with_a_count_condition_is_shown() {
    // Each worker with more than 3 shifts, shown by the rate asked for —
    // grouped by the worker, not by the rate nor shown by the name.
    for q in [
        "the day_rate of workers with more than 3 shifts",
        "day rates of workers that have more than a single shift",
    ] {
        let sql = answered(&site(true), q).sql.unwrap();
        assert!(
            sql.starts_with(r#"SELECT "workers"."day_rate" FROM"#),
            "{q}: {sql}"
        );
        assert!(sql.contains(r#""workers"."worker_id""#), "{q}: {sql}");
        assert!(sql.contains("HAVING COUNT(*) >"), "{q}: {sql}");
    }
}

#[test]
fn two_numbers_joined_by_to_are_a_range() {
    let sql = answered(&site(true), "workers with a day_rate of 100 to 200")
        .sql
        .unwrap();
    assert!(
        sql.contains(r#""workers"."day_rate" BETWEEN 100 AND 200"#),
        "{sql}"
    );
    // A range of a count is a condition on the groups.
    for q in [
        "workers with 2 to 5 shifts",
        "workers with between 2 and 5 shifts",
    ] {
        let sql = answered(&site(true), q).sql.unwrap();
        assert!(
            sql.contains("HAVING COUNT(*) BETWEEN 2 AND 5"),
            "{q}: {sql}"
        );
    }
}
