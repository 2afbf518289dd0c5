//! A comparison whose other side is a column of the same row compares the
//! two columns: an auction house's lots ("went below the reserve price"),
//! where the compared column unsaid is the one other column of its kind
//! whose name ends in the same word (and in Chinese, `flats_let.rs`:
//! 实收少于应收).

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn auction() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![Table::new("lots")
            .with_key("lot_id", Integer)
            .with_column("title", Text)
            .with_column("reserve_price", Float)
            .with_column("hammer_price", Float)
            .with_column("estimate_high", Float)
            .with_column("listed_on", Date)]),
        Vec::new(),
    )
}

#[test]
fn two_columns_said_are_compared() {
    let sql = sql_of(
        &auction(),
        "lots where the hammer price is below the reserve price",
    );
    assert!(
        sql.contains(r#"WHERE "lots"."hammer_price" < "lots"."reserve_price""#),
        "{sql}"
    );
}

#[test]
fn the_unsaid_side_is_the_one_column_ending_alike() {
    let sql = sql_of(&auction(), "how many lots went below the reserve price");
    assert!(
        sql.contains(r#""lots"."hammer_price" < "lots"."reserve_price""#),
        "{sql}"
    );
}

#[test]
fn a_number_is_still_a_number() {
    let sql = sql_of(&auction(), "lots with a reserve price above 500");
    assert!(sql.contains(r#""lots"."reserve_price" > 500"#), "{sql}");
}
