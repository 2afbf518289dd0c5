//! The demo warehouse: a DuckDB file that makes ChatDB useful offline on
//! first run.
//!
//! Two domains, both with Chinese and English comments on every table and
//! column:
//! - retail: regions, stores, customers, product categories, products,
//!   orders and order items — about 100k orders over three years with skew
//!   (big regions, popular products, busy customers, seasonal peaks) and a
//!   few NULLs;
//! - 基础教育指标: schools, a three-level metric tree with weights, and yearly
//!   leaf-metric values per school.
//!
//! A semantic-layer YAML (synonyms, metric formulas, weights) is written
//! beside the database.
//!
//! Invariant: the data is a pure function of the seed and the anchor date
//! (the day the demo is built): the same inputs give the same file.

mod education;
mod names;
mod retail;

use chrono::NaiveDate;
use duckdb::Connection;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};

/// The semantic layer shipped with the demo warehouse.
pub const SEMANTIC_YAML: &str = include_str!("../semantic/demo.yaml");

/// The default seed: the same demo for everyone.
pub const DEFAULT_SEED: u64 = 20_240_601;

/// Bumped whenever the generator changes, so stale demo files are rebuilt.
pub const GENERATOR_VERSION: i32 = 2;

/// What can go wrong building the demo.
#[derive(Debug, thiserror::Error)]
pub enum DemoError {
    #[error("cannot build the demo warehouse at {path}: {cause}")]
    Build { path: String, cause: String },
}

/// How to build the demo.
#[derive(Debug, Clone)]
pub struct DemoSpec {
    pub seed: u64,
    /// "Today" for the data: orders run for three years up to this day.
    pub anchor: NaiveDate,
    /// Number of orders (about 100k by default).
    pub orders: usize,
}

impl DemoSpec {
    /// The standard demo anchored at `anchor`.
    pub fn new(anchor: NaiveDate) -> Self {
        DemoSpec {
            seed: DEFAULT_SEED,
            anchor,
            orders: 100_000,
        }
    }
}

/// Where a built demo lives.
#[derive(Debug, Clone)]
pub struct DemoWarehouse {
    pub database: PathBuf,
    pub semantic_yaml: PathBuf,
}

/// Paths of the demo inside a data directory.
pub fn locate(data_dir: &Path) -> DemoWarehouse {
    let dir = data_dir.join("demo");
    DemoWarehouse {
        database: dir.join("demo.duckdb"),
        semantic_yaml: dir.join("demo.semantic.yaml"),
    }
}

/// True when a demo built by this generator version exists, beside the
/// semantic layer this version ships (an upgrade's new synonyms reach a
/// demo built before it).
pub fn is_current(demo: &DemoWarehouse) -> bool {
    let Ok(conn) = Connection::open_with_flags(
        &demo.database,
        duckdb::Config::default()
            .access_mode(duckdb::AccessMode::ReadOnly)
            .unwrap_or_default(),
    ) else {
        return false;
    };
    let version: Result<i32, _> =
        conn.query_row("SELECT generator_version FROM demo_info", [], |r| r.get(0));
    version.is_ok_and(|v| v == GENERATOR_VERSION)
        && std::fs::read_to_string(&demo.semantic_yaml).is_ok_and(|y| y == SEMANTIC_YAML)
}

/// Builds the demo into `demo.database` (atomically: a temporary file is
/// renamed into place when complete) and writes the semantic YAML beside
/// it. `progress` receives a short description of each step.
pub fn build(
    demo: &DemoWarehouse,
    spec: &DemoSpec,
    progress: &mut dyn FnMut(&str),
) -> Result<(), DemoError> {
    let err = |cause: String| DemoError::Build {
        path: demo.database.display().to_string(),
        cause,
    };
    let dir = demo
        .database
        .parent()
        .ok_or_else(|| err("the path has no parent directory".into()))?;
    std::fs::create_dir_all(dir).map_err(|e| err(e.to_string()))?;
    let tmp = dir.join(format!(".demo-{}.duckdb", std::process::id()));
    let _ = std::fs::remove_file(&tmp);
    let result = (|| -> duckdb::Result<()> {
        let conn = Connection::open(&tmp)?;
        let mut rng = ChaCha8Rng::seed_from_u64(spec.seed);
        progress("retail: regions, stores, customers, products");
        retail::build(&conn, &mut rng, spec, progress)?;
        progress("基础教育指标: schools, metric tree, yearly values");
        education::build(&conn, &mut rng, spec)?;
        conn.execute_batch(&format!(
            "CREATE TABLE demo_info AS SELECT {GENERATOR_VERSION} AS generator_version, \
             {} AS seed, DATE '{}' AS anchor_date; \
             COMMENT ON TABLE demo_info IS '演示库元数据 / Demo build metadata'; \
             CHECKPOINT;",
            spec.seed,
            spec.anchor.format("%Y-%m-%d")
        ))?;
        Ok(())
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(err(e.to_string()));
    }
    let _ = std::fs::remove_file(tmp.with_extension("duckdb.wal"));
    std::fs::rename(&tmp, &demo.database).map_err(|e| err(e.to_string()))?;
    std::fs::write(&demo.semantic_yaml, SEMANTIC_YAML).map_err(|e| err(e.to_string()))?;
    Ok(())
}

/// Builds the demo unless a current one exists; returns its paths.
pub fn ensure(
    data_dir: &Path,
    anchor: NaiveDate,
    progress: &mut dyn FnMut(&str),
) -> Result<DemoWarehouse, DemoError> {
    let demo = locate(data_dir);
    if !is_current(&demo) {
        build(&demo, &DemoSpec::new(anchor), progress)?;
    }
    Ok(demo)
}
