//! `chatdb schema`: tables and columns of a data source, with profile
//! samples at the detailed level.

use crate::cli::Level;
use anyhow::Result;
use chatdb_core::TableKind;
use chatdb_flow::schema_view::SchemaView;
use std::process::ExitCode;

pub async fn run(db: Option<&str>, level: Level, json: bool) -> Result<ExitCode> {
    let (source, connector) = crate::workspace::connect(db).await?;
    let catalog =
        crate::commands::profile::current_catalog(&source, connector.as_ref(), false).await?;
    let view = SchemaView::of(&catalog.source, &catalog, level == Level::Detailed, None);
    if json {
        crate::output::print_json(&view)?;
    } else {
        print_text(&view);
    }
    Ok(ExitCode::SUCCESS)
}

fn print_text(view: &SchemaView) {
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
        let comment = t
            .comment
            .as_ref()
            .map(|c| format!(" — {c}"))
            .unwrap_or_default();
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
                .as_ref()
                .is_some_and(|pk| pk.contains(&c.name))
            {
                notes.push("PK".to_string());
            }
            for fk in t.foreign_keys.iter().flatten() {
                if let Some(i) = fk.columns.iter().position(|k| *k == c.name) {
                    let target = fk.ref_columns.get(i).map_or("", String::as_str);
                    notes.push(format!("→ {}.{target}", fk.ref_table));
                }
            }
            if !c.nullable {
                notes.push("NOT NULL".into());
            }
            if let Some(comment) = &c.comment {
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
