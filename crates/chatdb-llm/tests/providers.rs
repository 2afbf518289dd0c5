//! The providers against local servers speaking the OpenAI and Anthropic
//! wire formats: tool calls, structured output with a repair round, 429
//! with Retry-After, 500s, and a hung connection that times out.

use chatdb_llm::{
    ChatRequest, LlmClient, LlmError, LlmSpec, Message, Protocol, RetryPolicy, ToolSpec,
};
use serde_json::json;
use std::time::{Duration, Instant};
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn policy(attempts: u32) -> RetryPolicy {
    RetryPolicy {
        max_attempts: attempts,
        base_delay: Duration::from_millis(10),
        max_delay: Duration::from_millis(50),
        max_retry_after: Duration::from_secs(5),
    }
}

fn openai(server: &MockServer, attempts: u32, timeout: Duration) -> LlmClient {
    openai_model(server, "test-model", attempts, timeout)
}

fn openai_model(server: &MockServer, model: &str, attempts: u32, timeout: Duration) -> LlmClient {
    let spec = LlmSpec::new(
        Protocol::OpenAi,
        model,
        &format!("{}/v1", server.uri()),
        Some("sk-test"),
    );
    LlmClient::new(spec, timeout, policy(attempts)).unwrap()
}

fn openai_reply(content: &str) -> serde_json::Value {
    json!({
        "choices": [{"message": {"role": "assistant", "content": content}}],
        "usage": {"prompt_tokens": 11, "completion_tokens": 7}
    })
}

fn request() -> ChatRequest {
    ChatRequest {
        system: "You write SQL.".into(),
        messages: vec![Message::user("How many singers are there?")],
        max_tokens: 256,
        ..ChatRequest::default()
    }
}

async fn requests(server: &MockServer) -> usize {
    server.received_requests().await.map_or(0, |r| r.len())
}

#[tokio::test]
async fn openai_tool_calls_are_parsed_with_usage() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .and(header("authorization", "Bearer sk-test"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "choices": [{"message": {"role": "assistant", "content": null, "tool_calls": [{
                "id": "call_1", "type": "function",
                "function": {"name": "execute_sql", "arguments": "{\"sql\": \"SELECT count(*) FROM singer\"}"}
            }]}}],
            "usage": {"prompt_tokens": 30, "completion_tokens": 12}
        })))
        .mount(&server)
        .await;
    let mut req = request();
    req.tools.push(ToolSpec {
        name: "execute_sql".into(),
        description: "Run a read-only query".into(),
        parameters: json!({"type": "object", "required": ["sql"], "properties": {"sql": {"type": "string"}}}),
    });
    let r = openai(&server, 3, Duration::from_secs(5))
        .chat(&req)
        .await
        .unwrap();
    assert_eq!(r.tool_calls.len(), 1);
    assert_eq!(r.tool_calls[0].name, "execute_sql");
    assert_eq!(
        r.tool_calls[0].arguments["sql"],
        "SELECT count(*) FROM singer"
    );
    assert_eq!((r.usage.input_tokens, r.usage.output_tokens), (30, 12));
    // The tool went out in OpenAI's shape.
    let sent: serde_json::Value = server.received_requests().await.unwrap()[0]
        .body_json()
        .unwrap();
    assert_eq!(sent["tools"][0]["function"]["name"], "execute_sql");
    assert_eq!(sent["messages"][0]["role"], "system");
}

#[tokio::test]
async fn malformed_json_gets_one_repair_round() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(openai_reply("{\"sql\": \"SELECT 1\"")),
        )
        .up_to_n_times(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(openai_reply("```json\n{\"sql\": \"SELECT 1\"}\n```")),
        )
        .mount(&server)
        .await;
    let schema =
        json!({"type": "object", "required": ["sql"], "properties": {"sql": {"type": "string"}}});
    let s = openai(&server, 3, Duration::from_secs(5))
        .structured(&request(), &schema)
        .await
        .unwrap();
    assert_eq!(s.value, json!({"sql": "SELECT 1"}));
    assert_eq!(s.calls, 2);
    assert_eq!(s.usage.total(), 36, "usage of both calls");
    let sent = server.received_requests().await.unwrap();
    let second: serde_json::Value = sent[1].body_json().unwrap();
    let last = second["messages"].as_array().unwrap().last().unwrap()["content"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        last.contains("not valid"),
        "the repair prompt says what was wrong: {last}"
    );
    assert_eq!(
        sent[0].body_json::<serde_json::Value>().unwrap()["response_format"]["type"],
        "json_schema"
    );
}

#[tokio::test]
async fn output_that_breaks_the_schema_twice_is_an_error() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(openai_reply("{\"query\": 1}")))
        .mount(&server)
        .await;
    let schema =
        json!({"type": "object", "required": ["sql"], "properties": {"sql": {"type": "string"}}});
    let e = openai(&server, 3, Duration::from_secs(5))
        .structured(&request(), &schema)
        .await
        .unwrap_err();
    assert!(matches!(e, LlmError::InvalidOutput(_)), "{e}");
    assert_eq!(requests(&server).await, 2, "exactly one repair round");
}

#[tokio::test]
async fn rate_limits_are_retried_after_the_servers_delay() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(
            ResponseTemplate::new(429)
                .insert_header("retry-after", "1")
                .set_body_string("slow down"),
        )
        .up_to_n_times(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(openai_reply("ok")))
        .mount(&server)
        .await;
    let started = Instant::now();
    let r = openai(&server, 3, Duration::from_secs(5))
        .chat(&request())
        .await
        .unwrap();
    assert_eq!(r.text, "ok");
    assert_eq!(r.attempts, 2);
    assert!(
        started.elapsed() >= Duration::from_secs(1),
        "waited for Retry-After"
    );
}

#[tokio::test]
async fn server_errors_are_retried_up_to_the_bound() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(500).set_body_string("boom"))
        .mount(&server)
        .await;
    let e = openai(&server, 3, Duration::from_secs(5))
        .chat(&request())
        .await
        .unwrap_err();
    match e {
        LlmError::GaveUp { attempts, last } => {
            assert_eq!(attempts, 3);
            assert!(matches!(*last, LlmError::Http { status: 500, .. }));
        }
        other => panic!("{other}"),
    }
    assert_eq!(requests(&server).await, 3);
    // A client error is not retried.
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(401))
        .mount(&server)
        .await;
    let e = openai(&server, 3, Duration::from_secs(5))
        .chat(&request())
        .await
        .unwrap_err();
    assert!(matches!(e, LlmError::Http { status: 401, .. }), "{e}");
    assert_eq!(requests(&server).await, 1);
}

#[tokio::test]
async fn a_hung_connection_times_out_and_is_retried_within_the_bound() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(openai_reply("late"))
                .set_delay(Duration::from_secs(10)),
        )
        .mount(&server)
        .await;
    let started = Instant::now();
    let e = openai(&server, 2, Duration::from_millis(300))
        .chat(&request())
        .await
        .unwrap_err();
    match e {
        LlmError::GaveUp { attempts: 2, last } => assert!(matches!(*last, LlmError::Timeout)),
        other => panic!("{other}"),
    }
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "did not wait for the hung server"
    );
}

#[tokio::test]
async fn anthropic_messages_tool_use_and_structured_output() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/messages"))
        .and(header("x-api-key", "ant-test"))
        .and(header("anthropic-version", "2023-06-01"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "content": [
                {"type": "text", "text": "Let me check."},
                {"type": "tool_use", "id": "tu_1", "name": "get_schema", "input": {"level": "basic"}}
            ],
            "usage": {"input_tokens": 40, "output_tokens": 9}
        })))
        .up_to_n_times(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/messages"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "content": [{"type": "text", "text": "{\"kind\": \"basic\"}"}],
            "usage": {"input_tokens": 20, "output_tokens": 5}
        })))
        .mount(&server)
        .await;
    let spec = LlmSpec::new(
        Protocol::Anthropic,
        "claude-test",
        &server.uri(),
        Some("ant-test"),
    );
    let client = LlmClient::new(spec, Duration::from_secs(5), policy(2)).unwrap();
    let r = client.chat(&request()).await.unwrap();
    assert_eq!(r.text, "Let me check.");
    assert_eq!(r.tool_calls[0].name, "get_schema");
    assert_eq!(r.tool_calls[0].arguments, json!({"level": "basic"}));
    assert_eq!(r.usage.total(), 49);
    let schema = json!({"type": "object", "required": ["kind"], "properties": {"kind": {"enum": ["basic", "trend"]}}});
    let s = client.structured(&request(), &schema).await.unwrap();
    assert_eq!(s.value["kind"], "basic");
    let sent: serde_json::Value = server.received_requests().await.unwrap()[1]
        .body_json()
        .unwrap();
    assert!(
        sent["system"].as_str().unwrap().contains("JSON schema"),
        "the schema is asked for in the system prompt"
    );
}

/// A client for a model of its own name: what a process learns about a
/// server is kept per base URL and model, and wiremock reuses ports.
fn openai_named(server: &MockServer, model: &str) -> LlmClient {
    openai_model(server, model, 3, Duration::from_secs(5))
}

fn sql_schema() -> serde_json::Value {
    json!({"type": "object", "required": ["sql"], "properties": {"sql": {"type": "string"}}})
}

#[tokio::test]
async fn a_refused_response_format_is_dropped_step_by_step_and_remembered() {
    use wiremock::matchers::body_string_contains;
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(body_string_contains("json_schema"))
        .respond_with(ResponseTemplate::new(400).set_body_json(
            json!({"error": {"message": "Unrecognized request argument: response_format.json_schema"}}),
        ))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(body_string_contains("json_object"))
        .respond_with(ResponseTemplate::new(400).set_body_json(
            json!({"error": {"message": "response_format of type json_object is not supported"}}),
        ))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(openai_reply(
            "Here you go:\n```json\n{\"sql\": \"SELECT 1\",}\n```",
        )))
        .mount(&server)
        .await;
    let client = openai_named(&server, "format-refuser");
    let s = client.structured(&request(), &sql_schema()).await.unwrap();
    assert_eq!(s.value, json!({"sql": "SELECT 1"}));
    assert_eq!(s.calls, 1, "one logical call");
    assert_eq!(
        requests(&server).await,
        3,
        "json_schema, json_object, prompt"
    );
    let notes = s.notes.join(" | ");
    assert!(notes.contains("refused response_format"), "{notes}");
    assert!(notes.contains("repaired"), "{notes}");
    assert_eq!(
        client.capabilities().format,
        chatdb_llm::ResponseFormat::Prompt
    );
    // The process remembers: the next call goes straight to the prompt
    // form, with the schema asked for in the system message.
    let again = openai_named(&server, "format-refuser");
    again.structured(&request(), &sql_schema()).await.unwrap();
    let sent = server.received_requests().await.unwrap();
    assert_eq!(sent.len(), 4);
    let last: serde_json::Value = sent[3].body_json().unwrap();
    assert!(last.get("response_format").is_none(), "{last}");
    assert!(last["messages"][0]["content"]
        .as_str()
        .unwrap()
        .contains("JSON schema"));
}

#[tokio::test]
async fn refused_tools_and_system_messages_are_dropped() {
    use wiremock::matchers::body_string_contains;
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(body_string_contains("\"tools\""))
        .respond_with(
            ResponseTemplate::new(400).set_body_string("this model does not support tools"),
        )
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(body_string_contains("\"system\""))
        .respond_with(
            ResponseTemplate::new(400).set_body_string("System role not supported for this model"),
        )
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(openai_reply("SELECT 1")))
        .mount(&server)
        .await;
    let mut req = request();
    req.tools = vec![ToolSpec {
        name: "get_schema".into(),
        description: "the schema".into(),
        parameters: json!({"type": "object", "properties": {}}),
    }];
    let client = openai_named(&server, "tool-refuser");
    let r = client.chat(&req).await.unwrap();
    assert_eq!(r.text, "SELECT 1");
    assert_eq!(r.notes.len(), 2, "{:?}", r.notes);
    let caps = client.capabilities();
    assert!(!caps.tools && !caps.system, "{caps:?}");
    let sent = server.received_requests().await.unwrap();
    let last: serde_json::Value = sent.last().unwrap().body_json().unwrap();
    let first = last["messages"][0]["content"].as_str().unwrap();
    assert!(
        first.starts_with("You write SQL.") && first.contains("How many singers"),
        "the system prompt leads the user message: {first}"
    );
    // A 400 that names nothing we can drop is the error it is.
    let other = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(400).set_body_string("model 'x' not found"))
        .mount(&other)
        .await;
    let e = openai(&other, 3, Duration::from_secs(5))
        .chat(&request())
        .await
        .unwrap_err();
    assert!(e.to_string().contains("model 'x' not found"), "{e}");
    assert_eq!(requests(&other).await, 1);
}

#[tokio::test]
async fn sql_where_json_was_asked_is_read_without_a_repair_round() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(openai_reply(
            "Sure. ```sql SELECT COUNT(*) AS n FROM orders ```",
        )))
        .mount(&server)
        .await;
    let fallback = |text: &str| {
        chatdb_llm::reading::read_sql(text)
            .map(|f| (json!({"sql": f.sql}), format!("SQL {}", f.how)))
    };
    let s = openai(&server, 3, Duration::from_secs(5))
        .structured_or(&request(), &sql_schema(), &fallback)
        .await
        .unwrap();
    assert_eq!(s.value, json!({"sql": "SELECT COUNT(*) AS n FROM orders"}));
    assert_eq!((s.calls, requests(&server).await), (1, 1));
    assert_eq!(s.notes, vec!["SQL in a sql code fence"]);
}

#[tokio::test]
async fn the_call_log_holds_requests_and_replies_but_no_key() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(openai_reply("SELECT 1")))
        .mount(&server)
        .await;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("llm.jsonl");
    let client = openai(&server, 3, Duration::from_secs(5))
        .with_log(&path)
        .unwrap();
    client.chat(&request()).await.unwrap();
    client.chat(&request()).await.unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.lines().count(), 2);
    let line: serde_json::Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
    assert_eq!(line["status"], 200);
    assert_eq!(line["request"]["model"], "test-model");
    assert_eq!(
        line["response"]["choices"][0]["message"]["content"],
        "SELECT 1"
    );
    assert!(!text.contains("sk-test"), "the key never reaches the log");
}

#[tokio::test]
async fn a_wrong_key_is_one_clear_error_without_the_key() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(401).set_body_json(json!({
            "error": {"message": "Incorrect API key provided: sk-test. You can find your API key at …"}
        })))
        .mount(&server)
        .await;
    let e = openai(&server, 3, Duration::from_secs(5))
        .chat(&request())
        .await
        .unwrap_err();
    let shown = e.to_string();
    assert!(
        shown.contains("401") && shown.contains("Incorrect API key"),
        "{shown}"
    );
    assert!(!shown.contains("sk-test"), "{shown}");
    assert_eq!(requests(&server).await, 1, "a 401 is not retried");
}
