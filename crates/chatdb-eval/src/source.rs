//! One benchmark database loaded for evaluation: its connector, schema,
//! column profiles and retrieval index.

use crate::dataset::Dataset;
use crate::EvalError;
use chatdb_connect::{Connector, SqliteConnector};
use chatdb_core::profile::TableProfile;
use chatdb_core::Schema;
use chatdb_knowledge::SchemaIndex;
use chatdb_profile::ProfileOptions;
use std::collections::BTreeMap;

/// A benchmark database, ready for linking and asking.
pub struct BenchSource {
    pub connector: SqliteConnector,
    pub schema: Schema,
    pub profiles: Vec<TableProfile>,
    pub index: SchemaIndex,
}

/// Opens, introspects, profiles and indexes every database of a dataset.
pub async fn load_sources(dataset: &Dataset) -> Result<BTreeMap<String, BenchSource>, EvalError> {
    let mut sources = BTreeMap::new();
    for db in dataset.databases() {
        let connector = SqliteConnector::open(&dataset.database_path(&db))?;
        let schema = connector.introspect().await?;
        let profiles =
            chatdb_profile::profile(&connector, &schema, &ProfileOptions::default(), &mut |_| {})
                .await?;
        let index =
            SchemaIndex::in_memory(&chatdb_knowledge::index::items(&schema, &profiles, None))?;
        sources.insert(
            db,
            BenchSource {
                connector,
                schema,
                profiles,
                index,
            },
        );
    }
    Ok(sources)
}
