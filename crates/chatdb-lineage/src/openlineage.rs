//! OpenLineage export: one `COMPLETE` run event per model, its inputs, its
//! output with the schema and column-lineage dataset facets — the events
//! Airflow's and dbt's integrations emit, so a lineage backend (Marquez,
//! DataHub …) can take ChatDB's lineage as it takes theirs.

use crate::analysis::{relation_key, Analysis};
use crate::column::InfluenceKind;
use crate::workflow::Workflow;
use serde_json::{json, Map, Value};

/// Who produced the events, as OpenLineage asks (a URI).
pub const PRODUCER: &str = "https://github.com/chatdb/chatdb";
const EVENT_SCHEMA: &str = "https://openlineage.io/spec/2-0-2/OpenLineage.json#/$defs/RunEvent";
const SCHEMA_FACET: &str =
    "https://openlineage.io/spec/facets/1-2-0/SchemaDatasetFacet.json#/$defs/SchemaDatasetFacet";
const COLUMN_FACET: &str = "https://openlineage.io/spec/facets/1-2-0/ColumnLineageDatasetFacet.json#/$defs/ColumnLineageDatasetFacet";

/// The run events of a workflow, in dependency order. `namespace` names
/// the data source (e.g. `duckdb://warehouse`); `job_namespace` the
/// workflow.
pub fn events(
    workflow: &Workflow,
    analysis: &Analysis,
    namespace: &str,
    job_namespace: &str,
) -> Vec<Value> {
    let time = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    analysis
        .order
        .iter()
        .map(|&i| {
            let model = &workflow.models[i];
            let a = &analysis.models[i];
            let dataset = |name: &str| json!({"namespace": namespace, "name": relation_key(name)});
            let inputs: Vec<Value> = a.sources.iter().chain(a.depends_on.iter()).map(|t| dataset(t)).collect();
            let mut fields = Map::new();
            for c in &a.columns {
                let input_fields: Vec<Value> = c
                    .origins
                    .iter()
                    .filter(|o| o.column.column != "*")
                    .map(|o| {
                        json!({
                            "namespace": namespace,
                            "name": relation_key(&o.column.table),
                            "field": o.column.column,
                            "transformations": [{
                                "type": "DIRECT",
                                "subtype": o.transform.openlineage_subtype(),
                                "masking": o.functions.iter().any(|f| is_masking(f)),
                            }],
                        })
                    })
                    .collect();
                fields.insert(c.name.clone(), json!({"inputFields": input_fields}));
            }
            let indirect: Vec<Value> = a
                .influences()
                .map(|i| {
                    json!({
                        "namespace": namespace,
                        "name": relation_key(&i.column.table),
                        "field": i.column.column,
                        "transformations": [{"type": "INDIRECT", "subtype": subtype(i.kind)}],
                    })
                })
                .collect();
            let schema_fields: Vec<Value> = analysis
                .catalog
                .table(&model.name)
                .map(|t| {
                    t.columns
                        .iter()
                        .map(|c| json!({"name": c.name, "type": format!("{:?}", c.logical_type).to_lowercase()}))
                        .collect()
                })
                .unwrap_or_default();
            json!({
                "eventType": "COMPLETE",
                "eventTime": time,
                "producer": PRODUCER,
                "schemaURL": EVENT_SCHEMA,
                "run": {"runId": uuid::Uuid::new_v4().to_string()},
                "job": {"namespace": job_namespace, "name": model.name},
                "inputs": inputs,
                "outputs": [{
                    "namespace": namespace,
                    "name": relation_key(&model.name),
                    "facets": {
                        "schema": {"_producer": PRODUCER, "_schemaURL": SCHEMA_FACET, "fields": schema_fields},
                        "columnLineage": {
                            "_producer": PRODUCER,
                            "_schemaURL": COLUMN_FACET,
                            "fields": fields,
                            "dataset": indirect,
                        },
                    },
                }],
            })
        })
        .collect()
}

fn subtype(kind: InfluenceKind) -> &'static str {
    kind.openlineage_subtype()
}

/// Functions that hide a value (hashes, masks): a column computed through
/// one of them no longer carries the original data.
pub fn is_masking(function: &str) -> bool {
    let f = function.to_ascii_lowercase();
    [
        "md5", "sha1", "sha2", "sha256", "sha512", "hash", "mask", "redact", "crc32", "xxhash",
        "digest", "encrypt",
    ]
    .iter()
    .any(|m| f.contains(m))
}
