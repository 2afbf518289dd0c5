//! A pet hotel asked over English names: a number column named by one
//! noun and the unit it is kept in (`weight_kg`) is said by the noun's
//! kinds, as a column named by the noun alone is (体重, a body's weight);
//! a rate per unit of time (`nightly_rate`) by what is paid per that unit
//! ("price per night", 每晚多少钱).

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn pets() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("pets")
                .with_key("pet_id", Integer)
                .with_column("pet_name", Text)
                .with_column("species", Text)
                .with_column("weight_kg", Float),
            Table::new("stays")
                .with_key("stay_id", Integer)
                .with_reference("pet_id", Integer, "pets", "pet_id")
                .with_column("checked_in", Date)
                .with_column("nightly_rate", Float),
        ]),
        vec![values("pets", "species", &["猫", "狗", "兔子"])],
    )
}

#[test]
fn a_kind_of_the_noun_before_a_unit_names_the_column() {
    let sql = sql_of(&pets(), "猫的平均体重是多少");
    assert!(
        sql.starts_with(r#"SELECT AVG("pets"."weight_kg")"#),
        "{sql}"
    );
    assert!(sql.contains(r#""pets"."species" = '猫'"#), "{sql}");
}

#[test]
fn a_rate_is_what_is_paid_per_its_unit_of_time() {
    for q in ["平均每晚多少钱", "average price per night"] {
        let sql = sql_of(&pets(), q);
        assert!(
            sql.starts_with(r#"SELECT AVG("stays"."nightly_rate")"#),
            "{q}: {sql}"
        );
    }
}
