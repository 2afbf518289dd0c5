//! The workflow as a dbt project (`--out DIR`): models by layer reading
//! their sources through `{{ source() }}` and each other through
//! `{{ ref() }}`, `sources.yml` (with the semantic layer's data-quality
//! rules of the source columns as tests), `schema.yml` with the targets'
//! tests (their grain unique and not null; a star schema's fact keys
//! related to their dimensions), a singular test for a
//! multi-column grain, `profiles.yml` for the source's dbt adapter (no
//! password in it), and the plan as
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
    let sources = intent.all_sources();
    for m in models {
        let body = templated(&m.select, dialect, &sources, &model_names)
            .unwrap_or_else(|| m.select.clone());
        let mode = intent
            .targets()
            .find(|t| t.name == m.name)
            .map_or(&intent.target.write_mode, |t| &t.write_mode);
        put(
            PathBuf::from("models")
                .join(&m.layer)
                .join(format!("{}.sql", m.name)),
            format!(
                "{}\n\n{body}\n",
                if m.is_ephemeral() {
                    "{{ config(materialized='ephemeral') }}".to_string()
                } else {
                    config(mode)
                }
            ),
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

/// `profiles.yml` for the source, in the adapter dbt uses for it:
/// dbt-duckdb, dbt-postgres, dbt-mysql or dbt-sqlite. A password is never
/// written: the profile reads it from `CHATDB_DBT_PASSWORD` (dbt's
/// `env_var`), so the project can be committed. `None` for an in-memory
/// DuckDB or a URL that does not parse.
fn profile(source: &DataSource) -> Option<String> {
    let output = match source {
        DataSource::DuckDb { path: Some(path) } => {
            json!({"type": "duckdb", "path": absolute(path), "threads": 1})
        }
        DataSource::DuckDb { path: None } => return None,
        DataSource::Sqlite { path } => {
            let file = absolute(path);
            let dir = std::path::Path::new(&file)
                .parent()
                .map(|d| d.display().to_string())
                .unwrap_or_else(|| ".".into());
            json!({
                "type": "sqlite",
                "threads": 1,
                "database": "main",
                "schema": "main",
                "schemas_and_paths": {"main": file},
                "schema_directory": dir,
            })
        }
        DataSource::Postgres { url } => {
            let u = url::Url::parse(url).ok()?;
            json!({
                "type": "postgres",
                "host": u.host_str().unwrap_or("localhost"),
                "port": u.port().unwrap_or(5432),
                "user": user_of(&u),
                "password": PASSWORD_FROM_ENV,
                "dbname": database_of(&u)?,
                "schema": "public",
                "threads": 1,
            })
        }
        DataSource::MySql { url } => {
            let u = url::Url::parse(url).ok()?;
            json!({
                "type": "mysql",
                "server": u.host_str().unwrap_or("localhost"),
                "port": u.port().unwrap_or(3306),
                "username": user_of(&u),
                "password": PASSWORD_FROM_ENV,
                "schema": database_of(&u)?,
                "threads": 1,
            })
        }
    };
    Some(yaml(
        &json!({"chatdb": {"target": "dev", "outputs": {"dev": output}}}),
    ))
}

/// Where the profile reads the database password from (never the URL's).
const PASSWORD_FROM_ENV: &str = "{{ env_var('CHATDB_DBT_PASSWORD', '') }}";

fn absolute(path: &Path) -> String {
    std::fs::canonicalize(path)
        .unwrap_or_else(|_| path.to_path_buf())
        .display()
        .to_string()
}

fn user_of(u: &url::Url) -> String {
    match u.username() {
        "" => std::env::var("USER").unwrap_or_else(|_| "postgres".into()),
        name => name.to_string(),
    }
}

/// The database a server URL names (its path), if any.
fn database_of(u: &url::Url) -> Option<String> {
    let db = u.path().trim_start_matches('/');
    (!db.is_empty()).then(|| db.to_string())
}

/// The select with source tables as `{{ source() }}` and models as
/// `{{ ref() }}`.
fn templated(
    select: &str,
    dialect: Dialect,
    sources: &[String],
    models: &[String],
) -> Option<String> {
    let mut statement = chatdb_guard::parse::first_statement(select, dialect)?;
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
        .all_sources()
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
    // Where the source tables are: the schema a server's default search
    // finds them in, the database for MySQL (its schemas are databases).
    match source {
        DataSource::DuckDb { .. } | DataSource::Sqlite { .. } => src["schema"] = json!("main"),
        DataSource::Postgres { .. } => src["schema"] = json!("public"),
        DataSource::MySql { url } => {
            if let Some(db) = url::Url::parse(url).ok().as_ref().and_then(database_of) {
                src["schema"] = json!(db);
            }
        }
    }
    yaml(&json!({"version": 2, "sources": [src]}))
}

/// A data-quality rule as one of dbt's generic tests, where dbt has one
/// (its arguments under `arguments`, as dbt 1.10 reads them).
fn dbt_test(rule: &ColumnRule) -> Option<serde_json::Value> {
    match rule {
        ColumnRule::NotNull => Some(json!("not_null")),
        ColumnRule::Unique => Some(json!("unique")),
        ColumnRule::AcceptedValues(values) => {
            Some(json!({"accepted_values": {"arguments": {"values": values}}}))
        }
        _ => None,
    }
}

/// `schema.yml`: every model described; every target's key tested
/// (unique and not null), and a star schema's fact columns tested for a
/// row in their dimension (dbt's `relationships`).
fn schema_yml(intent: &UserIntent, plan: &ArchitecturePlan) -> String {
    let key_columns = |t: &crate::intent::DataTarget| -> Vec<serde_json::Value> {
        let keys = &t.keys;
        keys.iter()
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
            .collect()
    };
    let models: Vec<serde_json::Value> = plan
        .models
        .iter()
        .map(|m| {
            let Some(t) = intent.targets().find(|t| t.name == m.name) else {
                // A model the targets read: described only.
                return json!({"name": m.name, "description": m.purpose});
            };
            let mut columns = key_columns(t);
            let references = intent.references().filter(|_| t.name == intent.target.name);
            for (c, d) in references {
                let test = json!({"relationships": {"arguments": {
                    "to": format!("ref('{}')", d.target.name),
                    "field": d.key,
                }}});
                match columns.iter_mut().find(|col| col["name"] == json!(c)) {
                    Some(col) => {
                        if let Some(tests) = col["data_tests"].as_array_mut() {
                            tests.push(test);
                        }
                    }
                    None => columns.push(json!({"name": c, "data_tests": [test]})),
                }
            }
            json!({"name": m.name, "description": m.purpose, "columns": columns})
        })
        .collect();
    yaml(&json!({"version": 2, "models": models}))
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
        "## Plan\n\n- pattern: {}\n- layers: {}\n- target: `{}`{} — grain: {}; write mode: {}\n- sources: {}\n",
        plan.pattern,
        plan.layers.join(" → "),
        t.name,
        t.label.as_ref().map(|l| format!(" ({l})")).unwrap_or_default(),
        if t.grain.is_empty() { "one row per source row".to_string() } else { t.grain.join(", ") },
        t.write_mode.name(),
        intent.data_sources.join(", ")
    ));
    if !intent.dimensions.is_empty() {
        s.push_str("- dimensions: ");
        let dims: Vec<String> = intent
            .dimensions
            .iter()
            .map(|d| {
                format!(
                    "`{}` (from {}, key {}; the fact's {})",
                    d.target.name,
                    d.table,
                    d.key,
                    d.fact_columns.join(", ")
                )
            })
            .collect();
        s.push_str(&dims.join("; "));
        s.push('\n');
    }
    s.push_str("\n## Models\n\n");
    for m in models {
        let inlined = if m.is_ephemeral() {
            let readers: Vec<&str> = models
                .iter()
                .filter(|r| r.depends_on.contains(&m.name))
                .map(|r| r.name.as_str())
                .collect();
            format!(", ephemeral: inlined into {}", readers.join(", "))
        } else {
            String::new()
        };
        s.push_str(&format!(
            "- `{}` ({}{inlined}): models/{}/{}.sql\n",
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

    fn output(source: &DataSource) -> serde_yaml::Value {
        let text = profile(source).expect("a profile");
        let doc: serde_yaml::Value = serde_yaml::from_str(&text).expect("valid YAML");
        doc["chatdb"]["outputs"]["dev"].clone()
    }

    #[test]
    fn every_source_gets_its_adapters_profile_without_its_password() {
        let pg = DataSource::Postgres {
            url: "postgres://analyst:s3cret@db.internal:6543/sales".into(),
        };
        let text = profile(&pg).expect("a profile");
        assert!(!text.contains("s3cret"), "{text}");
        let dev = output(&pg);
        assert_eq!(dev["type"], "postgres");
        assert_eq!(dev["host"], "db.internal");
        assert_eq!(dev["port"], 6543);
        assert_eq!(dev["user"], "analyst");
        assert_eq!(dev["dbname"], "sales");
        assert_eq!(dev["password"], PASSWORD_FROM_ENV);

        let my = DataSource::MySql {
            url: "mysql://root:pw@127.0.0.1/test".into(),
        };
        let dev = output(&my);
        assert_eq!(dev["type"], "mysql");
        assert_eq!(dev["server"], "127.0.0.1");
        assert_eq!(dev["port"], 3306);
        assert_eq!(dev["schema"], "test");
        assert!(!profile(&my).unwrap_or_default().contains(":pw"));

        let file = tempfile::NamedTempFile::new().expect("temp file");
        let lite = DataSource::Sqlite {
            path: file.path().to_path_buf(),
        };
        let dev = output(&lite);
        assert_eq!(dev["type"], "sqlite");
        assert_eq!(dev["schemas_and_paths"]["main"], absolute(file.path()));

        // A server URL without a database names nothing to build in.
        let nodb = DataSource::Postgres {
            url: "postgres://analyst@db.internal".into(),
        };
        assert!(profile(&nodb).is_none());
        assert!(profile(&DataSource::DuckDb { path: None }).is_none());
    }
}
