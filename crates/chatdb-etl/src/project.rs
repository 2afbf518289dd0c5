//! The workflow as a dbt project (`--out DIR`): models by layer reading
//! their sources through `{{ source() }}` and each other through
//! `{{ ref() }}`, `sources.yml` (with the semantic layer's data-quality
//! rules of the source columns as tests), `schema.yml` with the target's
//! tests (its grain unique and not null), a singular test for a
//! multi-column grain, `profiles.yml` for a DuckDB source, and the plan as
//! README — a project `dbt build` runs as it is.

use crate::developer::ModelSql;
use crate::intent::UserIntent;
use crate::plan::ArchitecturePlan;
use crate::request::WriteMode;
use chatdb_connect::DataSource;
use chatdb_core::Dialect;
use chatdb_knowledge::semantic::ColumnRule;
use chatdb_knowledge::SemanticLayer;
use serde_json::json;
use std::path::{Path, PathBuf};

/// The dbt source name the project gives the data source's tables.
pub const SOURCE_NAME: &str = "warehouse";

/// Writes the project under `dir`; returns the files written, relative.
pub fn write(
    dir: &Path,
    intent: &UserIntent,
    plan: &ArchitecturePlan,
    models: &[ModelSql],
    source: &DataSource,
    semantic: Option<&SemanticLayer>,
    dialect: Dialect,
) -> std::io::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = Vec::new();
    let mut put = |rel: PathBuf, text: String| -> std::io::Result<()> {
        let path = dir.join(&rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(path, text)?;
        files.push(rel);
        Ok(())
    };
    let project = project_name(&intent.target.name);
    put(
        "dbt_project.yml".into(),
        format!(
            "name: {project}\nversion: \"1.0.0\"\nprofile: chatdb\nmodel-paths: [\"models\"]\ntest-paths: [\"tests\"]\nmodels:\n  {project}:\n    +materialized: table\n"
        ),
    )?;
    if let Some(profile) = profile(source) {
        put("profiles.yml".into(), profile)?;
    }
    put(
        "models/sources.yml".into(),
        sources_yml(intent, semantic, source),
    )?;
    let model_names: Vec<String> = models.iter().map(|m| m.name.clone()).collect();
    for m in models {
        let body = templated(&m.select, dialect, &intent.data_sources, &model_names)
            .unwrap_or_else(|| m.select.clone());
        put(
            PathBuf::from("models")
                .join(&m.layer)
                .join(format!("{}.sql", m.name)),
            format!("{}\n\n{body}\n", config(&intent.target.write_mode)),
        )?;
    }
    put("models/schema.yml".into(), schema_yml(intent, plan))?;
    let grain = &intent.target.keys;
    if grain.len() > 1 {
        let cols = grain.join(", ");
        put(
            PathBuf::from("tests").join(format!("assert_{}_grain_unique.sql", intent.target.name)),
            format!(
                "-- One row per ({cols}) in {t}.\nselect {cols}, count(*) as n\nfrom {{{{ ref('{t}') }}}}\ngroup by {cols}\nhaving count(*) > 1\n",
                t = intent.target.name
            ),
        )?;
    }
    put("README.md".into(), readme(intent, plan, models))?;
    Ok(files)
}

/// The dbt `config()` for a write mode: overwrite is a table; append an
/// incremental model without key; incremental and merge are incremental
/// models whose `delete+insert` strategy replaces the rows matching the
/// loaded periods or keys — what the workflow's own statements do.
fn config(mode: &WriteMode) -> String {
    let keys = |cols: &[String]| {
        cols.iter()
            .map(|c| format!("'{}'", c.replace('\'', "")))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let keyed = |cols: &[String]| {
        format!(
            "{{{{ config(materialized='incremental', incremental_strategy='delete+insert', unique_key=[{}]) }}}}",
            keys(cols)
        )
    };
    match mode {
        WriteMode::Overwrite => "{{ config(materialized='table') }}".to_string(),
        WriteMode::Append => "{{ config(materialized='incremental') }}".to_string(),
        WriteMode::Incremental { column: Some(c) } => keyed(std::slice::from_ref(c)),
        WriteMode::Merge { key } if !key.is_empty() => keyed(key),
        // No column to replace by: rebuilt whole, as the workflow does.
        _ => "{{ config(materialized='table') }}".to_string(),
    }
}

fn project_name(target: &str) -> String {
    let base: String = target
        .rsplit('.')
        .next()
        .unwrap_or(target)
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    format!("chatdb_{base}")
}

/// `profiles.yml` for a DuckDB file source (the others need credentials
/// the user supplies).
fn profile(source: &DataSource) -> Option<String> {
    let DataSource::DuckDb { path: Some(path) } = source else {
        return None;
    };
    let abs = std::fs::canonicalize(path).unwrap_or_else(|_| path.clone());
    Some(format!(
        "chatdb:\n  target: dev\n  outputs:\n    dev:\n      type: duckdb\n      path: {}\n      threads: 1\n",
        json!(abs.display().to_string())
    ))
}

/// The select with source tables as `{{ source() }}` and models as
/// `{{ ref() }}`.
fn templated(
    select: &str,
    dialect: Dialect,
    sources: &[String],
    models: &[String],
) -> Option<String> {
    let mut statement = chatdb_guard::parse::parse(select, dialect)
        .ok()?
        .into_iter()
        .next()?;
    let mut replacements: Vec<(String, String)> = Vec::new();
    let _ = sqlparser::ast::visit_relations_mut(&mut statement, |name| {
        let parts = chatdb_guard::scope::name_parts(name);
        let joined = parts.join(".").to_lowercase();
        let last = parts.last().map(|p| p.to_lowercase()).unwrap_or_default();
        let jinja = if models.iter().any(|m| m.to_lowercase() == joined) {
            Some(format!("{{{{ ref('{joined}') }}}}"))
        } else if sources.iter().any(|s| *s == joined || *s == last) {
            Some(format!("{{{{ source('{SOURCE_NAME}', '{last}') }}}}"))
        } else {
            None
        };
        if let Some(j) = jinja {
            let marker = format!("chatdb_relation_{}", replacements.len());
            replacements.push((marker.clone(), j));
            *name = sqlparser::ast::ObjectName::from(vec![sqlparser::ast::Ident::new(marker)]);
        }
        std::ops::ControlFlow::<()>::Continue(())
    });
    let mut text = chatdb_guard::rewrite::pretty(&statement);
    // Longest markers first, so `_1` doesn't eat into `_10`.
    for (marker, jinja) in replacements.iter().rev() {
        text = text.replace(marker.as_str(), jinja);
    }
    Some(text)
}

fn sources_yml(
    intent: &UserIntent,
    semantic: Option<&SemanticLayer>,
    source: &DataSource,
) -> String {
    let tables: Vec<serde_json::Value> = intent
        .data_sources
        .iter()
        .map(|t| {
            let name = t.rsplit('.').next().unwrap_or(t);
            let columns: Vec<serde_json::Value> = semantic
                .and_then(|l| l.tables.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)))
                .map(|(_, spec)| {
                    spec.columns
                        .iter()
                        .filter_map(|(c, cs)| {
                            let tests: Vec<serde_json::Value> =
                                cs.quality.iter().filter_map(dbt_test).collect();
                            (!tests.is_empty()).then(|| json!({"name": c, "data_tests": tests}))
                        })
                        .collect()
                })
                .unwrap_or_default();
            if columns.is_empty() {
                json!({"name": name})
            } else {
                json!({"name": name, "columns": columns})
            }
        })
        .collect();
    let mut src = json!({"name": SOURCE_NAME, "tables": tables});
    if matches!(source, DataSource::DuckDb { .. }) {
        src["schema"] = json!("main");
    }
    yaml(&json!({"version": 2, "sources": [src]}))
}

/// A data-quality rule as one of dbt's generic tests, where dbt has one.
fn dbt_test(rule: &ColumnRule) -> Option<serde_json::Value> {
    match rule {
        ColumnRule::NotNull => Some(json!("not_null")),
        ColumnRule::Unique => Some(json!("unique")),
        ColumnRule::AcceptedValues(values) => Some(json!({"accepted_values": {"values": values}})),
        _ => None,
    }
}

fn schema_yml(intent: &UserIntent, plan: &ArchitecturePlan) -> String {
    let t = &intent.target;
    let keys = &t.keys;
    let columns: Vec<serde_json::Value> = keys
        .iter()
        .map(|k| {
            let mut tests = Vec::new();
            if !t.nullable_keys.contains(k) {
                tests.push(json!("not_null"));
            }
            if keys.len() == 1 {
                tests.push(json!("unique"));
            }
            json!({"name": k, "data_tests": tests})
        })
        .collect();
    let description = plan
        .models
        .first()
        .map(|m| m.purpose.clone())
        .unwrap_or_else(|| intent.summary.clone());
    yaml(
        &json!({"version": 2, "models": [{"name": t.name, "description": description, "columns": columns}]}),
    )
}

fn yaml(v: &serde_json::Value) -> String {
    serde_yaml::to_string(v).unwrap_or_default()
}

fn readme(intent: &UserIntent, plan: &ArchitecturePlan, models: &[ModelSql]) -> String {
    let t = &intent.target;
    let mut s = format!(
        "# {}\n\nGenerated by `chatdb etl` from the request:\n\n> {}\n\n",
        t.name, intent.summary
    );
    s.push_str(&format!(
        "## Plan\n\n- pattern: {:?}\n- layers: {}\n- target: `{}`{} — grain: {}; write mode: {}\n- sources: {}\n",
        plan.pattern,
        plan.layers.join(" → "),
        t.name,
        t.label.as_ref().map(|l| format!(" ({l})")).unwrap_or_default(),
        if t.grain.is_empty() { "one row per source row".to_string() } else { t.grain.join(", ") },
        t.write_mode.name(),
        intent.data_sources.join(", ")
    ));
    s.push_str("\n## Models\n\n");
    for m in models {
        s.push_str(&format!(
            "- `{}` ({}): models/{}/{}.sql\n",
            m.name, m.layer, m.layer, m.name
        ));
    }
    if !plan.risks.is_empty() {
        s.push_str("\n## Risks\n\n");
        for r in &plan.risks {
            s.push_str(&format!("- {r}\n"));
        }
    }
    s.push_str("\n## Run\n\n```\ndbt build --profiles-dir .\n```\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn write_modes_become_dbt_materializations() {
        assert_eq!(
            config(&WriteMode::Overwrite),
            "{{ config(materialized='table') }}"
        );
        assert_eq!(
            config(&WriteMode::Append),
            "{{ config(materialized='incremental') }}"
        );
        assert_eq!(
            config(&WriteMode::Merge { key: vec!["month".into(), "region_name".into()] }),
            "{{ config(materialized='incremental', incremental_strategy='delete+insert', unique_key=['month', 'region_name']) }}"
        );
        assert_eq!(
            config(&WriteMode::Incremental { column: Some("order_date".into()) }),
            "{{ config(materialized='incremental', incremental_strategy='delete+insert', unique_key=['order_date']) }}"
        );
        assert_eq!(
            config(&WriteMode::Incremental { column: None }),
            "{{ config(materialized='table') }}"
        );
    }
}
