//! A pet hotel asked in Chinese over English names: a number column named
//! by one noun and the unit it is kept in (`weight_kg`) is said by the
//! noun's kinds, as a column named by the noun alone is (体重, a body's
//! weight).

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn pets() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![Table::new("pets")
            .with_key("pet_id", Integer)
            .with_column("pet_name", Text)
            .with_column("species", Text)
            .with_column("weight_kg", Float)]),
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
