//! `chatdb`: ask databases questions in Chinese or English.
//!
//! A thin binary: it parses arguments, resolves the data source and the
//! data directory, and hands off to the library crates. All behaviour worth
//! testing lives in those crates; this file only wires them together.

mod chart_svg;
mod cli;
mod commands;
mod context;
mod output;
mod workspace;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = cli::Cli::parse();
    if let Some(bytes) = args.max_memory {
        workspace::set_max_memory(bytes);
    }
    // Diagnostics on stderr, off unless RUST_LOG asks for them.
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_writer(std::io::stderr)
        .init();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("error: cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(commands::run(args)) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
