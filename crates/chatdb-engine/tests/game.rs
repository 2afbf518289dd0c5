//! An online game's players, their results in matches (a 0/1 `won`
//! flag, kills) and their purchases (one item at a `price_usd` each):
//! a flag named by a participle said as its subject's verb ("won") or by
//! its verb's noun ("wins", "win rate"); who is most in an amount; a
//! price of one sale said as revenue or spending, past the currency its
//! name ends in; the biggest spenders; the best selling kind of thing
//! when each sale is a row; "never bought". Each with a near miss.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn game() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("players")
            .with_key("player_id", Integer)
            .with_column("username", Text)
            .with_column("country", Text)
            .with_column("signed_up_at", Timestamp),
        Table::new("matches")
            .with_key("match_id", Integer)
            .with_column("mode", Text)
            .with_column("started_at", Timestamp),
        Table::new("match_results")
            .with_reference("match_id", Integer, "matches", "match_id")
            .with_reference("player_id", Integer, "players", "player_id")
            .with_column("kills", Integer)
            .with_column("won", Integer),
        Table::new("purchases")
            .with_key("purchase_id", Integer)
            .with_reference("player_id", Integer, "players", "player_id")
            .with_column("item", Text)
            .with_column("price_usd", Float)
            .with_column("purchased_at", Timestamp),
    ]);
    let profiles = vec![
        flag("match_results", "won"),
        repeated_values(
            "purchases",
            "item",
            &["Battle Pass", "Skin Pack", "XP Boost"],
        ),
    ];
    (schema, profiles)
}

#[test]
fn a_flag_said_as_its_subjects_verb_keeps_the_rows_where_it_holds() {
    let setup = game();
    let sql = sql_of(&setup, "which player won the most matches");
    assert!(sql.contains(r#""match_results"."won" = 1"#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    // With nothing measured after it: the players with such a row, or
    // with none.
    let sql = sql_of(&setup, "players who won");
    assert!(
        sql.contains(r#""players"."player_id" IN (SELECT "match_results"."player_id""#),
        "{sql}"
    );
    assert!(sql.contains(r#""match_results"."won" = 1)"#), "{sql}");
    let sql = sql_of(&setup, "players who never won");
    assert!(
        sql.contains(r#""players"."player_id" NOT IN (SELECT"#),
        "{sql}"
    );
    assert!(sql.contains(r#""match_results"."won" = 1)"#), "{sql}");
    // Near miss: a verb no flag is named by keeps every result.
    let sql = sql_of(&setup, "which player played the most matches");
    assert!(!sql.contains("won"), "{sql}");
}

#[test]
fn a_flags_verb_as_a_noun_counts_the_rows_where_it_holds() {
    let setup = game();
    for q in [
        "player with the most wins",
        "who has the most wins",
        "who won the most",
    ] {
        let sql = sql_of(&setup, q);
        assert!(sql.contains(r#""match_results"."won" = 1"#), "{q}: {sql}");
        assert!(
            sql.contains(r#"GROUP BY "players"."username""#),
            "{q}: {sql}"
        );
        assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{q}: {sql}");
    }
    let sql = sql_of(&setup, "win rate by player");
    assert!(
        sql.contains(r#"COUNT(CASE WHEN ("match_results"."won" = 1) THEN 1 END)"#),
        "{sql}"
    );
    assert!(sql.contains(r#"GROUP BY "players"."username""#), "{sql}");
    // Near miss: an amount of the same rows adds up per player.
    let sql = sql_of(&setup, "player with the most kills");
    assert!(
        sql.contains(r#"ORDER BY SUM("match_results"."kills") DESC"#),
        "{sql}"
    );
}

#[test]
fn who_is_most_in_an_amount_is_the_person_ranked_by_its_total() {
    let setup = game();
    let sql = sql_of(&setup, "who has the most kills");
    assert!(sql.contains(r#"SELECT "players"."username""#), "{sql}");
    assert!(
        sql.contains(r#"ORDER BY SUM("match_results"."kills") DESC LIMIT 1"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "who spent the most");
    assert!(
        sql.contains(r#"ORDER BY SUM("purchases"."price_usd") DESC LIMIT 1"#),
        "{sql}"
    );
    // Near miss: "the fewest" ranks from the bottom.
    let sql = sql_of(&setup, "who has the fewest kills");
    assert!(
        sql.contains(r#"ORDER BY SUM("match_results"."kills") LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn the_price_of_one_sale_is_the_takings_past_its_currency() {
    let setup = game();
    let sql = sql_of(&setup, "total revenue last month");
    assert!(
        sql.starts_with(r#"SELECT SUM("purchases"."price_usd")"#),
        "{sql}"
    );
    assert!(
        sql.contains(r#""purchases"."purchased_at" >= '2026-10-01'"#),
        "{sql}"
    );
    // Spending ranks each player by their total, not their average price.
    let sql = sql_of(&setup, "top players by spending");
    assert!(
        sql.contains(r#"ORDER BY SUM("purchases"."price_usd") DESC"#),
        "{sql}"
    );
    // Near miss: the price itself is each sale's, averaged as asked.
    let sql = sql_of(&setup, "average price");
    assert!(sql.contains(r#"AVG("purchases"."price_usd")"#), "{sql}");
}

#[test]
fn spenders_are_the_buyers_ranked_by_what_they_spent() {
    let setup = game();
    let sql = sql_of(&setup, "biggest spender");
    assert!(sql.contains(r#"GROUP BY "players"."username""#), "{sql}");
    assert!(
        sql.ends_with(r#"ORDER BY SUM("purchases"."price_usd") DESC LIMIT 1"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "top 5 spenders");
    assert!(
        sql.ends_with(r#"ORDER BY SUM("purchases"."price_usd") DESC LIMIT 5"#),
        "{sql}"
    );
    // Near miss: the most expensive purchase is one row's price.
    let sql = sql_of(&setup, "most expensive purchase");
    assert!(!sql.contains("GROUP BY"), "{sql}");
    assert!(
        sql.ends_with(r#"ORDER BY "purchases"."price_usd" DESC LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn the_best_selling_kind_ranks_by_its_number_of_sales() {
    let setup = game();
    let sql = sql_of(&setup, "best selling item");
    assert!(
        sql.contains(r#"GROUP BY "purchases"."item" ORDER BY COUNT(*) DESC LIMIT 1"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "worst selling item");
    assert!(
        sql.contains(r#"GROUP BY "purchases"."item" ORDER BY COUNT(*) LIMIT 1"#),
        "{sql}"
    );
    // Near miss: the most expensive item ranks by its price.
    let sql = sql_of(&setup, "most expensive item");
    assert!(sql.contains(r#""purchases"."price_usd""#), "{sql}");
    assert!(!sql.contains("COUNT(*)"), "{sql}");
}

#[test]
fn never_bought_names_the_purchases_or_else_the_orders() {
    let setup = game();
    let sql = sql_of(&setup, "players who never bought anything");
    assert!(
        sql.contains(r#""players"."player_id" NOT IN (SELECT "purchases"."player_id""#),
        "{sql}"
    );
    let shop = (
        sqlite_schema(vec![
            Table::new("customers")
                .with_key("customer_id", Integer)
                .with_column("customer_name", Text),
            Table::new("orders")
                .with_key("order_id", Integer)
                .with_reference("customer_id", Integer, "customers", "customer_id")
                .with_column("order_date", Date)
                .with_column("total_amount", Float),
        ]),
        Vec::new(),
    );
    let sql = sql_of(&shop, "customers who never bought anything");
    assert!(
        sql.contains(r#""customers"."customer_id" NOT IN (SELECT "orders"."customer_id""#),
        "{sql}"
    );
    // Near miss: buying not negated is no absence (nor read otherwise).
    doubted(&shop, "customers who bought something");
}

#[test]
fn the_most_popular_of_things_sold_sells_best() {
    let shop = (
        sqlite_schema(vec![
            Table::new("products")
                .with_key("product_id", Integer)
                .with_column("product_name", Text)
                .with_column("category", Text),
            Table::new("orders")
                .with_key("order_id", Integer)
                .with_column("order_date", Date),
            Table::new("order_items")
                .with_reference("order_id", Integer, "orders", "order_id")
                .with_reference("product_id", Integer, "products", "product_id")
                .with_column("quantity", Integer),
        ]),
        vec![repeated_values(
            "products",
            "category",
            &["toys", "books", "games"],
        )],
    );
    let sql = sql_of(&shop, "most popular product");
    assert!(
        sql.contains(r#"GROUP BY "products"."product_name""#),
        "{sql}"
    );
    assert!(
        sql.ends_with(r#"ORDER BY SUM("order_items"."quantity") DESC LIMIT 1"#),
        "{sql}"
    );
    let sql = sql_of(&shop, "least popular product");
    assert!(
        sql.ends_with(r#"ORDER BY SUM("order_items"."quantity") LIMIT 1"#),
        "{sql}"
    );
    // Near miss: the most common category is the one most products are of.
    let sql = sql_of(&shop, "most common category");
    assert!(sql.ends_with("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    assert!(!sql.contains("order_items"), "{sql}");
}
