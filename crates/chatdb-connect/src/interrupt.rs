//! Running a blocking query (DuckDB, SQLite) on a worker thread while a
//! watchdog interrupts it on timeout or cancellation.

use crate::error::ConnectError;
use crate::QueryOptions;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::Arc;

const RUNNING: u8 = 0;
const TIMED_OUT: u8 = 1;
const CANCELLED: u8 = 2;

/// Runs `work` on the blocking pool; calls `interrupt` if the options'
/// timeout passes or their token is cancelled first. An interrupted query's
/// own error is replaced by `Timeout` or `Cancelled`.
pub(crate) async fn run_interruptible<T, W, I>(
    source_name: &str,
    options: &QueryOptions,
    work: W,
    interrupt: I,
) -> Result<T, ConnectError>
where
    T: Send + 'static,
    W: FnOnce() -> Result<T, ConnectError> + Send + 'static,
    I: Fn() + Send + 'static,
{
    let state = Arc::new(AtomicU8::new(RUNNING));
    let done = tokio_util::sync::CancellationToken::new();
    let watchdog = {
        let state = state.clone();
        let done = done.clone();
        let cancel = options.cancel.clone();
        let timeout = options.timeout;
        tokio::spawn(async move {
            let outcome = tokio::select! {
                _ = done.cancelled() => return,
                _ = tokio::time::sleep(timeout) => TIMED_OUT,
                _ = cancel.cancelled() => CANCELLED,
            };
            state.store(outcome, Ordering::SeqCst);
            // A query may be between statements when interrupted; keep
            // interrupting until the worker reports that it finished.
            loop {
                interrupt();
                tokio::select! {
                    _ = done.cancelled() => return,
                    _ = tokio::time::sleep(std::time::Duration::from_millis(50)) => {}
                }
            }
        })
    };
    let result = tokio::task::spawn_blocking(work).await;
    done.cancel();
    let _ = watchdog.await;
    let name = source_name.to_string();
    let result = result.map_err(|e| ConnectError::Query {
        source_name: name.clone(),
        message: format!("query worker failed: {e}"),
        code: None,
    })?;
    match (state.load(Ordering::SeqCst), result) {
        (_, Ok(v)) => Ok(v),
        (TIMED_OUT, Err(_)) => Err(ConnectError::Timeout {
            source_name: name,
            limit: options.timeout,
        }),
        (CANCELLED, Err(_)) => Err(ConnectError::Cancelled { source_name: name }),
        (_, Err(e)) => Err(e),
    }
}
