//! The Architect's output (seed 000's `ArchitecturePlan`): the pattern,
//! the layers and the models with their dependencies, and the risks seen.

use serde::{Deserialize, Serialize};

/// The shape of a workflow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pattern {
    /// Sources → one target.
    SimpleEtl,
    /// Sources joined into one row-level wide table.
    WideTable,
    /// Facts and dimensions.
    StarSchema,
}

/// One model the workflow builds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlannedModel {
    pub name: String,
    /// `ods`, `dwd`, `dws`, `ads` (or `staging`, `intermediate`, `mart`).
    pub layer: String,
    /// `table` or `view`.
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
