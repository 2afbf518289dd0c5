//! One ETL run: Knowledge → Analyst (ask back?) → Architect → Developer →
//! Reviewer → Tester → output (`--out`) → apply (`--apply`), each step
//! timed in the trace. Nothing is written to the source unless the run
//! was asked to apply and the review and tests passed; the source's
//! read-only connection is closed before the writer opens.

use crate::analyst::{self, Outcome};
use crate::pending::{target_from_answer, verdict, Pending, PendingStore, Verdict, Waiting};
use crate::record::{AgentStep, EtlRecord, EtlStatus, TargetResult};
use crate::request;
use chatdb_flow::learning::Lesson;
use chatdb_flow::pipeline::RunOptions;
use chatdb_flow::source::LoadedSource;
use chatdb_lineage::{Analysis, Workflow};
use chatdb_review::{Context, ReviewOptions, Severity};
use std::collections::BTreeMap;
use std::path::PathBuf;
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
    pub source: LoadedSource,
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
        mut options: EtlOptions,
    ) -> Result<EtlRecord, String> {
        let store = PendingStore::new(&options.data_dir);
        let pending = store
            .get(thread)
            .map_err(|e| format!("reading the waiting run: {e}"))?
            .ok_or_else(|| format!("no ETL run waits in thread {thread}"))?;
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
        let intent = match outcome {
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
        let mut plan = crate::architect::plan(&intent);
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
        let models = crate::developer::develop(&intent, &plan, dialect);
        let targets = vec![target.clone()];
        let writes = match crate::apply::check(&models, dialect, &source.catalog.schema, &targets) {
            Ok(w) => w,
            Err(e) => {
                record.message = e;
                record.intent = Some(intent);
                record.plan = Some(plan);
                record.models = models;
                return record;
            }
        };
        clock.step(
            &mut record,
            "developer",
            format!(
                "{} models, {} statements passed the write policy",
                models.len(),
                writes.len()
            ),
        );
        // Reviewer and Tester, on the workflow as files.
        let (findings, tests) = match review_and_test(&source, &intent, &models, options.test).await
        {
            Ok(r) => r,
            Err(e) => {
                record.message = format!("reviewing the workflow failed: {e}");
                return record;
            }
        };
        let errors = findings
            .iter()
            .filter(|f| f.severity == Severity::Error)
            .count();
        clock.step(
            &mut record,
            "reviewer",
            format!("{} findings, {errors} errors", findings.len()),
        );
        let failed_tests = tests.as_ref().map_or(0, |t| t.failed());
        if let Some(t) = &tests {
            clock.step(
                &mut record,
                "tester",
                format!(
                    "{} tests in {}, {failed_tests} failed",
                    t.results.len(),
                    t.sandbox
                ),
            );
        }
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
        drop(source);
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

/// Writes the models as a SQL workflow in a temporary directory (with
/// `workflow.yml` declaring the target and its key), reviews it and, when
/// asked, runs it in a sandbox.
async fn review_and_test(
    source: &LoadedSource,
    intent: &crate::intent::UserIntent,
    models: &[crate::developer::ModelSql],
    test: bool,
) -> Result<
    (
        Vec<chatdb_review::Finding>,
        Option<chatdb_review::tester::TestRun>,
    ),
    String,
> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let keys = serde_json::to_string(&intent.target.keys).map_err(|e| e.to_string())?;
    let yml = format!(
        "targets:\n  - name: {}\n    unique_key: {keys}\n",
        intent.target.name
    );
    std::fs::write(dir.path().join("workflow.yml"), yml).map_err(|e| e.to_string())?;
    for (i, m) in models.iter().enumerate() {
        std::fs::write(
            dir.path().join(format!("{:02}_{}.sql", i + 1, m.name)),
            &m.sql,
        )
        .map_err(|e| e.to_string())?;
    }
    let schema = &source.catalog.schema;
    let workflow = Workflow::read(dir.path(), schema.dialect).map_err(|e| e.to_string())?;
    let analysis = Analysis::new(&workflow, Some(schema));
    let row_counts: BTreeMap<String, u64> = source
        .catalog
        .tables
        .iter()
        .map(|t| {
            (
                chatdb_lineage::analysis::relation_key(&t.table),
                t.row_count,
            )
        })
        .collect();
    let cx = Context {
        workflow: &workflow,
        analysis: &analysis,
        schema: Some(schema),
        semantic: source.semantic.as_ref(),
        row_counts,
        options: ReviewOptions::default(),
    };
    let findings = chatdb_review::review(&cx);
    let tests = if test {
        let mut run = chatdb_review::tester::run(&cx, &findings, &source.source).await;
        accept_nullable_keys(&mut run, &intent.target.nullable_keys);
        Some(run)
    } else {
        None
    };
    Ok((findings, tests))
}

/// A NULL in a grouping key copied from a nullable source column is data,
/// not a defect: one row of the target holds the NULL group. Its not-null
/// test becomes a warning that says so.
fn accept_nullable_keys(run: &mut chatdb_review::tester::TestRun, nullable: &[String]) {
    use chatdb_review::tester::Status;
    for r in &mut run.results {
        let column = r.name.strip_prefix("not_null ").unwrap_or("");
        if r.status == Status::Fail && nullable.iter().any(|c| c.eq_ignore_ascii_case(column)) {
            r.status = Status::Warn;
            r.detail = format!(
                "{}: the source column is nullable, so one row holds the NULL group",
                r.detail
            );
        }
    }
}
