//! A dance school, a coach company and a clinic with English names, asked in
//! Chinese and English: a stored value between an aggregate and its number
//! column says which rows ("average student fare"); a fare or a fee is what
//! one sale took in, so "tickets sold" are the tickets; a with_ flag is had
//! by its rows ("tickets that included a bike"); a word of the column's own
//! table before its head says whose it is, not which kind (课时费); a verb
//! the rows' noun is made of says what they do (教 of 教师); a time taken
//! with no start and end is the one number kept in a unit of time (平均每节
//! 课多长时间, with 节 a classifier and 一节 the article "a"); "on average"
//! said last is of the one amount asked before it; rows counted per thing
//! through others' rows are each counted once; a kind kept on the rows of
//! sales is ranked by all it sold ("which flavour sold the most"); and the
//! month after 这个 is the period's (这个月销量最高的商品).

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn dance_school() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("teachers")
                .with_key("teacher_id", Integer)
                .with_column("teacher_name", Text)
                .with_column("style", Text),
            Table::new("students")
                .with_key("student_id", Integer)
                .with_column("student_name", Text)
                .with_column("enrolled_on", Date),
            Table::new("lessons")
                .with_key("lesson_id", Integer)
                .with_reference("teacher_id", Integer, "teachers", "teacher_id")
                .with_reference("student_id", Integer, "students", "student_id")
                .with_column("lesson_date", Date)
                .with_column("duration_min", Integer)
                .with_column("fee", Float),
        ]),
        vec![TableProfile::new(
            "teachers",
            100,
            vec![
                ColumnProfile::of_values("teacher_name", &["周舞", "林跳"]),
                ColumnProfile::of_values("style", &["拉丁舞", "街舞", "芭蕾"]),
            ],
        )],
    )
}

fn coaches() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("routes")
                .with_key("route_id", Integer)
                .with_column("route_name", Text)
                .with_column("distance_km", Float),
            Table::new("departures")
                .with_key("departure_id", Integer)
                .with_reference("route_id", Integer, "routes", "route_id")
                .with_column("departs_on", Date),
            Table::new("tickets")
                .with_key("ticket_id", Integer)
                .with_reference("departure_id", Integer, "departures", "departure_id")
                .with_column("passenger_kind", Text)
                .with_column("fare", Float)
                .with_column("with_bike", Integer),
        ]),
        vec![
            values("routes", "route_name", &["Coastal", "Valley"]),
            TableProfile::new(
                "tickets",
                100,
                vec![
                    ColumnProfile::of_values("passenger_kind", &["adult", "student", "senior"]),
                    flag("tickets", "with_bike").columns.remove(0),
                ],
            ),
        ],
    )
}

#[test]
fn a_value_between_an_aggregate_and_its_column_says_which_rows() {
    let sql = sql_of(&coaches(), "average student fare");
    assert!(sql.contains(r#"AVG("tickets"."fare")"#), "{sql}");
    assert!(
        sql.contains(r#""tickets"."passenger_kind" = 'student'"#),
        "{sql}"
    );
    let sql = sql_of(&coaches(), "highest senior fare");
    assert!(sql.contains(r#"MAX("tickets"."fare")"#), "{sql}");
    assert!(sql.contains("'senior'"), "{sql}");
}

#[test]
fn a_fare_is_what_one_ticket_sold_took_in() {
    let sql = sql_of(&coaches(), "tickets sold per route");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#"GROUP BY "routes"."route_name""#), "{sql}");
    let sql = sql_of(&coaches(), "how many tickets were sold last month");
    assert!(sql.contains(r#""departures"."departs_on" >= "#), "{sql}");
}

#[test]
fn a_with_flag_is_had_by_its_rows() {
    let sql = sql_of(&coaches(), "how many tickets included a bike");
    assert!(sql.contains(r#""tickets"."with_bike" = 1"#), "{sql}");
    let sql = sql_of(&coaches(), "how many tickets had a bike");
    assert!(sql.contains(r#""tickets"."with_bike" = 1"#), "{sql}");
    let sql = sql_of(&coaches(), "tickets without a bike");
    assert!(sql.contains(r#""tickets"."with_bike" = 0"#), "{sql}");
}

#[test]
fn a_word_of_the_columns_own_table_says_whose_it_is() {
    let sql = sql_of(&dance_school(), "上个月的课时费一共多少");
    assert!(sql.contains(r#"SUM("lessons"."fee")"#), "{sql}");
    assert!(sql.contains(r#""lessons"."lesson_date" >= "#), "{sql}");
}

#[test]
fn the_verb_a_noun_of_people_is_made_of_says_what_they_do() {
    let sql = sql_of(&dance_school(), "教拉丁舞的老师有哪些");
    assert!(sql.contains(r#""teachers"."style" = '拉丁舞'"#), "{sql}");
    assert!(sql.contains(r#""teachers"."teacher_name""#), "{sql}");
    // (Another verb before the value says something the data does not.)
    doubted(&dance_school(), "讨厌拉丁舞的老师有哪些");
}

#[test]
fn a_time_taken_is_the_one_number_kept_in_a_unit_of_time() {
    for q in ["平均每节课多长时间", "一节课平均多久"] {
        let sql = sql_of(&dance_school(), q);
        assert!(
            sql.contains(r#"AVG("lessons"."duration_min")"#),
            "{q}: {sql}"
        );
        assert!(!sql.contains("GROUP BY"), "{q}: {sql}");
    }
    // (Hours said of minutes kept: not read as the minutes.)
    doubted(&dance_school(), "平均每节课多少小时");
}

#[test]
fn rows_counted_per_thing_through_others_are_counted_once() {
    let sql = sql_of(&dance_school(), "哪个老师的学生最多");
    assert!(
        sql.contains(r#"COUNT(DISTINCT "students"."student_id")"#),
        "{sql}"
    );
    assert!(sql.contains(r#""teachers"."teacher_name""#), "{sql}");
    assert!(sql.contains("LIMIT 1"), "{sql}");
}

#[test]
fn on_average_said_last_is_of_the_amount_asked_before_it() {
    let sql = sql_of(&dance_school(), "how long is a lesson on average");
    assert!(sql.contains(r#"AVG("lessons"."duration_min")"#), "{sql}");
    let sql = sql_of(&dance_school(), "what is the fee of a lesson on average");
    assert!(sql.contains(r#"AVG("lessons"."fee")"#), "{sql}");
    // (Two amounts before it: which one is averaged is not said.)
    doubted(
        &dance_school(),
        "the fee and duration of a lesson on average",
    );
}

fn ice_cream_stand() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![Table::new("sales")
            .with_key("sale_id", Integer)
            .with_column("sold_on", Date)
            .with_column("flavour", Text)
            .with_column("quantity", Integer)
            .with_column("amount", Float)]),
        vec![repeated_values(
            "sales",
            "flavour",
            &["vanilla", "pistachio", "mango"],
        )],
    )
}

#[test]
fn a_kind_kept_on_the_sales_is_ranked_by_all_it_sold() {
    for q in ["which flavour sold the most", "best selling flavour"] {
        let sql = sql_of(&ice_cream_stand(), q);
        assert!(sql.contains(r#"GROUP BY "sales"."flavour""#), "{q}: {sql}");
        assert!(
            sql.contains(r#"ORDER BY SUM("sales"."quantity") DESC LIMIT 1"#),
            "{q}: {sql}"
        );
    }
    let sql = sql_of(&ice_cream_stand(), "which flavour sold the least");
    assert!(
        sql.contains(r#"ORDER BY SUM("sales"."quantity") LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn the_month_after_this_is_the_periods_not_the_measures() {
    // (jieba glues 月 to 销量 — "monthly sales volume" — after 这个.)
    let shop = (
        sqlite_schema(vec![
            Table::new("products")
                .with_key("product_id", Integer)
                .with_column("product_name", Text),
            Table::new("sales")
                .with_key("sale_id", Integer)
                .with_reference("product_id", Integer, "products", "product_id")
                .with_column("sold_on", Date)
                .with_column("quantity", Integer),
        ]),
        vec![values("products", "product_name", &["豆浆", "油条"])],
    );
    let sql = sql_of(&shop, "这个月销量最高的商品");
    assert!(sql.contains(r#""sales"."sold_on" >= "#), "{sql}");
    assert!(sql.contains(r#""products"."product_name""#), "{sql}");
    assert!(
        sql.contains(r#"SUM("sales"."quantity") DESC LIMIT 1"#),
        "{sql}"
    );
}
