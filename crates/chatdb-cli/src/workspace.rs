//! Where ChatDB keeps its files, and turning `--db` into a connector.

use anyhow::{Context, Result};
use chatdb_connect::{Connector, DataSource};
use std::path::PathBuf;

/// The data directory: `$CHATDB_HOME`, else the platform's data directory
/// (`~/.local/share/chatdb` on Linux).
pub fn data_dir() -> Result<PathBuf> {
    if let Some(home) = std::env::var_os("CHATDB_HOME").filter(|v| !v.is_empty()) {
        return Ok(PathBuf::from(home));
    }
    dirs::data_dir()
        .map(|d| d.join("chatdb"))
        .context("cannot find a data directory; set CHATDB_HOME")
}

/// The demo warehouse, built on first use with a progress line on stderr.
pub fn demo(rebuild: bool) -> Result<chatdb_demo::DemoWarehouse> {
    let dir = data_dir()?;
    let demo = chatdb_demo::locate(&dir);
    if rebuild || !chatdb_demo::is_current(&demo) {
        let spinner = crate::output::spinner("building the demo warehouse (first run only)");
        let today = chrono::Local::now().date_naive();
        chatdb_demo::build(&demo, &chatdb_demo::DemoSpec::new(today), &mut |step| {
            spinner.set_message(format!("building the demo warehouse: {step}"));
        })?;
        spinner.finish_and_clear();
        eprintln!("demo warehouse ready at {}", demo.database.display());
    }
    Ok(demo)
}

/// The data source named by `--db`, or the demo warehouse.
pub fn source(db: Option<&str>) -> Result<DataSource> {
    match db {
        Some(db) => Ok(DataSource::parse(db)?),
        None => Ok(DataSource::DuckDb {
            path: Some(demo(false)?.database),
        }),
    }
}

/// Opens a read-only connector for `--db` (or the demo).
pub async fn connect(db: Option<&str>) -> Result<(DataSource, Box<dyn Connector>)> {
    let source = source(db)?;
    let connector = chatdb_connect::open(&source).await?;
    Ok((source, connector))
}
