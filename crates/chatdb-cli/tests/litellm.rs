//! The model path against LiteLLM's proxy — an independently written
//! OpenAI- and Anthropic-compatible server — whose mock models answer the
//! way many real models do (SQL in a fence inside prose, near-JSON, no SQL
//! at all), rate-limit, or don't exist. Each run ends answered or with one
//! clear line, never a crash, never a key in the output. Started from the
//! virtualenv `.ci/run` prepares (`CHATDB_PYTHON`'s directory holds the
//! `litellm` command).

use serde_json::Value as Json;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

const KEY: &str = "sk-chatdb-litellm-secret";
const HARD: &str = "Which customers are my most loyal fans?";

/// Mock models: name and the reply every call gets.
const MODELS: &[(&str, &str)] = &[
    (
        "fenced",
        "Sure. ```sql SELECT COUNT(*) AS n FROM customers ``` This counts your customers.",
    ),
    (
        "nearjson",
        "{'sql': 'SELECT COUNT(*) AS n FROM customers',}",
    ),
    ("clueless", "I am not sure what loyal means for your data."),
    ("limited", "litellm.RateLimitError"),
];

struct Proxy {
    child: Child,
    port: u16,
    _dir: tempfile::TempDir,
}

impl Drop for Proxy {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// The `litellm` command beside the test interpreter, or `None` (and a
/// note) when this run has none.
fn litellm() -> Option<PathBuf> {
    let python = match std::env::var("CHATDB_PYTHON") {
        Ok(p) => PathBuf::from(p),
        Err(_) => {
            eprintln!("CHATDB_PYTHON not set: skipping the LiteLLM tests (.ci/run sets it)");
            return None;
        }
    };
    let cmd = python.parent()?.join("litellm");
    if cmd.exists() {
        Some(cmd)
    } else {
        eprintln!("{} not found: skipping the LiteLLM tests", cmd.display());
        None
    }
}

fn start(cmd: &Path) -> Proxy {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = String::from("model_list:\n");
    for (name, reply) in MODELS {
        config.push_str(&format!(
            "  - model_name: {name}\n    litellm_params:\n      model: openai/{name}\n      api_key: unused\n      mock_response: {}\n",
            serde_json::to_string(reply).expect("yaml string")
        ));
    }
    config.push_str(&format!("general_settings:\n  master_key: {KEY}\n"));
    let path = dir.path().join("litellm.yaml");
    std::fs::write(&path, config).expect("write config");
    let port = free_port();
    let child = Command::new(cmd)
        .args(["--config"])
        .arg(&path)
        .args(["--host", "127.0.0.1", "--port", &port.to_string()])
        .env("LITELLM_LOG", "ERROR")
        // Offline: the bundled model-price map, never a download.
        .env("LITELLM_LOCAL_MODEL_COST_MAP", "True")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start litellm");
    let proxy = Proxy {
        child,
        port,
        _dir: dir,
    };
    let started = Instant::now();
    loop {
        if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return proxy;
        }
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "LiteLLM did not listen on {port} within 120 s"
        );
        std::thread::sleep(Duration::from_millis(250));
    }
}

fn home() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = Command::new(env!("CARGO_BIN_EXE_chatdb"))
        .arg("demo")
        .env("CHATDB_HOME", dir.path())
        .output()
        .expect("run chatdb");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    dir
}

fn ask(home: &Path, llm: &str, envs: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_chatdb"));
    cmd.args(["ask", "--json", "--llm", llm, HARD])
        .env("CHATDB_HOME", home)
        .env_remove("CHATDB_STORE")
        .env_remove("CHATDB_LLM")
        .env_remove("OPENAI_API_KEY")
        .env_remove("ANTHROPIC_API_KEY")
        .env_remove("ANTHROPIC_BASE_URL");
    for (k, v) in envs {
        cmd.env(k, v);
    }
    cmd.output().expect("run chatdb")
}

fn record(out: &Output) -> Json {
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !stdout.contains(KEY) && !stderr.contains(KEY),
        "a key in the output: {stdout} {stderr}"
    );
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("not JSON ({e}): {stdout} {stderr}"))
}

#[test]
fn litellm_models_that_answer_like_real_ones() {
    let Some(cmd) = litellm() else { return };
    let proxy = start(&cmd);
    let home = home();
    let customers = {
        let out = Command::new(env!("CARGO_BIN_EXE_chatdb"))
            .args(["sql", "--json", "SELECT COUNT(*) FROM customers"])
            .env("CHATDB_HOME", home.path())
            .output()
            .expect("run chatdb");
        record(&out)["rows"][0][0].clone()
    };
    let openai = |model: &str| {
        format!(
            "openai-compatible:{model}@http://127.0.0.1:{}/v1",
            proxy.port
        )
    };
    let key = [("OPENAI_API_KEY", KEY)];

    // SQL in a fence inside prose: read, guarded, run.
    let r = record(&ask(home.path(), &openai("fenced"), &key));
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(r["rows"][0][0], customers, "{r}");
    assert_eq!(r["llm_calls"], 2, "parser and generator, no repair: {r}");

    // Near-JSON, repaired.
    let r = record(&ask(home.path(), &openai("nearjson"), &key));
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(r["rows"][0][0], customers, "{r}");

    // Anthropic's Messages API, through the same proxy.
    let base = format!("http://127.0.0.1:{}", proxy.port);
    let r = record(&ask(
        home.path(),
        "anthropic:fenced",
        &[("ANTHROPIC_API_KEY", KEY), ("ANTHROPIC_BASE_URL", &base)],
    ));
    assert_eq!(r["status"], "answered", "{r}");
    assert_eq!(r["rows"][0][0], customers, "{r}");

    // No SQL at all: an honest failure, not a crash.
    let out = ask(home.path(), &openai("clueless"), &key);
    let r = record(&out);
    assert_eq!(r["status"], "failed", "{r}");
    assert!(!out.status.success());

    // A model the server does not know: one line with the server's words.
    let out = ask(home.path(), &openai("no-such-model"), &key);
    let r = record(&out);
    assert_eq!(r["status"], "failed", "{r}");
    let answer = r["answer"].as_str().unwrap_or_default();
    assert!(answer.contains("Invalid model name"), "{answer}");

    // Rate-limited on every attempt: retried within the bound, then a
    // clear failure naming the 429.
    let started = Instant::now();
    let out = ask(home.path(), &openai("limited"), &key);
    let r = record(&out);
    assert_eq!(r["status"], "failed", "{r}");
    assert!(
        r["answer"].as_str().unwrap_or_default().contains("429"),
        "{r}"
    );
    assert!(started.elapsed() < Duration::from_secs(120));
    drop(proxy);

    // Nothing listening: one clear line.
    let out = ask(
        home.path(),
        &format!(
            "openai-compatible:fenced@http://127.0.0.1:{}/v1",
            free_port()
        ),
        &key,
    );
    let r = record(&out);
    assert_eq!(r["status"], "failed", "{r}");
    assert!(
        r["answer"]
            .as_str()
            .unwrap_or_default()
            .contains("cannot reach"),
        "{r}"
    );
}
