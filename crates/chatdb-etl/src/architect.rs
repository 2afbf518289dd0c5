//! The Architect (rule strategy): the plan of the workflow — its pattern,
//! the layer of its target (from the target's prefix, else from what it
//! holds: aggregates are DWS, row-level tables DWD), the models and their
//! dependencies, and the risks to watch.

use crate::intent::{OperationKind, UserIntent};
use crate::plan::{ArchitecturePlan, Pattern, PlannedModel};
use crate::request::WriteMode;

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

/// Plans the workflow for an intent.
pub fn plan(intent: &UserIntent) -> ArchitecturePlan {
    let has = |k: OperationKind| intent.operations.iter().any(|o| o.kind == k);
    let aggregated = has(OperationKind::Aggregate);
    let pattern = if has(OperationKind::Join) && !aggregated {
        Pattern::WideTable
    } else {
        Pattern::SimpleEtl
    };
    let target = &intent.target;
    let layer = layer_of(&target.name)
        .unwrap_or(if aggregated { "dws" } else { "dwd" })
        .to_string();
    let source_layer = if matches!(layer.as_str(), "staging" | "intermediate" | "mart") {
        "sources"
    } else {
        "ods"
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
    ArchitecturePlan {
        pattern,
        layers: vec![source_layer.to_string(), layer.clone()],
        models: vec![PlannedModel {
            name: target.name.clone(),
            layer,
            materialized: "table".into(),
            depends_on: Vec::new(),
            sources: intent.data_sources.clone(),
            purpose: target
                .label
                .clone()
                .unwrap_or_else(|| intent.summary.clone()),
        }],
        risks,
    }
}
