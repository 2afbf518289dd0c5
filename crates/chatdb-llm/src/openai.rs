//! The OpenAI chat-completions wire format.

use crate::chat::{schema_instruction, ChatRequest, ChatResponse, ToolCall, Usage};
use crate::spec::{Capabilities, ResponseFormat};
use serde_json::{json, Value as Json};

/// The endpoint path under the base URL.
pub const PATH: &str = "/chat/completions";

/// The request body, shaped by what the server accepts.
pub fn body(model: &str, req: &ChatRequest, caps: Capabilities) -> Json {
    let mut system = req.system.clone();
    if let Some(schema) = &req.response_schema {
        if caps.format != ResponseFormat::JsonSchema {
            system.push_str(&schema_instruction(schema));
        }
    }
    let mut messages = Vec::new();
    let mut lead = None;
    if !system.trim().is_empty() {
        if caps.system {
            messages.push(json!({"role": "system", "content": system}));
        } else {
            lead = Some(system);
        }
    }
    for m in &req.messages {
        let content = match lead.take() {
            Some(system) => format!("{system}\n\n{}", m.content),
            None => m.content.clone(),
        };
        messages.push(json!({"role": m.role.as_str(), "content": content}));
    }
    let mut body = json!({
        "model": model,
        "messages": messages,
        "max_tokens": req.max_tokens,
        "temperature": req.temperature,
    });
    if caps.tools && !req.tools.is_empty() {
        body["tools"] = req
            .tools
            .iter()
            .map(|t| json!({"type": "function", "function": {"name": t.name, "description": t.description, "parameters": t.parameters}}))
            .collect();
    }
    if let Some(schema) = &req.response_schema {
        match caps.format {
            ResponseFormat::JsonSchema => {
                body["response_format"] = json!({
                    "type": "json_schema",
                    "json_schema": {"name": "response", "schema": schema, "strict": true}
                })
            }
            ResponseFormat::JsonObject => body["response_format"] = json!({"type": "json_object"}),
            ResponseFormat::Prompt => {}
        }
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
        ..ChatResponse::default()
    })
}
