//! A city's car parks asked in Chinese over English names, and a
//! newsroom's articles in English: a Chinese compound is what its last
//! character names (停车费, a fee); a rate is said per its unit of time
//! (每小时收费 of `hourly_rate`), not as a series by the hour; a name
//! begun by a gerund keeps that verb's events (停车 of
//! `parking_sessions`); "the longest article" is the one with the most
//! words; "reading time" is `seconds_read`; rows still going on (还在停车,
//! "ongoing") have not ended (`left_at IS NULL`); a stored code of letters
//! and digits ('sev1') is one word. Each with a near miss.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn parking() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("car_parks")
            .with_key("park_id", Integer)
            .with_column("park_name", Text)
            .with_column("district", Text)
            .with_column("capacity", Integer)
            .with_column("hourly_rate", Float),
        Table::new("parking_sessions")
            .with_key("session_id", Integer)
            .with_reference("park_id", Integer, "car_parks", "park_id")
            .with_column("plate", Text)
            .with_column("entered_at", Timestamp)
            .with_column("left_at", Timestamp)
            .with_column("fee", Float),
    ]);
    (schema, Vec::new())
}

#[test]
fn a_compound_ending_in_a_fee_is_the_fee() {
    let setup = parking();
    let sql = sql_of(&setup, "平均停车费是多少");
    assert!(sql.contains(r#"AVG("parking_sessions"."fee")"#), "{sql}");
    let sql = sql_of(&setup, "每个停车场的平均停车费");
    assert!(sql.contains(r#"AVG("parking_sessions"."fee")"#), "{sql}");
    assert!(sql.contains(r#"GROUP BY "car_parks"."park_name""#), "{sql}");
    // Near miss: 停车场 is the car parks themselves, counted.
    let sql = sql_of(&setup, "一共有几个停车场");
    assert!(sql.contains(r#"COUNT(*)"#), "{sql}");
    assert!(sql.contains(r#"FROM "car_parks""#), "{sql}");
    assert!(!sql.contains("fee"), "{sql}");
}

#[test]
fn a_rate_is_said_per_its_unit_of_time() {
    let setup = parking();
    let sql = sql_of(&setup, "哪个停车场每小时收费最贵");
    assert!(
        sql.contains(r#"ORDER BY "car_parks"."hourly_rate" DESC LIMIT 1"#),
        "{sql}"
    );
    assert!(!sql.contains("strftime"), "{sql}");
    // Near miss: what is counted each hour is a series by the hour.
    let sql = sql_of(&setup, "每小时的停车次数");
    assert!(sql.contains("'%H'"), "{sql}");
    assert!(!sql.contains("hourly_rate"), "{sql}");
}

#[test]
fn a_gerund_name_keeps_its_verbs_events() {
    let setup = parking();
    let sql = sql_of(&setup, "停车次数最多的车牌");
    assert!(
        sql.contains(r#"GROUP BY "parking_sessions"."plate" ORDER BY COUNT(*) DESC LIMIT 1"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "每个停车场的停车次数");
    assert!(sql.contains(r#"FROM "parking_sessions""#), "{sql}");
    assert!(sql.contains("COUNT(*)"), "{sql}");
}

fn newsroom() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("articles")
            .with_key("article_id", Integer)
            .with_column("headline", Text)
            .with_column("section", Text)
            .with_column("published_at", Timestamp)
            .with_column("word_count", Integer),
        Table::new("page_views")
            .with_key("view_id", Integer)
            .with_reference("article_id", Integer, "articles", "article_id")
            .with_column("viewed_at", Timestamp)
            .with_column("seconds_read", Integer),
    ]);
    (schema, Vec::new())
}

#[test]
fn the_longest_text_has_the_most_words() {
    let setup = newsroom();
    let sql = sql_of(&setup, "longest article");
    assert!(
        sql.contains(r#"ORDER BY "articles"."word_count" DESC LIMIT 1"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "the 3 shortest articles");
    assert!(
        sql.contains(r#"ORDER BY "articles"."word_count" LIMIT 3"#),
        "{sql}"
    );
    // Near miss: a trip's length is how far it goes, kept in kilometres.
    let trips = (
        sqlite_schema(vec![Table::new("trips")
            .with_key("trip_id", Integer)
            .with_column("driver", Text)
            .with_column("started_at", Date)
            .with_column("distance_km", Float)]),
        Vec::new(),
    );
    let sql = sql_of(&trips, "the longest trip");
    assert!(
        sql.contains(r#"ORDER BY "trips"."distance_km" DESC LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn time_spent_doing_is_said_with_time() {
    let setup = newsroom();
    for q in ["average reading time", "average time spent reading"] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#"AVG("page_views"."seconds_read")"#),
            "{q}: {sql}"
        );
    }
    // Near miss: a count of reads is no time spent.
    let counted = (
        sqlite_schema(vec![Table::new("articles")
            .with_key("article_id", Integer)
            .with_column("headline", Text)
            .with_column("read_count", Integer)]),
        Vec::new(),
    );
    doubted(&counted, "average time spent reading");
}

#[test]
fn rows_still_going_on_have_not_ended() {
    let mut sessions = Table::new("parking_sessions")
        .with_key("session_id", Integer)
        .with_column("plate", Text)
        .with_column("entered_at", Timestamp)
        .with_column("left_at", Timestamp)
        .with_column("fee", Float);
    for c in &mut sessions.columns {
        c.nullable = matches!(c.name.as_str(), "left_at" | "fee");
    }
    let setup = (
        sqlite_schema(vec![sessions]),
        vec![empty_in_places("parking_sessions", "left_at", 0.01)],
    );
    for q in [
        "还在停车的车牌",
        "现在还在停车的有多少",
        "how many parking sessions are ongoing",
    ] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#""parking_sessions"."left_at" IS NULL"#),
            "{q}: {sql}"
        );
    }
    // Near miss: every session counts, with no word of still.
    let sql = sql_of(&setup, "停车次数最多的车牌");
    assert!(!sql.contains("IS NULL"), "{sql}");
}

#[test]
fn a_stored_code_of_letters_and_digits_is_one_word() {
    let setup = (
        sqlite_schema(vec![Table::new("incidents")
            .with_key("incident_id", Integer)
            .with_column("title", Text)
            .with_column("severity", Text)
            .with_column("opened_at", Timestamp)]),
        vec![repeated_values(
            "incidents",
            "severity",
            &["sev1", "sev2", "sev3"],
        )],
    );
    let sql = sql_of(&setup, "how many sev1 incidents");
    assert!(sql.contains(r#""incidents"."severity" = 'sev1'"#), "{sql}");
    // Near miss: a code the column does not keep is not read as a value.
    doubted(&setup, "how many sev4 incidents");
}
