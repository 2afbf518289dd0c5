//! Provider-neutral chat types: what we send, what comes back.

use serde::{Deserialize, Serialize};
use serde_json::Value as Json;

/// Who said a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    User,
    Assistant,
}

impl Role {
    /// The role's name on the wire (both providers use the same names).
    pub fn as_str(self) -> &'static str {
        match self {
            Role::User => "user",
            Role::Assistant => "assistant",
        }
    }
}

/// One turn of a conversation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Message {
    pub role: Role,
    pub content: String,
}

impl Message {
    pub fn user(text: impl Into<String>) -> Message {
        Message {
            role: Role::User,
            content: text.into(),
        }
    }

    pub fn assistant(text: impl Into<String>) -> Message {
        Message {
            role: Role::Assistant,
            content: text.into(),
        }
    }
}

/// A tool a model may call, described by a JSON schema of its arguments.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolSpec {
    pub name: String,
    pub description: String,
    pub parameters: Json,
}

/// A request to a chat model.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ChatRequest {
    pub system: String,
    pub messages: Vec<Message>,
    pub tools: Vec<ToolSpec>,
    /// Ask for JSON matching this schema (structured output).
    pub response_schema: Option<Json>,
    pub max_tokens: u32,
    pub temperature: f32,
}

/// A tool call the model made.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolCall {
    pub id: String,
    pub name: String,
    pub arguments: Json,
}

/// Tokens a call used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Usage {
    pub input_tokens: u64,
    pub output_tokens: u64,
}

impl Usage {
    /// Token counts read from a response body at the provider's JSON pointers.
    pub(crate) fn at(body: &Json, input: &str, output: &str) -> Usage {
        let read = |p: &str| body.pointer(p).and_then(Json::as_u64).unwrap_or(0);
        Usage {
            input_tokens: read(input),
            output_tokens: read(output),
        }
    }

    pub fn total(&self) -> u64 {
        self.input_tokens + self.output_tokens
    }
}

impl std::ops::AddAssign for Usage {
    fn add_assign(&mut self, o: Usage) {
        self.input_tokens += o.input_tokens;
        self.output_tokens += o.output_tokens;
    }
}

/// What a model answered.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ChatResponse {
    pub text: String,
    pub tool_calls: Vec<ToolCall>,
    pub usage: Usage,
    /// HTTP attempts it took (retries included).
    pub attempts: u32,
    /// What had to be done differently for this server (a parameter it
    /// refused, dropped), for the trace.
    pub notes: Vec<String>,
}

/// The instruction that asks for JSON in the prompt, for servers without a
/// schema switch.
pub fn schema_instruction(schema: &Json) -> String {
    format!(
        "\n\nReply with a single JSON object, and nothing else, that matches this JSON schema:\n{schema}"
    )
}
