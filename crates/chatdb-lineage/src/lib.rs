//! SQL workflows and their lineage.
//!
//! A **workflow** ([`Workflow`]) is an ordered set of SQL models, each
//! producing one table or view, read from a directory of `.sql` files or a
//! dbt-style project (`ref()` and `source()` resolved, `schema.yml` tests
//! read). Its **analysis** ([`Analysis`]) orders the models by the
//! dependencies their SQL shows, and traces every target column to the
//! source columns it is computed from ([`query::lineage`]) — through CTEs,
//! subqueries, joins, unions, aggregates, CASE, window functions and
//! `SELECT *` expanded against the known schema — with filters, join keys
//! and groupings recorded as influences. [`graph::LineageGraph`] answers
//! upstream/downstream questions; [`openlineage`] exports run events.
//!
//! Invariant: reading never fails on the SQL itself — a statement that
//! doesn't parse, a `ref()` to a missing model or a cycle become
//! [`Problem`]s located by file and line, and the rest is still analysed.

pub mod analysis;
pub mod column;
pub mod graph;
pub mod openlineage;
pub mod project;
pub mod query;
pub mod split;
pub mod statement;
pub mod template;
pub mod workflow;

pub use analysis::{Analysis, ModelAnalysis};
pub use column::{ColumnRef, Influence, InfluenceKind, Origin, OutputColumn, Transform};
pub use graph::{Direction, LineageGraph};
pub use workflow::{
    Materialization, Model, Problem, ProblemKind, SqlStatement, TargetSpec, Workflow,
};

/// A relation name as ChatDB compares it: unquoted SQL names are
/// case-insensitive, so names are compared lower-cased.
pub fn norm(name: &str) -> String {
    name.to_lowercase()
}
