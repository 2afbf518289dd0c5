//! The step executor (seed 003): runs a plan's steps in order, evaluates
//! each result (proceed / modify / skip / abort), retries a failing step at
//! most [`MAX_STEP_RETRIES`] times, reports progress after every step, and
//! records every tool call so the validator can compare plan and reality.

use crate::plan::{AnalysisPlan, PlanStep, Tool};
use serde::Serialize;

/// Retries of one step after its first attempt.
pub const MAX_STEP_RETRIES: u32 = 3;
/// Above this deviation between planned and actual tool calls, warn.
pub const DEVIATION_WARNING: f64 = 0.5;

/// What running a step produced.
#[derive(Debug, Clone, PartialEq)]
pub enum StepOutcome {
    Rows { count: usize, summary: String },
    Failed { message: String, safety: bool },
}

/// What to do after a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StepAction {
    Proceed,
    /// Retry the step (changed by the runner on the next attempt).
    Modify,
    Skip,
    Abort,
}

/// Evaluates a step's result.
pub fn evaluate(outcome: &StepOutcome) -> StepAction {
    match outcome {
        StepOutcome::Rows { count: 0, .. } => StepAction::Skip,
        StepOutcome::Rows { .. } => StepAction::Proceed,
        StepOutcome::Failed { safety: true, .. } => StepAction::Abort,
        StepOutcome::Failed { .. } => StepAction::Modify,
    }
}

/// A tool call that happened.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ActualStep {
    pub step_num: u32,
    pub tool: Tool,
    pub attempt: u32,
    pub action: StepAction,
    pub summary: String,
}

/// Progress after a step.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Progress {
    pub step_num: u32,
    pub of: usize,
    pub action: StepAction,
    pub failed: bool,
    pub summary: String,
}

/// What executing a plan did.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Execution {
    pub actual: Vec<ActualStep>,
    /// Step numbers that failed after their retries.
    pub failed: Vec<u32>,
    pub aborted: bool,
    pub deviation: f64,
    pub warnings: Vec<String>,
}

/// Runs one step (one attempt).
#[async_trait::async_trait]
pub trait StepRunner: Send {
    async fn run(&mut self, step: &PlanStep, attempt: u32) -> StepOutcome;
}

/// Runs the plan's steps in ascending order.
pub async fn execute(
    plan: &AnalysisPlan,
    runner: &mut dyn StepRunner,
    progress: &mut (dyn FnMut(&Progress) + Send),
) -> Execution {
    let mut steps: Vec<&PlanStep> = plan.steps.iter().collect();
    steps.sort_by_key(|s| s.step_num);
    let mut actual = Vec::new();
    let mut failed = Vec::new();
    let mut aborted = false;
    'steps: for step in steps {
        let mut attempt = 0;
        loop {
            let outcome = runner.run(step, attempt).await;
            let action = evaluate(&outcome);
            let summary = match &outcome {
                StepOutcome::Rows { summary, .. } => summary.clone(),
                StepOutcome::Failed { message, .. } => message.clone(),
            };
            actual.push(ActualStep {
                step_num: step.step_num,
                tool: step.tool,
                attempt,
                action,
                summary: summary.clone(),
            });
            let out_of_retries = action == StepAction::Modify && attempt >= MAX_STEP_RETRIES;
            if action != StepAction::Modify || out_of_retries {
                if out_of_retries {
                    failed.push(step.step_num);
                }
                progress(&Progress {
                    step_num: step.step_num,
                    of: plan.steps.len(),
                    action,
                    failed: out_of_retries,
                    summary,
                });
                if action == StepAction::Abort {
                    aborted = true;
                    break 'steps;
                }
                break;
            }
            attempt += 1;
        }
    }
    let deviation = deviation(
        &plan.tools(),
        &actual.iter().map(|a| a.tool).collect::<Vec<_>>(),
    );
    let mut warnings = Vec::new();
    if deviation > DEVIATION_WARNING {
        let w = format!("execution deviated from the plan (score {deviation:.2})");
        tracing::warn!("{w}");
        warnings.push(w);
    }
    Execution {
        actual,
        failed,
        aborted,
        deviation,
        warnings,
    }
}

/// How far actual tool calls strayed from the planned ones: the edit
/// distance between the two sequences over the longer one's length (0 =
/// as planned, 1 = nothing alike).
pub fn deviation(planned: &[Tool], actual: &[Tool]) -> f64 {
    let (n, m) = (planned.len(), actual.len());
    if n.max(m) == 0 {
        return 0.0;
    }
    let mut prev: Vec<usize> = (0..=m).collect();
    for i in 1..=n {
        let mut cur = vec![i; m + 1];
        for j in 1..=m {
            let sub = prev[j - 1] + usize::from(planned[i - 1] != actual[j - 1]);
            cur[j] = sub.min(prev[j] + 1).min(cur[j - 1] + 1);
        }
        prev = cur;
    }
    prev[m] as f64 / n.max(m) as f64
}
