//! A film crew and a fishing fleet asked in English: rows that keep no
//! date are dated by the row they belong to, never by a date of the
//! people doing them, and a period of related rows that keep no date is
//! doubted; a role said as the thing counted counts people; rows asked
//! "how much" of, or named by their noun in the singular, are their one
//! amount that adds up; a compound word ending in a table's noun
//! ("sailboats") names its rows; square metres (`area_m2`) are one unit;
//! and of two keys to one table, the one whose own word is said ("at
//! home" of `home_team_id`) relates them.

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn crew() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("crew_members")
            .with_key("crew_id", Integer)
            .with_column("full_name", Text)
            .with_column("home_city", Text)
            .with_column("joined_on", Date),
        Table::new("shoots")
            .with_key("shoot_id", Integer)
            .with_column("title", Text)
            .with_column("shoot_date", Date),
        Table::new("assignments")
            .with_key("assignment_id", Integer)
            .with_reference("crew_id", Integer, "crew_members", "crew_id")
            .with_reference("shoot_id", Integer, "shoots", "shoot_id")
            .with_column("role", Text)
            .with_column("hours", Float),
    ]);
    let profiles = vec![repeated_values(
        "assignments",
        "role",
        &["gaffer", "grip", "sound mixer"],
    )];
    (schema, profiles)
}

#[test]
fn undated_rows_are_dated_by_what_they_belong_to_not_by_their_people() {
    let setup = crew();
    // (The crew member said beside the hours is who worked them; the
    // period is on the shoot the hours were worked at, not the day the
    // member joined.)
    let sql = sql_of(&setup, "total crew hours last month");
    assert!(sql.contains(r#""shoots"."shoot_date" >="#), "{sql}");
    assert!(!sql.contains("joined_on"), "{sql}");
    let sql = sql_of(&setup, "crew hours this year by home city");
    assert!(sql.contains(r#""shoots"."shoot_date" >="#), "{sql}");
    assert!(
        sql.contains(r#"GROUP BY "crew_members"."home_city""#),
        "{sql}"
    );
    // (Near miss: the people's own date, asked of them.)
    let sql = sql_of(&setup, "how many crew members joined this year");
    assert!(sql.contains(r#""crew_members"."joined_on" >="#), "{sql}");
}

#[test]
fn a_role_said_as_the_thing_counted_counts_people() {
    let setup = crew();
    let sql = sql_of(&setup, "how many gaffers do we have");
    assert!(
        sql.contains(r#"COUNT(DISTINCT "assignments"."crew_id")"#),
        "{sql}"
    );
    assert!(sql.contains("'gaffer'"), "{sql}");
    // (Near miss: the rows said, they are counted.)
    let sql = sql_of(&setup, "how many gaffer assignments");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    // (Near miss: a role kept on the people's own rows counts them.)
    let staff = (
        sqlite_schema(vec![Table::new("staff")
            .with_key("staff_id", Integer)
            .with_column("full_name", Text)
            .with_column("position", Text)]),
        vec![repeated_values("staff", "position", &["nurse", "porter"])],
    );
    let sql = sql_of(&staff, "how many nurses do we have");
    assert!(sql.contains("COUNT(*)"), "{sql}");
}

fn fleet() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("boats")
            .with_key("boat_id", Integer)
            .with_column("boat_name", Text)
            .with_column("home_port", Text),
        Table::new("landings")
            .with_key("landing_id", Integer)
            .with_reference("boat_id", Integer, "boats", "boat_id")
            .with_column("landed_on", Date)
            .with_column("kg", Float),
        Table::new("skippers")
            .with_key("skipper_id", Integer)
            .with_column("full_name", Text)
            .with_column("home_port", Text),
    ]);
    (schema, vec![])
}

#[test]
fn rows_asked_how_much_of_or_said_in_the_singular_are_their_amount() {
    let setup = fleet();
    // ("how much" asks an amount: the landings' one amount that adds up,
    // their kilograms, named by its unit alone.)
    let sql = sql_of(&setup, "how much did we land last month");
    assert!(sql.contains(r#"SUM("landings"."kg")"#), "{sql}");
    // (A countable noun said bare and singular is its mass.)
    let sql = sql_of(&setup, "landing by home port");
    assert!(sql.contains(r#"SUM("landings"."kg")"#), "{sql}");
    assert!(sql.contains(r#"GROUP BY "boats"."home_port""#), "{sql}");
    let sql = sql_of(&setup, "monthly landing this year");
    assert!(sql.contains(r#"SUM("landings"."kg")"#), "{sql}");
    // (Near misses: the plural counts the rows, and so does the singular
    // of rows that keep no amount.)
    let sql = sql_of(&setup, "landings by home port");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    let sql = sql_of(&setup, "skipper by home port");
    assert!(sql.contains("COUNT(*)"), "{sql}");
}

#[test]
fn a_period_of_related_rows_that_keep_no_date_is_doubted() {
    let setup = crew();
    // (Assignments are dated only by their shoot: the period cannot be
    // put on them inside the subquery, and it is not the day members
    // joined.)
    doubted(&setup, "crew members with no assignments this year");
    // (Near misses: with no period, and with the members' own date said.)
    let sql = sql_of(&setup, "crew members with no assignments");
    assert!(sql.contains("NOT IN"), "{sql}");
    let sql = sql_of(
        &setup,
        "crew members who joined this year with no assignments",
    );
    assert!(sql.contains(r#""crew_members"."joined_on" >="#), "{sql}");
}

#[test]
fn a_compound_word_ending_in_a_tables_noun_names_its_rows() {
    let setup = fleet();
    // ("sailboats": sail + boat, a kind of the boats.)
    let sql = sql_of(&setup, "how many sailboats are there");
    assert!(sql.contains(r#"FROM "boats""#), "{sql}");
    let sql = sql_of(&setup, "sailboats by home port");
    assert!(sql.contains(r#"GROUP BY "boats"."home_port""#), "{sql}");
    // (Square metres are one unit: `area_m2` is asked as "area".)
    let yards = (
        sqlite_schema(vec![Table::new("yards")
            .with_key("yard_id", Integer)
            .with_column("yard_name", Text)
            .with_column("area_m2", Float)]),
        vec![],
    );
    let sql = sql_of(&yards, "total yard area");
    assert!(sql.contains(r#"SUM("yards"."area_m2")"#), "{sql}");
}

#[test]
fn of_two_keys_the_one_whose_own_word_is_said_relates_the_rows() {
    let setup = (
        sqlite_schema(vec![
            Table::new("teams")
                .with_key("team_id", Integer)
                .with_column("team_name", Text),
            Table::new("matches")
                .with_key("match_id", Integer)
                .with_reference("home_team_id", Integer, "teams", "team_id")
                .with_reference("away_team_id", Integer, "teams", "team_id")
                .with_column("match_date", Date)
                .with_column("attendance", Integer),
        ]),
        vec![TableProfile::new(
            "teams",
            3,
            vec![ColumnProfile::of_values(
                "team_name",
                &["Rovers", "United", "Athletic"],
            )],
        )],
    );
    let sql = sql_of(&setup, "how many matches did Rovers play at home");
    assert!(
        sql.contains(r#""teams"."team_id" = "matches"."home_team_id""#),
        "{sql}"
    );
    let sql = sql_of(&setup, "total attendance of Athletic away matches");
    assert!(
        sql.contains(r#""teams"."team_id" = "matches"."away_team_id""#),
        "{sql}"
    );
    // (Near miss: neither said, the key is asked back.)
    doubted(&setup, "how many matches did Rovers play");
}
