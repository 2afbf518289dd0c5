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

/// `chatdb … | head` ends when the reader does, as any Unix tool's output
/// does: Rust ignores SIGPIPE, which turns every later print into a panic
/// ("failed printing to stdout: Broken pipe"), so the default action is put
/// back. Not for `serve`, whose clients may close their sockets at any time.
#[cfg(unix)]
fn end_quietly_when_the_reader_closes() {
    // SAFETY: called first thing in `main`, before any thread exists;
    // it only sets one signal's disposition to the system default.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn main() -> ExitCode {
    let args = cli::Cli::parse();
    #[cfg(unix)]
    if !matches!(args.command, cli::Command::Serve { .. }) {
        end_quietly_when_the_reader_closes();
    }
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
