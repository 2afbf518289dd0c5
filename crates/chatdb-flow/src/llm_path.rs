//! The LLM path for questions the rule engine can't answer: the SQL
//! generator writes a candidate from the pruned schema, and the result
//! evaluator guards and runs it, classifies what went wrong (seed 001's
//! error types) and sends the error history back for a refinement (seed
//! 004), at most [`MAX_RETRIES`] times, then gives up honestly.

use crate::tools::{self, Toolbox};
use chatdb_guard::error::ErrorKind;
use chatdb_llm::schema::{extract_json, validate};
use chatdb_llm::{ChatRequest, LlmClient, LlmError, Message, Usage};
use serde_json::json;

/// Refinements after the first candidate.
pub const MAX_RETRIES: usize = 3;

/// Prompt templates, versioned files under `prompts/`.
pub const SQL_GENERATOR_PROMPT: &str = include_str!("../prompts/sql_generator.v1.txt");
pub const REFINE_PROMPT: &str = include_str!("../prompts/refine.v1.txt");

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

/// What the generator asks the model for.
fn schema() -> serde_json::Value {
    json!({
        "type": "object",
        "required": ["sql"],
        "properties": {"sql": {"type": "string"}, "explanation": {"type": "string"}}
    })
}

/// Fills `{name}` placeholders of a template.
fn fill(template: &str, vars: &[(&str, &str)]) -> String {
    let mut out = template.to_string();
    for (k, v) in vars {
        out = out.replace(&format!("{{{k}}}"), v);
    }
    out
}

/// What the generator produced.
#[derive(Debug, Clone, PartialEq)]
pub struct Generated {
    pub sql: String,
    pub usage: Usage,
    /// Model calls made.
    pub calls: u32,
    /// Tools the model called: (name, short result).
    pub tools: Vec<(String, String)>,
}

/// Asks the model for SQL: first from the question, then (with `history`)
/// to repair the last attempt.
pub async fn generate(
    client: &LlmClient,
    toolbox: Option<&Toolbox<'_>>,
    question: &str,
    dialect: &str,
    schema_text: &str,
    history: &[Attempt],
) -> Result<Generated, LlmError> {
    let system = fill(
        SQL_GENERATOR_PROMPT,
        &[("dialect", dialect), ("schema", schema_text)],
    );
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
            REFINE_PROMPT,
            &[
                ("history", &lines.join("\n")),
                ("error_type", last.error_type.name()),
            ],
        )));
    }
    let mut req = ChatRequest {
        system,
        messages,
        max_tokens: 1024,
        temperature: 0.0,
        ..ChatRequest::default()
    };
    let mut usage = Usage::default();
    let mut calls = 0;
    let mut used = Vec::new();
    // The generator may look at the schema and check its SQL first.
    if let Some(tb) = toolbox {
        req.tools = GENERATOR_TOOLS
            .iter()
            .filter_map(|n| tools::spec(n))
            .collect();
        for _ in 0..MAX_TOOL_ROUNDS {
            let r = client.chat(&req).await?;
            calls += 1;
            usage += r.usage;
            if r.tool_calls.is_empty() {
                if let Ok(v) = extract_json(&r.text) {
                    if validate(&v, &schema()).is_ok() {
                        return Ok(Generated {
                            sql: sql_of(&v),
                            usage,
                            calls,
                            tools: used,
                        });
                    }
                }
                req.messages.push(Message::assistant(r.text));
                break;
            }
            let mut results = Vec::new();
            for c in &r.tool_calls {
                let out = if GENERATOR_TOOLS.contains(&c.name.as_str()) {
                    tb.call(&c.name, &c.arguments).await
                } else {
                    json!({"ok": false, "error": format!("{} is not available to you", c.name)})
                };
                let ok = out.get("ok").and_then(|v| v.as_bool()).unwrap_or(true);
                used.push((c.name.clone(), if ok { "ok" } else { "error" }.to_string()));
                results.push(format!("{}({}) -> {}", c.name, c.arguments, out));
            }
            let said = if r.text.is_empty() {
                "(calling tools)".to_string()
            } else {
                r.text
            };
            req.messages.push(Message::assistant(said));
            req.messages.push(Message::user(format!(
                "Tool results:\n{}",
                results.join("\n")
            )));
        }
        req.tools.clear();
    }
    let out = client.structured(&req, &schema()).await?;
    usage += out.usage;
    Ok(Generated {
        sql: sql_of(&out.value),
        usage,
        calls: calls + out.calls,
        tools: used,
    })
}

/// Tools the SQL generator is configured with (execution is the evaluator's).
pub const GENERATOR_TOOLS: &[&str] = &["get_schema", "validate_sql"];
/// Tool-calling rounds before the generator must answer.
const MAX_TOOL_ROUNDS: usize = 3;

/// The SQL in a generator reply.
fn sql_of(value: &serde_json::Value) -> String {
    value
        .get("sql")
        .and_then(|s| s.as_str())
        .unwrap_or("")
        .trim()
        .trim_end_matches(';')
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_fill_and_errors_classify() {
        let s = fill(
            SQL_GENERATOR_PROMPT,
            &[("dialect", "duckdb"), ("schema", "t(a)")],
        );
        assert!(s.contains("duckdb") && s.contains("t(a)") && !s.contains("{schema}"));
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
}
