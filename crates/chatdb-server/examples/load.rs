//! Load benchmark for `chatdb serve` (a benchmark, not a test):
//! N concurrent sessions, each asking everyday questions in a thread
//! (with follow-ups) for a fixed time; reports throughput, latency
//! percentiles, errors by kind and, given the server's pid, its memory.
//!
//! ```sh
//! chatdb serve --addr 127.0.0.1:8080 &           # on the demo, rule engine only
//! cargo run --release -p chatdb-server --example load -- \
//!     --url http://127.0.0.1:8080 --sessions 200 --seconds 60 --pid $!
//! ```

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const QUESTIONS: &[&str] = &[
    "每个地区去年的销售额是多少？",
    "一共有多少个客户",
    "Which 5 products sold the most last month?",
    "按月统计今年的订单数",
    "每个门店的平均订单金额",
    "how many orders were placed last month",
];

const FOLLOW_UPS: &[&str] = &["只看华东的", "那去年呢？", "换成平均值"];

struct Args {
    url: String,
    sessions: usize,
    seconds: u64,
    pid: Option<u32>,
    token: Option<String>,
}

fn args() -> Result<Args, String> {
    let mut a = Args {
        url: "http://127.0.0.1:8080".into(),
        sessions: 200,
        seconds: 60,
        pid: None,
        token: std::env::var("CHATDB_TOKEN").ok(),
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--url" => a.url = value()?,
            "--sessions" => {
                a.sessions = value()?.parse().map_err(|e| format!("--sessions: {e}"))?
            }
            "--seconds" => a.seconds = value()?.parse().map_err(|e| format!("--seconds: {e}"))?,
            "--pid" => a.pid = Some(value()?.parse().map_err(|e| format!("--pid: {e}"))?),
            other => return Err(format!("unknown argument {other}")),
        }
    }
    if a.sessions == 0 || a.seconds == 0 {
        return Err("--sessions and --seconds must be at least 1".into());
    }
    Ok(a)
}

#[derive(Default)]
struct Tally {
    latencies_ms: Vec<f64>,
    statuses: BTreeMap<String, u64>,
    errors: BTreeMap<String, u64>,
}

#[tokio::main]
async fn main() {
    let args = match args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(args.sessions)
        .timeout(Duration::from_secs(120))
        .build()
        .expect("http client");
    let tally = Arc::new(Mutex::new(Tally::default()));
    let started = Instant::now();
    let deadline = started + Duration::from_secs(args.seconds);
    let rss_before = args.pid.and_then(rss_kib);
    let mut tasks = Vec::new();
    for session in 0..args.sessions {
        let client = client.clone();
        let tally = tally.clone();
        let url = format!("{}/api/ask", args.url);
        let token = args.token.clone();
        tasks.push(tokio::spawn(async move {
            let mut thread: Option<String> = None;
            let mut turn = session;
            while Instant::now() < deadline {
                // A new thread every few turns; follow-ups in between.
                let question = if turn % 3 == 0 || thread.is_none() {
                    thread = None;
                    QUESTIONS[turn % QUESTIONS.len()]
                } else {
                    FOLLOW_UPS[turn % FOLLOW_UPS.len()]
                };
                turn += 1;
                let mut req = client
                    .post(&url)
                    .json(&serde_json::json!({"question": question, "thread": thread}));
                if let Some(t) = &token {
                    req = req.bearer_auth(t);
                }
                let t0 = Instant::now();
                let outcome = req.send().await;
                let ms = t0.elapsed().as_secs_f64() * 1000.0;
                match outcome {
                    Ok(resp) if resp.status().is_success() => {
                        let body: serde_json::Value = resp.json().await.unwrap_or_default();
                        thread = body["thread_id"].as_str().map(str::to_string);
                        let status = body["status"].as_str().unwrap_or("?").to_string();
                        let mut t = tally.lock().unwrap_or_else(|p| p.into_inner());
                        t.latencies_ms.push(ms);
                        *t.statuses.entry(status).or_default() += 1;
                    }
                    Ok(resp) => {
                        let code = resp.status().as_u16();
                        *tally
                            .lock()
                            .unwrap_or_else(|p| p.into_inner())
                            .errors
                            .entry(format!("HTTP {code}"))
                            .or_default() += 1;
                        if code == 503 {
                            tokio::time::sleep(Duration::from_millis(200)).await;
                        }
                    }
                    Err(e) => {
                        *tally
                            .lock()
                            .unwrap_or_else(|p| p.into_inner())
                            .errors
                            .entry(format!("transport: {e}"))
                            .or_default() += 1;
                    }
                }
            }
        }));
    }
    for t in tasks {
        let _ = t.await;
    }
    let elapsed = started.elapsed().as_secs_f64();
    let mut t = tally.lock().unwrap_or_else(|p| p.into_inner());
    t.latencies_ms.sort_by(f64::total_cmp);
    let n = t.latencies_ms.len();
    let pct = |p: f64| -> f64 {
        if n == 0 {
            return 0.0;
        }
        t.latencies_ms[((p * (n - 1) as f64).round() as usize).min(n - 1)]
    };
    println!("sessions:    {}", args.sessions);
    println!("duration:    {elapsed:.1} s");
    println!("answered requests: {n} ({:.1}/s)", n as f64 / elapsed);
    println!(
        "latency ms:  p50 {:.0}  p90 {:.0}  p99 {:.0}  max {:.0}",
        pct(0.5),
        pct(0.9),
        pct(0.99),
        pct(1.0)
    );
    println!("run statuses: {:?}", t.statuses);
    println!("errors:      {:?}", t.errors);
    if let Some(pid) = args.pid {
        println!(
            "server RSS:  before {} MiB, after {} MiB, peak {} MiB",
            rss_before.map_or("?".into(), |k| (k / 1024).to_string()),
            rss_kib(pid).map_or("?".into(), |k| (k / 1024).to_string()),
            hwm_kib(pid).map_or("?".into(), |k| (k / 1024).to_string()),
        );
    }
}

fn status_field(pid: u32, field: &str) -> Option<u64> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    text.lines()
        .find(|l| l.starts_with(field))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

fn rss_kib(pid: u32) -> Option<u64> {
    status_field(pid, "VmRSS:")
}

fn hwm_kib(pid: u32) -> Option<u64> {
    status_field(pid, "VmHWM:")
}
