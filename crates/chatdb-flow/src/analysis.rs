//! Multi-step analysis (seed 003): "对各地区销售做一个全面分析" becomes a plan —
//! read the schema, then an overview, a breakdown per dimension and a
//! monthly trend of the measure the question names — run by the step
//! executor with a checkpoint and a progress report after each step.

use crate::classify_words::strip_multi_step_words;
use crate::plan::{self, PlanStep, PlannedQuery, Tool};
use crate::steps::{self, Progress, StepOutcome, StepRunner};
use chatdb_intent::intent::{Grain, Intent, Order, OrderKey, TimeRange};
use chrono::{Datelike, Months, NaiveDate};

/// The queries of an analysis of `base`: overview, one breakdown per
/// dimension, and a monthly trend over its time range (else the last 12
/// months). Each is an intent the builder compiles.
pub fn queries(
    base: &Intent,
    time_column: Option<chatdb_intent::intent::ColumnRef>,
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
                period: None,
                days: Vec::new(),
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

impl crate::pipeline::Pipeline<'_> {
    /// The analysis node: plan the queries of the question's measure, run
    /// them as steps with checkpoints and progress events, and summarize
    /// each. The table shown is the first breakdown (else the overview).
    pub(crate) async fn analyse(
        &self,
        st: &mut crate::state::RunState,
        options: &crate::pipeline::RunOptions,
        tracer: &crate::events::Tracer,
    ) -> crate::nodes::Step {
        use crate::events::Event;
        use crate::record::Status;
        use chatdb_core::ResultSet;

        let chinese = st.chinese;
        let question = st.question().to_string();
        let focus = focus(&question);
        let Ok(linked) = self.linker.link(&focus) else {
            let next = st.end(
                Status::Failed,
                "the search index failed; run again to rebuild it",
            );
            return (next, "index error".into());
        };
        let engine = self.engine(options);
        let p = engine.plan(&focus, &linked, None);
        st.record.confidence = p.parsed.confidence;
        let base = p.parsed.intent.clone();
        if base.measures.is_empty() {
            let text = if chinese {
                "要分析什么指标？比如「对各地区的销售额做一个全面分析」。"
            } else {
                "Which measure should I analyse? For example: \"a comprehensive analysis of sales by region\"."
            };
            return (
                st.end(Status::Abstained, text),
                format!("focus {focus:?}: no measure"),
            );
        }
        let tc = chatdb_engine::parse::time_column_for(&base, None, self.schema, self.semantic);
        let queries = queries(&base, tc, options.today());
        let cx = engine.build_context();
        let built: Vec<Option<chatdb_intent::BuiltSql>> = queries
            .iter()
            .map(|(_, i)| chatdb_intent::build(i, &cx).ok())
            .collect();
        let planned: Vec<_> = queries.iter().map(|(q, _)| q.clone()).collect();
        let (plan, warnings) = analysis_plan(&question, &planned);
        let results: std::sync::Mutex<Vec<Option<(String, ResultSet)>>> =
            std::sync::Mutex::new(vec![None; queries.len()]);
        let mut runner = PreparedRunner {
            run_sql: |step_num: u32, _attempt: u32| {
                // Step 1 reads the schema; query i is step i + 2.
                let i = step_num.saturating_sub(2) as usize;
                let sql = built.get(i).and_then(|b| b.as_ref()).map(|b| b.sql.clone());
                let results = &results;
                async move {
                    let Some(sql) = sql else {
                        return StepOutcome::Failed {
                            message: "this step could not be built".into(),
                            safety: true,
                        };
                    };
                    match self.check_and_run(&sql, options).await {
                        Ok((checked, rs)) => {
                            let count = rs.rows.len();
                            if let Ok(mut r) = results.lock() {
                                r[i] = Some((checked.pretty().to_string(), rs));
                            }
                            StepOutcome::Rows {
                                count,
                                summary: format!("{count} rows"),
                            }
                        }
                        Err(attempt) => StepOutcome::Failed {
                            message: attempt.error,
                            safety: false,
                        },
                    }
                }
            },
        };
        let mut reports: Vec<String> = Vec::new();
        let execution = execute(&plan, &mut runner, &mut |p: &StepProgress| {
            let line = format!(
                "step {}/{}: {:?} — {}",
                p.step_num, p.of, p.action, p.summary
            );
            // Sent as each step finishes; traced once the executor is done
            // with the run state.
            tracer.emit(Event::Step {
                detail: line.clone(),
            });
            reports.push(line);
        })
        .await;
        for line in &reports {
            tracer.record(
                &mut st.record,
                &Event::Step {
                    detail: line.clone(),
                },
            );
        }
        let detail = format!(
            "focus {focus:?}: {} steps, deviation {:.2}",
            plan.steps.len(),
            execution.deviation
        );
        let results = results.into_inner().unwrap_or_default();
        let mut lines = Vec::new();
        let mut sqls = Vec::new();
        let mut shown: Option<ResultSet> = None;
        for (i, ((q, intent), r)) in queries.iter().zip(&results).enumerate() {
            let Some((pretty, rs)) = r else { continue };
            let labels = built[i]
                .as_ref()
                .map(|b| b.measure_labels.clone())
                .unwrap_or_default();
            let s = chatdb_engine::answer::summarize(chinese, intent, &labels, rs, options.today());
            lines.push(format!("{}. {}: {s}", lines.len() + 1, q.purpose));
            sqls.push(pretty.clone());
            let first_breakdown =
                q.query_type == "breakdown" && shown.as_ref().is_none_or(|s| s.rows.len() <= 1);
            if first_breakdown || i == 0 && shown.is_none() {
                shown = Some(rs.clone());
            }
        }
        lines.extend(warnings.into_iter().chain(execution.warnings));
        if sqls.is_empty() {
            let text = format!("no step of the analysis ran: {}", reports.join("; "));
            return (st.end(Status::Failed, text), detail);
        }
        st.record.sql = Some(sqls.join(";\n\n"));
        st.result = shown;
        (st.end(Status::Answered, lines.join("\n")), detail)
    }
}
