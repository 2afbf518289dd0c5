//! A data source loaded for a command (connector, catalog, semantic layer,
//! index — see `chatdb_flow::LoadedSource`), with progress on the terminal.

use crate::output::Progress as Display;
use anyhow::Result;
use chatdb_flow::LoadedSource;

/// Loads `--db` (or the demo), profiling and indexing it when needed.
pub async fn load(db: Option<&str>) -> Result<LoadedSource> {
    let ws = crate::workspace::workspace()?;
    let mut display = Display::default();
    let source = ws.source(db, &mut |p| display.show(p))?;
    Ok(LoadedSource::load(&ws, source, None, &mut |p| display.show(p)).await?)
}
