//! The Architect (rule strategy): the plan of the workflow — its pattern,
//! the layer of its target (from the target's prefix, else from what it
//! holds: aggregates are DWS, row-level tables DWD), the models and their
//! dependencies (a summary over joined tables reads a wide model of the
//! join, [`crate::layering`]; a star schema's dimensions are models of
//! their own beside the fact, [`crate::star`]), and the risks to watch.

use crate::intent::{OperationKind, UserIntent};
use crate::layering;
use crate::plan::{ArchitecturePlan, Pattern, PlannedModel, EPHEMERAL};
use crate::request::WriteMode;
use chatdb_core::Schema;
use chatdb_lineage::analysis::relation_key;

/// The warehouse layer a table name's prefix declares, if any.
pub fn layer_of(name: &str) -> Option<&'static str> {
    let base = name.rsplit('.').next().unwrap_or(name).to_lowercase();
    let prefix = base.split('_').next().unwrap_or("");
    Some(match prefix {
        "ods" | "raw" | "src" => "ods",
        "dwd" | "dim" | "fct" | "fact" => "dwd",
        "dws" | "agg" => "dws",
        "ads" | "rpt" | "report" | "app" => "ads",
        "stg" | "staging" => "staging",
        "int" | "intermediate" => "intermediate",
        "mart" => "mart",
        _ => return None,
    })
}

/// Plans the workflow for an intent over `schema`.
pub fn plan(intent: &UserIntent, schema: &Schema) -> ArchitecturePlan {
    let has = |k: OperationKind| intent.operations.iter().any(|o| o.kind == k);
    let aggregated = has(OperationKind::Aggregate);
    let target = &intent.target;
    let layer = layer_of(&target.name)
        .unwrap_or(if aggregated { "dws" } else { "dwd" })
        .to_string();
    let named_apart = matches!(layer.as_str(), "staging" | "intermediate" | "mart");
    let source_layer = if named_apart { "sources" } else { "ods" };
    let star = !intent.dimensions.is_empty();
    let wide = (aggregated && has(OperationKind::Join) && !star)
        .then(|| layering::wide_name(&intent.data_sources, &layer))
        .filter(|name| {
            let key = relation_key(name);
            relation_key(&target.name) != key
                && !schema.tables.iter().any(|t| relation_key(&t.name) == key)
        })
        .filter(|name| layering::split(&intent.select_sql, schema.dialect, name).is_some());
    let pattern = if star {
        Pattern::StarSchema
    } else if has(OperationKind::Join) && (!aggregated || wide.is_some()) {
        Pattern::WideTable
    } else {
        Pattern::SimpleEtl
    };
    let mut risks = Vec::new();
    if target.exists {
        risks.push(match &target.write_mode {
            WriteMode::Overwrite => format!("`{}` exists: its rows are replaced", target.name),
            WriteMode::Append => format!(
                "`{}` exists: rows are appended; re-running the workflow appends them again",
                target.name
            ),
            WriteMode::Incremental { column } => format!(
                "`{}` exists: the periods loaded (by {}) are replaced",
                target.name,
                column.as_deref().unwrap_or("?")
            ),
            WriteMode::Merge { key } => format!(
                "`{}` exists: rows with the keys loaded ({}) are replaced",
                target.name,
                key.join(", ")
            ),
        });
    }
    if has(OperationKind::Join) {
        risks.push(
            "a join can repeat rows of one side (fan-out); the reviewer checks sums over joins"
                .into(),
        );
    }
    if intent.requested_joins.len() > intent.data_sources.len() {
        risks.push(format!(
            "the request joins {}, but what it asks to compute reads only {}: the other table adds nothing (joining it anyway could repeat rows)",
            intent.requested_joins.join(" and "),
            intent.data_sources.join(", ")
        ));
    }
    if target.keys.is_empty() {
        risks.push("no key identifies a row of the target; uniqueness is not tested".into());
    }
    let purpose = target
        .label
        .clone()
        .unwrap_or_else(|| intent.summary.clone());
    let mut layers = vec![source_layer.to_string()];
    let mut models = Vec::new();
    if star {
        let dimension_layer = if named_apart { "mart" } else { "dwd" };
        if dimension_layer != layer {
            layers.push(dimension_layer.to_string());
        }
        for d in &intent.dimensions {
            models.push(PlannedModel {
                name: d.target.name.clone(),
                layer: dimension_layer.to_string(),
                materialized: "table".into(),
                depends_on: Vec::new(),
                sources: vec![d.table.clone()],
                purpose: format!(
                    "dimension: one row per {} of {}, referenced by {}.{}",
                    d.key,
                    d.table,
                    target.name,
                    d.fact_columns.join(", ")
                ),
            });
        }
        risks.push(format!(
            "a fact row whose key has no row in its dimension breaks the star: the relationships tests check {}",
            intent
                .dimensions
                .iter()
                .map(|d| d.target.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    if let Some(name) = wide {
        let wide_layer = if named_apart { "intermediate" } else { "dwd" };
        layers.push(wide_layer.to_string());
        models.push(PlannedModel {
            name: name.clone(),
            layer: wide_layer.to_string(),
            materialized: EPHEMERAL.into(),
            depends_on: Vec::new(),
            sources: intent.data_sources.clone(),
            purpose: format!(
                "{} joined, one row per joined row, with the columns {} reads",
                intent.data_sources.join(", "),
                target.name
            ),
        });
        models.push(PlannedModel {
            name: target.name.clone(),
            layer: layer.clone(),
            materialized: "table".into(),
            depends_on: vec![name],
            sources: Vec::new(),
            purpose,
        });
    } else {
        models.push(PlannedModel {
            name: target.name.clone(),
            layer: layer.clone(),
            materialized: "table".into(),
            depends_on: Vec::new(),
            sources: intent.data_sources.clone(),
            purpose,
        });
    }
    layers.push(layer);
    ArchitecturePlan {
        pattern,
        layers,
        models,
        risks,
    }
}

/// Plans `intent` again after the Developer's repair changed its select
/// part, keeping what a model's review decided of the last plan: the
/// pattern, the target's layer and the model's risks.
pub fn replan(intent: &UserIntent, schema: &Schema, last: &ArchitecturePlan) -> ArchitecturePlan {
    let mut plan = plan(intent, schema);
    let last_layer = last
        .models
        .iter()
        .find(|m| m.name == intent.target.name)
        .map(|m| m.layer.clone());
    if let (Some(layer), Some(m)) = (
        last_layer,
        plan.models
            .iter_mut()
            .find(|m| m.name == intent.target.name),
    ) {
        m.layer = layer.clone();
        if let Some(l) = plan.layers.last_mut() {
            *l = layer;
        }
    }
    plan.risks.extend(
        last.risks
            .iter()
            .filter(|r| r.starts_with("(model)"))
            .cloned(),
    );
    plan
}
