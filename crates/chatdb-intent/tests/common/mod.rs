//! What the builder's tests share: a build context over a schema with no
//! profiles and no semantic layer.

use chatdb_core::Schema;
use chatdb_intent::BuildContext;
use chatdb_knowledge::graph::JoinGraph;

/// The context to build over `schema` joined along `graph`.
pub fn context<'a>(schema: &'a Schema, graph: &'a JoinGraph) -> BuildContext<'a> {
    BuildContext {
        schema,
        profiles: &[],
        semantic: None,
        graph,
        dialect: schema.dialect,
    }
}
