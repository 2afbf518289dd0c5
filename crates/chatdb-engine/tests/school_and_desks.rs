//! A coworking space's members, bookings (hours) and invoices with a 0/1
//! `paid` flag; a driving school's students and exams with a 0/1 `passed`
//! flag, asked in Chinese. "who books the most hours" is a member ranked
//! by the hours of their bookings; "members with unpaid invoices" are the
//! members with such an invoice, each once; 通过率 glued by jieba is the
//! share of exams passed; 通过了科目四的学员 the students with a passed exam
//! of that subject. Each with a near miss.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn cowork() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("members")
            .with_key("member_id", Integer)
            .with_column("full_name", Text)
            .with_column("plan", Text),
        Table::new("bookings")
            .with_key("booking_id", Integer)
            .with_reference("member_id", Integer, "members", "member_id")
            .with_column("room", Text)
            .with_column("starts_at", Timestamp)
            .with_column("hours", Float),
        Table::new("invoices")
            .with_key("invoice_id", Integer)
            .with_reference("member_id", Integer, "members", "member_id")
            .with_column("issued_on", Date)
            .with_column("amount", Float)
            .with_column("paid", Integer),
    ]);
    (schema, vec![flag("invoices", "paid")])
}

fn driving() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("students")
            .with_key("student_id", Integer)
            .with_column("name", Text)
            .with_column("enrolled_on", Date),
        Table::new("exams")
            .with_key("exam_id", Integer)
            .with_reference("student_id", Integer, "students", "student_id")
            .with_column("subject", Text)
            .with_column("taken_on", Date)
            .with_column("score", Integer)
            .with_column("passed", Integer),
    ]);
    let mut exams = flag("exams", "passed");
    exams.columns.extend(
        repeated_values(
            "exams",
            "subject",
            &["科目一", "科目二", "科目三", "科目四"],
        )
        .columns,
    );
    (schema, vec![exams])
}

#[test]
fn who_does_the_most_of_an_amount_of_their_rows() {
    let setup = cowork();
    let sql = sql_of(&setup, "who books the most hours");
    assert!(
        sql.starts_with(r#"SELECT "members"."full_name" FROM "members""#),
        "{sql}"
    );
    assert!(
        sql.ends_with(r#"ORDER BY SUM("bookings"."hours") DESC LIMIT 1"#),
        "{sql}"
    );
    // Near miss: the most bookings counts them.
    let sql = sql_of(&setup, "who has the most bookings");
    assert!(sql.ends_with("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
}

#[test]
fn rows_with_related_rows_in_a_state_are_each_listed_once() {
    let setup = cowork();
    let sql = sql_of(&setup, "members with unpaid invoices");
    assert!(
        sql.contains(r#""members"."member_id" IN (SELECT "invoices"."member_id" FROM "invoices" WHERE "invoices"."member_id" IS NOT NULL AND "invoices"."paid" = 0)"#),
        "{sql}"
    );
    assert!(!sql.contains("JOIN"), "{sql}");
    // Near miss: the invoices themselves are listed as rows.
    let sql = sql_of(&setup, "unpaid invoices");
    assert!(
        sql.contains(r#"FROM "invoices" WHERE "invoices"."paid" = 0"#),
        "{sql}"
    );
}

#[test]
fn a_rate_glued_to_a_flags_verb_is_the_share_where_it_holds() {
    let setup = driving();
    let sql = sql_of(&setup, "科目一的通过率");
    assert!(
        sql.contains(r#"COUNT(CASE WHEN ("exams"."passed" = 1) THEN 1 END)"#),
        "{sql}"
    );
    assert!(
        sql.contains(r#"WHERE "exams"."subject" = '科目一'"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "每个科目的通过率");
    assert!(sql.contains(r#"GROUP BY "exams"."subject""#), "{sql}");
    // Near miss: the flag said without the rate counts the rows.
    let sql = sql_of(&setup, "通过的考试有多少");
    assert!(sql.ends_with(r#"WHERE "exams"."passed" = 1"#), "{sql}");
}

#[test]
fn a_flags_verb_in_a_chinese_relative_clause_picks_the_owners() {
    let setup = driving();
    let sql = sql_of(&setup, "通过了科目四的学员");
    assert!(
        sql.contains(r#""students"."student_id" IN (SELECT "exams"."student_id" FROM "exams" WHERE "exams"."student_id" IS NOT NULL AND "exams"."passed" = 1 AND "exams"."subject" = '科目四')"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "没有通过科目二的学员");
    assert!(
        sql.contains(r#""students"."student_id" NOT IN (SELECT"#),
        "{sql}"
    );
    assert!(
        sql.contains(r#""exams"."passed" = 1 AND "exams"."subject" = '科目二')"#),
        "{sql}"
    );
    // Near miss: a value alone before the rows is no state.
    let sql = sql_of(&setup, "科目四的考试有多少");
    assert!(!sql.contains("passed"), "{sql}");
}

#[test]
fn a_rate_of_a_date_kept_once_it_happened_is_the_share_where_it_is_set() {
    let setup = (
        sqlite_schema(vec![
            Table::new("courses")
                .with_key("course_id", Integer)
                .with_column("title", Text),
            Table::new("enrollments")
                .with_key("enrollment_id", Integer)
                .with_reference("course_id", Integer, "courses", "course_id")
                .with_column("enrolled_at", Timestamp)
                .with_column("completed_at", Timestamp),
        ]),
        vec![empty_in_places("enrollments", "completed_at", 0.4)],
    );
    let sql = sql_of(&setup, "completion rate by course");
    assert!(
        sql.contains(r#"COUNT(CASE WHEN ("enrollments"."completed_at" IS NOT NULL) THEN 1 END)"#),
        "{sql}"
    );
    assert!(sql.contains(r#"GROUP BY "courses"."title""#), "{sql}");
    // Near miss: completed in a period is that date, no share.
    let sql = sql_of(&setup, "how many enrollments were completed last month");
    assert!(
        sql.contains(r#""enrollments"."completed_at" >= '2026-10-01'"#),
        "{sql}"
    );
    assert!(!sql.contains("CASE WHEN"), "{sql}");
}
