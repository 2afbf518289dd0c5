//! A craft studio: a workshop's fee is what one costs (a catalogue —
//! named rows, no date); what was taken in is what each dated booking
//! paid, so revenue is that, never the catalogue's fees added up. An
//! orchard: which of the kinds its rows fall in (a field, a few values
//! over many rows) ranks by a count they keep is the kind whose rows total
//! the most — not the kind of the one row with the largest count.
//!
//! A market's stall lettings asked in Chinese: a column said after its
//! table's noun is one compound (支付 | 方式, "payment method"), what 各种
//! groups by; 笔 counts sums of money — the payments, not the leases they
//! pay; payments named for what is paid (`rent_payments`) keep that money
//! (租金); 退 undoes the verb after it (退租 is no lease); sellers are
//! said by what they sell (卖蔬菜的商户).

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn studio() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("workshops")
            .with_key("workshop_id", Integer)
            .with_column("title", Text)
            .with_column("category", Text)
            .with_column("fee", Float),
        Table::new("bookings")
            .with_key("booking_id", Integer)
            .with_reference("workshop_id", Integer, "workshops", "workshop_id")
            .with_column("booked_on", Date)
            .with_column("amount_paid", Float),
    ]);
    let profiles = vec![repeated_values(
        "workshops",
        "category",
        &["ceramics", "weaving", "printmaking"],
    )];
    (schema, profiles)
}

#[test]
fn takings_are_what_bookings_paid_not_the_catalogues_fees() {
    let setup = studio();
    for q in ["total revenue", "revenue by category"] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#"SUM("bookings"."amount_paid")"#),
            "{q}: {sql}"
        );
        assert!(!sql.contains(r#"SUM("workshops"."fee")"#), "{q}: {sql}");
    }
    // (A catalogue's fee totalled over a period is what was paid in it.)
    let sql = sql_of(&setup, "total fees collected last month");
    assert!(sql.contains(r#"SUM("bookings"."amount_paid")"#), "{sql}");
    assert!(sql.contains(r#""bookings"."booked_on" >="#), "{sql}");
    // (Near miss: the fee itself, asked as such, is still the workshop's.)
    let sql = sql_of(&setup, "average fee of a workshop");
    assert!(sql.contains(r#"AVG("workshops"."fee")"#), "{sql}");
}

fn orchard() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![Table::new("harvests")
        .with_key("harvest_id", Integer)
        .with_column("field", Text)
        .with_column("picked_on", Date)
        .with_column("crates", Integer)]);
    let profiles = vec![repeated_values(
        "harvests",
        "field",
        &["North Slope", "Creek Side", "Old Barn"],
    )];
    (schema, profiles)
}

#[test]
fn a_kind_ranked_by_a_count_is_ranked_by_its_total() {
    let setup = orchard();
    let sql = sql_of(&setup, "which field produced the most crates");
    assert!(sql.contains(r#"GROUP BY "harvests"."field""#), "{sql}");
    assert!(
        sql.contains(r#"ORDER BY SUM("harvests"."crates") DESC LIMIT 1"#),
        "{sql}"
    );
    // (Near miss: the rows themselves ranked, one harvest is the answer.)
    let sql = sql_of(&setup, "the harvest with the most crates");
    assert!(!sql.contains("GROUP BY"), "{sql}");
}

fn market() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("stalls")
            .with_key("stall_id", Integer)
            .with_column("stall_no", Text)
            .with_column("zone", Text)
            .with_column("monthly_rent", Float),
        Table::new("vendors")
            .with_key("vendor_id", Integer)
            .with_column("vendor_name", Text)
            .with_column("category", Text),
        Table::new("leases")
            .with_key("lease_id", Integer)
            .with_reference("stall_id", Integer, "stalls", "stall_id")
            .with_reference("vendor_id", Integer, "vendors", "vendor_id")
            .with_column("start_date", Date)
            .with_column("end_date", Date),
        Table::new("rent_payments")
            .with_key("payment_id", Integer)
            .with_reference("lease_id", Integer, "leases", "lease_id")
            .with_column("paid_on", Date)
            .with_column("amount", Float)
            .with_column("method", Text),
    ]);
    let profiles = vec![
        repeated_values("rent_payments", "method", &["现金", "微信", "转账"]),
        repeated_values("vendors", "category", &["蔬菜", "水果", "水产"]),
        empty_in_places("leases", "end_date", 0.7),
    ];
    (schema, profiles)
}

#[test]
fn a_column_said_after_its_tables_noun_is_what_each_groups_by() {
    let setup = market();
    for q in ["各种支付方式有多少笔", "每种支付方式的金额"] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#"GROUP BY "rent_payments"."method""#),
            "{q}: {sql}"
        );
        assert!(!sql.contains("payment_id"), "{q}: {sql}");
    }
}

#[test]
fn bi_counts_the_payments() {
    let setup = market();
    let sql = sql_of(&setup, "用微信交租的有多少笔");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#"FROM "rent_payments""#), "{sql}");
    assert!(!sql.contains("DISTINCT"), "{sql}");
}

#[test]
fn payments_named_for_what_is_paid_keep_that_money() {
    let setup = market();
    // (收, the verb of taking it, is said of the money, not asked.)
    for q in ["上个月收了多少租金", "今年的租金收入"] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#"SUM("rent_payments"."amount")"#),
            "{q}: {sql}"
        );
    }
    // (Near miss: the monthly rent a stall is let at is the stall's.)
    let sql = sql_of(&setup, "平均月租是多少");
    assert!(sql.contains(r#"AVG("stalls"."monthly_rent")"#), "{sql}");
}

#[test]
fn tui_undoes_the_verb_after_it() {
    // (退租: the lease ended — never the leases themselves.)
    doubted(&market(), "已经退租的商户有多少");
}

#[test]
fn sellers_are_said_by_what_they_sell() {
    let setup = market();
    let sql = sql_of(&setup, "卖蔬菜的商户有几个");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#""vendors"."category" = '蔬菜'"#), "{sql}");
}

#[test]
fn a_zone_is_a_qu() {
    let setup = market();
    let sql = sql_of(&setup, "每个区有多少个摊位");
    assert!(sql.contains(r#"GROUP BY "stalls"."zone""#), "{sql}");
    assert!(sql.contains("COUNT(*)"), "{sql}");
}
