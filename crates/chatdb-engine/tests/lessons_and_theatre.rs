//! A tutoring centre asked in English: "how much did Mia spend" asks the
//! total that changed hands, not each lesson's fee.
//!
//! A theatre with English names asked in Chinese: a noun every stored name
//! of a table ends with (大剧场, 小剧场) is what its rows are called; rows
//! named by a noun made of a verb (`performances`) are said by that verb
//! (演); 场次 counts them; a column kept in minutes is a 时长.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn tutoring() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("tutors")
            .with_key("tutor_id", Integer)
            .with_column("full_name", Text)
            .with_column("hourly_rate", Float),
        Table::new("students")
            .with_key("student_id", Integer)
            .with_column("student_name", Text),
        Table::new("lessons")
            .with_key("lesson_id", Integer)
            .with_reference("student_id", Integer, "students", "student_id")
            .with_reference("tutor_id", Integer, "tutors", "tutor_id")
            .with_column("lesson_date", Date)
            .with_column("fee", Float),
    ]);
    let profiles = vec![
        values("students", "student_name", &["Mia Chen", "Leo Brown"]),
        values("tutors", "full_name", &["Owen Price", "Nina Shah"]),
    ];
    (schema, profiles)
}

#[test]
fn how_much_someone_paid_is_the_total_paid() {
    let setup = tutoring();
    for q in ["how much did Mia Chen spend", "how much has Mia Chen spent"] {
        let sql = sql_of(&setup, q);
        assert!(sql.contains(r#"SUM("lessons"."fee")"#), "{q}: {sql}");
        assert!(!sql.contains("DISTINCT"), "{q}: {sql}");
        assert!(
            sql.contains(r#""students"."student_name" = 'Mia Chen'"#),
            "{q}: {sql}"
        );
    }
    // (Near miss: a rate asked "how much" with no verb of paying is the
    // value kept, not a total.)
    let sql = sql_of(&setup, "how much is the hourly rate of Owen Price");
    assert!(!sql.contains("SUM("), "{sql}");
}

fn theatre(hall_names: &[&str]) -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("shows")
            .with_key("show_id", Integer)
            .with_column("title", Text)
            .with_column("genre", Text)
            .with_column("running_minutes", Integer),
        Table::new("halls")
            .with_key("hall_id", Integer)
            .with_column("hall_name", Text)
            .with_column("seats", Integer),
        Table::new("performances")
            .with_key("performance_id", Integer)
            .with_reference("show_id", Integer, "shows", "show_id")
            .with_reference("hall_id", Integer, "halls", "hall_id")
            .with_column("performance_date", Date),
    ]);
    let profiles = vec![
        values("halls", "hall_name", hall_names),
        repeated_values("shows", "genre", &["话剧", "音乐剧", "儿童剧"]),
    ];
    (schema, profiles)
}

#[test]
fn the_noun_every_name_ends_with_names_the_rows() {
    let setup = theatre(&["大剧场", "中剧场", "小剧场"]);
    let sql = sql_of(&setup, "哪个剧场座位最多");
    assert!(sql.contains(r#"ORDER BY "halls"."seats" DESC"#), "{sql}");
    assert!(sql.contains(r#""halls"."hall_name""#), "{sql}");
    // (Near miss: names sharing one character, 东厅 and 西厅, or none,
    // say no noun of their rows.)
    for names in [&["东厅", "西厅"][..], &["听雨轩", "松风阁"][..]] {
        let setup = theatre(names);
        doubted(&setup, "哪个剧场座位最多");
    }
}

#[test]
fn performances_are_said_by_their_verb_and_counted_in_showings() {
    let setup = theatre(&["大剧场", "小剧场"]);
    let sql = sql_of(&setup, "今年演了多少场");
    assert!(sql.contains(r#"COUNT(*)"#), "{sql}");
    assert!(sql.contains(r#"FROM "performances""#), "{sql}");
    assert!(
        sql.contains(r#""performances"."performance_date" >="#),
        "{sql}"
    );
    let sql = sql_of(&setup, "还没演过的剧");
    assert!(
        sql.contains(r#""shows"."show_id" NOT IN (SELECT "performances"."show_id""#),
        "{sql}"
    );
    // (演得最少: 得 only links the verb to how it went.)
    let halls = theatre(&["大剧场", "中剧场", "小剧场"]);
    let sql = sql_of(&halls, "哪个剧场演得最少");
    assert!(sql.contains(r#"GROUP BY "halls"."hall_name""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) LIMIT 1"), "{sql}");
    let sql = sql_of(&setup, "各类剧的演出场次");
    assert!(sql.contains(r#""shows"."genre""#), "{sql}");
    assert!(sql.contains(r#"COUNT(*)"#), "{sql}");
    assert!(sql.contains(r#"FROM "performances""#), "{sql}");
}

#[test]
fn a_column_kept_in_minutes_is_a_duration() {
    let setup = theatre(&["大剧场", "小剧场"]);
    let sql = sql_of(&setup, "时长超过两个小时的剧");
    assert!(sql.contains(r#""shows"."running_minutes" > 120"#), "{sql}");
}
