//! A car wash chain asked in English and a housekeeping agency with
//! English names asked in Chinese: a number named by a noun and a
//! participle (`amount_paid`) is said by its noun; a kind column
//! (`service_type`) by the noun it keeps kinds of; an event's time by how
//! long it lasts; a unit before a participle (`seconds_played`) is the
//! unit the column keeps, the named rows' column first; a verb of working
//! before the hours asked, and a separable verb around a count (接了多少单),
//! say nothing more; 人 after 的 is who, not the value. Each with a near
//! miss.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn car_wash() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("sites")
            .with_key("site_id", Integer)
            .with_column("site_name", Text)
            .with_column("city", Text),
        Table::new("washes")
            .with_key("wash_id", Integer)
            .with_reference("site_id", Integer, "sites", "site_id")
            .with_column("washed_on", Date)
            .with_column("duration_min", Integer)
            .with_column("amount_paid", Float),
    ]);
    (
        schema,
        vec![repeated_values("sites", "city", &["Leeds", "York"])],
    )
}

#[test]
fn a_number_named_by_a_noun_and_a_participle_is_said_by_its_noun() {
    let setup = car_wash();
    let sql = sql_of(&setup, "average amount per wash");
    assert!(sql.contains(r#"AVG("washes"."amount_paid")"#), "{sql}");
    let sql = sql_of(&setup, "washes with an amount over 20");
    assert!(sql.contains(r#""washes"."amount_paid" > 20"#), "{sql}");
    // Near miss: a column named by the noun alone is what the noun names.
    let mut setup = car_wash();
    setup.0.tables[1] = setup.0.tables[1].clone().with_column("amount", Float);
    let sql = sql_of(&setup, "average amount per wash");
    assert!(sql.contains(r#"AVG("washes"."amount")"#), "{sql}");
}

#[test]
fn an_events_time_is_how_long_it_lasts() {
    let setup = car_wash();
    let sql = sql_of(&setup, "average wash time");
    assert!(sql.contains(r#"AVG("washes"."duration_min")"#), "{sql}");
    // Near miss: the latest wash is by the day it took place.
    let sql = sql_of(&setup, "latest wash");
    assert!(sql.contains(r#""washes"."washed_on""#), "{sql}");
    assert!(!sql.contains("duration_min"), "{sql}");
}

fn housekeeping() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("workers")
            .with_key("worker_id", Integer)
            .with_column("worker_name", Text)
            .with_column("hourly_rate", Float),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("worker_id", Integer, "workers", "worker_id")
            .with_column("service_type", Text)
            .with_column("order_date", Date)
            .with_column("hours", Float)
            .with_column("amount", Float),
    ]);
    let profiles = vec![repeated_values(
        "orders",
        "service_type",
        &["保洁", "保姆", "月嫂"],
    )];
    (schema, profiles)
}

#[test]
fn a_kind_column_is_said_by_the_noun_it_keeps_kinds_of() {
    let setup = housekeeping();
    for q in ["每种服务的订单量", "orders by service"] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#"GROUP BY "orders"."service_type""#),
            "{q}: {sql}"
        );
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
    }
    // Near miss: two kind columns of services — the noun says neither.
    let mut setup = housekeeping();
    setup.0.tables[1] = setup.0.tables[1]
        .clone()
        .with_column("service_category", Text);
    doubted(&setup, "orders by service");
}

#[test]
fn an_hourly_rate_is_a_chinese_hour_wage() {
    let setup = housekeeping();
    let sql = sql_of(&setup, "时薪最高的员工");
    assert!(
        sql.contains(r#"ORDER BY "workers"."hourly_rate" DESC LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn a_person_after_de_is_who_not_the_value() {
    let setup = housekeeping();
    let sql = sql_of(&setup, "时薪最高的人");
    assert!(sql.contains(r#""workers"."worker_name""#), "{sql}");
    assert!(
        sql.contains(r#""workers"."hourly_rate" DESC LIMIT 1"#),
        "{sql}"
    );
    // Near miss: 多少人 counts the people.
    let sql = sql_of(&setup, "时薪超过50的有多少人");
    assert!(sql.contains("COUNT(*)"), "{sql}");
}

#[test]
fn a_verb_of_working_before_the_hours_asked_says_nothing_more() {
    let setup = housekeeping();
    for q in ["保洁平均做几个小时", "保洁平均工作几个小时"] {
        let sql = sql_of(&setup, q);
        assert!(sql.contains(r#"AVG("orders"."hours")"#), "{q}: {sql}");
        assert!(
            sql.contains(r#""orders"."service_type" = '保洁'"#),
            "{q}: {sql}"
        );
    }
    // Near miss: overtime is not every hour worked.
    doubted(&setup, "每个员工加班了多少小时");
}

#[test]
fn a_separable_verb_around_a_count_says_how_the_rows_came_about() {
    let setup = housekeeping();
    let sql = sql_of(&setup, "上个月接了多少单");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#""orders"."order_date" >="#), "{sql}");
    // Near miss: 吃单 is no word — the verb is not placed.
    doubted(&setup, "上个月吃了多少单");
}

fn music() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("tracks")
            .with_key("track_id", Integer)
            .with_column("title", Text)
            .with_column("duration_sec", Integer),
        Table::new("plays")
            .with_key("play_id", Integer)
            .with_reference("track_id", Integer, "tracks", "track_id")
            .with_column("played_at", Date)
            .with_column("seconds_played", Integer),
    ]);
    (schema, Vec::new())
}

#[test]
fn a_unit_asked_is_the_named_rows_column_kept_in_it() {
    let setup = music();
    let sql = sql_of(&setup, "平均每次播放多少秒");
    assert!(sql.contains(r#"AVG("plays"."seconds_played")"#), "{sql}");
    let sql = sql_of(&setup, "歌曲平均多少秒");
    assert!(sql.contains(r#"AVG("tracks"."duration_sec")"#), "{sql}");
}
