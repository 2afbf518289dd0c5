//! Where ChatDB keeps its files — the data directory — and turning a `--db`
//! value (or none: the demo warehouse) into a data source. Every front end
//! (CLI, server, MCP) finds the same catalogs, indexes, semantic layers and
//! thread store here.

use crate::checkpoint::{self, Checkpointer};
use crate::error::FlowError;
use chatdb_connect::DataSource;
use chatdb_knowledge::SemanticLayer;
use std::path::{Path, PathBuf};

/// The data directory.
#[derive(Debug, Clone)]
pub struct Workspace {
    dir: PathBuf,
    max_memory: u64,
    budget: Option<chatdb_connect::MemoryBudget>,
}

/// What a long preparation is doing, for a progress display.
#[derive(Debug, Clone)]
pub enum Progress<'a> {
    /// A step of building the demo warehouse.
    BuildingDemo(&'a str),
    /// Profiling a source's tables: `done` of `total`, now `table`.
    Profiling {
        table: &'a str,
        done: usize,
        total: usize,
    },
    /// Preparation finished (a display can clear itself).
    Done,
}

/// Where progress goes.
pub type ProgressSink<'a> = &'a mut (dyn FnMut(Progress<'_>) + Send);

impl Workspace {
    /// A workspace in `dir`.
    pub fn at(dir: impl Into<PathBuf>) -> Workspace {
        Workspace {
            dir: dir.into(),
            max_memory: chatdb_connect::DEFAULT_MAX_MEMORY,
            budget: None,
        }
    }

    /// `$CHATDB_HOME`, else the platform's data directory
    /// (`~/.local/share/chatdb` on Linux), with the default memory bound
    /// (the CLI's `--max-memory` / `CHATDB_MAX_MEMORY` sets another).
    pub fn from_env() -> Result<Workspace, FlowError> {
        match std::env::var_os("CHATDB_HOME").filter(|v| !v.is_empty()) {
            Some(home) => Ok(Workspace::at(home)),
            None => dirs::data_dir()
                .map(|d| Workspace::at(d.join("chatdb")))
                .ok_or(FlowError::NoDataDirectory),
        }
    }

    /// This workspace with queries bounded to `bytes` of memory each.
    pub fn with_max_memory(mut self, bytes: u64) -> Workspace {
        self.max_memory = bytes;
        self
    }

    /// The memory bound of one query.
    pub fn max_memory(&self) -> u64 {
        self.max_memory
    }

    /// This workspace with every query it runs sharing `budget` (a
    /// server's).
    pub fn with_memory_budget(mut self, budget: chatdb_connect::MemoryBudget) -> Workspace {
        self.budget = Some(budget);
        self
    }

    /// The bounds every connection opened here keeps: the memory bound,
    /// and DuckDB's spill directory inside the data directory.
    pub fn connect_options(&self) -> chatdb_connect::ConnectOptions {
        chatdb_connect::ConnectOptions {
            max_memory: self.max_memory,
            spill_dir: Some(self.dir.join("spill")),
            budget: self.budget.clone(),
        }
    }

    /// The directory itself.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The demo warehouse, built when missing or out of date.
    pub fn demo(
        &self,
        rebuild: bool,
        progress: ProgressSink<'_>,
    ) -> Result<chatdb_demo::DemoWarehouse, FlowError> {
        let demo = chatdb_demo::locate(&self.dir);
        if rebuild || !chatdb_demo::is_current(&demo) {
            let today = chrono::Local::now().date_naive();
            chatdb_demo::build(&demo, &chatdb_demo::DemoSpec::new(today), &mut |step| {
                progress(Progress::BuildingDemo(step))
            })?;
            progress(Progress::Done);
        }
        Ok(demo)
    }

    /// The data source a `--db` value names, or the demo warehouse.
    pub fn source(
        &self,
        db: Option<&str>,
        progress: ProgressSink<'_>,
    ) -> Result<DataSource, FlowError> {
        match db.filter(|d| !d.trim().is_empty()) {
            Some(db) => Ok(DataSource::parse(db)?),
            None => Ok(DataSource::DuckDb {
                path: Some(self.demo(false, progress)?.database),
            }),
        }
    }

    /// A source's key in the case library: `demo` for the demo warehouse
    /// (the same on every host sharing a store), else the source with any
    /// password redacted.
    pub fn case_key(&self, source: &DataSource) -> String {
        let demo = DataSource::DuckDb {
            path: Some(chatdb_demo::locate(&self.dir).database),
        };
        if *source == demo {
            "demo".to_string()
        } else {
            source.id()
        }
    }

    /// Where a source's semantic layer lives: beside a database file
    /// (`x.duckdb` → `x.semantic.yaml`; the demo's is written there),
    /// otherwise in the data directory under a name derived from the source.
    pub fn semantic_path(&self, source: &DataSource) -> PathBuf {
        match source {
            DataSource::DuckDb { path: Some(p) } | DataSource::Sqlite { path: p } => {
                SemanticLayer::path_beside(p)
            }
            other => self
                .dir
                .join("semantic")
                .join(format!("{}.semantic.yaml", slug(&other.id()))),
        }
    }

    /// The catalogs (schema + profiles) of every source.
    pub fn catalogs(&self) -> chatdb_profile::CatalogStore {
        chatdb_profile::CatalogStore::new(self.dir.join("catalogs"))
    }

    /// The lineage workflows left for a source.
    pub fn lineage(&self, source: &DataSource) -> crate::lineage_store::LineageStore {
        crate::lineage_store::LineageStore::at(
            self.dir
                .join("lineage")
                .join(format!("{}.json", slug(&source.id()))),
        )
    }

    /// The directory of a source's retrieval index.
    pub fn index_dir(&self, source: &DataSource) -> PathBuf {
        self.dir.join("index").join(slug(&source.id()))
    }

    /// The thread store: PostgreSQL when `store_url` names one (what
    /// `CHATDB_STORE` holds), else `threads.sqlite` in this directory.
    pub async fn store(&self, store_url: Option<&str>) -> Result<Box<dyn Checkpointer>, FlowError> {
        std::fs::create_dir_all(&self.dir).map_err(|e| FlowError::Io {
            path: self.dir.display().to_string(),
            cause: e.to_string(),
        })?;
        Ok(checkpoint::open(store_url, &self.dir.join("threads.sqlite")).await?)
    }
}

/// A file-name-safe rendering of a source id.
pub fn slug(id: &str) -> String {
    id.chars()
        .map(|c| if c.is_alphanumeric() { c } else { '_' })
        .collect()
}
