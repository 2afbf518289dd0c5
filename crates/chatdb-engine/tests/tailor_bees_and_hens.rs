//! A tailor's shop asked in English: "zip repairs" of a column holding
//! both zip and repair is the zips' — a noun right after another is the
//! head it modifies, not a second value listed; a superlative said "on
//! average" ranks the kinds by their average; kind, type and sort of a
//! thing are one column; what is still to be (or waiting to be) collected
//! has no collection date, and the garments waiting are counted as rows.
//!
//! A beekeeping co-operative asked in English: "hive 12" is the hive
//! numbered 12, not the first twelve of anything; "how much honey" of a
//! column kept in kilograms is the honey added up, as is honey asked of a
//! period.
//!
//! A martial arts club asked in English: "failed" is a `passed` flag not
//! holding.
//!
//! A chicken farm asked in Chinese: 鸡 (chicken) is not the eggs 鸡蛋 is
//! the word of, and 蛋 of a table of egg records keeping how many eggs were
//! laid counts the eggs, not the records.

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType::*, Schema, Table, Value};
use common::*;

fn tailor_shop() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("tailors")
            .with_key("tailor_id", Integer)
            .with_column("tailor_name", Text),
        Table::new("alterations")
            .with_key("alteration_id", Integer)
            .with_reference("tailor_id", Integer, "tailors", "tailor_id")
            .with_column("garment", Text)
            .with_column("work_type", Text)
            .with_column("price", Float)
            .with_column("received_date", Date)
            .with_column("collected_date", Date),
    ]);
    let profiles = vec![
        values("tailors", "tailor_name", &["Mei Lin", "Hugo Moreau"]),
        TableProfile::new(
            "alterations",
            300,
            vec![
                ColumnProfile::of_values("garment", &["suit", "dress", "trousers"]),
                ColumnProfile::of_values("work_type", &["hem", "resize", "repair", "zip"]),
                ColumnProfile {
                    logical_type: Date,
                    null_fraction: 0.05,
                    ..ColumnProfile::of_values("collected_date", &[])
                },
            ],
        ),
    ];
    (schema, profiles)
}

#[test]
fn a_value_right_before_another_of_its_column_modifies_it() {
    let setup = tailor_shop();
    // (Was 0.92 with work_type IN ('zip', 'repair').)
    let sql = sql_of(&setup, "how many zip repairs did Mei Lin do this year");
    assert!(
        sql.contains(r#""alterations"."work_type" = 'zip'"#),
        "{sql}"
    );
    assert!(!sql.contains("'repair'"), "{sql}");
    // (Near miss: values joined by "or" are a list.)
    let sql = sql_of(&setup, "zip or hem alterations");
    assert!(
        sql.contains(r#""alterations"."work_type" IN ('zip', 'hem')"#),
        "{sql}"
    );
}

#[test]
fn a_superlative_said_on_average_ranks_the_kinds_by_their_average() {
    let setup = tailor_shop();
    // (Was 0.06: "kind" and "on average" unplaced.)
    let sql = sql_of(&setup, "which kind of work is most expensive on average");
    assert!(sql.contains(r#"GROUP BY"#), "{sql}");
    assert!(
        sql.contains(r#"ORDER BY AVG("alterations"."price") DESC LIMIT 1"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "which garment is the cheapest on average");
    assert!(
        sql.contains(r#"ORDER BY AVG("alterations"."price") LIMIT 1"#),
        "{sql}"
    );
    // (Near miss: without "on average", the kind of the one dearest row.)
    let sql = sql_of(&setup, "which type of work is most expensive");
    assert!(!sql.contains("AVG"), "{sql}");
    // (Kind, type and sort of work are one column.)
    let sql = sql_of(&setup, "alterations by sort of work");
    assert!(sql.contains(r#"GROUP BY"#), "{sql}");
    assert!(sql.contains(r#""alterations"."work_type""#), "{sql}");
}

#[test]
fn what_is_still_to_be_done_has_not_happened() {
    let setup = tailor_shop();
    // (Was 0.86 with collected_date IS NOT NULL: the participle read as
    // done.)
    let sql = sql_of(&setup, "alterations still to be collected");
    assert!(
        sql.contains(r#""alterations"."collected_date" IS NULL"#),
        "{sql}"
    );
    // (Was 0.48: "waiting" unplaced. The garments waiting are the rows,
    // not the kinds of garment.)
    let sql = sql_of(&setup, "how many garments are waiting to be collected");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(
        sql.contains(r#""alterations"."collected_date" IS NULL"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "how many garments were collected last month");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    // (Near miss: collected, said done, has a date.)
    let sql = sql_of(&setup, "how many alterations were collected");
    assert!(
        sql.contains(r#""alterations"."collected_date" IS NOT NULL"#),
        "{sql}"
    );
}

/// Hives numbered 1 to 40, harvested in kilograms of honey, inspected.
fn beekeeping() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("apiaries")
            .with_key("apiary_id", Integer)
            .with_column("apiary_name", Text),
        Table::new("hives")
            .with_key("hive_id", Integer)
            .with_reference("apiary_id", Integer, "apiaries", "apiary_id")
            .with_column("queen_breed", Text),
        Table::new("harvests")
            .with_key("harvest_id", Integer)
            .with_reference("hive_id", Integer, "hives", "hive_id")
            .with_column("harvest_date", Date)
            .with_column("honey_kg", Float)
            .with_column("honey_type", Text),
        Table::new("inspections")
            .with_key("inspection_id", Integer)
            .with_reference("hive_id", Integer, "hives", "hive_id")
            .with_column("inspection_date", Date),
    ]);
    let hive_ids = ColumnProfile {
        logical_type: Integer,
        distinct_count: 40,
        min: Value::Int(1),
        max: Value::Int(40),
        ..ColumnProfile::of_values("hive_id", &[])
    };
    let profiles = vec![
        values("apiaries", "apiary_name", &["Oak Meadow", "Heath End"]),
        TableProfile::new(
            "hives",
            40,
            vec![
                hive_ids,
                ColumnProfile::of_values("queen_breed", &["Carniolan", "Buckfast"]),
            ],
        ),
        repeated_values("harvests", "honey_type", &["heather", "clover"]),
    ];
    (schema, profiles)
}

#[test]
fn a_number_after_a_singular_noun_names_its_row() {
    let setup = beekeeping();
    // (Was 0.94 with LIMIT 12 and no hive.)
    let sql = sql_of(&setup, "when was hive 12 last inspected");
    assert!(sql.contains(r#""hives"."hive_id" = 12"#), "{sql}");
    assert!(
        sql.contains(r#"MAX("inspections"."inspection_date")"#),
        "{sql}"
    );
    assert!(!sql.contains("LIMIT"), "{sql}");
    let sql = sql_of(&setup, "how many inspections did hive 12 have");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#""hives"."hive_id" = 12"#), "{sql}");
    // (Near misses: a number before its noun, or after "top", counts; a
    // number no hive has names none.)
    let sql = sql_of(&setup, "top 5 hives by honey");
    assert!(sql.contains("LIMIT 5"), "{sql}");
    assert!(!sql.contains("= 5"), "{sql}");
    doubted(&setup, "when was hive 99 last inspected");
}

#[test]
fn how_much_of_an_amount_kept_in_a_unit_adds_it_up() {
    let setup = beekeeping();
    // (Was 0.93 listing each harvest's honey_kg.)
    let sql = sql_of(&setup, "how much honey did we harvest this year");
    assert!(sql.contains(r#"SUM("harvests"."honey_kg")"#), "{sql}");
    // (Was 0.95 listing them too: an amount said of a period is its total.)
    let sql = sql_of(&setup, "heather honey harvested last year");
    assert!(sql.contains(r#"SUM("harvests"."honey_kg")"#), "{sql}");
    assert!(sql.contains("'heather'"), "{sql}");
    // (Was ordered by one harvest's honey: the most honey of an apiary is
    // its harvests' total.)
    let sql = sql_of(&setup, "which apiary produced the most honey");
    assert!(
        sql.contains(r#"ORDER BY SUM("harvests"."honey_kg") DESC"#),
        "{sql}"
    );
    // (Was 0.91 with the breed of the hive of the one largest harvest:
    // a kind ranked by an amount of the rows referring to its rows is
    // ranked by their total.)
    let sql = sql_of(&setup, "which queen breed produces the most honey");
    assert!(sql.contains(r#"GROUP BY"#), "{sql}");
    assert!(
        sql.contains(r#"ORDER BY SUM("harvests"."honey_kg") DESC"#),
        "{sql}"
    );
    // (Was 0.26.)
    let sql = sql_of(&setup, "honey per month this year");
    assert!(sql.contains(r#"SUM("harvests"."honey_kg")"#), "{sql}");
    assert!(sql.contains("GROUP BY"), "{sql}");
}

#[test]
fn failed_is_a_passed_flag_not_holding() {
    let setup = (
        sqlite_schema(vec![Table::new("gradings")
            .with_key("grading_id", Integer)
            .with_column("grading_date", Date)
            .with_column("belt", Text)
            .with_column("passed", Integer)]),
        vec![flag("gradings", "passed")],
    );
    // (Was 0.47: "fail" unplaced.)
    let sql = sql_of(&setup, "how many gradings were failed this year");
    assert!(sql.contains(r#""gradings"."passed" = 0"#), "{sql}");
}

/// Coops keeping how many hens they have; daily records of the eggs laid.
fn poultry_farm() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("coops")
            .with_key("coop_id", Integer)
            .with_column("coop_name", Text)
            .with_column("breed", Text)
            .with_column("hen_count", Integer),
        Table::new("egg_records")
            .with_key("record_id", Integer)
            .with_reference("coop_id", Integer, "coops", "coop_id")
            .with_column("record_date", Date)
            .with_column("eggs", Integer)
            .with_column("broken", Integer),
    ]);
    let profiles = vec![TableProfile::new(
        "coops",
        6,
        vec![
            ColumnProfile::of_values("coop_name", &["1号鸡舍", "2号鸡舍", "3号鸡舍"]),
            ColumnProfile::of_values("breed", &["海兰褐", "罗曼粉"]),
        ],
    )];
    (schema, profiles)
}

#[test]
fn eggs_counted_in_a_column_are_added_up_and_a_chicken_is_no_egg() {
    let setup = poultry_farm();
    // (Was 0.87 ranking coops by their number of daily records.)
    let sql = sql_of(&setup, "哪个鸡舍产蛋最多");
    assert!(
        sql.contains(r#"ORDER BY SUM("egg_records"."eggs") DESC"#),
        "{sql}"
    );
    // (Were 0.92 and 0.91 counting egg records for 鸡: hens are kept in
    // hen_count, which 鸡 does not name — better no answer.)
    doubted(&setup, "每个鸡舍有多少只鸡");
    doubted(&setup, "海兰褐一共有多少只鸡");
}
