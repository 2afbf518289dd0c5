//! ChatDB as a Model Context Protocol server (the official Rust SDK,
//! `rmcp`): the same linked, guarded, learning pipeline as the CLI and the
//! HTTP API, offered to agent clients (Claude, Cursor …) as tools —
//! `list_sources`, `list_tables`, `describe_table`, `link_schema`, `ask`,
//! `run_sql`, `check_sql`, `feedback`, `plan_etl` — and each source's schema as
//! resources (`chatdb://{source}/schema/basic|detailed`).
//!
//! Two transports: stdio (`chatdb mcp`, a local client: unrestricted) and
//! streamable HTTP mounted by `chatdb serve` at `/mcp`, where the server's
//! bearer-token middleware puts the request's `Caller` into the request
//! and every tool reads through that caller's sources and access policy.
//!
//! Invariants: every tool is read-only and says so (`readOnlyHint`) —
//! `feedback` and `plan_etl` write only to ChatDB's own store and data
//! directory (a workflow is built and tested in a sandbox, never applied
//! to the source); results are bounded in rows
//! and characters and say when they were cut; a bad call is a tool error
//! with a clear message, never a crash of the server.

mod bound;
mod tools;

pub use tools::ChatDbTools;

use chatdb_flow::{Checkpointer, Sources};
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use rmcp::ServiceExt;
use std::sync::Arc;
use std::time::Duration;

/// What the tools answer from.
pub struct Backend {
    pub store: Arc<dyn Checkpointer>,
    pub sources: Arc<Sources>,
    pub limits: ToolLimits,
    /// The data directory (where ETL runs waiting on an answer are kept).
    pub data_dir: std::path::PathBuf,
}

/// Bounds on what one tool call returns and takes.
#[derive(Debug, Clone)]
pub struct ToolLimits {
    /// Rows a result may carry.
    pub max_rows: usize,
    /// Characters a result's JSON may have; rows are dropped from the end
    /// (and `truncated` set) to fit.
    pub max_chars: usize,
    /// Time one query may take.
    pub query_timeout: Duration,
}

impl Default for ToolLimits {
    fn default() -> Self {
        ToolLimits {
            max_rows: 200,
            max_chars: 20_000,
            query_timeout: Duration::from_secs(30),
        }
    }
}

/// The MCP server could not run.
#[derive(Debug, thiserror::Error)]
#[error("MCP server: {0}")]
pub struct McpError(String);

/// Serves MCP on stdin/stdout until the client closes it.
pub async fn serve_stdio(backend: Arc<Backend>) -> Result<(), McpError> {
    let service = ChatDbTools::new(backend)
        .serve(rmcp::transport::stdio())
        .await
        .map_err(|e| McpError(e.to_string()))?;
    service
        .waiting()
        .await
        .map_err(|e| McpError(e.to_string()))?;
    Ok(())
}

/// The streamable-HTTP service the HTTP server mounts at `/mcp` (behind
/// its token middleware, which puts each request's `Caller` in it). On a
/// loopback server only loopback `Host` headers are accepted (the SDK's
/// DNS-rebinding guard); a server on a public address has tokens instead.
pub fn http_service(
    backend: Arc<Backend>,
    cancel: tokio_util::sync::CancellationToken,
    loopback: bool,
) -> StreamableHttpService<ChatDbTools, LocalSessionManager> {
    let mut config = StreamableHttpServerConfig::default().with_cancellation_token(cancel);
    if !loopback {
        config = config.disable_allowed_hosts();
    }
    StreamableHttpService::new(
        move || Ok(ChatDbTools::new(backend.clone())),
        LocalSessionManager::default().into(),
        config,
    )
}
