//! The Architect's output (seed 000's `ArchitecturePlan`): the pattern,
//! the layers and the models with their dependencies, and the risks seen.

use serde::{Deserialize, Serialize};

/// The shape of a workflow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pattern {
    /// Sources → one target.
    SimpleEtl,
    /// Sources joined into a row-level wide table: the target itself, or
    /// a wide model the target summarises.
    WideTable,
    /// Facts and dimensions.
    StarSchema,
}

impl std::fmt::Display for Pattern {
    /// The name the JSON record and seed 000 use (`wide_table`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Pattern::SimpleEtl => "simple_etl",
            Pattern::WideTable => "wide_table",
            Pattern::StarSchema => "star_schema",
        })
    }
}

/// The materialization of a model that is inlined (as a CTE) into the
/// statements of the models reading it, as dbt's `ephemeral`.
pub const EPHEMERAL: &str = "ephemeral";

/// One model the workflow builds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlannedModel {
    pub name: String,
    /// `ods`, `dwd`, `dws`, `ads` (or `staging`, `intermediate`, `mart`).
    pub layer: String,
    /// `table`, or [`EPHEMERAL`]: inlined into the models that read it,
    /// never written on its own.
    pub materialized: String,
    pub depends_on: Vec<String>,
    /// Source tables it reads.
    pub sources: Vec<String>,
    pub purpose: String,
}

/// How the workflow is built.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ArchitecturePlan {
    pub pattern: Pattern,
    pub layers: Vec<String>,
    pub models: Vec<PlannedModel>,
    pub risks: Vec<String>,
}
