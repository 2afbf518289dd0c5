//! An app store's apps (a price, 0 when free), their reviews (a number of
//! `stars`) and a tea shop's drinks asked about in Chinese: "free" of a
//! price that is 0 in places; stars said as a rating, averaged per thing
//! rated; a Chinese word of an English word said alike with a table's
//! noun (饮品, a "beverage", for `drinks`). Each with a near miss.

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType::*, Schema, Table, Value};
use common::*;

/// A number column of `table` whose values run from `min` to `max`.
fn numbers(table: &str, column: &str, min: f64, max: f64) -> TableProfile {
    let profile = ColumnProfile {
        logical_type: Float,
        distinct_count: 5,
        min: Value::Float(min),
        max: Value::Float(max),
        ..ColumnProfile::of_values(column, &[])
    };
    TableProfile::new(table, 100, vec![profile])
}

fn store(lowest_price: f64) -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("apps")
            .with_key("app_id", Integer)
            .with_column("app_name", Text)
            .with_column("category", Text)
            .with_column("price", Float)
            .with_column("released_on", Date),
        Table::new("reviews")
            .with_key("review_id", Integer)
            .with_reference("app_id", Integer, "apps", "app_id")
            .with_column("stars", Integer)
            .with_column("reviewed_at", Timestamp),
    ]);
    let profiles = vec![
        numbers("apps", "price", lowest_price, 9.99),
        repeated_values("apps", "category", &["games", "health", "finance"]),
    ];
    (schema, profiles)
}

#[test]
fn a_thing_said_free_costs_nothing() {
    let setup = store(0.0);
    for q in [
        "list the free apps",
        "which apps are free",
        "how many free apps",
    ] {
        let sql = sql_of(&setup, q);
        assert!(sql.contains(r#""apps"."price" = 0"#), "{q}: {sql}");
    }
    // Near miss: where nothing costs 0, "free" is no price of this data.
    let setup = store(0.99);
    let p = plan(&setup, "list the free apps");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("= 0")),
        "{:?}",
        p.sql
    );
}

#[test]
fn stars_are_a_rating_averaged_per_thing_rated() {
    let setup = store(0.0);
    for q in ["highest rated app", "top 3 apps by rating"] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#"ORDER BY AVG("reviews"."stars") DESC"#),
            "{q}: {sql}"
        );
    }
    let sql = sql_of(&setup, "average rating per app");
    assert!(sql.contains(r#"AVG("reviews"."stars")"#), "{sql}");
    assert!(!sql.contains("SUM"), "{sql}");
    // Near miss: a total said is a total.
    let sql = sql_of(&setup, "total stars per app");
    assert!(sql.contains(r#"SUM("reviews"."stars")"#), "{sql}");
}

#[test]
fn a_count_named_by_a_verbs_noun_is_said_by_the_verb() {
    let setup = (
        sqlite_schema(vec![Table::new("papers")
            .with_key("paper_id", Integer)
            .with_column("title", Text)
            .with_column("journal", Text)
            .with_column("citations", Integer)]),
        Vec::new(),
    );
    for q in ["most cited paper", "top 3 most cited papers"] {
        let sql = sql_of(&setup, q);
        assert!(sql.contains(r#""papers"."citations""#), "{q}: {sql}");
    }
    // Near miss: a verb no count is named by stays unplaced.
    doubted(&setup, "most reviewed paper");
}

#[test]
fn a_size_said_of_a_name_many_rows_share_is_no_rows_size() {
    let setup = (
        sqlite_schema(vec![Table::new("ad_reads")
            .with_key("ad_id", Integer)
            .with_column("sponsor", Text)
            .with_column("fee", Float)]),
        vec![repeated_values(
            "ad_reads",
            "sponsor",
            &["Audible", "Casper", "NordVPN"],
        )],
    );
    // "the biggest sponsor" is no ad read's fee: which size is not said.
    doubted(&setup, "biggest sponsor");
    // Near miss: the rows' own noun is sized by their one amount.
    let sql = sql_of(&setup, "largest ad read");
    assert!(
        sql.contains(r#"ORDER BY "ad_reads"."fee" DESC LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn an_article_before_a_unit_after_a_comparison_is_one_of_it() {
    let setup = (
        sqlite_schema(vec![Table::new("episodes")
            .with_key("episode_id", Integer)
            .with_column("title", Text)
            .with_column("duration_min", Integer)]),
        Vec::new(),
    );
    let sql = sql_of(&setup, "how many episodes are longer than an hour");
    assert!(sql.contains(r#""episodes"."duration_min" > 60"#), "{sql}");
    let sql = sql_of(&setup, "episodes under an hour");
    assert!(sql.contains(r#""episodes"."duration_min" < 60"#), "{sql}");
    // Near miss: an article before no unit is no number.
    doubted(&setup, "episodes longer than a podcast");
}

#[test]
fn a_table_named_by_a_request_verbs_noun_is_named_by_its_plural() {
    let setup = (
        sqlite_schema(vec![
            Table::new("shows")
                .with_key("show_id", Integer)
                .with_column("show_name", Text)
                .with_column("genre", Text),
            Table::new("episodes")
                .with_key("episode_id", Integer)
                .with_reference("show_id", Integer, "shows", "show_id")
                .with_column("title", Text)
                .with_column("downloads", Integer),
        ]),
        vec![repeated_values("shows", "genre", &["science", "comedy"])],
    );
    let sql = sql_of(&setup, "which genre has the most shows");
    assert!(
        sql.contains(r#"GROUP BY "shows"."genre" ORDER BY COUNT(*) DESC"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "how many shows are there");
    assert!(sql.contains(r#"COUNT(*) AS "count" FROM "shows""#), "{sql}");
    // After "per", a determiner or "which", the singular is the noun too.
    for q in [
        "total downloads per show",
        "which show has the most episodes",
    ] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#"GROUP BY "shows"."show_name""#),
            "{q}: {sql}"
        );
    }
    // Near miss: the bare verb is the request.
    let sql = sql_of(&setup, "show the episode titles");
    assert!(!sql.contains("JOIN"), "{sql}");
}

#[test]
fn what_an_hour_of_someone_costs_is_how_expensive_they_are() {
    let setup = (
        sqlite_schema(vec![Table::new("freelancers")
            .with_key("freelancer_id", Integer)
            .with_column("full_name", Text)
            .with_column("hourly_rate", Float)
            .with_column("daily_visitors", Integer)]),
        Vec::new(),
    );
    let sql = sql_of(&setup, "most expensive freelancer");
    assert!(
        sql.contains(r#"ORDER BY "freelancers"."hourly_rate" DESC LIMIT 1"#),
        "{sql}"
    );
    // Near miss: a count per day is nothing paid.
    let setup = (
        sqlite_schema(vec![Table::new("museums")
            .with_key("museum_id", Integer)
            .with_column("museum_name", Text)
            .with_column("daily_visitors", Integer)]),
        Vec::new(),
    );
    doubted(&setup, "most expensive museum");
}

#[test]
fn where_the_one_superlative_row_is_is_no_ranking_of_the_places() {
    let setup = (
        sqlite_schema(vec![
            Table::new("hotels")
                .with_key("hotel_id", Integer)
                .with_column("hotel_name", Text),
            Table::new("rooms")
                .with_key("room_id", Integer)
                .with_reference("hotel_id", Integer, "hotels", "hotel_id")
                .with_column("room_number", Text)
                .with_column("nightly_rate", Float),
        ]),
        Vec::new(),
    );
    // The most expensive room, and where it is: not the hotel whose rooms
    // cost most on average.
    doubted(&setup, "最贵的房间在哪个酒店");
    // Near miss: which hotel's rooms cost most ranks the hotels.
    let sql = sql_of(&setup, "哪个酒店的房间最贵");
    assert!(sql.contains(r#"AVG("rooms"."nightly_rate")"#), "{sql}");
}

fn tea_shop() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("stores")
            .with_key("store_id", Integer)
            .with_column("store_name", Text)
            .with_column("city", Text),
        Table::new("drinks")
            .with_key("drink_id", Integer)
            .with_column("drink_name", Text)
            .with_column("category", Text)
            .with_column("price", Float),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("store_id", Integer, "stores", "store_id")
            .with_column("ordered_at", Timestamp)
            .with_column("total_amount", Float),
    ]);
    let profiles = vec![
        repeated_values("drinks", "category", &["奶茶", "果茶", "咖啡"]),
        repeated_values("stores", "city", &["上海", "杭州", "成都"]),
    ];
    (schema, profiles)
}

#[test]
fn a_word_of_an_english_word_said_alike_names_the_table() {
    let setup = tea_shop();
    let sql = sql_of(&setup, "最贵的饮品是哪个");
    assert!(
        sql.contains(r#"FROM "drinks" ORDER BY "drinks"."price" DESC LIMIT 1"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "果茶类的饮品有哪些");
    assert!(sql.contains(r#""drinks"."category" = '果茶'"#), "{sql}");
    // Near miss: a word said alike with no table's noun ("beverage" and
    // "book" share none) names nothing.
    doubted(&setup, "最贵的书籍是哪本");
}

#[test]
fn over_all_the_data_kept_is_no_range() {
    let setup = tea_shop();
    for q in [
        "total order amount so far",
        "overall, which store has the most orders",
        "迄今为止的订单总额",
    ] {
        let sql = sql_of(&setup, q);
        assert!(!sql.contains("ordered_at"), "{q}: {sql}");
    }
    // Near miss: a period said with "so far" is that period.
    let sql = sql_of(&setup, "total order amount this year so far");
    assert!(
        sql.contains(r#""orders"."ordered_at" >= '2026-01-01'"#),
        "{sql}"
    );
}

#[test]
fn each_time_before_the_rows_column_said_with_de_averages_every_row() {
    let setup = tea_shop();
    let sql = sql_of(&setup, "平均每次订单的金额");
    assert!(sql.contains(r#"AVG("orders"."total_amount")"#), "{sql}");
    assert!(!sql.contains("GROUP BY"), "{sql}");
    // Near miss: each of another table's rows groups.
    let sql = sql_of(&setup, "每家门店的平均订单金额");
    assert!(sql.contains(r#"GROUP BY"#), "{sql}");
}
