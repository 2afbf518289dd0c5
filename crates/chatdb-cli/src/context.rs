//! Everything known about one data source, loaded for a command: the
//! connector, the catalog (schema + profiles), the semantic layer and the
//! retrieval index, each kept up to date in the data directory.

use anyhow::{Context as _, Result};
use chatdb_connect::{Connector, DataSource};
use chatdb_knowledge::{SchemaIndex, SemanticLayer};
use chatdb_profile::Catalog;
use std::path::PathBuf;

/// A data source ready for linking.
pub struct SourceContext {
    pub connector: Box<dyn Connector>,
    pub catalog: Catalog,
    pub semantic: Option<SemanticLayer>,
    pub index: SchemaIndex,
}

/// Where the semantic layer of a source lives: beside a database file
/// (`x.duckdb` → `x.semantic.yaml`; the demo's is written there), otherwise
/// in the data directory under a name derived from the source.
pub fn semantic_path(source: &DataSource) -> Result<PathBuf> {
    Ok(match source {
        DataSource::DuckDb { path: Some(p) } | DataSource::Sqlite { path: p } => {
            SemanticLayer::path_beside(p)
        }
        other => crate::workspace::data_dir()?
            .join("semantic")
            .join(format!("{}.semantic.yaml", slug(&other.id()))),
    })
}

/// A file-name-safe rendering of a source id.
pub fn slug(id: &str) -> String {
    id.chars()
        .map(|c| if c.is_alphanumeric() { c } else { '_' })
        .collect()
}

impl SourceContext {
    /// The pipeline over this source.
    pub fn pipeline(&self) -> chatdb_flow::Pipeline<'_> {
        chatdb_flow::Pipeline::new(
            self.connector.as_ref(),
            &self.catalog.schema,
            &self.catalog.tables,
            self.semantic.as_ref(),
            &self.index,
        )
    }

    /// Connects, refreshes the catalog, loads the semantic layer (if any;
    /// errors in it are reported, not ignored) and brings the index up to date.
    pub async fn load(db: Option<&str>) -> Result<SourceContext> {
        let (source, connector) = crate::workspace::connect(db).await?;
        let catalog =
            crate::commands::profile::current_catalog(&source, connector.as_ref(), false).await?;
        let semantic_path = semantic_path(&source)?;
        let semantic = if semantic_path.is_file() {
            match SemanticLayer::load(&semantic_path, Some(&catalog.schema)) {
                Ok(s) => Some(s),
                Err(errors) => {
                    let lines: Vec<String> = errors.iter().map(ToString::to_string).collect();
                    anyhow::bail!("the semantic layer has errors:\n{}", lines.join("\n"));
                }
            }
        } else {
            None
        };
        let items =
            chatdb_knowledge::index::items(&catalog.schema, &catalog.tables, semantic.as_ref());
        let dir = crate::workspace::data_dir()?
            .join("index")
            .join(slug(&source.id()));
        let (index, reindexed) = SchemaIndex::open_or_update(&dir, &items)
            .with_context(|| format!("cannot open the search index in {}", dir.display()))?;
        if reindexed > 0 {
            tracing::debug!(tables = reindexed, "search index updated");
        }
        Ok(SourceContext {
            connector,
            catalog,
            semantic,
            index,
        })
    }
}
