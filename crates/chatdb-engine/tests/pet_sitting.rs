//! A pet-sitting service asked in English: a word that is one column's
//! whole name is that column, not another table's, in context, that shares
//! only a stem with part of its name ("average rating per sitter" is the
//! visits' `rating`, not the sitters' `daily_rate`); the extreme of a value
//! many rows share, asked alone ("how long was the longest visit"), is the
//! one extreme, not a row of it for each tie; and after "did", the word
//! before the rows' verb is who did it — a pronoun or a name the schema
//! holds, not any word ("how many pets did Xyzzy visit" is doubted); and
//! "total" before the rows' noun qualifying their takings ("total visit
//! revenue") is the total those are.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn pet_sitting() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("sitters")
                .with_key("sitter_id", Integer)
                .with_column("name", Text)
                .with_column("daily_rate", Float),
            Table::new("pets")
                .with_key("pet_id", Integer)
                .with_column("pet_name", Text)
                .with_column("species", Text),
            Table::new("visits")
                .with_key("visit_id", Integer)
                .with_reference("sitter_id", Integer, "sitters", "sitter_id")
                .with_reference("pet_id", Integer, "pets", "pet_id")
                .with_column("visited_on", Date)
                .with_column("duration_minutes", Integer)
                .with_column("price", Float)
                .with_column("rating", Integer),
        ]),
        vec![
            values("sitters", "name", &["Ines Roth", "Kofi Mensah"]),
            repeated_values("pets", "species", &["cat", "dog", "rabbit"]),
            repeated_values("visits", "duration_minutes", &["30", "45", "60"]),
        ],
    )
}

#[test]
fn a_columns_whole_name_is_that_column_over_a_stem_in_context() {
    let sql = sql_of(&pet_sitting(), "average rating per sitter");
    assert!(sql.contains(r#"AVG("visits"."rating")"#), "{sql}");
    assert!(sql.contains("GROUP BY"), "{sql}");
    assert!(!sql.contains("daily_rate"), "{sql}");
}

#[test]
fn the_extreme_of_a_shared_value_asked_alone_is_one_value() {
    let sql = sql_of(&pet_sitting(), "how long was the longest visit");
    assert!(
        sql.starts_with(r#"SELECT MAX("visits"."duration_minutes")"#),
        "{sql}"
    );
}

#[test]
fn after_did_an_unknown_word_is_no_verb_of_the_rows() {
    doubted(&pet_sitting(), "how many pets did Xyzzy visit");
    let sql = sql_of(&pet_sitting(), "how many pets did we visit last month");
    assert!(sql.contains(r#""visits"."visited_on" >="#), "{sql}");
}

#[test]
fn total_before_the_rows_noun_qualifying_their_takings_is_placed() {
    let sql = sql_of(&pet_sitting(), "total visit revenue this year");
    assert!(sql.starts_with(r#"SELECT SUM("visits"."price")"#), "{sql}");
    assert!(sql.contains(r#""visits"."visited_on" >="#), "{sql}");
}
