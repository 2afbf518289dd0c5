//! The web page in a real browser: `chatdb serve` on the demo, Debian's
//! Chromium driven headless through ChromeDriver (the W3C WebDriver
//! protocol, spoken here over plain HTTP). A question typed and sent with
//! Enter streams progress and ends in an answer with a table, a chart and
//! the SQL; a clarification's option button resumes the thread; 👍 and ✏️
//! feedback are stored; the schema browser, the language switch, phone
//! width and an error shown in the page all work. `.ci/run` installs
//! `chromium` and `chromium-driver`; without them the test says so and
//! stops.

use serde_json::{json, Value as Json};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

struct Killed(Child);
impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn serve(home: &Path, config: &Path) -> (Killed, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_chatdb"))
        .args(["serve", "--addr", "127.0.0.1:0", "--config"])
        .arg(config)
        .env("CHATDB_HOME", home)
        .env_remove("CHATDB_STORE")
        .env_remove("CHATDB_CONFIG")
        .env_remove("CHATDB_LLM")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start chatdb serve");
    let stdout = child.stdout.take().expect("stdout");
    let mut lines = BufReader::new(stdout).lines();
    let base = loop {
        match lines.next() {
            Some(Ok(line)) => {
                if let Some(url) = line.strip_prefix("listening on ") {
                    break url.trim().to_string();
                }
            }
            _ => panic!("the server exited before listening"),
        }
    };
    std::thread::spawn(move || for _ in lines {});
    (Killed(child), base)
}

/// A WebDriver session: the few commands the test needs.
struct Browser {
    http: reqwest::Client,
    session: String,
}

impl Browser {
    async fn cmd(&self, method: reqwest::Method, path: &str, body: Option<Json>) -> Json {
        let url = format!("{}{path}", self.session);
        let mut rb = self.http.request(method, &url);
        if let Some(b) = body {
            rb = rb.json(&b);
        }
        let resp = rb.send().await.unwrap_or_else(|e| panic!("{url}: {e}"));
        let v: Json = resp.json().await.expect("WebDriver JSON");
        if v["value"].get("error").is_some() {
            panic!("WebDriver {path}: {}", v["value"]);
        }
        v["value"].clone()
    }

    async fn post(&self, path: &str, body: Json) -> Json {
        self.cmd(reqwest::Method::POST, path, Some(body)).await
    }

    /// Runs a script in the page and returns its value.
    async fn js(&self, script: &str) -> Json {
        self.post("/execute/sync", json!({"script": script, "args": []}))
            .await
    }

    /// Waits until `script` returns something truthy; returns it.
    async fn until(&self, what: &str, script: &str) -> Json {
        let started = Instant::now();
        loop {
            let v = self.js(script).await;
            if !(v.is_null() || v == json!(false) || v == json!(0) || v == json!("")) {
                return v;
            }
            if started.elapsed() > Duration::from_secs(60) {
                let page = self
                    .js("return document.body.innerText.slice(0, 2000)")
                    .await;
                panic!("timed out waiting for {what}; the page says: {page}");
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    async fn element(&self, css: &str) -> String {
        let v = self
            .post("/element", json!({"using": "css selector", "value": css}))
            .await;
        v.as_object()
            .and_then(|o| o.values().next())
            .and_then(Json::as_str)
            .expect("an element id")
            .to_string()
    }

    async fn click(&self, css: &str) {
        let id = self.element(css).await;
        self.post(&format!("/element/{id}/click"), json!({})).await;
    }

    async fn type_into(&self, css: &str, text: &str) {
        let id = self.element(css).await;
        self.post(&format!("/element/{id}/value"), json!({"text": text}))
            .await;
    }
}

const ENTER: &str = "\u{E007}";

#[tokio::test]
async fn the_chat_page_works_in_a_real_browser() {
    let (Ok(chromium), Ok(driver)) = (which("chromium"), which("chromedriver")) else {
        eprintln!("chromium or chromedriver not installed: skipping the browser test (.ci/run installs them)");
        return;
    };
    let home = tempfile::tempdir().expect("home");
    // Two sources: the demo and a small SQLite file.
    let cities = home.path().join("cities.sqlite");
    rusqlite::Connection::open(&cities)
        .and_then(|c| {
            c.execute_batch(
                "CREATE TABLE city (name TEXT, population INTEGER);
                 INSERT INTO city VALUES ('上海', 24870895), ('北京', 21893095), ('广州', 18676605);",
            )
        })
        .expect("sqlite");
    let config = home.path().join("chatdb.yaml");
    std::fs::write(
        &config,
        format!(
            "sources:\n  - id: demo\n  - id: cities\n    db: {}\n",
            cities.display()
        ),
    )
    .expect("config");
    let (server, base) = serve(home.path(), &config);
    let port = free_port();
    let _driver = Killed(
        Command::new(&driver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver"),
    );
    let http = reqwest::Client::new();
    let root = format!("http://127.0.0.1:{port}");
    let started = Instant::now();
    while http.get(format!("{root}/status")).send().await.is_err() {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "chromedriver did not start"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let caps = json!({"capabilities": {"alwaysMatch": {
        "browserName": "chrome",
        "goog:chromeOptions": {
            "binary": chromium,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900", "--lang=en-US"]
        }
    }}});
    let created: Json = http
        .post(format!("{root}/session"))
        .json(&caps)
        .send()
        .await
        .expect("new session")
        .json()
        .await
        .expect("session JSON");
    let id = created["value"]["sessionId"]
        .as_str()
        .unwrap_or_else(|| panic!("no session: {created}"))
        .to_string();
    let b = Browser {
        http: http.clone(),
        session: format!("{root}/session/{id}"),
    };
    let result = std::panic::AssertUnwindSafe(drive(&b, &base, server));
    let outcome = futures_util::FutureExt::catch_unwind(result).await;
    let _ = http.delete(b.session.clone()).send().await;
    if let Err(panic) = outcome {
        std::panic::resume_unwind(panic);
    }
}

/// Saves what the browser shows under the test's output directory.
async fn screenshot(b: &Browser, name: &str) {
    let png = b.cmd(reqwest::Method::GET, "/screenshot", None).await;
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("web-{name}.png"));
    std::fs::write(&path, from_base64(png.as_str().unwrap_or_default()))
        .expect("write the screenshot");
    eprintln!("screenshot: {}", path.display());
}

async fn drive(b: &Browser, base: &str, server: Killed) {
    b.post("/url", json!({"url": format!("{base}/")})).await;
    // The page loads its sources and greets in English (the browser's
    // language).
    b.until(
        "the source list",
        "return document.querySelector('#source option')?.value === 'demo'",
    )
    .await;
    assert_eq!(
        b.js("return document.querySelector('#send').textContent")
            .await,
        "Send"
    );

    // A question, sent with Enter: progress streams, then the answer.
    b.type_into("#question", "每个地区去年的销售额是多少？")
        .await;
    b.type_into("#question", ENTER).await;
    b.until("progress", "return document.querySelectorAll('.progress li').length > 1 || document.querySelector('.card[data-status]')").await;
    b.until(
        "an answer",
        "return document.querySelector('.card[data-status=answered]')",
    )
    .await;
    let rows = b
        .js("return document.querySelectorAll('.card[data-status=answered] tbody tr').length")
        .await;
    assert_eq!(rows, 7, "one row per region");
    assert_eq!(
        b.js("return document.querySelector('.card .chart')?.dataset.chart")
            .await,
        "bar"
    );
    b.until(
        "the chart drawn",
        "return document.querySelector('.card .chart canvas')",
    )
    .await;
    let sql = b
        .js("return document.querySelector('.card pre.sql').textContent")
        .await;
    assert!(
        sql.as_str().unwrap_or_default().contains("GROUP BY"),
        "{sql}"
    );
    assert!(
        b.js("return !!document.querySelector('.card details.trace')")
            .await
            == json!(true)
    );
    // Sorting by a header click changes the first row.
    let first = b
        .js("return document.querySelector('tbody tr td').textContent")
        .await;
    b.click(".card table th").await;
    b.click(".card table th").await;
    let again = b
        .js("return document.querySelector('tbody tr td').textContent")
        .await;
    let sorted: Vec<String> = serde_json::from_value(b.js("return [...document.querySelectorAll('tbody tr td:first-child')].map(e => e.textContent)").await).expect("cells");
    let mut want = sorted.clone();
    want.sort();
    want.reverse();
    assert_eq!(
        sorted, want,
        "descending after two clicks ({first} → {again})"
    );
    // The table holds what `/api/sql` gives for the same SQL.
    let plain_sql = b
        .js("return document.querySelector('.card pre.sql').textContent")
        .await;
    let direct: Json = b
        .http
        .post(format!("{base}/api/sql"))
        .json(&json!({"sql": plain_sql, "options": {"max_rows": 100}}))
        .send()
        .await
        .expect("/api/sql")
        .json()
        .await
        .expect("JSON");
    let cell = |v: &Json| v.as_str().map_or_else(|| v.to_string(), str::to_string);
    let mut want: Vec<Vec<String>> = direct["rows"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| r.as_array().expect("row").iter().map(cell).collect())
        .collect();
    let mut shown: Vec<Vec<String>> = serde_json::from_value(
        b.js("return [...document.querySelectorAll('.card[data-status=answered] tbody tr')].map(r => [...r.children].map(td => td.textContent))").await,
    )
    .expect("cells");
    want.sort();
    shown.sort();
    assert_eq!(shown, want, "the page's table is the query's result");
    screenshot(b, "answer").await;
    // The thread is in the sidebar.
    assert_eq!(
        b.js("return document.querySelectorAll('#threads li').length")
            .await,
        1
    );

    // 👍 is stored.
    b.click(".card[data-status=answered] .feedback button")
        .await;
    b.until(
        "thanks",
        "return document.querySelector('.feedback .note').textContent.includes('Thanks')",
    )
    .await;

    // ✏️ a correction: guarded, run and stored.
    b.js("document.querySelectorAll('.card[data-status=answered] .feedback button')[2].click()")
        .await;
    b.js("document.querySelector('.edit-sql').value = 'SELECT region_name FROM regions'")
        .await;
    b.js("document.querySelector('.run-save').click(); document.querySelector('.feedback .note').textContent = ''").await;
    b.until(
        "the correction stored",
        "return document.querySelector('.feedback .note').textContent.includes('Thanks')",
    )
    .await;

    // A clarification: its options are buttons that resume the thread.
    b.click("#new-thread").await;
    b.type_into("#question", "帮我看看基础设施的情况").await;
    b.type_into("#question", ENTER).await;
    b.until(
        "a clarification",
        "return document.querySelector('.card[data-status=clarification] button.option')",
    )
    .await;
    b.click(".card[data-status=clarification] button.option")
        .await;
    b.until(
        "the resumed answer",
        "return document.querySelector('.card[data-status=answered]')",
    )
    .await;

    // Another source: the picker switches, and questions go there.
    assert_eq!(
        b.js("return document.querySelectorAll('#source option').length")
            .await,
        2
    );
    b.js("const s = document.querySelector('#source'); s.value = 'cities'; s.dispatchEvent(new Event('change'))").await;
    b.type_into("#question", "how many cities are there").await;
    b.type_into("#question", ENTER).await;
    b.until(
        "the answer from the other source",
        "return document.querySelector('.card[data-status=answered] .number')?.textContent === '3'",
    )
    .await;
    b.js("const s = document.querySelector('#source'); s.value = 'demo'; s.dispatchEvent(new Event('change'))").await;

    // A long result: capped, said to be truncated, paginated.
    b.type_into("#question", "list all orders").await;
    b.type_into("#question", ENTER).await;
    b.until(
        "the long result",
        "return [...document.querySelectorAll('.pager')].some(p => p.textContent.includes('1000 rows (truncated)'))",
    )
    .await;
    let shown = b
        .js("const t = [...document.querySelectorAll('.card[data-status=answered]')].pop(); return t.querySelectorAll('tbody tr').length")
        .await;
    assert_eq!(shown, 20, "one page of rows at a time");
    b.js("[...document.querySelectorAll('.pager')].pop().querySelectorAll('button')[1].click()")
        .await;
    b.until(
        "page two",
        "return [...document.querySelectorAll('.pager')].pop().textContent.includes('2 / 50')",
    )
    .await;
    // An empty result: zero rows, said so.
    b.type_into("#question", "列出2030年的订单").await;
    b.type_into("#question", ENTER).await;
    b.until(
        "the empty result",
        "return [...document.querySelectorAll('.pager')].pop().textContent.startsWith('0 rows')",
    )
    .await;

    // A question ChatDB can't place: said plainly, not a blank card.
    b.type_into("#question", "which customers are my most loyal fans?")
        .await;
    b.type_into("#question", ENTER).await;
    b.until(
        "the abstention",
        "return document.querySelector('.card[data-status=abstained] .answer.warn')?.textContent",
    )
    .await;

    // The schema browser.
    b.click("#show-schema").await;
    b.until(
        "the schema",
        "return document.querySelector('#schema-body').textContent.includes('orders')",
    )
    .await;
    b.click("#close-schema").await;

    // Chinese UI text, switchable.
    b.click("#lang").await;
    assert_eq!(
        b.js("return document.querySelector('#send').textContent")
            .await,
        "发送"
    );
    b.click("#lang").await;

    // Phone width: the sidebar folds away behind the menu button.
    b.post("/window/rect", json!({"width": 390, "height": 844}))
        .await;
    b.until(
        "the menu button",
        "return getComputedStyle(document.querySelector('#menu')).display !== 'none'",
    )
    .await;
    b.until(
        "the sidebar folded away",
        "return document.querySelector('#sidebar').getBoundingClientRect().right <= 1",
    )
    .await;
    screenshot(b, "phone").await;
    b.click("#menu").await;
    b.until(
        "the sidebar opened",
        "return document.querySelector('#sidebar').getBoundingClientRect().left >= 0",
    )
    .await;
    b.click("#close-sidebar").await;
    b.until(
        "the sidebar closed",
        "return document.querySelector('#sidebar').getBoundingClientRect().right <= 1",
    )
    .await;
    b.post("/window/rect", json!({"width": 1280, "height": 900}))
        .await;

    // An error is shown in the page, never a blank screen.
    b.js("state.source = 'no-such-source'").await;
    b.type_into("#question", "how many orders?").await;
    b.type_into("#question", ENTER).await;
    b.until("the error banner", "return !document.querySelector('#banner').hidden && document.querySelector('#banner').textContent").await;
    let banner = b
        .js("return document.querySelector('#banner').textContent")
        .await;
    assert!(
        banner
            .as_str()
            .unwrap_or_default()
            .contains("no-such-source"),
        "{banner}"
    );

    // The server gone: the page says so.
    drop(server);
    b.js("state.source = 'demo'; document.querySelector('#banner').hidden = true")
        .await;
    b.type_into("#question", "how many orders?").await;
    b.type_into("#question", ENTER).await;
    b.until(
        "the error banner",
        "return !document.querySelector('#banner').hidden && document.querySelector('#banner').textContent.includes('chatdb serve')",
    )
    .await;
    screenshot(b, "server-down").await;
}

/// Standard base64 (the screenshot WebDriver returns).
fn from_base64(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::new();
    let (mut acc, mut bits) = (0u32, 0);
    for c in text.bytes() {
        let Some(v) = ALPHABET.iter().position(|&a| a == c) else {
            continue;
        };
        acc = (acc << 6) | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}

fn which(name: &str) -> Result<String, ()> {
    let out = Command::new("which").arg(name).output().map_err(|_| ())?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
    } else {
        Err(())
    }
}
