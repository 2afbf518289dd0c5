//! A feed store's logs and a shop's orders asked in Chinese over English
//! names, and a riding stable asked in English: an amount said right after
//! a stored value (领用量, 进料总量, 进料数量, 领用总数量 — also where jieba
//! cuts 领|用量) is the quantity its rows keep, added up, even with nothing
//! else asked (领用量是多少) — not for a document's rows, which are counted; the
//! latest time of rows said by a value of theirs (最近一次领用是哪天,
//! 最近一笔已取消的订单是哪天) is their date's latest; a kind said in the
//! plural first ("ponies whose riders live in York") is the rows asked for,
//! whatever table qualifies them; "people" counts people only where it is
//! what is counted; and an auction house's lots: items are goods (物品,
//! 商品), and each kind of them (每类物品) is their category — or the name
//! of the kind they refer to, kept in a table of kinds (各类图书 of books
//! referring to `book_genres`); and a clinic's visits are 门诊 and 就诊.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn feed_store() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("barns")
                .with_key("barn_id", Integer)
                .with_column("barn_name", Text),
            Table::new("feed_logs")
                .with_key("log_id", Integer)
                .with_reference("barn_id", Integer, "barns", "barn_id")
                .with_column("logged_on", Date)
                .with_column("kind", Text)
                .with_column("qty", Integer),
            Table::new("orders")
                .with_key("order_id", Integer)
                .with_column("ordered_on", Date)
                .with_column("status", Text)
                .with_column("quantity", Integer),
        ]),
        vec![
            repeated_values("feed_logs", "kind", &["进料", "领用"]),
            repeated_values("orders", "status", &["已发货", "已取消"]),
        ],
    )
}

fn auction_lots() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![Table::new("lots")
            .with_key("lot_id", Integer)
            .with_column("item", Text)
            .with_column("category", Text)
            .with_column("reserve_price", Float)]),
        vec![repeated_values(
            "lots",
            "category",
            &["瓷器", "字画", "玉器"],
        )],
    )
}

fn eye_clinic() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("optometrists")
                .with_key("optometrist_id", Integer)
                .with_column("optometrist_name", Text),
            Table::new("visits")
                .with_key("visit_id", Integer)
                .with_reference("optometrist_id", Integer, "optometrists", "optometrist_id")
                .with_column("visit_date", Date)
                .with_column("fee", Float),
        ]),
        vec![],
    )
}

fn bookshop() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("book_genres")
                .with_key("genre_id", Integer)
                .with_column("genre_name", Text),
            Table::new("books")
                .with_key("book_id", Integer)
                .with_column("title", Text)
                .with_reference("genre_id", Integer, "book_genres", "genre_id"),
            Table::new("sales")
                .with_key("sale_id", Integer)
                .with_reference("book_id", Integer, "books", "book_id")
                .with_column("sold_on", Date)
                .with_column("amount", Float),
        ]),
        vec![],
    )
}

fn stable() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("riders")
                .with_key("rider_id", Integer)
                .with_column("rider_name", Text)
                .with_column("city", Text),
            Table::new("horses")
                .with_key("horse_id", Integer)
                .with_reference("rider_id", Integer, "riders", "rider_id")
                .with_column("horse_name", Text)
                .with_column("breed", Text),
        ]),
        vec![
            repeated_values("riders", "city", &["York", "Hull", "Leeds"]),
            repeated_values("horses", "breed", &["pony", "arab", "cob"]),
        ],
    )
}

#[test]
fn an_amount_said_after_a_value_is_the_quantity_of_its_rows() {
    for q in [
        "领用量是多少",
        "上个月的领用量",
        "进料总量",
        "上个月的进料数量",
        "领用总数量",
    ] {
        let sql = sql_of(&feed_store(), q);
        assert!(sql.contains(r#"SUM("feed_logs"."qty")"#), "{q}: {sql}");
        assert!(sql.contains(r#""feed_logs"."kind" = '"#), "{q}: {sql}");
    }
    // Per group, and ranked by it.
    let sql = sql_of(&feed_store(), "每个barn的领用总量");
    assert!(sql.contains(r#"SUM("feed_logs"."qty")"#), "{sql}");
    assert!(sql.contains("GROUP BY"), "{sql}");
}

#[test]
fn a_documents_rows_said_by_a_value_are_counted_not_measured() {
    // (Abstaining is fair; adding up the orders' quantity is not.)
    let sql = plan(&feed_store(), "已取消数量有多少")
        .sql
        .unwrap_or_default();
    assert!(!sql.contains("SUM("), "{sql}");
}

#[test]
fn a_quantity_said_with_its_amount_word_is_added_up() {
    for q in ["领用量是多少", "领用数量是多少", "进料量"] {
        let sql = sql_of(&feed_store(), q);
        assert!(
            sql.starts_with(r#"SELECT SUM("feed_logs"."qty")"#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn the_latest_time_of_rows_said_by_a_value_is_their_latest_date() {
    for (q, value) in [
        ("最近一次领用是哪天", "领用"),
        ("最近一次进料是什么时候", "进料"),
    ] {
        let sql = sql_of(&feed_store(), q);
        assert!(
            sql.contains(r#"MAX("feed_logs"."logged_on")"#),
            "{q}: {sql}"
        );
        assert!(
            sql.contains(&format!(r#""feed_logs"."kind" = '{value}'"#)),
            "{q}: {sql}"
        );
    }
    let sql = sql_of(&feed_store(), "最近一笔已取消的订单是哪天");
    assert!(sql.contains(r#"MAX("orders"."ordered_on")"#), "{sql}");
    assert!(sql.contains(r#""orders"."status" = '已取消'"#), "{sql}");
}

#[test]
fn a_kind_said_in_the_plural_first_is_the_rows_asked_for() {
    for q in [
        "ponies whose riders live in York",
        "list the ponies of riders in York",
        "ponies owned by people in York",
    ] {
        let sql = sql_of(&stable(), q);
        assert!(
            sql.starts_with(r#"SELECT "horses"."horse_name""#),
            "{q}: {sql}"
        );
        assert!(sql.contains(r#""horses"."breed" = 'pony'"#), "{q}: {sql}");
        assert!(sql.contains(r#""riders"."city" = 'York'"#), "{q}: {sql}");
    }
    // A kind before its noun qualifies it: the riders.
    let sql = sql_of(&stable(), "pony riders in York");
    assert!(sql.starts_with(r#"SELECT "riders"."rider_name""#), "{sql}");
}

#[test]
fn people_counts_people_only_where_it_is_counted() {
    let sql = sql_of(&stable(), "how many ponies belong to people in York");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(!sql.contains("DISTINCT"), "{sql}");
    let sql = sql_of(&stable(), "how many people have ponies");
    assert!(
        sql.contains(r#"COUNT(DISTINCT "riders"."rider_id")"#),
        "{sql}"
    );
}

#[test]
fn items_are_goods_and_each_kind_of_them_is_their_category() {
    // 物品 and 商品 name items (CC-CEDICT glosses "item" only as a
    // project, a program).
    let sql = sql_of(&auction_lots(), "一共有多少件物品");
    assert!(sql.contains(r#"FROM "lots""#), "{sql}");
    for q in ["每类物品有多少件", "各类商品的数量"] {
        let sql = sql_of(&auction_lots(), q);
        assert!(sql.contains(r#"GROUP BY "lots"."category""#), "{q}: {sql}");
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
    }
}

#[test]
fn a_clinics_visits_are_its_consultations() {
    // 门诊, 就诊 (CC-CEDICT glosses "visit" only as calling on someone,
    // touring, going to see).
    for q in ["上个月的门诊量", "上个月的就诊次数"] {
        let sql = sql_of(&eye_clinic(), q);
        assert!(sql.starts_with(r#"SELECT COUNT(*)"#), "{q}: {sql}");
        assert!(sql.contains(r#"FROM "visits""#), "{q}: {sql}");
        assert!(sql.contains(r#""visits"."visit_date" >= '"#), "{q}: {sql}");
    }
}

#[test]
fn each_kind_of_rows_kept_in_a_table_of_kinds_is_its_name() {
    // (各类图书 grouped the books by title; jieba cuts 每|类图书.)
    for q in ["各类图书的销售额", "每类图书的销售额"] {
        let sql = sql_of(&bookshop(), q);
        assert!(
            sql.contains(r#"GROUP BY "book_genres"."genre_name""#),
            "{q}: {sql}"
        );
    }
}
