//! The OpenAI chat-completions wire format.

use crate::chat::{ChatRequest, ChatResponse, ToolCall, Usage};
use serde_json::{json, Value as Json};

/// The endpoint path under the base URL.
pub const PATH: &str = "/chat/completions";

/// The request body.
pub fn body(model: &str, req: &ChatRequest) -> Json {
    let mut messages = Vec::new();
    if !req.system.is_empty() {
        messages.push(json!({"role": "system", "content": req.system}));
    }
    for m in &req.messages {
        messages.push(json!({"role": m.role.as_str(), "content": m.content}));
    }
    let mut body = json!({
        "model": model,
        "messages": messages,
        "max_tokens": req.max_tokens,
        "temperature": req.temperature,
    });
    if !req.tools.is_empty() {
        body["tools"] = req
            .tools
            .iter()
            .map(|t| json!({"type": "function", "function": {"name": t.name, "description": t.description, "parameters": t.parameters}}))
            .collect();
    }
    if let Some(schema) = &req.response_schema {
        body["response_format"] = json!({
            "type": "json_schema",
            "json_schema": {"name": "response", "schema": schema, "strict": true}
        });
    }
    body
}

/// Reads a response body.
pub fn parse(body: &Json) -> Result<ChatResponse, String> {
    let message = body
        .pointer("/choices/0/message")
        .ok_or_else(|| format!("no choices[0].message in {body}"))?;
    let text = message
        .get("content")
        .and_then(Json::as_str)
        .unwrap_or("")
        .to_string();
    let mut tool_calls = Vec::new();
    for c in message
        .get("tool_calls")
        .and_then(Json::as_array)
        .into_iter()
        .flatten()
    {
        let name = c
            .pointer("/function/name")
            .and_then(Json::as_str)
            .ok_or("a tool call without a name")?;
        let raw = c
            .pointer("/function/arguments")
            .and_then(Json::as_str)
            .unwrap_or("{}");
        let arguments = serde_json::from_str(raw)
            .map_err(|e| format!("tool call {name}: arguments are not JSON: {e}"))?;
        tool_calls.push(ToolCall {
            id: c.get("id").and_then(Json::as_str).unwrap_or("").to_string(),
            name: name.to_string(),
            arguments,
        });
    }
    let usage = Usage::at(body, "/usage/prompt_tokens", "/usage/completion_tokens");
    Ok(ChatResponse {
        text,
        tool_calls,
        usage,
        attempts: 0,
    })
}
