//! Rendering a schema (or the part of it a question needs) as compact text
//! for prompts, and counting its tokens.

use crate::semantic::SemanticLayer;
use chatdb_core::profile::TableProfile;
use chatdb_core::{Schema, Table, Value};
use std::fmt::Write;
use std::sync::OnceLock;

/// Which tables and columns to render.
#[derive(Debug, Clone, PartialEq)]
pub struct Selection {
    pub tables: Vec<TableSelection>,
}

/// One table of a [`Selection`].
#[derive(Debug, Clone, PartialEq)]
pub struct TableSelection {
    /// Qualified table name.
    pub name: String,
    /// Columns rendered in full (type, keys, comment, samples); `None` for all.
    pub detailed: Option<Vec<String>>,
    /// Further columns rendered by name only, on one line: a model can still
    /// use them, at a fraction of the tokens.
    pub named: Vec<String>,
}

impl TableSelection {
    /// The whole table, every column in full.
    pub fn whole(name: impl Into<String>) -> TableSelection {
        TableSelection {
            name: name.into(),
            detailed: None,
            named: Vec::new(),
        }
    }
}

impl Selection {
    /// Every table and column of the schema.
    pub fn all(schema: &Schema) -> Selection {
        Selection {
            tables: schema
                .tables
                .iter()
                .map(|t| TableSelection::whole(t.qualified_name()))
                .collect(),
        }
    }
}

/// How much to say about each column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Detail {
    /// Table names and descriptions only.
    Basic,
    /// Columns with types, keys, comments and sample values.
    Detailed,
    /// Columns with types, keys and comments, without sample values.
    Lean,
}

/// Renders the selection: one line per table, then one line per column.
pub fn render(
    schema: &Schema,
    selection: &Selection,
    profiles: &[TableProfile],
    semantic: Option<&SemanticLayer>,
    detail: Detail,
) -> String {
    let mut out = String::new();
    for sel in &selection.tables {
        let Some(table) = schema.table(&sel.name) else {
            continue;
        };
        render_table(
            &mut out,
            table,
            sel,
            profiles.iter().find(|p| p.table == sel.name),
            semantic,
            detail,
        );
    }
    out
}

fn description(table: &Table, semantic: Option<&SemanticLayer>) -> Option<String> {
    let spec = semantic.and_then(|s| s.tables.get(&table.qualified_name()));
    spec.and_then(|s| s.description.clone().or_else(|| s.display_name.clone()))
        .or_else(|| table.comment.clone())
}

fn render_table(
    out: &mut String,
    table: &Table,
    selection: &TableSelection,
    profile: Option<&TableProfile>,
    semantic: Option<&SemanticLayer>,
    detail: Detail,
) {
    let name = table.qualified_name();
    let _ = write!(out, "table {name}");
    if let Some(d) = description(table, semantic) {
        let _ = write!(out, " -- {d}");
    }
    out.push('\n');
    if detail == Detail::Basic {
        return;
    }
    let spec = semantic.and_then(|s| s.tables.get(&name));
    let listed = |cs: &[String], name: &str| cs.iter().any(|c| c.eq_ignore_ascii_case(name));
    for col in &table.columns {
        if selection
            .detailed
            .as_deref()
            .is_some_and(|cs| !listed(cs, &col.name))
        {
            continue;
        }
        let _ = write!(out, "  {} {}", col.name, col.db_type);
        if table.primary_key.contains(&col.name) {
            out.push_str(" PK");
        }
        for fk in &table.foreign_keys {
            if let Some(i) = fk.columns.iter().position(|c| *c == col.name) {
                let _ = write!(
                    out,
                    " -> {}.{}",
                    fk.ref_table,
                    fk.ref_columns.get(i).map_or("", String::as_str)
                );
            }
        }
        let note = spec
            .and_then(|s| s.columns.get(&col.name))
            .and_then(|c| c.description.clone())
            .or_else(|| col.comment.clone());
        if let Some(n) = note {
            let _ = write!(out, " -- {n}");
        }
        // Sample values say what a column holds; a key's values are
        // arbitrary identifiers, so keys go without.
        let key = table.is_key(&col.name);
        let samples = profile
            .and_then(|p| p.column(&col.name))
            .filter(|_| !key && detail == Detail::Detailed);
        if let Some(p) = samples {
            let samples: Vec<&Value> = if p.top_values.is_empty() {
                p.samples.iter().take(3).collect()
            } else {
                p.top_values.iter().take(3).map(|(v, _)| v).collect()
            };
            if !samples.is_empty() {
                let s: Vec<String> = samples.iter().map(|v| short(&v.to_string())).collect();
                let _ = write!(out, " e.g. {}", s.join(", "));
            }
        }
        out.push('\n');
    }
    let named: Vec<&str> = table
        .columns
        .iter()
        .filter(|c| listed(&selection.named, &c.name))
        .filter(|c| {
            selection
                .detailed
                .as_deref()
                .is_some_and(|cs| !listed(cs, &c.name))
        })
        .map(|c| c.name.as_str())
        .collect();
    if !named.is_empty() {
        let _ = writeln!(out, "  also: {}", named.join(", "));
    }
    // (A wide table's columns without evidence go unnamed; a model should
    // know they exist.)
    if let Some(detailed) = selection.detailed.as_deref() {
        let shown = table
            .columns
            .iter()
            .filter(|c| listed(detailed, &c.name) || listed(&selection.named, &c.name))
            .count();
        let unnamed = table.columns.len() - shown;
        if unnamed > 0 && !selection.named.is_empty() {
            let _ = writeln!(out, "  ({unnamed} more columns not shown)");
        }
    }
}

fn short(s: &str) -> String {
    if s.chars().count() > 30 {
        format!("{}…", s.chars().take(30).collect::<String>())
    } else {
        s.to_string()
    }
}

/// Tokens of `text` for OpenAI's cl100k_base encoding (the tokenizer files
/// ship inside the crate; nothing is downloaded).
pub fn count_tokens(text: &str) -> usize {
    static BPE: OnceLock<Option<tiktoken_rs::CoreBPE>> = OnceLock::new();
    match BPE.get_or_init(|| tiktoken_rs::cl100k_base().ok()) {
        Some(bpe) => bpe.encode_ordinary(text).len(),
        // Unreachable with the bundled encoding; a rough estimate otherwise.
        None => text.chars().count() / 3,
    }
}
