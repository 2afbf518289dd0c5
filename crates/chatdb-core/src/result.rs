//! Result sets: the typed rows one query returns.

use crate::types::LogicalType;
use crate::value::Value;
use serde::{Deserialize, Deserializer, Serialize};

/// A result column: its name, the logical type of its values and the
/// database's own type name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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

/// Reads back the JSON form: each cell through [`Value::from_json`] with its
/// column's logical type, so dates stay dates and decimals keep their digits.
impl<'de> Deserialize<'de> for ResultSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        struct Raw {
            columns: Vec<ResultColumn>,
            rows: Vec<Vec<serde_json::Value>>,
            #[serde(default)]
            truncated: bool,
            #[serde(default)]
            elapsed_ms: u64,
        }
        let raw = Raw::deserialize(d)?;
        let types: Vec<LogicalType> = raw.columns.iter().map(|c| c.logical_type).collect();
        let rows = raw
            .rows
            .iter()
            .map(|row| {
                row.iter()
                    .enumerate()
                    .map(|(i, j)| {
                        Value::from_json(j, types.get(i).copied().unwrap_or(LogicalType::Text))
                    })
                    .collect()
            })
            .collect();
        Ok(ResultSet {
            columns: raw.columns,
            rows,
            truncated: raw.truncated,
            elapsed_ms: raw.elapsed_ms,
        })
    }
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
