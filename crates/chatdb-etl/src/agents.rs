//! What each agent of the ETL graph does and where the run goes next. The
//! graph runs on the driver every run shares ([`chatdb_flow::graph`]):
//! step limit, cancellation, timings, events. Its edges:
//!
//! ```text
//! knowledge → analyst ─(target missing: ask)→ wait
//!               ↓
//!           architect → developer → reviewer → tester ─┐
//!                           ↑                          │ failed, a model
//!                           └────────── repair ←───────┘ (bounded rounds)
//!   → feedback (--confirm: wait for approve / reject / a SELECT)
//!   → learning (after a verdict) → output (--out) → finalize (--apply) → done
//! ```
//!
//! Nothing is written to the source but by `finalize`, and only when the
//! checks passed and the run was asked to apply.

use crate::analyst::{self, Outcome};
use crate::checks::Written;
use crate::pending::Waiting;
use crate::record::{EtlStatus, TargetResult};
use crate::request;
use crate::state::{Agent, EtlState};
use chatdb_flow::events::Tracer;
use chatdb_flow::graph::Graph;
use chatdb_flow::learning::Lesson;
use chatdb_flow::pipeline::RunOptions;
use chatdb_flow::source::LoadedSource;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// The ETL agents over one source, with what they may use.
pub struct EtlGraph<'a> {
    pub llm: Option<&'a chatdb_llm::LlmClient>,
    /// The case library, which learns from verdicts (none: nothing is
    /// learned).
    pub cases: Option<&'a dyn chatdb_flow::CaseStore>,
    /// Options of the question pipeline that answers the select part.
    pub run: &'a RunOptions,
    /// The data directory (rejections are recorded under it).
    pub data_dir: &'a Path,
}

#[async_trait::async_trait]
impl Graph for EtlGraph<'_> {
    type State = EtlState;

    fn next_name(state: &EtlState) -> &'static str {
        state.next.name()
    }

    fn is_finished(state: &EtlState) -> bool {
        state.is_finished()
    }

    fn steps(state: &mut EtlState) -> &mut u32 {
        &mut state.steps
    }

    fn fail(state: &mut EtlState, message: String) {
        state.record.status = EtlStatus::Failed;
        state.next = state.end(message);
    }

    fn record(state: &mut EtlState, node: &'static str, _: Duration, took: Duration, detail: &str) {
        state.record.trace.push(crate::record::AgentStep {
            agent: node,
            detail: detail.to_string(),
            ms: took.as_millis() as u64,
        });
    }

    async fn run_node(&self, state: &mut EtlState, _: &Tracer) -> String {
        let (next, detail) = match state.next {
            Agent::Knowledge => self.knowledge(state).await,
            Agent::Analyst => self.analyst(state).await,
            Agent::Architect => self.architect(state).await,
            Agent::Developer => developer(state),
            Agent::Reviewer => reviewer(state),
            Agent::Tester => tester(state).await,
            Agent::Repair => self.repair(state).await,
            Agent::Feedback => feedback(state),
            Agent::Learning => self.learning(state).await,
            Agent::Output => output(state),
            Agent::Finalize => finalize(state).await,
            Agent::Done => (Agent::Done, String::new()),
        };
        state.next = next;
        detail
    }
}

/// An agent's outcome: the next agent, and what it did in words.
type Step = (Agent, String);

impl EtlGraph<'_> {
    /// Gathers what the source knows that bears on the request
    /// ([`crate::knowledge`]) before the Analyst reads it.
    async fn knowledge(&self, state: &mut EtlState) -> Step {
        if state.request.trim().is_empty() {
            return (state.end("the request is empty"), "no request".into());
        }
        let source = match state.source() {
            Ok(s) => s,
            Err(e) => return (state.end(e.clone()), e),
        };
        let text = request::read(&state.request).rest;
        let found = crate::knowledge::gather(&source, &text, self.cases).await;
        let detail = found.summary();
        state.knowledge = Some(found);
        (Agent::Analyst, detail)
    }

    async fn analyst(&self, state: &mut EtlState) -> Step {
        let source = match state.source() {
            Ok(s) => s,
            Err(e) => return (state.end(e.clone()), e),
        };
        // A question run that asked what the select part means goes on
        // with the user's answer.
        let (meant, answer) = match (state.select_run.take(), state.settings.meaning.take()) {
            (Some(run), Some(answer)) => (Some(*run), answer),
            _ => (None, String::new()),
        };
        let resolved = meant.is_some();
        let settings = &state.settings;
        let select = settings
            .select
            .as_deref()
            .or(state.resolved_select.as_deref());
        let (outcome, usage) = analyst::analyse(
            &source,
            self.llm,
            &state.request,
            settings.target.as_deref(),
            select,
            meant.map(|run| (run, answer.as_str())),
            self.run,
        )
        .await;
        state.record.llm_calls += usage.llm_calls;
        state.record.tokens += usage.tokens;
        let intent = match outcome {
            Outcome::Question => {
                let message = format!(
                    "this reads as a question, not a table to build: `chatdb ask \"{}\"` answers it; to build a table, say where the result goes (写入 TABLE / into table TABLE)",
                    state.request.trim()
                );
                return (state.end(message), "a question, not an ETL request".into());
            }
            Outcome::Unplaced { reason } => {
                let message = format!("{reason}; nothing was built");
                return (state.end(message), "could not place the select part".into());
            }
            Outcome::AskTarget { suggestion, intent } => {
                let question = format!(
                    "Which table should the result be written to? Answer with a table name, or \"yes\" for `{suggestion}`."
                );
                if resolved {
                    state.resolved_select = Some(intent.select_sql.clone());
                }
                state.intent = Some(*intent);
                state.suggestion = Some(suggestion);
                wait(state, Waiting::Target, question, format!(
                    "the request names no target table; `chatdb resume --thread {} ANSWER` continues",
                    state.thread
                ));
                return (Agent::Analyst, "target missing: asked".into());
            }
            Outcome::AskMeaning { clarification, run } => {
                let listed = clarification
                    .options
                    .iter()
                    .all(|o| clarification.question.contains(o.as_str()));
                let options = if listed {
                    String::new()
                } else {
                    format!(" ({})", clarification.options.join(" / "))
                };
                let question = format!("{}{options}", clarification.question);
                state.select_run = Some(run);
                wait(state, Waiting::Meaning, question, format!(
                    "what to compute is ambiguous; `chatdb resume --thread {} ANSWER` continues with the reading meant",
                    state.thread
                ));
                return (Agent::Analyst, "the select part is ambiguous: asked".into());
            }
            Outcome::Intent(intent) => *intent,
        };
        if resolved {
            state.resolved_select = Some(intent.select_sql.clone());
        }
        let target = intent.target.name.clone();
        let detail = format!(
            "target {target} ({}), grain [{}], sources [{}]",
            intent.target.write_mode.name(),
            intent.target.grain.join(", "),
            intent.data_sources.join(", ")
        );
        let mode_stated = request::read(&state.request).mode_stated;
        let existing = intent
            .targets()
            .find(|t| t.exists && !mode_stated)
            .map(|t| t.name.clone());
        let read_back = intent
            .targets()
            .find(|t| {
                let key = chatdb_lineage::analysis::relation_key(&t.name);
                intent
                    .all_sources()
                    .iter()
                    .any(|s| chatdb_lineage::analysis::relation_key(s) == key)
            })
            .map(|t| t.name.clone());
        state.intent = Some(intent);
        if let Some(existing) = existing {
            let message = format!(
                "`{existing}` already exists; say how to write it (overwrite/覆盖, append/追加, incremental/增量, merge/合并) — nothing was written"
            );
            return (state.end(message), detail);
        }
        if let Some(read_back) = read_back {
            let message = format!(
                "`{read_back}` is also what the workflow reads: writing it would change its own input; name another target — nothing was written"
            );
            return (state.end(message), detail);
        }
        (Agent::Architect, detail)
    }

    async fn architect(&self, state: &mut EtlState) -> Step {
        let (Some(intent), Ok(source)) = (&state.intent, state.source()) else {
            return (state.end("no intent to plan"), "nothing to plan".into());
        };
        let mut plan = crate::architect::plan(intent, &source.catalog.schema);
        if let Some(client) = self.llm {
            let declared = crate::architect::layer_of(&intent.target.name).is_some();
            match crate::model::review_plan(client, &state.request, &mut plan, declared).await {
                Ok(cost) => {
                    state.record.llm_calls += cost.calls;
                    state.record.tokens += cost.tokens;
                }
                Err(e) => plan
                    .risks
                    .push(format!("the model's review of the plan failed: {e}")),
            }
        }
        let detail = format!("{}, layers {}", plan.pattern, plan.layers.join(" → "));
        state.plan = Some(plan);
        (Agent::Developer, detail)
    }

    /// One round of the Developer's model strategy: the model rewrites the
    /// select part from what failed (and the rounds before); the new
    /// intent is planned again and developed. Stops when the model fails
    /// or repeats itself; a repair that can't be read as the request's
    /// intent is kept as tried and the next round starts.
    async fn repair(&self, state: &mut EtlState) -> Step {
        use crate::repair::{repair, Tried};
        let (Some(client), Some(intent), Some(plan), Ok(source)) =
            (self.llm, &state.intent, &state.plan, state.source())
        else {
            state.repair_stopped = true;
            return (after_checks(state), "no model to repair with".into());
        };
        state.repairs += 1;
        let round = state.repairs;
        let failures = state.checks.failures();
        let guard = chatdb_guard::GuardConfig::default();
        let toolbox = chatdb_flow::tools::Toolbox {
            schema: &source.catalog.schema,
            profiles: &source.catalog.tables,
            semantic: source.semantic.as_ref(),
            connector: source.connector.as_ref(),
            guard: &guard,
        };
        let fixed = match repair(
            client,
            &toolbox,
            &state.request,
            intent,
            &failures,
            &state.tried,
        )
        .await
        {
            Ok(r) => r,
            Err(e) => {
                state.repair_stopped = true;
                let detail = format!("repair {round}: the model failed: {e}");
                return (after_checks(state), detail);
            }
        };
        state.record.llm_calls += fixed.cost.calls;
        state.record.tokens += fixed.cost.tokens;
        let tools = fixed
            .tools
            .iter()
            .map(|(name, status)| format!("{name}: {status}"))
            .collect::<Vec<_>>();
        let said = format!(
            "repair {round} by the model{}{}",
            if tools.is_empty() {
                String::new()
            } else {
                format!(" (tools: {})", tools.join(", "))
            },
            if fixed.explanation.is_empty() {
                String::new()
            } else {
                format!(": {}", fixed.explanation)
            }
        );
        // Repairs are compared as the Developer would build them (outputs named).
        let schema = &source.catalog.schema;
        let as_built = |sql: &str| {
            crate::developer::name_outputs(sql, schema.dialect).unwrap_or_else(|| sql.to_string())
        };
        let new_sql = as_built(&fixed.sql);
        let same = |a: &str| a.split_whitespace().eq(new_sql.split_whitespace());
        if same(&intent.select_sql) || state.tried.iter().any(|t| same(&as_built(&t.sql))) {
            state.repair_stopped = true;
            return (
                after_checks(state),
                format!("{said} — the same SQL as before; stopped"),
            );
        }
        let repaired =
            crate::analyst::intent_for_select(&state.request, &intent.target, &fixed.sql, schema);
        let repaired = match repaired {
            Ok(i) => i,
            Err(e) => {
                state.tried.push(Tried {
                    sql: fixed.sql,
                    failures: vec![e.clone()],
                });
                return (after_checks(state), format!("{said} — refused: {e}"));
            }
        };
        let plan = crate::architect::replan(&repaired, schema, plan);
        state.tried.push(Tried {
            sql: intent.select_sql.clone(),
            failures,
        });
        state.intent = Some(repaired);
        state.plan = Some(plan);
        (Agent::Developer, said)
    }

    /// Teaches the case library the user's verdict on the workflow's
    /// select part: an approval keeps it as the request's case, a
    /// correction is analysed and kept instead, a rejection is recorded
    /// (in `etl/rejections.jsonl` too) as a failure.
    async fn learning(&self, state: &mut EtlState) -> Step {
        use chatdb_flow::store::Verdict;
        let question = request::read(&state.request).rest;
        let select =
            (state.intent.as_ref().map(|i| i.select_sql.clone())).or(state.settings.select.clone());
        let rejected = state.settings.rejected.clone();
        let corrected_from = state.settings.corrected_from.clone();
        // (What the run wrote, what the user said instead, the verdict.)
        let (run_sql, corrected, verdict) = match (&rejected, &corrected_from) {
            (Some(_), _) => (select.as_deref(), None, Verdict::Down),
            (None, Some(original)) => (
                Some(original.as_str()),
                select.as_deref(),
                Verdict::Correction,
            ),
            (None, None) => (select.as_deref(), None, Verdict::Up),
        };
        let lesson = Lesson {
            question: &question,
            run_sql,
            answered: true,
            case_id: None,
            verdict,
            corrected,
            reason: rejected.as_deref(),
        };
        // A star's fact keeps keys where the request asked for names: it
        // is not the question's answer, and `ask` must not learn it as one.
        let star = state
            .intent
            .as_ref()
            .is_some_and(|i| !i.dimensions.is_empty());
        let learned = match (self.cases, state.source()) {
            (Some(store), Ok(source)) if !star => {
                Some(learn(&source, store, lesson, self.run).await)
            }
            _ => None,
        };
        let detail = match &learned {
            Some(l) => format!(
                "case library: {}",
                l.get("action").and_then(|a| a.as_str()).unwrap_or("?")
            ),
            None if star => "a star schema's fact query: no case learned".into(),
            None => "no case library".into(),
        };
        state.record.learned = learned;
        let Some(reason) = rejected else {
            return (after_learning(state), detail);
        };
        let message = match record_rejection(self.data_dir, state, select.as_deref(), &reason) {
            Ok(()) if reason.is_empty() => "rejected; recorded, nothing written".to_string(),
            Ok(()) => format!("rejected ({reason}); recorded, nothing written"),
            Err(e) => format!("rejected; recording the rejection failed: {e}"),
        };
        (state.end(message), detail)
    }
}

/// Asks the user something and stops the run until `resume` answers.
fn wait(state: &mut EtlState, waiting: Waiting, question: String, message: String) {
    state.waiting = Some(waiting);
    state.question = Some(question.clone());
    state.record.status = EtlStatus::Clarification;
    state.record.clarification = Some(question);
    state.record.message = message;
}

/// Develops the plan's models and checks them against the write policy.
fn developer(state: &mut EtlState) -> Step {
    let (Some(intent), Some(plan), Ok(source)) = (&state.intent, &state.plan, state.source())
    else {
        return (state.end("nothing planned to develop"), "no plan".into());
    };
    let schema = &source.catalog.schema;
    let models = crate::developer::develop(intent, plan, schema.dialect);
    let checked = crate::apply::check(&models, schema.dialect, schema, &intent.target_names());
    state.checks = crate::checks::Checks::default();
    let detail = match checked {
        Ok(w) => format!(
            "{} models, {} statements passed the write policy",
            models.len(),
            w.len()
        ),
        Err(e) => {
            state.checks.refused = Some(e.clone());
            e
        }
    };
    state.models = models;
    let next = if state.checks.refused.is_some() {
        after_checks(state)
    } else {
        Agent::Reviewer
    };
    (next, detail)
}

fn reviewer(state: &mut EtlState) -> Step {
    let (Some(intent), Ok(source)) = (&state.intent, state.source()) else {
        return (state.end("nothing to review"), "no intent".into());
    };
    let written = match Written::new(intent, &state.models, &source.catalog.schema) {
        Ok(w) => w,
        Err(e) => {
            let message = format!("reviewing the workflow failed: {e}");
            return (state.end(message), e);
        }
    };
    state.checks.findings = crate::checks::review(&source, &written);
    state.checks.written = Some(written);
    let detail = format!(
        "{} findings, {} errors",
        state.checks.findings.len(),
        state.checks.errors()
    );
    let next = if state.settings.test {
        Agent::Tester
    } else {
        after_checks(state)
    };
    (next, detail)
}

/// Runs the models the Reviewer read in a sandbox.
async fn tester(state: &mut EtlState) -> Step {
    let (Some(intent), Some(written), Ok(source)) =
        (&state.intent, &state.checks.written, state.source())
    else {
        return (state.end("nothing to test"), "nothing reviewed".into());
    };
    let run = crate::checks::test(&source, intent, written, &state.checks.findings).await;
    let detail = format!(
        "{} tests in {}, {} failed",
        run.results.len(),
        run.sandbox,
        run.failed()
    );
    state.checks.tests = Some(run);
    (after_checks(state), detail)
}

/// Where a run goes once its models were checked: back to the
/// Developer's model strategy while they fail and it may repair (the
/// select part is the run's own, not approved or given by the user, and
/// rounds are left); a write-policy refusal it can't repair ends the run;
/// otherwise on to the verdict, the output and the end.
fn after_checks(state: &mut EtlState) -> Agent {
    let failed = !state.checks.passed();
    let s = &state.settings;
    let repairable = s.select.is_none() && !s.approved && !state.repair_stopped;
    if failed && repairable && state.repairs < crate::repair::MAX_ROUNDS {
        return Agent::Repair;
    }
    if let Some(refused) = state.checks.refused.clone() {
        return state.end(refused);
    }
    if s.confirm && !s.approved && !failed {
        return Agent::Feedback;
    }
    if s.approved {
        return Agent::Learning;
    }
    after_learning(state)
}

fn after_learning(state: &EtlState) -> Agent {
    if state.settings.out.is_some() {
        Agent::Output
    } else {
        Agent::Finalize
    }
}

/// Waits for the user's verdict on the built, reviewed and tested
/// workflow before anything is written.
fn feedback(state: &mut EtlState) -> Step {
    let target = state
        .intent
        .as_ref()
        .map(|i| i.target.name.clone())
        .unwrap_or_default();
    let written = state
        .intent
        .as_ref()
        .map(|i| i.target_names().join("`, `"))
        .unwrap_or_default();
    let question = format!(
        "Write `{written}` from this workflow? Answer approve, reject: REASON, or the SELECT to build from instead."
    );
    state.suggestion = Some(target);
    let message = format!(
        "built, reviewed and tested; waiting for approval before anything is written: `chatdb resume --thread {} approve`",
        state.thread
    );
    wait(state, Waiting::Approval, question, message);
    (Agent::Feedback, "waiting for approval".into())
}

/// Writes the dbt project to `--out`.
fn output(state: &mut EtlState) -> Step {
    let (Some(dir), Some(intent), Some(plan), Ok(source)) = (
        state.settings.out.clone(),
        &state.intent,
        &state.plan,
        state.source(),
    ) else {
        return (Agent::Finalize, "nothing to write".into());
    };
    let written = crate::project::write(
        &dir,
        intent,
        plan,
        &state.models,
        &source.source,
        source.semantic.as_ref(),
        source.catalog.schema.dialect,
    );
    match written {
        Ok(files) => {
            state.record.files = files;
            (Agent::Finalize, format!("dbt project in {}", dir.display()))
        }
        Err(e) => {
            let message = format!("writing the project to {}: {e}", dir.display());
            (state.end(message.clone()), message)
        }
    }
}

/// Decides how the run ends and, when it was asked to apply and its
/// checks passed, writes the targets — after the read-only connection
/// closed (DuckDB allows one read-write process per file).
async fn finalize(state: &mut EtlState) -> Step {
    let Some(targets) = state.intent.as_ref().map(|i| i.target_names()) else {
        return (state.end("nothing to finalize"), "no intent".into());
    };
    let not_applied: Vec<TargetResult> = targets
        .iter()
        .map(|name| TargetResult {
            name: name.clone(),
            rows: None,
            applied: false,
        })
        .collect();
    if !state.checks.passed() {
        let (errors, failed_tests) = (state.checks.errors(), state.checks.failed_tests());
        state.record.status = EtlStatus::NeedsReview;
        state.record.targets = not_applied;
        let message = format!(
            "built, but {errors} review errors and {failed_tests} failed tests: nothing was applied"
        );
        return (state.end(message), "not applied: the checks failed".into());
    }
    if !state.settings.apply {
        state.record.status = EtlStatus::Done;
        state.record.targets = not_applied;
        let message = "built, reviewed and tested; nothing written to the source (give --apply to write the targets)";
        return (state.end(message), "nothing applied (no --apply)".into());
    }
    let Some(shared) = state.source.take() else {
        return (state.end("no source to apply to"), "no source".into());
    };
    let schema = &shared.catalog.schema;
    let writes = match crate::apply::check(&state.models, schema.dialect, schema, &targets) {
        Ok(w) => w,
        Err(e) => return (state.end(e.clone()), e),
    };
    let data_source = shared.source.clone();
    state.record.targets = not_applied;
    let Ok(source) = Arc::try_unwrap(shared) else {
        state.record.status = EtlStatus::Failed;
        let message = "built, reviewed and tested, but not applied: the source is open for other runs (apply from the command line)";
        return (
            state.end(message),
            "not applied: the source is shared".into(),
        );
    };
    drop(source);
    match crate::apply::apply(&data_source, &writes, &targets).await {
        Ok(results) => {
            state.record.status = EtlStatus::Done;
            let message = format!(
                "applied: {}",
                results
                    .iter()
                    .map(|t| format!(
                        "{} ({} rows)",
                        t.name,
                        t.rows.map_or("?".into(), |r| r.to_string())
                    ))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            state.record.targets = results;
            (state.end(message.clone()), message)
        }
        Err(e) => (state.end(e.clone()), e),
    }
}

/// What the case library learned from a lesson, as the record shows it
/// (a store error in words).
async fn learn(
    source: &LoadedSource,
    store: &dyn chatdb_flow::CaseStore,
    lesson: Lesson<'_>,
    options: &RunOptions,
) -> serde_json::Value {
    let learned = source
        .pipeline()
        .learn(store, &source.key, lesson, options)
        .await;
    match learned {
        Ok(l) => serde_json::to_value(l).unwrap_or_default(),
        Err(e) => serde_json::json!({"action": "error", "error": e.to_string()}),
    }
}

/// Appends a rejected workflow (request, its select part, target, reason) to
/// `etl/rejections.jsonl` of the data directory — what a failure analysis
/// reads.
fn record_rejection(
    data_dir: &Path,
    state: &EtlState,
    select: Option<&str>,
    reason: &str,
) -> std::io::Result<()> {
    use std::io::Write as _;
    let line = serde_json::json!({
        "thread_id": state.thread,
        "request": state.request,
        "select": select,
        "target": state.suggestion,
        "reason": reason,
        "at": chrono::Utc::now().to_rfc3339(),
    });
    let dir = crate::pending::dir(data_dir);
    std::fs::create_dir_all(&dir)?;
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join("rejections.jsonl"))?;
    writeln!(file, "{line}")
}
