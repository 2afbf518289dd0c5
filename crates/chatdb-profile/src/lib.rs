//! Column profiles and the per-source catalog that stores them.
//!
//! The profiler reads a data source through its read-only connector and
//! records, per column: distinct count (approximate where the database
//! offers a sketch), null fraction, min/max, the most frequent values and a
//! few samples. The linker and the rule engine use these to find values
//! mentioned in questions; prompts use them as examples.
//!
//! Invariant: a stored catalog is only reused while the source's schema
//! fingerprint is unchanged and the current profiler wrote it; any
//! structural change, or a catalog from an older profiler, re-profiles.

pub mod catalog;
pub mod profiler;

pub use catalog::{CatalogStore, PROFILER_VERSION};
pub use chatdb_core::profile::{Catalog, ColumnProfile, TableProfile};
pub use profiler::{profile, ProfileOptions, ProfileProgress};

/// What can go wrong profiling or storing a catalog.
#[derive(Debug, thiserror::Error)]
pub enum ProfileError {
    #[error(transparent)]
    Connect(#[from] chatdb_connect::ConnectError),
    #[error("a profiling query was refused by the guard: {0}")]
    Guard(#[from] chatdb_guard::GuardError),
    #[error("cannot {action} catalog file {path}: {cause}")]
    Store {
        action: &'static str,
        path: String,
        cause: String,
    },
}
