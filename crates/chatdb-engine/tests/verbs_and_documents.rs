//! A tennis club asked in English and a bakery's wholesale orders asked in
//! Chinese, with English names: a verb whose participle names a date
//! (reserved_for) said with "the most" is said of its rows — "which court
//! gets reserved the most", "who reserved the most hours" — and a day
//! something is set for is no day it happened on; a document (订单, a
//! word ending in 单) is counted, never measured — 订单量 and 订单数量 are
//! how many orders, whatever quantity each keeps; 数量 alone before a
//! comparison and the rows it describes is their quantity; and the count
//! word of a count condition is the condition's (订单个数超过20的门店 lists
//! the shops); "who" answered with no name is doubted; and goods shipped
//! are 发货 — 已发货, 还没发货 of a status kept
//! as the English 'shipped'.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn tennis_club() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("members")
                .with_key("member_id", Integer)
                .with_column("member_name", Text),
            Table::new("courts")
                .with_key("court_id", Integer)
                .with_column("court_name", Text)
                .with_column("surface", Text),
            Table::new("reservations")
                .with_key("reservation_id", Integer)
                .with_reference("court_id", Integer, "courts", "court_id")
                .with_reference("member_id", Integer, "members", "member_id")
                .with_column("reserved_for", Date)
                .with_column("hours", Float),
        ]),
        vec![],
    )
}

fn bakery_orders() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("shops")
                .with_key("shop_id", Integer)
                .with_column("shop_name", Text)
                .with_column("city", Text),
            Table::new("orders")
                .with_key("order_id", Integer)
                .with_reference("shop_id", Integer, "shops", "shop_id")
                .with_column("order_date", Date)
                .with_column("quantity", Integer)
                .with_column("amount", Float),
        ]),
        vec![repeated_values("shops", "city", &["苏州", "无锡", "常州"])],
    )
}

#[test]
fn a_verb_ranked_by_how_much_is_said_of_its_rows() {
    for q in [
        "which court gets reserved the most",
        "which court was reserved the most",
    ] {
        let sql = sql_of(&tennis_club(), q);
        assert!(
            sql.starts_with(r#"SELECT "courts"."court_name""#),
            "{q}: {sql}"
        );
        assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{q}: {sql}");
        // (Reserved for a day still to come is reserved all the same.)
        assert!(!sql.contains("reserved_for"), "{q}: {sql}");
    }
    for q in [
        "who reserved the most hours",
        "which member reserved the most hours",
    ] {
        let sql = sql_of(&tennis_club(), q);
        assert!(sql.contains(r#""members"."member_name""#), "{q}: {sql}");
        assert!(
            sql.contains(r#"ORDER BY SUM("reservations"."hours") DESC LIMIT 1"#),
            "{q}: {sql}"
        );
        assert!(!sql.contains("reserved_for"), "{q}: {sql}");
    }
    // (A period said with them is the reservations'.)
    let sql = sql_of(&tennis_club(), "who reserved the most hours this year");
    assert!(
        sql.contains(r#"ORDER BY SUM("reservations"."hours") DESC LIMIT 1"#),
        "{sql}"
    );
    assert!(
        sql.contains(r#""reservations"."reserved_for" >= '2026-01-01'"#),
        "{sql}"
    );
    assert!(
        !sql.starts_with(r#"SELECT "reservations"."reserved_for""#),
        "{sql}"
    );
}

#[test]
fn a_document_is_counted_not_measured() {
    for q in ["上个月的订单量", "上个月的订单数量", "上个月订单的数量"] {
        let sql = sql_of(&bakery_orders(), q);
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
        assert!(!sql.contains("quantity"), "{q}: {sql}");
    }
    for q in ["每个城市的订单量", "每个城市的订单数量"] {
        let sql = sql_of(&bakery_orders(), q);
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
        assert!(sql.contains(r#"GROUP BY "shops"."city""#), "{q}: {sql}");
        assert!(!sql.contains("quantity"), "{q}: {sql}");
    }
    // (What is sold is still the quantity.)
    let sql = sql_of(&bakery_orders(), "每个城市的销量");
    assert!(sql.contains(r#"SUM("orders"."quantity")"#), "{sql}");
}

#[test]
fn quantity_alone_before_a_comparison_is_the_rows_quantity() {
    for q in ["数量超过300的订单有多少", "数量不少于300的订单有几个"] {
        let sql = sql_of(&bakery_orders(), q);
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
        assert!(sql.contains(r#""orders"."quantity" >"#), "{q}: {sql}");
        assert!(!sql.contains("HAVING"), "{q}: {sql}");
    }
}

#[test]
fn the_count_word_of_a_count_condition_is_the_conditions() {
    for q in ["订单个数超过20的门店", "订单数量超过20的门店"] {
        let sql = sql_of(&bakery_orders(), q);
        assert!(
            sql.starts_with(r#"SELECT "shops"."shop_name""#),
            "{q}: {sql}"
        );
        assert!(sql.contains("COUNT(*) > 20"), "{q}: {sql}");
        assert!(!sql.contains(r#"COUNT(*) AS "count""#), "{q}: {sql}");
    }
}

/// The bakery's orders with a status kept in English.
fn bakery_orders_shipped() -> (Schema, Vec<TableProfile>) {
    let (schema, _) = bakery_orders();
    let mut tables = schema.tables;
    tables[1] = tables[1].clone().with_column("status", Text);
    (
        sqlite_schema(tables),
        vec![repeated_values("orders", "status", &["shipped", "pending"])],
    )
}

#[test]
fn goods_shipped_are_fahuo() {
    let sql = sql_of(&bakery_orders_shipped(), "已发货的订单有多少");
    assert!(sql.contains(r#""orders"."status" = 'shipped'"#), "{sql}");
    for q in ["还没发货的订单有多少", "未发货的订单有几个"] {
        let sql = sql_of(&bakery_orders_shipped(), q);
        assert!(
            sql.contains(r#""orders"."status" <> 'shipped'"#),
            "{q}: {sql}"
        );
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
    }
}

/// Shifts that name no one.
fn shifts() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![Table::new("shifts")
            .with_key("shift_id", Integer)
            .with_column("worked_on", Date)
            .with_column("hours", Float)]),
        vec![],
    )
}

#[test]
fn who_answered_with_no_name_is_doubted() {
    doubted(&shifts(), "who worked the most hours");
    // (Asked of the shifts, the same reading is given.)
    let sql = sql_of(&shifts(), "which shift had the most hours");
    assert!(sql.contains(r#"ORDER BY "shifts"."hours" DESC"#), "{sql}");
}

/// A helpdesk's tickets, each assigned to an agent or to no one yet.
fn helpdesk() -> (Schema, Vec<TableProfile>) {
    let mut tickets = Table::new("tickets")
        .with_key("ticket_id", Integer)
        .with_column("title", Text)
        .with_column("opened_on", Date)
        .with_reference("assigned_to", Integer, "agents", "agent_id");
    if let Some(c) = tickets.columns.iter_mut().find(|c| c.name == "assigned_to") {
        c.nullable = true;
    }
    (
        sqlite_schema(vec![
            Table::new("agents")
                .with_key("agent_id", Integer)
                .with_column("agent_name", Text),
            tickets,
        ]),
        vec![values("agents", "agent_name", &["Maya Chen", "Tom Reed"])],
    )
}

#[test]
fn a_reference_named_by_a_participle_is_its_verb() {
    let sql = sql_of(&helpdesk(), "unassigned tickets");
    assert!(sql.contains(r#""tickets"."assigned_to" IS NULL"#), "{sql}");
    assert!(sql.contains(r#""tickets"."title""#), "{sql}");
    let sql = sql_of(&helpdesk(), "how many tickets are unassigned");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#""tickets"."assigned_to" IS NULL"#), "{sql}");
    let sql = sql_of(&helpdesk(), "tickets assigned to Maya Chen");
    assert!(sql.starts_with(r#"SELECT "tickets"."title""#), "{sql}");
    assert!(!sql.contains(r#"SELECT "tickets"."assigned_to""#), "{sql}");
    assert!(
        sql.contains(r#""agents"."agent_name" = 'Maya Chen'"#),
        "{sql}"
    );
    let sql = sql_of(&helpdesk(), "how many tickets are assigned to Maya Chen");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(
        sql.contains(r#""agents"."agent_name" = 'Maya Chen'"#),
        "{sql}"
    );
}

/// A telecom support desk: agents on a shift and the chats they take.
fn support_desk() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("agents")
                .with_key("agent_id", Integer)
                .with_column("agent_name", Text)
                .with_column("shift", Text),
            Table::new("chats")
                .with_key("chat_id", Integer)
                .with_reference("agent_id", Integer, "agents", "agent_id")
                .with_column("chat_date", Date)
                .with_column("minutes", Float),
        ]),
        vec![],
    )
}

#[test]
fn a_support_desks_chats_and_agents_in_chinese() {
    let sql = sql_of(&support_desk(), "上个月的会话数");
    assert!(sql.contains(r#"FROM "chats""#), "{sql}");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    let sql = sql_of(&support_desk(), "每个客服的会话数");
    assert!(sql.contains(r#"GROUP BY "agents"."agent_name""#), "{sql}");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    let sql = sql_of(&support_desk(), "会话最多的客服");
    assert!(sql.starts_with(r#"SELECT "agents"."agent_name""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
}
