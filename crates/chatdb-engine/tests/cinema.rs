//! Constructs of a cinema's data, asked the way its analysts ask: films,
//! their showings (a table named by a noun in -ing) and the tickets sold,
//! each with the money it came to in a column called `total`; and, in
//! Chinese, a shop's invoices.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn cinema() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("films")
            .with_key("film_id", Integer)
            .with_column("title", Text)
            .with_column("genre", Text),
        Table::new("showings")
            .with_key("showing_id", Integer)
            .with_reference("film_id", Integer, "films", "film_id")
            .with_column("starts_at", Timestamp)
            .with_column("hall", Text),
        Table::new("tickets")
            .with_key("ticket_id", Integer)
            .with_reference("showing_id", Integer, "showings", "showing_id")
            .with_column("sold_at", Timestamp)
            .with_column("seat", Text)
            .with_column("total", Float),
    ]);
    (schema, Vec::new())
}

#[test]
fn a_fractional_total_is_the_money_revenue_and_sales_name() {
    let sql = answered(&cinema(), "revenue by month").sql.unwrap();
    assert!(sql.contains(r#"SUM("tickets"."total")"#), "{sql}");
    assert!(sql.contains(r#""tickets"."sold_at""#), "{sql}");
    // (its total is called by its name, not total_total)
    assert!(!sql.contains("total_total"), "{sql}");
    let sql = answered(&cinema(), "top 5 films by sales").sql.unwrap();
    assert!(sql.contains(r#"SUM("tickets"."total")"#), "{sql}");
    assert!(sql.contains(r#""films"."title""#), "{sql}");
    assert!(sql.contains("DESC LIMIT 5"), "{sql}");
    // The value of one of the rows taking the money is that money.
    let sql = answered(&cinema(), "average ticket value").sql.unwrap();
    assert!(sql.contains(r#"AVG("tickets"."total")"#), "{sql}");
}

#[test]
fn a_whole_number_total_is_no_revenue() {
    // Goals in a match add up, but are no money: "revenue" names nothing.
    let league = (
        sqlite_schema(vec![Table::new("matches")
            .with_key("match_id", Integer)
            .with_column("played_on", Date)
            .with_column("total", Integer)]),
        Vec::new(),
    );
    let p = plan(&league, "revenue by month");
    assert!(
        p.sql.as_ref().is_none_or(|s| !s.contains("SUM")) || p.confidence < 0.7,
        "{:?} {}",
        p.sql,
        p.confidence
    );
}

#[test]
fn a_table_named_by_a_noun_in_ing_is_not_the_request_to_list() {
    let sql = answered(&cinema(), "how many showings are there")
        .sql
        .unwrap();
    assert!(sql.contains(r#"FROM "showings""#), "{sql}");
    // The bare verb still asks: "list all films" lists films.
    let sql = answered(&cinema(), "list all films").sql.unwrap();
    assert!(sql.contains(r#"FROM "films""#), "{sql}");
    assert!(!sql.contains("showings"), "{sql}");
    let sql = answered(&cinema(), "show all showings").sql.unwrap();
    assert!(sql.contains(r#"FROM "showings""#), "{sql}");
}

#[test]
fn a_sum_of_money_compares_the_money_the_rows_took() {
    for q in [
        "tickets over $15",
        "tickets over 15 dollars",
        "how many tickets over $15",
    ] {
        let sql = answered(&cinema(), q).sql.unwrap();
        assert!(sql.contains(r#""tickets"."total" > 15"#), "{q}: {sql}");
    }
    // In Chinese, with the multiplier jieba glues to 元 (万元).
    let shop = (
        sqlite_schema(vec![Table::new("invoices")
            .with_key("invoice_id", Integer)
            .with_column("issued_on", Date)
            .with_column("amount", Float)]),
        Vec::new(),
    );
    for (q, bound) in [
        ("超过2万元的发票有几张", "20000"),
        ("超过500元的发票", "500"),
    ] {
        let sql = answered(&shop, q).sql.unwrap();
        assert!(
            sql.contains(&format!(r#""invoices"."amount" > {bound}"#)),
            "{q}: {sql}"
        );
    }
}

#[test]
fn newest_of_rows_keeping_only_a_year_is_by_that_year() {
    let fleet = (
        sqlite_schema(vec![Table::new("trams")
            .with_key("tram_id", Integer)
            .with_column("model", Text)
            .with_column("year_built", Integer)]),
        Vec::new(),
    );
    for (q, order) in [
        ("newest tram", "DESC LIMIT 1"),
        ("the 3 newest trams", "DESC LIMIT 3"),
        ("oldest tram", "LIMIT 1"),
    ] {
        let sql = answered(&fleet, q).sql.unwrap();
        assert!(
            sql.contains(&format!(r#"ORDER BY "trams"."year_built" {order}"#)),
            "{q}: {sql}"
        );
    }
}

#[test]
fn newly_before_the_verb_of_the_rows_date_is_that_date() {
    // 新 ("newly") between the period and the verb naming the date the
    // period is on: the members who joined in it, not their dates.
    let club = (
        sqlite_schema(vec![Table::new("members")
            .with_key("member_id", Integer)
            .with_column("member_name", Text)
            .with_column("joined_on", Date)]),
        Vec::new(),
    );
    let sql = answered(&club, "上个月新加入的会员").sql.unwrap();
    assert!(sql.contains(r#"SELECT "members"."member_name""#), "{sql}");
    assert!(
        sql.contains(r#""members"."joined_on" >= '2026-10-01'"#),
        "{sql}"
    );
    let sql = answered(&club, "今年新加入的会员有多少").sql.unwrap();
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(
        sql.contains(r#""members"."joined_on" >= '2026-01-01'"#),
        "{sql}"
    );
}

#[test]
fn money_asked_of_the_rows_is_the_money_they_took_in() {
    let shop = (
        sqlite_schema(vec![Table::new("invoices")
            .with_key("invoice_id", Integer)
            .with_column("issued_on", Date)
            .with_column("amount", Float)]),
        Vec::new(),
    );
    let sql = answered(&shop, "平均每张发票多少钱").sql.unwrap();
    assert!(sql.contains(r#"AVG("invoices"."amount")"#), "{sql}");
    let sql = answered(&shop, "上个月的发票一共多少钱").sql.unwrap();
    assert!(sql.contains(r#"SUM("invoices"."amount")"#), "{sql}");
    assert!(
        sql.contains(r#""invoices"."issued_on" >= '2026-10-01'"#),
        "{sql}"
    );
    // Two columns of money taken (a net and a gross payment): which one
    // is not said, so neither is summed with confidence.
    let two = (
        sqlite_schema(vec![Table::new("invoices")
            .with_key("invoice_id", Integer)
            .with_column("net_amount", Float)
            .with_column("gross_amount", Float)]),
        Vec::new(),
    );
    let p = plan(&two, "发票一共多少钱");
    assert!(
        p.sql.is_none() || p.confidence < 0.7,
        "{:?} {}",
        p.sql,
        p.confidence
    );
}

#[test]
fn kind_said_after_a_value_asks_nothing_else() {
    let setup = (
        cinema().0,
        vec![repeated_values(
            "films",
            "genre",
            &["comedy", "drama", "horror"],
        )],
    );
    for q in ["喜剧类的电影有哪些", "喜剧类电影有多少部"] {
        let p = answered(&setup, q);
        let sql = p.sql.unwrap();
        assert!(sql.contains(r#""films"."genre" = 'comedy'"#), "{q}: {sql}");
        assert!(p.confidence >= 0.8, "{q}: {}", p.confidence);
    }
}

#[test]
fn users_are_the_rows_with_a_username() {
    let app = (
        sqlite_schema(vec![
            Table::new("patrons")
                .with_key("patron_id", Integer)
                .with_column("username", Text)
                .with_column("plan", Text),
            Table::new("rentals")
                .with_key("rental_id", Integer)
                .with_reference("patron_id", Integer, "patrons", "patron_id")
                .with_column("rented_on", Date),
        ]),
        vec![repeated_values("patrons", "plan", &["free", "premium"])],
    );
    for q in ["how many premium users", "免费用户有多少"] {
        let sql = answered(&app, q).sql.unwrap();
        assert!(sql.contains(r#"FROM "patrons""#), "{q}: {sql}");
        assert!(sql.contains(r#""patrons"."plan" = "#), "{q}: {sql}");
    }
}
