//! The harness the engine's construct tests share: a schema of tables, a
//! profile of a column's values, and the plan the engine makes of a
//! question over them (as of 2026-11-21).
#![allow(dead_code)] // each test crate uses its own part of it

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{Dialect, Schema, Table};
use chatdb_engine::{Engine, Plan};
use chatdb_knowledge::{index, Linker, SchemaIndex, SemanticLayer};
use chrono::NaiveDate;

pub fn values(table: &str, column: &str, vs: &[&str]) -> TableProfile {
    TableProfile::new(table, 100, vec![ColumnProfile::of_values(column, vs)])
}

/// [`values`] over 300 rows: each value repeats, as a kind or a status does.
pub fn repeated_values(table: &str, column: &str, vs: &[&str]) -> TableProfile {
    TableProfile::new(table, 300, vec![ColumnProfile::of_values(column, vs)])
}

/// A date column of `table` empty in a `fraction` of its 100 rows (a
/// day not come yet: closed_on, completed_on).
pub fn empty_in_places(table: &str, column: &str, fraction: f64) -> TableProfile {
    let profile = ColumnProfile {
        logical_type: chatdb_core::LogicalType::Date,
        null_fraction: fraction,
        ..ColumnProfile::of_values(column, &[])
    };
    TableProfile::new(table, 100, vec![profile])
}

/// A 0/1 whole-number column of `table`, as SQLite and MySQL keep a flag.
pub fn flag(table: &str, column: &str) -> TableProfile {
    let profile = ColumnProfile {
        logical_type: chatdb_core::LogicalType::Integer,
        distinct_count: 2,
        top_values: vec![
            (chatdb_core::Value::Int(1), 70),
            (chatdb_core::Value::Int(0), 30),
        ],
        ..ColumnProfile::of_values(column, &[])
    };
    TableProfile::new(table, 100, vec![profile])
}

/// `table` with only the columns named in `nullable` declared nullable.
pub fn nullable_only(mut table: Table, nullable: &[&str]) -> Table {
    for c in table.columns.iter_mut() {
        c.nullable = nullable.contains(&c.name.as_str());
    }
    table
}

pub fn sqlite_schema(tables: Vec<Table>) -> Schema {
    Schema {
        dialect: Dialect::Sqlite,
        tables,
    }
}

pub fn plan(setup: &(Schema, Vec<TableProfile>), question: &str) -> Plan {
    plan_with(setup, None, question)
}

/// Runs `f` with an engine over a schema (as of 2026-11-21) and the
/// question's linked schema.
pub fn with_engine<R>(
    setup: &(Schema, Vec<TableProfile>),
    semantic: Option<&SemanticLayer>,
    question: &str,
    f: impl FnOnce(&Engine<'_>, &chatdb_knowledge::LinkedSchema) -> R,
) -> R {
    let (schema, profiles) = setup;
    let idx = SchemaIndex::in_memory(&index::items(schema, profiles, semantic)).unwrap();
    let linker = Linker::new(schema, profiles, semantic, &idx);
    let linked = linker.link(question).unwrap();
    let engine = Engine {
        schema,
        profiles,
        semantic,
        linker: &linker,
        today: NaiveDate::from_ymd_opt(2026, 11, 21).unwrap(),
        // These tests are about readings; how often a reading of its shape
        // is right is the calibration's (fitted on the benchmarks, where
        // ordered top-N questions are right less often than most).
        threshold: 0.7,
    };
    f(&engine, &linked)
}

/// [`plan`] with a semantic layer.
pub fn plan_with(
    setup: &(Schema, Vec<TableProfile>),
    semantic: Option<&SemanticLayer>,
    question: &str,
) -> Plan {
    with_engine(setup, semantic, question, |e, linked| {
        e.plan(question, linked, None)
    })
}

pub fn answered(setup: &(Schema, Vec<TableProfile>), question: &str) -> Plan {
    let p = plan(setup, question);
    assert!(
        p.sql.is_some(),
        "{question}: abstained: {:?}",
        p.abstain_reason
    );
    p
}

/// The SQL of an answered question.
pub fn sql_of(setup: &(Schema, Vec<TableProfile>), question: &str) -> String {
    answered(setup, question).sql.unwrap_or_default()
}

/// Asserts a question is not answered with confidence.
pub fn doubted(setup: &(Schema, Vec<TableProfile>), question: &str) {
    let p = plan(setup, question);
    assert!(
        p.sql.is_none() || p.confidence < 0.7,
        "{question}: {:?} at {}",
        p.sql,
        p.confidence
    );
}
