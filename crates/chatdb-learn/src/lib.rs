//! Learning from feedback (seed 000 §6): what ChatDB keeps when people
//! approve or correct an answer, and how it uses it. Pure logic — the
//! store (`chatdb-flow`) keeps the cases and the pipeline asks it.
//!
//! - `signature`: what a question asks, as the rule engine understood it —
//!   the structured intent with its literal values masked, plus the words
//!   it could not place. Two questions with one signature are the same
//!   request (a paraphrase, or the same template with other values); a
//!   near-duplicate that needs other SQL (highest vs lowest, count vs
//!   average, another column, a value not in the data) reads differently.
//! - `substitute`: the new question's values put into a case's SQL, on the
//!   parsed statement.
//! - `paraphrase`: another wording of a case's request, taken only when
//!   nothing in the two readings tells them apart.
//! - `sql_cues`: what a case's SQL does, in the cue words a question says
//!   it with — what another wording's differing cues are checked against.
//! - `case`: a stored question → SQL pair with its origin and votes; trust
//!   is the Beta posterior of its votes.
//! - `failure`: what went wrong with an answer (wrong table, column, join,
//!   filter, aggregation, ordering …), from an AST diff of the wrong and the
//!   corrected SQL, or from how a run failed.
//! - `import`: question + SQL pairs people already have (JSONL, CSV,
//!   Spider-layout dev.json), with the line of any error.
//! - `similar`: cases ranked by word overlap, for a model's few-shot
//!   examples.

pub mod case;
pub mod failure;
pub mod import;
pub mod paraphrase;
pub mod signature;
pub mod similar;
pub mod sql_cues;
pub mod substitute;

pub use case::{Case, Origin};
pub use failure::{analyze, Failure, FailureKind};
pub use signature::{signature, Signature};
pub use substitute::{substitute, SubstituteError};
