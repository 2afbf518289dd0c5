//! A games club over English names, asked in Chinese: the date of an
//! event is not said by a word that names another table's rows — 游戏 is
//! a gloss of "play" (`played_on`), but the games are what it names here
//! (没有玩过的游戏: the games never played, not the sessions' dates); and
//! "each time" then "how many" of a number, past a verb, is the number's
//! average per row (平均每次玩多少分钟); and a column naming the kind of
//! a noun is said by its Chinese of one character (每种卡 of `card_type`).

mod common;

use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn games_club() -> (Schema, Vec<chatdb_core::profile::TableProfile>) {
    let mut sessions = Table::new("sessions")
        .with_key("session_id", Integer)
        .with_reference("game_id", Integer, "games", "game_id")
        .with_column("played_on", Date)
        .with_column("minutes", Integer);
    // (Every session keeps its day: NOT NULL, none still to be played.)
    for c in sessions
        .columns
        .iter_mut()
        .filter(|c| c.name == "played_on")
    {
        c.nullable = false;
    }
    (
        sqlite_schema(vec![
            Table::new("games")
                .with_key("game_id", Integer)
                .with_column("game_name", Text)
                .with_column("genre", Text),
            sessions,
            Table::new("members")
                .with_key("member_id", Integer)
                .with_column("member_name", Text)
                .with_column("card_type", Text),
        ]),
        vec![repeated_values("games", "genre", &["strategy", "party"])],
    )
}

#[test]
fn a_word_naming_another_tables_rows_is_not_an_events_date() {
    let sql = sql_of(&games_club(), "没有玩过的游戏");
    assert!(sql.starts_with(r#"SELECT "games"."game_name""#), "{sql}");
    assert!(
        sql.contains(r#"NOT IN (SELECT "sessions"."game_id""#),
        "{sql}"
    );
    assert!(!sql.contains("played_on"), "{sql}");
}

#[test]
fn each_time_then_how_many_of_a_number_is_its_average_per_row() {
    for q in ["平均每次玩多少分钟", "平均每次多少分钟"] {
        let sql = sql_of(&games_club(), q);
        assert!(
            sql.starts_with(r#"SELECT AVG("sessions"."minutes")"#),
            "{q}: {sql}"
        );
        assert!(!sql.contains("GROUP BY"), "{q}: {sql}");
    }
}

#[test]
fn a_kind_column_is_said_by_its_nouns_one_character() {
    let sql = sql_of(&games_club(), "每种卡的会员人数");
    assert!(sql.contains(r#"GROUP BY "members"."card_type""#), "{sql}");
    assert!(sql.contains("COUNT(*)"), "{sql}");
}
