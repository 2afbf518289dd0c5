//! Constructs of a holiday park's data, asked the way its staff ask:
//! cabins with a price per night, guests, bookings with a check-in date,
//! a number of nights and what was paid, and the bookings' reviews; a van
//! hire firm's daily rates; and, asked in Chinese over English names, a
//! bicycle shop's repairs, a shop's orders, a car hire firm, a network of
//! stations and a bus company's journeys and complaints.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn park() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("cabins")
            .with_key("cabin_id", Integer)
            .with_column("cabin_name", Text)
            .with_column("sleeps", Integer)
            .with_column("nightly_price", Float),
        Table::new("bookings")
            .with_key("booking_id", Integer)
            .with_reference("cabin_id", Integer, "cabins", "cabin_id")
            .with_column("check_in", Date)
            .with_column("nights", Integer)
            .with_column("total", Float),
    ]);
    (schema, Vec::new())
}

fn vans() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("vans")
            .with_key("van_id", Integer)
            .with_column("plate", Text)
            .with_column("daily_rate", Float),
        Table::new("hires")
            .with_key("hire_id", Integer)
            .with_reference("van_id", Integer, "vans", "van_id")
            .with_column("hired_on", Date)
            .with_column("days", Integer),
    ]);
    (schema, Vec::new())
}

#[test]
fn a_number_said_per_night_is_a_rate_not_a_count_of_nights() {
    // "120 a night" is what a night costs: the column priced per night,
    // never the bookings' number of nights.
    for (q, op) in [
        ("cabins under 120 a night", "<"),
        ("cabins over 100 per night", ">"),
    ] {
        let sql = answered(&park(), q).sql.unwrap();
        assert!(
            sql.contains(&format!(r#""cabins"."nightly_price" {op} "#)),
            "{q}: {sql}"
        );
        assert!(!sql.contains("nights"), "{q}: {sql}");
    }
    // So is "80 per day", by the rate kept daily.
    let sql = answered(&vans(), "vans over 80 per day").sql.unwrap();
    assert!(sql.contains(r#""vans"."daily_rate" > 80"#), "{sql}");
    assert!(!sql.contains(r#""days""#), "{sql}");
    // A count of nights is still one.
    let sql = answered(&park(), "how many bookings longer than 2 nights")
        .sql
        .unwrap();
    assert!(sql.contains(r#""bookings"."nights" > 2"#), "{sql}");
    // With no column kept per week, "100 per week" is not read as nights.
    let p = plan(&park(), "cabins over 100 per week");
    assert!(
        p.sql.as_ref().is_none_or(|s| !s.contains("nights")),
        "{:?}",
        p.sql
    );
}

#[test]
fn how_many_times_after_an_event_verb_counts_its_rows() {
    // 入住 names the check-in date, the event a booking records: how many
    // times it happened this year is how many bookings began this year.
    let sql = answered(&park(), "今年入住了多少次").sql.unwrap();
    assert!(sql.contains(r#"COUNT(*)"#), "{sql}");
    assert!(sql.contains(r#"FROM "bookings""#), "{sql}");
    assert!(
        sql.contains(r#""bookings"."check_in" >= '2026-01-01'"#),
        "{sql}"
    );
}

#[test]
fn a_kind_said_by_the_head_of_the_tables_word_is_not_all_its_rows() {
    // 折叠车 (a folding one) ends in 车 as 自行车, a bicycle, does: it says
    // which bicycles, and counting them all would answer another question.
    let shop = (
        sqlite_schema(vec![Table::new("bicycles")
            .with_key("bicycle_id", Integer)
            .with_column("frame", Text)
            .with_column("bought_on", Date)]),
        Vec::new(),
    );
    let p = plan(&shop, "折叠车有多少辆");
    assert!(p.sql.is_none(), "{:?}", p.sql);
    let p = answered(&shop, "自行车有多少辆");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT COUNT(*) AS "count" FROM "bicycles""#)
    );
}

fn bicycle_shop() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("bicycles")
            .with_key("bicycle_id", Integer)
            .with_column("frame", Text)
            .with_column("bought_on", Date),
        Table::new("repairs")
            .with_key("repair_id", Integer)
            .with_reference("bicycle_id", Integer, "bicycles", "bicycle_id")
            .with_column("repaired_on", Date)
            .with_column("cost", Float),
    ]);
    (schema, Vec::new())
}

#[test]
fn a_lone_character_ending_one_tables_words_names_it() {
    // 车 ends 自行车 and 单车, the bicycles' words, and no other table's:
    // said alone it is a bicycle (jieba tags it a morpheme, not a noun).
    let sql = answered(&bicycle_shop(), "维修总费用最高的车").sql.unwrap();
    assert!(sql.contains(r#"GROUP BY "bicycles"."#), "{sql}");
    assert!(
        sql.contains(r#"ORDER BY SUM("repairs"."cost") DESC LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn times_after_an_event_count_it_but_not_the_things_it_is_about() {
    // 下单次数: the times orders were placed — the orders; 骑行次数 the
    // rides. Cars are what rentals are recorded about: 租车次数 is no count
    // of the cars (bought in that month).
    let shop = (
        sqlite_schema(vec![
            Table::new("customers")
                .with_key("customer_id", Integer)
                .with_column("customer_name", Text),
            Table::new("orders")
                .with_key("order_id", Integer)
                .with_reference("customer_id", Integer, "customers", "customer_id")
                .with_column("order_date", Date)
                .with_column("amount", Float),
        ]),
        Vec::new(),
    );
    let sql = answered(&shop, "今年的下单次数").sql.unwrap();
    assert_eq!(
        sql,
        r#"SELECT COUNT(*) AS "count" FROM "orders" WHERE "orders"."order_date" >= '2026-01-01' AND "orders"."order_date" < '2027-01-01'"#
    );
    let sql = answered(&shop, "每个客户的下单次数").sql.unwrap();
    assert!(sql.contains(r#"COUNT(*)"#), "{sql}");
    assert!(
        sql.contains(r#"GROUP BY "customers"."customer_name""#),
        "{sql}"
    );
    let hire = (
        sqlite_schema(vec![
            Table::new("cars")
                .with_key("car_id", Integer)
                .with_column("plate", Text)
                .with_column("bought_on", Date),
            Table::new("hires")
                .with_key("hire_id", Integer)
                .with_reference("car_id", Integer, "cars", "car_id")
                .with_column("hired_on", Date),
        ]),
        Vec::new(),
    );
    let p = plan(&hire, "上个月的租车次数");
    assert!(
        p.sql.as_ref().is_none_or(|s| !s.contains("bought_on")),
        "{:?}",
        p.sql
    );
}

#[test]
fn everyday_chinese_for_stations_and_repairs() {
    // 站点, a station of a network, and 维修, repairs — the everyday words
    // the dictionary files under "website" and "maintenance".
    let network = (
        sqlite_schema(vec![
            Table::new("stations")
                .with_key("station_id", Integer)
                .with_column("station_name", Text),
            Table::new("repairs")
                .with_key("repair_id", Integer)
                .with_reference("station_id", Integer, "stations", "station_id")
                .with_column("repaired_on", Date),
        ]),
        Vec::new(),
    );
    let sql = answered(&network, "一共有多少个站点").sql.unwrap();
    assert_eq!(sql, r#"SELECT COUNT(*) AS "count" FROM "stations""#);
    let sql = answered(&network, "今年有多少次维修").sql.unwrap();
    assert!(sql.contains(r#"FROM "repairs""#), "{sql}");
}

/// Guests, their bookings (with what they paid) and the bookings' reviews.
fn park_with_reviews() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("guests")
            .with_key("guest_id", Integer)
            .with_column("guest_name", Text),
        Table::new("bookings")
            .with_key("booking_id", Integer)
            .with_reference("guest_id", Integer, "guests", "guest_id")
            .with_column("check_in", Date)
            .with_column("amount_paid", Float),
        Table::new("reviews")
            .with_key("review_id", Integer)
            .with_reference("booking_id", Integer, "bookings", "booking_id")
            .with_column("stars", Integer),
    ]);
    (schema, Vec::new())
}

#[test]
fn never_having_rows_two_links_away_is_through_the_rows_between() {
    // A review names its booking, a booking its guest: guests who never
    // wrote one are those none of whose bookings has a review.
    let through = r#""guests"."guest_id" NOT IN (SELECT "bookings"."guest_id" FROM "bookings" JOIN "reviews" ON "reviews"."booking_id" = "bookings"."booking_id" WHERE "bookings"."guest_id" IS NOT NULL AND "reviews"."review_id" IS NOT NULL)"#;
    for q in [
        "guests who never wrote a review",
        "哪些客人从来没写过评价",
        "没有写过评价的客人",
    ] {
        let sql = answered(&park_with_reviews(), q).sql.unwrap();
        assert!(sql.contains(through), "{q}: {sql}");
    }
    // Never having booked is one link away: no review comes into it.
    let sql = answered(&park_with_reviews(), "guests who never booked")
        .sql
        .unwrap();
    assert!(!sql.contains("reviews"), "{sql}");
    assert!(
        sql.contains(r#"NOT IN (SELECT "bookings"."guest_id""#),
        "{sql}"
    );
}

#[test]
fn a_table_noun_before_a_measure_of_rows_about_it_qualifies_the_measure() {
    // "total cabin revenue": the money the bookings (each of a cabin)
    // took — the cabins say whose, the total is the bookings' sum.
    let park = (
        sqlite_schema(vec![
            Table::new("cabins")
                .with_key("cabin_id", Integer)
                .with_column("cabin_name", Text),
            Table::new("bookings")
                .with_key("booking_id", Integer)
                .with_reference("cabin_id", Integer, "cabins", "cabin_id")
                .with_column("check_in", Date)
                .with_column("amount_paid", Float),
        ]),
        Vec::new(),
    );
    let sql = answered(&park, "total cabin revenue last month")
        .sql
        .unwrap();
    assert!(
        sql.starts_with(r#"SELECT SUM("bookings"."amount_paid")"#),
        "{sql}"
    );
    assert!(
        sql.contains(r#""bookings"."check_in" >= '2026-10-01'"#),
        "{sql}"
    );
}

#[test]
fn what_guests_spend_is_the_money_their_stays_took() {
    // The one column of money taken in (a booking's amount paid) is what
    // the buyers spent: 消费, spend, spent.
    let park = park_with_reviews();
    for q in ["消费最多的前五位客人", "top 5 guests by spending"] {
        let sql = answered(&park, q).sql.unwrap();
        assert!(
            sql.contains(r#"ORDER BY SUM("bookings"."amount_paid") DESC LIMIT 5"#),
            "{q}: {sql}"
        );
        assert!(sql.contains(r#""guests"."guest_name""#), "{q}: {sql}");
    }
}

#[test]
fn a_kind_of_a_number_columns_noun_names_it_and_receiving_rows_counts_them() {
    // 车费 is a kind of fare (the dictionary's): the journeys' fare. 收到
    // (received) before the rows counted says no more than that they came.
    let buses = (
        sqlite_schema(vec![
            Table::new("journeys")
                .with_key("journey_id", Integer)
                .with_column("started_at", Timestamp)
                .with_column("fare", Float),
            Table::new("complaints")
                .with_key("complaint_id", Integer)
                .with_column("received_on", Date)
                .with_column("reason", Text),
        ]),
        Vec::new(),
    );
    let sql = answered(&buses, "车费总额").sql.unwrap();
    assert_eq!(
        sql,
        r#"SELECT SUM("journeys"."fare") AS "total_fare" FROM "journeys""#
    );
    let sql = answered(&buses, "上个月收到多少条投诉").sql.unwrap();
    assert!(
        sql.starts_with(r#"SELECT COUNT(*) AS "count" FROM "complaints""#),
        "{sql}"
    );
}

#[test]
fn a_number_said_in_a_unit_compares_the_column_kept_in_it() {
    // duration_min keeps minutes: "over 60 minutes", 超过60分钟, compare
    // it. Hours are not minutes: no column is kept in them.
    let buses = (
        sqlite_schema(vec![Table::new("journeys")
            .with_key("journey_id", Integer)
            .with_column("started_at", Timestamp)
            .with_column("duration_min", Integer)]),
        Vec::new(),
    );
    for q in [
        "超过60分钟的行程有多少次",
        "journeys longer than 60 minutes",
    ] {
        let sql = answered(&buses, q).sql.unwrap();
        assert!(
            sql.contains(r#"WHERE "journeys"."duration_min" > 60"#),
            "{q}: {sql}"
        );
    }
    // Hours over a minutes column are turned into minutes.
    let sql = answered(&buses, "journeys over 2 hours").sql.unwrap();
    assert!(sql.contains(r#""journeys"."duration_min" > 120"#), "{sql}");
    // A unit of another kind is no duration.
    let p = plan(&buses, "journeys over 2 km");
    assert!(
        p.sql.as_ref().is_none_or(|s| !s.contains("duration_min")),
        "{:?}",
        p.sql
    );
}
