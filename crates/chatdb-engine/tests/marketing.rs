//! An e-mail marketing platform's campaigns, contacts (who may have
//! unsubscribed) and sends with 0/1 `opened` and `clicked` flags; and a
//! food-delivery business asked in Chinese. The plural noun of a flag's
//! verb counts the rows where it holds ("clicks"); "still subscribed" is
//! the undoing date (`unsubscribed_on`) left empty; "never opened an
//! email" is no opened send of an e-mail campaign; 多少单 names the orders
//! by the dictionary's 订单; 配送费 is the one fee kept (`delivery_fee`); a
//! verb between the rows ranked and the rows counted says only their
//! relation (骑手送的订单). Each with a near miss.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn marketing() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("campaigns")
            .with_key("campaign_id", Integer)
            .with_column("campaign_name", Text)
            .with_column("channel", Text)
            .with_column("launched_on", Date),
        Table::new("contacts")
            .with_key("contact_id", Integer)
            .with_column("email", Text)
            .with_column("country", Text)
            .with_column("subscribed_on", Date)
            .with_column("unsubscribed_on", Date),
        Table::new("sends")
            .with_key("send_id", Integer)
            .with_reference("campaign_id", Integer, "campaigns", "campaign_id")
            .with_reference("contact_id", Integer, "contacts", "contact_id")
            .with_column("sent_at", Timestamp)
            .with_column("opened", Integer)
            .with_column("clicked", Integer),
    ]);
    let profiles = vec![
        repeated_values("campaigns", "channel", &["email", "sms", "push"]),
        empty_in_places("contacts", "unsubscribed_on", 0.8),
        flag("sends", "clicked"),
    ];
    // (A second profile of sends: its other flag.)
    let mut profiles = profiles;
    let opened = flag("sends", "opened");
    if let Some(sends) = profiles.iter_mut().find(|p| p.table == "sends") {
        sends.columns.extend(opened.columns);
    }
    (schema, profiles)
}

fn delivery() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("merchants")
            .with_key("merchant_id", Integer)
            .with_column("merchant_name", Text)
            .with_column("district", Text),
        Table::new("riders")
            .with_key("rider_id", Integer)
            .with_column("rider_name", Text),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("merchant_id", Integer, "merchants", "merchant_id")
            .with_reference("rider_id", Integer, "riders", "rider_id")
            .with_column("ordered_at", Timestamp)
            .with_column("amount", Float)
            .with_column("delivery_fee", Float),
    ]);
    (schema, Vec::new())
}

#[test]
fn the_plural_of_a_flags_verb_counts_the_rows_where_it_holds() {
    let setup = marketing();
    for q in [
        "clicks this year",
        "how many clicks this year",
        "number of clicks this year",
    ] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.starts_with(
                r#"SELECT COUNT(*) AS "count" FROM "sends" WHERE "sends"."clicked" = 1"#
            ),
            "{q}: {sql}"
        );
        assert!(
            sql.contains(r#""sends"."sent_at" >= '2026-01-01'"#),
            "{q}: {sql}"
        );
    }
    let sql = sql_of(&setup, "opens by campaign");
    assert!(sql.contains(r#""sends"."opened" = 1"#), "{sql}");
    assert!(
        sql.contains(r#"GROUP BY "campaigns"."campaign_name""#),
        "{sql}"
    );
    // Near miss: after a superlative the noun ranks, it is not the count
    // asked for.
    let sql = sql_of(&setup, "which campaign got the most clicks");
    assert!(sql.ends_with("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    assert!(
        sql.starts_with(r#"SELECT "campaigns"."campaign_name" FROM"#),
        "{sql}"
    );
}

#[test]
fn still_said_of_a_beginning_is_its_undoing_not_yet_kept() {
    let setup = marketing();
    let sql = sql_of(&setup, "how many contacts are still subscribed");
    assert!(
        sql.ends_with(r#"WHERE "contacts"."unsubscribed_on" IS NULL"#),
        "{sql}"
    );
    // Near miss: subscribed in a period is that date, nothing undone.
    let sql = sql_of(&setup, "how many contacts subscribed this year");
    assert!(
        sql.contains(r#""contacts"."subscribed_on" >= '2026-01-01'"#),
        "{sql}"
    );
    assert!(!sql.contains("IS NULL"), "{sql}");
}

#[test]
fn never_done_to_a_kind_of_rows_is_no_such_row_in_that_state() {
    let setup = marketing();
    let sql = sql_of(&setup, "contacts who never opened an email");
    assert!(sql.contains(r#""contacts"."contact_id" NOT IN (SELECT "sends"."contact_id" FROM "sends" JOIN "campaigns""#), "{sql}");
    assert!(sql.contains(r#""sends"."opened" = 1"#), "{sql}");
    assert!(sql.contains(r#""campaigns"."channel" = 'email')"#), "{sql}");
    // Nothing outside the subquery joins the sends.
    assert!(
        sql.starts_with(r#"SELECT "contacts"."email" FROM "contacts" WHERE"#),
        "{sql}"
    );
    // Near miss: with no kind said, any opened send.
    let sql = sql_of(&setup, "contacts who never opened");
    assert!(!sql.contains("channel"), "{sql}");
    assert!(sql.contains(r#""sends"."opened" = 1)"#), "{sql}");
}

#[test]
fn chinese_nouns_of_an_english_schema_by_their_head() {
    let setup = delivery();
    // 单 ends 订单, the dictionary's Chinese of `orders`.
    let sql = sql_of(&setup, "今天有多少单");
    assert!(sql.starts_with(r#"SELECT COUNT(*) AS "count" FROM "orders" WHERE "orders"."ordered_at" >= '2026-11-21'"#), "{sql}");
    // 配送费: a kind of fee, the one fee kept (delivery_fee).
    let sql = sql_of(&setup, "总配送费");
    assert!(sql.contains(r#"SUM("orders"."delivery_fee")"#), "{sql}");
    // A verb between the rows ranked and those counted is their relation.
    let sql = sql_of(&setup, "哪个骑手送的订单最多");
    assert!(
        sql.contains(r#"GROUP BY "riders"."rider_name" ORDER BY COUNT(*) DESC LIMIT 1"#),
        "{sql}"
    );
    // Near miss: the amount is no fee.
    let sql = sql_of(&setup, "订单总金额");
    assert!(sql.contains(r#"SUM("orders"."amount")"#), "{sql}");
}
