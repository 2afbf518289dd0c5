//! The rule engine: answers what it can with zero LLM calls, and knows when
//! it can't.
//!
//! The stages, in pipeline order:
//! - `classify`: what kind of request a message is (seed 003's types + chitchat);
//! - `question`, `time`, `mention`, `cues`: the question as tokens, time
//!   expressions, schema mentions and cue words;
//! - `derived`: values computed from other columns of a row (sums of
//!   parts, densities, amounts per unit) that a question names as one thing;
//! - `calc`: calculation words (shares of a total, running totals);
//! - `parse`: the semantic parser filling the structured `intent`;
//! - `calibration`: the confidence, an estimate of the chance the reading is
//!   right from how much of the question was understood and its shape;
//! - `answer`: a short answer from the result;
//! - `quick`: the quick path (time, arithmetic) that needs no data;
//! - `skill`: the Planner's skill (basic / trend / dimension / complex);
//! - `setop`: questions joining two questions (both / but not / either).
//! - `followup`: follow-up questions that change the previous intent.
//!
//! No I/O here: the orchestrator (`chatdb-flow`) runs the guard and the
//! connector around these stages.

pub mod answer;
pub mod calc;
pub mod calibration;
pub mod classify;
pub mod cues;
pub mod derived;
pub mod followup;
pub mod mention;
pub mod parse;
pub mod question;
pub mod quick;
pub mod sanity;
pub mod setop;
pub mod shape;
pub mod skill;
pub mod time;
pub mod units;

pub use classify::{classify, Classification};
pub use parse::{parse, OpenValue, ParseContext, Parsed};
pub use skill::Skill;

use chatdb_core::profile::TableProfile;
use chatdb_core::Schema;
use chatdb_intent::{build, intent, BuildContext, BuildError, Intent};
use chatdb_knowledge::{LinkedSchema, Linker, SemanticLayer};
use chrono::NaiveDate;
use serde::Serialize;

/// Below this confidence the engine abstains.
pub const DEFAULT_THRESHOLD: f32 = 0.8;

/// What the engine decided for a question.
#[derive(Debug, Clone, Serialize)]
pub struct Plan {
    pub parsed: Parsed,
    /// The SQL, when the engine is confident enough to answer.
    pub sql: Option<String>,
    pub measure_labels: Vec<String>,
    pub confidence: f32,
    /// Why it abstained, for the user (in the question's language).
    pub abstain_reason: Option<String>,
    pub chinese: bool,
    /// True when the question was read as a follow-up to the previous one.
    pub followup: bool,
}

/// Everything the engine needs about one data source.
pub struct Engine<'a> {
    pub schema: &'a Schema,
    pub profiles: &'a [TableProfile],
    pub semantic: Option<&'a SemanticLayer>,
    pub linker: &'a Linker<'a>,
    pub today: NaiveDate,
    pub threshold: f32,
}

impl Engine<'_> {
    /// What the SQL builder needs about this source.
    pub fn build_context(&self) -> BuildContext<'_> {
        BuildContext {
            schema: self.schema,
            profiles: self.profiles,
            semantic: self.semantic,
            graph: self.linker.graph(),
            dialect: self.schema.dialect,
        }
    }

    /// Parses and builds; abstains below the threshold or when the intent
    /// can't be compiled. `previous` is the thread's last answered intent: a follow-up
    /// ("那去年呢？") changes it instead of standing alone.
    pub fn plan(&self, question: &str, linked: &LinkedSchema, previous: Option<&Intent>) -> Plan {
        let (parsed, followup) = self.understand(question, linked, previous);
        self.decide(question, parsed, followup)
    }

    /// The semantic parse alone: the intent, its confidence, and whether
    /// the question was read as a follow-up to `previous`.
    pub fn understand(
        &self,
        question: &str,
        linked: &LinkedSchema,
        previous: Option<&Intent>,
    ) -> (Parsed, bool) {
        let cx = ParseContext {
            schema: self.schema,
            profiles: self.profiles,
            semantic: self.semantic,
            tables: linked.tables.iter().map(|t| t.name.clone()).collect(),
            today: self.today,
        };
        let mut parsed = parse(question, &cx);
        if let Some(mut combined) = self.set_operation(question, &cx) {
            // What the first pass found is the whole question's.
            combined.sketch = std::mem::take(&mut parsed.sketch);
            parsed = combined;
        }
        let mut is_followup = false;
        if let Some(prev) = previous {
            if followup::looks_like_followup(question) {
                if let Some(m) = followup::merge(prev, question, &parsed, &cx) {
                    if m.confidence >= parsed.confidence {
                        parsed = m;
                        is_followup = true;
                    }
                }
            }
        }
        (parsed, is_followup)
    }

    /// "both … and", "… but not …", "either … or": the two questions
    /// parsed on their own and combined, when both are understood.
    fn set_operation(&self, question: &str, cx: &ParseContext<'_>) -> Option<Parsed> {
        let split = setop::split(question)?;
        let (left, right) = (parse(&split.left, cx), parse(&split.right, cx));
        if left.confidence.min(right.confidence) < self.threshold {
            return None;
        }
        let counted = setop::counted_as_listing(&left.intent, cx)
            .zip(setop::counted_as_listing(&right.intent, cx));
        let mut intent = match counted {
            Some((l, r)) => {
                let mut combined = setop::combine(split.kind, &l, &r)?;
                if let Some(op) = combined.set_operation.as_mut() {
                    op.count = true;
                }
                combined
            }
            None => setop::combine(split.kind, &left.intent, &right.intent)?,
        };
        setop::key_repeated_labels(&mut intent, cx);
        let mut understood = left.understood;
        understood.extend(right.understood);
        understood.dedup();
        let (l, r) = (&left.signals, &right.signals);
        let signals = calibration::Signals {
            coverage: l.coverage.min(r.coverage),
            words: l.words + r.words,
            unplaced: l.unplaced + r.unplaced,
            notes: l.notes + r.notes,
            guesses: l.guesses + r.guesses,
            ambiguous_mentions: l.ambiguous_mentions + r.ambiguous_mentions,
            chinese: l.chinese,
            asks_which: l.asks_which || r.asks_which,
            asks_how_many: l.asks_how_many || r.asks_how_many,
            unranked_top: false,
            rows_or_count: false,
            judged_superlative: None,
            unsaid_unit: None,
            unmeasured_growth: None,
        };
        Some(Parsed {
            confidence: calibration::confidence(&signals, &intent),
            intent,
            understood,
            unplaced: Vec::new(),
            signals,
            sketch: Default::default(),
            open_values: Vec::new(),
        })
    }

    /// Builds the SQL for a parsed question, or abstains (below the
    /// threshold, or when the intent can't be compiled) with a reason.
    pub fn decide(&self, question: &str, parsed: Parsed, followup: bool) -> Plan {
        let chinese = question::is_chinese(question);
        let built = build(&parsed.intent, &self.build_context());
        let confidence = parsed.confidence;
        let (sql, labels, reason) = match built {
            Ok(b) if confidence >= self.threshold => (Some(b.sql), b.measure_labels, None),
            Ok(_) => (
                None,
                Vec::new(),
                Some(abstain_message(chinese, &parsed, None)),
            ),
            Err(e) => (
                None,
                Vec::new(),
                Some(abstain_message(chinese, &parsed, Some(&e))),
            ),
        };
        Plan {
            confidence: if sql.is_some() {
                confidence
            } else {
                confidence.min(self.threshold * 0.99)
            },
            parsed,
            sql,
            measure_labels: labels,
            abstain_reason: reason,
            chinese,
            followup,
        }
    }
}

/// What the engine understood, what it couldn't place and what to try.
fn abstain_message(chinese: bool, parsed: &Parsed, error: Option<&BuildError>) -> String {
    let understood = if parsed.understood.is_empty() {
        if chinese {
            "（没有）".to_string()
        } else {
            "(nothing)".to_string()
        }
    } else {
        parsed.understood.join(", ")
    };
    let unplaced = parsed.unplaced.join(", ");
    let mut msg = if chinese {
        format!("我没有把握回答这个问题。理解到的：{understood}。")
    } else {
        format!("I'm not confident enough to answer this. I understood: {understood}.")
    };
    if !unplaced.is_empty() {
        msg.push_str(&if chinese {
            format!("无法对应到数据的部分：{unplaced}。")
        } else {
            format!(" I couldn't place: {unplaced}.")
        });
    }
    if let Some(e) = error {
        msg.push_str(&if chinese {
            format!("（{e}）")
        } else {
            format!(" ({e})")
        });
    }
    msg.push_str(if chinese {
        "可以换个说法、说出具体的表或字段名，或在语义层 YAML 中为这些词添加同义词；配置 --llm 后可以交给模型处理。"
    } else {
        " Try rephrasing with the table or column names, add synonyms to the semantic-layer YAML, or configure --llm to let a model take it."
    });
    msg
}
