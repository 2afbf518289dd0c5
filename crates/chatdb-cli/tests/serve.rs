//! `chatdb serve` end to end: the real binary on a free port, a real HTTP
//! client, the demo warehouse (and a second SQLite source), tokens and
//! access policies, streaming, two processes sharing a PostgreSQL store,
//! SIGTERM in the middle of a request.

use serde_json::{json, Value as Json};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// A data directory with the demo built once for all tests in this file.
fn home() -> &'static Path {
    static HOME: OnceLock<PathBuf> = OnceLock::new();
    HOME.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("chatdb-serve-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create home");
        let out = Command::new(env!("CARGO_BIN_EXE_chatdb"))
            .args(["demo", "--json"])
            .env("CHATDB_HOME", &dir)
            .output()
            .expect("run chatdb");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        dir
    })
}

/// A running `chatdb serve`, killed when dropped.
struct Server {
    child: Child,
    base: String,
}

impl Server {
    /// Starts a server with an optional config (YAML) and environment.
    fn start(config: Option<&str>, env: &[(&str, &str)]) -> Server {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_chatdb"));
        cmd.args(["serve", "--addr", "127.0.0.1:0"])
            .env("CHATDB_HOME", home())
            .env_remove("CHATDB_STORE")
            .env_remove("CHATDB_CONFIG")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        if let Some(yaml) = config {
            let path = home().join(format!("config-{}.yaml", uuid::Uuid::new_v4()));
            std::fs::write(&path, yaml).expect("write config");
            cmd.arg("--config").arg(path);
        }
        for (k, v) in env {
            cmd.env(k, v);
        }
        let mut child = cmd.spawn().expect("start chatdb serve");
        let stdout = child.stdout.take().expect("stdout");
        let mut lines = BufReader::new(stdout).lines();
        let base = loop {
            match lines.next() {
                Some(Ok(line)) => {
                    if let Some(url) = line.strip_prefix("listening on ") {
                        break url.trim().to_string();
                    }
                }
                _ => {
                    let status = child.wait().expect("wait");
                    panic!("the server exited before listening: {status}");
                }
            }
        };
        // Keep draining stdout so the server never blocks on a full pipe.
        std::thread::spawn(move || for _ in lines {});
        Server { child, base }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// Waits until every source is loaded (the demo's catalog and index).
    async fn ready(&self) {
        let deadline = Instant::now() + Duration::from_secs(180);
        loop {
            let h: Json = client()
                .get(self.url("/healthz"))
                .send()
                .await
                .expect("healthz")
                .json()
                .await
                .expect("json");
            if h["status"] == "ok" {
                return;
            }
            assert_ne!(h["status"], "degraded", "{h}");
            assert!(Instant::now() < deadline, "sources never became ready: {h}");
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    fn terminate(&self) {
        let ok = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill")
            .success();
        assert!(ok, "SIGTERM was not delivered");
    }

    /// Waits for the process to exit (after SIGTERM), within `limit`.
    fn wait_exit(&mut self, limit: Duration) -> std::process::ExitStatus {
        let deadline = Instant::now() + limit;
        loop {
            if let Some(status) = self.child.try_wait().expect("try_wait") {
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "the server did not stop within {limit:?}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(120))
        .build()
        .expect("client")
}

/// POSTs JSON; returns the status and the JSON body.
async fn post(server: &Server, path: &str, body: &Json, token: Option<&str>) -> (u16, Json) {
    let mut req = client().post(server.url(path)).json(body);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let resp = req.send().await.expect("request");
    let status = resp.status().as_u16();
    let text = resp.text().await.expect("body");
    let body = serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"));
    (status, body)
}

async fn get(server: &Server, path: &str, token: Option<&str>) -> (u16, Json) {
    let mut req = client().get(server.url(path));
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let resp = req.send().await.expect("request");
    let status = resp.status().as_u16();
    let text = resp.text().await.expect("body");
    let body = serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"));
    (status, body)
}

/// An error body's code, checking its shape.
fn code(body: &Json) -> &str {
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty()),
        "{body}"
    );
    body["error"]["code"].as_str().expect("error code")
}

#[tokio::test]
async fn ask_answers_and_the_run_can_be_read_back() {
    let server = Server::start(None, &[]);
    server.ready().await;
    let (status, r) = post(
        &server,
        "/api/ask",
        &json!({"question": "每个地区去年的销售额是多少？"}),
        None,
    )
    .await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(r["data_source"], "demo");
    assert_eq!(r["rows"].as_array().expect("rows").len(), 7, "{r}");
    let sql = r["sql"].as_str().expect("sql");

    // The numbers are what the same SQL returns through /api/sql.
    let (status, direct) = post(&server, "/api/sql", &json!({"sql": sql}), None).await;
    assert_eq!(status, 200, "{direct}");
    assert_eq!(direct["rows"], r["rows"]);

    let run_id = r["run_id"].as_str().expect("run id");
    let (status, stored) = get(&server, &format!("/api/runs/{run_id}"), None).await;
    assert_eq!(status, 200);
    assert_eq!(stored["run_id"], run_id);
    assert_eq!(stored["status"], "answered");
    let (_, trace) = get(&server, &format!("/api/runs/{run_id}/trace"), None).await;
    let nodes: Vec<&str> = trace["trace"]
        .as_array()
        .expect("trace")
        .iter()
        .filter_map(|e| e["node"].as_str())
        .collect();
    assert!(
        nodes.contains(&"guard") && nodes.contains(&"execute"),
        "{nodes:?}"
    );

    // A follow-up in the same thread builds on the first answer.
    let thread = r["thread_id"].as_str().expect("thread");
    let (_, follow) = post(
        &server,
        "/api/ask",
        &json!({"question": "只看华东的", "thread": thread}),
        None,
    )
    .await;
    assert_eq!(follow["status"], "answered", "{follow}");
    assert_eq!(
        follow["rows"].as_array().expect("rows").len(),
        1,
        "{follow}"
    );
    let (status, t) = get(&server, &format!("/api/threads/{thread}"), None).await;
    assert_eq!(status, 200);
    assert_eq!(t["runs"].as_array().expect("runs").len(), 2, "{t}");
    assert!(t["waiting"].is_null());

    let (status, sources) = get(&server, "/api/sources", None).await;
    assert_eq!(status, 200);
    assert_eq!(sources["sources"][0]["id"], "demo");
    assert_eq!(sources["sources"][0]["ready"], "ready");
    let (status, schema) = get(&server, "/api/schema?level=basic", None).await;
    assert_eq!(status, 200);
    assert!(schema["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .any(|t| t["name"] == "orders"));

    let metrics = client()
        .get(server.url("/metrics"))
        .send()
        .await
        .expect("metrics")
        .text()
        .await
        .expect("text");
    assert!(
        metrics.contains(
            "chatdb_http_requests_total{method=\"POST\",route=\"/api/ask\",status=\"200\"} 2"
        ),
        "{metrics}"
    );
    assert!(
        metrics.contains("chatdb_runs_total{status=\"answered\"} 2"),
        "{metrics}"
    );
    assert!(metrics.contains("chatdb_http_request_duration_seconds_bucket"));
}

#[tokio::test]
async fn the_stream_shows_each_node_in_order_and_ends_with_the_record() {
    let server = Server::start(None, &[]);
    server.ready().await;
    let resp = client()
        .post(server.url("/api/ask"))
        .header("Accept", "text/event-stream")
        .json(&json!({"question": "每个地区去年的销售额是多少？"}))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), 200);
    assert!(resp.headers()["content-type"]
        .to_str()
        .expect("ascii")
        .starts_with("text/event-stream"));
    let text = resp.text().await.expect("stream");
    let events = sse_events(&text);
    let (last_kind, last) = events.last().expect("events");
    assert_eq!(last_kind, "record", "{text}");
    assert_eq!(last["status"], "answered");
    let finished: Vec<String> = events
        .iter()
        .filter(|(k, e)| k == "node" && e["event"] == "node_finished")
        .map(|(_, e)| e["node"].as_str().unwrap_or("").to_string())
        .collect();
    let pos = |n: &str| {
        finished
            .iter()
            .position(|x| x == n)
            .unwrap_or_else(|| panic!("{n} not in {finished:?}"))
    };
    assert!(pos("classify") < pos("link"));
    assert!(pos("link") < pos("guard"));
    assert!(pos("guard") < pos("execute"));
    assert!(pos("execute") < pos("answer"));
    // The record's trace is the same sequence of nodes.
    let traced: Vec<String> = last["trace"]
        .as_array()
        .expect("trace")
        .iter()
        .map(|e| e["node"].as_str().unwrap_or("").to_string())
        .collect();
    assert_eq!(traced, finished);

    // The same stream over GET, for EventSource.
    let text = client()
        .get(server.url("/api/ask/stream"))
        .query(&[("question", "一共有多少个客户")])
        .send()
        .await
        .expect("request")
        .text()
        .await
        .expect("stream");
    let events = sse_events(&text);
    assert_eq!(events.last().expect("events").0, "record", "{text}");
}

/// `(event, data)` pairs of a Server-Sent Events body.
fn sse_events(text: &str) -> Vec<(String, Json)> {
    let mut out = Vec::new();
    for block in text.split("\n\n") {
        let mut kind = "message".to_string();
        let mut data = String::new();
        for line in block.lines() {
            if let Some(k) = line.strip_prefix("event:") {
                kind = k.trim().to_string();
            } else if let Some(d) = line.strip_prefix("data:") {
                data.push_str(d.trim_start());
            }
        }
        if !data.is_empty() {
            let value = serde_json::from_str(&data).unwrap_or_else(|e| panic!("{e}: {data}"));
            out.push((kind, value));
        }
    }
    out
}

#[tokio::test]
async fn a_clarification_is_resumed_over_the_api() {
    let server = Server::start(None, &[]);
    server.ready().await;
    let (_, r) = post(
        &server,
        "/api/ask",
        &json!({"question": "帮我看看基础设施的情况"}),
        None,
    )
    .await;
    assert_eq!(r["status"], "clarification", "{r}");
    let thread = r["thread_id"].as_str().expect("thread");
    let (_, t) = get(&server, &format!("/api/threads/{thread}"), None).await;
    assert_eq!(t["waiting"]["options"][0], "综合评分", "{t}");
    let (status, done) = post(
        &server,
        "/api/resume",
        &json!({"thread": thread, "answer": "综合评分"}),
        None,
    )
    .await;
    assert_eq!(status, 200, "{done}");
    assert_eq!(done["status"], "answered", "{done}");
    // Answered: the thread waits no more.
    let (status, again) = post(
        &server,
        "/api/resume",
        &json!({"thread": thread, "answer": "综合评分"}),
        None,
    )
    .await;
    assert_eq!(status, 409, "{again}");
    assert_eq!(code(&again), "not_waiting");
}

/// A small SQLite database as a second source.
fn sqlite_source() -> PathBuf {
    let path = home().join(format!("second-{}.sqlite", uuid::Uuid::new_v4()));
    let conn = rusqlite::Connection::open(&path).expect("sqlite");
    conn.execute_batch(
        "CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, salary INTEGER);
         INSERT INTO staff VALUES (1, 'Ann', 100), (2, 'Bo', 200);",
    )
    .expect("fixture");
    path
}

#[tokio::test]
async fn tokens_scope_sources_and_policies_filter_rows() {
    let second = sqlite_source();
    let config = format!(
        r#"
sources:
  - id: demo
  - id: hr
    db: {}
tokens:
  - name: admin
    token_env: T_ADMIN
    sources: ['*']
  - name: east
    token_env: T_EAST
    sources: [demo]
    access:
      demo:
        tables:
          regions: {{ row_filter: "region_name = '华东'" }}
"#,
        second.display()
    );
    let admin = "admin-token-0123456789abcdef";
    let east = "east-token-0123456789abcdef";
    let server = Server::start(Some(&config), &[("T_ADMIN", admin), ("T_EAST", east)]);
    server.ready().await;

    // No token, a wrong one, a malformed header: 401.
    let (status, body) = post(&server, "/api/sql", &json!({"sql": "SELECT 1"}), None).await;
    assert_eq!((status, code(&body)), (401, "unauthorized"));
    let (status, _) = post(
        &server,
        "/api/sql",
        &json!({"sql": "SELECT 1"}),
        Some("nope-nope-nope-nope"),
    )
    .await;
    assert_eq!(status, 401);
    let resp = client()
        .get(server.url("/api/sources"))
        .header("Authorization", "Basic abc")
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), 401);

    // The admin sees both sources; the east token only the demo.
    let (_, s) = get(&server, "/api/sources", Some(admin)).await;
    assert_eq!(s["sources"].as_array().expect("sources").len(), 2, "{s}");
    let (_, s) = get(&server, "/api/sources", Some(east)).await;
    assert_eq!(s["sources"].as_array().expect("sources").len(), 1, "{s}");

    // A source the token may not use and one that doesn't exist look the same.
    let (s1, b1) = post(
        &server,
        "/api/sql",
        &json!({"sql": "SELECT 1", "source": "hr"}),
        Some(east),
    )
    .await;
    let (s2, b2) = post(
        &server,
        "/api/sql",
        &json!({"sql": "SELECT 1", "source": "payroll"}),
        Some(east),
    )
    .await;
    assert_eq!((s1, s2), (403, 403));
    assert_eq!(code(&b1), code(&b2));
    // The admin may learn which sources exist.
    let (s3, _) = post(
        &server,
        "/api/sql",
        &json!({"sql": "SELECT 1", "source": "payroll"}),
        Some(admin),
    )
    .await;
    assert_eq!(s3, 404);
    let (s4, hr) = post(
        &server,
        "/api/sql",
        &json!({"sql": "SELECT name FROM staff ORDER BY id", "source": "hr"}),
        Some(admin),
    )
    .await;
    assert_eq!(s4, 200, "{hr}");
    assert_eq!(hr["rows"], json!([["Ann"], ["Bo"]]));

    // The policy filters rows: in SQL, in a subquery, and in answers.
    let (status, r) = post(
        &server,
        "/api/sql",
        &json!({"sql": "SELECT region_name FROM regions"}),
        Some(east),
    )
    .await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(r["rows"], json!([["华东"]]), "{r}");
    assert!(!r["rewrites"].as_array().expect("rewrites").is_empty());
    let (_, r) = post(
        &server,
        "/api/sql",
        &json!({"sql": "SELECT COUNT(*) FROM (SELECT * FROM regions) AS r"}),
        Some(east),
    )
    .await;
    assert_eq!(r["rows"], json!([[1]]), "{r}");
    let (_, all) = post(
        &server,
        "/api/sql",
        &json!({"sql": "SELECT region_name FROM regions"}),
        Some(admin),
    )
    .await;
    assert_eq!(all["rows"].as_array().expect("rows").len(), 7);
    let (_, answer) = post(
        &server,
        "/api/ask",
        &json!({"question": "每个地区去年的销售额是多少？"}),
        Some(east),
    )
    .await;
    assert_eq!(answer["status"], "answered", "{answer}");
    let regions: Vec<&Json> = answer["rows"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| &r[0])
        .collect();
    assert_eq!(regions, [&json!("华东")], "{answer}");

    // Another token's run is not found, not forbidden.
    let (_, hr_run) = post(
        &server,
        "/api/ask",
        &json!({"question": "how many staff are there", "source": "hr"}),
        Some(admin),
    )
    .await;
    let run_id = hr_run["run_id"].as_str().expect("run id");
    let (status, _) = get(&server, &format!("/api/runs/{run_id}"), Some(east)).await;
    assert_eq!(status, 404);
    let (status, _) = get(&server, &format!("/api/runs/{run_id}"), Some(admin)).await;
    assert_eq!(status, 200);

    // A workflow reads any table: not for a token read through a policy.
    let (status, body) = post(
        &server,
        "/api/etl",
        &json!({"request": "每个城市的客户数，写入 dws_city_customers"}),
        Some(east),
    )
    .await;
    assert_eq!((status, code(&body)), (403, "forbidden"), "{body}");
}

#[tokio::test]
async fn etl_builds_a_workflow_over_the_api_and_writes_nothing() {
    let server = Server::start(None, &[]);
    server.ready().await;
    // No target named: the Analyst asks for one, with a suggestion.
    let (status, r) = post(
        &server,
        "/api/etl",
        &json!({"request": "每个城市的门店数"}),
        None,
    )
    .await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(r["status"], "clarification", "{r}");
    assert!(
        r["clarification"].as_str().is_some_and(|q| !q.is_empty()),
        "{r}"
    );
    let thread = r["thread_id"].as_str().expect("thread");
    let (status, done) = post(
        &server,
        "/api/etl/resume",
        &json!({"thread": thread, "answer": "dws_city_stores"}),
        None,
    )
    .await;
    assert_eq!(status, 200, "{done}");
    assert_eq!(done["status"], "done", "{done}");
    assert_eq!(done["targets"][0]["name"], "dws_city_stores", "{done}");
    assert_eq!(done["targets"][0]["applied"], false, "{done}");
    assert_eq!(done["files"], json!([]), "{done}");
    let models = done["models"].as_array().expect("models");
    assert!(
        models.iter().any(|m| m["sql"]
            .as_str()
            .is_some_and(|sql| sql.to_uppercase().contains("GROUP BY"))),
        "{done}"
    );
    let tests = &done["tests"];
    assert!(tests.is_object(), "{done}");
    // The run wrote nothing to the source.
    let (status, body) = post(
        &server,
        "/api/sql",
        &json!({"sql": "SELECT COUNT(*) FROM dws_city_stores"}),
        None,
    )
    .await;
    assert!(
        status >= 400,
        "the target exists after a run over the API: {body}"
    );
    // The record has what the document says, and nothing else.
    let (_, doc) = get(&server, "/api/openapi.json", None).await;
    let properties = doc["components"]["schemas"]["EtlRecord"]["properties"]
        .as_object()
        .expect("EtlRecord in the document");
    for key in done.as_object().expect("record").keys() {
        assert!(properties.contains_key(key), "{key} is not documented");
    }
    // Bad input: 4xx with a reason.
    let (status, body) = post(&server, "/api/etl", &json!({"request": "  "}), None).await;
    assert_eq!((status, code(&body)), (400, "bad_request"), "{body}");
    let (status, body) = post(
        &server,
        "/api/etl/resume",
        &json!({"thread": thread, "answer": "dws_city_stores"}),
        None,
    )
    .await;
    assert_eq!((status, code(&body)), (404, "not_found"), "{body}");
    let (status, body) = post(
        &server,
        "/api/etl",
        &json!({"request": "每个城市的门店数，写入 t", "apply": true}),
        None,
    )
    .await;
    assert_eq!(status, 400, "an unknown field (apply) is refused: {body}");
}

#[tokio::test]
async fn writes_and_bad_input_get_clear_4xx_never_a_500() {
    let server = Server::start(Some("limits:\n  max_body_bytes: 4096\n"), &[]);
    server.ready().await;
    for sql in [
        "DELETE FROM orders",
        "DROP TABLE orders",
        "SELECT 1; DELETE FROM orders",
        "COPY orders TO '/tmp/x.csv'",
    ] {
        let (status, body) = post(&server, "/api/sql", &json!({"sql": sql}), None).await;
        assert_eq!(status, 422, "{sql}: {body}");
        assert_eq!(code(&body), "rejected");
    }
    let (status, body) = post(
        &server,
        "/api/check",
        &json!({"sql": "UPDATE orders SET amount = 0"}),
        None,
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(body["allowed"], false, "{body}");
    let (_, body) = post(
        &server,
        "/api/check",
        &json!({"sql": "SELECT 1", "dialect": "postgres"}),
        None,
    )
    .await;
    assert_eq!(body["allowed"], true, "{body}");
    let metrics = client()
        .get(server.url("/metrics"))
        .send()
        .await
        .expect("metrics")
        .text()
        .await
        .expect("text");
    assert!(
        metrics.contains("chatdb_guard_refusals_total 5"),
        "{metrics}"
    );

    let send = |body: Vec<u8>, content_type: &'static str| {
        client()
            .post(server.url("/api/ask"))
            .header("Content-Type", content_type)
            .body(body)
            .send()
    };
    let cases: Vec<(Vec<u8>, &str, u16, &str)> = vec![
        (
            b"{not json".to_vec(),
            "application/json",
            400,
            "bad_request",
        ),
        (
            br#"{"question": "hi", "colour": 1}"#.to_vec(),
            "application/json",
            400,
            "bad_request",
        ),
        (
            br#"{"thread": "t"}"#.to_vec(),
            "application/json",
            400,
            "bad_request",
        ),
        (
            b"{\"question\": \"\xff\xfe\"}".to_vec(),
            "application/json",
            400,
            "bad_request",
        ),
        (
            br#"{"question": "hi"}"#.to_vec(),
            "text/plain",
            415,
            "unsupported_media_type",
        ),
        (
            format!("{{\"question\": \"{}\"}}", "x".repeat(10_000)).into_bytes(),
            "application/json",
            413,
            "too_large",
        ),
        (
            br#"{"question": "   "}"#.to_vec(),
            "application/json",
            400,
            "bad_request",
        ),
        (
            br#"{"question": "hi", "options": {"max_rows": 0}}"#.to_vec(),
            "application/json",
            400,
            "bad_request",
        ),
    ];
    for (body, ct, want, want_code) in cases {
        let shown = String::from_utf8_lossy(&body)
            .chars()
            .take(60)
            .collect::<String>();
        let resp = send(body, ct).await.expect("request");
        assert_eq!(resp.status().as_u16(), want, "{shown}");
        let body: Json = resp.json().await.expect("JSON error body");
        assert_eq!(code(&body), want_code, "{shown}");
    }
    for (path, want) in [
        ("/api/runs/no-such-run", 404),
        ("/api/runs/no-such-run/trace", 404),
        ("/api/threads/no-such-thread", 404),
        ("/api/nothing-here", 404),
        ("/api/schema?level=everything", 400),
        ("/api/schema?colour=red", 400),
    ] {
        let (status, body) = get(&server, path, None).await;
        assert_eq!(status, want, "{path}: {body}");
        code(&body);
    }
    let (status, body) = post(
        &server,
        "/api/resume",
        &json!({"thread": "no-such-thread", "answer": "1"}),
        None,
    )
    .await;
    assert_eq!(status, 409, "{body}");
    let (status, body) = post(
        &server,
        "/api/feedback",
        &json!({"run_id": "nope", "verdict": "up"}),
        None,
    )
    .await;
    assert_eq!(status, 404, "{body}");
    let resp = client()
        .delete(server.url("/api/ask"))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), 405);
}

#[tokio::test]
async fn feedback_is_stored_and_corrections_must_run() {
    let server = Server::start(None, &[]);
    server.ready().await;
    let (_, r) = post(
        &server,
        "/api/ask",
        &json!({"question": "一共有多少个客户"}),
        None,
    )
    .await;
    let run_id = r["run_id"].as_str().expect("run id");
    let (status, up) = post(
        &server,
        "/api/feedback",
        &json!({"run_id": run_id, "verdict": "up"}),
        None,
    )
    .await;
    assert_eq!(status, 201, "{up}");
    assert_eq!(up["question"], "一共有多少个客户");
    assert_eq!(up["by"], "anonymous");
    let (status, bad) = post(
        &server,
        "/api/feedback",
        &json!({"run_id": run_id, "verdict": "correction", "sql": "DELETE FROM customers"}),
        None,
    )
    .await;
    assert_eq!(status, 422, "{bad}");
    let (status, bad) = post(
        &server,
        "/api/feedback",
        &json!({"run_id": run_id, "verdict": "correction", "sql": "SELECT no_such_column FROM customers"}),
        None,
    )
    .await;
    assert_eq!(status, 422, "{bad}");
    let (status, fixed) = post(
        &server,
        "/api/feedback",
        &json!({"run_id": run_id, "verdict": "correction", "sql": "SELECT COUNT(DISTINCT customer_id) FROM customers"}),
        None,
    )
    .await;
    assert_eq!(status, 201, "{fixed}");
    assert!(fixed["sql"]
        .as_str()
        .expect("sql")
        .contains("COUNT(DISTINCT customer_id)"));
    // Stored in the data directory's store, beside the run.
    let conn = rusqlite::Connection::open(home().join("threads.sqlite")).expect("store");
    let n: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM feedback WHERE run_id = ?1",
            [run_id],
            |r| r.get(0),
        )
        .expect("count");
    assert_eq!(n, 2, "the refused corrections stored nothing");
}

#[tokio::test]
async fn the_openapi_document_lists_every_route_and_validates() {
    let server = Server::start(None, &[]);
    let (status, doc) = get(&server, "/api/openapi.json", None).await;
    assert_eq!(status, 200);
    assert!(doc["openapi"].as_str().expect("version").starts_with("3.1"));
    let mut paths: Vec<&str> = doc["paths"]
        .as_object()
        .expect("paths")
        .keys()
        .map(String::as_str)
        .collect();
    paths.sort();
    assert_eq!(
        paths,
        [
            "/api/ask",
            "/api/ask/stream",
            "/api/check",
            "/api/etl",
            "/api/etl/resume",
            "/api/feedback",
            "/api/openapi.json",
            "/api/resume",
            "/api/runs/{id}",
            "/api/runs/{id}/trace",
            "/api/schema",
            "/api/sources",
            "/api/sql",
            "/api/threads/{id}",
            "/healthz",
            "/metrics",
        ]
    );
    // Every route answers (not 404/405) to the method the document names.
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for method in item.as_object().expect("item").keys() {
            let url = server.url(&path.replace("{id}", "x"));
            let resp = match method.as_str() {
                "get" => client().get(&url).send().await,
                "post" => client().post(&url).json(&json!({})).send().await,
                other => panic!("unexpected method {other}"),
            }
            .expect("request");
            let s = resp.status().as_u16();
            assert!(
                s != 405 && (s != 404 || path.contains("{id}")),
                "{method} {path} -> {s}"
            );
        }
    }
    // An independent validator, when the CI's Python tools are there.
    match std::env::var("CHATDB_PYTHON") {
        Ok(python) => {
            let file = home().join("openapi.json");
            std::fs::write(&file, doc.to_string()).expect("write");
            let out = Command::new(python)
                .args([
                    "-c",
                    "import sys, json; from openapi_spec_validator import validate; \
                     validate(json.load(open(sys.argv[1]))); print('valid')",
                ])
                .arg(&file)
                .output()
                .expect("run python");
            assert!(
                out.status.success(),
                "openapi-spec-validator: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        Err(_) => {
            eprintln!("CHATDB_PYTHON not set: skipping openapi-spec-validator (.ci/run sets it)")
        }
    }
}

#[tokio::test]
async fn a_busy_server_says_503_with_retry_after() {
    let server = Server::start(Some("limits:\n  max_concurrent: 1\n"), &[]);
    server.ready().await;
    let slow = {
        let url = server.url("/api/sql");
        tokio::spawn(async move {
            client()
                .post(url)
                .json(&json!({"sql": SLOW_SQL, "options": {"timeout_secs": 4}}))
                .send()
                .await
                .expect("slow request")
                .status()
                .as_u16()
        })
    };
    tokio::time::sleep(Duration::from_millis(700)).await;
    let resp = client()
        .post(server.url("/api/sql"))
        .json(&json!({"sql": "SELECT 1"}))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), 503);
    assert_eq!(resp.headers()["retry-after"], "1");
    let body: Json = resp.json().await.expect("json");
    assert_eq!(code(&body), "busy");
    // Health and metrics stay reachable while the API is saturated.
    let (status, _) = get(&server, "/healthz", None).await;
    assert_eq!(status, 200);
    assert_eq!(slow.await.expect("slow"), 422, "the slow query times out");
    let (status, _) = post(&server, "/api/sql", &json!({"sql": "SELECT 1"}), None).await;
    assert_eq!(status, 200, "a permit is free again");
}

/// A query that takes many seconds on the demo (a nested-loop join of
/// 100k × 100k orders).
const SLOW_SQL: &str =
    "SELECT COUNT(*) FROM orders a JOIN orders b ON a.order_id + b.order_id = a.customer_id * b.customer_id";

#[tokio::test]
async fn sigterm_lets_requests_finish_or_records_them_cancelled() {
    let mut server = Server::start(Some("limits:\n  shutdown_grace_secs: 1\n"), &[]);
    server.ready().await;
    let (_, before) = post(
        &server,
        "/api/ask",
        &json!({"question": "一共有多少个客户"}),
        None,
    )
    .await;
    let slow = {
        let url = server.url("/api/sql");
        tokio::spawn(async move {
            let resp = client()
                .post(url)
                .json(&json!({"sql": SLOW_SQL}))
                .send()
                .await
                .expect("in-flight request is answered");
            (
                resp.status().as_u16(),
                resp.json::<Json>().await.expect("json"),
            )
        })
    };
    tokio::time::sleep(Duration::from_millis(700)).await;
    server.terminate();
    let (status, body) = slow.await.expect("slow");
    assert_eq!(status, 422, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("cancel"),
        "{body}"
    );
    let exit = server.wait_exit(Duration::from_secs(20));
    assert!(exit.success(), "{exit}");
    // The store is intact: the earlier run reads back from a new process.
    let out = Command::new(env!("CARGO_BIN_EXE_chatdb"))
        .args([
            "trace",
            "--json",
            before["run_id"].as_str().expect("run id"),
        ])
        .env("CHATDB_HOME", home())
        .output()
        .expect("trace");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[tokio::test]
async fn two_servers_share_one_postgresql_store() {
    let Ok(url) = std::env::var("CHATDB_TEST_PG_URL") else {
        eprintln!("skipping: CHATDB_TEST_PG_URL is not set");
        return;
    };
    let env = [("CHATDB_STORE", url.as_str())];
    let a = Server::start(None, &env);
    let b = Server::start(None, &env);
    a.ready().await;
    b.ready().await;
    let (_, r) = post(
        &a,
        "/api/ask",
        &json!({"question": "帮我看看基础设施的情况"}),
        None,
    )
    .await;
    assert_eq!(r["status"], "clarification", "{r}");
    let thread = r["thread_id"].as_str().expect("thread");
    // Asked on one process, resumed through the other.
    let (status, done) = post(
        &b,
        "/api/resume",
        &json!({"thread": thread, "answer": "1"}),
        None,
    )
    .await;
    assert_eq!(status, 200, "{done}");
    assert_eq!(done["status"], "answered", "{done}");
    let run_id = done["run_id"].as_str().expect("run id");
    let (status, stored) = get(&a, &format!("/api/runs/{run_id}"), None).await;
    assert_eq!(status, 200);
    assert_eq!(stored["status"], "answered");
    let (_, t) = get(&a, &format!("/api/threads/{thread}"), None).await;
    assert_eq!(t["runs"].as_array().expect("runs").len(), 2, "{t}");
}
