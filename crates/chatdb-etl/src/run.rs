//! One ETL run: Knowledge → Analyst (ask back?) → Architect → Developer →
//! Reviewer → Tester → output (`--out`) → apply (`--apply`), each step
//! timed in the trace. Nothing is written to the source unless the run
//! was asked to apply and the review and tests passed; the source's
//! read-only connection is closed before the writer opens.

use crate::analyst::{self, Outcome};
use crate::build::{build, Built};
use crate::pending::{target_from_answer, verdict, Pending, PendingStore, Verdict, Waiting};
use crate::plan::ArchitecturePlan;
use crate::record::{AgentStep, EtlRecord, EtlStatus, TargetResult};
use crate::request;
use chatdb_flow::learning::Lesson;
use chatdb_flow::pipeline::RunOptions;
use chatdb_flow::source::LoadedSource;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

/// How an ETL run is told to behave.
pub struct EtlOptions {
    /// Write the dbt project here.
    pub out: Option<PathBuf>,
    /// Write the targets in the source.
    pub apply: bool,
    /// Run the models in a sandbox with generated tests.
    pub test: bool,
    /// The target, overriding the request's (an answer to the Analyst).
    pub target: Option<String>,
    /// The thread (new when `None`).
    pub thread: Option<String>,
    /// Stop before writing anything and ask for approval (approve, reject
    /// with a reason, or a corrected SELECT), continued by `resume`.
    pub confirm: bool,
    /// The user approved the workflow (set by `resume`).
    pub approved: bool,
    /// The select part to build from instead of reading it from the
    /// request (a user's correction).
    pub select: Option<String>,
    /// The select part the user corrected (set by `resume` with a SELECT).
    pub corrected_from: Option<String>,
    /// Options of the question pipeline that answers the select part.
    pub run: RunOptions,
    /// Where waiting runs are kept (the data directory).
    pub data_dir: PathBuf,
}

impl EtlOptions {
    /// A run that builds, reviews and tests, writes nothing, and keeps
    /// its waiting state under `data_dir`.
    pub fn new(run: RunOptions, data_dir: PathBuf) -> EtlOptions {
        EtlOptions {
            out: None,
            apply: false,
            test: true,
            target: None,
            thread: None,
            confirm: false,
            approved: false,
            select: None,
            corrected_from: None,
            run,
            data_dir,
        }
    }
}

/// An ETL run over one source.
pub struct Etl<'a> {
    /// The source, shared with other runs on a server; a run that applies
    /// must hold it alone, so that its read-only connection closes before
    /// the writer opens.
    pub source: Arc<LoadedSource>,
    pub llm: Option<&'a chatdb_llm::LlmClient>,
    /// The case library, which learns from approvals, corrections and
    /// rejections (none: nothing is learned).
    pub cases: Option<&'a dyn chatdb_flow::CaseStore>,
}

struct Clock {
    started: Instant,
}

impl Clock {
    fn start() -> Clock {
        Clock {
            started: Instant::now(),
        }
    }
    fn step(&mut self, record: &mut EtlRecord, agent: &'static str, detail: String) {
        record.trace.push(AgentStep {
            agent,
            detail,
            ms: self.started.elapsed().as_millis() as u64,
        });
        self.started = Instant::now();
    }
}

impl Etl<'_> {
    /// Continues the ETL run waiting in `thread` with the user's answer:
    /// the target's name, or a verdict on the built workflow.
    pub async fn resume(
        self,
        thread: &str,
        answer: &str,
        options: EtlOptions,
    ) -> Result<EtlRecord, String> {
        let pending = PendingStore::new(&options.data_dir)
            .get(thread)
            .map_err(|e| format!("reading the waiting run: {e}"))?
            .ok_or_else(|| format!("no ETL run waits in thread {thread}"))?;
        self.continue_waiting(thread, pending, answer, options)
            .await
    }

    /// [`Self::resume`] for a caller that has read the waiting run
    /// already (to find its source): continues `pending`, read from
    /// `thread`, without reading it again.
    pub async fn continue_waiting(
        self,
        thread: &str,
        pending: Pending,
        answer: &str,
        mut options: EtlOptions,
    ) -> Result<EtlRecord, String> {
        let store = PendingStore::new(&options.data_dir);
        options.thread = Some(thread.to_string());
        options.out = pending.out.clone().or(options.out);
        options.apply |= pending.apply;
        options.select = pending.select.clone();
        match pending.waiting {
            Waiting::Target => {
                let Some(target) = target_from_answer(answer, pending.suggestion.as_deref()) else {
                    return Err(format!(
                        "\"{answer}\" names no table: answer with a table name (letters, digits, _), or yes for {}",
                        pending.suggestion.as_deref().unwrap_or("the suggestion")
                    ));
                };
                options.target = Some(target);
            }
            Waiting::Approval => {
                options.target = pending.suggestion.clone();
                match verdict(answer) {
                    Some(Verdict::Approve) => options.approved = true,
                    Some(Verdict::Modify(sql)) => {
                        options.approved = true;
                        options.corrected_from = pending.select.clone();
                        options.select = Some(sql);
                    }
                    Some(Verdict::Reject(reason)) => {
                        let mut record = reject(&store, &pending, &reason)
                            .map_err(|e| format!("recording the rejection: {e}"))?;
                        let lesson = Lesson {
                            question: &request::read(&pending.request).rest,
                            run_sql: pending.select.as_deref(),
                            answered: true,
                            case_id: None,
                            verdict: chatdb_flow::store::Verdict::Down,
                            corrected: None,
                            reason: Some(&reason),
                        };
                        record.learned = learn(&self.source, self.cases, lesson, &options.run).await;
                        return Ok(record);
                    }
                    None => {
                        return Err(format!(
                            "\"{answer}\" is not a verdict: answer approve, reject: REASON, or the SELECT to build from instead"
                        ))
                    }
                }
            }
        }
        Ok(self.run(&pending.request, options).await)
    }

    /// Runs the request to its end, a question back, or a reason it can't.
    pub async fn run(self, request: &str, options: EtlOptions) -> EtlRecord {
        let thread = options
            .thread
            .clone()
            .unwrap_or_else(|| uuid::Uuid::new_v4().to_string());
        let mut record = EtlRecord::new(request, &thread);
        let mut clock = Clock::start();
        let store = PendingStore::new(&options.data_dir);
        if request.trim().is_empty() {
            record.message = "the request is empty".into();
            return record;
        }
        let source = self.source;
        clock.step(
            &mut record,
            "knowledge",
            format!(
                "{} tables in the schema{}",
                source.catalog.schema.tables.len(),
                if source.semantic.is_some() {
                    ", semantic layer loaded"
                } else {
                    ""
                }
            ),
        );
        // Analyst.
        let (outcome, usage) = analyst::analyse(
            &source,
            self.llm,
            request,
            options.target.as_deref(),
            options.select.as_deref(),
            &options.run,
        )
        .await;
        record.llm_calls += usage.llm_calls;
        record.tokens += usage.tokens;
        let mut intent = match outcome {
            Outcome::Question => {
                record.message = format!(
                    "this reads as a question, not a table to build: `chatdb ask \"{}\"` answers it; to build a table, say where the result goes (写入 TABLE / into table TABLE)",
                    request.trim()
                );
                clock.step(
                    &mut record,
                    "analyst",
                    "a question, not an ETL request".into(),
                );
                return record;
            }
            Outcome::Unplaced { reason } => {
                record.message = format!("{reason}; nothing was built");
                clock.step(
                    &mut record,
                    "analyst",
                    "could not place the select part".into(),
                );
                return record;
            }
            Outcome::AskTarget { suggestion, intent } => {
                let question = format!(
                    "Which table should the result be written to? Answer with a table name, or \"yes\" for `{suggestion}`."
                );
                let pending = Pending {
                    thread_id: thread.clone(),
                    request: request.to_string(),
                    question: question.clone(),
                    suggestion: Some(suggestion),
                    waiting: Waiting::Target,
                    out: options.out.clone(),
                    apply: options.apply,
                    select: options.select.clone(),
                    source: Some(source.name.clone()),
                };
                if let Err(e) = store.put(&pending) {
                    record.message = format!("could not keep the run waiting: {e}");
                    return record;
                }
                record.status = EtlStatus::Clarification;
                record.message = format!("the request names no target table; `chatdb resume --thread {thread} ANSWER` continues");
                record.clarification = Some(question);
                record.intent = Some(*intent);
                clock.step(&mut record, "analyst", "target missing: asked".into());
                return record;
            }
            Outcome::Intent(intent) => *intent,
        };
        let _ = store.remove(&thread);
        let target = intent.target.name.clone();
        clock.step(
            &mut record,
            "analyst",
            format!(
                "target {target} ({}), grain [{}], sources [{}]",
                intent.target.write_mode.name(),
                intent.target.grain.join(", "),
                intent.data_sources.join(", ")
            ),
        );
        if intent.target.exists && !request::read(request).mode_stated {
            record.message = format!(
                "`{target}` already exists; say how to write it (overwrite/覆盖, append/追加, incremental/增量, merge/合并) — nothing was written"
            );
            record.intent = Some(intent);
            return record;
        }
        let key = chatdb_lineage::analysis::relation_key(&target);
        if intent
            .data_sources
            .iter()
            .any(|s| chatdb_lineage::analysis::relation_key(s) == key)
        {
            record.message = format!(
                "`{target}` is also what the workflow reads: writing it would change its own input; name another target — nothing was written"
            );
            record.intent = Some(intent);
            return record;
        }
        // Architect and Developer.
        let mut plan = crate::architect::plan(&intent, &source.catalog.schema);
        if let Some(client) = self.llm {
            let declared = crate::architect::layer_of(&target).is_some();
            match crate::model::review_plan(client, request, &mut plan, declared).await {
                Ok(cost) => {
                    record.llm_calls += cost.calls;
                    record.tokens += cost.tokens;
                }
                Err(e) => plan
                    .risks
                    .push(format!("the model's review of the plan failed: {e}")),
            }
        }
        clock.step(
            &mut record,
            "architect",
            format!("{:?}, layers {}", plan.pattern, plan.layers.join(" → ")),
        );
        let dialect = source.catalog.schema.dialect;
        let targets = vec![target.clone()];
        let mut built = match build(&source, &intent, &plan, options.test).await {
            Ok(b) => b,
            Err(e) => {
                record.message = format!("reviewing the workflow failed: {e}");
                return record;
            }
        };
        checks_step(&mut record, &mut clock, &built);
        // The Developer's repairs, with a model, of the select part it was
        // given (a user's own SELECT is theirs to correct).
        if let (Some(client), None) = (self.llm, &options.select) {
            let mut draft = Draft {
                intent,
                plan,
                built,
            };
            repair_rounds(
                client,
                &source,
                request,
                &mut draft,
                options.test,
                &mut record,
                &mut clock,
            )
            .await;
            (intent, plan, built) = (draft.intent, draft.plan, draft.built);
        }
        let (errors, failed_tests) = (built.errors(), built.failed_tests());
        let writes = match built.writes {
            Ok(w) => w,
            Err(e) => {
                record.message = e;
                record.intent = Some(intent);
                record.plan = Some(plan);
                record.models = built.models;
                return record;
            }
        };
        let (models, findings, tests) = (built.models, built.findings, built.tests);
        let failed = errors > 0 || failed_tests > 0;
        if options.confirm && !options.approved && !failed {
            let question = format!(
                "Write `{target}` from this workflow? Answer approve, reject: REASON, or the SELECT to build from instead."
            );
            let pending = Pending {
                thread_id: thread.clone(),
                request: request.to_string(),
                question: question.clone(),
                suggestion: Some(target.clone()),
                waiting: Waiting::Approval,
                out: options.out.clone(),
                apply: options.apply,
                select: Some(intent.select_sql.clone()),
                source: Some(source.name.clone()),
            };
            if let Err(e) = store.put(&pending) {
                record.message = format!("could not keep the run waiting: {e}");
                return record;
            }
            record.status = EtlStatus::Clarification;
            record.clarification = Some(question);
            record.message = format!(
                "built, reviewed and tested; waiting for approval before anything is written: `chatdb resume --thread {thread} approve`"
            );
            record.intent = Some(intent);
            record.plan = Some(plan);
            record.models = models;
            record.review = findings;
            record.tests = tests;
            clock.step(&mut record, "feedback", "waiting for approval".into());
            return record;
        }
        if options.approved {
            let question = request::read(request).rest;
            let lesson = match &options.corrected_from {
                Some(original) => Lesson {
                    question: &question,
                    run_sql: Some(original),
                    answered: true,
                    case_id: None,
                    verdict: chatdb_flow::store::Verdict::Correction,
                    corrected: Some(&intent.select_sql),
                    reason: None,
                },
                None => Lesson {
                    question: &question,
                    run_sql: Some(&intent.select_sql),
                    answered: true,
                    case_id: None,
                    verdict: chatdb_flow::store::Verdict::Up,
                    corrected: None,
                    reason: None,
                },
            };
            record.learned = learn(&source, self.cases, lesson, &options.run).await;
        }
        if let Some(dir) = &options.out {
            match crate::project::write(
                dir,
                &intent,
                &plan,
                &models,
                &source.source,
                source.semantic.as_ref(),
                dialect,
            ) {
                Ok(files) => record.files = files,
                Err(e) => {
                    record.message = format!("writing the project to {}: {e}", dir.display());
                    return record;
                }
            }
            clock.step(
                &mut record,
                "output",
                format!("dbt project in {}", dir.display()),
            );
        }
        let data_source = source.source.clone();
        record.intent = Some(intent);
        record.plan = Some(plan);
        record.models = models;
        record.review = findings;
        record.tests = tests;
        if failed {
            record.status = EtlStatus::NeedsReview;
            record.message = format!(
                "built, but {errors} review errors and {failed_tests} failed tests: nothing was applied"
            );
            record.targets = vec![TargetResult {
                name: target,
                rows: None,
                applied: false,
            }];
            return record;
        }
        if !options.apply {
            record.status = EtlStatus::Done;
            record.message = "built, reviewed and tested; nothing written to the source (give --apply to write the targets)".into();
            record.targets = vec![TargetResult {
                name: target,
                rows: None,
                applied: false,
            }];
            return record;
        }
        // The read-only connection goes before the writer opens (DuckDB
        // allows one read-write process per file).
        if let Err(shared) = Arc::try_unwrap(source) {
            drop(shared);
            record.status = EtlStatus::Failed;
            record.message =
                "built, reviewed and tested, but not applied: the source is open for other runs (apply from the command line)".into();
            record.targets = vec![TargetResult {
                name: target,
                rows: None,
                applied: false,
            }];
            return record;
        }
        match crate::apply::apply(&data_source, &writes, &targets).await {
            Ok(results) => {
                record.status = EtlStatus::Done;
                record.message = format!(
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
                record.targets = results;
                let detail = record.message.clone();
                clock.step(&mut record, "apply", detail);
            }
            Err(e) => {
                record.message = e;
                record.targets = vec![TargetResult {
                    name: target,
                    rows: None,
                    applied: false,
                }];
            }
        }
        record
    }
}

/// Teaches the case library what the user said of a workflow's select
/// part: an approval keeps it as the request's case, a correction is
/// analysed and kept instead, a rejection is noted as a failure. `None`
/// without a library; a store error is reported in words.
async fn learn(
    source: &LoadedSource,
    cases: Option<&dyn chatdb_flow::CaseStore>,
    lesson: Lesson<'_>,
    options: &RunOptions,
) -> Option<serde_json::Value> {
    let store = cases?;
    let learned = source
        .pipeline()
        .learn(store, &source.key, lesson, options)
        .await;
    Some(match learned {
        Ok(l) => serde_json::to_value(l).unwrap_or_default(),
        Err(e) => serde_json::json!({"action": "error", "error": e.to_string()}),
    })
}

/// Records a rejected workflow (request, select part, reason) in
/// `etl/rejections.jsonl` of the data directory — what a failure analysis
/// reads — and ends the waiting run.
fn reject(store: &PendingStore, pending: &Pending, reason: &str) -> std::io::Result<EtlRecord> {
    use std::io::Write as _;
    let line = serde_json::json!({
        "thread_id": pending.thread_id,
        "request": pending.request,
        "select": pending.select,
        "target": pending.suggestion,
        "reason": reason,
        "at": chrono::Utc::now().to_rfc3339(),
    });
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(store.dir().join("rejections.jsonl"))?;
    writeln!(file, "{line}")?;
    store.remove(&pending.thread_id)?;
    let mut record = EtlRecord::new(&pending.request, &pending.thread_id);
    record.message = if reason.is_empty() {
        "rejected; recorded, nothing written".to_string()
    } else {
        format!("rejected ({reason}); recorded, nothing written")
    };
    Ok(record)
}

/// The Developer's, Reviewer's and Tester's steps of a built workflow in
/// the trace.
fn checks_step(record: &mut EtlRecord, clock: &mut Clock, built: &Built) {
    match &built.writes {
        Ok(w) => clock.step(
            record,
            "developer",
            format!(
                "{} models, {} statements passed the write policy",
                built.models.len(),
                w.len()
            ),
        ),
        Err(e) => clock.step(record, "developer", e.clone()),
    }
    if built.writes.is_err() {
        return;
    }
    clock.step(
        record,
        "reviewer",
        format!(
            "{} findings, {} errors",
            built.findings.len(),
            built.errors()
        ),
    );
    if let Some(t) = &built.tests {
        clock.step(
            record,
            "tester",
            format!(
                "{} tests in {}, {} failed",
                t.results.len(),
                t.sandbox,
                built.failed_tests()
            ),
        );
    }
}

/// What a run has built so far, reworked by the Developer's repairs.
struct Draft {
    intent: crate::intent::UserIntent,
    plan: ArchitecturePlan,
    built: Built,
}

/// The Developer's model strategy, round by round: while the workflow
/// fails its checks, the model rewrites the select part from what failed
/// (and the rounds before), and the workflow is built and checked again.
/// Stops after [`crate::repair::MAX_ROUNDS`], when the model fails or
/// repeats itself, or when a repair can't be read as the request's
/// intent; each round is in the trace, its calls and tokens in the record.
async fn repair_rounds(
    client: &chatdb_llm::LlmClient,
    source: &LoadedSource,
    request: &str,
    draft: &mut Draft,
    test: bool,
    record: &mut EtlRecord,
    clock: &mut Clock,
) {
    use crate::repair::{repair, Tried, MAX_ROUNDS};
    let guard = chatdb_guard::GuardConfig::default();
    let toolbox = chatdb_flow::tools::Toolbox {
        schema: &source.catalog.schema,
        profiles: &source.catalog.tables,
        semantic: source.semantic.as_ref(),
        connector: source.connector.as_ref(),
        guard: &guard,
    };
    let mut tried: Vec<Tried> = Vec::new();
    // Repairs are compared as the Developer would build them (outputs named).
    let schema = &source.catalog.schema;
    let as_built = |sql: &str| {
        crate::developer::name_outputs(sql, schema.dialect).unwrap_or_else(|| sql.to_string())
    };
    for round in 1..=MAX_ROUNDS {
        let failures = draft.built.failures();
        if failures.is_empty() {
            return;
        }
        let fixed = match repair(client, &toolbox, request, &draft.intent, &failures, &tried).await
        {
            Ok(r) => r,
            Err(e) => {
                clock.step(
                    record,
                    "developer",
                    format!("repair {round}: the model failed: {e}"),
                );
                return;
            }
        };
        record.llm_calls += fixed.cost.calls;
        record.tokens += fixed.cost.tokens;
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
        let new_sql = as_built(&fixed.sql);
        let same = |a: &str| a.split_whitespace().eq(new_sql.split_whitespace());
        if same(&draft.intent.select_sql) || tried.iter().any(|t| same(&as_built(&t.sql))) {
            clock.step(
                record,
                "developer",
                format!("{said} — the same SQL as before; stopped"),
            );
            return;
        }
        let intent = match crate::analyst::intent_for_select(
            request,
            &draft.intent.target,
            &fixed.sql,
            schema,
        ) {
            Ok(i) => i,
            Err(e) => {
                clock.step(record, "developer", format!("{said} — refused: {e}"));
                tried.push(Tried {
                    sql: fixed.sql,
                    failures: vec![e],
                });
                continue;
            }
        };
        clock.step(record, "developer", said);
        let plan = crate::architect::replan(&intent, schema, &draft.plan);
        let built = match build(source, &intent, &plan, test).await {
            Ok(b) => b,
            Err(e) => {
                clock.step(
                    record,
                    "developer",
                    format!("repair {round} could not be reviewed: {e}"),
                );
                return;
            }
        };
        checks_step(record, clock, &built);
        tried.push(Tried {
            sql: draft.intent.select_sql.clone(),
            failures,
        });
        *draft = Draft {
            intent,
            plan,
            built,
        };
    }
}
