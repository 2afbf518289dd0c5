//! `chatdb serve`: the HTTP API until SIGTERM or Ctrl-C.

use anyhow::Result;
use chatdb_server::{ServeOptions, ServerConfig};
use std::net::SocketAddr;
use std::path::Path;
use std::process::ExitCode;

pub async fn run(addr: SocketAddr, config: Option<&Path>) -> Result<ExitCode> {
    let config = match config {
        Some(path) => ServerConfig::load(path)?,
        None => ServerConfig::demo(),
    };
    let options = ServeOptions {
        addr,
        config,
        workspace: crate::workspace::workspace()?,
        store_url: std::env::var("CHATDB_STORE").ok(),
    };
    chatdb_server::serve(
        options,
        |bound| {
            // Scripts and tests read this line to find the port.
            println!("listening on http://{bound}");
            eprintln!(
                "ChatDB API at http://{bound}/api (OpenAPI: /api/openapi.json); Ctrl-C stops"
            );
        },
        shutdown_signal(),
    )
    .await?;
    eprintln!("stopped");
    Ok(ExitCode::SUCCESS)
}

/// SIGTERM or Ctrl-C.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}
