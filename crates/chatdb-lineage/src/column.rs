//! What lineage is made of: column references, how a value was derived
//! from its origin, and the columns that influence a result without being
//! copied into it.

use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

pub use chatdb_core::ColumnRef;

/// How far a value is from its origin, ordered: a later variant absorbs an
/// earlier one when derivations are chained.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Transform {
    /// Copied unchanged.
    Identity,
    /// Computed row by row (arithmetic, CASE, functions, casts).
    Expression,
    /// Computed over a window of rows.
    Window,
    /// Computed over a group of rows.
    Aggregate,
}

impl Transform {
    /// The derivation of a value derived by `self` from a value that was
    /// itself derived by `inner`.
    pub fn after(self, inner: Transform) -> Transform {
        self.max(inner)
    }

    /// OpenLineage's transformation subtype for a direct dependency.
    pub fn openlineage_subtype(self) -> &'static str {
        match self {
            Transform::Identity => "IDENTITY",
            Transform::Expression | Transform::Window => "TRANSFORMATION",
            Transform::Aggregate => "AGGREGATION",
        }
    }
}

/// One source column a value comes from, how, and the functions applied
/// on the way (lower-cased names, e.g. `md5`, `sum`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Origin {
    pub column: ColumnRef,
    pub transform: Transform,
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub functions: BTreeSet<String>,
}

impl Origin {
    /// A column read as it is.
    pub fn identity(column: ColumnRef) -> Self {
        Origin {
            column,
            transform: Transform::Identity,
            functions: BTreeSet::new(),
        }
    }
}

/// A column of a query's result and where its values come from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OutputColumn {
    pub name: String,
    pub origins: Vec<Origin>,
}

/// Why a column influences a result it is not copied into.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InfluenceKind {
    Filter,
    Join,
    GroupBy,
    Window,
}

impl InfluenceKind {
    /// OpenLineage's transformation subtype for an indirect dependency.
    pub fn openlineage_subtype(self) -> &'static str {
        match self {
            InfluenceKind::Filter => "FILTER",
            InfluenceKind::Join => "JOIN",
            InfluenceKind::GroupBy => "GROUP_BY",
            InfluenceKind::Window => "WINDOW",
        }
    }
}

/// A source column that decides which rows a result has (a filter, a join
/// key, a grouping) rather than what their values are.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Influence {
    pub column: ColumnRef,
    pub kind: InfluenceKind,
}

/// Merges origins of the same column, keeping the furthest derivation and
/// all functions.
pub fn merge_origins(into: &mut Vec<Origin>, more: impl IntoIterator<Item = Origin>) {
    for o in more {
        match into.iter_mut().find(|x| x.column == o.column) {
            Some(x) => {
                x.transform = x.transform.max(o.transform);
                x.functions.extend(o.functions);
            }
            None => into.push(o),
        }
    }
}
