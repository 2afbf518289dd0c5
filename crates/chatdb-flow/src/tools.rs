//! Seed 001's three tools — `get_schema`, `validate_sql`, `execute_sql` —
//! each described by a JSON schema so a model can call it, and callable by
//! code directly. An agent is given only the tools it is configured with.

use chatdb_connect::{Connector, QueryOptions};
use chatdb_core::profile::TableProfile;
use chatdb_core::Schema;
use chatdb_guard::{Guard, GuardConfig};
use chatdb_knowledge::render::{render, Detail, Selection, TableSelection};
use chatdb_knowledge::SemanticLayer;
use chatdb_llm::reading::{read_structured, Fallback};
use chatdb_llm::{ChatRequest, LlmClient, LlmError, Message, ToolSpec, Usage};
use serde_json::{json, Value as Json};

/// Rows `execute_sql` returns to a model at most.
const TOOL_ROWS: usize = 20;

/// Replies in which a model may call tools before it must answer.
pub const MAX_TOOL_ROUNDS: usize = 3;

/// The tool descriptions, by name.
pub fn spec(name: &str) -> Option<ToolSpec> {
    let sql_arg = json!({
        "type": "object",
        "required": ["sql"],
        "properties": {"sql": {"type": "string", "description": "one read-only SELECT"}}
    });
    Some(match name {
        "get_schema" => ToolSpec {
            name: "get_schema".into(),
            description: "The schema of the data source: tables, columns, types, keys and sample values.".into(),
            parameters: json!({
                "type": "object",
                "properties": {
                    "level": {"enum": ["basic", "detailed"]},
                    "tables": {"type": "array", "items": {"type": "string"}}
                }
            }),
        },
        "validate_sql" => ToolSpec {
            name: "validate_sql".into(),
            description: "Check SQL with the read-only guard and the schema without running it; returns errors with suggestions.".into(),
            parameters: sql_arg,
        },
        "execute_sql" => ToolSpec {
            name: "execute_sql".into(),
            description: "Run one read-only query and return the first rows.".into(),
            parameters: sql_arg,
        },
        _ => return None,
    })
}

/// What the tools work on.
pub struct Toolbox<'a> {
    pub schema: &'a Schema,
    pub profiles: &'a [TableProfile],
    pub semantic: Option<&'a SemanticLayer>,
    pub connector: &'a dyn Connector,
    pub guard: &'a GuardConfig,
}

impl Toolbox<'_> {
    /// Calls a tool by name; errors come back as JSON for the model.
    pub async fn call(&self, name: &str, args: &Json) -> Json {
        match name {
            "get_schema" => {
                let detail = match args.get("level").and_then(Json::as_str) {
                    Some("basic") => Detail::Basic,
                    _ => Detail::Detailed,
                };
                let selection = match args.get("tables").and_then(Json::as_array) {
                    Some(ts) if !ts.is_empty() => Selection {
                        tables: ts
                            .iter()
                            .filter_map(Json::as_str)
                            .filter(|t| self.schema.table(t).is_some())
                            .map(TableSelection::whole)
                            .collect(),
                    },
                    _ => Selection::all(self.schema),
                };
                json!({"schema": render(self.schema, &selection, self.profiles, self.semantic, detail)})
            }
            "validate_sql" | "execute_sql" => {
                let Some(sql) = args.get("sql").and_then(Json::as_str) else {
                    return json!({"ok": false, "error": "missing argument: sql"});
                };
                let checked = match Guard::new(self.schema.dialect, self.guard)
                    .with_schema(self.schema)
                    .check(sql)
                {
                    Ok(c) => c,
                    Err(e) => {
                        return json!({"ok": false, "error": {"kind": format!("{:?}", e.kind), "message": e.to_string()}})
                    }
                };
                if name == "validate_sql" {
                    return json!({"ok": true, "sql": checked.pretty(), "warnings": checked.warnings()});
                }
                match self
                    .connector
                    .query(&checked, &QueryOptions::with_max_rows(TOOL_ROWS))
                    .await
                {
                    Ok(rs) => json!({
                        "ok": true,
                        "columns": rs.columns.iter().map(|c| c.name.clone()).collect::<Vec<_>>(),
                        "rows": rs.rows,
                        "truncated": rs.truncated,
                    }),
                    Err(e) => json!({"ok": false, "error": e.to_string()}),
                }
            }
            other => json!({"ok": false, "error": format!("no tool named {other:?}")}),
        }
    }
}

/// A structured answer a model gave after calling its tools.
#[derive(Debug, Clone, Default)]
pub struct ToolAnswer {
    pub value: Json,
    pub usage: Usage,
    /// Model calls made.
    pub calls: u32,
    /// Tools the model called: (name, "ok" | "error" | "refused").
    pub used: Vec<(String, String)>,
    /// How the replies had to be read, for the trace.
    pub notes: Vec<String>,
}

/// Asks `req` of the model and reads a JSON answer matching `schema`
/// (`fallback` may read it another way). With a toolbox, the model is
/// offered the tools named in `allowed` — its allow-list — for up to
/// [`MAX_TOOL_ROUNDS`] replies; a call to any other tool is refused and
/// recorded, never run. The answer is then asked for without tools.
pub async fn answer_with_tools(
    client: &LlmClient,
    toolbox: Option<&Toolbox<'_>>,
    allowed: &[&str],
    mut req: ChatRequest,
    schema: &Json,
    fallback: Fallback<'_>,
) -> Result<ToolAnswer, LlmError> {
    let mut answer = ToolAnswer::default();
    if let Some(tb) = toolbox.filter(|_| !allowed.is_empty()) {
        req.tools = allowed.iter().filter_map(|n| spec(n)).collect();
        for _ in 0..MAX_TOOL_ROUNDS {
            let r = client.chat(&req).await?;
            answer.calls += 1;
            answer.usage += r.usage;
            answer.notes.extend(r.notes);
            if r.tool_calls.is_empty() {
                if let Ok((value, how)) = read_structured(&r.text, schema, fallback) {
                    answer.notes.extend(how);
                    answer.value = value;
                    return Ok(answer);
                }
                req.messages.push(Message::assistant(r.text));
                break;
            }
            let mut results = Vec::new();
            for c in &r.tool_calls {
                let (out, status) = if allowed.contains(&c.name.as_str()) {
                    let out = tb.call(&c.name, &c.arguments).await;
                    let ok = out.get("ok").and_then(Json::as_bool).unwrap_or(true);
                    (out, if ok { "ok" } else { "error" })
                } else {
                    let refusal = format!("{} is not available to you", c.name);
                    (json!({"ok": false, "error": refusal}), "refused")
                };
                answer.used.push((c.name.clone(), status.to_string()));
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
    let out = client.structured_or(&req, schema, fallback).await?;
    answer.value = out.value;
    answer.usage += out.usage;
    answer.calls += out.calls;
    answer.notes.extend(out.notes);
    Ok(answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_three_tools_are_described() {
        for name in ["get_schema", "validate_sql", "execute_sql"] {
            let s = spec(name).unwrap();
            assert_eq!(s.name, name);
            assert_eq!(s.parameters["type"], "object");
        }
        assert!(spec("drop_table").is_none());
    }
}
