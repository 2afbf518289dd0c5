//! The nodes of the run graph and their conditional edges. Each node reads
//! and changes the [`RunState`] and returns the node to run next with a few
//! words for the trace:
//!
//! ```text
//! classify ─┬─ respond ───────────────────────────────────────────────┐
//!           ├─ analysis ──────────────────────────────────────────────┤
//!           └─ link → parse ─┬─ clarify ─┬─ (interrupt: ask user)      │
//!                  (recall)  │           └─ build                      │
//!                            ├─ recall (a trusted case) → guard …      │
//!                            └─ build ─┬─ guard → execute → answer ─────┤
//!                                      ├─ (abstain) ───────────────────┤
//!                                      └─ semantic_parse ─┬─ guard …   │
//!                                                         └─ sql_generate
//! sql_generate / refine ─┬─ guard …                                    │
//!                        ├─ vote ─┬─ answer …                          │
//!                        │        └─ critique                          │
//!                        └─ sub_questions (decomposed: each step guarded
//!                           and run) ─┬─ guard …  └─ vote …            │
//! guard / execute ✗ → critique ─┬─ refine                              │
//!                               ├─ sql_generate (a model's intent failed)
//!                               ├─ give_up ────────────────────────────┤
//!                               └─ (rule SQL failed) ──────────────────┴→ done
//! ```
//!
//! With a case library, `recall` runs after `parse` (not for follow-ups):
//! a trusted case for the same request answers it; otherwise it notes
//! what was corrected before and continues where `parse` would have.
//!
//! With a model configured, the four agents of seed 001 are: the Planner
//! (classify, link, the skill in parse), the SemanticParser (parse, then
//! semantic_parse), the SQLGenerator (build, sql_generate, refine) and the
//! ResultEvaluator (guard, execute, vote, critique, answer).

use crate::clarify;
use crate::consult;
use crate::events::{Event, Tracer};
use crate::llm_path::{self, Attempt, ErrorType, MAX_RETRIES};
use crate::model_parse;
use crate::pipeline::{Pipeline, RunOptions};
use crate::prompt::{self, DataContext};
use crate::record::{Clarification, Status, SubAnswer};
use crate::state::{Node, RunState, SqlSource};
use crate::tools::Toolbox;
use chatdb_connect::QueryOptions;
use chatdb_core::{RequestType, ResultSet, Value};
use chatdb_engine::Skill;
use chatdb_guard::{Checked, Composed, Guard, GuardError, NamedStep};
use chatdb_knowledge::LinkedSchema;

/// A node's verdict: where to go, and what happened in a few words.
pub(crate) type Step = (Node, String);

impl Pipeline<'_> {
    /// Runs one node.
    pub(crate) async fn run_node(
        &self,
        node: Node,
        st: &mut RunState,
        options: &RunOptions,
        tracer: &Tracer,
    ) -> Step {
        // No model step starts once the question's model budget is spent.
        if matches!(node, Node::ModelParse | Node::Generate | Node::Refine) {
            let elapsed = tracer.start.elapsed();
            if let Some(why) = options.model_budget.exceeded(st.record.llm_calls, elapsed) {
                let answer = format!("Gave up: {why}.");
                return (st.end(Status::Failed, answer), why);
            }
        }
        match node {
            Node::Classify => classify(st),
            Node::Respond => self.respond(st, options),
            Node::Analyse => self.analyse(st, options, tracer).await,
            Node::Link => self.link(st),
            Node::Parse => self.parse(st, options),
            Node::Recall => self.recall(st, options).await,
            Node::Clarify => self.clarify(st, options).await,
            Node::Build => self.build(st, options),
            Node::ModelParse => self.model_parse(st, options).await,
            Node::Generate | Node::Refine => self.generate(st, options, tracer).await,
            Node::SubQuestions => self.sub_questions(st, options).await,
            Node::Vote => self.vote(st, options).await,
            Node::Guard => self.guard(st),
            Node::Execute => self.execute(st, options).await,
            Node::Critique => self.critique(st),
            Node::Answer => answer(st, options),
            Node::GiveUp => give_up(st),
            Node::Done => (Node::Done, "done".into()),
        }
    }

    /// The linker's output for the run's question (recomputed after a
    /// resume: it is not part of the serialized state).
    fn linked<'s>(&self, st: &'s mut RunState) -> Result<&'s LinkedSchema, String> {
        if st.linked.is_none() {
            let l = self
                .linker
                .link(&st.record.question)
                .map_err(|e| format!("index error: {e}"))?;
            st.linked = Some(l);
        }
        st.linked
            .as_ref()
            .ok_or_else(|| "the question was not linked".to_string())
    }

    fn respond(&self, st: &mut RunState, options: &RunOptions) -> Step {
        let chinese = st.chinese;
        let class = chatdb_engine::classify(st.question());
        st.record.confidence = 1.0;
        let (status, text, detail) = match class.request_type {
            RequestType::Chitchat => (
                Status::Chitchat,
                if chinese {
                    "你好！我是 ChatDB，可以用中文或英文问我关于数据的问题，比如「每个地区去年的销售额是多少？」".to_string()
                } else {
                    "Hello! I'm ChatDB. Ask me about your data in English or Chinese, e.g. \"Which 5 products sold the most last month?\"".to_string()
                },
                "chitchat",
            ),
            RequestType::Consultation => {
                let s = consult::suggest(self.schema, self.profiles, self.semantic, chinese);
                (
                    Status::Consultation,
                    s.text(chinese),
                    "suggestions from the schema",
                )
            }
            RequestType::WebSearch => {
                st.record.confidence = 0.0;
                (
                    Status::Abstained,
                    if chinese {
                        "ChatDB 不联网搜索，只回答关于已连接数据库的问题。".to_string()
                    } else {
                        "ChatDB doesn't search the web; it answers questions about the connected database.".to_string()
                    },
                    "web search declined",
                )
            }
            _ => {
                let quick = class.quick_path.and_then(|k| {
                    chatdb_engine::quick::answer(k, st.question(), options.now, chinese)
                });
                match quick {
                    Some(a) => (Status::Answered, a, "quick path"),
                    None => {
                        st.record.confidence = 0.0;
                        let text = match (&class.warning, chinese) {
                            (Some(_), true) => "问题是空的：请输入一个关于数据的问题。",
                            (Some(_), false) => {
                                "The question is empty: ask something about the data."
                            }
                            (None, true) => "这个问题不需要查数据，但我还不会直接回答它。",
                            (None, false) => {
                                "That needs no data, but I can't answer it directly yet."
                            }
                        };
                        (Status::Abstained, text.to_string(), "no quick answer")
                    }
                }
            }
        };
        (st.end(status, text), detail.to_string())
    }

    fn link(&self, st: &mut RunState) -> Step {
        st.linked = None;
        match self.linked(st) {
            Ok(l) => {
                let d = format!(
                    "{} tables, {} of {} tokens",
                    l.tables.len(),
                    l.prompt_tokens,
                    l.full_schema_tokens
                );
                (Node::Parse, d)
            }
            Err(e) => (
                st.end(
                    Status::Failed,
                    "the search index failed; run again to rebuild it",
                ),
                e,
            ),
        }
    }

    /// Where a reading goes: a confident one to be checked for what it
    /// leaves open; one that is unsure because a top N names nothing to
    /// rank by, or 卖了多少 no unit, to be asked by what or which (given a
    /// semantic layer's metrics to offer), or because rows are listed by
    /// their ids alone, to be asked listed or counted; any other to be
    /// built or abstained on.
    fn after_parse(&self, parsed: &chatdb_engine::Parsed, options: &RunOptions) -> Node {
        let signals = &parsed.signals;
        let unranked = signals.unranked_top
            || signals.judged_superlative.is_some()
            || signals.unmeasured_growth.is_some();
        let open = unranked || signals.unsaid_unit.is_some();
        let askable = open && self.semantic.is_some_and(|s| !s.metrics.is_empty());
        if parsed.confidence >= options.threshold || askable || signals.rows_or_count {
            Node::Clarify
        } else {
            Node::Build
        }
    }

    fn parse(&self, st: &mut RunState, options: &RunOptions) -> Step {
        let linked = match self.linked(st) {
            Ok(l) => l.clone(),
            Err(e) => return (st.end(Status::Failed, e.clone()), e),
        };
        let engine = self.engine(options);
        let (parsed, followup) = engine.understand(st.question(), &linked, st.previous.as_ref());
        let skill = Skill::of(st.question(), Some(&parsed.intent), linked.tables.len());
        st.skill = Some(skill);
        let mut detail = format!(
            "confidence {:.2}, skill {}; understood: {}",
            parsed.confidence,
            skill.name(),
            parsed.understood.join(", ")
        );
        if !parsed.unplaced.is_empty() {
            detail.push_str(&format!("; not placed: {}", parsed.unplaced.join(", ")));
        }
        st.record.confidence = parsed.confidence;
        st.record.features = Some(chatdb_engine::calibration::features(
            &parsed.signals,
            &parsed.intent,
        ));
        st.intent = Some(parsed.intent.clone());
        st.followup = followup;
        let next = if self.cases.is_some() && !followup {
            Node::Recall
        } else {
            self.after_parse(&parsed, options)
        };
        st.parsed = Some(parsed);
        (next, detail)
    }

    /// Cases last checked against another schema are checked again: those
    /// the guard now refuses go stale (one indexed query when nothing
    /// changed).
    async fn recheck_cases(&self, store: &dyn crate::cases::CaseStore, key: &str) {
        let fingerprint = self.schema.fingerprint();
        let outdated = match store.outdated(key, &fingerprint).await {
            Ok(c) => c,
            Err(e) => return tracing::warn!("case library: {e}"),
        };
        for case in outdated {
            let result = match self.check(&case.sql) {
                Ok(_) => store.set_schema(&case.id, &fingerprint).await,
                Err(_) => store.mark_stale(&case.id).await,
            };
            if let Err(e) = result {
                tracing::warn!("case library: {e}");
            }
        }
    }

    /// The case library: a trusted case for the same request (its
    /// signature) answers it, with the question's values put into its SQL;
    /// a case that no longer passes the guard is marked stale. Also
    /// remembers SQL corrected before for this request (the engine won't
    /// give it again) and, with a model, the closest cases as examples.
    async fn recall(&self, st: &mut RunState, options: &RunOptions) -> Step {
        let after = match &st.parsed {
            Some(parsed) => self.after_parse(parsed, options),
            None => Node::Build,
        };
        let (Some((store, key)), Some(parsed)) = (&self.cases, &st.parsed) else {
            return (after, "no case library".into());
        };
        let sig = chatdb_learn::signature(parsed);
        st.signature = Some(sig.clone());
        self.recheck_cases(*store, key).await;
        match store.failures(key, &sig.key).await {
            Ok(failures) => {
                st.avoid = failures
                    .iter()
                    .filter_map(|f| f.wrong_sql.clone())
                    .collect();
                st.hints = failures.iter().map(|f| f.kind.hint().to_string()).collect();
            }
            Err(e) => tracing::warn!("case library: {e}"),
        }
        let exact = store.case_for(key, &sig.key).await;
        // The most used cases, read once: a model's examples and the
        // candidates for another wording come from them.
        let pool = if self.llm.is_some() || matches!(exact, Ok(None)) {
            store
                .example_pool(key, crate::cases::EXAMPLE_POOL)
                .await
                .unwrap_or_else(|e| {
                    tracing::warn!("case library: {e}");
                    Vec::new()
                })
        } else {
            Vec::new()
        };
        if self.llm.is_some() {
            st.examples = chatdb_learn::similar::most_similar_trusted(st.question(), &pool, 3)
                .into_iter()
                .map(|c| (c.question.clone(), c.sql.clone()))
                .collect();
        }
        let (case, paraphrase) = match exact {
            Ok(Some(c)) => (c, false),
            Ok(None) => match self.paraphrased_case(st, &pool, options) {
                Some(c) => (c, true),
                None => return (after, "no case for this request".into()),
            },
            Err(e) => return (after, format!("case library unavailable: {e}")),
        };
        if !case.trusted() {
            return (
                after,
                format!("case {} is not trusted ({:.2})", case.id, case.trust()),
            );
        }
        // Another wording has the case's very values: nothing to put in.
        let values = if paraphrase {
            &case.literals
        } else {
            &sig.literals
        };
        let sql = match chatdb_learn::substitute(
            &case.sql,
            self.schema.dialect,
            &case.literals,
            values,
        ) {
            Ok(sql) => sql,
            Err(e) => return (after, format!("case {} does not fit: {e}", case.id)),
        };
        if let Err(refused) = self.check(&sql) {
            if let Err(e) = store.mark_stale(&case.id).await {
                tracing::warn!("case library: {e}");
            }
            return (
                after,
                format!("case {} is stale: {}", case.id, refused.error),
            );
        }
        st.propose(sql, SqlSource::Case, Vec::new());
        st.record.case_id = Some(case.id.clone());
        st.record.confidence = case.trust() as f32;
        (
            Node::Guard,
            format!(
                "case {}{} (trust {:.2}, used {} times)",
                case.id,
                if paraphrase {
                    ", another wording of its question"
                } else {
                    ""
                },
                case.trust(),
                case.use_count
            ),
        )
    }

    /// A trusted case whose question is another wording of this one: among
    /// the most similar cases, the first whose reading nothing tells apart
    /// from this question's (`chatdb_learn::paraphrase`).
    fn paraphrased_case(
        &self,
        st: &RunState,
        pool: &[chatdb_learn::Case],
        options: &RunOptions,
    ) -> Option<chatdb_learn::Case> {
        const CANDIDATES: usize = 5;
        let parsed = st.parsed.as_ref()?;
        let similar = chatdb_learn::similar::most_similar(st.question(), pool, CANDIDATES);
        for case in similar.into_iter().filter(|c| c.trusted()) {
            let Some(theirs) = self.understand(&case.question, options) else {
                continue;
            };
            let same = chatdb_learn::paraphrase::same_request(
                parsed,
                st.question(),
                &theirs,
                &case.question,
            )
            .or_else(|_| {
                chatdb_learn::paraphrase::same_sketch(
                    parsed,
                    st.question(),
                    &theirs,
                    &case.question,
                    &chatdb_learn::paraphrase::CaseSql::new(
                        &case.tables,
                        &case.columns,
                        &case.sql,
                        self.schema.dialect,
                    ),
                )
            });
            // `RUST_LOG=chatdb_flow=debug` says why each candidate was not taken.
            if let Err(why) = &same {
                tracing::debug!(case = %case.question, question = %st.question(), "not another wording: {why}");
                tracing::trace!(ours = ?parsed.sketch, theirs = ?theirs.sketch, "sketches");
            }
            if same.is_ok() {
                return Some(case.clone());
            }
        }
        None
    }

    /// A value's open readings, built and run: `Err` with the reading to
    /// take when only one runs or all give the same rows (the answer does
    /// not depend on them), else the question to ask with the readings
    /// that run.
    async fn readings_that_differ(
        &self,
        pending: clarify::Pending,
        options: &RunOptions,
    ) -> Result<clarify::Pending, Option<chatdb_intent::intent::Intent>> {
        let engine = self.engine(options);
        let cx = engine.build_context();
        let clarify::Pending {
            original,
            question,
            options: labels,
            intents,
        } = pending;
        let mut kept = clarify::Pending {
            original,
            question,
            options: Vec::new(),
            intents: Vec::new(),
        };
        // (A reading that cannot be built or run is no option.)
        let mut ran: Vec<ResultSet> = Vec::new();
        for (label, intent) in labels.into_iter().zip(intents) {
            let Ok(built) = chatdb_intent::build(&intent, &cx) else {
                continue;
            };
            let Ok((_, rs)) = self.check_and_run(&built.sql, options).await else {
                continue;
            };
            kept.options.push(label);
            kept.intents.push(intent);
            ran.push(rs);
        }
        let Some(first) = ran.first() else {
            return Err(None);
        };
        let differ = ran
            .iter()
            .any(|r| !first.same_rows(r.columns.len(), &r.rows, false));
        if differ {
            Ok(kept)
        } else {
            Err(kept.intents.into_iter().next())
        }
    }

    async fn clarify(&self, st: &mut RunState, options: &RunOptions) -> Step {
        let chinese = st.chinese;
        if let (Some(pending), Some(reply)) = (st.pending.clone(), st.input.take()) {
            return match clarify::choose(&pending, &reply) {
                Some(i) => {
                    st.intent = pending.intents.get(i).cloned();
                    st.pending = None;
                    st.clarified = true;
                    st.record.clarification = None;
                    st.record.confidence = 1.0;
                    (Node::Build, format!("chose {:?}", pending.options[i]))
                }
                None => {
                    st.record.status = Status::Clarification;
                    st.record.answer = if chinese {
                        format!("没有理解「{reply}」。{}", pending.question)
                    } else {
                        format!("I didn't follow {reply:?}. {}", pending.question)
                    };
                    (Node::Clarify, format!("{reply:?} matches no option"))
                }
            };
        }
        let Some(intent) = &st.intent else {
            return (Node::Build, "nothing to check".into());
        };
        if st.record.confidence < options.threshold {
            // Reached only for a ranking with nothing to rank by, an
            // amount sold with no unit, or rows listed by their ids alone.
            if st.parsed.as_ref().is_some_and(|p| p.signals.rows_or_count) {
                return match clarify::check_rows_or_count(
                    st.question(),
                    intent,
                    self.semantic,
                    chinese,
                ) {
                    Some(p) => self.ask_back(st, p),
                    None => (Node::Build, "nothing listed to count".into()),
                };
            }
            let unit = st
                .parsed
                .as_ref()
                .and_then(|p| p.signals.unsaid_unit.clone());
            if let Some(unit) = unit {
                return match self.unit_choices(st, &unit, chinese, options) {
                    Some(p) => self.ask_back(st, p),
                    None => (Node::Build, "no unit reads the amount".into()),
                };
            }
            return match self.ranking_choices(st, intent, chinese, options) {
                Some(p) => self.ask_back(st, p),
                None => (Node::Build, "nothing to rank the top N by".into()),
            };
        }
        let open = st.parsed.as_ref().map_or(&[][..], |p| &p.open_values[..]);
        let mut pending = clarify::check(st.question(), intent, self.semantic, chinese);
        if pending.is_none() {
            if let Some(p) =
                clarify::check_values(st.question(), intent, open, self.semantic, chinese)
            {
                match self.readings_that_differ(p, options).await {
                    Ok(p) => pending = Some(p),
                    Err(taken) => {
                        if let Some(i) = taken {
                            st.intent = Some(i);
                        }
                        return (
                            Node::Build,
                            "the value's readings that run give the same rows".into(),
                        );
                    }
                }
            }
        }
        match pending {
            Some(p) => self.ask_back(st, p),
            None => (Node::Build, "clear".into()),
        }
    }

    /// What a top N, or a best or worst, with nothing to rank by can be
    /// ranked by (`clarify::check_ranking`): a metric over another table
    /// that joins the rows listed (one over their own table is, per row,
    /// that row's own value: the number of customers of a customer).
    fn ranking_choices(
        &self,
        st: &RunState,
        intent: &chatdb_intent::intent::Intent,
        chinese: bool,
        options: &RunOptions,
    ) -> Option<clarify::Pending> {
        let signals = &st.parsed.as_ref()?.signals;
        let unranked = match (&signals.judged_superlative, &signals.unmeasured_growth) {
            _ if signals.unranked_top => clarify::Unranked::TopN(intent.limit),
            (Some(word), _) => clarify::Unranked::Judged(
                word.clone(),
                chatdb_engine::cues::judged_highest_first(word).unwrap_or(true),
            ),
            (None, Some(word)) => clarify::Unranked::Growth(word.clone()),
            (None, None) => clarify::Unranked::TopN(intent.limit),
        };
        let rows: Vec<String> = intent
            .projections
            .iter()
            .chain(&intent.dimensions)
            .map(|c| c.table.clone())
            .collect();
        let graph = self.linker.graph();
        let joins = |table: &str| {
            !rows.is_empty()
                && rows.iter().all(|r| {
                    r != table && {
                        let (edges, _) = graph.connect(&[table.to_string(), r.clone()], 4);
                        edges.iter().any(|e| e.left == *r || e.right == *r)
                    }
                })
        };
        clarify::check_ranking(
            st.question(),
            &unranked,
            self.semantic,
            chinese,
            options.threshold,
            joins,
            |q| self.buildable_reading(q, options),
        )
    }

    /// `question` read again, when its reading builds: what a
    /// clarification may offer.
    fn buildable_reading(
        &self,
        question: &str,
        options: &RunOptions,
    ) -> Option<chatdb_engine::Parsed> {
        let parsed = self.understand(question, options)?;
        chatdb_intent::build(&parsed.intent, &self.engine(options).build_context()).ok()?;
        Some(parsed)
    }

    /// What an amount sold with no unit can be (`clarify::check_unit`):
    /// the question read again with each unit said.
    fn unit_choices(
        &self,
        st: &RunState,
        unit: &chatdb_engine::calibration::UnsaidUnit,
        chinese: bool,
        options: &RunOptions,
    ) -> Option<clarify::Pending> {
        clarify::check_unit(
            st.question(),
            unit,
            self.semantic,
            chinese,
            options.threshold,
            |q| self.buildable_reading(q, options),
        )
    }

    /// Stops the run with a question to the user; it resumes at the
    /// clarify node with the reply.
    fn ask_back(&self, st: &mut RunState, p: clarify::Pending) -> Step {
        st.record.status = Status::Clarification;
        st.record.answer = p.question.clone();
        st.record.clarification = Some(Clarification {
            question: p.question.clone(),
            options: p.options.clone(),
        });
        st.pending = Some(p);
        (Node::Clarify, "ambiguous: asking".into())
    }

    fn build(&self, st: &mut RunState, options: &RunOptions) -> Step {
        let engine = self.engine(options);
        if st.clarified {
            let Some(intent) = st.intent.clone() else {
                return (
                    st.end(Status::Failed, "no intent to build"),
                    "no intent".into(),
                );
            };
            return match chatdb_intent::build(&intent, &engine.build_context()) {
                Ok(b) => {
                    st.propose(b.sql, SqlSource::Rules, b.measure_labels);
                    (Node::Guard, "built the chosen intent".into())
                }
                Err(e) => (
                    st.end(Status::Failed, e.to_string()),
                    format!("cannot build: {e}"),
                ),
            };
        }
        let Some(parsed) = st.parsed.clone() else {
            return (
                st.end(Status::Failed, "nothing was parsed"),
                "no parse".into(),
            );
        };
        let mut plan = engine.decide(st.question(), parsed, st.followup);
        st.record.confidence = plan.confidence;
        // A reading corrected before for this request is not given again
        // (the guard's text is compared only when there is one to avoid).
        if let Some(sql) = plan.sql.as_ref().filter(|_| !st.avoid.is_empty()) {
            let pretty = self.check(sql).ok().map(|c| c.pretty().to_string());
            if pretty.is_some_and(|p| st.avoid.iter().any(|a| a.trim() == p.trim())) {
                plan.sql = None;
                st.record.confidence = st.record.confidence.min(options.threshold / 2.0);
                plan.abstain_reason = Some(if st.chinese {
                    "我对这个问题的理解之前被更正过，不再用同样的 SQL 回答。".into()
                } else {
                    "My reading of this question was corrected before, so I won't answer it the same way again.".into()
                });
            }
        }
        match plan.sql {
            Some(sql) => {
                st.propose(sql, SqlSource::Rules, plan.measure_labels);
                (Node::Guard, "built".into())
            }
            // The engine abstained: a configured model takes over, first
            // as the semantic parser.
            None if self.llm.is_some() => (Node::ModelParse, "abstained: handing over".into()),
            None => {
                let reason = plan.abstain_reason.unwrap_or_default();
                (st.end(Status::Abstained, reason), "abstained".into())
            }
        }
    }

    /// A model's system prompt from `template`, with the run's pruned
    /// schema fitted into the budget; what was trimmed, for the trace.
    fn system_prompt(
        &self,
        st: &mut RunState,
        template: &str,
        options: &RunOptions,
    ) -> Result<(String, Vec<String>), String> {
        let learned = learned_block(&st.examples, &st.hints);
        let linked = self.linked(st)?;
        let context = DataContext::new(
            linked,
            self.semantic,
            self.schema.dialect.name(),
            &options.today().to_string(),
        );
        let budget = options
            .prompt_budget
            .saturating_sub(chatdb_knowledge::render::count_tokens(&learned));
        let (system, trimmed) = context.system(template, &self.linker, linked, budget);
        Ok((format!("{system}{learned}"), trimmed))
    }

    /// The semantic parser's model strategy: the model's intent, compiled
    /// by the rule engine's builder; on to SQL generation when the intent
    /// can't say it.
    async fn model_parse(&self, st: &mut RunState, options: &RunOptions) -> Step {
        let Some(client) = self.llm else {
            return (Node::Generate, "no model".into());
        };
        let system = match self.system_prompt(st, prompt::SEMANTIC_PARSER, options) {
            Ok((s, _)) => s,
            Err(e) => return (st.end(Status::Failed, e.clone()), e),
        };
        let parsed = match model_parse::parse(client, system, st.question()).await {
            Ok(p) => p,
            Err(e) => {
                return (
                    st.end(Status::Failed, format!("the model could not answer: {e}")),
                    format!("model error: {e}"),
                )
            }
        };
        st.record.llm_calls += parsed.calls;
        st.record.tokens += parsed.usage.total();
        // The Planner's model strategy: the model's skill replaces the rules'
        // reading of a question the rules could not place.
        if let Some(skill) = parsed.skill {
            st.skill = Some(skill);
        }
        let notes: String = parsed.notes.iter().map(|n| format!("; {n}")).collect();
        let Some(intent) = parsed.intent else {
            return (
                Node::Generate,
                format!("not an intent: {}{notes}", parsed.reason),
            );
        };
        match chatdb_intent::build(&intent, &self.engine(options).build_context()) {
            Ok(b) => {
                st.propose(b.sql, SqlSource::ModelIntent, b.measure_labels);
                st.intent = Some(intent);
                (Node::Guard, format!("built the model's intent{notes}"))
            }
            Err(e) => (
                Node::Generate,
                format!("the intent does not build: {e}{notes}"),
            ),
        }
    }

    async fn generate(&self, st: &mut RunState, options: &RunOptions, tracer: &Tracer) -> Step {
        let Some(client) = self.llm else {
            return (
                st.end(Status::Abstained, "no model is configured"),
                "no model".into(),
            );
        };
        let decompose = st.skill == Some(Skill::Complex);
        let template = if decompose {
            prompt::DECOMPOSER
        } else {
            prompt::SQL_GENERATOR
        };
        let (system, trimmed) = match self.system_prompt(st, template, options) {
            Ok(p) => p,
            Err(e) => return (st.end(Status::Failed, e.clone()), e),
        };
        let toolbox = Toolbox {
            schema: self.schema,
            profiles: self.profiles,
            semantic: self.semantic,
            connector: self.connector,
            guard: &self.guard_config,
        };
        st.model_rounds += 1;
        let generated =
            llm_path::generate(client, Some(&toolbox), system, st.question(), &st.attempts).await;
        match generated {
            Ok(g) => {
                for (tool, detail) in g.tools {
                    tracer.note(&mut st.record, Event::ToolCalled { tool, detail });
                }
                st.record.llm_calls += g.calls;
                st.record.tokens += g.usage.total();
                let mut detail = format!("{} call(s), {} tokens", g.calls, g.usage.total());
                if decompose {
                    detail.push_str(&format!(", {} sub-questions", g.sub_questions.len()));
                }
                if !trimmed.is_empty() {
                    detail.push_str(&format!("; schema trimmed: {}", trimmed.join(", ")));
                }
                for note in &g.notes {
                    detail.push_str(&format!("; {note}"));
                }
                st.source = Some(SqlSource::Model);
                // Sub-questions with statements run first (once: a repair
                // round's steps are not run again).
                let steps = decompose
                    && st.record.sub_questions.is_empty()
                    && g.sub_questions.iter().any(|q| q.sql.is_some());
                if steps {
                    st.sub_questions = g.sub_questions;
                }
                if g.alternatives.is_empty() {
                    st.sql = Some(g.sql);
                    let next = if steps {
                        Node::SubQuestions
                    } else {
                        Node::Guard
                    };
                    return (next, detail);
                }
                detail.push_str(&format!("; {} candidates", g.alternatives.len() + 1));
                st.sql = None;
                st.candidates = std::iter::once(g.sql).chain(g.alternatives).collect();
                let next = if steps {
                    Node::SubQuestions
                } else {
                    Node::Vote
                };
                (next, detail)
            }
            Err(e) => (
                st.end(Status::Failed, format!("the model could not answer: {e}")),
                format!("model error: {e}"),
            ),
        }
    }

    /// Seed 004's decomposer, run: the steps are named step1, step2 … and
    /// each runs guarded and read-only like any other statement, with the
    /// earlier steps it reads by name composed in as CTEs
    /// (`chatdb_guard::with_steps`); the final statement is composed the
    /// same way (`Pipeline::composed`). A step that fails joins the attempts a
    /// repair sees, and a step reading it does not run. Without a final
    /// statement, the last step that ran is the answer (the decomposition
    /// ends with the whole question).
    async fn sub_questions(&self, st: &mut RunState, options: &RunOptions) -> Step {
        let steps = std::mem::take(&mut st.sub_questions);
        let mut last_ran = None;
        for (i, q) in steps.into_iter().enumerate() {
            let name = format!("step{}", i + 1);
            let (answer, ran) = match q.sql {
                None => (
                    SubAnswer {
                        name: name.clone(),
                        question: q.question,
                        sql: None,
                        rows: None,
                        error: Some("no statement".into()),
                    },
                    None,
                ),
                Some(sql) => match self.run_with_steps(st, &sql, options).await {
                    Ok((_, checked, rs)) => (
                        SubAnswer {
                            name: name.clone(),
                            question: q.question,
                            sql: Some(checked.pretty().to_string()),
                            rows: Some(rs.rows.len()),
                            error: None,
                        },
                        Some(sql),
                    ),
                    Err(attempt) => {
                        let error = attempt.error.clone();
                        st.attempts.push(attempt);
                        (
                            SubAnswer {
                                name: name.clone(),
                                question: q.question,
                                sql: Some(sql),
                                rows: None,
                                error: Some(error),
                            },
                            None,
                        )
                    }
                },
            };
            if ran.is_some() {
                last_ran.clone_from(&ran);
            }
            st.named_steps.push(NamedStep { name, sql: ran });
            st.record.sub_questions.push(answer);
        }
        let ran = st
            .record
            .sub_questions
            .iter()
            .filter(|a| a.error.is_none())
            .count();
        let mut detail = format!("{ran} of {} ran", st.record.sub_questions.len());
        let final_missing =
            st.candidates.is_empty() && st.sql.as_deref().is_none_or(|s| s.trim().is_empty());
        if final_missing {
            match last_ran {
                Some(sql) => {
                    st.sql = Some(sql);
                    detail.push_str("; no final statement: the last step answers");
                }
                None => {
                    return (
                        st.end(
                            Status::Failed,
                            "the model's steps did not run and it gave no final statement",
                        ),
                        detail,
                    )
                }
            }
        }
        let next = if st.candidates.is_empty() {
            Node::Guard
        } else {
            Node::Vote
        };
        (next, detail)
    }

    /// Guards and runs every candidate and keeps the result most of them
    /// agree on; when none runs, their failures go to the critique.
    async fn vote(&self, st: &mut RunState, options: &RunOptions) -> Step {
        let candidates = std::mem::take(&mut st.candidates);
        let mut outcomes: Vec<Result<(String, Checked, ResultSet), Attempt>> = Vec::new();
        for sql in &candidates {
            outcomes.push(self.run_with_steps(st, sql, options).await);
        }
        let results: Vec<Option<&ResultSet>> = outcomes
            .iter()
            .map(|o| o.as_ref().ok().map(|(_, _, rs)| rs))
            .collect();
        let Some(vote) = crate::vote::choose(&results) else {
            let n = outcomes.len();
            st.attempts
                .extend(outcomes.into_iter().filter_map(Result::err));
            return (Node::Critique, format!("none of {n} candidates ran"));
        };
        let detail = format!(
            "candidate {} of {}: {} of {} that ran agree",
            vote.winner + 1,
            candidates.len(),
            vote.agreeing,
            vote.ran
        );
        let Some(Ok((sql, checked, rs))) = outcomes.into_iter().nth(vote.winner) else {
            return (st.end(Status::Failed, "the vote lost its winner"), detail);
        };
        st.sql = Some(sql);
        st.record.sql = Some(checked.pretty().to_string());
        st.checked_sql = Some(checked.pretty().to_string());
        st.result = Some(rs);
        (Node::Answer, detail)
    }

    fn guard(&self, st: &mut RunState) -> Step {
        let Some(sql) = st.sql.clone() else {
            return (st.end(Status::Failed, "no SQL to check"), "no SQL".into());
        };
        let composed = match self.composed(st, &sql) {
            Ok(c) => c,
            Err(attempt) => {
                let d = format!("rejected: {}", attempt.error);
                st.attempts.push(attempt);
                return (Node::Critique, d);
            }
        };
        let mut detail = String::from("allowed");
        if !composed.reads.is_empty() {
            detail.push_str(&format!("; reads {}", composed.reads.join(", ")));
            st.sql = Some(composed.sql.clone());
        }
        match self.check(&composed.sql) {
            Ok(checked) => {
                st.checked_sql = Some(checked.pretty().to_string());
                (Node::Execute, detail)
            }
            Err(attempt) => {
                let d = format!("rejected: {}", attempt.error);
                st.attempts.push(attempt);
                (Node::Critique, d)
            }
        }
    }

    async fn execute(&self, st: &mut RunState, options: &RunOptions) -> Step {
        let (Some(sql), Some(pretty)) = (st.sql.clone(), st.checked_sql.clone()) else {
            return (
                st.end(Status::Failed, "no checked SQL to run"),
                "nothing to run".into(),
            );
        };
        st.record.sql = Some(pretty);
        match self.check_and_run(&sql, options).await {
            Ok((_, rs)) => {
                let mut d = format!("{} rows", rs.rows.len());
                if let Some(step) = self.implausible(st, &rs, options) {
                    return step;
                }
                if rs.rows.len() == 1 {
                    st.ties = self.ties_at_the_top(&sql, options).await;
                    if let Some(n) = st.ties {
                        d.push_str(&format!("; {n} rows share the top value"));
                    }
                }
                st.result = Some(rs);
                if let (Some(SqlSource::Case), Some((store, _)), Some(id)) =
                    (st.source, &self.cases, &st.record.case_id)
                {
                    // A rescue: the engine alone would have abstained.
                    let rescued = st
                        .parsed
                        .as_ref()
                        .is_some_and(|p| p.confidence < options.threshold);
                    if let Err(e) = store.record_use(id, rescued).await {
                        tracing::warn!("case library: {e}");
                    }
                }
                (Node::Answer, d)
            }
            Err(attempt) => {
                let d = attempt.error.clone();
                st.attempts.push(attempt);
                (Node::Critique, d)
            }
        }
    }

    /// How many rows share the top value of a one-row pick (`ORDER BY …
    /// LIMIT 1`), when more than one does: which of them the database
    /// returned is arbitrary (`chatdb_guard::tie_count`; the count is
    /// guarded and run like any query, and a failure only means no count).
    async fn ties_at_the_top(&self, sql: &str, options: &RunOptions) -> Option<u64> {
        let count = chatdb_guard::tie_count(sql, self.schema.dialect)?;
        let (_, rs) = self.check_and_run(&count, options).await.ok()?;
        let n = match rs.rows.first()?.first()? {
            Value::Int(n) => u64::try_from(*n).ok()?,
            Value::Decimal(d) => d.parse().ok()?,
            _ => return None,
        };
        (n > 1).then_some(n)
    }

    /// The rule engine's answer whose result does not fit its reading (a
    /// ranking with no row, an aggregate of nothing): not given at its
    /// confidence — a model takes over, or the run abstains and says why
    /// (`chatdb_engine::sanity`).
    fn implausible(&self, st: &mut RunState, rs: &ResultSet, options: &RunOptions) -> Option<Step> {
        if st.source != Some(SqlSource::Rules) || st.clarified {
            return None;
        }
        let parsed = st.parsed.as_ref()?;
        let why = chatdb_engine::sanity::implausible(
            &parsed.intent,
            &rs.rows,
            rs.truncated,
            self.profiles,
        )?;
        st.record.confidence = st.record.confidence.min(options.threshold / 2.0);
        // The statement stays in the trace, not in the answer.
        let tried = st.record.sql.take().unwrap_or_default();
        st.sql = None;
        st.checked_sql = None;
        if self.llm.is_some() {
            return Some((Node::ModelParse, format!("{why:?}: handing over; {tried}")));
        }
        Some((
            st.end(Status::Abstained, why.reason(st.chinese)),
            format!("{why:?}: abstained; {tried}"),
        ))
    }

    /// Seed 001's fallback for a failed candidate: a model's SQL is refined
    /// with the error history at most [`MAX_RETRIES`] times, then the run
    /// gives up; a model's intent that fails goes on to SQL generation; SQL
    /// the rule engine built fails the run as it is (its error is a bug to
    /// report, not something to guess around).
    fn critique(&self, st: &mut RunState) -> Step {
        let Some(last) = st.attempts.last().cloned() else {
            return (
                st.end(Status::Failed, "nothing failed"),
                "no attempt".into(),
            );
        };
        let kind = format!("{:?}", last.error_type);
        match st.source {
            Some(SqlSource::Model) if st.model_rounds as usize <= MAX_RETRIES => {
                (Node::Refine, format!("{kind}: refining"))
            }
            Some(SqlSource::Model) => (Node::GiveUp, format!("{kind}: out of attempts")),
            Some(SqlSource::ModelIntent) => {
                (Node::Generate, format!("{kind}: writing SQL instead"))
            }
            // A case that fails hands the question back to the engine.
            Some(SqlSource::Case) => {
                st.record.case_id = None;
                st.source = None;
                (
                    Node::Build,
                    format!("{kind}: the case failed; the engine answers"),
                )
            }
            _ => {
                if st.record.sql.is_none() {
                    st.record.sql = Some(last.sql.clone());
                }
                (
                    st.end(Status::Failed, last.error),
                    format!("{kind}: rule SQL failed"),
                )
            }
        }
    }

    /// `sql` with the decomposed question's steps it reads composed in as
    /// CTEs (`chatdb_guard::with_steps`); reading a step that did not run
    /// is a failed attempt.
    fn composed(&self, st: &RunState, sql: &str) -> Result<Composed, Attempt> {
        chatdb_guard::with_steps(sql, self.schema.dialect, &st.named_steps)
            .map_err(|e| rejected(sql, e))
    }

    /// A statement composed with the steps it reads, guarded and run: the
    /// composed text and what it gave.
    async fn run_with_steps(
        &self,
        st: &RunState,
        sql: &str,
        options: &RunOptions,
    ) -> Result<(String, Checked, ResultSet), Attempt> {
        let composed = self.composed(st, sql)?;
        let (checked, rs) = self.check_and_run(&composed.sql, options).await?;
        Ok((composed.sql, checked, rs))
    }

    /// The guard's verdict on a statement; a rejection as a failed attempt.
    pub(crate) fn check(&self, sql: &str) -> Result<Checked, Attempt> {
        Guard::new(self.schema.dialect, &self.guard_config)
            .with_schema(self.schema)
            .check(sql)
            .map_err(|e| rejected(sql, e))
    }

    /// Guards a statement and runs it; a rejection or a database error as a
    /// failed attempt.
    pub(crate) async fn check_and_run(
        &self,
        sql: &str,
        options: &RunOptions,
    ) -> Result<(Checked, ResultSet), Attempt> {
        let checked = self.check(sql)?;
        match self.query(&checked, options).await {
            Ok(rs) => Ok((checked, rs)),
            Err(message) => Err(failed_query(sql, &message)),
        }
    }

    /// Runs a checked statement read-only with the run's limits.
    pub(crate) async fn query(
        &self,
        statement: &Checked,
        options: &RunOptions,
    ) -> Result<ResultSet, String> {
        let q = QueryOptions {
            max_rows: options.max_rows,
            timeout: options.timeout,
            cancel: options.cancel.clone(),
            ..QueryOptions::default()
        };
        self.connector
            .query(statement, &q)
            .await
            .map_err(|e| e.to_string())
    }
}

/// What was learned, for a model's prompt: examples of this database's
/// questions with their SQL, and what went wrong before.
fn learned_block(examples: &[(String, String)], hints: &[String]) -> String {
    let mut out = String::new();
    if !examples.is_empty() {
        out.push_str(
            "\n\nExamples of questions on this database and SQL that answered them correctly:\n",
        );
        for (q, sql) in examples {
            out.push_str(&format!("Q: {q}\nSQL: {}\n", sql.replace('\n', " ")));
        }
    }
    if !hints.is_empty() {
        out.push_str("\nFor this question, ");
        out.push_str(&hints.join("; "));
        out.push_str(". Do not repeat that.\n");
    }
    out
}

fn classify(st: &mut RunState) -> Step {
    let c = chatdb_engine::classify(st.question());
    st.record.request_type = c.request_type;
    let next = match c.request_type {
        RequestType::Chitchat
        | RequestType::Consultation
        | RequestType::WebSearch
        | RequestType::Trivial
        | RequestType::Simple => Node::Respond,
        RequestType::MultiStepAnalysis => Node::Analyse,
        _ => Node::Link,
    };
    (next, format!("{:?}", c.request_type))
}

fn answer(st: &mut RunState, options: &RunOptions) -> Step {
    let Some(rs) = &st.result else {
        return (
            st.end(Status::Failed, "no result to answer from"),
            "no result".into(),
        );
    };
    let source = st.source;
    // Model SQL and case SQL have no intent of the engine's to describe.
    let model = matches!(source, Some(SqlSource::Model | SqlSource::Case));
    let intent = if model {
        chatdb_intent::Intent::default()
    } else {
        st.intent.clone().unwrap_or_default()
    };
    let labels = if model {
        &[][..]
    } else {
        &st.measure_labels[..]
    };
    let mut text =
        chatdb_engine::answer::summarize(st.chinese, &intent, labels, rs, options.today());
    if let Some(n) = st.ties {
        text.push_str(&if st.chinese {
            format!("（共有 {n} 行并列第一，这里只列出其中一行。）")
        } else {
            format!(" ({n} rows tie for the top; this is one of them.)")
        });
    }
    // A model's reading is less certain than the rule engine's.
    match source {
        Some(SqlSource::Model) => st.record.confidence = 0.7,
        Some(SqlSource::ModelIntent) => st.record.confidence = 0.8,
        _ => {}
    }
    (st.end(Status::Answered, text), "summarized".into())
}

fn give_up(st: &mut RunState) -> Step {
    let n = st.attempts.len();
    let last = st
        .attempts
        .last()
        .map(|a| a.error.clone())
        .unwrap_or_default();
    st.record.sql = st.attempts.last().map(|a| a.sql.clone());
    let text = if st.chinese {
        format!("尝试了 {n} 次仍没有得到可以运行的 SQL，放弃。最后一次的错误：{last}")
    } else {
        format!("Gave up after {n} attempts without SQL that runs. Last error: {last}")
    };
    (st.end(Status::Failed, text), format!("{n} attempts failed"))
}

/// A statement the guard refused, as an attempt a repair sees.
fn rejected(sql: &str, e: GuardError) -> Attempt {
    Attempt {
        sql: sql.to_string(),
        error_type: ErrorType::of_guard(e.kind),
        error: format!("rejected by the guard: {e}"),
    }
}

/// A statement the database refused, as an attempt for the error history.
pub(crate) fn failed_query(sql: &str, message: &str) -> Attempt {
    Attempt {
        sql: sql.to_string(),
        error_type: ErrorType::of_database(message),
        error: format!("the query failed: {message}"),
    }
}
