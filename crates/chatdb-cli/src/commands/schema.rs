//! `chatdb schema`: tables and columns of a data source, with profile
//! samples at the detailed level.

use crate::cli::Level;
use anyhow::Result;
use chatdb_core::{Table, TableKind, Value};
use chatdb_profile::{Catalog, TableProfile};
use serde::Serialize;
use std::process::ExitCode;

#[derive(Serialize)]
struct SchemaView<'a> {
    source: String,
    dialect: String,
    level: &'static str,
    table_count: usize,
    column_count: usize,
    tables: Vec<TableView<'a>>,
}

#[derive(Serialize)]
struct TableView<'a> {
    name: String,
    kind: TableKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    comment: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    row_count: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    columns: Option<Vec<ColumnView<'a>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    primary_key: Option<&'a [String]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    foreign_keys: Option<&'a [chatdb_core::ForeignKey]>,
}

#[derive(Serialize)]
struct ColumnView<'a> {
    name: &'a str,
    #[serde(rename = "type")]
    db_type: &'a str,
    logical_type: chatdb_core::LogicalType,
    nullable: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    comment: Option<&'a str>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    samples: Vec<&'a Value>,
}

pub async fn run(db: Option<&str>, level: Level, json: bool) -> Result<ExitCode> {
    let (source, connector) = crate::workspace::connect(db).await?;
    let catalog =
        crate::commands::profile::current_catalog(&source, connector.as_ref(), false).await?;
    let view = build_view(&catalog, level);
    if json {
        crate::output::print_json(&view)?;
    } else {
        print_text(&view);
    }
    Ok(ExitCode::SUCCESS)
}

fn build_view(catalog: &Catalog, level: Level) -> SchemaView<'_> {
    let schema = &catalog.schema;
    let detailed = level == Level::Detailed;
    SchemaView {
        source: catalog.source.clone(),
        dialect: schema.dialect.to_string(),
        level: if detailed { "detailed" } else { "basic" },
        table_count: schema.tables.len(),
        column_count: schema.column_count(),
        tables: schema
            .tables
            .iter()
            .map(|t| {
                let profile = catalog.table(&t.qualified_name());
                TableView {
                    name: t.qualified_name(),
                    kind: t.kind,
                    comment: t.comment.as_deref(),
                    row_count: profile.map(|p| p.row_count),
                    columns: detailed.then(|| columns(t, profile)),
                    primary_key: (detailed && !t.primary_key.is_empty())
                        .then_some(t.primary_key.as_slice()),
                    foreign_keys: (detailed && !t.foreign_keys.is_empty())
                        .then_some(t.foreign_keys.as_slice()),
                }
            })
            .collect(),
    }
}

fn columns<'a>(t: &'a Table, profile: Option<&'a TableProfile>) -> Vec<ColumnView<'a>> {
    t.columns
        .iter()
        .map(|c| {
            let p = profile.and_then(|p| p.column(&c.name));
            let samples = p.map_or_else(Vec::new, |p| {
                if p.top_values.is_empty() {
                    p.samples.iter().take(3).collect()
                } else {
                    p.top_values.iter().take(5).map(|(v, _)| v).collect()
                }
            });
            ColumnView {
                name: &c.name,
                db_type: &c.db_type,
                logical_type: c.logical_type,
                nullable: c.nullable,
                comment: c.comment.as_deref(),
                samples,
            }
        })
        .collect()
}

fn print_text(view: &SchemaView<'_>) {
    println!(
        "{} ({}): {} tables, {} columns",
        view.source, view.dialect, view.table_count, view.column_count
    );
    for t in &view.tables {
        let kind = if t.kind == TableKind::View {
            " (view)"
        } else {
            ""
        };
        let rows = t
            .row_count
            .map(|n| format!(" [{n} rows]"))
            .unwrap_or_default();
        let comment = t.comment.map(|c| format!(" — {c}")).unwrap_or_default();
        println!("\n{}{kind}{rows}{comment}", t.name);
        let Some(columns) = &t.columns else { continue };
        let width = columns
            .iter()
            .map(|c| c.name.chars().count())
            .max()
            .unwrap_or(0);
        let type_width = columns.iter().map(|c| c.db_type.len()).max().unwrap_or(0);
        for c in columns {
            let mut notes = Vec::new();
            if t.primary_key
                .is_some_and(|pk| pk.iter().any(|k| k == c.name))
            {
                notes.push("PK".to_string());
            }
            for fk in t.foreign_keys.unwrap_or_default() {
                if let Some(i) = fk.columns.iter().position(|k| k == c.name) {
                    let target = fk.ref_columns.get(i).map_or("", String::as_str);
                    notes.push(format!("→ {}.{target}", fk.ref_table));
                }
            }
            if !c.nullable {
                notes.push("NOT NULL".into());
            }
            if let Some(comment) = c.comment {
                notes.push(comment.to_string());
            }
            if !c.samples.is_empty() {
                let s: Vec<String> = c.samples.iter().map(|v| v.to_string()).collect();
                notes.push(format!("e.g. {}", s.join(", ")));
            }
            let pad = width - c.name.chars().count();
            println!(
                "  {}{} {:type_width$}  {}",
                c.name,
                " ".repeat(pad),
                c.db_type,
                notes.join("  ")
            );
        }
    }
}
