//! Feedback on a run: 👍, 👎 with a reason, or ✏️ a correction — SQL that
//! must pass the guard (with the giver's access policy) and run on the
//! run's source before it is stored. Nothing is stored when it doesn't.
//! Stored feedback then teaches the case library (`learning`).

use crate::checkpoint::Checkpointer;
use crate::learning::{Learned, Lesson};
use crate::pipeline::RunOptions;
use crate::record::Status;
use crate::source::{LoadedSource, SqlError};
use crate::store::{Feedback, StoreError, Verdict};
use chatdb_connect::{CancellationToken, QueryOptions};
use chatdb_guard::AccessPolicy;
use serde_json::Value as Json;
use std::time::Duration;

/// What someone says about a run.
#[derive(Debug, Clone)]
pub struct FeedbackRequest {
    pub verdict: Verdict,
    pub reason: Option<String>,
    /// The corrected SQL, for a correction.
    pub sql: Option<String>,
}

/// Feedback that can't be taken.
#[derive(Debug, thiserror::Error)]
pub enum FeedbackError {
    #[error("a correction needs the corrected SQL")]
    NeedsSql,
    #[error("SQL goes with a correction only")]
    SqlWithoutCorrection,
    #[error("the correction was not accepted: {0}")]
    Correction(SqlError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Feedback as stored, and what the case library learned from it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Given {
    #[serde(flatten)]
    pub feedback: Feedback,
    pub learned: Learned,
}

/// Stores feedback on `run` (its stored record) given by `by`; a
/// correction is checked and run on `source` first. Then teaches the case
/// library.
pub async fn give(
    store: &dyn Checkpointer,
    run: &Json,
    source: &LoadedSource,
    access: Option<&AccessPolicy>,
    by: &str,
    request: FeedbackRequest,
    timeout: Duration,
) -> Result<Given, FeedbackError> {
    let sql = request
        .sql
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty());
    let sql = match (request.verdict, sql) {
        (Verdict::Correction, Some(sql)) => {
            let options = QueryOptions {
                max_rows: 1,
                timeout,
                cancel: CancellationToken::new(),
                ..QueryOptions::default()
            };
            let (checked, _) = source
                .run_sql(sql, access, &options)
                .await
                .map_err(FeedbackError::Correction)?;
            Some(checked.pretty().to_string())
        }
        (Verdict::Correction, None) => return Err(FeedbackError::NeedsSql),
        (_, Some(_)) => return Err(FeedbackError::SqlWithoutCorrection),
        (_, None) => None,
    };
    let feedback = Feedback {
        run_id: run["run_id"].as_str().unwrap_or_default().to_string(),
        verdict: request.verdict,
        reason: request.reason.filter(|r| !r.trim().is_empty()),
        sql,
        by: Some(by.to_string()),
        question: run["question"].as_str().map(str::to_string),
        run_sql: run["sql"].as_str().map(str::to_string),
        source: run["data_source"].as_str().map(str::to_string),
        case_id: run["case_id"].as_str().map(str::to_string),
    };
    store.put_feedback(&feedback).await?;
    let status: Option<Status> = serde_json::from_value(run["status"].clone()).ok();
    let lesson = Lesson {
        question: feedback.question.as_deref().unwrap_or_default(),
        run_sql: feedback.run_sql.as_deref(),
        answered: status == Some(Status::Answered),
        case_id: feedback.case_id.as_deref(),
        verdict: feedback.verdict,
        corrected: feedback.sql.as_deref(),
        reason: feedback.reason.as_deref(),
    };
    let options = RunOptions::at(chrono::Local::now().naive_local());
    let cases: &dyn crate::cases::CaseStore = store;
    let learned = source
        .pipeline()
        .learn(cases, &source.key, lesson, &options)
        .await?;
    Ok(Given { feedback, learned })
}
