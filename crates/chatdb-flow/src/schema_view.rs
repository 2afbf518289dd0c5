//! A data source's tables and columns as people and clients see them: the
//! `schema` command, the server's `/api/schema` and the MCP tools all show
//! this view — at the basic level names, comments and row counts; at the
//! detailed level also columns with types, keys and sample values. What an
//! access policy hides (denied tables and columns) is not in it.

use chatdb_core::{ForeignKey, LogicalType, Table, TableKind, Value};
use chatdb_guard::AccessPolicy;
use chatdb_profile::{Catalog, TableProfile};
use serde::Serialize;

/// The schema of one source.
#[derive(Debug, Clone, Serialize)]
pub struct SchemaView {
    pub source: String,
    pub dialect: String,
    pub level: &'static str,
    pub table_count: usize,
    pub column_count: usize,
    pub tables: Vec<TableView>,
}

/// One table or view.
#[derive(Debug, Clone, Serialize)]
pub struct TableView {
    pub name: String,
    pub kind: TableKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub row_count: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub columns: Option<Vec<ColumnView>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub primary_key: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub foreign_keys: Option<Vec<ForeignKey>>,
}

/// One column.
#[derive(Debug, Clone, Serialize)]
pub struct ColumnView {
    pub name: String,
    #[serde(rename = "type")]
    pub db_type: String,
    pub logical_type: LogicalType,
    pub nullable: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub samples: Vec<Value>,
}

impl SchemaView {
    /// The view of `catalog` at one level, without what `access` hides.
    pub fn of(
        source: &str,
        catalog: &Catalog,
        detailed: bool,
        access: Option<&AccessPolicy>,
    ) -> SchemaView {
        let schema = &catalog.schema;
        let tables: Vec<TableView> = schema
            .tables
            .iter()
            .filter(|t| access.is_none_or(|a| a.allows_table(&t.qualified_name())))
            .map(|t| {
                let profile = catalog.table(&t.qualified_name());
                let hidden =
                    |c: &str| access.is_some_and(|a| !a.allows_column(&t.qualified_name(), c));
                TableView {
                    name: t.qualified_name(),
                    kind: t.kind,
                    comment: t.comment.clone(),
                    row_count: profile.map(|p| p.row_count),
                    columns: detailed.then(|| columns(t, profile, &hidden)),
                    primary_key: (detailed && !t.primary_key.is_empty())
                        .then(|| t.primary_key.clone()),
                    foreign_keys: (detailed && !t.foreign_keys.is_empty())
                        .then(|| t.foreign_keys.clone()),
                }
            })
            .collect();
        let column_count = schema
            .tables
            .iter()
            .filter(|t| access.is_none_or(|a| a.allows_table(&t.qualified_name())))
            .map(|t| {
                t.columns
                    .iter()
                    .filter(|c| {
                        access.is_none_or(|a| a.allows_column(&t.qualified_name(), &c.name))
                    })
                    .count()
            })
            .sum();
        SchemaView {
            source: source.to_string(),
            dialect: schema.dialect.to_string(),
            level: if detailed { "detailed" } else { "basic" },
            table_count: tables.len(),
            column_count,
            tables,
        }
    }

    /// One table of the view, by name (case-insensitive).
    pub fn table(&self, name: &str) -> Option<&TableView> {
        self.tables.iter().find(|t| t.name == name).or_else(|| {
            self.tables
                .iter()
                .find(|t| t.name.eq_ignore_ascii_case(name))
        })
    }
}

fn columns(
    t: &Table,
    profile: Option<&TableProfile>,
    hidden: &dyn Fn(&str) -> bool,
) -> Vec<ColumnView> {
    t.columns
        .iter()
        .filter(|c| !hidden(&c.name))
        .map(|c| {
            let p = profile.and_then(|p| p.column(&c.name));
            let samples = p.map_or_else(Vec::new, |p| {
                if p.top_values.is_empty() {
                    p.samples.iter().take(3).cloned().collect()
                } else {
                    p.top_values
                        .iter()
                        .take(5)
                        .map(|(v, _)| v.clone())
                        .collect()
                }
            });
            ColumnView {
                name: c.name.clone(),
                db_type: c.db_type.clone(),
                logical_type: c.logical_type,
                nullable: c.nullable,
                comment: c.comment.clone(),
                samples,
            }
        })
        .collect()
}
