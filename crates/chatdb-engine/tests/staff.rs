//! Constructs of a small firm's data, asked the way its people ask: its
//! teams and staff (a wage, the date each joined), the parcels they send
//! (a postage fee, a weight in kg, a nullable arrival time) and their
//! absence requests. English names, questions in English and Chinese.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn firm() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("teams")
            .with_key("team_id", Integer)
            .with_column("team_name", Text),
        Table::new("staff")
            .with_key("staff_id", Integer)
            .with_column("staff_name", Text)
            .with_column("gender", Text)
            .with_column("age", Integer)
            .with_reference("team_id", Integer, "teams", "team_id")
            .with_column("joined_on", Date)
            .with_column("wage", Float),
        Table::new("parcels")
            .with_key("parcel_id", Integer)
            .with_reference("staff_id", Integer, "staff", "staff_id")
            .with_column("sent_at", Timestamp)
            .with_column("arrived_at", Timestamp)
            .with_column("destination_country", Text)
            .with_column("parcel_type", Text)
            .with_column("postage_fee", Float)
            .with_column("weight_kg", Float),
        Table::new("absence_requests")
            .with_key("request_id", Integer)
            .with_reference("staff_id", Integer, "staff", "staff_id")
            .with_column("starts_on", Date)
            .with_column("days", Integer),
    ]);
    let profiles = vec![repeated_values(
        "parcels",
        "destination_country",
        &["France", "Spain", "Italy"],
    )];
    (schema, profiles)
}

#[test]
fn a_level_totalled_per_period_is_not_guessed() {
    let setup = firm();
    // Wages are a level each person has: totalled by the month people
    // joined they answer nothing asked.
    for q in ["每个月的工资总额", "total wages by month"] {
        let p = plan(&setup, q);
        assert!(p.sql.is_none(), "{q}: {:?}", p.sql);
    }
    // A fee paid adds up over time: its monthly total is a series.
    let sql = answered(&setup, "total postage fee by month").sql.unwrap();
    assert!(sql.contains(r#"SUM("parcels"."postage_fee")"#), "{sql}");
    assert!(sql.contains("strftime('%Y-%m'"), "{sql}");
}

#[test]
fn not_yet_says_the_event_has_no_date() {
    let sql = answered(&firm(), "how many parcels haven't arrived yet")
        .sql
        .unwrap();
    assert!(sql.contains(r#""parcels"."arrived_at" IS NULL"#), "{sql}");
}

#[test]
fn the_company_asked_about_is_the_data() {
    let sql = answered(&firm(), "公司一共有多少员工").sql.unwrap();
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#"FROM "staff""#), "{sql}");
}

#[test]
fn a_unit_in_the_compared_columns_name_is_its() {
    let sql = answered(&firm(), "parcels with a weight over 20 kg")
        .sql
        .unwrap();
    assert!(sql.contains(r#""parcels"."weight_kg" > 20"#), "{sql}");
}

#[test]
fn the_role_of_a_place_names_its_column() {
    let sql = answered(&firm(), "average postage fee per destination")
        .sql
        .unwrap();
    assert!(
        sql.contains(r#"GROUP BY "parcels"."destination_country""#),
        "{sql}"
    );
}

#[test]
fn a_chinese_fee_word_names_a_fee_column() {
    // 邮费 is postage's fee: the `postage_fee` column.
    let sql = answered(&firm(), "去年的邮费总额").sql.unwrap();
    assert!(sql.contains(r#"SUM("parcels"."postage_fee")"#), "{sql}");
    assert!(sql.contains("2025-01-01"), "{sql}");
}

#[test]
fn people_ranked_groups_by_their_people() {
    let setup = firm();
    for (q, order) in [("人最多的团队", "DESC"), ("人最少的团队", "LIMIT")] {
        let sql = answered(&setup, q).sql.unwrap();
        assert!(sql.contains(r#""teams"."team_name""#), "{q}: {sql}");
        assert!(sql.contains(r#"FROM "staff""#), "{q}: {sql}");
        assert!(
            sql.contains(&format!("ORDER BY COUNT(*) {order}")),
            "{q}: {sql}"
        );
        assert!(sql.contains("LIMIT 1"), "{q}: {sql}");
    }
}

#[test]
fn a_request_table_is_named_by_what_is_requested() {
    // absence_requests: "absences" are its rows.
    let sql = answered(&firm(), "how many absences last month")
        .sql
        .unwrap();
    assert!(sql.contains(r#"FROM "absence_requests""#), "{sql}");
    assert!(
        sql.contains(r#""absence_requests"."starts_on" >= '2026-10-01'"#),
        "{sql}"
    );
}

#[test]
fn each_category_of_rows_is_their_kind() {
    // 各类包裹: the parcels' one kind column, not each parcel.
    let sql = answered(&firm(), "各类包裹有多少").sql.unwrap();
    assert!(sql.contains(r#"GROUP BY "parcels"."parcel_type""#), "{sql}");
    assert!(sql.contains("COUNT(*)"), "{sql}");
}

#[test]
fn an_age_is_said_in_years() {
    let setup = firm();
    for q in ["30岁的员工有多少", "how many staff are 30 years old"] {
        let sql = answered(&setup, q).sql.unwrap();
        assert!(sql.contains(r#""staff"."age" = 30"#), "{q}: {sql}");
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
    }
    // Rows that keep no age have none said of them.
    let p = plan(&setup, "how many teams are 3 years old");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn how_old_asks_an_age() {
    for q in [
        "names of staff and how old they are",
        "how old is the oldest of our staff",
    ] {
        let sql = answered(&firm(), q).sql.unwrap();
        assert!(sql.contains(r#""staff"."age""#), "{q}: {sql}");
    }
}
