//! Column profiles and the catalog of a data source: statistics about the
//! data that the linker and the rule engine use to recognise values.
//! Computed by `chatdb-profile`; plain data here.

use crate::schema::Schema;
use crate::types::LogicalType;
use crate::value::Value;
use serde::{Deserialize, Serialize};

/// Statistics for one column.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(from = "StoredColumnProfile")]
pub struct ColumnProfile {
    pub column: String,
    pub logical_type: LogicalType,
    pub distinct_count: u64,
    /// True when `distinct_count` is an estimate (a sketch or a sample).
    pub distinct_approximate: bool,
    pub null_fraction: f64,
    pub min: Value,
    pub max: Value,
    /// Most frequent non-null values with their counts, most frequent first.
    pub top_values: Vec<(Value, u64)>,
    pub samples: Vec<Value>,
}

impl ColumnProfile {
    /// The values the profile saw: the most frequent, then the samples.
    pub fn known_values(&self) -> impl Iterator<Item = &Value> {
        self.top_values
            .iter()
            .map(|(v, _)| v)
            .chain(self.samples.iter())
    }

    /// Every text value of the column, when the profile saw them all —
    /// its distinct count exact, and as many values seen; `None` where it
    /// may have missed some.
    pub fn every_text_value(&self) -> Option<std::collections::BTreeSet<&str>> {
        let seen: std::collections::BTreeSet<&str> = self
            .known_values()
            .filter_map(|v| match v {
                Value::Text(t) => Some(t.as_str()),
                _ => None,
            })
            .collect();
        let complete = !self.distinct_approximate
            && self.distinct_count > 0
            && seen.len() as u64 >= self.distinct_count;
        complete.then_some(seen)
    }

    /// A text column whose stored values are `values` (each once), for
    /// tests and hand-written catalogs.
    pub fn of_values(column: &str, values: &[&str]) -> Self {
        ColumnProfile {
            column: column.into(),
            logical_type: LogicalType::Text,
            distinct_count: values.len() as u64,
            distinct_approximate: false,
            null_fraction: 0.0,
            min: Value::Null,
            max: Value::Null,
            top_values: values
                .iter()
                .map(|v| (Value::Text(v.to_string()), 1))
                .collect(),
            samples: Vec::new(),
        }
    }

    /// A number column ranging from `min` to `max`.
    pub fn of_range(column: &str, min: f64, max: f64) -> Self {
        ColumnProfile {
            logical_type: LogicalType::Float,
            min: Value::Float(min),
            max: Value::Float(max),
            top_values: Vec::new(),
            ..ColumnProfile::of_values(column, &[])
        }
    }
}

/// The JSON shape of a stored profile; values are typed back on load.
#[derive(Deserialize)]
struct StoredColumnProfile {
    column: String,
    logical_type: LogicalType,
    distinct_count: u64,
    distinct_approximate: bool,
    null_fraction: f64,
    min: serde_json::Value,
    max: serde_json::Value,
    top_values: Vec<(serde_json::Value, u64)>,
    samples: Vec<serde_json::Value>,
}

impl From<StoredColumnProfile> for ColumnProfile {
    fn from(s: StoredColumnProfile) -> Self {
        let t = s.logical_type;
        ColumnProfile {
            column: s.column,
            logical_type: t,
            distinct_count: s.distinct_count,
            distinct_approximate: s.distinct_approximate,
            null_fraction: s.null_fraction,
            min: Value::from_json(&s.min, t),
            max: Value::from_json(&s.max, t),
            top_values: s
                .top_values
                .iter()
                .map(|(v, n)| (Value::from_json(v, t), *n))
                .collect(),
            samples: s.samples.iter().map(|v| Value::from_json(v, t)).collect(),
        }
    }
}

/// Statistics for one table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TableProfile {
    /// The table's qualified name.
    pub table: String,
    pub row_count: u64,
    /// True when column statistics come from a sample of `sample_rows` rows.
    pub sampled: bool,
    pub columns: Vec<ColumnProfile>,
}

impl TableProfile {
    /// A full (not sampled) profile of `table` with these columns, for
    /// tests and hand-written catalogs.
    pub fn new(table: &str, row_count: u64, columns: Vec<ColumnProfile>) -> Self {
        TableProfile {
            table: table.into(),
            row_count,
            sampled: false,
            columns,
        }
    }

    /// A column's profile by name (case-insensitive fallback).
    pub fn column(&self, name: &str) -> Option<&ColumnProfile> {
        self.columns.iter().find(|c| c.column == name).or_else(|| {
            self.columns
                .iter()
                .find(|c| c.column.eq_ignore_ascii_case(name))
        })
    }
}

/// Schema plus profiles of one data source.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Catalog {
    /// The source's redacted identifier.
    pub source: String,
    /// [`Schema::fingerprint`] of `schema` when it was profiled.
    pub fingerprint: String,
    /// Seconds since the Unix epoch when profiling finished.
    pub profiled_at: u64,
    /// What the profiler kept when it wrote this catalog (see
    /// `chatdb_profile::PROFILER_VERSION`); older catalogs are profiled again.
    #[serde(default)]
    pub profiler_version: u32,
    pub schema: Schema,
    pub tables: Vec<TableProfile>,
}

impl Catalog {
    /// A table's profile by qualified name.
    pub fn table(&self, qualified: &str) -> Option<&TableProfile> {
        self.tables
            .iter()
            .find(|t| t.table == qualified)
            .or_else(|| {
                self.tables
                    .iter()
                    .find(|t| t.table.eq_ignore_ascii_case(qualified))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_value_only_where_the_profile_saw_them_all() {
        let seen = ColumnProfile::of_values("crop", &["香菇", "平菇"]);
        let values = seen.every_text_value().expect("all seen");
        assert_eq!(values.into_iter().collect::<Vec<_>>(), vec!["平菇", "香菇"]);
        // (An estimate, or more distinct values than were seen: some may
        // be missing.)
        let estimated = ColumnProfile {
            distinct_approximate: true,
            ..seen.clone()
        };
        assert!(estimated.every_text_value().is_none());
        let more = ColumnProfile {
            distinct_count: 3,
            ..seen
        };
        assert!(more.every_text_value().is_none());
    }
}
