//! `eval`: execution accuracy. Every question goes through the same
//! pipeline as `chatdb ask`, against its own database; a prediction is
//! right when its result equals the gold result as a multiset of rows (as a
//! list when the gold query orders its rows), allowing the columns in
//! another order. Abstaining counts as wrong; precision is correct/answered.
//!
//! With a case library (`eval --learn`) each question is answered in order
//! and the gold SQL is then given back as feedback — 👍 when the answer was
//! right, a correction when it was wrong or missing — so later questions
//! can be answered from cases; the report adds how those did.

use crate::dataset::Dataset;
use crate::EvalError;
use chatdb_connect::{Connector, QueryOptions};
use chatdb_core::Dialect;
use chatdb_flow::learning::Lesson;
use chatdb_flow::{AnswerSource, CaseStore, Pipeline, RunOptions, Status, Verdict};
use serde::Serialize;
use std::collections::BTreeMap;

/// One line of `eval --out`.
#[derive(Debug, Clone, Serialize)]
pub struct ExecutionPrediction {
    pub index: usize,
    pub db_id: String,
    pub question: String,
    /// Null when the pipeline abstained.
    pub sql: Option<String>,
    pub status: Status,
    pub confidence: f32,
    /// The answer, or why the pipeline abstained (the words it could not place).
    pub answer: String,
    /// What the parse understood and the words it could not place.
    pub parse: Option<String>,
    pub latency_ms: u64,
    pub llm_calls: u32,
    pub tokens: u64,
    /// What answered: `engine`, `case` or `model`.
    pub source: Option<AnswerSource>,
    /// The case that answered, if one did.
    pub case_id: Option<String>,
    /// The rule engine's reading as calibration features (in the order of
    /// `chatdb_engine::calibration::FEATURES`), when the engine parsed it.
    pub features: Option<Vec<f32>>,
    pub correct: bool,
}

/// The figures `eval` prints.
#[derive(Debug, Clone, Default, Serialize)]
pub struct ExecutionReport {
    pub questions: usize,
    pub answered: usize,
    pub correct: usize,
    /// correct / questions
    pub execution_accuracy: f64,
    /// answered / questions
    pub coverage: f64,
    /// correct / answered
    pub precision: f64,
    pub mean_latency_ms: f64,
    pub mean_llm_calls: f64,
    pub mean_tokens: f64,
    /// With `--learn`: how the case library did.
    pub learning: Option<LearningReport>,
}

/// What `eval --learn` adds.
#[derive(Debug, Clone, Default, Serialize)]
pub struct LearningReport {
    /// Questions answered from a case.
    pub case_answered: usize,
    pub case_correct: usize,
    /// Case answers that were wrong.
    pub wrong_reuses: usize,
    /// Case answers the engine alone would not have given (each a model
    /// call, with a model configured).
    pub model_calls_saved: usize,
    /// Questions whose gold SQL an earlier question shared (another
    /// wording of a request already given back as feedback)…
    pub repeated_requests: usize,
    /// …and how many of them a case answered right.
    pub repeated_answered_from_cases: usize,
}

/// Options for an evaluation run.
#[derive(Debug, Clone)]
pub struct ExecutionOptions {
    /// Only the first `limit` questions.
    pub limit: Option<usize>,
    pub run: RunOptions,
}

/// Runs the dataset's questions through the pipeline and scores them,
/// calling `progress(done, total)` after each.
pub async fn evaluate_execution(
    dataset: &Dataset,
    options: &ExecutionOptions,
    llm: Option<&chatdb_llm::LlmClient>,
    cases: Option<&dyn CaseStore>,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<(ExecutionReport, Vec<ExecutionPrediction>), EvalError> {
    let sources = crate::source::load_sources(dataset).await?;
    let mut pipelines = BTreeMap::new();
    let mut plain = BTreeMap::new();
    for (db, s) in &sources {
        let mut p = Pipeline::new(&s.connector, &s.schema, &s.profiles, None, &s.index);
        if let Some(c) = llm {
            p = p.with_llm(c);
        }
        plain.insert(
            db.clone(),
            Pipeline::new(&s.connector, &s.schema, &s.profiles, None, &s.index),
        );
        if let Some(store) = cases {
            p = p.with_cases(store, source_key(dataset, db));
        }
        pipelines.insert(db.clone(), p);
    }
    let mut learning = cases.map(|_| LearningReport::default());
    let mut requests_seen = std::collections::BTreeSet::new();
    let total = options
        .limit
        .unwrap_or(usize::MAX)
        .min(dataset.examples.len());
    let mut predictions = Vec::with_capacity(total);
    let mut report = ExecutionReport {
        questions: total,
        ..ExecutionReport::default()
    };
    let gold_options = QueryOptions::with_max_rows(1_000_000);
    for (i, ex) in dataset.examples.iter().take(total).enumerate() {
        let pipeline = &pipelines[&ex.db_id];
        let record = pipeline.ask(&ex.question, "eval", None, &options.run).await;
        let answered = record.status == Status::Answered && record.sql.is_some();
        let mut correct = false;
        let source = &sources[&ex.db_id];
        // Gold SQL runs through the guard too (every gold query of the
        // benchmarks passes it; the guard's corpus test checks that).
        let gold_checked = chatdb_guard::Guard::new(source.schema.dialect, &Default::default())
            .with_schema(&source.schema)
            .check(&ex.query)
            .ok();
        if answered {
            let gold = match &gold_checked {
                Some(checked) => source.connector.query(checked, &gold_options).await.ok(),
                None => None,
            };
            if let Some(gold) = gold {
                let ordered = gold_is_ordered(&ex.query);
                correct = gold.same_rows(record.columns.len(), &record.rows, ordered);
            }
            report.answered += 1;
        }
        if correct {
            report.correct += 1;
        }
        if let (Some(l), Some(store)) = (learning.as_mut(), cases) {
            let from_case = answered && record.source == Some(AnswerSource::Case);
            if from_case {
                l.case_answered += 1;
                if correct {
                    l.case_correct += 1;
                } else {
                    l.wrong_reuses += 1;
                }
                let alone = plain[&ex.db_id]
                    .ask(&ex.question, "eval", None, &options.run)
                    .await;
                if alone.status != Status::Answered {
                    l.model_calls_saved += 1;
                }
            }
            let request = normalize_sql(&ex.query);
            if !requests_seen.insert(request) {
                l.repeated_requests += 1;
                if from_case && correct {
                    l.repeated_answered_from_cases += 1;
                }
            }
            // The gold SQL back as feedback.
            let lesson = Lesson {
                question: &ex.question,
                run_sql: record.sql.as_deref(),
                answered,
                case_id: record.case_id.as_deref(),
                verdict: if correct {
                    Verdict::Up
                } else {
                    Verdict::Correction
                },
                corrected: if correct {
                    None
                } else {
                    gold_checked.as_ref().map(|c| c.pretty())
                },
                reason: None,
            };
            // (A gold query the guard refuses teaches nothing.)
            if correct || gold_checked.is_some() {
                pipeline
                    .learn(store, &source_key(dataset, &ex.db_id), lesson, &options.run)
                    .await
                    .map_err(|e| EvalError::Store(e.to_string()))?;
            }
        }
        let latency = record.timings_ms.get("total").copied().unwrap_or(0);
        report.mean_latency_ms += latency as f64;
        report.mean_llm_calls += record.llm_calls as f64;
        report.mean_tokens += record.tokens as f64;
        predictions.push(ExecutionPrediction {
            index: i,
            db_id: ex.db_id.clone(),
            question: ex.question.clone(),
            sql: if answered { record.sql.clone() } else { None },
            status: record.status,
            confidence: record.confidence,
            answer: record.answer.clone(),
            parse: record
                .trace
                .iter()
                .find(|t| t.node == "parse")
                .map(|t| t.detail.clone()),
            latency_ms: latency,
            llm_calls: record.llm_calls,
            tokens: record.tokens,
            source: record.source,
            case_id: record.case_id.clone(),
            features: record.features.clone(),
            correct,
        });
        progress(i + 1, total);
    }
    let n = total.max(1) as f64;
    report.execution_accuracy = report.correct as f64 / n;
    report.coverage = report.answered as f64 / n;
    report.precision = report.correct as f64 / report.answered.max(1) as f64;
    report.mean_latency_ms /= n;
    report.mean_llm_calls /= n;
    report.mean_tokens /= n;
    report.learning = learning;
    Ok((report, predictions))
}

/// A benchmark database's key in the case library.
fn source_key(dataset: &Dataset, db: &str) -> String {
    chatdb_connect::DataSource::Sqlite {
        path: dataset.database_path(db),
    }
    .id()
}

/// SQL compared as a request: case, quotes and spacing don't count.
fn normalize_sql(sql: &str) -> String {
    sql.replace(['"', '`'], "")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .trim_end_matches(';')
        .to_lowercase()
}

/// True when the gold query's outermost query has ORDER BY.
fn gold_is_ordered(sql: &str) -> bool {
    match chatdb_guard::parse::parse(sql, Dialect::Sqlite) {
        Ok(stmts) => {
            matches!(stmts.first(), Some(sqlparser::ast::Statement::Query(q)) if q.order_by.is_some())
        }
        Err(_) => sql.to_lowercase().contains("order by"),
    }
}
