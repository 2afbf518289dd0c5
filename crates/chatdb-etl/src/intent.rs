//! The Analyst's output (seed 000's `UserIntent`): what the request wants
//! built, in a form the Architect and Developer work from.

use crate::request::WriteMode;
use serde::{Deserialize, Serialize};

/// The table the workflow produces.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DataTarget {
    /// The identifier the table gets.
    pub name: String,
    /// How the request named it, when in words (`销售汇总表`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// What one row is: the columns the result is grouped by (empty for a
    /// row-level copy, whose key is then `keys`).
    pub grain: Vec<String>,
    /// Columns that identify a row.
    pub keys: Vec<String>,
    /// Key columns that may hold NULL (copied or computed from nullable
    /// source columns): one row groups the NULLs, which is kept.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub nullable_keys: Vec<String>,
    pub write_mode: WriteMode,
    /// True when the table already exists in the source.
    pub exists: bool,
}

/// A dimension of a star schema: a source table's rows, one per key,
/// which the fact references ([`crate::star`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Dimension {
    /// The dimension table the workflow writes (`dim_<table>`).
    pub target: DataTarget,
    /// The source table it copies.
    pub table: String,
    /// The column identifying a row of it.
    pub key: String,
    /// The fact's columns that reference `key`.
    pub fact_columns: Vec<String>,
    /// The query that fills it.
    pub select_sql: String,
}

/// One step of the requested transformation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Operation {
    pub kind: OperationKind,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tables: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub columns: Vec<String>,
    /// The step in words (a join condition, a filter, a measure).
    pub detail: String,
}

/// Kinds of steps, in the order a workflow applies them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OperationKind {
    Join,
    Filter,
    Aggregate,
    Window,
    Dedup,
    Transform,
    Sink,
}

/// What the request wants built.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UserIntent {
    /// The request in one line.
    pub summary: String,
    /// What the result is for, when the request says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub business_goal: Option<String>,
    /// Source tables the target's query reads (a star schema's dimensions
    /// read theirs too: [`Self::all_sources`]).
    pub data_sources: Vec<String>,
    pub target: DataTarget,
    pub operations: Vec<Operation>,
    /// Conditions the result must meet (filters, periods, limits).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub constraints: Vec<String>,
    /// The select part as a query (what fills the target).
    pub select_sql: String,
    /// Tables the request said to join, as written.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub requested_joins: Vec<String>,
    /// For a star schema, the dimensions `target` (the fact) references.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dimensions: Vec<Dimension>,
}

impl UserIntent {
    /// Every table the workflow writes: the dimensions, then the target.
    pub fn targets(&self) -> impl Iterator<Item = &DataTarget> {
        self.dimensions
            .iter()
            .map(|d| &d.target)
            .chain(std::iter::once(&self.target))
    }

    /// Every source table the workflow reads.
    pub fn all_sources(&self) -> Vec<String> {
        let mut out = self.data_sources.clone();
        for d in &self.dimensions {
            if !out.iter().any(|s| s.eq_ignore_ascii_case(&d.table)) {
                out.push(d.table.clone());
            }
        }
        out
    }

    /// What a star schema's fact references: each fact column with the
    /// dimension whose key it holds.
    pub fn references(&self) -> impl Iterator<Item = (&str, &Dimension)> {
        self.dimensions
            .iter()
            .flat_map(|d| d.fact_columns.iter().map(move |c| (c.as_str(), d)))
    }

    /// The names of [`Self::targets`].
    pub fn target_names(&self) -> Vec<String> {
        self.targets().map(|t| t.name.clone()).collect()
    }
}
