//! A wide catalog for measuring schema linking the way warehouses look:
//! every database of one or more datasets in one catalog (each under its
//! own schema name, `concert_singer.singer`), and every table widened with
//! columns such tables carry in practice — audit and load columns, and
//! columns of other subjects (a warehouse's wide tables collect attributes
//! from everywhere). The questions are the datasets' own; a question is
//! linked against the whole catalog, so everything the other databases
//! hold is a distractor.

use crate::source::BenchSource;
use crate::EvalError;
use chatdb_core::profile::TableProfile;
use chatdb_core::{Column, LogicalType, Schema};
use chatdb_knowledge::text::name_words;
use chatdb_knowledge::SchemaIndex;
use std::collections::BTreeSet;

/// Columns that warehouse tables carry besides their subject's: who wrote
/// a row and when, soft deletes, versions, tenants and load batches.
const OPERATIONAL: &[(&str, LogicalType)] = &[
    ("created_at", LogicalType::Timestamp),
    ("updated_at", LogicalType::Timestamp),
    ("created_by", LogicalType::Text),
    ("updated_by", LogicalType::Text),
    ("is_deleted", LogicalType::Boolean),
    ("record_version", LogicalType::Integer),
    ("tenant_id", LogicalType::Integer),
    ("source_system", LogicalType::Text),
    ("etl_batch_id", LogicalType::Integer),
    ("etl_loaded_at", LogicalType::Timestamp),
    ("remark", LogicalType::Text),
    ("ext_attributes", LogicalType::Json),
];

/// The merged, widened catalog and what linking needs of it.
pub struct WideCatalog {
    pub schema: Schema,
    pub profiles: Vec<TableProfile>,
    pub index: SchemaIndex,
}

/// Merges `sources` (database name and source) into one catalog, each
/// database's tables under its name, each table given `extra` more columns:
/// the operational ones first, then columns of other databases' tables
/// (picked by a fixed rotation, so the catalog is the same every run).
/// With `only`, the catalog holds that database's tables alone, widened
/// the same way (the wide tables of one warehouse, BIRD-style).
pub fn wide_catalog(
    sources: &[(&str, &BenchSource)],
    extra: usize,
    only: Option<&str>,
) -> Result<WideCatalog, EvalError> {
    // Attributes of every table, to borrow from: not keys, and not named
    // for their own table (`PetType` of `Pets`, `concert_Name`), which
    // belong to their subject and would not appear elsewhere.
    let pool: Vec<(&str, &Column)> = sources
        .iter()
        .flat_map(|(db, s)| {
            s.schema.tables.iter().flat_map(move |t| {
                let own = name_words(&t.name);
                t.columns
                    .iter()
                    .filter(move |c| {
                        !t.is_key(&c.name)
                            && !c.name.to_lowercase().ends_with("id")
                            && !name_words(&c.name).iter().any(|w| own.contains(w))
                            && !c.name.contains(&t.name)
                    })
                    .map(move |c| (*db, c))
            })
        })
        .collect();
    let mut tables = Vec::new();
    let mut profiles = Vec::new();
    let mut turn = 0usize;
    for (db, source) in sources {
        if only.is_some_and(|o| o != *db) {
            continue;
        }
        for table in &source.schema.tables {
            let mut t = table.clone();
            t.schema = Some(db.to_string());
            for fk in &mut t.foreign_keys {
                fk.ref_table = format!("{db}.{}", fk.ref_table);
            }
            let mut names: BTreeSet<String> =
                t.columns.iter().map(|c| c.name.to_lowercase()).collect();
            let mut added = 0;
            for (name, ty) in OPERATIONAL {
                if added == extra {
                    break;
                }
                if names.insert(name.to_string()) {
                    t.columns.push(Column::new(name, *ty));
                    added += 1;
                }
            }
            let mut tried = 0;
            while added < extra && tried < pool.len() {
                let (from, c) = pool[turn % pool.len()];
                turn += 7;
                tried += 1;
                if from == *db || !names.insert(c.name.to_lowercase()) {
                    continue;
                }
                let mut borrowed = c.clone();
                borrowed.comment = None;
                t.columns.push(borrowed);
                added += 1;
            }
            tables.push(t);
        }
        for p in &source.profiles {
            let mut p = p.clone();
            p.table = format!("{db}.{}", p.table);
            profiles.push(p);
        }
    }
    let schema = Schema::new(
        sources
            .first()
            .map_or(chatdb_core::Dialect::Sqlite, |(_, s)| s.schema.dialect),
        tables,
    );
    let index = SchemaIndex::in_memory(&chatdb_knowledge::index::items(&schema, &profiles, None))?;
    Ok(WideCatalog {
        schema,
        profiles,
        index,
    })
}

/// A table of `db` as the wide catalog names it.
pub fn qualified(db: &str, table: &str) -> String {
    format!("{db}.{table}")
}
