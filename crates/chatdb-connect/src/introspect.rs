//! Assembling a [`Schema`] from the catalog rows each database returns.
//!
//! Every connector runs its own catalog queries through its own read-only
//! `query` path and hands the rows here in one shape: a row per relation, a
//! row per column, and a row per key column. Grouping keys and resolving
//! default schemas happens once, here.

use crate::error::ConnectError;
use chatdb_core::{
    Column, Dialect, ForeignKey, LogicalType, ResultSet, Schema, Table, TableKind, Value,
};
use std::collections::BTreeMap;

/// A relation: (schema, name, is_view, comment).
struct RawTable {
    pub schema: String,
    pub name: String,
    pub is_view: bool,
    pub comment: Option<String>,
}

/// A column of a relation, in ordinal order.
struct RawColumn {
    pub schema: String,
    pub table: String,
    pub name: String,
    pub db_type: String,
    pub nullable: bool,
    pub comment: Option<String>,
}

/// One column of a primary or foreign key constraint.
struct RawKeyColumn {
    pub schema: String,
    pub table: String,
    pub constraint: String,
    pub is_primary: bool,
    pub column: String,
    pub ref_schema: String,
    pub ref_table: String,
    pub ref_column: String,
}

/// Text of a catalog cell; empty comments count as none.
fn text(v: &Value) -> Option<String> {
    match v {
        Value::Null => None,
        Value::Text(s) if s.is_empty() => None,
        other => Some(other.to_string()),
    }
}

/// Truthiness of a catalog flag cell (`YES`, `true`, `1`, `t`).
fn flag(v: &Value) -> bool {
    match v {
        Value::Bool(b) => *b,
        Value::Int(i) => *i != 0,
        Value::Text(s) => matches!(
            s.to_ascii_lowercase().as_str(),
            "yes" | "true" | "t" | "1" | "y"
        ),
        _ => false,
    }
}

/// Checks a catalog result has the expected width.
fn rows<'a>(
    rs: &'a ResultSet,
    width: usize,
    source_name: &str,
) -> Result<&'a [Vec<Value>], ConnectError> {
    if rs.columns.len() < width {
        return Err(ConnectError::Introspect {
            source_name: source_name.into(),
            cause: format!(
                "catalog query returned {} columns, expected {width}",
                rs.columns.len()
            ),
        });
    }
    Ok(&rs.rows)
}

/// Builds the schema from the three catalog queries every connector runs,
/// whose columns are, in order:
/// - relations: schema, name, is_view, comment;
/// - columns: schema, table, name, type, nullable, comment (ordinal order);
/// - key columns: schema, table, constraint, is_primary, column,
///   referenced schema, referenced table, referenced column (key order).
pub(crate) fn schema_from_catalog(
    dialect: Dialect,
    default_schema: &str,
    source_name: &str,
    relations: &ResultSet,
    columns: &ResultSet,
    keys: &ResultSet,
    type_override: fn(&str) -> Option<LogicalType>,
) -> Result<Schema, ConnectError> {
    let s = |v: &Value| text(v).unwrap_or_default();
    let tables = rows(relations, 4, source_name)?
        .iter()
        .map(|r| RawTable {
            schema: s(&r[0]),
            name: s(&r[1]),
            is_view: flag(&r[2]),
            comment: text(&r[3]),
        })
        .collect();
    let columns = rows(columns, 6, source_name)?
        .iter()
        .map(|r| RawColumn {
            schema: s(&r[0]),
            table: s(&r[1]),
            name: s(&r[2]),
            db_type: s(&r[3]),
            nullable: flag(&r[4]),
            comment: text(&r[5]),
        })
        .collect();
    let keys = rows(keys, 8, source_name)?
        .iter()
        .map(|r| RawKeyColumn {
            schema: s(&r[0]),
            table: s(&r[1]),
            constraint: s(&r[2]),
            is_primary: flag(&r[3]),
            column: s(&r[4]),
            ref_schema: s(&r[5]),
            ref_table: s(&r[6]),
            ref_column: s(&r[7]),
        })
        .collect();
    Ok(assemble(
        dialect,
        default_schema,
        tables,
        columns,
        keys,
        type_override,
    ))
}

/// Builds the schema. `default_schema` is left unqualified; tables in other
/// schemas are named `schema.table`. `type_override` lets a dialect refine
/// the generic type classification (MySQL's `tinyint(1)` is a boolean).
fn assemble(
    dialect: Dialect,
    default_schema: &str,
    tables: Vec<RawTable>,
    columns: Vec<RawColumn>,
    keys: Vec<RawKeyColumn>,
    type_override: fn(&str) -> Option<LogicalType>,
) -> Schema {
    let qualify = |schema: &str| (schema != default_schema).then(|| schema.to_string());
    let mut by_key: BTreeMap<(String, String), Table> = BTreeMap::new();
    let mut order = Vec::new();
    for t in tables {
        let key = (t.schema.clone(), t.name.clone());
        order.push(key.clone());
        by_key.insert(
            key,
            Table {
                schema: qualify(&t.schema),
                name: t.name,
                kind: if t.is_view {
                    TableKind::View
                } else {
                    TableKind::Table
                },
                comment: t.comment,
                columns: Vec::new(),
                primary_key: Vec::new(),
                foreign_keys: Vec::new(),
            },
        );
    }
    for c in columns {
        if let Some(t) = by_key.get_mut(&(c.schema, c.table)) {
            let logical_type = type_override(&c.db_type)
                .unwrap_or_else(|| LogicalType::from_type_name(&c.db_type));
            t.columns.push(Column {
                name: c.name,
                db_type: c.db_type,
                logical_type,
                nullable: c.nullable,
                comment: c.comment,
            });
        }
    }
    // Group key columns by constraint, keeping their order.
    let mut constraints: BTreeMap<(String, String, String), Vec<RawKeyColumn>> = BTreeMap::new();
    for k in keys {
        constraints
            .entry((k.schema.clone(), k.table.clone(), k.constraint.clone()))
            .or_default()
            .push(k);
    }
    for ((schema, table, _), cols) in constraints {
        let Some(t) = by_key.get_mut(&(schema, table)) else {
            continue;
        };
        let Some(first) = cols.first() else { continue };
        if first.is_primary {
            t.primary_key = cols.iter().map(|k| k.column.clone()).collect();
        } else {
            let ref_table = match qualify(&first.ref_schema) {
                Some(s) => format!("{s}.{}", first.ref_table),
                None => first.ref_table.clone(),
            };
            t.foreign_keys.push(ForeignKey {
                columns: cols.iter().map(|k| k.column.clone()).collect(),
                ref_table,
                ref_columns: cols.iter().map(|k| k.ref_column.clone()).collect(),
            });
        }
    }
    let mut tables: Vec<Table> = order
        .into_iter()
        .filter_map(|k| by_key.remove(&k))
        .collect();
    // Some databases (SQLite) keep a reference as it was typed: resolve its
    // case to the table's real name so lookups by name succeed.
    let names: Vec<String> = tables.iter().map(Table::qualified_name).collect();
    for t in &mut tables {
        for fk in &mut t.foreign_keys {
            if !names.contains(&fk.ref_table) {
                if let Some(real) = names.iter().find(|n| n.eq_ignore_ascii_case(&fk.ref_table)) {
                    fk.ref_table = real.clone();
                }
            }
        }
        t.foreign_keys.sort_by(|a, b| a.columns.cmp(&b.columns));
    }
    Schema { dialect, tables }
}
