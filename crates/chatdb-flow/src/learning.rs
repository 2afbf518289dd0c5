//! The learning loop: what one piece of feedback teaches the case library.
//!
//! - 👍 on an answer: the case that gave it gains a vote; an answer the
//!   engine or a model gave becomes a case (or votes for the one already
//!   kept for that request).
//! - 👎: the case that gave it loses a vote; the SQL is noted as a failure
//!   for the request, so the engine won't give it again and a model is told.
//! - ✏️ a correction: the failure is analysed (an AST diff of the wrong and
//!   the corrected SQL) and noted; the corrected SQL becomes the request's
//!   case, replacing any other.
//!
//! A request is its signature (`chatdb_learn::signature`), computed by
//! parsing the question again with this source's engine.

use crate::cases::CaseStore;
use crate::pipeline::{Pipeline, RunOptions};
use crate::store::{now, StoreError, Verdict};
use chatdb_learn::{Case, Failure, FailureKind, Origin, Signature};
use serde::Serialize;

/// One piece of feedback, with what the run did.
#[derive(Debug, Clone)]
pub struct Lesson<'a> {
    pub question: &'a str,
    /// The SQL the run answered with, if any.
    pub run_sql: Option<&'a str>,
    /// Whether the run answered (rather than abstained or failed).
    pub answered: bool,
    /// The case that answered, if one did.
    pub case_id: Option<&'a str>,
    pub verdict: Verdict,
    /// The corrected SQL (already checked by the guard), for a correction.
    pub corrected: Option<&'a str>,
    pub reason: Option<&'a str>,
}

/// What the library did with a lesson.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Learned {
    /// A vote for or against an existing case.
    Voted { case_id: String, up: bool },
    /// A new case (or the request's case replaced by a correction).
    Case { case_id: String, origin: Origin },
    /// A failure noted for the request (and the corrected case, if any).
    Failure {
        kind: FailureKind,
        case_id: Option<String>,
    },
    /// Nothing to learn (e.g. 👍 on an abstention).
    Nothing { why: String },
}

impl Pipeline<'_> {
    /// The signature of a question on this source (not a follow-up).
    pub fn signature(&self, question: &str, options: &RunOptions) -> Option<Signature> {
        self.understand(question, options)
            .map(|p| chatdb_learn::signature(&p))
    }

    /// The engine's reading of a question on this source (not a follow-up).
    pub(crate) fn understand(
        &self,
        question: &str,
        options: &RunOptions,
    ) -> Option<chatdb_engine::Parsed> {
        let linked = self.linker.link(question).ok()?;
        Some(self.engine(options).understand(question, &linked, None).0)
    }

    /// A new case for `question` answered by `sql`, on this source.
    pub fn new_case(
        &self,
        source_key: &str,
        question: &str,
        sql: &str,
        origin: Origin,
        signature: &Signature,
    ) -> Case {
        let dialect = self.schema.dialect;
        let (tables, columns) = match chatdb_guard::parse::parse(sql, dialect) {
            Ok(statements) => match statements.first() {
                Some(s) => {
                    let u = chatdb_guard::usage(s, self.schema, dialect);
                    (
                        u.tables.into_iter().collect(),
                        u.columns
                            .into_iter()
                            .map(|(t, c)| format!("{t}.{c}"))
                            .collect(),
                    )
                }
                None => (Vec::new(), Vec::new()),
            },
            Err(_) => (Vec::new(), Vec::new()),
        };
        Case {
            id: uuid::Uuid::new_v4().to_string(),
            source: source_key.to_string(),
            signature: signature.key.clone(),
            question: question.to_string(),
            literals: signature.literals.clone(),
            sql: sql.to_string(),
            tables,
            columns,
            origin,
            up: origin.prior_votes(),
            down: 0,
            use_count: 0,
            rescues: 0,
            last_used: None,
            created: now(),
            stale: false,
            schema: self.schema.fingerprint(),
        }
    }

    /// Teaches the case library one lesson.
    pub async fn learn(
        &self,
        store: &dyn CaseStore,
        source_key: &str,
        lesson: Lesson<'_>,
        options: &RunOptions,
    ) -> Result<Learned, StoreError> {
        // Votes on the case that answered need no signature.
        if let (Some(id), Verdict::Up | Verdict::Down) = (lesson.case_id, lesson.verdict) {
            let up = lesson.verdict == Verdict::Up;
            store.vote(id, up).await?;
            if !up {
                if let Some(sig) = self.signature(lesson.question, options) {
                    store
                        .put_failure(&self.failure(source_key, &sig, &lesson, FailureKind::Other))
                        .await?;
                }
            }
            return Ok(Learned::Voted {
                case_id: id.to_string(),
                up,
            });
        }
        let Some(sig) = self.signature(lesson.question, options) else {
            return Ok(Learned::Nothing {
                why: "the question could not be linked to this source".into(),
            });
        };
        match lesson.verdict {
            Verdict::Up => {
                let Some(sql) = lesson.run_sql.filter(|_| lesson.answered) else {
                    return Ok(Learned::Nothing {
                        why: "there is no answer to approve".into(),
                    });
                };
                if let Some(existing) = store.case_for(source_key, &sig.key).await? {
                    if existing.sql.trim() == sql.trim() {
                        store.vote(&existing.id, true).await?;
                        return Ok(Learned::Voted {
                            case_id: existing.id,
                            up: true,
                        });
                    }
                }
                let case = self.new_case(source_key, lesson.question, sql, Origin::Feedback, &sig);
                store.put_case(&case).await?;
                Ok(Learned::Case {
                    case_id: case.id,
                    origin: Origin::Feedback,
                })
            }
            Verdict::Down => {
                let kind = if lesson.answered {
                    FailureKind::Other
                } else {
                    FailureKind::NoAnswer
                };
                store
                    .put_failure(&self.failure(source_key, &sig, &lesson, kind))
                    .await?;
                Ok(Learned::Failure {
                    kind,
                    case_id: None,
                })
            }
            Verdict::Correction => {
                let Some(corrected) = lesson.corrected else {
                    return Ok(Learned::Nothing {
                        why: "a correction needs SQL".into(),
                    });
                };
                let kind = match lesson.run_sql {
                    Some(wrong) if lesson.answered => {
                        chatdb_learn::analyze(wrong, corrected, self.schema.dialect)
                    }
                    _ => FailureKind::NoAnswer,
                };
                store
                    .put_failure(&self.failure(source_key, &sig, &lesson, kind))
                    .await?;
                let case = self.new_case(
                    source_key,
                    lesson.question,
                    corrected,
                    Origin::Correction,
                    &sig,
                );
                store.put_case(&case).await?;
                let id = store
                    .case_for(source_key, &sig.key)
                    .await?
                    .map_or(case.id, |c| c.id);
                Ok(Learned::Failure {
                    kind,
                    case_id: Some(id),
                })
            }
        }
    }

    fn failure(
        &self,
        source_key: &str,
        sig: &Signature,
        l: &Lesson<'_>,
        kind: FailureKind,
    ) -> Failure {
        Failure {
            source: source_key.to_string(),
            signature: sig.key.clone(),
            question: l.question.to_string(),
            kind,
            wrong_sql: l.run_sql.filter(|_| l.answered).map(str::to_string),
            right_sql: l.corrected.map(str::to_string),
            detail: l.reason.unwrap_or_default().to_string(),
        }
    }
}
