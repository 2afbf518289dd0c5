//! Constructs of a tutoring centre's data, asked the way its staff ask: its
//! tutors, the classes (班) students are in, the students (a birth date), the
//! tests they sit and the marks they get (a `score`); and its billing —
//! contracts that may have ended, bills with a 0/1 `settled` flag.
//! English names, questions in Chinese and English.

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn centre() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("tutors")
            .with_key("tutor_id", Integer)
            .with_column("tutor_name", Text)
            .with_column("gender", Text)
            .with_column("joined_on", Date),
        Table::new("classes")
            .with_key("class_id", Integer)
            .with_column("class_name", Text)
            .with_column("grade", Integer)
            .with_reference("tutor_id", Integer, "tutors", "tutor_id"),
        Table::new("students")
            .with_key("student_id", Integer)
            .with_column("student_name", Text)
            .with_column("gender", Text)
            .with_column("birth_date", Date)
            .with_reference("class_id", Integer, "classes", "class_id"),
        Table::new("tests")
            .with_key("test_id", Integer)
            .with_column("test_name", Text)
            .with_column("held_on", Date),
        Table::new("marks")
            .with_key("mark_id", Integer)
            .with_reference("test_id", Integer, "tests", "test_id")
            .with_reference("student_id", Integer, "students", "student_id")
            .with_column("score", Float),
    ]);
    (schema, Vec::new())
}

fn billing() -> (Schema, Vec<TableProfile>) {
    let mut ended = Table::new("contracts")
        .with_key("contract_id", Integer)
        .with_reference("family_id", Integer, "families", "family_id")
        .with_column("signed_on", Date)
        .with_column("ended_on", Date);
    for c in &mut ended.columns {
        c.nullable = c.name == "ended_on" || c.name == "signed_on";
    }
    let schema = sqlite_schema(vec![
        Table::new("families")
            .with_key("family_id", Integer)
            .with_column("family_name", Text)
            .with_column("district", Text),
        ended,
        Table::new("bills")
            .with_key("bill_id", Integer)
            .with_reference("family_id", Integer, "families", "family_id")
            .with_column("issued_on", Date)
            .with_column("amount", Float)
            .with_column("settled", Integer),
    ]);
    // (Some contracts have not ended: their end date is empty.)
    let ended_on = ColumnProfile {
        logical_type: Date,
        null_fraction: 0.6,
        ..ColumnProfile::of_values("ended_on", &[])
    };
    let signed_on = ColumnProfile {
        logical_type: Date,
        null_fraction: 0.1,
        ..ColumnProfile::of_values("signed_on", &[])
    };
    let ended = TableProfile::new("contracts", 100, vec![ended_on, signed_on]);
    (schema, vec![flag("bills", "settled"), ended])
}

#[test]
fn an_aggregate_glued_to_fen_is_said_of_the_score() {
    // jieba keeps 平均分 / 最高分 / 总分 as one word: the average, highest,
    // total score — never the marks table itself.
    let sql = answered(&centre(), "最高分是多少").sql.unwrap();
    assert!(sql.contains(r#"MAX("marks"."score")"#), "{sql}");
    let sql = answered(&centre(), "每次测试的平均分").sql.unwrap();
    assert!(sql.contains(r#"AVG("marks"."score")"#), "{sql}");
    assert!(sql.contains(r#"GROUP BY "tests"."test_name""#), "{sql}");
    let sql = answered(&centre(), "总分最高的学生").sql.unwrap();
    assert!(
        sql.contains(r#"ORDER BY SUM("marks"."score") DESC"#),
        "{sql}"
    );
    assert!(sql.contains(r#""students"."student_name""#), "{sql}");
}

#[test]
fn chengji_is_the_score_and_ban_the_class() {
    for q in ["各班的平均成绩", "每个班的平均成绩"] {
        let sql = answered(&centre(), q).sql.unwrap();
        assert!(sql.contains(r#"AVG("marks"."score")"#), "{q}: {sql}");
        assert!(
            sql.contains(r#"GROUP BY "classes"."class_name""#),
            "{q}: {sql}"
        );
    }
    let sql = answered(&centre(), "每个班有多少学生").sql.unwrap();
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#"GROUP BY "classes"."class_name""#), "{sql}");
}

#[test]
fn points_after_a_number_are_its_unit() {
    // 60分 is sixty points: the mark compared, not a count of sixty rows.
    let sql = answered(&centre(), "成绩低于60分的学生").sql.unwrap();
    assert!(sql.contains(r#""marks"."score" < 60"#), "{sql}");
    assert!(!sql.contains("HAVING"), "{sql}");
    // …的有多少: how many rows there are that are so.
    let sql = answered(&centre(), "分数低于60分的有多少").sql.unwrap();
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#""marks"."score" < 60"#), "{sql}");
}

#[test]
fn the_youngest_by_age_word_is_the_latest_born() {
    let sql = answered(&centre(), "年龄最小的学生").sql.unwrap();
    assert!(
        sql.contains(r#"ORDER BY "students"."birth_date" DESC"#),
        "{sql}"
    );
    // A person's age is never another date they keep: the tutors keep
    // when they joined, not when they were born.
    let p = plan(&centre(), "年龄最大的老师");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("joined_on")),
        "{:?}",
        p.sql
    );
}

#[test]
fn an_ending_said_of_rows_keeps_those_it_happened_to() {
    // A nullable end date: "cancelled"/"ended" rows are those where it is
    // set; a period said bounds it instead.
    for q in ["how many contracts ended", "ended contracts"] {
        let sql = answered(&billing(), q).sql.unwrap();
        assert!(
            sql.contains(r#""contracts"."ended_on" IS NOT NULL"#),
            "{q}: {sql}"
        );
    }
    let sql = answered(&billing(), "contracts ended this year")
        .sql
        .unwrap();
    assert!(!sql.contains("IS NOT NULL"), "{sql}");
    assert!(
        sql.contains(r#""contracts"."ended_on" >= '2026-01-01'"#),
        "{sql}"
    );
}

#[test]
fn a_zero_one_flag_is_no_amount_and_says_its_negation() {
    let sql = answered(&billing(), "how many unsettled bills")
        .sql
        .unwrap();
    assert!(sql.contains(r#""bills"."settled" = 0"#), "{sql}");
    // Revenue is the one money column; a 0/1 flag beside it is none.
    let sql = answered(&billing(), "revenue this year").sql.unwrap();
    assert!(sql.contains(r#"SUM("bills"."amount")"#), "{sql}");
}

#[test]
fn by_an_aggregate_is_no_grouping() {
    // "by total billed" ranks by the money billed: grouping by the bills'
    // own key would answer with each bill.
    let sql = answered(&billing(), "top 5 families by total billed")
        .sql
        .unwrap();
    assert!(
        sql.contains(r#"GROUP BY "families"."family_name""#),
        "{sql}"
    );
    assert!(
        sql.contains(r#"ORDER BY SUM("bills"."amount") DESC LIMIT 5"#),
        "{sql}"
    );
}

#[test]
fn a_row_not_ended_is_active() {
    // Active, current, open, 有效: the end date is not kept.
    for q in [
        "how many contracts are still active",
        "current contracts",
        "有效的合同有多少",
    ] {
        let sql = answered(&billing(), q).sql.unwrap();
        assert!(
            sql.contains(r#""contracts"."ended_on" IS NULL"#),
            "{q}: {sql}"
        );
    }
    // Families keep no end: "active" is not placed, and not dropped.
    let p = plan(&billing(), "active families");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn an_event_said_undone_by_its_prefix_has_no_date() {
    // "unsigned" of signed_on: not yet signed.
    let sql = answered(&billing(), "unsigned contracts").sql.unwrap();
    assert!(sql.contains(r#""contracts"."signed_on" IS NULL"#), "{sql}");
    // An irregular participle names the rows it happened to as a regular
    // one does, never the date column itself.
    let sql = answered(&billing(), "how many contracts were signed")
        .sql
        .unwrap();
    assert!(
        sql.contains(r#""contracts"."signed_on" IS NOT NULL"#),
        "{sql}"
    );
}

/// The centre's minibuses, their runs and their repairs.
fn minibuses() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("vehicles")
            .with_key("vehicle_id", Integer)
            .with_column("plate_number", Text),
        Table::new("runs")
            .with_key("run_id", Integer)
            .with_reference("vehicle_id", Integer, "vehicles", "vehicle_id")
            .with_column("run_date", Date)
            .with_column("distance_km", Float),
        Table::new("repairs")
            .with_key("repair_id", Integer)
            .with_reference("vehicle_id", Integer, "vehicles", "vehicle_id")
            .with_column("repaired_on", Date)
            .with_column("cost", Float),
    ]);
    (schema, Vec::new())
}

#[test]
fn a_name_ending_in_a_unit_is_said_without_it() {
    // distance_km is 距离 (the unit is not said); 车 of 车辆 is a vehicle;
    // 行驶 says only that the distance is travelled.
    let sql = answered(&minibuses(), "每辆车的总行驶距离").sql.unwrap();
    assert!(sql.contains(r#"SUM("runs"."distance_km")"#), "{sql}");
    assert!(
        sql.contains(r#"GROUP BY "vehicles"."plate_number""#),
        "{sql}"
    );
}

#[test]
fn records_of_a_thing_are_its_rows() {
    // 维修记录: the repairs' records are the repairs.
    let sql = answered(&minibuses(), "没有维修记录的车辆").sql.unwrap();
    assert!(
        sql.contains(r#"NOT IN (SELECT "repairs"."vehicle_id""#),
        "{sql}"
    );
}

#[test]
fn each_group_asked_is_not_only_those_with_related_rows() {
    // 每辆车的维修 asks something of each vehicle's repairs; keeping the
    // vehicles that have any answers none of it.
    let p = plan(&minibuses(), "每辆车的维修");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn a_part_of_a_text_is_matched_as_a_pattern() {
    let cases = [
        ("students whose name contains 'li'", r#"LIKE '%li%'"#),
        ("students whose name starts with 'Wang'", r#"LIKE 'Wang%'"#),
        ("students whose name ends with 'ng'", r#"LIKE '%ng'"#),
        (
            "students whose name does not contain 'li'",
            r#"NOT LIKE '%li%'"#,
        ),
        ("students with the letter z in their name", r#"LIKE '%z%'"#),
    ];
    for (q, want) in cases {
        let sql = answered(&centre(), q).sql.unwrap();
        assert!(sql.contains(r#""students"."student_name""#), "{q}: {sql}");
        assert!(sql.contains(want), "{q}: {sql}");
    }
    // A value said whole is still equal to it.
    let sql = answered(&centre(), "the birth date of the student named 'Li Lei'")
        .sql
        .unwrap();
    assert!(
        sql.contains(r#""students"."student_name" = 'Li Lei'"#),
        "{sql}"
    );
    // A column said after the text is where it is, not one more to list.
    let sql = answered(
        &centre(),
        "the birth dates of students with the letter z in their name",
    )
    .sql
    .unwrap();
    assert!(sql.contains(r#"LIKE '%z%'"#), "{sql}");
    assert!(!sql.contains(r#""students"."student_name","#), "{sql}");
}

#[test]
fn a_number_before_its_column_is_its_value() {
    // 九年级 / 9年级 is grade nine (jieba's 九年|级 re-cut, 9|年级 kept).
    for q in ["九年级有多少学生", "9年级的学生有多少", "9年级有几个班"] {
        let sql = answered(&centre(), q).sql.unwrap();
        assert!(sql.contains(r#""classes"."grade" = 9"#), "{q}: {sql}");
        assert!(sql.contains("COUNT("), "{q}: {sql}");
    }
}
