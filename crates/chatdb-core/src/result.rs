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
    /// True when the query had more rows (or bytes) than the caps allow
    /// and some were not read or were shortened.
    pub truncated: bool,
    pub elapsed_ms: u64,
    /// Why the result was truncated, for people.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
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
            #[serde(default)]
            note: Option<String>,
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
            note: raw.note,
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

    /// True when `rows` (of `width` columns) hold the same values as this
    /// result: equal as multisets of rows (as lists when `ordered`), under
    /// some permutation of the columns; numbers compare by value. Execution
    /// accuracy and the choice among candidates both judge results this way.
    pub fn same_rows(&self, width: usize, rows: &[Vec<Value>], ordered: bool) -> bool {
        let g: Vec<Vec<String>> = self
            .rows
            .iter()
            .map(|r| r.iter().map(cell).collect())
            .collect();
        let p: Vec<Vec<String>> = rows.iter().map(|r| r.iter().map(cell).collect()).collect();
        let gw = self.columns.len();
        if gw != width || g.len() != p.len() {
            return false;
        }
        // Match each of our columns to one of `rows`' column with the same values.
        let signature = |rows: &[Vec<String>], c: usize| {
            let mut col: Vec<&str> = rows.iter().map(|r| r[c].as_str()).collect();
            col.sort_unstable();
            col.join("\u{1f}")
        };
        let pred_sigs: Vec<String> = (0..gw).map(|c| signature(&p, c)).collect();
        let mut used = vec![false; gw];
        let mut perm = Vec::with_capacity(gw);
        for c in 0..gw {
            let s = signature(&g, c);
            let Some(k) = (0..gw).find(|k| !used[*k] && pred_sigs[*k] == s) else {
                return false;
            };
            used[k] = true;
            perm.push(k);
        }
        let mut pp: Vec<Vec<String>> = p
            .iter()
            .map(|r| perm.iter().map(|k| r[*k].clone()).collect())
            .collect();
        let mut gg = g;
        if !ordered {
            gg.sort();
            pp.sort();
        }
        gg == pp
    }
}

/// A cell as comparable text: numbers by value (to 1e-6), text as is.
fn cell(v: &Value) -> String {
    match v.as_f64() {
        Some(f) if !matches!(v, Value::Text(_)) => {
            let r = (f * 1e6).round() / 1e6;
            format!("{r}")
        }
        _ => match v {
            Value::Null => "NULL".into(),
            Value::Text(s) => s.clone(),
            other => serde_json::to_string(other).unwrap_or_default(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::LogicalType;

    fn rs(rows: Vec<Vec<Value>>) -> ResultSet {
        let w = rows.first().map_or(0, Vec::len);
        ResultSet {
            columns: (0..w)
                .map(|i| ResultColumn {
                    name: format!("c{i}"),
                    logical_type: LogicalType::Other,
                    db_type: String::new(),
                })
                .collect(),
            rows,
            truncated: false,
            elapsed_ms: 0,
            note: None,
        }
    }

    #[test]
    fn columns_may_be_permuted_but_rows_must_match() {
        let t = |s: &str| Value::Text(s.into());
        let gold = rs(vec![
            vec![t("a"), Value::Int(1)],
            vec![t("b"), Value::Int(2)],
        ]);
        let swapped = vec![vec![Value::Int(2), t("b")], vec![Value::Int(1), t("a")]];
        assert!(gold.same_rows(2, &swapped, false));
        assert!(
            !gold.same_rows(2, &swapped, true),
            "order matters when the gold orders"
        );
        let mixed = vec![vec![Value::Int(1), t("b")], vec![Value::Int(2), t("a")]];
        assert!(
            !gold.same_rows(2, &mixed, false),
            "a permutation must hold for every row"
        );
        let float = vec![
            vec![t("a"), Value::Float(1.0)],
            vec![t("b"), Value::Decimal("2.00".into())],
        ];
        assert!(gold.same_rows(2, &float, false), "numbers compare by value");
    }
}
