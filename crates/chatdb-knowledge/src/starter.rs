//! A starter semantic layer written from introspection and profiling, for a
//! person to edit (`chatdb init`).

use crate::semantic::{ColumnSpec, SemanticLayer, TableSpec};
use crate::text::split_identifier;
use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType, Schema, Value};

/// Categorical columns with at most this many distinct values get their
/// values listed, ready for labels.
const MAX_LISTED_VALUES: u64 = 12;

/// The starter layer: names split into words as synonyms, comments carried
/// over as descriptions, small value sets listed for labelling.
pub fn starter(schema: &Schema, profiles: &[TableProfile]) -> SemanticLayer {
    let mut layer = SemanticLayer {
        version: Some(1),
        ..SemanticLayer::default()
    };
    for t in &schema.tables {
        let profile = profiles.iter().find(|p| p.table == t.qualified_name());
        let mut spec = TableSpec {
            display_name: Some(humanize(&t.name)),
            description: t.comment.clone(),
            synonyms: synonyms(&t.name),
            ..TableSpec::default()
        };
        if let Some(c) = t.columns.iter().find(|c| c.logical_type.is_temporal()) {
            spec.time_column = Some(c.name.clone());
        }
        for c in &t.columns {
            let mut cs = ColumnSpec {
                description: c.comment.clone(),
                synonyms: synonyms(&c.name),
                ..ColumnSpec::default()
            };
            if let Some(p) = profile.and_then(|p| p.column(&c.name)) {
                if c.logical_type == LogicalType::Text
                    && p.distinct_count > 0
                    && p.distinct_count <= MAX_LISTED_VALUES
                {
                    for (v, _) in &p.top_values {
                        if let Value::Text(s) = v {
                            cs.values.insert(s.clone(), s.clone());
                        }
                    }
                }
            }
            spec.columns.insert(c.name.clone(), cs);
        }
        layer.tables.insert(t.qualified_name(), spec);
    }
    layer
}

fn humanize(name: &str) -> String {
    split_identifier(name).join(" ")
}

fn synonyms(name: &str) -> Vec<String> {
    let h = humanize(name);
    if h == name.to_lowercase() {
        Vec::new()
    } else {
        vec![h]
    }
}

/// The starter layer as commented YAML.
pub fn to_yaml(layer: &SemanticLayer, source: &str) -> Result<String, serde_yaml::Error> {
    let body = serde_yaml::to_string(layer)?;
    Ok(format!(
        "# Semantic layer for {source}, written by `chatdb init`.\n\
         # Edit freely: add synonyms people use, value labels (`values: {{code: label}}`),\n\
         # metrics (id, name, synonyms, expression, filters), dimensions and join hints.\n{body}"
    ))
}
