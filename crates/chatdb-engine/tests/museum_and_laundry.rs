//! A museum asked in English and a laundry chain with English names asked
//! in Chinese: rows that are each one sale (tickets: a price, a date, a
//! reference, no name) sold and taken in; "by" before a value of the rows'
//! own column; a number said by its noun's adjective ("most valuable");
//! a yes/no flag's noun in Chinese (会员 of is_member); an event's verb
//! in Chinese (取 of picked_up_at); a first text column that repeats a few
//! values counted as kinds. Each with a near miss.

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn museum() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("exhibitions")
            .with_key("exhibition_id", Integer)
            .with_column("title", Text)
            .with_column("gallery", Text)
            .with_column("start_date", Date)
            .with_column("end_date", Date),
        Table::new("artworks")
            .with_key("artwork_id", Integer)
            .with_column("title", Text)
            .with_column("artist", Text)
            .with_column("year_created", Integer)
            .with_column("medium", Text)
            .with_column("insured_value", Float)
            .with_reference("exhibition_id", Integer, "exhibitions", "exhibition_id"),
        Table::new("tickets")
            .with_key("ticket_id", Integer)
            .with_reference("exhibition_id", Integer, "exhibitions", "exhibition_id")
            .with_column("ticket_type", Text)
            .with_column("price", Float)
            .with_column("visit_date", Date),
    ]);
    let profiles = vec![
        repeated_values(
            "artworks",
            "artist",
            &["Claude Monet", "Frida Kahlo", "Katsushika Hokusai"],
        ),
        repeated_values("tickets", "ticket_type", &["adult", "child", "senior"]),
    ];
    (schema, profiles)
}

#[test]
fn rows_that_are_each_one_sale_are_sold_and_their_prices_taken_in() {
    let setup = museum();
    let p = answered(&setup, "how many tickets did we sell this month");
    let sql = p.sql.unwrap_or_default();
    assert!(sql.contains(r#"COUNT(*)"#), "{sql}");
    assert!(
        sql.contains(r#""tickets"."visit_date" >= '2026-11-01'"#),
        "{sql}"
    );
    let sql = answered(&setup, "which exhibition sold the most tickets")
        .sql
        .unwrap_or_default();
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    let sql = answered(&setup, "exhibitions with no tickets sold")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#""exhibitions"."exhibition_id" NOT IN"#),
        "{sql}"
    );
    for q in [
        "ticket revenue by exhibition",
        "revenue per exhibition",
        "what was our revenue last month",
    ] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(sql.contains(r#"SUM("tickets"."price")"#), "{q}: {sql}");
    }
}

#[test]
fn a_named_thing_with_a_price_is_on_offer_not_sold_a_row() {
    // Near miss: passes have a name — things on offer, their price what one
    // costs; nothing says they were sold, nor what was taken in.
    let setup = (
        sqlite_schema(vec![
            Table::new("venues")
                .with_key("venue_id", Integer)
                .with_column("venue_name", Text),
            Table::new("passes")
                .with_key("pass_id", Integer)
                .with_reference("venue_id", Integer, "venues", "venue_id")
                .with_column("pass_name", Text)
                .with_column("price", Float)
                .with_column("launched_on", Date),
        ]),
        Vec::new(),
    );
    let p = plan(&setup, "total revenue last month");
    assert!(
        p.sql
            .as_deref()
            .is_none_or(|s| !s.contains(r#"SUM("passes"."price")"#))
            || p.confidence < 0.7,
        "{:?} at {}",
        p.sql,
        p.confidence
    );
    doubted(&setup, "how many passes did we sell last month");
}

#[test]
fn a_fee_taken_outweighs_the_price_of_unnamed_events() {
    // Parking sessions keep the fee paid; passes (dated, a reference, no
    // name) a price. Revenue is the fee: its name says money taken.
    let setup = (
        sqlite_schema(vec![
            Table::new("car_parks")
                .with_key("park_id", Integer)
                .with_column("park_name", Text),
            Table::new("parking_sessions")
                .with_key("session_id", Integer)
                .with_reference("park_id", Integer, "car_parks", "park_id")
                .with_column("entered_at", Timestamp)
                .with_column("fee", Float),
            Table::new("monthly_passes")
                .with_key("pass_id", Integer)
                .with_reference("park_id", Integer, "car_parks", "park_id")
                .with_column("starts_on", Date)
                .with_column("price", Float),
        ]),
        Vec::new(),
    );
    let sql = answered(&setup, "上个月停车费收入多少")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#"SUM("parking_sessions"."fee")"#), "{sql}");
}

#[test]
fn by_before_a_value_of_the_rows_says_who_made_them() {
    let setup = museum();
    let sql = answered(&setup, "artworks by Frida Kahlo")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#""artworks"."artist" = 'Frida Kahlo'"#),
        "{sql}"
    );
    assert!(!sql.contains("GROUP BY"), "{sql}");
    // Near miss: "by" before a column still groups.
    let sql = answered(&setup, "artworks by medium")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#"GROUP BY "artworks"."medium""#), "{sql}");
}

#[test]
fn a_number_is_said_by_the_adjective_of_its_noun() {
    let setup = museum();
    let sql = answered(&setup, "most valuable artwork")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"ORDER BY "artworks"."insured_value" DESC LIMIT 1"#),
        "{sql}"
    );
    let sql = answered(&setup, "the 3 least valuable artworks")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"ORDER BY "artworks"."insured_value" LIMIT 3"#),
        "{sql}"
    );
    // Near miss: oldest is still the year made.
    let sql = answered(&setup, "oldest artwork").sql.unwrap_or_default();
    assert!(sql.contains(r#""artworks"."year_created""#), "{sql}");
}

fn laundry() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("shops")
            .with_key("shop_id", Integer)
            .with_column("shop_name", Text)
            .with_column("district", Text),
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("name", Text)
            .with_column("is_member", Integer),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("shop_id", Integer, "shops", "shop_id")
            .with_reference("customer_id", Integer, "customers", "customer_id")
            .with_column("garment", Text)
            .with_column("pieces", Integer)
            .with_column("amount", Float)
            .with_column("received_at", Timestamp)
            .with_column("picked_up_at", Timestamp),
    ]);
    let picked_up = ColumnProfile {
        logical_type: Timestamp,
        null_fraction: 0.05,
        ..ColumnProfile::of_values("picked_up_at", &[])
    };
    let orders = TableProfile::new(
        "orders",
        300,
        vec![
            ColumnProfile::of_values("garment", &["衬衫", "西装", "羽绒服", "床单"]),
            picked_up,
        ],
    );
    let profiles = vec![orders, flag("customers", "is_member")];
    (schema, profiles)
}

#[test]
fn a_flags_noun_in_chinese_counts_the_rows_it_holds_for() {
    let setup = laundry();
    for q in ["会员有多少人", "有多少会员", "how many members do we have"] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
        assert!(sql.contains(r#""customers"."is_member" = 1"#), "{q}: {sql}");
    }
    // Near miss: the customers, unqualified, are all of them.
    let sql = answered(&setup, "有多少顾客").sql.unwrap_or_default();
    assert!(!sql.contains("is_member"), "{sql}");
}

#[test]
fn an_events_verb_in_chinese_names_its_date() {
    let setup = laundry();
    for q in ["还没取的订单有多少", "还没取走的订单有多少"] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.contains(r#""orders"."picked_up_at" IS NULL"#),
            "{q}: {sql}"
        );
    }
    let sql = answered(&setup, "上个月取走的订单有多少")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#""orders"."picked_up_at" >= '2026-10-01'"#),
        "{sql}"
    );
    // Near miss: the orders of a month are dated by their own date.
    let sql = answered(&setup, "上个月的订单有多少")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#""orders"."received_at" >= '2026-10-01'"#),
        "{sql}"
    );
}

#[test]
fn a_first_text_column_of_few_values_is_counted_as_kinds() {
    let setup = laundry();
    for q in ["有多少种衣物", "衣物有几种", "how many garments are there"] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.contains(r#"COUNT(DISTINCT "orders"."garment")"#),
            "{q}: {sql}"
        );
    }
    let sql = answered(&setup, "每种衣物的订单数").sql.unwrap_or_default();
    assert!(sql.contains(r#"GROUP BY "orders"."garment""#), "{sql}");
    // Near miss: a name column names its rows, which are counted.
    let sql = answered(&setup, "有多少家门店").sql.unwrap_or_default();
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(!sql.contains("DISTINCT"), "{sql}");
}

#[test]
fn a_flags_noun_before_an_amount_of_its_rows_says_whose() {
    let setup = laundry();
    for q in ["会员的消费总额", "会员一共消费了多少"] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(sql.contains(r#"SUM("orders"."amount")"#), "{q}: {sql}");
        assert!(sql.contains(r#""customers"."is_member" = 1"#), "{q}: {sql}");
    }
    // Near miss: not members.
    let sql = answered(&setup, "非会员的消费总额").sql.unwrap_or_default();
    assert!(sql.contains(r#""customers"."is_member" = 0"#), "{sql}");
}

#[test]
fn money_named_as_taken_outweighs_an_events_price_on_its_own_table_too() {
    // Tickets keep a list price and the amount paid; memberships (dated,
    // a reference, no name) a price. Revenue is the amount paid: its name
    // says money taken, even on a table whose rows are also sales.
    let setup = (
        sqlite_schema(vec![
            Table::new("exhibitions")
                .with_key("exhibition_id", Integer)
                .with_column("title", Text),
            Table::new("tickets")
                .with_key("ticket_id", Integer)
                .with_reference("exhibition_id", Integer, "exhibitions", "exhibition_id")
                .with_column("visit_date", Date)
                .with_column("price", Float)
                .with_column("amount_paid", Float),
            Table::new("memberships")
                .with_key("membership_id", Integer)
                .with_reference("exhibition_id", Integer, "exhibitions", "exhibition_id")
                .with_column("started_on", Date)
                .with_column("price", Float),
        ]),
        Vec::new(),
    );
    let sql = answered(&setup, "total revenue last month")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#"SUM("tickets"."amount_paid")"#), "{sql}");
}
