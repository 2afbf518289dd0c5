//! `chatdb etl` end to end on the demo warehouse: the seed's example
//! request, a clarification resumed from another process, applying to a
//! copy, refusals (a question, an existing target, writing its own
//! source), the source untouched without `--apply`, and the dbt project
//! run by dbt-duckdb when the machine has it.

use serde_json::Value as Json;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// A data directory with the demo built once for all tests in this file.
fn home() -> &'static Path {
    static HOME: OnceLock<PathBuf> = OnceLock::new();
    HOME.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("chatdb-etl-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create home");
        let out = chatdb(&dir, &["demo", "--json"]);
        assert!(
            out.status.success(),
            "demo failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        dir
    })
}

fn demo_file() -> PathBuf {
    home().join("demo").join("demo.duckdb")
}

fn chatdb(home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chatdb"))
        .args(args)
        .env("CHATDB_HOME", home)
        .env_remove("CHATDB_DB")
        .env_remove("CHATDB_STORE")
        .env_remove("CHATDB_LLM")
        .output()
        .expect("run chatdb")
}

fn record(out: &Output) -> Json {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}): {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

/// A copy of the demo (with its semantic layer) in `dir`.
fn demo_copy(dir: &Path) -> String {
    let to = dir.join("shop.duckdb");
    std::fs::copy(demo_file(), &to).expect("copy");
    std::fs::copy(
        home().join("demo").join("demo.semantic.yaml"),
        dir.join("shop.semantic.yaml"),
    )
    .expect("copy yaml");
    to.display().to_string()
}

/// `chatdb etl --db DB --apply --json REQUEST`: the exit and the record.
fn etl_apply(db: &str, request: &str) -> (Output, Json) {
    let out = chatdb(home(), &["etl", "--db", db, "--apply", "--json", request]);
    let r = record(&out);
    (out, r)
}

/// `chatdb etl --db DB --apply --json --out OUT REQUEST`: the record.
fn etl_apply_out(db: &str, out: &Path, request: &str) -> Json {
    let out = out.display().to_string();
    record(&chatdb(
        home(),
        &[
            "etl", "--db", db, "--apply", "--json", "--out", &out, request,
        ],
    ))
}

/// `SELECT COUNT(*) FROM table` on `db`, through `chatdb sql`.
fn count(db: &str, table: &str) -> u64 {
    let r = record(&chatdb(
        home(),
        &[
            "sql",
            "--db",
            db,
            "--json",
            &format!("SELECT COUNT(*) FROM {table}"),
        ],
    ));
    r["rows"][0][0]
        .to_string()
        .trim_matches('"')
        .parse()
        .unwrap_or_else(|e| panic!("a count ({e}): {r}"))
}

fn digest(path: &Path) -> Vec<u8> {
    std::fs::read(path).expect("read")
}

#[test]
fn the_seed_request_becomes_a_reviewed_tested_dbt_project_without_touching_the_source() {
    let before = digest(&demo_file());
    let out_dir = tempfile::tempdir().expect("out");
    let out = chatdb(
        home(),
        &[
            "etl",
            "--json",
            "--out",
            &out_dir.path().display().to_string(),
            "把订单表和用户表 JOIN，按月汇总销售额，写入销售汇总表",
        ],
    );
    let r = record(&out);
    assert!(out.status.success(), "{r:#}");
    assert_eq!(r["status"], "done", "{r:#}");
    let target = r["intent"]["target"]["name"]
        .as_str()
        .expect("target")
        .to_string();
    assert!(target.starts_with("dws_"), "{target}");
    assert_eq!(r["intent"]["target"]["label"], "销售汇总表");
    assert_eq!(
        r["intent"]["target"]["grain"].as_array().map(Vec::len),
        Some(1),
        "{r:#}"
    );
    assert_eq!(r["plan"]["pattern"], "simple_etl");
    let risks = r["plan"]["risks"].to_string();
    assert!(
        risks.contains("用户"),
        "the unneeded join is called out: {risks}"
    );
    let sql = r["models"][0]["sql"].as_str().expect("sql");
    assert!(
        sql.starts_with(&format!("CREATE OR REPLACE TABLE {target} AS")),
        "{sql}"
    );
    assert!(sql.contains("'completed'"), "the metric's filter: {sql}");
    let tests = r["tests"]["results"].as_array().expect("tests ran");
    assert!(!tests.is_empty());
    assert!(tests.iter().all(|t| t["status"] == "pass"), "{tests:#?}");
    assert_eq!(r["targets"][0]["applied"], false);
    for f in [
        "dbt_project.yml",
        "models/sources.yml",
        "models/schema.yml",
        "README.md",
        "profiles.yml",
    ] {
        assert!(out_dir.path().join(f).is_file(), "{f} missing");
    }
    let model = out_dir.path().join(format!("models/dws/{target}.sql"));
    let text = std::fs::read_to_string(&model).expect("model file");
    assert!(
        text.contains("{{ source('warehouse', 'orders') }}"),
        "{text}"
    );
    assert!(!text.contains("LIMIT"), "{text}");
    assert_eq!(
        digest(&demo_file()),
        before,
        "the demo file changed without --apply"
    );
    dbt_builds(out_dir.path(), &target);
}

/// Runs `dbt build` on a generated project pointed at a copy of the demo,
/// when the machine has dbt-duckdb (`CHATDB_DBT`, which `.ci/run` sets).
fn dbt_builds(project: &Path, target: &str) {
    let Ok(dbt) = std::env::var("CHATDB_DBT") else {
        eprintln!("CHATDB_DBT not set: skipping the dbt-duckdb run (.ci/run sets it)");
        return;
    };
    let data = tempfile::tempdir().expect("data");
    let copy = demo_copy(data.path());
    let profile = format!(
        "chatdb:\n  target: dev\n  outputs:\n    dev:\n      type: duckdb\n      path: {}\n      threads: 1\n",
        serde_json::json!(copy)
    );
    std::fs::write(project.join("profiles.yml"), profile).expect("profile");
    // Twice: an incremental model's second run takes its incremental path.
    for run in 1..=2 {
        let out = Command::new(&dbt)
            .args(["build", "--profiles-dir", ".", "--project-dir", "."])
            .current_dir(project)
            .env("DBT_SEND_ANONYMOUS_USAGE_STATS", "false")
            .output()
            .expect("runs dbt");
        let log = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.status.success(), "dbt build (run {run}) failed:\n{log}");
        assert!(log.contains(target), "{log}");
        assert!(log.contains("PASS=") && log.contains("ERROR=0"), "{log}");
    }
    // The table dbt built holds rows.
    let count = chatdb(
        home(),
        &[
            "sql",
            "--db",
            &copy,
            "--json",
            &format!("SELECT COUNT(*) AS n FROM {target}"),
        ],
    );
    let r = record(&count);
    assert!(
        r["rows"][0][0].as_i64().unwrap_or(0) > 0
            || r["rows"][0][0].as_str().is_some_and(|s| s != "0"),
        "{r:#}"
    );
}

#[test]
fn a_merge_request_becomes_an_incremental_dbt_model() {
    let out_dir = tempfile::tempdir().expect("out");
    let out = chatdb(
        home(),
        &[
            "etl",
            "--json",
            "--out",
            &out_dir.path().display().to_string(),
            "按月汇总销售额，按月份合并写入 dws_sales_monthly",
        ],
    );
    let r = record(&out);
    assert_eq!(r["status"], "done", "{r:#}");
    assert_eq!(
        r["intent"]["target"]["write_mode"]["mode"], "merge",
        "{r:#}"
    );
    let model = std::fs::read_to_string(out_dir.path().join("models/dws/dws_sales_monthly.sql"))
        .expect("model file");
    assert!(
        model.contains("materialized='incremental'") && model.contains("unique_key=['month']"),
        "{model}"
    );
    dbt_builds(out_dir.path(), "dws_sales_monthly");
}

/// A summary over joined tables is planned as two models: the join as an
/// ephemeral wide model (DWD) and the summary reading it through `ref()`.
/// Applied, the wide model is inlined, so only the target is written, and
/// it holds the rows the select part gives on its own.
#[test]
fn a_summary_over_joins_reads_an_ephemeral_wide_model() {
    let data = tempfile::tempdir().expect("data");
    let db = demo_copy(data.path());
    let out_dir = tempfile::tempdir().expect("out");
    let r = etl_apply_out(&db, out_dir.path(), "每个地区的销售额写入 dws_region_sales");
    assert_eq!(r["status"], "done", "{r:#}");
    assert_eq!(r["plan"]["pattern"], "wide_table", "{r:#}");
    let models = r["models"].as_array().expect("models");
    assert_eq!(models.len(), 2, "{r:#}");
    let wide = models[0]["name"].as_str().expect("name");
    assert!(wide.starts_with("dwd_"), "{wide}");
    assert_eq!(models[0]["materialized"], "ephemeral");
    assert_eq!(models[1]["name"], "dws_region_sales");
    assert_eq!(models[1]["depends_on"], serde_json::json!([wide]));
    assert!(
        models[1]["select"]
            .as_str()
            .unwrap_or("")
            .contains(&format!("FROM {wide}")),
        "{r:#}"
    );
    // Only the target was written, with the rows of the select part.
    assert_eq!(r["targets"][0]["applied"], true);
    let select = r["intent"]["select_sql"].as_str().expect("select part");
    let direct = record(&chatdb(home(), &["sql", "--db", &db, "--json", select]));
    let written = record(&chatdb(
        home(),
        &[
            "sql",
            "--db",
            &db,
            "--json",
            "SELECT * FROM dws_region_sales",
        ],
    ));
    let rows = |r: &Json| {
        let mut rows: Vec<String> = r["rows"]
            .as_array()
            .expect("rows")
            .iter()
            .map(Json::to_string)
            .collect();
        rows.sort();
        rows
    };
    assert!(!rows(&direct).is_empty(), "{direct:#}");
    assert_eq!(rows(&written), rows(&direct));
    assert!(
        !chatdb(
            home(),
            &["sql", "--db", &db, &format!("SELECT COUNT(*) FROM {wide}")]
        )
        .status
        .success(),
        "the wide model is not written"
    );
    // The dbt project: the wide model ephemeral, the summary reading it.
    let wide_file = std::fs::read_to_string(out_dir.path().join(format!("models/dwd/{wide}.sql")))
        .expect("wide model file");
    assert!(
        wide_file.contains("materialized='ephemeral'"),
        "{wide_file}"
    );
    assert!(
        wide_file.contains("{{ source('warehouse', 'orders') }}"),
        "{wide_file}"
    );
    let target_file =
        std::fs::read_to_string(out_dir.path().join("models/dws/dws_region_sales.sql"))
            .expect("target model file");
    assert!(
        target_file.contains(&format!("{{{{ ref('{wide}') }}}}")),
        "{target_file}"
    );
    assert!(!target_file.contains("source("), "{target_file}");
    dbt_builds(out_dir.path(), "dws_region_sales");
}

/// A star schema asked for in words: the fact keeps the store's key where
/// the select part grouped by its name, the store becomes a dimension of
/// its own; both are written, every fact row finds its dimension row
/// (the Tester's relationships test, and dbt's), and the fact holds what
/// its query gives.
#[test]
fn a_star_schema_writes_a_fact_and_its_dimensions() {
    let data = tempfile::tempdir().expect("data");
    let db = demo_copy(data.path());
    let out_dir = tempfile::tempdir().expect("out");
    let r = etl_apply_out(
        &db,
        out_dir.path(),
        "按门店和月份汇总销售额，建成星型模型，事实表叫 fct_store_sales",
    );
    assert_eq!(r["status"], "done", "{r:#}");
    assert_eq!(r["plan"]["pattern"], "star_schema", "{r:#}");
    let dims = r["intent"]["dimensions"].as_array().expect("dimensions");
    assert_eq!(dims.len(), 1, "{r:#}");
    assert_eq!(dims[0]["target"]["name"], "dim_stores");
    assert_eq!(dims[0]["key"], "store_id");
    let names: Vec<&str> = r["models"]
        .as_array()
        .expect("models")
        .iter()
        .filter_map(|m| m["name"].as_str())
        .collect();
    assert_eq!(names, vec!["dim_stores", "fct_store_sales"], "{r:#}");
    let fact_sql = r["intent"]["select_sql"].as_str().expect("fact query");
    assert!(
        fact_sql.contains("store_id") && !fact_sql.contains("store_name"),
        "{fact_sql}"
    );
    // Both written; the dimension holds every store once.
    let applied: Vec<(&str, bool)> = r["targets"]
        .as_array()
        .expect("targets")
        .iter()
        .map(|t| (t["name"].as_str().unwrap_or(""), t["applied"] == true))
        .collect();
    assert_eq!(
        applied,
        vec![("dim_stores", true), ("fct_store_sales", true)]
    );
    assert_eq!(count(&db, "dim_stores"), count(&db, "stores"));
    assert_eq!(
        count(
            &db,
            "fct_store_sales f WHERE NOT EXISTS (SELECT 1 FROM dim_stores d WHERE d.store_id = f.store_id)"
        ),
        0
    );
    let relationships = r["tests"]["results"]
        .as_array()
        .expect("tests")
        .iter()
        .find(|t| {
            t["name"]
                .as_str()
                .is_some_and(|n| n.starts_with("relationships store_id"))
        })
        .unwrap_or_else(|| panic!("a relationships test: {r:#}"));
    assert_eq!(relationships["status"], "pass", "{r:#}");
    let direct = record(&chatdb(home(), &["sql", "--db", &db, "--json", fact_sql]));
    let written = record(&chatdb(
        home(),
        &[
            "sql",
            "--db",
            &db,
            "--json",
            "SELECT * FROM fct_store_sales",
        ],
    ));
    assert!(!direct["rows"].as_array().expect("rows").is_empty());
    assert_eq!(
        direct["rows"].as_array().map(Vec::len),
        written["rows"].as_array().map(Vec::len)
    );
    // dbt: the dimension and the fact as models, the fact's key related to
    // the dimension's.
    let schema = std::fs::read_to_string(out_dir.path().join("models/schema.yml")).expect("schema");
    assert!(
        schema.contains("relationships") && schema.contains("ref('dim_stores')"),
        "{schema}"
    );
    let dim_file =
        std::fs::read_to_string(out_dir.path().join("models/dwd/dim_stores.sql")).expect("dim");
    assert!(
        dim_file.contains("{{ source('warehouse', 'stores') }}"),
        "{dim_file}"
    );
    dbt_builds(out_dir.path(), "fct_store_sales");
}

/// The Knowledge agent runs first and records what bears on the request:
/// the tables it links to and how they join, where they sit, the
/// semantic layer's quality rules on their columns, and a trusted case
/// of the library as reference SQL.
#[test]
fn the_knowledge_agent_gathers_tables_joins_rules_and_reference_cases() {
    let data = tempfile::tempdir().expect("data");
    let db = demo_copy(data.path());
    let yaml_path = data.path().join("shop.semantic.yaml");
    let yaml = std::fs::read_to_string(&yaml_path).expect("yaml");
    let channel = "        values: {online: 线上, store: 门店}\n";
    assert!(yaml.contains(channel), "the demo's channel values moved");
    let yaml = yaml.replacen(
        channel,
        &format!("{channel}        quality: [not_null, {{accepted_values: [online, store]}}]\n"),
        1,
    );
    std::fs::write(&yaml_path, yaml).expect("write yaml");
    let own = tempfile::tempdir().expect("home");
    let asked = record(&chatdb(
        own.path(),
        &["ask", "--db", &db, "--json", "每个渠道的订单数"],
    ));
    let run = asked["run_id"].as_str().expect("run id");
    assert!(chatdb(own.path(), &["feedback", run, "--up"])
        .status
        .success());
    let r = record(&chatdb(
        own.path(),
        &[
            "etl",
            "--db",
            &db,
            "--json",
            "每个渠道每个门店的订单数写入 dws_channel_store_orders",
        ],
    ));
    assert_eq!(r["trace"][0]["agent"], "knowledge", "{r:#}");
    let k = &r["knowledge"];
    let list = |key: &str| -> Vec<String> {
        k[key]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|v| v.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(list("tables"), vec!["orders", "stores"], "{k:#}");
    assert_eq!(
        list("joins"),
        vec!["stores.store_id = orders.store_id"],
        "{k:#}"
    );
    assert!(
        list("quality").contains(&"orders.channel: accepted_values [online, store]".to_string()),
        "{k:#}"
    );
    assert_eq!(k["references"][0]["question"], "每个渠道的订单数", "{k:#}");
    assert!(
        k["references"][0]["sql"]
            .as_str()
            .is_some_and(|s| s.contains("channel")),
        "{k:#}"
    );
    assert_eq!(r["status"], "done", "{r:#}");
}

#[test]
fn apply_writes_only_the_target_and_refuses_what_it_should() {
    let data = tempfile::tempdir().expect("data");
    let db = demo_copy(data.path());
    let (out, r) = etl_apply(&db, "每个大区的销售额，存到 dws_region_sales 表");
    assert!(out.status.success(), "{r:#}");
    assert_eq!(r["status"], "done", "{r:#}");
    assert_eq!(r["targets"][0]["name"], "dws_region_sales");
    assert_eq!(r["targets"][0]["applied"], true);
    let rows = r["targets"][0]["rows"].as_u64().expect("rows counted");
    let n = count(&db, "regions");
    assert!(rows > 0 && rows <= n, "{rows} rows for {n} regions");
    // Again without saying how: refused, nothing written.
    let (out, r) = etl_apply(&db, "每个大区的销售额，存到 dws_region_sales 表");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(r["status"], "failed");
    assert!(
        r["message"]
            .as_str()
            .unwrap_or("")
            .contains("already exists"),
        "{r:#}"
    );
    // Saying overwrite: replaced.
    let (_, r) = etl_apply(&db, "每个大区的销售额，覆盖写入 dws_region_sales 表");
    assert_eq!(r["status"], "done", "{r:#}");
    assert_eq!(r["targets"][0]["rows"].as_u64(), Some(rows));
    // A target that is the workflow's own source: refused.
    let orders = count(&db, "orders");
    let (_, r) = etl_apply(
        &db,
        "Number of orders per channel, overwrite into table orders",
    );
    assert_eq!(r["status"], "failed", "{r:#}");
    // The message says why: the target is what the select part reads.
    let message = r["message"].as_str().unwrap_or("");
    assert!(
        message.contains("`orders`") && message.contains("name another target"),
        "{r:#}"
    );
    assert_eq!(
        count(&db, "orders"),
        orders,
        "the source table is unchanged"
    );
    // A question: said so.
    let out = chatdb(
        home(),
        &["etl", "--db", &db, "--json", "上个月销售额是多少？"],
    );
    let r = record(&out);
    assert_eq!(r["status"], "failed");
    assert!(
        r["message"].as_str().unwrap_or("").contains("chatdb ask"),
        "{r:#}"
    );
}

#[test]
fn a_missing_target_is_asked_for_and_resumed_from_another_process() {
    let out = chatdb(home(), &["etl", "--json", "按支付方式汇总销售额"]);
    let r = record(&out);
    assert!(out.status.success(), "{r:#}");
    assert_eq!(r["status"], "clarification", "{r:#}");
    let thread = r["thread_id"].as_str().expect("thread").to_string();
    let question = r["clarification"].as_str().expect("question");
    assert!(question.contains("Which table"), "{question}");
    let out = chatdb(
        home(),
        &["resume", "--thread", &thread, "--json", "dws_payment_sales"],
    );
    let r = record(&out);
    assert!(out.status.success(), "{r:#}");
    assert_eq!(r["status"], "done", "{r:#}");
    assert_eq!(r["intent"]["target"]["name"], "dws_payment_sales");
    // The thread no longer waits.
    let out = chatdb(
        home(),
        &["resume", "--thread", &thread, "--json", "dws_other"],
    );
    assert!(!out.status.success());
}

/// An ambiguous select part is asked back, like a question's; the
/// answer continues the question run from another process, and the
/// meaning is kept when the run asks next for its target.
#[test]
fn an_ambiguous_select_part_is_asked_back_and_its_meaning_kept() {
    let r = record(&chatdb(home(), &["etl", "--json", "最好的门店"]));
    assert_eq!(r["status"], "clarification", "{r:#}");
    let asked = r["clarification"].as_str().unwrap_or("");
    assert!(asked.contains("销售额"), "{r:#}");
    let thread = r["thread_id"].as_str().expect("thread").to_string();
    let resume = |answer: &str| {
        record(&chatdb(
            home(),
            &["resume", "--thread", &thread, "--json", answer],
        ))
    };
    // The meaning: the run goes on, and asks for the target next.
    let r = resume("销售额");
    assert_eq!(r["status"], "clarification", "{r:#}");
    assert!(
        r["clarification"]
            .as_str()
            .is_some_and(|q| q.contains("Which table")),
        "{r:#}"
    );
    let select = r["intent"]["select_sql"].as_str().unwrap_or("");
    assert!(
        select.contains("SUM(") && select.contains("LIMIT 1"),
        "{r:#}"
    );
    // The target: built from the meaning given, not asked again.
    let r = resume("ads_best_store");
    assert_eq!(r["status"], "done", "{r:#}");
    assert_eq!(r["intent"]["select_sql"].as_str(), Some(select), "{r:#}");
    // An empty answer is refused, and the run still waits.
    let r = record(&chatdb(
        home(),
        &["etl", "--json", "最差的门店写入 ads_worst_store"],
    ));
    assert_eq!(r["status"], "clarification", "{r:#}");
    let thread = r["thread_id"].as_str().expect("thread").to_string();
    let empty = chatdb(home(), &["resume", "--thread", &thread, " "]);
    assert!(!empty.status.success());
    let r = record(&chatdb(
        home(),
        &["resume", "--thread", &thread, "--json", "订单数"],
    ));
    assert_eq!(r["status"], "done", "{r:#}");
    assert!(
        r["intent"]["select_sql"]
            .as_str()
            .is_some_and(|s| s.contains("COUNT(")),
        "{r:#}"
    );
}

#[test]
fn feedback_approves_corrects_or_rejects_before_anything_is_written() {
    let data = tempfile::tempdir().expect("data");
    let db = demo_copy(data.path());
    let confirm = |request: &str| -> (String, Json) {
        let out = chatdb(
            home(),
            &[
                "etl",
                "--db",
                &db,
                "--apply",
                "--confirm",
                "--json",
                request,
            ],
        );
        let r = record(&out);
        assert!(out.status.success(), "{r:#}");
        assert_eq!(r["status"], "clarification", "{r:#}");
        assert!(
            r["clarification"]
                .as_str()
                .unwrap_or("")
                .contains("approve"),
            "{r:#}"
        );
        assert!(
            r["models"][0]["sql"].as_str().is_some(),
            "the workflow is shown: {r:#}"
        );
        (r["thread_id"].as_str().expect("thread").to_string(), r)
    };
    let resume = |thread: &str, answer: &str| -> Json {
        record(&chatdb(
            home(),
            &["resume", "--db", &db, "--thread", thread, "--json", answer],
        ))
    };
    let exists = |table: &str| {
        chatdb(
            home(),
            &["sql", "--db", &db, &format!("SELECT COUNT(*) FROM {table}")],
        )
        .status
        .success()
    };
    // Approve: written after the answer, from another process.
    let (thread, _) = confirm("各渠道的订单数写入 dws_channel_orders");
    assert!(
        !exists("dws_channel_orders"),
        "nothing is written before approval"
    );
    let r = resume(&thread, "approve");
    assert_eq!(r["status"], "done", "{r:#}");
    assert_eq!(r["targets"][0]["applied"], true);
    // It went on from its checkpoint: the approved models were checked
    // again, nothing before them was redone.
    let agents: Vec<&str> = r["trace"]
        .as_array()
        .map(|t| t.iter().filter_map(|s| s["agent"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(agents.first(), Some(&"reviewer"), "{r:#}");
    assert!(!agents.contains(&"analyst"), "{r:#}");
    assert_eq!(
        count(&db, "dws_channel_orders"),
        r["targets"][0]["rows"].as_u64().expect("rows")
    );
    // A star schema approved: every table it builds is written, and its
    // fact query (keys where the request said names) is not learned as
    // the question's answer.
    let (thread, _) = confirm("每个门店的订单数，星型模型，事实表 fct_store_orders");
    assert!(!exists("dim_stores") && !exists("fct_store_orders"));
    let r = resume(&thread, "approve");
    assert_eq!(r["status"], "done", "{r:#}");
    let applied: Vec<&str> = r["targets"]
        .as_array()
        .expect("targets")
        .iter()
        .filter(|t| t["applied"] == true)
        .filter_map(|t| t["name"].as_str())
        .collect();
    assert_eq!(applied, vec!["dim_stores", "fct_store_orders"], "{r:#}");
    assert!(r["learned"].is_null(), "{r:#}");
    let asked = record(&chatdb(
        home(),
        &["ask", "--db", &db, "--json", "每个门店的订单数"],
    ));
    assert_ne!(asked["source"], "case", "{asked:#}");
    // Modify: the user's SELECT is built instead.
    let (thread, _) = confirm("各渠道的销售额写入 dws_channel_sales");
    let r = resume(
        &thread,
        "SELECT channel, COUNT(*) AS completed_orders FROM orders WHERE status = 'completed' GROUP BY channel",
    );
    assert_eq!(r["status"], "done", "{r:#}");
    let sql = r["models"][0]["sql"].as_str().unwrap_or("");
    assert!(sql.contains("completed_orders"), "{sql}");
    assert!(r["learned"].is_object(), "the correction is learned: {r:#}");
    let asked = record(&chatdb(
        home(),
        &["ask", "--db", &db, "--json", "各渠道的销售额"],
    ));
    assert!(
        asked["sql"]
            .as_str()
            .unwrap_or("")
            .contains("completed_orders"),
        "ask gives the corrected SQL now: {asked:#}"
    );
    let built = record(&chatdb(
        home(),
        &[
            "sql",
            "--db",
            &db,
            "--json",
            "SELECT SUM(completed_orders) FROM dws_channel_sales",
        ],
    ));
    let completed = record(&chatdb(
        home(),
        &[
            "sql",
            "--db",
            &db,
            "--json",
            "SELECT COUNT(*) FROM orders WHERE status = 'completed'",
        ],
    ));
    assert_eq!(
        built["rows"][0][0]
            .to_string()
            .trim_matches('"')
            .parse::<f64>()
            .ok(),
        completed["rows"][0][0]
            .to_string()
            .trim_matches('"')
            .parse::<f64>()
            .ok()
    );
    // Reject: recorded with its reason, nothing written, the thread done.
    let (thread, _) = confirm("各支付方式的订单数写入 dws_payment_orders");
    let r = resume(&thread, "reject: 口径不对，要按支付时间统计");
    assert_eq!(r["status"], "failed", "{r:#}");
    assert!(
        r["message"].as_str().unwrap_or("").contains("rejected"),
        "{r:#}"
    );
    assert!(!exists("dws_payment_orders"));
    let log = std::fs::read_to_string(home().join("etl").join("rejections.jsonl"))
        .expect("rejections kept");
    assert!(log.contains("口径不对") && log.contains(&thread), "{log}");
    let out = chatdb(
        home(),
        &["resume", "--db", &db, "--thread", &thread, "approve"],
    );
    assert!(!out.status.success(), "a rejected run no longer waits");
}
