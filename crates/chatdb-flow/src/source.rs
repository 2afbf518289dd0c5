//! Everything known about one data source, loaded for answering: the
//! read-only connector, the catalog (schema + profiles), the semantic layer
//! and the retrieval index, each brought up to date in the workspace.

use crate::error::FlowError;
use crate::pipeline::Pipeline;
use crate::workspace::{Progress, ProgressSink, Workspace};
use chatdb_connect::{Checked, Connector, DataSource, QueryOptions};
use chatdb_core::ResultSet;
use chatdb_guard::{AccessPolicy, Guard, GuardConfig};
use chatdb_knowledge::{SchemaIndex, SemanticLayer};
use chatdb_profile::{Catalog, ProfileOptions};

/// A data source ready for linking and asking.
pub struct LoadedSource {
    /// What runs record as their data source: the server's id for it, or
    /// the source itself with any password redacted.
    pub name: String,
    /// Its key in the case library: `demo` for the demo warehouse (the
    /// same on every host), else the source with any password redacted.
    pub key: String,
    pub source: DataSource,
    pub connector: Box<dyn Connector>,
    pub catalog: Catalog,
    pub semantic: Option<SemanticLayer>,
    pub index: SchemaIndex,
}

impl LoadedSource {
    /// Connects, refreshes the catalog (profiling again only when the
    /// schema changed), loads the semantic layer at `semantic_path` (the
    /// workspace's place for it when `None`; errors in it are reported,
    /// never ignored) and brings the index up to date.
    pub async fn load(
        workspace: &Workspace,
        source: DataSource,
        semantic_path: Option<&std::path::Path>,
        progress: ProgressSink<'_>,
    ) -> Result<LoadedSource, FlowError> {
        let connector = chatdb_connect::open_with(&source, &workspace.connect_options()).await?;
        let catalog =
            current_catalog(workspace, &source, connector.as_ref(), false, progress).await?;
        let semantic_path = semantic_path
            .map(std::path::Path::to_path_buf)
            .unwrap_or_else(|| workspace.semantic_path(&source));
        let semantic = if semantic_path.is_file() {
            Some(
                SemanticLayer::load(&semantic_path, Some(&catalog.schema))
                    .map_err(FlowError::Semantic)?,
            )
        } else {
            None
        };
        let items =
            chatdb_knowledge::index::items(&catalog.schema, &catalog.tables, semantic.as_ref());
        let dir = workspace.index_dir(&source);
        let (index, reindexed) =
            SchemaIndex::open_or_update(&dir, &items).map_err(|e| FlowError::Index {
                path: dir.display().to_string(),
                cause: e.to_string(),
            })?;
        if reindexed > 0 {
            tracing::debug!(tables = reindexed, "search index updated");
        }
        let key = workspace.case_key(&source);
        Ok(LoadedSource {
            name: source.id(),
            key,
            source,
            connector,
            catalog,
            semantic,
            index,
        })
    }

    /// The guard's verdict on `sql` against this source's schema, read
    /// through `access` when the caller is limited.
    pub fn check(
        &self,
        sql: &str,
        access: Option<&AccessPolicy>,
    ) -> Result<Checked, chatdb_guard::GuardError> {
        let config = GuardConfig {
            access: access.cloned(),
            ..GuardConfig::default()
        };
        let schema = &self.catalog.schema;
        Guard::new(schema.dialect, &config)
            .with_schema(schema)
            .check(sql)
    }

    /// Checks `sql` and runs it read-only within `options`: SQL people and
    /// tools write (not a run's), as `chatdb sql`, `/api/sql` and the MCP
    /// `run_sql` tool take it.
    pub async fn run_sql(
        &self,
        sql: &str,
        access: Option<&AccessPolicy>,
        options: &QueryOptions,
    ) -> Result<(Checked, ResultSet), SqlError> {
        if sql.trim().is_empty() {
            return Err(SqlError::Empty);
        }
        let checked = self.check(sql, access).map_err(SqlError::Refused)?;
        let rs = self
            .connector
            .query(&checked, options)
            .await
            .map_err(SqlError::Failed)?;
        Ok((checked, rs))
    }

    /// The pipeline over this source.
    pub fn pipeline(&self) -> Pipeline<'_> {
        Pipeline::new(
            self.connector.as_ref(),
            &self.catalog.schema,
            &self.catalog.tables,
            self.semantic.as_ref(),
            &self.index,
        )
    }
}

/// Why SQL someone typed did not run.
#[derive(Debug, thiserror::Error)]
pub enum SqlError {
    #[error("the SQL statement is empty")]
    Empty,
    #[error("rejected by the guard: {0}")]
    Refused(chatdb_guard::GuardError),
    #[error("the query failed: {0}")]
    Failed(chatdb_connect::ConnectError),
}

/// A source's catalog: reused while its schema fingerprint is unchanged,
/// otherwise profiled again (reporting progress) and stored. `force`
/// profiles again regardless.
pub async fn current_catalog(
    workspace: &Workspace,
    source: &DataSource,
    connector: &dyn Connector,
    force: bool,
    progress: ProgressSink<'_>,
) -> Result<Catalog, FlowError> {
    let store = workspace.catalogs();
    let id = source.id();
    if force {
        let path = store.path_for(&id);
        if let Err(e) = std::fs::remove_file(&path) {
            if e.kind() != std::io::ErrorKind::NotFound {
                return Err(FlowError::Io {
                    path: path.display().to_string(),
                    cause: e.to_string(),
                });
            }
        }
    }
    let catalog = store
        .refresh(connector, &id, &ProfileOptions::default(), &mut |p| {
            progress(Progress::Profiling {
                table: p.table,
                done: p.done,
                total: p.total,
            })
        })
        .await?;
    progress(Progress::Done);
    Ok(catalog)
}
