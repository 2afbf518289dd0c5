//! LLM providers as real clients: OpenAI-compatible chat completions (any
//! base URL: OpenAI, DeepSeek, Hunyuan, vLLM, Ollama, llama.cpp) and
//! Anthropic Messages, with tool calls, structured output (validated, one
//! repair round), timeouts, and retries with backoff and jitter that honour
//! `Retry-After`.
//!
//! - `spec`: `--llm` parsing and keys from the environment (never printed);
//! - `chat`: provider-neutral requests and responses;
//! - `openai`, `anthropic`: the two wire formats;
//! - `retry`: the backoff policy;
//! - `schema`: checking JSON replies against the schema asked for;
//! - `reading`: tolerant reading of replies (JSON in fences or prose,
//!   near-JSON, SQL where JSON was asked for);
//! - `log`: the `--llm-log` file of requests and responses;
//! - `client`: the HTTP loop tying them together, with the capabilities
//!   each server accepts.

pub mod anthropic;
pub mod chat;
pub mod client;
pub mod log;
pub mod openai;
pub mod reading;
pub mod retry;
pub mod schema;
pub mod spec;

pub use chat::{ChatRequest, ChatResponse, Message, Role, ToolCall, ToolSpec, Usage};
pub use client::{LlmClient, Structured};
pub use retry::RetryPolicy;
pub use spec::{Capabilities, LlmSpec, Protocol, ResponseFormat};

/// What can go wrong calling a model.
#[derive(Debug, thiserror::Error)]
pub enum LlmError {
    #[error("LLM configuration: {0}")]
    Config(String),
    #[error("the LLM server answered {status}: {body}")]
    Http { status: u16, body: String },
    #[error("the LLM request timed out")]
    Timeout,
    #[error("cannot reach the LLM server: {0}")]
    Connect(String),
    #[error("the LLM server's reply is not in the expected format: {0}")]
    Protocol(String),
    #[error("the model's output is not valid: {0}")]
    InvalidOutput(String),
    #[error("gave up after {attempts} attempts: {last}")]
    GaveUp { attempts: u32, last: Box<LlmError> },
}
