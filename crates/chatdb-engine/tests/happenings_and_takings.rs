//! A comedy club, a rehearsal studio and a cycling club with English names, asked in
//! Chinese and English: 场 counts happenings as 次 does (李雷演了几场 counts
//! his shows, not the performers named 李雷; 每个演员演了多少场 each one's
//! shows), though a verb of an event falling through (取消了几场) is no
//! mere doing; a count in times naming no rows counts the schema's one table
//! of events, and doubts where two tables are; a column of takings or
//! proceeds is the money taken in, and 流水 is a business's takings; and
//! "speed by club" groups ("speed" is no participle of a passive "by").

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn comedy_club() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("performers")
                .with_key("performer_id", Integer)
                .with_column("performer_name", Text)
                .with_column("signed_on", Date),
            Table::new("venues")
                .with_key("venue_id", Integer)
                .with_column("venue_name", Text),
            Table::new("shows")
                .with_key("show_id", Integer)
                .with_reference("performer_id", Integer, "performers", "performer_id")
                .with_reference("venue_id", Integer, "venues", "venue_id")
                .with_column("show_date", Date)
                .with_column("door_takings", Float),
        ]),
        vec![
            values("performers", "performer_name", &["李雷", "韩梅梅"]),
            values("venues", "venue_name", &["Basement", "Loft"]),
        ],
    )
}

#[test]
fn a_count_in_chang_counts_the_happenings_of_the_one_named() {
    let sql = sql_of(&comedy_club(), "李雷演了几场");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#"FROM "shows""#), "{sql}");
    assert!(
        sql.contains(r#""performers"."performer_name" = '李雷'"#),
        "{sql}"
    );
    let sql = sql_of(&comedy_club(), "每个演员演了多少场");
    assert!(sql.contains(r#"FROM "shows""#), "{sql}");
    assert!(sql.contains(r#"GROUP BY"#), "{sql}");
    assert!(sql.contains(r#""performers"."performer_name""#), "{sql}");
}

#[test]
fn a_verb_of_falling_through_is_no_mere_doing() {
    // (Cancelled shows are some of his shows, which nothing here keeps.)
    doubted(&comedy_club(), "李雷取消了几场");
    doubted(&comedy_club(), "韩梅梅推迟了几场");
}

#[test]
fn times_naming_no_rows_count_the_one_table_of_events() {
    let sql = sql_of(&comedy_club(), "上个月一共多少场");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#"FROM "shows""#), "{sql}");
    assert!(sql.contains(r#""shows"."show_date" >= "#), "{sql}");
    // (A verb nothing placed says which happenings: the shows, or
    // visits the club keeps no record of?)
    doubted(&comedy_club(), "上个月来了多少次");
}

fn rehearsal_studio() -> (Schema, Vec<TableProfile>) {
    let (mut schema, profiles) = comedy_club();
    schema.tables.push(
        Table::new("rehearsals")
            .with_key("rehearsal_id", Integer)
            .with_reference("performer_id", Integer, "performers", "performer_id")
            .with_column("rehearsed_on", Date)
            .with_column("hours", Float),
    );
    (schema, profiles)
}

#[test]
fn times_naming_no_rows_doubt_between_two_tables_of_events() {
    doubted(&rehearsal_studio(), "上个月一共多少场");
}

#[test]
fn takings_are_the_money_taken_in() {
    let sql = sql_of(&comedy_club(), "这个月的流水是多少");
    assert!(sql.contains(r#"SUM("shows"."door_takings")"#), "{sql}");
    assert!(sql.contains(r#""shows"."show_date" >= "#), "{sql}");
    let sql = sql_of(&comedy_club(), "revenue by venue");
    assert!(sql.contains(r#"SUM("shows"."door_takings")"#), "{sql}");
    assert!(sql.contains(r#""venues"."venue_name""#), "{sql}");
}

#[test]
fn proceeds_are_the_money_taken_in() {
    let (mut schema, profiles) = comedy_club();
    for t in schema.tables.iter_mut().filter(|t| t.name == "shows") {
        for c in t.columns.iter_mut().filter(|c| c.name == "door_takings") {
            c.name = "proceeds".into();
        }
    }
    let sql = sql_of(&(schema, profiles), "每个场地的营业额");
    assert!(sql.contains(r#"SUM("shows"."proceeds")"#), "{sql}");
}

fn escape_rooms() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("rooms")
                .with_key("room_id", Integer)
                .with_column("room_name", Text)
                .with_column("max_players", Integer),
            Table::new("games")
                .with_key("game_id", Integer)
                .with_reference("room_id", Integer, "rooms", "room_id")
                .with_column("played_on", Date)
                .with_column("players", Integer)
                .with_column("takings", Float),
        ]),
        Vec::new(),
    )
}

#[test]
fn a_catalogue_number_that_is_no_money_is_not_the_takings() {
    // (Last year's players: the games' players, or the rooms' capacity —
    // never the money the games took in.)
    let p = plan(&escape_rooms(), "去年总共来了多少玩家");
    let sql = p.sql.unwrap_or_default();
    assert!(!sql.contains("takings"), "{sql}");
    // (Money is: last year's takings.)
    let sql = sql_of(&escape_rooms(), "去年的流水");
    assert!(sql.contains(r#"SUM("games"."takings")"#), "{sql}");
}

fn cycling_club() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("clubs")
                .with_key("club_id", Integer)
                .with_column("club_name", Text),
            Table::new("riders")
                .with_key("rider_id", Integer)
                .with_column("rider_name", Text)
                .with_reference("club_id", Integer, "clubs", "club_id"),
            Table::new("rides")
                .with_key("ride_id", Integer)
                .with_reference("rider_id", Integer, "riders", "rider_id")
                .with_column("ridden_on", Date)
                .with_column("speed_kmh", Float),
        ]),
        Vec::new(),
    )
}

#[test]
fn a_noun_ending_in_ed_before_by_is_no_passive() {
    // ("speed by club": "speed" is no participle, and "by" groups.)
    let sql = sql_of(&cycling_club(), "average speed by club");
    assert!(sql.contains(r#"AVG("rides"."speed_kmh")"#), "{sql}");
    assert!(sql.contains(r#"GROUP BY"#), "{sql}");
    assert!(sql.contains(r#""clubs"."club_name""#), "{sql}");
}
