//! Another wording of a request, recognised from real parses of questions
//! written the way people type them: taken when nothing tells the two
//! apart, refused for near-duplicates that need other SQL.

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{Dialect, LogicalType::*, Schema, Table};
use chatdb_engine::{parse, ParseContext, Parsed};
use chatdb_learn::paraphrase::{same_request, same_sketch, CaseSql};

fn schema() -> Schema {
    Schema {
        dialect: Dialect::Sqlite,
        tables: vec![
            Table::new("customer")
                .with_key("customer_id", Integer)
                .with_column("name", Text)
                .with_column("city", Text)
                .with_column("age", Integer),
            Table::new("product")
                .with_key("product_id", Integer)
                .with_column("product_name", Text)
                .with_column("category", Text)
                .with_column("price", Float),
            Table::new("flight")
                .with_key("flight_no", Integer)
                .with_column("origin", Text)
                .with_column("destination", Text)
                .with_column("distance", Integer),
            Table::new("supplier")
                .with_key("supplier_id", Integer)
                .with_column("supplier_name", Text)
                .with_column("country", Text),
        ],
    }
}

fn profile(table: &str, column: &str, values: &[&str]) -> TableProfile {
    TableProfile::new(table, 100, vec![ColumnProfile::of_values(column, values)])
}

fn read(question: &str) -> Parsed {
    let schema = schema();
    let profiles = vec![
        profile("customer", "city", &["Paris", "London"]),
        profile("product", "category", &["toys", "books"]),
        profile("flight", "origin", &["Paris", "Rome"]),
        profile("flight", "destination", &["Paris", "Rome"]),
        profile("supplier", "country", &["France", "Germany", "Italy"]),
    ];
    let cx = ParseContext {
        schema: &schema,
        profiles: &profiles,
        semantic: None,
        tables: Vec::new(),
        today: chrono::NaiveDate::from_ymd_opt(2026, 11, 25).expect("date"),
    };
    parse(question, &cx)
}

/// Whether `new` is taken as another wording of `case`, by either test.
fn same(case: &str, new: &str) -> Result<(), String> {
    let (c, n) = (read(case), read(new));
    same_request(&n, new, &c, case).or_else(|_| same_sketch(&n, new, &c, case, &CaseSql::default()))
}

#[test]
fn other_wordings_are_recognised() {
    for (case, new) in [
        (
            "What is the average price of products in each category?",
            "average product price per category",
        ),
        (
            "How many customers are there in Paris?",
            "number of customers in Paris",
        ),
        (
            "Show the names of customers older than 30",
            "names of the customers whose age is over 30",
        ),
        (
            "List the product names ordered by price",
            "product names sorted by price",
        ),
    ] {
        assert_eq!(same(case, new), Ok(()), "{case:?} / {new:?}");
    }
}

#[test]
fn near_duplicates_that_need_other_sql_are_refused() {
    for (case, new) in [
        // the superlative flipped
        (
            "Which product has the highest price?",
            "Which product has the lowest price?",
        ),
        // the aggregate changed
        (
            "average price of products in each category",
            "number of products in each category",
        ),
        // another column
        (
            "average price of products in each category",
            "average price of products for each product name",
        ),
        // another value
        (
            "How many customers live in Paris?",
            "How many customers live in London?",
        ),
        // another number
        ("customers older than 30", "customers older than 40"),
        // the comparison turned round
        ("customers older than 30", "customers younger than 30"),
        // a negation one lacks
        ("customers in Paris", "customers not in Paris"),
        // the direction of a relation
        ("flights from Paris", "flights to Paris"),
        // a word the engine can't place, in one only
        ("customers in Paris", "loyal customers in Paris"),
    ] {
        assert!(same(case, new).is_err(), "{case:?} / {new:?} taken");
    }
}

#[test]
fn a_wording_the_engine_read_only_in_part_is_recognised_by_its_sketch() {
    let case_q = "What is the average price of products in each category?";
    let new_q = "average product price per category";
    let case = read(case_q);
    assert_eq!(case.intent.dimensions.len(), 1, "{:?}", case.intent);
    // The new wording as if the engine had missed its grouping.
    let mut partial = read(new_q);
    partial.intent.dimensions.clear();
    assert!(same_request(&partial, new_q, &case, case_q).is_err());
    assert_eq!(
        same_sketch(&partial, new_q, &case, case_q, &CaseSql::default()),
        Ok(())
    );
    // A reading that groups by something else is another request.
    let mut other = read(new_q);
    other.intent.dimensions = vec![chatdb_intent::intent::ColumnRef::new(
        "product",
        "product_name",
    )];
    assert!(
        same_sketch(&other, new_q, &case, case_q, &CaseSql::default())
            .unwrap_err()
            .contains("dimensions")
    );
    // Nothing of the schema named: nothing to recognise.
    let nothing = read("hello there");
    assert!(same_sketch(&nothing, "hello there", &case, case_q, &CaseSql::default()).is_err());
}

#[test]
fn redundant_cues_do_not_tell_wordings_apart() {
    // "top" beside a superlative, an ordering beside its direction.
    for (a, b) in [
        (
            "top 3 most expensive products",
            "the 3 most expensive products",
        ),
        (
            "product names sorted descending by price",
            "product names in descending order of price",
        ),
    ] {
        assert_eq!(read(a).sketch.cues, read(b).sketch.cues, "{a:?} / {b:?}");
    }
    // The direction still tells them apart.
    assert_ne!(
        read("top 3 most expensive products").sketch.cues,
        read("top 3 cheapest products").sketch.cues
    );
}

#[test]
fn a_word_the_dictionary_translates_alike_is_the_same_word() {
    // "leaving" and "departing" are both 离开: the same request.
    assert_eq!(
        same(
            "How many frequent flights are leaving from Paris?",
            "How many frequent flights are departing from Paris?"
        ),
        Ok(())
    );
    // Words no Chinese word translates alike still tell them apart.
    for (case, new) in [
        (
            "How many flights are leaving from Paris?",
            "How many flights are landing from Paris?",
        ),
        ("loyal customers in Paris", "angry customers in Paris"),
    ] {
        assert!(same(case, new).is_err(), "{case:?} / {new:?} taken");
    }
}

#[test]
fn a_value_said_as_its_adjective_is_the_same_value() {
    // "German suppliers" / "suppliers from Germany": the dictionary says
    // both 德国. Another country's adjective is another request.
    let case = "What are the names of suppliers from Germany?";
    assert_eq!(
        same(case, "What are the names of German suppliers?"),
        Ok(())
    );
    assert!(same(case, "What are the names of French suppliers?").is_err());
    assert!(same(case, "What are the names of suppliers from France?").is_err());
}

#[test]
fn a_slip_of_the_keys_is_the_word_it_misspells_and_no_more() {
    // A word the engine can't place, misspelled in the new wording.
    assert_eq!(
        same(
            "How many frequent customers are there in Paris?",
            "How many frequnet customers are there in Paris?"
        ),
        Ok(())
    );
    for (case, new) in [
        // Short words one letter apart are other words.
        ("loyal customers in Paris", "royal customers in Paris"),
        // So are words of another first letter.
        ("winner customers in Paris", "dinner customers in Paris"),
        // Two letters off is another word.
        ("frequent customers in Paris", "fervent customers in Paris"),
    ] {
        assert!(same(case, new).is_err(), "{case:?} / {new:?} taken");
    }
}
