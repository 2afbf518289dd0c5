//! The workspace (data directory) for commands, with progress on the
//! terminal while the demo is built or a source is profiled.

use crate::output::Progress as Display;
use anyhow::{Context, Result};
use chatdb_connect::{Connector, DataSource};
use chatdb_flow::{Checkpointer, Workspace};

/// `--max-memory`, set once at start.
static MAX_MEMORY: std::sync::OnceLock<u64> = std::sync::OnceLock::new();

/// Bounds every query's memory for the rest of the process.
pub fn set_max_memory(bytes: u64) {
    let _ = MAX_MEMORY.set(bytes);
}

/// The workspace: `$CHATDB_HOME`, else the platform's data directory,
/// with `--max-memory` applied.
pub fn workspace() -> Result<Workspace> {
    let ws = Workspace::from_env()?;
    Ok(match MAX_MEMORY.get() {
        Some(bytes) => ws.with_max_memory(*bytes),
        None => ws,
    })
}

/// The demo warehouse, built on first use (or `rebuild`) with progress.
pub fn demo(rebuild: bool) -> Result<chatdb_demo::DemoWarehouse> {
    let ws = workspace()?;
    let mut display = Display::default();
    let demo = ws.demo(rebuild, &mut |p| display.show(p))?;
    if display.was_used() {
        eprintln!("demo warehouse ready at {}", demo.database.display());
    }
    Ok(demo)
}

/// The data source named by `--db`, or the demo warehouse.
pub fn source(db: Option<&str>) -> Result<DataSource> {
    let mut display = Display::default();
    let source = workspace()?.source(db, &mut |p| display.show(p))?;
    Ok(source)
}

/// Opens a read-only connector for `--db` (or the demo).
pub async fn connect(db: Option<&str>) -> Result<(DataSource, Box<dyn Connector>)> {
    let source = source(db)?;
    let connector = chatdb_connect::open_with(&source, &workspace()?.connect_options()).await?;
    Ok((source, connector))
}

/// The thread store `CHATDB_STORE` names, else the workspace's SQLite file.
pub async fn store() -> Result<Box<dyn Checkpointer>> {
    let url = std::env::var("CHATDB_STORE").ok();
    workspace()?
        .store(url.as_deref())
        .await
        .context("cannot open the thread store")
}
