//! The configured data sources of a long-running front end (the HTTP
//! server, the MCP server). Each is loaded once (connect, profile when the
//! schema changed, index) on first use — or in the background at start-up
//! — and shared by every request after.

use crate::caller::Caller;
use crate::source::LoadedSource;
use crate::workspace::Workspace;
use chatdb_connect::DataSource;
use chatdb_llm::LlmClient;
use serde::Deserialize;
use std::path::PathBuf;
use std::sync::Arc;
use tokio::sync::OnceCell;

/// One data source as a configuration file names it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SourceConfig {
    /// The id clients name it by.
    pub id: String,
    /// What `--db` takes (a file path, `duckdb:`/`sqlite:` URL,
    /// `postgres://…`, `mysql://…`), without a password; none: the demo.
    #[serde(default)]
    pub db: Option<String>,
    /// The environment variable holding the database password.
    #[serde(default)]
    pub password_env: Option<String>,
    /// The semantic-layer YAML (default: beside a database file, else in
    /// the data directory).
    #[serde(default)]
    pub semantic: Option<PathBuf>,
    /// The model for questions the rule engine can't answer (`--llm`
    /// syntax; keys from the environment).
    #[serde(default)]
    pub llm: Option<String>,
}

impl SourceConfig {
    /// The demo warehouse, as `demo`.
    pub fn demo() -> SourceConfig {
        SourceConfig {
            id: "demo".into(),
            db: None,
            password_env: None,
            semantic: None,
            llm: None,
        }
    }
}

/// One configured source.
pub struct SourceEntry {
    pub id: String,
    db: Option<String>,
    password_env: Option<String>,
    semantic: Option<PathBuf>,
    /// The model for this source's hard questions.
    pub llm: Option<LlmClient>,
    loaded: OnceCell<Arc<LoadedSource>>,
    /// The last load error, for `/healthz`.
    last_error: std::sync::Mutex<Option<String>>,
}

/// A source could not be used at start-up.
#[derive(Debug, thiserror::Error)]
#[error("source {id:?}: {message}")]
pub struct SourceError {
    pub id: String,
    pub message: String,
}

/// Why a caller can't have a source.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Denied {
    #[error("there is no source {0:?}")]
    NotFound(String),
    #[error("source {0:?} is not available to this caller")]
    Forbidden(String),
}

/// The sources, in configuration order (the first is the default).
pub struct Sources {
    entries: Vec<SourceEntry>,
    workspace: Workspace,
}

/// How a source is doing, for `/healthz` and `/api/sources`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Readiness {
    Ready,
    Loading,
    Failed,
}

impl Sources {
    /// The configured sources (the demo warehouse when there are none).
    pub fn new(configured: &[SourceConfig], workspace: Workspace) -> Result<Sources, SourceError> {
        let demo = [SourceConfig::demo()];
        let configured = if configured.is_empty() {
            &demo[..]
        } else {
            configured
        };
        let mut entries = Vec::new();
        for s in configured {
            let err = |message: String| SourceError {
                id: s.id.clone(),
                message,
            };
            if let Some(var) = &s.password_env {
                if std::env::var(var).is_err() {
                    return Err(err(format!("the environment variable {var} is not set")));
                }
            }
            let llm = crate::session::model_client(s.llm.as_deref(), None)
                .map_err(|e| err(e.to_string()))?;
            entries.push(SourceEntry {
                id: s.id.clone(),
                db: s.db.clone(),
                password_env: s.password_env.clone(),
                semantic: s.semantic.clone(),
                llm,
                loaded: OnceCell::new(),
                last_error: std::sync::Mutex::new(None),
            });
        }
        Ok(Sources { entries, workspace })
    }

    /// Starts loading every source in the background (so the first
    /// questions don't wait for profiling).
    pub fn warm(self: &Arc<Self>) {
        for i in 0..self.entries.len() {
            let sources = self.clone();
            tokio::spawn(async move {
                let entry = &sources.entries[i];
                match sources.load(entry).await {
                    Ok(_) => tracing::info!(source = %entry.id, "source ready"),
                    Err(e) => tracing::warn!(source = %entry.id, "source not available: {e}"),
                }
            });
        }
    }

    /// Every source, in order.
    pub fn workspace(&self) -> &Workspace {
        &self.workspace
    }

    /// Every configured source.
    pub fn all(&self) -> &[SourceEntry] {
        &self.entries
    }

    /// A source by id; the default (first) one for `None`.
    pub fn get(&self, id: Option<&str>) -> Option<&SourceEntry> {
        match id {
            Some(id) => self.entries.iter().find(|e| e.id == id),
            None => self.entries.first(),
        }
    }

    /// The source a caller asks for (their first usable one for `None`).
    /// A caller limited to some sources learns nothing about the others:
    /// an unknown source and a forbidden one are both `Forbidden` to them.
    pub fn for_caller(&self, caller: &Caller, id: Option<&str>) -> Result<&SourceEntry, Denied> {
        let id = id.filter(|s| !s.is_empty());
        let entry = match id {
            Some(_) => self.get(id),
            None => self.entries.iter().find(|e| caller.may_use(&e.id)),
        };
        let named = id.unwrap_or_default().to_string();
        match entry {
            Some(e) if caller.may_use(&e.id) => Ok(e),
            _ if caller.sees_all() => Err(Denied::NotFound(named)),
            _ => Err(Denied::Forbidden(named)),
        }
    }

    /// The source loaded (loading it now if no request has yet).
    pub async fn load(&self, entry: &SourceEntry) -> Result<Arc<LoadedSource>, String> {
        let loaded = entry
            .loaded
            .get_or_try_init(|| async {
                let source = self.resolve(entry).await?;
                let mut loaded = LoadedSource::load(
                    &self.workspace,
                    source,
                    entry.semantic.as_deref(),
                    &mut |_| {},
                )
                .await
                .map_err(|e| e.to_string())?;
                loaded.name = entry.id.clone();
                Ok::<_, String>(Arc::new(loaded))
            })
            .await;
        let mut last = entry.last_error.lock().unwrap_or_else(|p| p.into_inner());
        match loaded {
            Ok(l) => {
                *last = None;
                Ok(l.clone())
            }
            Err(e) => {
                *last = Some(e.clone());
                Err(e)
            }
        }
    }

    /// The data source an entry names, its password from the environment;
    /// the demo warehouse is built here when missing (off the async pool).
    async fn resolve(&self, entry: &SourceEntry) -> Result<DataSource, String> {
        let workspace = self.workspace.clone();
        let db = entry.db.clone();
        let source =
            tokio::task::spawn_blocking(move || workspace.source(db.as_deref(), &mut |_| {}))
                .await
                .map_err(|e| format!("loading failed: {e}"))?
                .map_err(|e| e.to_string())?;
        match &entry.password_env {
            Some(var) => {
                let password = std::env::var(var)
                    .map_err(|_| format!("the environment variable {var} is not set"))?;
                source.with_password(&password).map_err(|e| e.to_string())
            }
            None => Ok(source),
        }
    }

    /// How a source is doing.
    pub fn readiness(&self, entry: &SourceEntry) -> Readiness {
        if entry.loaded.initialized() {
            Readiness::Ready
        } else if entry
            .last_error
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .is_some()
        {
            Readiness::Failed
        } else {
            Readiness::Loading
        }
    }

    /// The loaded source, if it is ready, without waiting.
    pub fn ready(&self, entry: &SourceEntry) -> Option<Arc<LoadedSource>> {
        entry.loaded.get().cloned()
    }
}
