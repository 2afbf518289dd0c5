//! The SemanticParser's model strategy: when the rule engine cannot place
//! a question, a model fills the same structured intent through its JSON
//! form, and the same SQL builder compiles it. Questions the intent cannot
//! express (the model says so, or its intent does not build) go on to SQL
//! generation. The same reply carries the Planner's model strategy: the
//! model's skill for the question (a complex one is decomposed next), at no
//! extra call.

use chatdb_engine::Skill;
use chatdb_intent::Intent;
use chatdb_llm::{ChatRequest, LlmClient, LlmError, Message, Usage};
use serde_json::json;

/// What the semantic parser asks the model for.
fn schema() -> serde_json::Value {
    json!({
        "type": "object",
        "required": ["expressible"],
        "properties": {
            "expressible": {"type": "boolean"},
            "intent": {"type": "object"},
            "reason": {"type": "string"},
            "skill": {"type": "string", "enum": ["basic", "trend", "dimension", "complex"]}
        }
    })
}

/// The model's reading of a question.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelParse {
    /// The intent, when the model could express the question as one.
    pub intent: Option<Intent>,
    /// Why not, when it could not.
    pub reason: String,
    /// The model's reading of what the question needs (the Planner).
    pub skill: Option<Skill>,
    pub usage: Usage,
    pub calls: u32,
    /// How the replies had to be read, for the trace.
    pub notes: Vec<String>,
}

/// Asks the model for the intent of `question`; `system` is the filled
/// semantic-parser prompt.
pub async fn parse(
    client: &LlmClient,
    system: String,
    question: &str,
) -> Result<ModelParse, LlmError> {
    let req = ChatRequest {
        system,
        messages: vec![Message::user(question)],
        max_tokens: 1024,
        temperature: 0.0,
        ..ChatRequest::default()
    };
    // A model that answers with SQL instead of the intent is not asked
    // again: the question goes on to SQL generation.
    let sql_instead = |text: &str| {
        chatdb_llm::reading::read_sql(text).map(|found| {
            (
                json!({"expressible": false, "reason": "the model answered with SQL, not an intent"}),
                format!("SQL {} where an intent was asked for", found.how),
            )
        })
    };
    let out = match client.structured_or(&req, &schema(), &sql_instead).await {
        Ok(out) => out,
        // Two replies that were not the JSON asked for: the question goes
        // on to SQL generation rather than failing the run.
        Err(LlmError::InvalidOutput(e)) => {
            return Ok(ModelParse {
                intent: None,
                reason: format!("no valid intent: {e}"),
                skill: None,
                usage: Usage::default(),
                calls: 2,
                notes: vec!["no readable intent in two replies; going on to SQL generation".into()],
            })
        }
        Err(e) => return Err(e),
    };
    let mut parse = read(&out.value, out.usage, out.calls);
    parse.notes = out.notes;
    Ok(parse)
}

/// The intent in a validated reply.
fn read(value: &serde_json::Value, usage: Usage, calls: u32) -> ModelParse {
    let skill = value
        .get("skill")
        .and_then(|s| serde_json::from_value::<Skill>(s.clone()).ok());
    let said = |reason: String| ModelParse {
        intent: None,
        reason,
        skill,
        usage,
        calls,
        notes: Vec::new(),
    };
    if value.get("expressible").and_then(|v| v.as_bool()) != Some(true) {
        let reason = value
            .get("reason")
            .and_then(|r| r.as_str())
            .unwrap_or("not expressible as an intent");
        return said(reason.to_string());
    }
    let Some(intent) = value.get("intent") else {
        return said("expressible, but no intent given".into());
    };
    match serde_json::from_value::<Intent>(intent.clone()) {
        Ok(i) if i.is_empty() => said("the intent asks for nothing".into()),
        Ok(i) => ModelParse {
            intent: Some(i),
            reason: String::new(),
            skill,
            usage,
            calls,
            notes: Vec::new(),
        },
        Err(e) => said(format!("the intent is malformed: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_intent::intent::{Aggregation, MeasureTarget};

    #[test]
    fn replies_become_intents_or_reasons() {
        let u = Usage::default();
        let ok = read(
            &json!({"expressible": true, "intent": {
                "measures": [{"aggregation": "count", "target": {"kind": "rows", "table": "singer"}}],
                "filters": [{"column": {"table": "singer", "column": "age"}, "op": "gt", "values": [30]}]
            }}),
            u,
            1,
        );
        let intent = ok.intent.expect("an intent");
        assert_eq!(intent.measures[0].aggregation, Aggregation::Count);
        assert_eq!(
            intent.measures[0].target,
            MeasureTarget::Rows {
                table: "singer".into()
            }
        );
        assert_eq!(intent.filters[0].column.column, "age");

        assert_eq!(ok.skill, None);
        let no = read(
            &json!({"expressible": false, "reason": "a set operation", "skill": "complex"}),
            u,
            1,
        );
        assert_eq!((no.intent, no.reason.as_str()), (None, "a set operation"));
        assert_eq!(no.skill, Some(Skill::Complex));
        let bad = read(
            &json!({"expressible": true, "intent": {"measures": [{"aggregation": "median"}]}}),
            u,
            1,
        );
        assert!(
            bad.intent.is_none() && bad.reason.contains("malformed"),
            "{bad:?}"
        );
        let empty = read(&json!({"expressible": true, "intent": {}}), u, 1);
        assert!(empty.intent.is_none(), "{empty:?}");
    }
}
