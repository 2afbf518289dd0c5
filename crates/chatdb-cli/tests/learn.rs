//! Learning from feedback, end to end through the binary: feedback round
//! trips, corrections that must pass the guard, reuse with the question's
//! own values, near-duplicates that must not reuse, stale cases after a
//! schema change, a store shared through PostgreSQL, imports that are all
//! or nothing.

use serde_json::Value as Json;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh data directory (each test teaches its own library).
fn home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("chatdb-learn-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("home");
    dir
}

fn chatdb(home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chatdb"))
        .args(args)
        .env("CHATDB_HOME", home)
        .env_remove("CHATDB_DB")
        .env_remove("CHATDB_STORE")
        .output()
        .expect("run chatdb")
}

fn json(out: &Output) -> Json {
    assert!(
        out.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&out.stdout)))
}

fn ask(home: &Path, extra: &[&str], question: &str) -> Json {
    let mut args = vec!["ask", "--json"];
    args.extend_from_slice(extra);
    args.push(question);
    json(&chatdb(home, &args))
}

/// The one value a single-cell SQL result holds.
fn scalar(home: &Path, extra: &[&str], sql: &str) -> Json {
    let mut args = vec!["sql", "--json"];
    args.extend_from_slice(extra);
    args.push(sql);
    json(&chatdb(home, &args))["rows"][0][0].clone()
}

const CORRECT_COUNT: &str =
    "SELECT COUNT(DISTINCT c.customer_id) AS customers FROM customers AS c \
     JOIN regions AS r ON r.region_id = c.region_id WHERE r.region_name = '华东'";

#[test]
fn a_correction_is_reused_with_the_questions_own_values_and_never_for_near_duplicates() {
    let h = home("reuse");
    let first = ask(&h, &[], "华东地区有多少客户");
    assert_eq!(first["source"], "engine", "{first}");
    let run = first["run_id"].as_str().expect("run id");

    // A correction the guard refuses is refused whole: nothing stored.
    let refused = chatdb(&h, &["feedback", run, "--sql", "DELETE FROM customers"]);
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("guard"));
    let broken = chatdb(
        &h,
        &["feedback", run, "--sql", "SELECT nope FROM customers"],
    );
    assert!(!broken.status.success());
    assert_eq!(
        json(&chatdb(&h, &["learn", "list", "--json"])),
        Json::Array(vec![])
    );

    let taught = json(&chatdb(
        &h,
        &["feedback", run, "--json", "--sql", CORRECT_COUNT],
    ));
    assert_eq!(taught["verdict"], "correction");
    assert_eq!(taught["learned"]["action"], "failure", "{taught}");
    let case_id = taught["learned"]["case_id"]
        .as_str()
        .expect("case")
        .to_string();

    // The same question: answered from the case, with zero model calls.
    let again = ask(&h, &[], "华东地区有多少客户");
    assert_eq!(again["source"], "case", "{again}");
    assert_eq!(again["case_id"], case_id.as_str());
    assert_eq!(again["llm_calls"], 0);
    assert!(again["sql"].as_str().expect("sql").contains("DISTINCT"));

    // The same template with another value: the value goes into the SQL.
    let north = ask(&h, &[], "华北地区有多少客户");
    assert_eq!(north["source"], "case", "{north}");
    let sql = north["sql"].as_str().expect("sql");
    assert!(sql.contains("'华北'") && !sql.contains("华东"), "{sql}");
    let want = scalar(
        &h,
        &[],
        "SELECT COUNT(*) FROM customers AS c JOIN regions AS r ON r.region_id = c.region_id \
         WHERE r.region_name = '华北'",
    );
    assert_eq!(north["rows"][0][0], want);

    // Near-duplicates that need other SQL are not answered from the case.
    for q in [
        "华东地区有多少个门店",       // another table
        "华东地区以外有多少客户",     // negated
        "火星地区有多少客户",         // a value not in the data
        "华东地区客户的平均出生年份", // another aggregate
    ] {
        let r = ask(&h, &[], q);
        assert_ne!(r["source"], "case", "{q}: {r}");
    }

    // The library says what it holds and how it was used.
    let list = json(&chatdb(&h, &["learn", "list", "--json"]));
    assert_eq!(list.as_array().expect("cases").len(), 1);
    assert_eq!(list[0]["origin"], "correction");
    assert_eq!(list[0]["use_count"], 2);
    let shown = json(&chatdb(&h, &["learn", "show", &case_id, "--json"]));
    assert!(
        !shown["failures"].as_array().expect("failures").is_empty(),
        "{shown}"
    );
    let stats = json(&chatdb(&h, &["learn", "stats", "--json"]));
    assert_eq!(stats["cases"], 1);
    assert_eq!(stats["reuses"], 2);

    // 👍 on a case answer counts for the case; 👎 twice takes its trust away.
    let approved = json(&chatdb(
        &h,
        &[
            "feedback",
            again["run_id"].as_str().expect("id"),
            "--up",
            "--json",
        ],
    ));
    assert_eq!(approved["learned"]["action"], "voted");
    let stats = json(&chatdb(&h, &["learn", "stats", "--json"]));
    assert_eq!(stats["reused_answer_votes"]["up"], 1);
    // Votes so far: 2 (a correction) + 1 up; two down votes bring its trust
    // (Beta posterior mean 4/7 = 0.57) under the threshold.
    let mut downs = 0;
    loop {
        let r = ask(&h, &[], "华东地区有多少客户");
        if r["source"] != "case" {
            // The engine's own reading was corrected before: it abstains
            // rather than give it again.
            assert_eq!(r["status"], "abstained", "{r}");
            break;
        }
        assert!(downs < 3, "down votes never took the case's trust away");
        assert!(chatdb(
            &h,
            &[
                "feedback",
                r["run_id"].as_str().expect("id"),
                "--down",
                "--reason",
                "wrong"
            ]
        )
        .status
        .success());
        downs += 1;
    }
    assert_eq!(downs, 2);

    // Forget it.
    assert!(chatdb(&h, &["learn", "forget", &case_id]).status.success());
    assert!(!chatdb(&h, &["learn", "forget", &case_id]).status.success());
}

#[test]
fn a_down_vote_on_an_engine_answer_is_not_given_again() {
    let h = home("down");
    let q = "每个地区的客户平均年龄";
    let first = ask(&h, &[], q);
    assert_eq!(first["status"], "answered", "{first}");
    let out = chatdb(
        &h,
        &[
            "feedback",
            first["run_id"].as_str().expect("id"),
            "--down",
            "--reason",
            "should count only active members",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let again = ask(&h, &[], q);
    assert_eq!(
        again["status"], "abstained",
        "the same reading is not given again: {again}"
    );
    assert!(
        again["answer"].as_str().expect("answer").contains("更正"),
        "{again}"
    );
}

#[test]
fn bad_feedback_and_imports_get_clear_errors() {
    let h = home("bad");
    let out = chatdb(&h, &["feedback", "no-such-run", "--up"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no run"));
    let out = chatdb(&h, &["feedback", "x"]);
    assert!(!out.status.success(), "a verdict is required");
    let out = chatdb(&h, &["feedback", "x", "--up", "--down"]);
    assert!(!out.status.success(), "one verdict only");

    let file = h.join("pairs.jsonl");
    std::fs::write(&file, "{\"question\": \"一共有多少客户\", \"sql\": \"SELECT COUNT(*) FROM customers\"}\n{broken\n").expect("write");
    let out = chatdb(&h, &["learn", "import", file.to_str().expect("path")]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("pairs.jsonl:2"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::write(&file, "").expect("write");
    assert!(
        !chatdb(&h, &["learn", "import", file.to_str().expect("path")])
            .status
            .success()
    );
    // SQL in another dialect (PostgreSQL's ::cast of a function DuckDB lacks)
    // or that writes: the line is named and nothing is imported.
    std::fs::write(
        &file,
        "{\"question\": \"一共有多少客户\", \"sql\": \"SELECT COUNT(*) FROM customers\"}\n\
         {\"question\": \"删掉订单\", \"sql\": \"DELETE FROM orders\"}\n\
         {\"question\": \"现在几点\", \"sql\": \"SELECT pg_backend_pid()\"}\n",
    )
    .expect("write");
    let out = chatdb(&h, &["learn", "import", file.to_str().expect("path")]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("pairs.jsonl:2") && err.contains("pairs.jsonl:3"),
        "{err}"
    );
    assert!(err.contains("nothing was imported"), "{err}");
    assert_eq!(
        json(&chatdb(&h, &["learn", "list", "--json"])),
        Json::Array(vec![])
    );
}

#[test]
fn imported_pairs_answer_and_export_round_trips() {
    let h = home("import");
    let file = h.join("golden.csv");
    std::fs::write(
        &file,
        "question,sql\n\"我们有几个大区\",SELECT COUNT(*) AS regions FROM regions\n",
    )
    .expect("write");
    let out = chatdb(&h, &["learn", "import", file.to_str().expect("path")]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r = ask(&h, &[], "我们有几个大区");
    assert_eq!(r["source"], "case", "{r}");
    assert_eq!(r["rows"][0][0], 7);
    let out = chatdb(&h, &["learn", "export"]);
    let line: Json =
        serde_json::from_slice(out.stdout.split(|b| *b == b'\n').next().expect("line"))
            .expect("json");
    assert_eq!(line["question"], "我们有几个大区");
    assert_eq!(line["origin"], "import");
}

#[test]
fn a_case_goes_stale_when_the_schema_changes() {
    let h = home("stale");
    let db = h.join("shop.sqlite");
    {
        let c = rusqlite::Connection::open(&db).expect("sqlite");
        c.execute_batch(
            "CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT, salary INTEGER);
             INSERT INTO staff VALUES (1, 'Ann', 100), (2, 'Bo', 200);",
        )
        .expect("fixture");
    }
    let dbs = db.to_str().expect("path");
    let first = ask(&h, &["--db", dbs], "what is the total salary of the staff");
    let out = chatdb(
        &h,
        &[
            "feedback",
            first["run_id"].as_str().expect("id"),
            "--db",
            dbs,
            "--sql",
            "SELECT SUM(salary) AS total FROM staff",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        ask(&h, &["--db", dbs], "what is the total salary of the staff")["source"],
        "case"
    );
    {
        let c = rusqlite::Connection::open(&db).expect("sqlite");
        c.execute_batch("ALTER TABLE staff RENAME COLUMN salary TO pay;")
            .expect("rename");
    }
    let after = ask(&h, &["--db", dbs], "what is the total salary of the staff");
    assert_ne!(after["source"], "case", "{after}");
    let list = json(&chatdb(&h, &["learn", "list", "--db", dbs, "--json"]));
    assert_eq!(list[0]["stale"], true, "{list}");
}

#[test]
fn two_processes_share_cases_through_postgresql() {
    let Ok(url) = std::env::var("CHATDB_TEST_PG_URL") else {
        eprintln!("skipping: CHATDB_TEST_PG_URL is not set");
        return;
    };
    // Two data directories (two hosts), one store.
    let (a, b) = (home("pg-a"), home("pg-b"));
    let with_pg = |h: &Path, args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_chatdb"))
            .args(args)
            .env("CHATDB_HOME", h)
            .env("CHATDB_STORE", &url)
            .env_remove("CHATDB_DB")
            .output()
            .expect("run chatdb")
    };
    // A question only this test asks (a unique value in its unplaced words
    // keeps other runs' cases in the shared store out of the way).
    let marker = format!("测试{}", std::process::id());
    let q = format!("{marker}一共有多少个大区");
    let first = json(&with_pg(&a, &["ask", "--json", &q]));
    let out = with_pg(
        &a,
        &[
            "feedback",
            first["run_id"].as_str().expect("id"),
            "--sql",
            "SELECT COUNT(*) AS n FROM regions",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let other = json(&with_pg(&b, &["ask", "--json", &q]));
    assert_eq!(
        other["source"], "case",
        "the other host sees the case: {other}"
    );
    assert_eq!(other["rows"][0][0], 7);
}

#[test]
fn a_killed_import_leaves_none_or_all_of_it() {
    let h = home("kill");
    assert!(chatdb(&h, &["demo"]).status.success());
    let file = h.join("many.jsonl");
    // Different requests (a few seconds of work): each question carries a word of its own
    // (the engine can't place it, so each has its own signature).
    let word = |mut i: usize| {
        let mut w = String::from("zq");
        for _ in 0..4 {
            w.push((b'a' + (i % 26) as u8) as char);
            i /= 26;
        }
        w
    };
    const N: u64 = 300;
    let lines: String = (0..N as usize)
        .map(|i| {
            format!(
                "{{\"question\": \"{} how many orders\", \"sql\": \"SELECT COUNT(*) FROM orders\"}}\n",
                word(i)
            )
        })
        .collect();
    std::fs::write(&file, lines).expect("write");
    // Kills spread over the import's run, the commit included.
    for delay_ms in [200u64, 1000, 2500, 3000, 3500, 4000, 5000] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_chatdb"))
            .args(["learn", "import", file.to_str().expect("path")])
            .env("CHATDB_HOME", &h)
            .env_remove("CHATDB_STORE")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("spawn");
        std::thread::sleep(std::time::Duration::from_millis(delay_ms));
        let _ = child.kill(); // SIGKILL
        let _ = child.wait();
        let n = json(&chatdb(&h, &["learn", "stats", "--json"]))["cases"]
            .as_u64()
            .expect("count");
        assert!(n == 0 || n == N, "after a kill at {delay_ms} ms: {n} cases");
        if n == N {
            break;
        }
    }
    // The store is intact: an import runs to the end.
    let out = chatdb(&h, &["learn", "import", file.to_str().expect("path")]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let n = json(&chatdb(&h, &["learn", "stats", "--json"]))["cases"].as_u64();
    assert_eq!(n, Some(N));
}
