//! `--llm-log FILE`: every request and response as a JSON line, for
//! debugging prompts. Keys travel in headers, which are never written; a
//! line holds the endpoint, the request body, the status and the reply.

use crate::LlmError;
use serde_json::{json, Value as Json};
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::Path;
use std::sync::Mutex;

/// An append-only log of model calls.
pub struct CallLog {
    file: Mutex<File>,
}

impl CallLog {
    /// Opens (or creates) the log for appending.
    pub fn open(path: &Path) -> Result<CallLog, LlmError> {
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| {
                LlmError::Config(format!("cannot open the LLM log {}: {e}", path.display()))
            })?;
        Ok(CallLog {
            file: Mutex::new(file),
        })
    }

    /// Appends one call; a failed write is reported in the log output, not
    /// to the caller (debugging must not break a run).
    pub fn write(&self, url: &str, request: &Json, status: u16, response: &Json) {
        let line = json!({
            "at": chrono::Utc::now().to_rfc3339(),
            "url": url,
            "request": request,
            "status": status,
            "response": response,
        });
        let Ok(mut f) = self.file.lock() else { return };
        if let Err(e) = writeln!(f, "{line}") {
            tracing::warn!("cannot write the LLM log: {e}");
        }
    }
}
