//! The client: one HTTP call per attempt, retried on 429, 5xx and
//! connection errors (and timeouts) with backoff, within a bound on
//! attempts; a parameter the server refuses (400 naming it) is dropped and
//! the call made again, once, and the process remembers it; structured
//! output read tolerantly and validated, with one repair round.

use crate::chat::{ChatRequest, ChatResponse, Message, Usage};
use crate::log::CallLog;
use crate::reading::{read_structured, Fallback};
use crate::retry::{parse_retry_after, RetryPolicy};
use crate::spec::{Capabilities, LlmSpec, Protocol};
use crate::{anthropic, openai, LlmError};
use serde_json::Value as Json;
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

/// A model to talk to.
pub struct LlmClient {
    spec: LlmSpec,
    http: reqwest::Client,
    policy: RetryPolicy,
    log: Option<CallLog>,
}

/// Structured output and what it cost.
#[derive(Debug, Clone, PartialEq)]
pub struct Structured {
    pub value: Json,
    pub usage: Usage,
    /// Model calls made (2 when a repair round was needed).
    pub calls: u32,
    /// How the reply had to be read or sent (fences, repairs, a refused
    /// parameter dropped), for the trace.
    pub notes: Vec<String>,
}

/// Capabilities learned from servers' refusals, for the life of the
/// process, by base URL and model.
fn learned() -> &'static Mutex<HashMap<String, Capabilities>> {
    static LEARNED: OnceLock<Mutex<HashMap<String, Capabilities>>> = OnceLock::new();
    LEARNED.get_or_init(Mutex::default)
}

/// What a 400 says the server does not accept, as the capabilities without
/// it and a note; `None` when it names nothing we can drop.
fn without_refused(
    caps: Capabilities,
    req: &ChatRequest,
    body: &str,
) -> Option<(Capabilities, String)> {
    let b = body.to_ascii_lowercase();
    let mut next = caps;
    if req.response_schema.is_some()
        && (b.contains("response_format") || b.contains("json_schema") || b.contains("json_object"))
    {
        next.format = caps.format.weaker()?;
        return Some((
            next,
            format!(
                "the server refused response_format {:?}; now {:?}",
                caps.format, next.format
            ),
        ));
    }
    if caps.tools && !req.tools.is_empty() && (b.contains("tool") || b.contains("function")) {
        next.tools = false;
        return Some((
            next,
            "the server refused tools; calling without them".into(),
        ));
    }
    if caps.system && b.contains("system") {
        next.system = false;
        return Some((
            next,
            "the server refused a system message; the prompt leads the user message".into(),
        ));
    }
    None
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
        Ok(LlmClient {
            spec,
            http,
            policy,
            log: None,
        })
    }

    /// Records every request and response (never a key) as JSON lines in
    /// `path`, for debugging prompts.
    pub fn with_log(mut self, path: &Path) -> Result<LlmClient, LlmError> {
        self.log = Some(CallLog::open(path)?);
        Ok(self)
    }

    /// The spec this client calls.
    pub fn spec(&self) -> &LlmSpec {
        &self.spec
    }

    fn key(&self) -> String {
        format!("{}|{}", self.spec.base_url, self.spec.model)
    }

    /// The capabilities in force: as configured, narrowed by what this
    /// process learned from the server's refusals.
    pub fn capabilities(&self) -> Capabilities {
        learned()
            .lock()
            .ok()
            .and_then(|m| m.get(&self.key()).copied())
            .unwrap_or(self.spec.capabilities)
    }

    /// One chat completion, retried as the policy allows; a parameter the
    /// server refuses is dropped (each at most once) and remembered.
    pub async fn chat(&self, req: &ChatRequest) -> Result<ChatResponse, LlmError> {
        let mut notes = Vec::new();
        let mut caps = self.capabilities();
        // Each of format (twice: schema → object → prompt), tools and
        // system can be dropped once.
        for _ in 0..4 {
            match self.chat_with(req, caps).await {
                Err(LlmError::Http { status: 400, body }) => {
                    match without_refused(caps, req, &body) {
                        Some((next, note)) => {
                            tracing::info!(model = %self.spec.model, "{note}");
                            if let Ok(mut m) = learned().lock() {
                                m.insert(self.key(), next);
                            }
                            notes.push(note);
                            caps = next;
                        }
                        None => return Err(LlmError::Http { status: 400, body }),
                    }
                }
                Ok(mut r) => {
                    r.notes.splice(0..0, notes);
                    return Ok(r);
                }
                Err(e) => return Err(e),
            }
        }
        Err(LlmError::Config(format!(
            "the server refused every way of asking: {}",
            notes.join("; ")
        )))
    }

    async fn chat_with(
        &self,
        req: &ChatRequest,
        caps: Capabilities,
    ) -> Result<ChatResponse, LlmError> {
        let (url, body) = match self.spec.protocol {
            Protocol::OpenAi => (
                format!("{}{}", self.spec.base_url, openai::PATH),
                openai::body(&self.spec.model, req, caps),
            ),
            Protocol::Anthropic => (
                format!("{}{}", self.spec.base_url, anthropic::PATH),
                anthropic::body(&self.spec.model, req, caps),
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
                        if let Some(log) = &self.log {
                            log.write(&url, &body, status.as_u16(), &json);
                        }
                        let parsed = match self.spec.protocol {
                            Protocol::OpenAi => openai::parse(&json),
                            Protocol::Anthropic => anthropic::parse(&json),
                        };
                        let mut out = parsed.map_err(LlmError::Protocol)?;
                        out.attempts = attempt;
                        return Ok(out);
                    }
                    let text = resp.text().await.unwrap_or_default();
                    // A server may echo the key it was sent; it never
                    // leaves here, not even into the call log.
                    let text = match self.spec.api_key() {
                        Some(k) if !k.is_empty() => text.replace(k, "<redacted>"),
                        _ => text,
                    };
                    if let Some(log) = &self.log {
                        log.write(&url, &body, status.as_u16(), &Json::String(text.clone()));
                    }
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

    /// JSON matching `schema`: asked for, read tolerantly (fences, prose,
    /// near-JSON) and validated; when the reply is unreadable or breaks the
    /// schema, the model is told why and asked once more.
    pub async fn structured(
        &self,
        req: &ChatRequest,
        schema: &Json,
    ) -> Result<Structured, LlmError> {
        self.structured_or(req, schema, &|_| None).await
    }

    /// Like [`structured`](Self::structured), but a reply that holds no
    /// valid JSON is first offered to `fallback`, which may read the answer
    /// another way (SQL in prose, say) as a value matching the schema —
    /// sparing the repair round.
    pub async fn structured_or(
        &self,
        req: &ChatRequest,
        schema: &Json,
        fallback: Fallback<'_>,
    ) -> Result<Structured, LlmError> {
        let mut req = req.clone();
        req.response_schema = Some(schema.clone());
        let first = self.chat(&req).await?;
        let mut usage = first.usage;
        let mut notes = first.notes;
        let problem = match read_structured(&first.text, schema, fallback) {
            Ok((value, how)) => {
                notes.extend(how);
                return Ok(Structured {
                    value,
                    usage,
                    calls: 1,
                    notes,
                });
            }
            Err(problem) => problem,
        };
        notes.push(format!("reply not usable ({problem}); asked again"));
        req.messages.push(Message::assistant(first.text));
        req.messages.push(Message::user(format!(
            "That reply was not valid ({problem}). Reply again with only the JSON object, matching the schema."
        )));
        let second = self.chat(&req).await?;
        usage += second.usage;
        notes.extend(second.notes);
        let (value, how) =
            read_structured(&second.text, schema, fallback).map_err(LlmError::InvalidOutput)?;
        notes.extend(how);
        Ok(Structured {
            value,
            usage,
            calls: 2,
            notes,
        })
    }
}
