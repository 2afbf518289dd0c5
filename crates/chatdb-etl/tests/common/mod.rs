//! Shared by the ETL tests: one call that loads a source and runs a
//! request with `apply`, and a one-value query.

#![allow(dead_code)]

use chatdb_connect::DataSource;
use chatdb_etl::{Etl, EtlOptions, EtlRecord};
use chatdb_flow::pipeline::RunOptions;
use chatdb_flow::source::LoadedSource;
use chatdb_flow::Workspace;

/// Loads `source` in `ws` and runs `request` offline with review, tests
/// and apply.
pub async fn apply(ws: &Workspace, source: &DataSource, request: &str) -> EtlRecord {
    let loaded = LoadedSource::load(ws, source.clone(), None, &mut |_| {})
        .await
        .expect("loads");
    let options = EtlOptions {
        out: None,
        apply: true,
        test: true,
        target: None,
        thread: None,
        confirm: false,
        approved: false,
        select: None,
        corrected_from: None,
        run: RunOptions::at(chrono::Local::now().naive_local()),
        data_dir: ws.dir().to_path_buf(),
    };
    Etl {
        source: loaded,
        llm: None,
        cases: None,
    }
    .run(request, options)
    .await
}

/// The first value of a query on `source`, as text.
pub async fn scalar(source: &DataSource, sql: &str) -> String {
    let connector = chatdb_connect::open(source).await.expect("opens");
    let checked = chatdb_guard::check(sql, source.dialect()).expect("checks");
    let rs = connector
        .query(&checked, &chatdb_connect::QueryOptions::default())
        .await
        .expect("runs");
    rs.rows[0][0].to_string()
}
