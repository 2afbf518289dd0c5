//! The Developer's model strategy: when the workflow built from a select
//! part fails the write policy, the review or the tests, the model is shown
//! the request, the target, the select part and what failed — with the
//! earlier repairs that failed too — and answers a corrected SELECT. It may
//! read the schema and check its query first (its allow-list,
//! [`DEVELOPER_TOOLS`]); it can't run anything. What it answers is a query
//! only: the rules wrap it in the target's statements and the whole
//! workflow goes through the write policy, the review and the tests again.
//! At most [`MAX_ROUNDS`] repairs per run.

use crate::intent::UserIntent;
use crate::model::Cost;
use chatdb_flow::tools::{answer_with_tools, Toolbox};
use chatdb_llm::{ChatRequest, LlmClient, Message};
use serde_json::{json, Value as Json};

/// Repairs the Developer asks for before the run stops as needing review.
pub const MAX_ROUNDS: usize = 3;

/// The tools the Developer's model may call: it reads and checks, the
/// Tester runs.
pub const DEVELOPER_TOOLS: &[&str] = &["get_schema", "validate_sql"];

const DEVELOPER: &str = "You are the Developer of ChatDB's ETL workflow. A SELECT fills the target table of a data engineer's request, and the workflow built from it failed its checks. Write a corrected SELECT for the same request: one read-only query in the {dialect} dialect over the source's tables, whose output columns become the target's columns (give computed columns plain names). Write only the query: no CREATE, INSERT or any other statement — the workflow wraps it. You may call get_schema to read tables and validate_sql to check your query first. Reply with one JSON object: `sql` — the corrected SELECT; `explanation` — what you changed and why.";

fn schema() -> Json {
    json!({
        "type": "object",
        "required": ["sql"],
        "properties": {
            "sql": {"type": "string"},
            "explanation": {"type": "string"}
        }
    })
}

/// A select part the model wrote to repair the workflow.
#[derive(Debug, Clone)]
pub struct Repair {
    pub sql: String,
    pub explanation: String,
    pub cost: Cost,
    /// Tools it called: (name, "ok" | "error" | "refused").
    pub tools: Vec<(String, String)>,
    /// How its replies had to be read.
    pub notes: Vec<String>,
}

/// One repair that did not pass either, shown to the model next time.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Tried {
    pub sql: String,
    pub failures: Vec<String>,
}

/// Asks the model to repair `intent`'s select part given what failed
/// (`failures`) and the repairs tried before (`tried`).
pub async fn repair(
    client: &LlmClient,
    toolbox: &Toolbox<'_>,
    request: &str,
    intent: &UserIntent,
    failures: &[String],
    tried: &[Tried],
) -> Result<Repair, String> {
    let system = DEVELOPER.replace("{dialect}", toolbox.schema.dialect.name());
    let target = &intent.target;
    let mut user = format!(
        "Request: {request}\nTarget: {} (one row per {}; {} into it)\nSources: {}\nSELECT:\n{}\nWhat failed:\n{}",
        target.name,
        if target.grain.is_empty() {
            "source row".to_string()
        } else {
            target.grain.join(", ")
        },
        target.write_mode.name(),
        intent.data_sources.join(", "),
        intent.select_sql,
        bullets(failures),
    );
    for (i, t) in tried.iter().enumerate() {
        user.push_str(&format!(
            "\nAn earlier SELECT ({}) failed too:\n{}\n{}",
            i + 1,
            t.sql,
            bullets(&t.failures)
        ));
    }
    let req = ChatRequest {
        system,
        messages: vec![Message::user(user)],
        max_tokens: 1024,
        temperature: 0.0,
        ..ChatRequest::default()
    };
    let answer = answer_with_tools(
        client,
        Some(toolbox),
        DEVELOPER_TOOLS,
        req,
        &schema(),
        &chatdb_flow::llm_path::sql_fallback,
    )
    .await
    .map_err(|e| e.to_string())?;
    let sql = answer.value["sql"]
        .as_str()
        .unwrap_or("")
        .trim()
        .trim_end_matches(';')
        .trim()
        .to_string();
    if sql.is_empty() {
        return Err("the model answered no SQL".into());
    }
    Ok(Repair {
        sql,
        explanation: answer.value["explanation"]
            .as_str()
            .unwrap_or("")
            .to_string(),
        cost: Cost {
            calls: answer.calls,
            tokens: answer.usage.total(),
        },
        tools: answer.used,
        notes: answer.notes,
    })
}

fn bullets(lines: &[String]) -> String {
    lines
        .iter()
        .map(|l| format!("- {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}
