//! A swimming club, a corner shop and a piercing studio with English
//! names, asked in English and Chinese: "how many times" counts the
//! happenings of the one it names (a member's visits), not the row naming
//! them; the times a verb was done said before a superlative (来的次数最多,
//! 供货次数最多) rank by those events, even where they weigh what they move;
//! 进货 is a shop's purchasing; a verb of selling or buying, negated, names
//! its own side of the trade, and so does the verb of an amount asked in a
//! unit two tables keep (卖了多少公斤, 进了多少公斤); "made the most money"
//! ranks by the total a superlative is said of; a price "ever charged" is
//! the price; 平均每次预约几个小时 averages the hours of each booking; and
//! "requests" ("records") names the one table of `…_requests`
//! (`…_records`).

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn club() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("members")
                .with_key("member_id", Integer)
                .with_column("member_name", Text)
                .with_column("joined_on", Date),
            Table::new("visits")
                .with_key("visit_id", Integer)
                .with_reference("member_id", Integer, "members", "member_id")
                .with_column("visited_on", Date)
                .with_column("lanes_swum", Integer),
        ]),
        vec![values("members", "member_name", &["Ana Lima", "Tom Hale"])],
    )
}

#[test]
fn how_many_times_counts_the_happenings_of_the_one_named() {
    let sql = sql_of(&club(), "how many times has Ana Lima visited");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#"FROM "visits""#), "{sql}");
    assert!(
        sql.contains(r#""members"."member_name" = 'Ana Lima'"#),
        "{sql}"
    );
    let sql = sql_of(&club(), "how many times did Tom Hale come last month");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(!sql.contains("DISTINCT"), "{sql}");
    assert!(sql.contains(r#""visits"."visited_on" >= "#), "{sql}");
    // (Said without "times", the count is still of the members named.)
    let sql = sql_of(&club(), "how many members joined this year");
    assert!(sql.contains(r#"FROM "members""#), "{sql}");
}

#[test]
fn the_times_a_verb_was_done_rank_by_its_events() {
    let sql = sql_of(&club(), "哪个会员来的次数最多");
    assert!(sql.contains(r#""members"."member_name""#), "{sql}");
    assert!(
        sql.contains(r#"JOIN "visits""#) || sql.contains(r#"FROM "visits""#),
        "{sql}"
    );
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    // (A verb and its object before the times: 带孩子次数.)
    let sql = sql_of(&club(), "带孩子次数最多的会员");
    assert!(sql.contains(r#""members"."member_name""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
}

fn shop() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("vegetables")
                .with_key("vegetable_id", Integer)
                .with_column("vegetable_name", Text)
                .with_column("price_per_kg", Float),
            Table::new("farms")
                .with_key("farm_id", Integer)
                .with_column("farm_name", Text),
            Table::new("purchases")
                .with_key("purchase_id", Integer)
                .with_reference("vegetable_id", Integer, "vegetables", "vegetable_id")
                .with_reference("farm_id", Integer, "farms", "farm_id")
                .with_column("purchase_date", Date)
                .with_column("weight_kg", Float)
                .with_column("cost", Float),
            Table::new("sales")
                .with_key("sale_id", Integer)
                .with_reference("vegetable_id", Integer, "vegetables", "vegetable_id")
                .with_column("sale_date", Date)
                .with_column("weight_kg", Float)
                .with_column("amount", Float),
        ]),
        Vec::new(),
    )
}

#[test]
fn times_said_rank_by_events_that_weigh_what_they_move() {
    let sql = sql_of(&shop(), "供货次数最多的农场");
    assert!(sql.contains(r#""farms"."farm_name""#), "{sql}");
    assert!(sql.contains(r#""purchases""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    // (Said 得, the most of what? Deliveries, or kilograms.)
    doubted(&shop(), "哪个农场供得最多");
}

#[test]
fn stocking_up_is_the_shops_purchasing() {
    let sql = sql_of(&shop(), "这个月的进货成本");
    assert!(sql.contains(r#"SUM("purchases"."cost")"#), "{sql}");
    assert!(sql.contains(r#""purchases"."purchase_date" >= "#), "{sql}");
}

#[test]
fn a_negated_trade_names_its_own_side() {
    let sql = sql_of(&shop(), "没卖出去的蔬菜");
    assert!(
        sql.contains(r#"NOT IN (SELECT "sales"."vegetable_id""#),
        "{sql}"
    );
    let sql = sql_of(&shop(), "从来没买过的蔬菜");
    assert!(
        sql.contains(r#"NOT IN (SELECT "purchases"."vegetable_id""#),
        "{sql}"
    );
}

#[test]
fn the_verb_of_an_amount_in_a_unit_says_whose() {
    let sql = sql_of(&shop(), "每种蔬菜卖了多少公斤");
    assert!(sql.contains(r#"SUM("sales"."weight_kg")"#), "{sql}");
    let sql = sql_of(&shop(), "今年一共进了多少公斤蔬菜");
    assert!(sql.contains(r#"SUM("purchases"."weight_kg")"#), "{sql}");
    // (No verb: the sales' kilograms or the purchases'?)
    doubted(&shop(), "一共多少公斤");
}

fn studio() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("piercers")
                .with_key("piercer_id", Integer)
                .with_column("piercer_name", Text),
            Table::new("bookings")
                .with_key("booking_id", Integer)
                .with_reference("piercer_id", Integer, "piercers", "piercer_id")
                .with_column("booked_on", Date)
                .with_column("hours", Float)
                .with_column("price", Float),
        ]),
        Vec::new(),
    )
}

#[test]
fn the_most_money_ranks_by_the_total_it_is_said_of() {
    let sql = sql_of(&studio(), "which piercer made the most money");
    assert!(sql.contains(r#""piercers"."piercer_name""#), "{sql}");
    assert!(
        sql.contains(r#"ORDER BY SUM("bookings"."price") DESC LIMIT 1"#),
        "{sql}"
    );
    let sql = sql_of(&studio(), "which piercer brought in the least revenue");
    assert!(
        sql.contains(r#"ORDER BY SUM("bookings"."price") LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn a_price_ever_charged_is_the_price() {
    let sql = sql_of(&studio(), "highest price ever charged");
    assert!(sql.contains(r#"MAX("bookings"."price")"#), "{sql}");
}

#[test]
fn each_booking_on_average_averages_its_own_number() {
    let sql = sql_of(&studio(), "平均每次预约几个小时");
    assert!(sql.contains(r#"AVG("bookings"."hours")"#), "{sql}");
    assert!(!sql.contains("COUNT"), "{sql}");
}

#[test]
fn requests_name_the_one_table_of_requests() {
    let tenants = || {
        Table::new("tenants")
            .with_key("tenant_id", Integer)
            .with_column("tenant_name", Text)
    };
    let requests = |name: &str| {
        Table::new(name)
            .with_key("request_id", Integer)
            .with_reference("tenant_id", Integer, "tenants", "tenant_id")
            .with_column("reported_on", Date)
    };
    let setup = (
        sqlite_schema(vec![tenants(), requests("maintenance_requests")]),
        Vec::new(),
    );
    let sql = sql_of(&setup, "requests per month");
    assert!(sql.contains(r#"FROM "maintenance_requests""#), "{sql}");
    assert!(sql.contains("strftime('%Y-%m'"), "{sql}");
    // (Two tables of requests: which?)
    let setup = (
        sqlite_schema(vec![
            tenants(),
            requests("maintenance_requests"),
            requests("parking_requests"),
        ]),
        Vec::new(),
    );
    doubted(&setup, "requests per month");
    // (So do records: the one table of service records.)
    let setup = (
        sqlite_schema(vec![tenants(), requests("service_records")]),
        Vec::new(),
    );
    let sql = sql_of(&setup, "records per month");
    assert!(sql.contains(r#"FROM "service_records""#), "{sql}");
}
