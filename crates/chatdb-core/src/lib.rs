//! The vocabulary every ChatDB stage shares.
//!
//! Nothing here talks to a database or a model: these are plain data types
//! (the schema model, typed values, result sets, SQL dialects) that the
//! connectors produce and the later stages (link, parse, build, guard,
//! execute, answer) consume. Keeping them in one small crate lets every
//! stage depend on the same definitions without depending on each other.

pub mod column_ref;
pub mod dialect;
pub mod profile;
pub mod request;
pub mod result;
pub mod schema;
pub mod schema_builder;
pub mod types;
pub mod value;

pub use column_ref::ColumnRef;
pub use dialect::Dialect;
pub use request::RequestType;
pub use result::{ResultColumn, ResultSet};
pub use schema::{Column, ForeignKey, Schema, Table, TableKind};
pub use types::LogicalType;
pub use value::Value;
