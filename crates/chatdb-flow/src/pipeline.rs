//! The pipeline a question moves through, node by node:
//! classify → link → parse + build → guard → execute → answer.
//! Each node is timed and traced; the run ends in a [`RunRecord`].

use crate::analysis;
use crate::clarify::{self, Pending};
use crate::consult;
use crate::llm_path::{self, Attempt, ErrorType, MAX_RETRIES};
use crate::record::{Clarification, RunRecord, Status, TraceEvent};
use crate::steps::StepOutcome;
use crate::tools::Toolbox;
use chatdb_connect::{CancellationToken, Connector, QueryOptions};
use chatdb_core::profile::TableProfile;
use chatdb_core::ResultSet;
use chatdb_core::{RequestType, Schema};
use chatdb_engine::{classify, Engine};
use chatdb_guard::{Guard, GuardConfig};
use chatdb_knowledge::{Linker, SchemaIndex, SemanticLayer};
use chatdb_llm::LlmClient;
use chrono::{NaiveDate, NaiveDateTime};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// Where progress lines go while a run is under way (the CLI prints them).
pub type ProgressSink = std::sync::Arc<dyn Fn(&str) + Send + Sync>;

/// How runs behave.
#[derive(Clone)]
pub struct RunOptions {
    /// "Today" for relative time (去年, last month).
    pub now: NaiveDateTime,
    /// The engine abstains below this confidence.
    pub threshold: f32,
    pub max_rows: usize,
    pub timeout: Duration,
    pub cancel: CancellationToken,
    /// The run's id (a new one when `None`), so a caller can record the
    /// run as started before it finishes.
    pub run_id: Option<String>,
    /// Progress as nodes and steps finish.
    pub progress: Option<ProgressSink>,
}

impl std::fmt::Debug for RunOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RunOptions")
            .field("now", &self.now)
            .field("threshold", &self.threshold)
            .field("max_rows", &self.max_rows)
            .field("timeout", &self.timeout)
            .field("run_id", &self.run_id)
            .field("progress", &self.progress.is_some())
            .finish()
    }
}

impl RunOptions {
    /// Defaults with the given clock.
    pub fn at(now: NaiveDateTime) -> RunOptions {
        RunOptions {
            now,
            threshold: chatdb_engine::DEFAULT_THRESHOLD,
            max_rows: 1000,
            timeout: Duration::from_secs(30),
            cancel: CancellationToken::new(),
            run_id: None,
            progress: None,
        }
    }

    fn today(&self) -> NaiveDate {
        self.now.date()
    }
}

/// What a pipeline runs against: one data source.
pub struct Pipeline<'a> {
    connector: &'a dyn Connector,
    schema: &'a Schema,
    profiles: &'a [TableProfile],
    semantic: Option<&'a SemanticLayer>,
    linker: Linker<'a>,
    guard_config: GuardConfig,
    llm: Option<&'a LlmClient>,
}

/// Records node timings and trace events.
struct Tracer {
    start: Instant,
    timings: BTreeMap<String, u64>,
    trace: Vec<TraceEvent>,
    sink: Option<ProgressSink>,
}

impl Tracer {
    fn new() -> Tracer {
        Tracer {
            start: Instant::now(),
            timings: BTreeMap::new(),
            trace: Vec::new(),
            sink: None,
        }
    }

    fn with_sink(mut self, sink: Option<ProgressSink>) -> Tracer {
        self.sink = sink;
        self
    }

    /// Runs a node, timing it.
    fn node<T>(&mut self, name: &str, f: impl FnOnce() -> (T, String)) -> T {
        let at = self.start.elapsed();
        let t0 = Instant::now();
        let (out, detail) = f();
        self.finish(name, at, t0, detail);
        out
    }

    fn finish(&mut self, name: &str, at: Duration, t0: Instant, detail: String) {
        let d = t0.elapsed().as_millis() as u64;
        *self.timings.entry(name.to_string()).or_insert(0) += d;
        tracing::debug!(node = name, ms = d, "{detail}");
        if let Some(sink) = &self.sink {
            sink(&format!("{name} ({d} ms): {detail}"));
        }
        self.trace.push(TraceEvent {
            node: name.to_string(),
            at_ms: at.as_millis() as u64,
            duration_ms: d,
            detail,
        });
    }
}

impl<'a> Pipeline<'a> {
    /// A pipeline over a connected source and what is known about it.
    pub fn new(
        connector: &'a dyn Connector,
        schema: &'a Schema,
        profiles: &'a [TableProfile],
        semantic: Option<&'a SemanticLayer>,
        index: &'a SchemaIndex,
    ) -> Pipeline<'a> {
        Pipeline {
            connector,
            schema,
            profiles,
            semantic,
            linker: Linker::new(schema, profiles, semantic, index),
            guard_config: GuardConfig::default(),
            llm: None,
        }
    }

    /// The rule engine over this source, for one run's options.
    fn engine(&self, options: &RunOptions) -> Engine<'_> {
        Engine {
            schema: self.schema,
            profiles: self.profiles,
            semantic: self.semantic,
            linker: &self.linker,
            today: options.today(),
            threshold: options.threshold,
        }
    }

    /// Hands questions the rule engine abstains on to a model.
    pub fn with_llm(mut self, client: &'a LlmClient) -> Self {
        self.llm = Some(client);
        self
    }

    /// Answers one question.
    /// Answers one question. `previous` is the thread's last answered
    /// intent, which a follow-up question builds on.
    pub async fn ask(
        &self,
        question: &str,
        thread_id: &str,
        previous: Option<&chatdb_engine::Intent>,
        options: &RunOptions,
    ) -> RunRecord {
        let mut tr = Tracer::new().with_sink(options.progress.clone());
        let mut record = RunRecord::new(question, thread_id);
        if let Some(id) = &options.run_id {
            record.run_id = id.clone();
        }
        let chinese = chatdb_engine::question::is_chinese(question);
        let class = tr.node("classify", || {
            let c = classify(question);
            let d = format!("{:?}", c.request_type);
            (c, d)
        });
        record.request_type = class.request_type;
        let done = finish;
        match class.request_type {
            RequestType::Chitchat => {
                record.status = Status::Chitchat;
                record.confidence = 1.0;
                record.answer = if chinese {
                    "你好！我是 ChatDB，可以用中文或英文问我关于数据的问题，比如「每个地区去年的销售额是多少？」".into()
                } else {
                    "Hello! I'm ChatDB. Ask me about your data in English or Chinese, e.g. \"Which 5 products sold the most last month?\"".into()
                };
                return done(record, tr);
            }
            RequestType::Consultation => {
                let s = tr.node("consult", || {
                    let s = consult::suggest(self.schema, self.profiles, self.semantic, chinese);
                    (s, "suggestions from the schema".into())
                });
                record.status = Status::Consultation;
                record.confidence = 1.0;
                record.answer = s.text(chinese);
                return done(record, tr);
            }
            RequestType::WebSearch => {
                record.status = Status::Abstained;
                record.answer = if chinese {
                    "ChatDB 不联网搜索，只回答关于已连接数据库的问题。".into()
                } else {
                    "ChatDB doesn't search the web; it answers questions about the connected database.".into()
                };
                return done(record, tr);
            }
            RequestType::Trivial | RequestType::Simple => {
                let answer = class
                    .quick_path
                    .and_then(|k| chatdb_engine::quick::answer(k, question, options.now, chinese));
                match answer {
                    Some(a) => {
                        record.status = Status::Answered;
                        record.confidence = 1.0;
                        record.answer = a;
                    }
                    None => {
                        record.status = Status::Abstained;
                        record.answer = match (&class.warning, chinese) {
                            (Some(_), true) => "问题是空的：请输入一个关于数据的问题。".into(),
                            (Some(_), false) => {
                                "The question is empty: ask something about the data.".into()
                            }
                            (None, true) => "这个问题不需要查数据，但我还不会直接回答它。".into(),
                            (None, false) => {
                                "That needs no data, but I can't answer it directly yet.".into()
                            }
                        };
                    }
                }
                return done(record, tr);
            }
            _ => {}
        }

        if class.request_type == RequestType::MultiStepAnalysis {
            return self
                .run_analysis(question, chinese, options, record, tr)
                .await;
        }

        // link → parse + build
        let linked = tr.node("link", || match self.linker.link(question) {
            Ok(l) => {
                let d = format!(
                    "{} tables, {} of {} tokens",
                    l.tables.len(),
                    l.prompt_tokens,
                    l.full_schema_tokens
                );
                (Some(l), d)
            }
            Err(e) => (None, format!("index error: {e}")),
        });
        let Some(linked) = linked else {
            record.answer = "the search index failed; run again to rebuild it".into();
            return done(record, tr);
        };
        let engine = self.engine(options);
        let mut plan = tr.node("parse", || {
            let p = engine.plan(question, &linked, previous);
            let d = format!(
                "confidence {:.2}; understood: {}",
                p.confidence,
                p.parsed.understood.join(", ")
            );
            (p, d)
        });
        record.confidence = plan.confidence;

        // clarify?
        if plan.parsed.confidence >= options.threshold {
            let pending = tr.node("clarify", || {
                let p = clarify::check(question, &plan.parsed.intent, self.semantic, chinese);
                let d = if p.is_some() {
                    "ambiguous: asking"
                } else {
                    "clear"
                };
                (p, d.to_string())
            });
            if let Some(p) = pending {
                record.status = Status::Clarification;
                record.answer = p.question.clone();
                record.clarification = Some(Clarification {
                    question: p.question.clone(),
                    options: p.options.clone(),
                });
                record.pending = Some(p);
                return done(record, tr);
            }
        }
        let Some(sql) = plan.sql.take() else {
            // The engine abstained: a configured model takes over.
            if self.llm.is_some() {
                return self
                    .run_llm(question, &linked.prompt, chinese, options, record, tr)
                    .await;
            }
            record.status = Status::Abstained;
            record.answer = plan.abstain_reason.clone().unwrap_or_default();
            return done(record, tr);
        };

        self.run_sql(
            sql,
            &plan.parsed.intent,
            &plan.measure_labels,
            chinese,
            options,
            record,
            tr,
        )
        .await
    }

    /// Resumes a thread waiting on a clarification with the user's answer.
    pub async fn resume(
        &self,
        pending: &Pending,
        answer: &str,
        thread_id: &str,
        options: &RunOptions,
    ) -> RunRecord {
        let tr = Tracer::new();
        let chinese = chatdb_engine::question::is_chinese(&pending.original);
        let mut record = RunRecord::new(&pending.original, thread_id);
        if let Some(id) = &options.run_id {
            record.run_id = id.clone();
        }
        let mut tr = tr;
        let chosen = tr.node("resume", || {
            let c = clarify::choose(pending, answer);
            let d = match c {
                Some(i) => format!("chose {:?}", pending.options[i]),
                None => format!("{answer:?} matches no option"),
            };
            (c, d)
        });
        let Some(i) = chosen else {
            record.status = Status::Clarification;
            record.answer = if chinese {
                format!("没有理解「{answer}」。{}", pending.question)
            } else {
                format!("I didn't follow {answer:?}. {}", pending.question)
            };
            record.clarification = Some(Clarification {
                question: pending.question.clone(),
                options: pending.options.clone(),
            });
            record.pending = Some(pending.clone());
            return finish(record, tr);
        };
        let intent = &pending.intents[i];
        let built = tr.node("build", || {
            let b = chatdb_engine::build(intent, &self.engine(options).build_context());
            let d = match &b {
                Ok(_) => "built".to_string(),
                Err(e) => format!("cannot build: {e}"),
            };
            (b, d)
        });
        match built {
            Ok(b) => {
                record.confidence = 1.0;
                self.run_sql(
                    b.sql,
                    intent,
                    &b.measure_labels,
                    chinese,
                    options,
                    record,
                    tr,
                )
                .await
            }
            Err(e) => {
                record.status = Status::Failed;
                record.answer = e.to_string();
                finish(record, tr)
            }
        }
    }

    /// A multi-step analysis: plan, run the steps with checkpoints and
    /// progress, and summarize each.
    async fn run_analysis(
        &self,
        question: &str,
        chinese: bool,
        options: &RunOptions,
        mut record: RunRecord,
        mut tr: Tracer,
    ) -> RunRecord {
        let focus = analysis::focus(question);
        let Ok(linked) = self.linker.link(&focus) else {
            record.answer = "the search index failed; run again to rebuild it".into();
            return finish(record, tr);
        };
        let engine = self.engine(options);
        let p = tr.node("parse", || {
            let p = engine.plan(&focus, &linked, None);
            let d = format!("focus {focus:?}: {}", p.parsed.understood.join(", "));
            (p, d)
        });
        let base = p.parsed.intent.clone();
        if base.measures.is_empty() {
            record.status = Status::Abstained;
            record.answer = if chinese {
                "要分析什么指标？比如「对各地区的销售额做一个全面分析」。".into()
            } else {
                "Which measure should I analyse? For example: \"a comprehensive analysis of sales by region\".".into()
            };
            return finish(record, tr);
        }
        let tc = chatdb_engine::parse::time_column_for(&base, None, self.schema, self.semantic);
        let queries = analysis::queries(&base, tc, options.today());
        let cx = engine.build_context();
        let built: Vec<Option<chatdb_engine::BuiltSql>> = queries
            .iter()
            .map(|(_, i)| chatdb_engine::build(i, &cx).ok())
            .collect();
        let planned: Vec<_> = queries.iter().map(|(q, _)| q.clone()).collect();
        let (plan, warnings) = analysis::analysis_plan(question, &planned);
        let results: std::sync::Mutex<Vec<Option<(String, ResultSet)>>> =
            std::sync::Mutex::new(vec![None; queries.len()]);
        let mut runner = analysis::PreparedRunner {
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
                    match self.check_and_query(&sql, options).await {
                        Ok((pretty, rs)) => {
                            let count = rs.rows.len();
                            if let Ok(mut r) = results.lock() {
                                r[i] = Some((pretty, rs));
                            }
                            StepOutcome::Rows {
                                count,
                                summary: format!("{count} rows"),
                            }
                        }
                        Err((_, message, _)) => StepOutcome::Failed {
                            message,
                            safety: false,
                        },
                    }
                }
            },
        };
        let sink = options.progress.clone();
        let mut reports: Vec<String> = Vec::new();
        let started = tr.start.elapsed();
        let t0 = Instant::now();
        let execution = analysis::execute(&plan, &mut runner, &mut |p: &analysis::StepProgress| {
            let line = format!(
                "step {}/{}: {:?} — {}",
                p.step_num, p.of, p.action, p.summary
            );
            if let Some(s) = &sink {
                s(&line);
            }
            reports.push(line);
        })
        .await;
        tr.finish(
            "analysis",
            started,
            t0,
            format!(
                "{} steps, deviation {:.2}",
                plan.steps.len(),
                execution.deviation
            ),
        );
        for line in &reports {
            tr.trace.push(TraceEvent {
                node: "step".into(),
                at_ms: tr.start.elapsed().as_millis() as u64,
                duration_ms: 0,
                detail: line.clone(),
            });
        }
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
            let s = chatdb_engine::answer::summarize(chinese, intent, &labels, rs);
            lines.push(format!("{}. {}: {s}", lines.len() + 1, q.purpose));
            sqls.push(pretty.clone());
            // The table shown: the first breakdown, else the overview.
            let first_breakdown =
                q.query_type == "breakdown" && shown.as_ref().is_none_or(|s| s.rows.len() <= 1);
            if first_breakdown || i == 0 && shown.is_none() {
                shown = Some(rs.clone());
            }
        }
        lines.extend(warnings.into_iter().chain(execution.warnings));
        record.confidence = p.parsed.confidence;
        if sqls.is_empty() {
            record.status = Status::Failed;
            record.answer = format!("no step of the analysis ran: {}", reports.join("; "));
            return finish(record, tr);
        }
        record.status = Status::Answered;
        record.sql = Some(sqls.join(";\n\n"));
        record.answer = lines.join("\n");
        if let Some(rs) = shown {
            record.columns = rs.columns.iter().map(|c| c.name.clone()).collect();
            record.rows = rs.rows;
        }
        finish(record, tr)
    }

    /// guard → execute without a tracer (for steps run by the executor).
    async fn check_and_query(
        &self,
        sql: &str,
        options: &RunOptions,
    ) -> Result<(String, ResultSet), (ErrorType, String, Option<String>)> {
        let mut tr = Tracer::new();
        self.guard_and_execute(sql, options, &mut tr).await
    }

    /// guard → execute; on failure, the error's type and message.
    async fn guard_and_execute(
        &self,
        sql: &str,
        options: &RunOptions,
        tr: &mut Tracer,
    ) -> Result<(String, ResultSet), (ErrorType, String, Option<String>)> {
        let checked = tr.node("guard", || {
            let r = Guard::new(self.schema.dialect, &self.guard_config)
                .with_schema(self.schema)
                .check(sql);
            let d = match &r {
                Ok(_) => "allowed".to_string(),
                Err(e) => format!("rejected: {e}"),
            };
            (r, d)
        });
        let checked = checked.map_err(|e| {
            (
                ErrorType::of_guard(e.kind),
                format!("rejected by the guard: {e}"),
                None,
            )
        })?;
        let at = tr.start.elapsed();
        let t0 = Instant::now();
        let q = QueryOptions {
            max_rows: options.max_rows,
            timeout: options.timeout,
            cancel: options.cancel.clone(),
        };
        let result = self.connector.query(&checked.sql, &q).await;
        let detail = match &result {
            Ok(rs) => format!("{} rows", rs.rows.len()),
            Err(e) => format!("error: {e}"),
        };
        tr.finish("execute", at, t0, detail);
        match result {
            Ok(rs) => Ok((checked.pretty, rs)),
            Err(e) => {
                let msg = e.to_string();
                Err((
                    ErrorType::of_database(&msg),
                    format!("the query failed: {msg}"),
                    Some(checked.pretty),
                ))
            }
        }
    }

    /// guard → execute → answer, for SQL the rule engine built.
    #[allow(clippy::too_many_arguments)]
    async fn run_sql(
        &self,
        sql: String,
        intent: &chatdb_engine::Intent,
        measure_labels: &[String],
        chinese: bool,
        options: &RunOptions,
        mut record: RunRecord,
        mut tr: Tracer,
    ) -> RunRecord {
        match self.guard_and_execute(&sql, options, &mut tr).await {
            Ok((pretty, rs)) => {
                record.sql = Some(pretty);
                record.intent = Some(intent.clone());
                answer(&mut record, &mut tr, chinese, intent, measure_labels, rs);
            }
            Err((_, message, pretty)) => {
                record.sql = Some(pretty.unwrap_or(sql));
                record.status = Status::Failed;
                record.answer = message;
            }
        }
        finish(record, tr)
    }

    /// The LLM path: generate, guard, run; refine with the error history
    /// at most [`MAX_RETRIES`] times; then give up honestly.
    async fn run_llm(
        &self,
        question: &str,
        schema_text: &str,
        chinese: bool,
        options: &RunOptions,
        mut record: RunRecord,
        mut tr: Tracer,
    ) -> RunRecord {
        let Some(client) = self.llm else {
            record.status = Status::Abstained;
            record.answer = "no model is configured".into();
            return finish(record, tr);
        };
        let mut history: Vec<Attempt> = Vec::new();
        for round in 0..=MAX_RETRIES {
            let node = if round == 0 { "sql_generate" } else { "refine" };
            let at = tr.start.elapsed();
            let t0 = Instant::now();
            let toolbox = Toolbox {
                schema: self.schema,
                profiles: self.profiles,
                semantic: self.semantic,
                connector: self.connector,
                guard: &self.guard_config,
            };
            let generated = llm_path::generate(
                client,
                Some(&toolbox),
                question,
                self.schema.dialect.name(),
                schema_text,
                &history,
            )
            .await;
            let (sql, usage, calls) = match generated {
                Ok(g) => g,
                Err(e) => {
                    tr.finish(node, at, t0, format!("model error: {e}"));
                    record.status = Status::Failed;
                    record.answer = format!("the model could not answer: {e}");
                    return finish(record, tr);
                }
            };
            record.llm_calls += calls;
            record.tokens += usage.total();
            tr.finish(
                node,
                at,
                t0,
                format!("{calls} call(s), {} tokens", usage.total()),
            );
            match self.guard_and_execute(&sql, options, &mut tr).await {
                Ok((pretty, rs)) => {
                    record.sql = Some(pretty);
                    record.confidence = 0.7;
                    answer(
                        &mut record,
                        &mut tr,
                        chinese,
                        &chatdb_engine::Intent::default(),
                        &[],
                        rs,
                    );
                    return finish(record, tr);
                }
                Err((error_type, error, _)) => history.push(Attempt {
                    sql,
                    error_type,
                    error,
                }),
            }
        }
        let last = history.last().map(|a| a.error.clone()).unwrap_or_default();
        tr.node("give_up", || {
            ((), format!("{} attempts failed", history.len()))
        });
        record.status = Status::Failed;
        record.sql = history.last().map(|a| a.sql.clone());
        record.answer = if chinese {
            format!(
                "尝试了 {} 次仍没有得到可以运行的 SQL，放弃。最后一次的错误：{last}",
                history.len()
            )
        } else {
            format!(
                "Gave up after {} attempts without SQL that runs. Last error: {last}",
                history.len()
            )
        };
        finish(record, tr)
    }
}

/// Fills an answered record from a result.
fn answer(
    record: &mut RunRecord,
    tr: &mut Tracer,
    chinese: bool,
    intent: &chatdb_engine::Intent,
    measure_labels: &[String],
    rs: ResultSet,
) {
    let text = tr.node("answer", || {
        let a = chatdb_engine::answer::summarize(chinese, intent, measure_labels, &rs);
        (a, "summarized".into())
    });
    record.status = Status::Answered;
    record.answer = text;
    record.columns = rs.columns.iter().map(|c| c.name.clone()).collect();
    record.rows = rs.rows;
}

/// Closes a record: timings, total and trace.
fn finish(mut record: RunRecord, tr: Tracer) -> RunRecord {
    record.timings_ms = tr.timings;
    record
        .timings_ms
        .insert("total".into(), tr.start.elapsed().as_millis() as u64);
    record.trace = tr.trace;
    record
}
