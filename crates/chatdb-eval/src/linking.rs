//! `eval-linking`: how often the linker keeps everything the gold SQL uses,
//! and at what share of the full schema's prompt tokens.

use crate::dataset::Dataset;
use crate::EvalError;
use chatdb_core::Dialect;
use chatdb_knowledge::Linker;
use serde::Serialize;
use std::collections::BTreeMap;

/// One line of `eval-linking --out`.
#[derive(Debug, Clone, Serialize)]
pub struct LinkingPrediction {
    pub index: usize,
    pub tables: Vec<String>,
    /// `table.column`
    pub columns: Vec<String>,
    pub prompt_tokens: usize,
    pub full_schema_tokens: usize,
    /// Gold tables/columns the linker left out (empty when strictly recalled).
    pub missing: Vec<String>,
}

/// The figures `eval-linking` prints.
#[derive(Debug, Clone, Default, Serialize)]
pub struct LinkingReport {
    pub questions: usize,
    /// Share of questions whose every gold table and column was kept.
    pub strict_recall: f64,
    /// Share of questions whose every gold table was kept.
    pub table_recall: f64,
    /// Share of all gold columns kept.
    pub column_recall: f64,
    /// Mean of pruned / full prompt tokens.
    pub token_ratio: f64,
    pub mean_latency_ms: f64,
}

/// Linking against a wide catalog instead of each question's own database.
#[derive(Debug, Clone, Default)]
pub struct Wide {
    /// Columns added to every table.
    pub extra_columns: usize,
    /// Further datasets whose databases join the catalog as distractors.
    pub distractors: Vec<Dataset>,
    /// Link each question against its own database alone, widened (wide
    /// tables, few of them, as in BIRD), not against one merged catalog.
    pub each_database: bool,
}

/// Links every question of the dataset, calling `progress` after each, and
/// scores the result against the tables and columns the gold SQL reads —
/// against the question's own database, or with `wide` against one catalog
/// of every database, widened (`crate::wide`).
pub async fn evaluate_linking(
    dataset: &Dataset,
    wide: Option<&Wide>,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<(LinkingReport, Vec<LinkingPrediction>), EvalError> {
    let sources = crate::source::load_sources(dataset).await?;
    let mut others = Vec::new();
    for d in wide.map(|w| w.distractors.as_slice()).unwrap_or_default() {
        others.push(crate::source::load_sources(d).await?);
    }
    let mut members: Vec<(&str, &crate::source::BenchSource)> =
        sources.iter().map(|(db, s)| (db.as_str(), s)).collect();
    for o in &others {
        for (db, s) in o {
            if !sources.contains_key(db) {
                members.push((db.as_str(), s));
            }
        }
    }
    // One catalog of every database, or (each_database) one per database.
    let mut catalogs = BTreeMap::new();
    if let Some(w) = wide {
        if w.each_database {
            for db in sources.keys() {
                let c = crate::wide::wide_catalog(&members, w.extra_columns, Some(db))?;
                catalogs.insert(db.clone(), c);
            }
        } else {
            let c = crate::wide::wide_catalog(&members, w.extra_columns, None)?;
            catalogs.insert(String::new(), c);
        }
    }
    let wide_linkers: BTreeMap<&str, Linker> = catalogs
        .iter()
        .map(|(db, c)| {
            let linker = Linker::new(&c.schema, &c.profiles, None, &c.index);
            (db.as_str(), linker)
        })
        .collect();
    let total = dataset.examples.len();
    let mut predictions = Vec::with_capacity(total);
    let (mut strict, mut tables_ok, mut cols_kept, mut cols_total) =
        (0usize, 0usize, 0usize, 0usize);
    let (mut ratio, mut latency) = (0.0f64, 0.0f64);
    let mut linkers = BTreeMap::new();
    for (i, ex) in dataset.examples.iter().enumerate() {
        let src = &sources[&ex.db_id];
        let wide_linker = wide_linkers
            .get(ex.db_id.as_str())
            .or_else(|| wide_linkers.get(""));
        let linker = match wide_linker {
            Some(l) => l,
            None => linkers
                .entry(ex.db_id.clone())
                .or_insert_with(|| Linker::new(&src.schema, &src.profiles, None, &src.index)),
        };
        // The gold's names as the linker's catalog spells them.
        let name = |t: &str| match wide {
            Some(_) => crate::wide::qualified(&ex.db_id, t),
            None => t.to_string(),
        };
        let started = std::time::Instant::now();
        let linked = linker.link(&ex.question)?;
        latency += started.elapsed().as_secs_f64() * 1000.0;
        let kept_tables: Vec<String> = linked
            .tables
            .iter()
            .map(|t| t.name.to_lowercase())
            .collect();
        let kept_columns: Vec<String> = linked
            .qualified_columns()
            .iter()
            .map(|c| c.to_lowercase())
            .collect();
        let mut missing = Vec::new();
        if let Ok(stmts) = chatdb_guard::parse::parse(&ex.query, Dialect::Sqlite) {
            if let Some(stmt) = stmts.first() {
                let usage = chatdb_guard::usage(stmt, &src.schema, Dialect::Sqlite);
                missing.extend(
                    usage
                        .tables
                        .iter()
                        .map(|t| name(t))
                        .filter(|t| !kept_tables.contains(&t.to_lowercase())),
                );
                let table_miss = !missing.is_empty();
                cols_total += usage.columns.len();
                for (t, c) in &usage.columns {
                    let q = format!("{}.{c}", name(t));
                    if kept_columns.contains(&q.to_lowercase()) {
                        cols_kept += 1;
                    } else {
                        missing.push(q);
                    }
                }
                if !table_miss {
                    tables_ok += 1;
                }
            }
        }
        if missing.is_empty() {
            strict += 1;
        }
        ratio += linked.prompt_tokens as f64 / linked.full_schema_tokens.max(1) as f64;
        predictions.push(LinkingPrediction {
            index: i,
            tables: linked.tables.iter().map(|t| t.name.clone()).collect(),
            columns: linked.qualified_columns(),
            prompt_tokens: linked.prompt_tokens,
            full_schema_tokens: linked.full_schema_tokens,
            missing,
        });
        progress(i + 1, total);
    }
    let n = total.max(1) as f64;
    let report = LinkingReport {
        questions: total,
        strict_recall: strict as f64 / n,
        table_recall: tables_ok as f64 / n,
        column_recall: cols_kept as f64 / cols_total.max(1) as f64,
        token_ratio: ratio / n,
        mean_latency_ms: latency / n,
    };
    Ok((report, predictions))
}
