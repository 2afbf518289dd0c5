//! Shared by the ETL tests: one call that loads a source and runs a
//! request with `apply` (with or without a model), and queries.

#![allow(dead_code)]

use chatdb_connect::DataSource;
use chatdb_etl::{Etl, EtlOptions, EtlRecord};
use chatdb_flow::pipeline::RunOptions;
use chatdb_flow::source::LoadedSource;
use chatdb_flow::Workspace;
use chatdb_llm::LlmClient;

/// Loads `source` in `ws` and runs `request` offline with review, tests
/// and apply.
pub async fn apply(ws: &Workspace, source: &DataSource, request: &str) -> EtlRecord {
    run(ws, source, request, None).await
}

/// Like [`apply`], with `llm` as the model.
pub async fn run(
    ws: &Workspace,
    source: &DataSource,
    request: &str,
    llm: Option<&LlmClient>,
) -> EtlRecord {
    let loaded = LoadedSource::load(ws, source.clone(), None, &mut |_| {})
        .await
        .expect("loads");
    let options = EtlOptions {
        apply: true,
        ..EtlOptions::new(
            RunOptions::at(chrono::Local::now().naive_local()),
            ws.dir().to_path_buf(),
        )
    };
    Etl {
        source: std::sync::Arc::new(loaded),
        llm,
        store: None,
    }
    .run(request, options)
    .await
}

/// The rows of a checked query on `source`.
pub async fn rows(source: &DataSource, sql: &str) -> Result<Vec<Vec<chatdb_core::Value>>, String> {
    let connector = chatdb_connect::open(source)
        .await
        .map_err(|e| e.to_string())?;
    let checked = chatdb_guard::check(sql, source.dialect()).map_err(|e| e.to_string())?;
    let rs = connector
        .query(&checked, &chatdb_connect::QueryOptions::default())
        .await
        .map_err(|e| e.to_string())?;
    Ok(rs.rows)
}

/// The first value of a query on `source`, as text.
pub async fn scalar(source: &DataSource, sql: &str) -> String {
    rows(source, sql).await.expect("runs")[0][0].to_string()
}
