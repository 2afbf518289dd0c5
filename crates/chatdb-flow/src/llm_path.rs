//! The SQL generator's model strategy, for questions neither the rule
//! engine nor the semantic parser's intent can answer: the model writes a
//! statement (and alternative readings) from the pruned schema — for complex
//! questions after decomposing them into sub-questions — and the result
//! evaluator guards and runs it, classifies what went wrong (seed 001's
//! error types) and sends the error history back for a refinement (seed
//! 004), at most [`MAX_RETRIES`] times, then gives up honestly.

use crate::prompt::{fill, REFINE};
use crate::tools::{self, Toolbox};
use chatdb_guard::error::ErrorKind;
use chatdb_llm::reading::read_sql;
use chatdb_llm::{ChatRequest, LlmClient, LlmError, Message, Usage};
use serde_json::json;

/// Refinements after the first candidate.
pub const MAX_RETRIES: usize = 3;

/// Seed 001's error types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ErrorType {
    UnknownColumn,
    TypeMismatch,
    SyntaxError,
    SemanticGap,
    AmbiguousIntent,
    NoData,
    Timeout,
}

impl ErrorType {
    /// The type of a guard rejection.
    pub fn of_guard(kind: ErrorKind) -> ErrorType {
        match kind {
            ErrorKind::UnknownColumn | ErrorKind::UnknownTable => ErrorType::UnknownColumn,
            ErrorKind::TypeMismatch => ErrorType::TypeMismatch,
            ErrorKind::SyntaxError => ErrorType::SyntaxError,
            _ => ErrorType::SemanticGap,
        }
    }

    /// The type of a database error message.
    pub fn of_database(message: &str) -> ErrorType {
        let m = message.to_lowercase();
        if m.contains("timeout") || m.contains("timed out") || m.contains("cancel") {
            ErrorType::Timeout
        } else if m.contains("no such column")
            || m.contains("does not exist")
            || m.contains("not found")
            || m.contains("unknown column")
        {
            ErrorType::UnknownColumn
        } else if m.contains("syntax") || m.contains("parser") {
            ErrorType::SyntaxError
        } else if m.contains("type") || m.contains("cast") || m.contains("conversion") {
            ErrorType::TypeMismatch
        } else {
            ErrorType::SemanticGap
        }
    }

    fn name(self) -> &'static str {
        match self {
            ErrorType::UnknownColumn => "UNKNOWN_COLUMN",
            ErrorType::TypeMismatch => "TYPE_MISMATCH",
            ErrorType::SyntaxError => "SYNTAX_ERROR",
            ErrorType::SemanticGap => "SEMANTIC_GAP",
            ErrorType::AmbiguousIntent => "AMBIGUOUS_INTENT",
            ErrorType::NoData => "NO_DATA",
            ErrorType::Timeout => "TIMEOUT",
        }
    }
}

/// One failed attempt, fed back to the model.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Attempt {
    pub sql: String,
    pub error_type: ErrorType,
    pub error: String,
}

/// What the generator asks the model for (the decomposer adds its
/// sub-questions).
fn schema() -> serde_json::Value {
    json!({
        "type": "object",
        "required": ["sql"],
        "properties": {
            "sql": {"type": "string"},
            "alternatives": {"type": "array", "items": {"type": "string"}},
            "sub_questions": {"type": "array"},
            "explanation": {"type": "string"}
        }
    })
}

/// One step of a decomposed question: a simpler question and the SQL the
/// model wrote for it (the steps run before the final statement).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SubQuestion {
    pub question: String,
    /// Its statement, when the model wrote one.
    pub sql: Option<String>,
}

/// What the generator produced.
#[derive(Debug, Clone, PartialEq)]
pub struct Generated {
    pub sql: String,
    /// Statements for other readings of the question.
    pub alternatives: Vec<String>,
    /// The decomposer's sub-questions, when it was used.
    pub sub_questions: Vec<SubQuestion>,
    pub usage: Usage,
    /// Model calls made.
    pub calls: u32,
    /// Tools the model called: (name, short result).
    pub tools: Vec<(String, String)>,
    /// How the replies had to be read (fences, repairs, SQL in prose,
    /// statements dropped, a refused parameter), for the trace.
    pub notes: Vec<String>,
}

/// A reply that is not the JSON asked for, read as SQL: `{"sql": …}` and
/// how it was found (statements besides the query are dropped, never run).
pub fn sql_fallback(text: &str) -> Option<(serde_json::Value, String)> {
    let found = read_sql(text)?;
    let mut how = format!("read SQL {} instead of JSON", found.how);
    if !found.dropped.is_empty() {
        how.push_str(&format!(
            "; {} other statement(s) dropped, not run",
            found.dropped.len()
        ));
    }
    Some((json!({ "sql": found.sql }), how))
}

/// Asks the model for SQL: first from the question, then (with `history`)
/// to repair the last attempt. `system` is the filled generator or
/// decomposer prompt.
pub async fn generate(
    client: &LlmClient,
    toolbox: Option<&Toolbox<'_>>,
    system: String,
    question: &str,
    history: &[Attempt],
) -> Result<Generated, LlmError> {
    let mut messages = vec![Message::user(question)];
    if let Some(last) = history.last() {
        let lines: Vec<String> = history
            .iter()
            .enumerate()
            .map(|(i, a)| {
                format!(
                    "{}. {}\n   -> {}: {}",
                    i + 1,
                    a.sql,
                    a.error_type.name(),
                    a.error
                )
            })
            .collect();
        messages.push(Message::assistant(json!({"sql": last.sql}).to_string()));
        messages.push(Message::user(fill(
            REFINE,
            &[
                ("history", &lines.join("\n")),
                ("error_type", last.error_type.name()),
            ],
        )));
    }
    let req = ChatRequest {
        system,
        messages,
        max_tokens: 1024,
        temperature: 0.0,
        ..ChatRequest::default()
    };
    let answer = tools::answer_with_tools(
        client,
        toolbox,
        GENERATOR_TOOLS,
        req,
        &schema(),
        &sql_fallback,
    )
    .await?;
    Ok(Generated::read(
        &answer.value,
        answer.usage,
        answer.calls,
        answer.used,
        answer.notes,
    ))
}

impl Generated {
    /// The statements and sub-questions in a validated reply.
    fn read(
        value: &serde_json::Value,
        usage: Usage,
        calls: u32,
        tools: Vec<(String, String)>,
        notes: Vec<String>,
    ) -> Generated {
        let sql = statement(value.get("sql"));
        let mut alternatives: Vec<String> = Vec::new();
        for alt in value
            .get("alternatives")
            .and_then(|a| a.as_array())
            .into_iter()
            .flatten()
        {
            let alt = statement(Some(alt));
            if !alt.is_empty() && alt != sql && !alternatives.contains(&alt) {
                alternatives.push(alt);
            }
        }
        alternatives.truncate(MAX_ALTERNATIVES);
        let sub_questions = value
            .get("sub_questions")
            .and_then(|a| a.as_array())
            .into_iter()
            .flatten()
            .filter_map(|q| {
                let question = q.get("question").or(Some(q)).and_then(|q| q.as_str())?;
                let sql = Some(statement(q.get("sql"))).filter(|s| !s.is_empty());
                Some(SubQuestion {
                    question: question.to_string(),
                    sql,
                })
            })
            .collect();
        Generated {
            sql,
            alternatives,
            sub_questions,
            usage,
            calls,
            tools,
            notes,
        }
    }
}

/// Alternative readings kept beside the main statement.
const MAX_ALTERNATIVES: usize = 2;

/// Tools the SQL generator is configured with (execution is the evaluator's).
pub const GENERATOR_TOOLS: &[&str] = &["get_schema", "validate_sql"];

/// A statement from a reply, without its trailing semicolon.
fn statement(value: Option<&serde_json::Value>) -> String {
    value
        .and_then(|s| s.as_str())
        .unwrap_or("")
        .trim()
        .trim_end_matches(';')
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_classify() {
        assert_eq!(
            ErrorType::of_guard(ErrorKind::UnknownColumn),
            ErrorType::UnknownColumn
        );
        assert_eq!(
            ErrorType::of_database("Binder Error: column x not found"),
            ErrorType::UnknownColumn
        );
        assert_eq!(
            ErrorType::of_database("query timed out"),
            ErrorType::Timeout
        );
    }

    #[test]
    fn replies_give_a_statement_alternatives_and_sub_questions() {
        let g = Generated::read(
            &json!({
                "sql": "SELECT 1;",
                "alternatives": ["SELECT 2", "SELECT 1", " ", "SELECT 2", "SELECT 3", "SELECT 4"],
                "sub_questions": [{"question": "first?", "sql": "SELECT 0"}, "second?"]
            }),
            Usage::default(),
            1,
            Vec::new(),
            Vec::new(),
        );
        assert_eq!(g.sql, "SELECT 1");
        assert_eq!(
            g.alternatives,
            ["SELECT 2", "SELECT 3"],
            "deduplicated, at most two"
        );
        let asked: Vec<(&str, Option<&str>)> = g
            .sub_questions
            .iter()
            .map(|q| (q.question.as_str(), q.sql.as_deref()))
            .collect();
        assert_eq!(asked, [("first?", Some("SELECT 0")), ("second?", None)]);
    }
}
