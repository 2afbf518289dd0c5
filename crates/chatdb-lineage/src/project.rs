//! The YAML beside a workflow's SQL: dbt's `sources.yml` / `schema.yml`
//! (sources, model columns and their tests) and ChatDB's own
//! `workflow.yml` (the targets a workflow must produce, their keys and
//! data-quality rules). dbt's files carry much more than this reads; what
//! is not understood is ignored, as dbt itself would not need it here.

use chatdb_knowledge::semantic::{is_sensitive_tag, ColumnRule, Range};
use serde::{Deserialize, Serialize};
use serde_yaml::Value;
use std::collections::BTreeMap;

/// A target table or view a workflow declares it produces, with the
/// guarantees it promises.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TargetSpec {
    pub name: String,
    #[serde(default)]
    pub description: Option<String>,
    /// Columns that together identify a row of the target.
    #[serde(default)]
    pub unique_key: Vec<String>,
    /// Data-quality rules per column.
    #[serde(default)]
    pub columns: BTreeMap<String, Vec<ColumnRule>>,
    #[serde(default)]
    pub row_count: Option<Range>,
    /// The partition column when the target is loaded partition by partition.
    #[serde(default)]
    pub partition_by: Option<String>,
}

/// `workflow.yml`: what a plain SQL workflow promises.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WorkflowFile {
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub description: Option<String>,
    /// The tables the workflow must produce; writing anything else is a
    /// finding.
    #[serde(default)]
    pub targets: Vec<TargetSpec>,
    /// Tables of the source that the workflow's YAML marks partitioned,
    /// by table → partition column.
    #[serde(default)]
    pub partitioned: BTreeMap<String, String>,
    /// Tables considered large (joining two of them without a filter is a
    /// finding), when row counts are not read from the database.
    #[serde(default)]
    pub large_tables: Vec<String>,
    /// Extra sensitive columns, `table.column`.
    #[serde(default)]
    pub sensitive: Vec<String>,
}

/// What dbt YAML files declare.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DbtYaml {
    /// (source, table) → relation name (`schema.identifier` or `identifier`).
    pub sources: BTreeMap<(String, String), String>,
    /// Models with their column tests, by model name.
    pub models: BTreeMap<String, TargetSpec>,
    /// `table.column` of columns the YAML marks personal data: `meta`
    /// `pii`/`contains_pii`/`sensitive: true`, a `pii`/`sensitive` tag, or
    /// BigQuery `policy_tags`.
    pub sensitive: Vec<String>,
}

impl DbtYaml {
    /// Adds what one YAML file declares; returns problems as messages.
    pub fn add(&mut self, text: &str) -> Result<(), String> {
        let doc: Value = serde_yaml::from_str(text).map_err(|e| e.to_string())?;
        for source in seq(&doc, "sources") {
            let Some(sname) = str_of(source, "name") else {
                continue;
            };
            let schema = str_of(source, "schema");
            for table in seq(source, "tables") {
                let Some(tname) = str_of(table, "name") else {
                    continue;
                };
                let ident = str_of(table, "identifier").unwrap_or(tname);
                let relation = match schema {
                    Some(s) => format!("{s}.{ident}"),
                    None => ident.to_string(),
                };
                for column in seq(table, "columns") {
                    if let Some(cname) = str_of(column, "name").filter(|_| marked_sensitive(column))
                    {
                        self.sensitive.push(format!("{relation}.{cname}"));
                    }
                }
                self.sources
                    .insert((sname.to_string(), tname.to_string()), relation);
            }
        }
        for model in seq(&doc, "models") {
            let Some(name) = str_of(model, "name") else {
                continue;
            };
            let spec = self
                .models
                .entry(name.to_string())
                .or_insert_with(|| TargetSpec {
                    name: name.to_string(),
                    ..TargetSpec::default()
                });
            spec.description = str_of(model, "description").map(str::to_string);
            if let Some(k) = model.get("config").and_then(|c| c.get("unique_key")) {
                spec.unique_key = strings(k);
            }
            for column in seq(model, "columns") {
                let Some(cname) = str_of(column, "name") else {
                    continue;
                };
                if marked_sensitive(column) {
                    self.sensitive.push(format!("{name}.{cname}"));
                }
                let rules: Vec<ColumnRule> = seq(column, "tests")
                    .chain(seq(column, "data_tests"))
                    .filter_map(dbt_test)
                    .collect();
                if rules.contains(&ColumnRule::Unique) && spec.unique_key.is_empty() {
                    spec.unique_key = vec![cname.to_string()];
                }
                if !rules.is_empty() {
                    spec.columns
                        .entry(cname.to_string())
                        .or_default()
                        .extend(rules);
                }
            }
        }
        Ok(())
    }
}

/// Whether a dbt column entry marks personal data: `meta: {pii: true}`
/// (or `contains_pii`, `sensitive`, `personal_data`), a tag among
/// [`chatdb_knowledge::semantic::is_sensitive_tag`] (in `tags`, `config.tags` or `meta.tags`), or
/// `policy_tags`.
fn marked_sensitive(column: &Value) -> bool {
    let meta = column.get("meta");
    let flag = ["pii", "contains_pii", "sensitive", "personal_data"]
        .iter()
        .any(|k| meta.and_then(|m| m.get(*k)).is_some_and(truthy));
    let tagged = [
        column.get("tags"),
        column.get("config").and_then(|c| c.get("tags")),
        meta.and_then(|m| m.get("tags")),
    ]
    .into_iter()
    .flatten()
    .any(|t| strings(t).iter().any(|s| is_sensitive_tag(s)));
    let policy = column
        .get("policy_tags")
        .and_then(Value::as_sequence)
        .is_some_and(|p| !p.is_empty());
    flag || tagged || policy
}

fn truthy(v: &Value) -> bool {
    match v {
        Value::Bool(b) => *b,
        Value::String(s) => matches!(s.to_lowercase().as_str(), "true" | "yes" | "y"),
        _ => false,
    }
}

/// One of dbt's generic tests as a data-quality rule.
fn dbt_test(test: &Value) -> Option<ColumnRule> {
    if let Some(name) = test.as_str() {
        return match name {
            "unique" => Some(ColumnRule::Unique),
            "not_null" => Some(ColumnRule::NotNull),
            _ => None,
        };
    }
    let map = test.as_mapping()?;
    let (key, args) = map.iter().next()?;
    let args = args.get("arguments").unwrap_or(args);
    match key.as_str()? {
        "unique" => Some(ColumnRule::Unique),
        "not_null" => Some(ColumnRule::NotNull),
        "accepted_values" => Some(ColumnRule::AcceptedValues(
            args.get("values")?.as_sequence()?.clone(),
        )),
        "relationships" => {
            let to = args.get("to")?.as_str()?;
            let field = args.get("field")?.as_str()?;
            let table = to
                .trim()
                .strip_prefix("ref(")
                .or_else(|| to.trim().strip_prefix("source("))
                .map_or(to, |r| r.trim_end_matches(')'))
                .split(',')
                .next_back()
                .unwrap_or(to)
                .trim()
                .trim_matches(|c| c == '\'' || c == '"');
            Some(ColumnRule::Relationships(format!("{table}.{field}")))
        }
        _ => None,
    }
}

fn seq<'a>(v: &'a Value, key: &str) -> impl Iterator<Item = &'a Value> {
    v.get(key)
        .and_then(Value::as_sequence)
        .into_iter()
        .flatten()
}

fn str_of<'a>(v: &'a Value, key: &str) -> Option<&'a str> {
    v.get(key).and_then(Value::as_str)
}

fn strings(v: &Value) -> Vec<String> {
    match v {
        Value::String(s) => s.split(',').map(|s| s.trim().to_string()).collect(),
        Value::Sequence(items) => items
            .iter()
            .filter_map(|i| i.as_str().map(str::to_string))
            .collect(),
        _ => Vec::new(),
    }
}

/// The default materialization a `dbt_project.yml` sets for its models
/// (`+materialized: table`), if any.
pub fn default_materialization(dbt_project: &str) -> Option<String> {
    let doc: Value = serde_yaml::from_str(dbt_project).ok()?;
    fn find(v: &Value) -> Option<String> {
        let map = v.as_mapping()?;
        for (k, val) in map {
            match k.as_str() {
                Some("+materialized" | "materialized") => return val.as_str().map(str::to_string),
                _ => {
                    if let Some(found) = find(val) {
                        return Some(found);
                    }
                }
            }
        }
        None
    }
    find(doc.get("models")?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dbt_yaml_gives_sources_and_tests() {
        let mut y = DbtYaml::default();
        y.add(
            "version: 2\nsources:\n  - name: shop\n    schema: main\n    tables:\n      - name: orders\n      - name: people\n        identifier: customers\n\
             models:\n  - name: dws_sales\n    columns:\n      - name: month\n        tests: [not_null]\n      - name: sales_id\n        data_tests:\n          - unique\n          - relationships:\n              to: ref('dim_x')\n              field: id\n          - accepted_values:\n              values: ['a', 'b']\n",
        )
        .expect("valid");
        assert_eq!(
            y.sources[&("shop".into(), "people".into())],
            "main.customers"
        );
        let m = &y.models["dws_sales"];
        assert_eq!(m.unique_key, vec!["sales_id"]);
        assert_eq!(m.columns["month"], vec![ColumnRule::NotNull]);
        assert!(m.columns["sales_id"].contains(&ColumnRule::Relationships("dim_x.id".into())));
        assert_eq!(m.columns["sales_id"].len(), 3);
        assert_eq!(
            default_materialization("models:\n  shop:\n    +materialized: table\n").as_deref(),
            Some("table")
        );
    }
}
