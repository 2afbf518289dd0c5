//! Seed 003's properties 2, 3 and 9–19 over plans, their validation, the
//! step executor and consultation suggestions.

use chatdb_core::{Column, Dialect, LogicalType, RequestType, Schema, Table, TableKind};
use chatdb_flow::consult;
use chatdb_flow::plan::{plan, validate, AnalysisPlan, PlanStep, PlannedQuery, Tool};
use chatdb_flow::steps::{
    execute, Progress, StepAction, StepOutcome, StepRunner, DEVIATION_WARNING, MAX_STEP_RETRIES,
};
use proptest::prelude::*;

fn queries(n: usize) -> Vec<PlannedQuery> {
    (0..n)
        .map(|i| PlannedQuery {
            query_type: ["overview", "breakdown", "trend"][i % 3].into(),
            purpose: format!("query {i}"),
            input: format!("SELECT {i}"),
        })
        .collect()
}

fn request_type() -> impl Strategy<Value = RequestType> {
    prop::sample::select(RequestType::ALL.to_vec())
}

/// A runner that replays scripted outcomes per step and logs every call.
struct Scripted {
    /// outcomes[step-1][attempt] (the last repeats).
    outcomes: Vec<Vec<StepOutcome>>,
    log: Vec<(u32, u32)>,
}

#[async_trait::async_trait]
impl StepRunner for Scripted {
    async fn run(&mut self, step: &PlanStep, attempt: u32) -> StepOutcome {
        self.log.push((step.step_num, attempt));
        let list = &self.outcomes[step.step_num as usize - 1];
        list.get(attempt as usize).or(list.last()).cloned().unwrap()
    }
}

fn outcome() -> impl Strategy<Value = StepOutcome> {
    prop_oneof![
        4 => (1usize..50).prop_map(|count| StepOutcome::Rows { count, summary: format!("{count} rows") }),
        1 => Just(StepOutcome::Rows { count: 0, summary: "no rows".into() }),
        3 => Just(StepOutcome::Failed { message: "no such column".into(), safety: false }),
        1 => Just(StepOutcome::Failed { message: "forbidden".into(), safety: true }),
    ]
}

fn run(
    plan: &AnalysisPlan,
    outcomes: Vec<Vec<StepOutcome>>,
) -> (
    chatdb_flow::steps::Execution,
    Vec<(u32, u32)>,
    Vec<Progress>,
) {
    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    let mut runner = Scripted {
        outcomes,
        log: Vec::new(),
    };
    let mut progress = Vec::new();
    let exec = rt.block_on(execute(plan, &mut runner, &mut |p| {
        progress.push(p.clone())
    }));
    (exec, runner.log, progress)
}

fn schema(cols: Vec<(String, LogicalType)>) -> Schema {
    Schema {
        dialect: Dialect::DuckDb,
        tables: vec![Table {
            schema: None,
            name: "t".into(),
            kind: TableKind::Table,
            comment: None,
            columns: cols
                .into_iter()
                .map(|(name, logical_type)| Column {
                    name,
                    db_type: "x".into(),
                    logical_type,
                    nullable: true,
                    comment: None,
                })
                .collect(),
            primary_key: vec![],
            foreign_keys: vec![],
        }],
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// 2 and 17: a consultation plan runs no SQL and at most one tool call.
    #[test]
    fn consultations_plan_no_sql(q in ".{0,40}", n in 0usize..6) {
        let p = plan(RequestType::Consultation, &q, &queries(n));
        prop_assert!(p.steps.iter().all(|s| s.tool != Tool::ExecuteSql));
        prop_assert!(p.steps.len() <= 1);
    }

    /// 3: a multi-step plan has at least one checkpoint.
    #[test]
    fn multi_step_plans_have_checkpoints(q in ".{0,40}", n in 0usize..6) {
        let p = plan(RequestType::MultiStepAnalysis, &q, &queries(n));
        prop_assert!(!p.checkpoints.is_empty());
        for c in &p.checkpoints {
            prop_assert!(p.steps.iter().any(|s| s.step_num == *c && s.is_checkpoint));
        }
    }

    /// 9, 10, 11, 12 and 14: steps run in ascending order, each attempt is
    /// evaluated and recorded, progress follows every finished step, and a
    /// step is retried at most three times.
    #[test]
    fn steps_run_in_order_with_bounded_retries(
        n in 0usize..5,
        scripts in prop::collection::vec(prop::collection::vec(outcome(), 1..6), 6),
    ) {
        let p = plan(RequestType::MultiStepAnalysis, "全面分析", &queries(n));
        let (exec, log, progress) = run(&p, scripts.clone());
        // 9: ascending, and each step's attempts before the next step.
        prop_assert!(log.windows(2).all(|w| w[0].0 < w[1].0 || (w[0].0 == w[1].0 && w[1].1 == w[0].1 + 1)));
        // 14: every call recorded, in order.
        let recorded: Vec<(u32, u32)> = exec.actual.iter().map(|a| (a.step_num, a.attempt)).collect();
        prop_assert_eq!(&recorded, &log);
        // 12: at most 1 + 3 attempts per step; a step failing throughout is marked failed.
        for s in &p.steps {
            let attempts = log.iter().filter(|(n, _)| *n == s.step_num).count() as u32;
            prop_assert!(attempts <= MAX_STEP_RETRIES + 1);
            if exec.failed.contains(&s.step_num) {
                prop_assert_eq!(attempts, MAX_STEP_RETRIES + 1);
            }
        }
        // 10 and 11: one progress report per finished step, with its final action.
        let finished: Vec<u32> = { let mut v: Vec<u32> = log.iter().map(|l| l.0).collect(); v.dedup(); v };
        prop_assert_eq!(progress.iter().map(|p| p.step_num).collect::<Vec<_>>(), finished);
        for pr in &progress {
            prop_assert!(pr.failed || pr.action != StepAction::Modify);
        }
        if exec.aborted {
            prop_assert_eq!(progress.last().map(|p| p.action), Some(StepAction::Abort));
        }
    }

    /// 13: a consultation plan that contains SQL is corrected, with a warning.
    #[test]
    fn validation_removes_sql_from_consultations(n in 1usize..5) {
        let mut p = plan(RequestType::Consultation, "有什么分析建议", &[]);
        let mut sql = plan(RequestType::MultiStepAnalysis, "x", &queries(n)).steps;
        sql.retain(|s| s.tool == Tool::ExecuteSql);
        p.steps.extend(sql);
        let (fixed, warnings) = validate(p);
        prop_assert!(fixed.steps.iter().all(|s| s.tool != Tool::ExecuteSql));
        prop_assert!(warnings.iter().any(|w| w.contains("execute_sql")));
        prop_assert!(fixed.steps.iter().enumerate().all(|(i, s)| s.step_num == i as u32 + 1));
    }

    /// 15: a deviation above 0.5 is warned about, one at or below is not.
    #[test]
    fn deviation_warnings_follow_the_threshold(
        n in 0usize..5,
        scripts in prop::collection::vec(prop::collection::vec(outcome(), 1..6), 6),
    ) {
        let p = plan(RequestType::MultiStepAnalysis, "x", &queries(n));
        let (exec, _, _) = run(&p, scripts);
        prop_assert_eq!(exec.deviation > DEVIATION_WARNING, !exec.warnings.is_empty());
        prop_assert!((0.0..=1.0).contains(&exec.deviation));
    }

    /// 16: suggestions always name a dimension, a chart and an example question.
    #[test]
    fn consultation_suggestions_are_complete(
        cols in prop::collection::vec(("[a-z]{1,8}", prop::sample::select(vec![LogicalType::Text, LogicalType::Integer, LogicalType::Date, LogicalType::Float])), 1..8),
        chinese in any::<bool>(),
    ) {
        let s = consult::suggest(&schema(cols), &[], None, chinese);
        prop_assert!(!s.dimensions.is_empty());
        prop_assert!(!s.charts.is_empty());
        prop_assert!(!s.example_questions.is_empty());
    }

    /// 18 and 19: every step uses an exact tool name and carries the
    /// fields its tool needs, before and after validation.
    #[test]
    fn plan_steps_are_complete(r in request_type(), q in ".{0,30}", n in 0usize..5, drop_fields in any::<bool>()) {
        let mut p = plan(r, &q, &queries(n));
        let names = ["get_data_source_context", "execute_sql", "python_executor", "web_search", "web_fetch"];
        for s in &p.steps {
            let name = serde_json::to_value(s.tool).unwrap();
            prop_assert!(names.contains(&name.as_str().unwrap()));
            prop_assert_eq!(name.as_str().unwrap(), s.tool.name());
        }
        if drop_fields {
            for s in &mut p.steps {
                s.schema_level = None;
                s.query_type = None;
            }
        }
        let (p, _) = validate(p);
        for s in &p.steps {
            match s.tool {
                Tool::GetDataSourceContext => prop_assert!(s.schema_level.is_some()),
                Tool::ExecuteSql => prop_assert!(s.query_type.as_deref().is_some_and(|q| !q.is_empty())),
                _ => {}
            }
        }
        prop_assert!(serde_json::from_str::<Tool>("\"run_sql\"").is_err(), "only exact names parse");
    }
}
