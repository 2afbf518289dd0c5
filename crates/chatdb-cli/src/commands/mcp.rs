//! `chatdb mcp`: ChatDB's tools and resources for an MCP client (Claude
//! Desktop, Cursor …) on stdin/stdout. Stdout carries the protocol only;
//! anything for people goes to stderr.

use anyhow::Result;
use chatdb_flow::Sources;
use chatdb_mcp::{Backend, ToolLimits};
use chatdb_server::ServerConfig;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

pub async fn run(config: Option<&Path>) -> Result<ExitCode> {
    let config = match config {
        Some(path) => ServerConfig::load(path)?,
        None => ServerConfig::demo(),
    };
    let workspace = crate::workspace::workspace()?;
    let data_dir = workspace.dir().to_path_buf();
    let sources = Arc::new(Sources::new(&config.sources, workspace)?);
    sources.warm();
    let store = crate::workspace::store().await?;
    let backend = Arc::new(Backend {
        store: Arc::from(store),
        sources,
        limits: ToolLimits {
            max_rows: config.limits.max_rows.min(ToolLimits::default().max_rows),
            query_timeout: Duration::from_secs_f64(config.limits.query_timeout_secs),
            ..ToolLimits::default()
        },
        data_dir,
    });
    chatdb_mcp::serve_stdio(backend).await?;
    Ok(ExitCode::SUCCESS)
}
