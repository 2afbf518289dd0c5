//! Result sets: the typed rows one query returns.

use crate::types::LogicalType;
use crate::value::Value;
use serde::Serialize;

/// A result column: its name, the logical type of its values and the
/// database's own type name.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ResultColumn {
    pub name: String,
    #[serde(rename = "type")]
    pub logical_type: LogicalType,
    pub db_type: String,
}

/// The rows of one query, capped at the caller's row limit.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ResultSet {
    pub columns: Vec<ResultColumn>,
    pub rows: Vec<Vec<Value>>,
    /// True when the query had more rows than the cap and some were not read.
    pub truncated: bool,
    pub elapsed_ms: u64,
}

impl ResultSet {
    /// The single value of a one-row, one-column result.
    pub fn scalar(&self) -> Option<&Value> {
        match (self.rows.as_slice(), self.columns.len()) {
            ([row], 1) => row.first(),
            _ => None,
        }
    }

    /// Index of a column by name (exact, then case-insensitive).
    pub fn column_index(&self, name: &str) -> Option<usize> {
        self.columns
            .iter()
            .position(|c| c.name == name)
            .or_else(|| {
                self.columns
                    .iter()
                    .position(|c| c.name.eq_ignore_ascii_case(name))
            })
    }
}
