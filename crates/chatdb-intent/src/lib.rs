//! The plan: what a question or an ETL step asks for, as a structured
//! intent, and the SQL builder that compiles it.
//!
//! - `intent`: the IR — measures, groups, filters, time range and grain,
//!   ordering, set operations, comparisons and calculations — in terms of
//!   the schema's tables and columns, never of SQL text;
//! - `derived`: values computed from a row's own columns, carried as
//!   column references;
//! - `build`: intent + schema (+ semantic layer) → one SELECT per dialect,
//!   with every user value bound as a literal node of the AST.
//!
//! The rule engine (`chatdb-engine`), a model's structured output
//! (`chatdb-flow`) and the ETL Developer (`chatdb-etl`) all fill the same
//! intent and compile it here, so what one front end can say, all can; the
//! guard checks the builder's SQL like any other.

pub mod build;
pub mod derived;
pub mod intent;

pub use build::{build, BuildContext, BuildError, BuiltSql};
pub use intent::Intent;
