//! Shared by the reviewer's tests: the labelled corpus, the demo warehouse
//! and the Spider databases it runs over, and a one-call review.

#![allow(dead_code)]

use chatdb_connect::DataSource;
use chatdb_core::{Dialect, Schema};
use chatdb_knowledge::SemanticLayer;
use chatdb_lineage::{Analysis, Workflow};
use chatdb_review::{Context, Finding, ReviewOptions};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One labelled workflow of `tests/corpus/workflows.yml`.
#[derive(Debug, serde::Deserialize)]
pub struct Entry {
    pub name: String,
    pub db: String,
    pub expect: String,
    pub files: BTreeMap<String, String>,
}

pub fn corpus() -> Vec<Entry> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/workflows.yml");
    let text = std::fs::read_to_string(&path).expect("corpus file");
    serde_yaml::from_str(&text).expect("corpus parses")
}

/// Writes an entry's files under `dir`.
pub fn materialize(entry: &Entry, dir: &Path) {
    for (name, text) in &entry.files {
        let path = dir.join(name);
        std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        std::fs::write(path, text).expect("write");
    }
}

/// Where the Spider databases are, if this machine has them.
pub fn benchmarks() -> Option<PathBuf> {
    let dir = std::env::var_os("CHATDB_BENCHMARKS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/benchmarks")
        });
    dir.join("spider/database").is_dir().then_some(dir)
}

/// A small demo warehouse built into `dir`, its data up to today as the
/// product's is: workflows filter by `CURRENT_DATE` (the last 7 days), and
/// a fixed anchor left them nothing to load a week after it.
pub fn demo(dir: &Path) -> chatdb_demo::DemoWarehouse {
    let demo = chatdb_demo::locate(dir);
    let spec = chatdb_demo::DemoSpec {
        orders: 3_000,
        ..chatdb_demo::DemoSpec::new(chrono::Local::now().date_naive())
    };
    chatdb_demo::build(&demo, &spec, &mut |_| {}).expect("demo builds");
    demo
}

/// A database the corpus names: its source, schema and semantic layer.
pub struct Db {
    pub source: DataSource,
    pub schema: Schema,
    pub semantic: Option<SemanticLayer>,
}

pub async fn open(db: &str, demo: &chatdb_demo::DemoWarehouse) -> Option<Db> {
    let source = match db {
        "none" => return None,
        "demo" => DataSource::DuckDb {
            path: Some(demo.database.clone()),
        },
        spider => {
            let id = spider.strip_prefix("spider/").expect("spider/<db>");
            let path = benchmarks()?.join(format!("spider/database/{id}/{id}.sqlite"));
            DataSource::Sqlite { path }
        }
    };
    let connector = chatdb_connect::open(&source).await.expect("opens");
    let schema = connector.introspect().await.expect("introspects");
    let semantic = (db == "demo")
        .then(|| SemanticLayer::load(&demo.semantic_yaml, Some(&schema)).expect("demo YAML"));
    Some(Db {
        source,
        schema,
        semantic,
    })
}

/// Reviews a workflow directory against an optional database.
pub fn review(dir: &Path, db: Option<&Db>) -> (Workflow, Analysis, Vec<Finding>) {
    let dialect = db.map_or(Dialect::DuckDb, |d| d.source.dialect());
    let wf = Workflow::read(dir, dialect).expect("reads");
    let analysis = Analysis::new(&wf, db.map(|d| &d.schema));
    let cx = Context {
        workflow: &wf,
        analysis: &analysis,
        schema: db.map(|d| &d.schema),
        semantic: db.and_then(|d| d.semantic.as_ref()),
        row_counts: BTreeMap::new(),
        options: ReviewOptions::default(),
    };
    let findings = chatdb_review::review(&cx);
    (wf, analysis, findings)
}
