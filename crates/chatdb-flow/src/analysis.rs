//! Multi-step analysis (seed 003): "对各地区销售做一个全面分析" becomes a plan —
//! read the schema, then an overview, a breakdown per dimension and a
//! monthly trend of the measure the question names — run by the step
//! executor with a checkpoint and a progress report after each step.

use crate::classify_words::strip_multi_step_words;
use crate::plan::{self, PlanStep, PlannedQuery, Tool};
use crate::steps::{self, Progress, StepOutcome, StepRunner};
use chatdb_engine::intent::{Grain, Intent, Order, OrderKey, TimeRange};
use chrono::{Datelike, Months, NaiveDate};

/// The queries of an analysis of `base`: overview, one breakdown per
/// dimension, and a monthly trend over its time range (else the last 12
/// months). Each is an intent the builder compiles.
pub fn queries(
    base: &Intent,
    time_column: Option<chatdb_engine::intent::ColumnRef>,
    today: NaiveDate,
) -> Vec<(PlannedQuery, Intent)> {
    let mut out = Vec::new();
    let mut overview = base.clone();
    overview.dimensions.clear();
    overview.grain = None;
    overview.order = None;
    overview.limit = None;
    out.push((
        PlannedQuery {
            query_type: "overview".into(),
            purpose: "the measure overall".into(),
            input: String::new(),
        },
        overview.clone(),
    ));
    for d in &base.dimensions {
        let mut b = overview.clone();
        b.dimensions = vec![d.clone()];
        b.order = Some(Order {
            key: OrderKey::Measure { index: 0 },
            descending: true,
        });
        out.push((
            PlannedQuery {
                query_type: "breakdown".into(),
                purpose: format!("by {}", d.column),
                input: String::new(),
            },
            b,
        ));
    }
    if let Some(tc) = time_column {
        let mut t = overview;
        t.grain = Some(Grain::Month);
        if t.time_range.is_none() {
            // The last 12 whole months: a partial month would bend the trend.
            let this_month = today.with_day(1).unwrap_or(today);
            t.time_range = Some(TimeRange {
                column: Some(tc.clone()),
                start: this_month.checked_sub_months(Months::new(12)),
                end: Some(this_month),
                label: "last 12 months".into(),
            });
        }
        t.order = Some(Order {
            key: OrderKey::Column { column: tc },
            descending: false,
        });
        out.push((
            PlannedQuery {
                query_type: "trend".into(),
                purpose: "monthly trend".into(),
                input: String::new(),
            },
            t,
        ));
    }
    out
}

/// The question without the words that only ask for a thorough analysis.
pub fn focus(question: &str) -> String {
    strip_multi_step_words(question)
}

/// A runner over prepared SQL per step, produced by the caller.
pub struct PreparedRunner<F> {
    pub run_sql: F,
}

#[async_trait::async_trait]
impl<F, Fut> StepRunner for PreparedRunner<F>
where
    F: FnMut(u32, u32) -> Fut + Send,
    Fut: std::future::Future<Output = StepOutcome> + Send,
{
    async fn run(&mut self, step: &PlanStep, attempt: u32) -> StepOutcome {
        match step.tool {
            Tool::GetDataSourceContext => StepOutcome::Rows {
                count: 1,
                summary: "schema read".into(),
            },
            Tool::ExecuteSql => (self.run_sql)(step.step_num, attempt).await,
            other => StepOutcome::Failed {
                message: format!("{} is not available", other.name()),
                safety: true,
            },
        }
    }
}

/// Plans the analysis for the given queries.
pub fn analysis_plan(
    question: &str,
    queries: &[PlannedQuery],
) -> (plan::AnalysisPlan, Vec<String>) {
    plan::validate(plan::plan(
        chatdb_core::RequestType::MultiStepAnalysis,
        question,
        queries,
    ))
}

/// Re-exported for the pipeline.
pub use steps::execute;
/// Progress reports, re-exported for the pipeline.
pub type StepProgress = Progress;
