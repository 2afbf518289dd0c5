//! The data sources a server answers about. Each is loaded once (connect,
//! profile when the schema changed, index) on first use — or in the
//! background at start-up — and shared by every request after.

use crate::config::ServerConfig;
use chatdb_connect::DataSource;
use chatdb_flow::{LoadedSource, Workspace};
use chatdb_llm::LlmClient;
use std::path::PathBuf;
use std::sync::Arc;
use tokio::sync::OnceCell;

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

/// The sources, in configuration order (the first is the default).
pub struct Sources {
    entries: Vec<SourceEntry>,
    workspace: Workspace,
}

/// How a source is doing, for `/healthz` and `/api/sources`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Readiness {
    Ready,
    Loading,
    Failed,
}

impl Sources {
    /// The configured sources (the demo warehouse when there are none).
    pub fn from_config(
        config: &ServerConfig,
        workspace: Workspace,
    ) -> Result<Sources, SourceError> {
        let mut entries = Vec::new();
        let demo = [crate::config::SourceConfig {
            id: "demo".into(),
            db: None,
            password_env: None,
            semantic: None,
            llm: None,
        }];
        let configured: &[crate::config::SourceConfig] = if config.sources.is_empty() {
            &demo
        } else {
            &config.sources
        };
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
            let llm =
                chatdb_flow::model_client(s.llm.as_deref()).map_err(|e| err(e.to_string()))?;
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

    /// Every source, in order.
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
