//! Load benchmark for the memory bounds: N concurrent string-aggregation
//! bombs against one process (each on its own connection, all sharing one
//! memory budget, as under `chatdb serve`), then the process's peak RSS.
//!
//! ```sh
//! cargo run --release -p chatdb-connect --example bombs -- \
//!     [--db SOURCE] [--n 20] [--max-memory 256MiB] [--budget 1GiB]
//! ```
//! Without `--db`, an in-memory DuckDB. Not a test: it prints figures.

use chatdb_connect::{
    parse_size, Checked, ConnectError, ConnectOptions, DataSource, MemoryBudget, QueryOptions,
};
use chatdb_core::Dialect;
use std::time::{Duration, Instant};

fn peak_rss_mib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        })
        .map_or(0, |kb| kb / 1024)
}

fn arg(name: &str) -> Option<String> {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
}

fn bomb(dialect: Dialect) -> &'static str {
    match dialect {
        Dialect::Postgres => {
            "SELECT length(string_agg(repeat('x', 100000), '')) FROM generate_series(1, 200000)"
        }
        Dialect::MySql => {
            "SELECT length(group_concat(repeat('x', 100000) SEPARATOR '')) FROM seq_1_to_200000"
        }
        Dialect::Sqlite => {
            "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 200000) \
             SELECT length(group_concat(hex(zeroblob(50000)), '')) FROM r"
        }
        _ => "SELECT length(string_agg(repeat('x', 100000), '')) FROM range(200000)",
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let n: usize = arg("--n").map_or(Ok(20), |v| v.parse())?;
    let max_memory = parse_size(&arg("--max-memory").unwrap_or_else(|| "256MiB".into()))?;
    let budget = parse_size(&arg("--budget").unwrap_or_else(|| "1GiB".into()))?;
    let source = DataSource::parse(&arg("--db").unwrap_or_else(|| "duckdb::memory:".into()))?;
    let limits = ConnectOptions {
        max_memory,
        spill_dir: Some(std::env::temp_dir().join("chatdb-bombs-spill")),
        budget: Some(MemoryBudget::new(budget, Duration::from_secs(60))),
    };
    let started = Instant::now();
    let mut tasks = Vec::new();
    for i in 0..n {
        let c = chatdb_connect::open_with(&source, &limits).await?;
        tasks.push(tokio::spawn(async move {
            let t = Instant::now();
            let sql = Checked::unguarded(bomb(c.dialect()));
            let opts = QueryOptions::default().timeout(Duration::from_secs(60));
            let r = c.query(&sql, &opts).await;
            (i, t.elapsed(), r)
        }));
    }
    let (mut memory, mut busy, mut other, mut ok) = (0, 0, 0, 0);
    for t in tasks {
        let (i, took, r) = t.await?;
        match r {
            Ok(_) => ok += 1,
            Err(ConnectError::Memory { .. }) => memory += 1,
            Err(ConnectError::Busy { .. }) => busy += 1,
            Err(e) => {
                other += 1;
                eprintln!("query {i}: {e}");
            }
        }
        eprintln!("query {i} ended after {} ms", took.as_millis());
    }
    println!(
        "{n} bombs on {}: {memory} stopped at the memory limit, {busy} refused busy, {other} other errors, {ok} answered; {:.1} s; peak RSS {} MiB (bound {} MiB per query, budget {} MiB)",
        source.id(),
        started.elapsed().as_secs_f64(),
        peak_rss_mib(),
        max_memory >> 20,
        budget >> 20
    );
    Ok(())
}
