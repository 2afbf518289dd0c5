//! Every connector keeps a query within its memory bound and its output
//! within its byte bound: a string-aggregation bomb, a large sort, a wide
//! cartesian product and a huge cell each end with a clear error or a
//! truncated result, the next query on the same connection works, and this
//! process's peak memory (VmHWM from /proc) stays under the bound plus a
//! margin. One test in its own binary, so the peak is this test's alone.

mod fixtures;

use chatdb_connect::{Checked, ConnectError, ConnectOptions, Connector, DataSource, QueryOptions};
use std::time::Duration;

/// The bound the connections are opened with.
const BOUND: u64 = 256 << 20;
/// What the process may use beyond it: the test binary itself, DuckDB's
/// code and caches outside its buffer pool, the result being converted.
const MARGIN: u64 = 256 << 20;

/// This process's peak resident memory, in bytes.
fn peak_rss() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").expect("/proc/self/status");
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .map(|kb| kb * 1024)
        .expect("VmHWM")
}

fn options() -> QueryOptions {
    QueryOptions {
        max_rows: 1000,
        max_bytes: 1 << 20,
        ..QueryOptions::default()
    }
    .timeout(Duration::from_secs(20))
}

/// The statements that try to blow memory, per dialect.
struct Bombs {
    string_agg: &'static str,
    sort: &'static str,
    cartesian: &'static str,
    huge_cell: &'static str,
}

const DUCKDB: Bombs = Bombs {
    string_agg: "SELECT length(string_agg(repeat('x', 100000), '')) FROM range(200000)",
    sort: "SELECT r, md5(r::VARCHAR) AS h FROM range(20000000) t(r) ORDER BY h",
    cartesian: "SELECT a.range, b.range, c.range FROM range(3000) a, range(3000) b, range(3000) c",
    huge_cell: "SELECT repeat('x', 50000000) AS big",
};
const SQLITE: Bombs = Bombs {
    string_agg: "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 200000) \
                 SELECT length(group_concat(hex(zeroblob(50000)), '')) FROM r",
    sort: "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 3000000) \
           SELECT i, hex(randomblob(64)) AS h FROM r ORDER BY h",
    cartesian: "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 3000) \
                SELECT a.i, b.i, c.i FROM r a, r b, r c",
    huge_cell: "SELECT hex(zeroblob(25000000)) AS big",
};
const POSTGRES: Bombs = Bombs {
    string_agg: "SELECT length(string_agg(repeat('x', 100000), '')) FROM generate_series(1, 200000)",
    sort: "SELECT g, md5(g::text) AS h FROM generate_series(1, 5000000) g ORDER BY h",
    cartesian: "SELECT a, b, c FROM generate_series(1, 3000) a, generate_series(1, 3000) b, generate_series(1, 3000) c",
    huge_cell: "SELECT repeat('x', 50000000) AS big",
};
const MYSQL: Bombs = Bombs {
    string_agg:
        "SELECT length(group_concat(repeat('x', 100000) SEPARATOR '')) FROM seq_1_to_200000",
    sort: "SELECT seq, md5(seq) AS h FROM seq_1_to_3000000 ORDER BY h",
    cartesian: "SELECT a.seq, b.seq, c.seq FROM seq_1_to_3000 a, seq_1_to_3000 b, seq_1_to_3000 c",
    // Within max_allowed_packet (beyond it MySQL returns NULL).
    huge_cell: "SELECT repeat('x', 5000000) AS big",
};

/// Runs one bomb: it must end with a clear error (memory, time, or the
/// database's own size limit) or a bounded, truncated result.
async fn survive(c: &dyn Connector, what: &str, sql: &str) {
    let d = c.dialect();
    match c.query(&Checked::unguarded(sql), &options()).await {
        Ok(rs) => {
            let bytes: usize = rs.rows.iter().flatten().map(|v| v.to_string().len()).sum();
            assert!(
                bytes <= (1 << 20) + 4096,
                "{d} {what}: {bytes} bytes came back past the 1 MiB bound"
            );
            assert!(rs.rows.len() <= 1000, "{d} {what}");
            eprintln!(
                "{d} {what}: {} rows, truncated {}, {:?}",
                rs.rows.len(),
                rs.truncated,
                rs.note
            );
        }
        Err(e) => {
            let shown = e.to_string();
            assert!(!shown.is_empty());
            if let ConnectError::Memory { limit, .. } = &e {
                assert_eq!(*limit, BOUND);
                assert!(shown.contains("256 MiB"), "{shown}");
            }
            eprintln!("{d} {what}: {shown}");
        }
    }
    let peak = peak_rss();
    assert!(
        peak < BOUND + MARGIN,
        "{d} {what}: peak RSS {} MiB is over the bound + margin",
        peak >> 20
    );
    // The connection is still usable.
    let rs = c
        .query(&Checked::unguarded("SELECT 1"), &QueryOptions::default())
        .await
        .unwrap_or_else(|e| panic!("{d} after {what}: {e}"));
    assert_eq!(rs.rows.len(), 1, "{d} after {what}");
}

#[tokio::test]
async fn bombs_stay_within_the_memory_and_output_bounds() {
    let dir = tempfile::tempdir().expect("tempdir");
    let limits = ConnectOptions {
        max_memory: BOUND,
        spill_dir: Some(dir.path().join("spill")),
        budget: None,
    };
    let duck = fixtures::duckdb_fixture(dir.path());
    let lite = fixtures::sqlite_fixture(dir.path());
    let pg = fixtures::postgres_fixture("chatdb_t_memory").await;
    let my = fixtures::mysql_fixture("chatdb_t_memory").await;
    let sources = [
        (duck.display().to_string(), DUCKDB),
        (lite.display().to_string(), SQLITE),
        (pg, POSTGRES),
        (my, MYSQL),
    ];
    for (source, bombs) in sources {
        let c = chatdb_connect::open_with(&DataSource::parse(&source).expect("source"), &limits)
            .await
            .expect("opens");
        survive(c.as_ref(), "string_agg bomb", bombs.string_agg).await;
        survive(c.as_ref(), "large sort", bombs.sort).await;
        survive(c.as_ref(), "cartesian product", bombs.cartesian).await;
        survive(c.as_ref(), "huge cell", bombs.huge_cell).await;
        // A huge cell is cut, not dropped: the result says so.
        let rs = c
            .query(&Checked::unguarded(bombs.huge_cell), &options())
            .await
            .expect("a huge cell is returned cut");
        assert!(rs.truncated, "{}", c.dialect());
        assert!(
            rs.note.as_deref().is_some_and(|n| n.contains("1 MiB")),
            "{}: {:?}",
            c.dialect(),
            rs.note
        );
    }
    eprintln!("peak RSS {} MiB", peak_rss() >> 20);
}
