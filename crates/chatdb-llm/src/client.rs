//! The client: one HTTP call per attempt, retried on 429, 5xx and
//! connection errors (and timeouts) with backoff, within a bound on
//! attempts; structured output validated with one repair round.

use crate::chat::{ChatRequest, ChatResponse, Message, Usage};
use crate::retry::{parse_retry_after, RetryPolicy};
use crate::schema::{extract_json, validate};
use crate::spec::{LlmSpec, Protocol};
use crate::{anthropic, openai, LlmError};
use serde_json::Value as Json;
use std::time::Duration;

/// A model to talk to.
pub struct LlmClient {
    spec: LlmSpec,
    http: reqwest::Client,
    policy: RetryPolicy,
}

/// Structured output and what it cost.
#[derive(Debug, Clone, PartialEq)]
pub struct Structured {
    pub value: Json,
    pub usage: Usage,
    /// Model calls made (2 when a repair round was needed).
    pub calls: u32,
}

impl LlmClient {
    /// A client with a per-request timeout and retry policy.
    pub fn new(
        spec: LlmSpec,
        timeout: Duration,
        policy: RetryPolicy,
    ) -> Result<LlmClient, LlmError> {
        let http = reqwest::Client::builder()
            .timeout(timeout)
            .connect_timeout(timeout.min(Duration::from_secs(10)))
            .build()
            .map_err(|e| LlmError::Config(format!("cannot build the HTTP client: {e}")))?;
        Ok(LlmClient { spec, http, policy })
    }

    /// The spec this client calls.
    pub fn spec(&self) -> &LlmSpec {
        &self.spec
    }

    /// One chat completion, retried as the policy allows.
    pub async fn chat(&self, req: &ChatRequest) -> Result<ChatResponse, LlmError> {
        let (url, body) = match self.spec.protocol {
            Protocol::OpenAi => (
                format!("{}{}", self.spec.base_url, openai::PATH),
                openai::body(&self.spec.model, req),
            ),
            Protocol::Anthropic => (
                format!("{}{}", self.spec.base_url, anthropic::PATH),
                anthropic::body(&self.spec.model, req),
            ),
        };
        let attempts = self.policy.max_attempts.max(1);
        let mut last = LlmError::Config("no attempt was made".into());
        for attempt in 1..=attempts {
            let mut rb = self.http.post(&url).json(&body);
            rb = match (self.spec.protocol, self.spec.api_key()) {
                (Protocol::OpenAi, Some(k)) => rb.bearer_auth(k),
                (Protocol::Anthropic, Some(k)) => rb.header("x-api-key", k),
                (_, None) => rb,
            };
            if self.spec.protocol == Protocol::Anthropic {
                rb = rb.header("anthropic-version", anthropic::VERSION);
            }
            let (err, retry_after) = match rb.send().await {
                Ok(resp) => {
                    let status = resp.status();
                    let retry_after = resp
                        .headers()
                        .get(reqwest::header::RETRY_AFTER)
                        .and_then(|v| v.to_str().ok())
                        .and_then(parse_retry_after);
                    if status.is_success() {
                        let json: Json = resp.json().await.map_err(|e| {
                            LlmError::Protocol(format!("the response is not JSON: {e}"))
                        })?;
                        let parsed = match self.spec.protocol {
                            Protocol::OpenAi => openai::parse(&json),
                            Protocol::Anthropic => anthropic::parse(&json),
                        };
                        let mut out = parsed.map_err(LlmError::Protocol)?;
                        out.attempts = attempt;
                        return Ok(out);
                    }
                    let text = resp.text().await.unwrap_or_default();
                    let retryable = status.as_u16() == 429 || status.is_server_error();
                    let err = LlmError::Http {
                        status: status.as_u16(),
                        body: text.chars().take(500).collect(),
                    };
                    if !retryable {
                        return Err(err);
                    }
                    (err, retry_after)
                }
                Err(e) if e.is_timeout() => (LlmError::Timeout, None),
                Err(e) if e.is_connect() || e.is_request() => {
                    (LlmError::Connect(e.to_string()), None)
                }
                Err(e) => return Err(LlmError::Connect(e.to_string())),
            };
            if let Some(ra) = retry_after {
                if ra > self.policy.max_retry_after {
                    return Err(err);
                }
            }
            tracing::debug!(attempt, error = %err, "LLM call failed; retrying");
            last = err;
            if attempt < attempts {
                tokio::time::sleep(self.policy.delay(attempt, retry_after)).await;
            }
        }
        Err(LlmError::GaveUp {
            attempts,
            last: Box::new(last),
        })
    }

    /// JSON matching `schema`: asked for, parsed and validated; when the
    /// reply is malformed or breaks the schema, the model is told why and
    /// asked once more.
    pub async fn structured(
        &self,
        req: &ChatRequest,
        schema: &Json,
    ) -> Result<Structured, LlmError> {
        let mut req = req.clone();
        req.response_schema = Some(schema.clone());
        let first = self.chat(&req).await?;
        let mut usage = first.usage;
        let problem = match extract_json(&first.text) {
            Ok(v) => match validate(&v, schema) {
                Ok(()) => {
                    return Ok(Structured {
                        value: v,
                        usage,
                        calls: 1,
                    })
                }
                Err(e) => e,
            },
            Err(e) => e,
        };
        req.messages.push(Message::assistant(first.text));
        req.messages.push(Message::user(format!(
            "That reply was not valid ({problem}). Reply again with only the JSON object, matching the schema."
        )));
        let second = self.chat(&req).await?;
        usage += second.usage;
        let value = extract_json(&second.text).map_err(LlmError::InvalidOutput)?;
        validate(&value, schema).map_err(LlmError::InvalidOutput)?;
        Ok(Structured {
            value,
            usage,
            calls: 2,
        })
    }
}
