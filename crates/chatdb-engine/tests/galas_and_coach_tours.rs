//! A swimming gala and a coach-tour company, with English names, asked in
//! Chinese and English: everyday words for events, their participants and
//! their entries (比赛, 选手, 报名) and for tours (线路); 报名人数
//! of each event, however jieba cuts 人数; and popularity (最受欢迎, "most
//! popular") as demand — the rows people choose (bookings), or what sells
//! best — never how common a value is among the rows offered.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn gala() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("events")
                .with_key("event_id", Integer)
                .with_column("event_name", Text)
                .with_column("held_on", Date)
                .with_column("pool", Text),
            Table::new("participants")
                .with_key("participant_id", Integer)
                .with_column("full_name", Text)
                .with_column("gender", Text),
            Table::new("entries")
                .with_key("entry_id", Integer)
                .with_reference("event_id", Integer, "events", "event_id")
                .with_reference("participant_id", Integer, "participants", "participant_id")
                .with_column("lane", Integer),
        ]),
        vec![
            values(
                "events",
                "event_name",
                &["100m Freestyle", "50m Backstroke"],
            ),
            repeated_values("participants", "gender", &["男", "女"]),
        ],
    )
}

fn coach_tours() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("customers")
                .with_key("customer_id", Integer)
                .with_column("customer_name", Text),
            Table::new("tours")
                .with_key("tour_id", Integer)
                .with_column("tour_name", Text)
                .with_column("destination", Text)
                .with_column("price", Float),
            Table::new("bookings")
                .with_key("booking_id", Integer)
                .with_reference("tour_id", Integer, "tours", "tour_id")
                .with_reference("customer_id", Integer, "customers", "customer_id")
                .with_column("booked_on", Date)
                .with_column("people", Integer)
                .with_column("amount", Float),
        ]),
        vec![repeated_values(
            "tours",
            "destination",
            &["云南", "海南", "Kyoto"],
        )],
    )
}

fn bakery() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("categories")
                .with_key("category_id", Integer)
                .with_column("category_name", Text),
            Table::new("items")
                .with_key("item_id", Integer)
                .with_reference("category_id", Integer, "categories", "category_id")
                .with_column("item_name", Text)
                .with_column("unit_price", Float),
            Table::new("sales")
                .with_key("sale_id", Integer)
                .with_reference("item_id", Integer, "items", "item_id")
                .with_column("sold_on", Date)
                .with_column("quantity", Integer),
        ]),
        vec![values("categories", "category_name", &["Bread", "Cakes"])],
    )
}

/// A shop whose goods keep a launch date, sold in order lines dated by
/// their order.
fn shop() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("categories")
                .with_key("category_id", Integer)
                .with_column("category_name", Text),
            Table::new("goods")
                .with_key("good_id", Integer)
                .with_reference("category_id", Integer, "categories", "category_id")
                .with_column("good_name", Text)
                .with_column("unit_price", Float)
                .with_column("launched_on", Date),
            Table::new("shops")
                .with_key("shop_id", Integer)
                .with_column("shop_name", Text),
            Table::new("orders")
                .with_key("order_id", Integer)
                .with_reference("shop_id", Integer, "shops", "shop_id")
                .with_column("ordered_on", Date)
                .with_column("total", Float),
            Table::new("order_lines")
                .with_key("line_id", Integer)
                .with_reference("order_id", Integer, "orders", "order_id")
                .with_reference("good_id", Integer, "goods", "good_id")
                .with_column("quantity", Integer),
        ]),
        vec![values("categories", "category_name", &["Tea", "Cakes"])],
    )
}

#[test]
fn events_participants_and_entries_are_said_in_everyday_words() {
    let sql = sql_of(&gala(), "今年办了几场比赛");
    assert!(sql.contains(r#"FROM "events""#), "{sql}");
    assert!(
        sql.contains(r#""events"."held_on" >= '2026-01-01'"#),
        "{sql}"
    );
    let sql = sql_of(&gala(), "女选手有多少");
    assert!(sql.contains(r#""participants"."gender" = '女'"#), "{sql}");
    assert!(sql.contains("COUNT(*)"), "{sql}");
}

#[test]
fn entries_headcount_per_event_counts_their_people() {
    let sql = sql_of(&gala(), "每场比赛的报名人数");
    assert!(
        sql.contains(r#"COUNT(DISTINCT "entries"."participant_id")"#),
        "{sql}"
    );
    assert!(sql.contains(r#"GROUP BY "events"."event_name""#), "{sql}");
    // (jieba cuts 报名人数最多 as 报名|人|数最多.)
    let sql = sql_of(&gala(), "哪场比赛报名人数最多");
    assert!(sql.contains(r#"JOIN "entries""#), "{sql}");
    assert!(sql.contains("DESC LIMIT 1"), "{sql}");
}

#[test]
fn tours_are_said_as_routes() {
    let sql = sql_of(&coach_tours(), "价格最高的线路");
    assert!(
        sql.contains(r#"ORDER BY "tours"."price" DESC LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn popular_is_chosen_by_people_not_common_among_rows_offered() {
    for q in ["哪个目的地最受欢迎", "most popular destination"] {
        let sql = sql_of(&coach_tours(), q);
        assert!(sql.contains(r#"JOIN "bookings""#), "{q}: {sql}");
        assert!(
            sql.contains(r#"GROUP BY "tours"."destination""#),
            "{q}: {sql}"
        );
    }
    // (Common is how many of the rows offered have it.)
    let sql = sql_of(&coach_tours(), "most common destination");
    assert!(!sql.contains("bookings"), "{sql}");
}

#[test]
fn a_popular_kind_of_things_sold_sells_best() {
    for q in ["最受欢迎的品类", "most popular category"] {
        let sql = sql_of(&bakery(), q);
        assert!(sql.contains(r#"SUM("sales"."quantity")"#), "{q}: {sql}");
        assert!(
            sql.contains(r#"GROUP BY "categories"."category_name""#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_popular_kind_of_goods_sells_best_though_they_are_dated() {
    let sql = sql_of(&shop(), "最受欢迎的品类");
    assert!(sql.contains(r#"SUM("order_lines"."quantity")"#), "{sql}");
    assert!(
        sql.contains(r#"GROUP BY "categories"."category_name""#),
        "{sql}"
    );
    // (A shop's orders are its customers' choices, no goods: counted.)
    let sql = sql_of(&shop(), "most popular shop");
    assert!(sql.contains("ORDER BY COUNT(*) DESC"), "{sql}");
    // (Common is how many goods a category has.)
    let sql = sql_of(&shop(), "most common category");
    assert!(!sql.contains("quantity"), "{sql}");
}
