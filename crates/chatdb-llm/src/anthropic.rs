//! The Anthropic Messages wire format.

use crate::chat::{schema_instruction, ChatRequest, ChatResponse, ToolCall, Usage};
use crate::spec::Capabilities;
use serde_json::{json, Value as Json};

/// The endpoint path under the base URL.
pub const PATH: &str = "/v1/messages";
/// The API version header value.
pub const VERSION: &str = "2023-06-01";

/// The request body. Anthropic has no response-format switch, so a schema
/// is asked for in the system prompt and checked on our side.
pub fn body(model: &str, req: &ChatRequest, caps: Capabilities) -> Json {
    let messages: Vec<Json> = req
        .messages
        .iter()
        .map(|m| json!({"role": m.role.as_str(), "content": m.content}))
        .collect();
    let mut system = req.system.clone();
    if let Some(schema) = &req.response_schema {
        system.push_str(&schema_instruction(schema));
    }
    let mut body = json!({
        "model": model,
        "max_tokens": req.max_tokens,
        "temperature": req.temperature,
        "messages": messages,
    });
    if !system.trim().is_empty() {
        body["system"] = Json::String(system);
    }
    if caps.tools && !req.tools.is_empty() {
        body["tools"] = req
            .tools
            .iter()
            .map(|t| json!({"name": t.name, "description": t.description, "input_schema": t.parameters}))
            .collect();
    }
    body
}

/// Reads a response body.
pub fn parse(body: &Json) -> Result<ChatResponse, String> {
    let blocks = body
        .get("content")
        .and_then(Json::as_array)
        .ok_or_else(|| format!("no content in {body}"))?;
    let mut text = String::new();
    let mut tool_calls = Vec::new();
    for b in blocks {
        match b.get("type").and_then(Json::as_str) {
            Some("text") => text.push_str(b.get("text").and_then(Json::as_str).unwrap_or("")),
            Some("tool_use") => tool_calls.push(ToolCall {
                id: b.get("id").and_then(Json::as_str).unwrap_or("").to_string(),
                name: b
                    .get("name")
                    .and_then(Json::as_str)
                    .ok_or("a tool_use block without a name")?
                    .to_string(),
                arguments: b.get("input").cloned().unwrap_or(Json::Null),
            }),
            _ => {}
        }
    }
    let usage = Usage::at(body, "/usage/input_tokens", "/usage/output_tokens");
    Ok(ChatResponse {
        text,
        tool_calls,
        usage,
        ..ChatResponse::default()
    })
}
