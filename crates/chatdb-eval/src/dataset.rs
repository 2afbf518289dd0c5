//! A Spider-layout dataset on disk.

use crate::EvalError;
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// One question with its gold SQL.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Example {
    pub db_id: String,
    pub question: String,
    /// The gold SQL.
    pub query: String,
}

/// A dataset folder.
#[derive(Debug, Clone)]
pub struct Dataset {
    pub root: PathBuf,
    pub examples: Vec<Example>,
}

impl Dataset {
    /// Reads `dev.json` under `root` and checks every database file exists.
    pub fn open(root: &Path) -> Result<Dataset, EvalError> {
        let path = root.join("dev.json");
        let text = std::fs::read_to_string(&path).map_err(|e| EvalError::Read {
            path: path.display().to_string(),
            cause: e.to_string(),
        })?;
        let examples: Vec<Example> =
            serde_json::from_str(&text).map_err(|e| EvalError::Format {
                path: path.display().to_string(),
                cause: e.to_string(),
            })?;
        let ds = Dataset {
            root: root.to_path_buf(),
            examples,
        };
        for db in ds.databases() {
            let file = ds.database_path(&db);
            if !file.is_file() {
                return Err(EvalError::Format {
                    path: root.display().to_string(),
                    cause: format!("database file {} is missing", file.display()),
                });
            }
        }
        Ok(ds)
    }

    /// The database ids, in order of first use.
    pub fn databases(&self) -> Vec<String> {
        let mut seen = Vec::new();
        for e in &self.examples {
            if !seen.contains(&e.db_id) {
                seen.push(e.db_id.clone());
            }
        }
        seen
    }

    /// `database/<db_id>/<db_id>.sqlite`
    pub fn database_path(&self, db_id: &str) -> PathBuf {
        self.root
            .join("database")
            .join(db_id)
            .join(format!("{db_id}.sqlite"))
    }
}
