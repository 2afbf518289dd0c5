//! The semantic layer: one optional YAML file per data source that tells
//! ChatDB what the schema means — display names, synonyms, value
//! dictionaries, join hints, metrics (a metric tree with weights), dimensions,
//! a glossary and default filters.
//!
//! Loading validates twice: the YAML's shape (unknown fields, wrong types),
//! and, given the schema, every reference to a table or column. Errors name
//! the file, the line and the field.

use chatdb_core::Schema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The whole semantic layer of a data source.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SemanticLayer {
    #[serde(default)]
    pub version: Option<u32>,
    #[serde(default)]
    pub tables: BTreeMap<String, TableSpec>,
    #[serde(default)]
    pub join_hints: Vec<JoinHint>,
    #[serde(default)]
    pub metrics: Vec<Metric>,
    #[serde(default)]
    pub dimensions: Vec<Dimension>,
    #[serde(default)]
    pub glossary: Vec<GlossaryEntry>,
    #[serde(default)]
    pub default_filters: Vec<DefaultFilter>,
}

/// Warehouse layer of a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Layer {
    Src,
    Ods,
    Dwd,
    Dws,
    Ads,
    Dim,
}

/// What a table means.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableSpec {
    #[serde(default)]
    pub display_name: Option<String>,
    #[serde(default)]
    pub description: Option<String>,
    #[serde(default)]
    pub layer: Option<Layer>,
    #[serde(default)]
    pub synonyms: Vec<String>,
    /// The column a partitioned table is partitioned by.
    #[serde(default)]
    pub partition_column: Option<String>,
    /// The column time ranges in questions apply to.
    #[serde(default)]
    pub time_column: Option<String>,
    #[serde(default)]
    pub columns: BTreeMap<String, ColumnSpec>,
    /// Data-quality rules of the whole table.
    #[serde(default, skip_serializing_if = "TableQuality::is_empty")]
    pub quality: TableQuality,
}

/// Data-quality rules of a table (seed 000's DQ rules), checked by the
/// workflow tester on the tables a workflow writes.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableQuality {
    /// Bounds on the number of rows.
    #[serde(default)]
    pub row_count: Option<Range>,
    /// The newest value of a date column must be at most this old.
    #[serde(default)]
    pub freshness: Option<Freshness>,
    /// The columns that together identify a row.
    #[serde(default)]
    pub unique_key: Vec<String>,
}

impl TableQuality {
    /// True when no rule is set.
    pub fn is_empty(&self) -> bool {
        self.row_count.is_none() && self.freshness.is_none() && self.unique_key.is_empty()
    }
}

/// Inclusive numeric bounds; either side may be open.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Range {
    #[serde(default)]
    pub min: Option<f64>,
    #[serde(default)]
    pub max: Option<f64>,
}

/// How recent a table's data must be.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Freshness {
    /// A date or timestamp column.
    pub column: String,
    /// Days the newest value may lag today.
    pub max_age_days: f64,
}

/// One data-quality rule on a column, written as a word (`not_null`,
/// `unique`) or a one-key map (`accepted_values: [a, b]`,
/// `relationships: customers.customer_id`, `range: {min: 0}`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "RawRule", into = "RawRule")]
pub enum ColumnRule {
    NotNull,
    Unique,
    AcceptedValues(Vec<serde_yaml::Value>),
    /// `table.column` every non-null value must exist in.
    Relationships(String),
    Range(Range),
}

/// A rule as YAML writes it: a word, or a map with one key.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum RawRule {
    Word(String),
    Map(BTreeMap<String, serde_yaml::Value>),
}

impl TryFrom<RawRule> for ColumnRule {
    type Error = String;

    fn try_from(raw: RawRule) -> Result<Self, String> {
        const KNOWN: &str = "not_null, unique, accepted_values, relationships or range";
        match raw {
            RawRule::Word(w) => match w.as_str() {
                "not_null" => Ok(ColumnRule::NotNull),
                "unique" => Ok(ColumnRule::Unique),
                other => Err(format!("unknown rule `{other}` (expected {KNOWN})")),
            },
            RawRule::Map(map) => {
                let mut entries = map.into_iter();
                let (Some((key, value)), None) = (entries.next(), entries.next()) else {
                    return Err(format!("a rule is a word or a map with one key ({KNOWN})"));
                };
                let bad = |e: serde_yaml::Error| format!("{key}: {e}");
                match key.as_str() {
                    "accepted_values" => serde_yaml::from_value(value)
                        .map(ColumnRule::AcceptedValues)
                        .map_err(bad),
                    "relationships" => serde_yaml::from_value(value)
                        .map(ColumnRule::Relationships)
                        .map_err(bad),
                    "range" => serde_yaml::from_value(value)
                        .map(ColumnRule::Range)
                        .map_err(bad),
                    "not_null" => Ok(ColumnRule::NotNull),
                    "unique" => Ok(ColumnRule::Unique),
                    other => Err(format!("unknown rule `{other}` (expected {KNOWN})")),
                }
            }
        }
    }
}

impl From<ColumnRule> for RawRule {
    fn from(rule: ColumnRule) -> RawRule {
        let one =
            |k: &str, v: serde_yaml::Value| RawRule::Map(BTreeMap::from([(k.to_string(), v)]));
        match rule {
            ColumnRule::NotNull => RawRule::Word("not_null".into()),
            ColumnRule::Unique => RawRule::Word("unique".into()),
            ColumnRule::AcceptedValues(v) => one("accepted_values", serde_yaml::Value::Sequence(v)),
            ColumnRule::Relationships(t) => one("relationships", serde_yaml::Value::String(t)),
            ColumnRule::Range(r) => one("range", serde_yaml::to_value(r).unwrap_or_default()),
        }
    }
}

/// What a column means.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ColumnSpec {
    #[serde(default)]
    pub description: Option<String>,
    #[serde(default)]
    pub synonyms: Vec<String>,
    #[serde(default)]
    pub unit: Option<String>,
    /// Stored value → what it means (`1: 男`, `completed: 已完成`).
    #[serde(default)]
    pub values: BTreeMap<String, String>,
    /// Personal or secret data (phone, ID number, e-mail …): a workflow must
    /// not copy it unmasked.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sensitive: bool,
    /// Free labels (`pii`, `finance` …); a tag such as `pii` or `sensitive`
    /// marks the column sensitive as `sensitive: true` does.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<String>,
    /// Data-quality rules.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub quality: Vec<ColumnRule>,
}

impl ColumnSpec {
    /// Personal or secret data: `sensitive: true` or a sensitive tag.
    pub fn is_sensitive(&self) -> bool {
        self.sensitive || self.tags.iter().any(|t| is_sensitive_tag(t))
    }
}

/// Tags that, by the conventions data teams use in dbt projects and data
/// catalogs, mark personal or secret data (`pii`, `sensitive`, `phi` …).
pub fn is_sensitive_tag(tag: &str) -> bool {
    matches!(
        tag.trim().to_lowercase().as_str(),
        "pii"
            | "sensitive"
            | "personal"
            | "personal_data"
            | "phi"
            | "gdpr"
            | "confidential"
            | "敏感"
            | "隐私"
    )
}

/// A join the database doesn't declare, or a preference among several paths.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinHint {
    /// `table.column`
    pub left: String,
    /// `table.column`
    pub right: String,
    #[serde(default)]
    pub preferred: bool,
    #[serde(default)]
    pub description: Option<String>,
}

/// A business metric, possibly a node of a metric tree.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Metric {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub synonyms: Vec<String>,
    #[serde(default)]
    pub description: Option<String>,
    /// Level in the metric tree (1 = top).
    #[serde(default)]
    pub level: Option<u8>,
    /// Id of the parent metric in the tree.
    #[serde(default)]
    pub parent: Option<String>,
    /// Weight among its siblings when the parent aggregates its children.
    #[serde(default)]
    pub weight: Option<f64>,
    /// The table the expression is evaluated over.
    #[serde(default)]
    pub table: Option<String>,
    /// An aggregate SQL expression, e.g. `SUM(orders.total_amount)`.
    #[serde(default)]
    pub expression: Option<String>,
    /// How a parent metric combines its children: `weighted_children`.
    #[serde(default)]
    pub aggregation: Option<String>,
    /// Conditions that always apply, in SQL.
    #[serde(default)]
    pub filters: Vec<String>,
    /// `table.column` that time ranges apply to.
    #[serde(default)]
    pub time_column: Option<String>,
    #[serde(default)]
    pub unit: Option<String>,
    /// The same metric from a finer table, for breakdowns only that table
    /// reaches (sales by product from the order lines, where the orders'
    /// own total would count each order once per line).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<MetricDetail>,
}

/// The `table.column` names a SQL fragment writes (`SUM(orders.amount)`
/// → `("orders", "amount")`), split at anything a name can't hold; the
/// table may be schema-qualified. Whether they exist is the caller's check.
pub fn qualified_names(text: &str) -> impl Iterator<Item = (&str, &str)> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
        .filter_map(|tok| tok.rsplit_once('.'))
}

/// The aggregate function an SQL expression opens with, upper-cased —
/// `SUM` of `SUM(orders.amount)`, `COUNT` of `count(*)` — when it opens
/// with a call.
pub fn leading_aggregate(expression: &str) -> Option<String> {
    let e = expression.trim_start();
    let name = e.find(|c: char| !c.is_ascii_alphabetic())?;
    (name > 0 && e[name..].starts_with('(')).then(|| e[..name].to_ascii_uppercase())
}

/// Whether an aggregate expression adds up across groups: a total or a
/// count (`SUM(…)`, `COUNT(…)`), not an average or an extreme.
pub fn adds_up(expression: &str) -> bool {
    matches!(
        leading_aggregate(expression).as_deref(),
        Some("SUM" | "COUNT")
    )
}

/// A metric computed over a finer table than its own.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MetricDetail {
    pub table: String,
    /// An aggregate over that table, e.g. `SUM(order_items.amount)`.
    pub expression: String,
}

/// A named way to group results.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dimension {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub synonyms: Vec<String>,
    /// `table.column`
    pub column: String,
}

/// A domain term and what it means.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GlossaryEntry {
    pub term: String,
    pub meaning: String,
}

/// A filter applied when a question doesn't say otherwise.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DefaultFilter {
    pub table: String,
    pub column: String,
    /// A literal, or `latest` for the column's maximum.
    pub value: serde_yaml::Value,
    #[serde(default)]
    pub description: Option<String>,
}

/// A problem in a semantic-layer file.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{file}:{line}: {field}: {message}")]
pub struct SemanticError {
    pub file: String,
    /// 1-based; 0 when the position is unknown.
    pub line: usize,
    /// Dotted path of the field, e.g. `tables.orders.columns.total`.
    pub field: String,
    pub message: String,
}

impl SemanticLayer {
    /// Loads and validates a file; with a schema, also checks every table
    /// and column it names.
    pub fn load(path: &Path, schema: Option<&Schema>) -> Result<SemanticLayer, Vec<SemanticError>> {
        let text = std::fs::read_to_string(path).map_err(|e| {
            vec![SemanticError {
                file: path.display().to_string(),
                line: 0,
                field: String::new(),
                message: e.to_string(),
            }]
        })?;
        Self::parse(&text, &path.display().to_string(), schema)
    }

    /// Parses and validates YAML text; `file` names it in errors.
    pub fn parse(
        text: &str,
        file: &str,
        schema: Option<&Schema>,
    ) -> Result<SemanticLayer, Vec<SemanticError>> {
        let layer: SemanticLayer = serde_yaml::from_str(text).map_err(|e| {
            let line = e.location().map_or(0, |l| l.line());
            let message = e.to_string();
            // serde_yaml names the field path first ("tables.orders: unknown field …").
            let field = message
                .split(": ")
                .next()
                .filter(|f| !f.contains(' '))
                .unwrap_or("")
                .to_string();
            vec![SemanticError {
                file: file.into(),
                line,
                field,
                message,
            }]
        })?;
        let problems = layer.problems(schema);
        if problems.is_empty() {
            return Ok(layer);
        }
        Err(problems
            .into_iter()
            .map(|(path, message)| SemanticError {
                file: file.into(),
                line: locate(text, &path),
                field: path.join("."),
                message,
            })
            .collect())
    }

    /// Consistency problems as (field path, message).
    fn problems(&self, schema: Option<&Schema>) -> Vec<(Vec<String>, String)> {
        let mut out = Vec::new();
        let p = |parts: &[&str]| parts.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let ids: Vec<&str> = self.metrics.iter().map(|m| m.id.as_str()).collect();
        for (i, m) in self.metrics.iter().enumerate() {
            let at = |field: &str| {
                vec![
                    "metrics".to_string(),
                    i.to_string(),
                    field.to_string(),
                    m.id.clone(),
                ]
            };
            if ids.iter().filter(|id| **id == m.id).count() > 1 {
                out.push((
                    at("id"),
                    format!("metric id `{}` is used more than once", m.id),
                ));
            }
            if let Some(parent) = &m.parent {
                if !ids.contains(&parent.as_str()) {
                    out.push((
                        at("parent"),
                        format!("parent `{parent}` is not a metric id"),
                    ));
                }
            }
            if m.expression.is_none() && m.aggregation.is_none() {
                out.push((
                    at("expression"),
                    "a metric needs an expression or an aggregation of its children".into(),
                ));
            }
            if let Some(w) = m.weight {
                if !(0.0..=1.0).contains(&w) {
                    out.push((at("weight"), format!("weight {w} is not between 0 and 1")));
                }
            }
        }
        // Siblings' weights sum to 1 when any of them has a weight.
        let mut groups: BTreeMap<Option<&str>, Vec<&Metric>> = BTreeMap::new();
        for m in self.metrics.iter().filter(|m| m.weight.is_some()) {
            groups.entry(m.parent.as_deref()).or_default().push(m);
        }
        for (parent, children) in groups {
            let sum: f64 = children.iter().filter_map(|m| m.weight).sum();
            if (sum - 1.0).abs() > 1e-6 {
                let first = children.first().map(|m| m.id.clone()).unwrap_or_default();
                out.push((
                    vec!["metrics".into(), "weight".into(), first],
                    format!(
                        "weights under `{}` sum to {sum}, not 1",
                        parent.unwrap_or("the root")
                    ),
                ));
            }
        }
        for (t, spec) in &self.tables {
            let mut ranges: Vec<(Vec<String>, &Range)> = Vec::new();
            if let Some(r) = &spec.quality.row_count {
                ranges.push((p(&["tables", t, "quality", "row_count"]), r));
            }
            for (c, cspec) in &spec.columns {
                for rule in &cspec.quality {
                    match rule {
                        ColumnRule::Range(r) => {
                            ranges.push((p(&["tables", t, "columns", c, "range"]), r))
                        }
                        ColumnRule::AcceptedValues(v) if v.is_empty() => out.push((
                            p(&["tables", t, "columns", c, "accepted_values"]),
                            "accepted_values needs at least one value".into(),
                        )),
                        _ => {}
                    }
                }
            }
            for (at, r) in ranges {
                match (r.min, r.max) {
                    (None, None) => out.push((at, "a range needs min or max".into())),
                    (Some(lo), Some(hi)) if lo > hi => {
                        out.push((at, format!("min {lo} is greater than max {hi}")))
                    }
                    _ => {}
                }
            }
            if let Some(f) = &spec.quality.freshness {
                if f.max_age_days.is_nan() || f.max_age_days <= 0.0 {
                    out.push((
                        p(&["tables", t, "quality", "freshness", "max_age_days"]),
                        format!("max_age_days must be positive, not {}", f.max_age_days),
                    ));
                }
            }
        }
        let Some(schema) = schema else { return out };
        let table_exists = |t: &str| schema.table(t).is_some();
        let column_exists =
            |t: &str, c: &str| schema.table(t).is_some_and(|t| t.column(c).is_some());
        let qualified_exists = |tc: &str| match tc.rsplit_once('.') {
            Some((t, c)) => column_exists(t, c),
            None => false,
        };
        for (t, spec) in &self.tables {
            if !table_exists(t) {
                out.push((
                    p(&["tables", t]),
                    format!("table `{t}` does not exist in the data source"),
                ));
                continue;
            }
            for (c, cspec) in &spec.columns {
                if !column_exists(t, c) {
                    out.push((
                        p(&["tables", t, "columns", c]),
                        format!("column `{t}.{c}` does not exist"),
                    ));
                }
                for rule in &cspec.quality {
                    if let ColumnRule::Relationships(to) = rule {
                        if !qualified_exists(to) {
                            out.push((
                                p(&["tables", t, "columns", c, "relationships"]),
                                format!("`{to}` is not an existing table.column"),
                            ));
                        }
                    }
                }
            }
            let q = &spec.quality;
            let keyed = q.unique_key.iter().map(|c| ("unique_key", c));
            let fresh = q.freshness.iter().map(|f| ("freshness", &f.column));
            for (field, c) in keyed.chain(fresh) {
                if !column_exists(t, c) {
                    out.push((
                        p(&["tables", t, "quality", field]),
                        format!("column `{t}.{c}` does not exist"),
                    ));
                }
            }
            for (field, col) in [
                ("partition_column", &spec.partition_column),
                ("time_column", &spec.time_column),
            ] {
                if let Some(c) = col {
                    if !column_exists(t, c) {
                        out.push((
                            p(&["tables", t, field]),
                            format!("column `{t}.{c}` does not exist"),
                        ));
                    }
                }
            }
        }
        for (i, h) in self.join_hints.iter().enumerate() {
            for side in [&h.left, &h.right] {
                if !qualified_exists(side) {
                    out.push((
                        vec!["join_hints".into(), i.to_string(), side.clone()],
                        format!("`{side}` is not an existing table.column"),
                    ));
                }
            }
        }
        for (i, d) in self.dimensions.iter().enumerate() {
            if !qualified_exists(&d.column) {
                out.push((
                    vec!["dimensions".into(), i.to_string(), d.column.clone()],
                    format!("`{}` is not an existing table.column", d.column),
                ));
            }
        }
        for (i, m) in self.metrics.iter().enumerate() {
            if let Some(t) = &m.table {
                if !table_exists(t) {
                    out.push((
                        vec![
                            "metrics".into(),
                            i.to_string(),
                            "table".into(),
                            m.id.clone(),
                        ],
                        format!("table `{t}` does not exist"),
                    ));
                }
            }
            if let Some(d) = &m.detail {
                if !table_exists(&d.table) {
                    out.push((
                        vec![
                            "metrics".into(),
                            i.to_string(),
                            "detail".into(),
                            m.id.clone(),
                        ],
                        format!("table `{}` does not exist", d.table),
                    ));
                }
            }
            if let Some(tc) = &m.time_column {
                if !qualified_exists(tc) {
                    out.push((
                        vec![
                            "metrics".into(),
                            i.to_string(),
                            "time_column".into(),
                            m.id.clone(),
                        ],
                        format!("`{tc}` is not an existing table.column"),
                    ));
                }
            }
        }
        for (i, f) in self.default_filters.iter().enumerate() {
            if !column_exists(&f.table, &f.column) {
                out.push((
                    vec!["default_filters".into(), i.to_string(), f.column.clone()],
                    format!("column `{}.{}` does not exist", f.table, f.column),
                ));
            }
        }
        out
    }

    /// The semantic layer file conventionally kept beside a database file
    /// (`x.duckdb` → `x.semantic.yaml`).
    pub fn path_beside(database: &Path) -> PathBuf {
        database.with_extension("semantic.yaml")
    }

    /// What the layer says of a table, under its qualified or its plain
    /// name.
    pub fn table_spec(&self, table: &chatdb_core::Table) -> Option<&TableSpec> {
        self.tables
            .get(&table.qualified_name())
            .or_else(|| self.tables.get(&table.name))
    }

    /// A metric by id.
    pub fn metric(&self, id: &str) -> Option<&Metric> {
        self.metrics.iter().find(|m| m.id == id)
    }

    /// The children of a metric in the tree, in file order.
    pub fn children(&self, id: &str) -> Vec<&Metric> {
        self.metrics
            .iter()
            .filter(|m| m.parent.as_deref() == Some(id))
            .collect()
    }
}

/// The line where the last locatable part of a field path appears: each part
/// is searched for after the line of the part before it, so nested keys
/// resolve under their parents. Numeric parts (list indexes) are skipped.
fn locate(text: &str, path: &[String]) -> usize {
    let lines: Vec<&str> = text.lines().collect();
    let mut from = 0;
    let mut found = 0;
    for part in path.iter().filter(|p| p.parse::<usize>().is_err()) {
        if let Some(i) = (from..lines.len()).find(|&i| contains_word(lines[i], part)) {
            found = i + 1;
            from = i;
        }
    }
    found
}

fn contains_word(line: &str, word: &str) -> bool {
    let code = line.split(" #").next().unwrap_or(line);
    code.match_indices(word).any(|(i, _)| {
        let before = code[..i].chars().next_back();
        let after = code[i + word.len()..].chars().next();
        let boundary = |c: Option<char>| c.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        boundary(before) && boundary(after)
    })
}

#[cfg(test)]
mod aggregate_tests {
    use super::{adds_up, leading_aggregate};

    #[test]
    fn the_aggregate_an_expression_opens_with() {
        assert_eq!(
            leading_aggregate(" sum(orders.amount)").as_deref(),
            Some("SUM")
        );
        assert_eq!(
            leading_aggregate("COUNT(DISTINCT c.id)").as_deref(),
            Some("COUNT")
        );
        assert_eq!(leading_aggregate("SUMMARY(x)").as_deref(), Some("SUMMARY"));
        assert_eq!(leading_aggregate("SUM (x)"), None);
        assert_eq!(leading_aggregate("(a + b)"), None);
        assert!(adds_up("SUM(a) / SUM(b)") && adds_up("count(*)"));
        assert!(!adds_up("AVG(x)") && !adds_up("MAX(x)") && !adds_up("x + 1"));
    }
}
