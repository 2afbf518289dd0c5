//! A bike share asked in English: "most often" ranks by how many times;
//! the unit an amount is asked in ("in minutes") may name the very column
//! measured; a journey's start and end are where it is from and to.
//!
//! A public library asked in Chinese: a clause before 的 is of the noun
//! after it (从来没借过书的读者 are readers, not books); a verb said in one
//! word with its object (借书) or with where its action goes (借出) names
//! the verb's rows, the loans; a verb jieba's dictionary glues to its
//! aspect particle (借过) stands apart; which rows (哪些), asked through
//! rows that name them, many to each, are named once.

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn bikes() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("stations")
            .with_key("station_id", Integer)
            .with_column("station_name", Text),
        Table::new("bikes")
            .with_key("bike_id", Integer)
            .with_column("bike_no", Text)
            .with_column("bike_type", Text)
            .with_reference("home_station_id", Integer, "stations", "station_id"),
        Table::new("trips")
            .with_key("trip_id", Integer)
            .with_reference("bike_id", Integer, "bikes", "bike_id")
            .with_reference("start_station_id", Integer, "stations", "station_id")
            .with_reference("end_station_id", Integer, "stations", "station_id")
            .with_column("trip_date", Date)
            .with_column("minutes", Integer)
            .with_column("fare", Float),
        Table::new("repairs")
            .with_key("repair_id", Integer)
            .with_reference("bike_id", Integer, "bikes", "bike_id")
            .with_column("repair_date", Date)
            .with_column("cost", Float),
    ]);
    let profiles = vec![
        values("stations", "station_name", &["Riverside", "Old Mill"]),
        values("bikes", "bike_no", &["B001", "B002", "B003"]),
        repeated_values("bikes", "bike_type", &["classic", "electric"]),
    ];
    (schema, profiles)
}

#[test]
fn most_often_ranks_by_how_many_times() {
    let setup = bikes();
    let sql = sql_of(&setup, "which bike was repaired most often");
    assert!(
        sql.contains(r#"FROM "bikes""#) || sql.contains(r#"JOIN "bikes""#),
        "{sql}"
    );
    assert!(sql.contains(r#""repairs""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    // (Near miss: least often is the fewest times.)
    let sql = sql_of(&setup, "which bike was repaired least often");
    assert!(
        sql.contains("ORDER BY COUNT(*) ASC LIMIT 1") || sql.contains("ORDER BY COUNT(*) LIMIT 1"),
        "{sql}"
    );
}

#[test]
fn the_unit_asked_in_may_name_the_column_measured() {
    let setup = bikes();
    // (Was 0.46: "minutes" named trips.minutes a second time, unplaced.)
    let sql = sql_of(&setup, "average trip length in minutes");
    assert!(sql.contains(r#"AVG("trips"."minutes")"#), "{sql}");
    // (Near miss: another column named after "in" is still unplaced.)
    doubted(&setup, "average trip length in fare");
}

#[test]
fn a_journeys_start_and_end_say_which_key_relates_it() {
    let setup = bikes();
    // (Was 0.38, "start" unplaced: trips reach stations by two keys.)
    let sql = sql_of(&setup, "trips per start station");
    assert!(
        sql.contains(r#""stations"."station_id" = "trips"."start_station_id""#),
        "{sql}"
    );
    let sql = sql_of(&setup, "number of trips by end station");
    assert!(
        sql.contains(r#""stations"."station_id" = "trips"."end_station_id""#),
        "{sql}"
    );
    // Of the bikes kept at a station and the trips starting there, the
    // busiest start station is the one most trips start at.
    let sql = sql_of(&setup, "busiest start station");
    assert!(
        sql.contains(r#""trips"."start_station_id" = "stations"."station_id""#),
        "{sql}"
    );
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    // (Near miss: said no way, which rows make a station busy is not known.)
    doubted(&setup, "busiest station");
}

#[test]
fn most_after_an_events_date_is_how_often_it_happened() {
    let setup = (
        sqlite_schema(vec![
            Table::new("stations")
                .with_key("station_id", Integer)
                .with_column("station_name", Text),
            Table::new("trips")
                .with_key("trip_id", Integer)
                .with_reference("start_station_id", Integer, "stations", "station_id")
                .with_reference("end_station_id", Integer, "stations", "station_id")
                .with_column("started_at", Date)
                .with_column("fare", Float),
        ]),
        vec![values(
            "stations",
            "station_name",
            &["Riverside", "Old Mill"],
        )],
    );
    // 最多 after an event's date named by its verb is how often it
    // happened, not its latest date (was ORDER BY started_at, at 0.91).
    let sql = sql_of(&setup, "出发最多的站点");
    assert!(
        sql.contains(r#""stations"."station_id" = "trips"."start_station_id""#),
        "{sql}"
    );
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    assert!(!sql.contains("started_at"), "{sql}");
    // "start" right before the stations the trips reach by their start
    // key is that key's role, not the date the trips started (GROUP BY
    // started_at was answered at 0.89).
    for q in ["trips per start station", "busiest start station"] {
        let sql = sql_of(&setup, q);
        assert!(sql.contains(r#""trips"."start_station_id""#), "{q}: {sql}");
        assert!(!sql.contains("started_at"), "{q}: {sql}");
    }
    // (Near miss: said of a period, it is the date.)
    let sql = sql_of(&setup, "trips started last month");
    assert!(sql.contains(r#""trips"."started_at" >="#), "{sql}");
}

fn library() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("books")
            .with_key("book_id", Integer)
            .with_column("title", Text)
            .with_column("author", Text)
            .with_column("category", Text),
        Table::new("readers")
            .with_key("reader_id", Integer)
            .with_column("reader_name", Text)
            .with_column("registered_on", Date),
        Table::new("loans")
            .with_key("loan_id", Integer)
            .with_reference("book_id", Integer, "books", "book_id")
            .with_reference("reader_id", Integer, "readers", "reader_id")
            .with_column("loan_date", Date)
            .with_column("due_date", Date)
            .with_column("return_date", Date),
    ]);
    let books = TableProfile::new(
        "books",
        100,
        vec![
            ColumnProfile::of_values("title", &["呐喊", "活着", "三体"]),
            ColumnProfile::of_values("author", &["鲁迅", "余华"]),
        ],
    );
    let profiles = vec![
        books,
        values("readers", "reader_name", &["王芳", "李娜", "张伟"]),
    ];
    (schema, profiles)
}

#[test]
fn a_negated_clause_before_de_is_of_the_noun_after_it() {
    let setup = library();
    // (Was the books never lent, joined to loans, at 0.81.)
    for q in ["从来没借过书的读者", "从没借过书的读者有多少"] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#""readers"."reader_id" NOT IN (SELECT "loans"."reader_id""#),
            "{q}: {sql}"
        );
        assert!(!sql.contains(r#""books""#), "{q}: {sql}");
    }
    // (Near miss: the books never lent are the books.)
    let sql = sql_of(&setup, "从来没被借过的书");
    assert!(
        sql.contains(r#""books"."book_id" NOT IN (SELECT "loans"."book_id""#),
        "{sql}"
    );
}

#[test]
fn a_verb_said_with_its_object_or_its_way_names_its_rows() {
    let setup = library();
    // (借书 was read as the books, counted: 0.13.)
    let sql = sql_of(&setup, "借书最多的读者");
    assert!(sql.contains(r#"FROM "loans""#), "{sql}");
    assert!(sql.contains(r#""readers"."reader_name""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    let sql = sql_of(&setup, "今年借出了多少次");
    assert!(
        sql.contains(r#"COUNT(*)"#) && sql.contains(r#"FROM "loans""#),
        "{sql}"
    );
    assert!(sql.contains(r#""loans"."loan_date" >="#), "{sql}");
    // (Near miss: the books alone are still the books.)
    let sql = sql_of(&setup, "每个类别有多少本书");
    assert!(
        sql.contains(r#"FROM "books""#) && !sql.contains("loans"),
        "{sql}"
    );
}

#[test]
fn a_verb_glued_to_its_aspect_stands_apart() {
    let setup = library();
    // (借过 was left unplaced: 0.31.)
    // (Each book once, however often she borrowed it.)
    let sql = sql_of(&setup, "王芳借过哪些书");
    assert!(sql.contains(r#"SELECT DISTINCT "books"."title""#), "{sql}");
    assert!(sql.contains(r#"JOIN "loans""#), "{sql}");
    assert!(sql.contains(r#""readers"."reader_name" = '王芳'"#), "{sql}");
}

#[test]
fn which_rows_asked_through_rows_naming_them_are_named_once() {
    let setup = library();
    let sql = sql_of(&setup, "李娜借了哪些书");
    assert!(sql.contains("SELECT DISTINCT"), "{sql}");
    // (Near misses: a condition on the rows' own columns lists each row;
    // a list asked without "which" has a row for each loan.)
    let sql = sql_of(&setup, "鲁迅的书有哪些");
    assert!(!sql.contains("DISTINCT"), "{sql}");
    let sql = sql_of(&setup, "王芳借的书");
    assert!(
        sql.contains(r#""books"."title""#) && !sql.contains("DISTINCT"),
        "{sql}"
    );
}
