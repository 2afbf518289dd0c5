//! `chatdb mcp` and `/mcp` under `chatdb serve`, driven by an independent
//! client: the official MCP Python SDK (`tests/mcp_client.py`), run with
//! the interpreter `.ci/run` prepares (`CHATDB_PYTHON`).

use serde_json::Value as Json;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;

fn home() -> &'static Path {
    static HOME: OnceLock<PathBuf> = OnceLock::new();
    HOME.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("chatdb-mcp-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create home");
        let out = Command::new(env!("CARGO_BIN_EXE_chatdb"))
            .args(["demo"])
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

/// The Python interpreter with the `mcp` SDK, or `None` (and a note) when
/// this run has none.
fn python() -> Option<String> {
    match std::env::var("CHATDB_PYTHON") {
        Ok(p) => Some(p),
        Err(_) => {
            eprintln!("CHATDB_PYTHON not set: skipping the MCP client test (.ci/run sets it)");
            None
        }
    }
}

fn client(python: &str, args: &[&str]) -> Json {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mcp_client.py");
    let out = Command::new(python)
        .arg(script)
        .args(args)
        .env("CHATDB_HOME", home())
        .env_remove("CHATDB_STORE")
        .env_remove("CHATDB_CONFIG")
        .output()
        .expect("run the MCP client");
    assert!(
        out.status.success(),
        "the MCP client failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stdout)))
}

/// What every transport must show.
fn check(r: &Json) {
    assert_eq!(r["server_name"], "chatdb");
    let tools = r["tools"].as_object().expect("tools");
    let mut names: Vec<&str> = tools.keys().map(String::as_str).collect();
    names.sort();
    assert_eq!(
        names,
        [
            "ask",
            "check_sql",
            "describe_table",
            "feedback",
            "get_table_lineage",
            "kg_join_hints",
            "kg_quality_rules",
            "link_schema",
            "list_sources",
            "list_tables",
            "plan_etl",
            "run_sql"
        ]
    );
    for (name, t) in tools {
        assert_eq!(t["read_only"], true, "{name} is annotated read-only");
        assert_eq!(t["has_schema"], true, "{name}");
    }
    let ok = |k: &str| -> &Json {
        assert_eq!(r[k]["is_error"], false, "{k}: {}", r[k]);
        &r[k]["structured"]
    };
    let joins = ok("join_hints")["joins"].as_array().expect("joins");
    assert!(
        joins
            .iter()
            .any(|j| j["left"] == "orders" && j["right"] == "customers"),
        "{joins:?}"
    );
    assert!(ok("quality")["tables"].is_object(), "{}", r["quality"]);
    let err = |k: &str| -> String {
        let v = &r[k];
        if let Some(p) = v["protocol_error"].as_str() {
            return p.to_string();
        }
        assert_eq!(v["is_error"], true, "{k} should fail: {v}");
        v["text"].as_str().unwrap_or("").to_string()
    };
    assert_eq!(ok("list_tables")["table_count"], 11);
    let orders = ok("describe_orders");
    assert_eq!(orders["name"], "orders");
    assert!(orders["columns"]
        .as_array()
        .expect("columns")
        .iter()
        .any(|c| c["name"] == "customer_id" && c["comment"].as_str().is_some()));
    assert!(
        err("describe_missing").contains("orders"),
        "names the tables there are"
    );
    let link = ok("link");
    let linked: Vec<&str> = link["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .filter_map(|t| t["name"].as_str())
        .collect();
    assert!(
        linked.contains(&"orders") && linked.contains(&"regions"),
        "{linked:?}"
    );
    let ask = ok("ask");
    assert_eq!(ask["status"], "answered", "{ask}");
    assert_eq!(ask["row_count"], 7);
    assert!(ask["sql"].as_str().expect("sql").contains("regions"));
    assert_eq!(ok("count")["rows"][0][0], 100_000);
    let many = ok("many_rows");
    assert_eq!(many["truncated"], true, "capped");
    assert!(many["rows"].as_array().expect("rows").len() <= 200);
    assert!(err("write").contains("guard"));
    assert_eq!(ok("check_drop")["allowed"], false);
    assert_eq!(ok("check_select")["allowed"], true);
    assert!(err("malformed").contains("sql"), "{}", r["malformed"]);
    assert!(
        err("unknown_tool").contains("not found"),
        "{}",
        r["unknown_tool"]
    );
    assert_eq!(
        ok("after_errors")["sources"][0]["id"],
        "demo",
        "still serving"
    );
    assert_eq!(ok("feedback_up")["verdict"], "up");
    assert!(err("feedback_bad").contains("not accepted"));
    // A workflow: the target is asked for, then built and tested; the
    // source is never written.
    let asked = ok("etl_ask");
    assert_eq!(asked["status"], "clarification", "{asked}");
    let done = ok("etl_done");
    assert_eq!(done["status"], "done", "{done}");
    assert_eq!(done["targets"][0]["name"], "dws_brand_products", "{done}");
    assert_eq!(done["targets"][0]["applied"], false, "{done}");
    assert!(
        done["models"].as_array().is_some_and(|m| m
            .iter()
            .any(|m| m["sql"].as_str().is_some_and(|s| s.contains("brand")))),
        "{done}"
    );
    assert!(err("etl_empty").contains("empty"));
    assert!(
        !err("etl_target_after").is_empty(),
        "the target exists after plan_etl: {}",
        r["etl_target_after"]
    );
    assert_eq!(
        r["resources"],
        serde_json::json!([
            "chatdb://demo/schema/basic",
            "chatdb://demo/schema/detailed"
        ])
    );
    let basic = r["schema_basic"].as_str().expect("text");
    assert!(basic.contains("table orders"), "{basic}");
    assert!(r["missing_resource"]
        .as_str()
        .expect("error")
        .contains("nowhere"));
}

#[test]
fn an_mcp_client_on_stdio_uses_every_tool() {
    let Some(py) = python() else { return };
    let r = client(&py, &["stdio", env!("CARGO_BIN_EXE_chatdb")]);
    check(&r);
    // The feedback on this very run went to the test's data directory
    // (CHATDB_HOME), not the user's.
    let run_id = r["ask"]["structured"]["run_id"]
        .as_str()
        .expect("the ask's run id");
    let conn = rusqlite::Connection::open(home().join("threads.sqlite")).expect("store");
    let n: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM feedback WHERE run_id = ?1",
            [run_id],
            |r| r.get(0),
        )
        .expect("count");
    assert_eq!(n, 1, "no feedback on run {run_id} in the test's store");
}

/// `chatdb serve` with a token, on a free port; killed when dropped.
struct Server(Child, String);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn serve(token: &str) -> Server {
    let config = home().join("mcp-config.yaml");
    std::fs::write(
        &config,
        "tokens:\n  - name: agent\n    token_env: T_AGENT\n    sources: ['*']\n",
    )
    .expect("config");
    let mut child = Command::new(env!("CARGO_BIN_EXE_chatdb"))
        .args(["serve", "--addr", "127.0.0.1:0", "--config"])
        .arg(&config)
        .env("CHATDB_HOME", home())
        .env("T_AGENT", token)
        .env_remove("CHATDB_STORE")
        .stdout(Stdio::piped())
        .spawn()
        .expect("serve");
    let stdout = child.stdout.take().expect("stdout");
    let mut lines = BufReader::new(stdout).lines();
    let base = loop {
        match lines.next() {
            Some(Ok(l)) if l.starts_with("listening on ") => {
                break l.trim_start_matches("listening on ").to_string()
            }
            Some(_) => {}
            None => panic!("the server exited: {:?}", child.wait()),
        }
    };
    std::thread::spawn(move || for _ in lines {});
    Server(child, base)
}

#[test]
fn an_mcp_client_over_http_uses_every_tool_with_a_token() {
    let Some(py) = python() else { return };
    let token = "agent-token-0123456789abcdef";
    let server = serve(token);
    let url = format!("{}/mcp", server.1);
    let r = client(&py, &["http", &url, token]);
    check(&r);
    // Without the token the endpoint answers 401 before any MCP exchange.
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let status = rt.block_on(async {
        reqwest::Client::new()
            .post(&url)
            .header("Accept", "application/json, text/event-stream")
            .json(&serde_json::json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}))
            .send()
            .await
            .expect("request")
            .status()
            .as_u16()
    });
    assert_eq!(status, 401);
}
