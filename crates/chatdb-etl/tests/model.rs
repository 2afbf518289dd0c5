//! `chatdb etl` with a model: a select part the rule engine can't place
//! goes to the model (a local scripted OpenAI-compatible server), whose
//! SQL — checked by the guard like any other — becomes the target; SQL
//! from the model that would write is refused and nothing is written.

mod common;

use chatdb_connect::DataSource;
use chatdb_etl::EtlStatus;
use chatdb_flow::Workspace;
use serde_json::{json, Value as Json};

/// Marks the semantic parser's requests (its prompt's first words).
const PARSER: &str = "semantic parser of ChatDB";

/// A server whose semantic parser declines, whose Analyst and Architect
/// reply `analyst` / `architect`, and whose SQL generator replies `sql`.
async fn scripted(sql: &str) -> wiremock::MockServer {
    scripted_agents(
        sql,
        json!({"target": null, "label": null, "write_mode": "overwrite", "select_part": "", "is_question": false}),
        json!({"pattern": "simple_etl", "layer": "dws", "risks": []}),
    )
    .await
}

async fn scripted_agents(sql: &str, analyst: Json, architect: Json) -> wiremock::MockServer {
    use wiremock::matchers::{body_string_contains, method};
    use wiremock::{Mock, ResponseTemplate};
    let reply = |content: Json| {
        json!({
            "choices": [{"message": {"role": "assistant", "content": content.to_string()}}],
            "usage": {"prompt_tokens": 100, "completion_tokens": 20}
        })
    };
    let server = wiremock::MockServer::start().await;
    for (marker, answer) in [
        ("Analyst of ChatDB", analyst),
        ("Architect of ChatDB", architect),
    ] {
        Mock::given(method("POST"))
            .and(body_string_contains(marker))
            .respond_with(ResponseTemplate::new(200).set_body_json(reply(answer)))
            .with_priority(1)
            .mount(&server)
            .await;
    }
    Mock::given(method("POST"))
        .and(body_string_contains(PARSER))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(reply(json!({"expressible": false, "reason": "scripted"}))),
        )
        .with_priority(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(reply(json!({"sql": sql, "explanation": "scripted"}))),
        )
        .mount(&server)
        .await;
    server
}

/// A fresh workspace and a copy of the demo (with its semantic layer);
/// the directories live as long as the first value.
fn demo() -> ([tempfile::TempDir; 2], Workspace, DataSource) {
    let home = tempfile::tempdir().expect("home");
    let data = tempfile::tempdir().expect("data");
    let ws = Workspace::at(home.path());
    let built = ws.demo(false, &mut |_| {}).expect("demo builds");
    let to = data.path().join("shop.duckdb");
    std::fs::copy(&built.database, &to).expect("copy");
    std::fs::copy(&built.semantic_yaml, data.path().join("shop.semantic.yaml")).expect("copy yaml");
    ([home, data], ws, DataSource::DuckDb { path: Some(to) })
}

async fn run_with_model(
    ws: &Workspace,
    source: &DataSource,
    server: &wiremock::MockServer,
    request: &str,
) -> chatdb_etl::EtlRecord {
    let spec = format!("openai-compatible:scripted@{}/v1", server.uri());
    let client = chatdb_flow::model_client(Some(&spec), None)
        .expect("model spec")
        .expect("a client");
    common::run(ws, source, request, Some(&client)).await
}

#[tokio::test(flavor = "multi_thread")]
async fn a_model_answers_what_the_engine_cannot_and_its_writes_are_refused() {
    let (_dirs, ws, source) = demo();
    let request = "每个大区的网点数，写入 dws_region_stores";
    // The engine alone can't place 网点 (outlets, a word the semantic layer
    // does not give the stores): a model must say it counts the stores.
    let offline = common::apply(&ws, &source, request).await;
    assert_eq!(offline.status, EtlStatus::Failed, "{}", offline.message);
    assert_eq!(offline.llm_calls, 0);
    // With the model, its SQL fills the target.
    let server = scripted(
        "SELECT r.region_name, COUNT(*) AS store_count FROM stores s JOIN regions r ON r.region_id = s.region_id GROUP BY r.region_name",
    )
    .await;
    let record = run_with_model(&ws, &source, &server, request).await;
    assert_eq!(record.status, EtlStatus::Done, "{}", record.message);
    assert!(record.llm_calls >= 1, "{record:?}");
    assert!(record.tokens > 0);
    let regions = common::scalar(&source, "SELECT COUNT(*) FROM regions").await;
    assert_eq!(
        record.targets[0].rows.map(|r| r.to_string()),
        Some(regions.clone())
    );
    let stores = common::scalar(&source, "SELECT SUM(store_count) FROM dws_region_stores").await;
    assert_eq!(
        stores,
        common::scalar(&source, "SELECT COUNT(*) FROM stores").await
    );
    // A model that answers with a write: the guard refuses it, nothing is
    // built and the source keeps its tables.
    let server = scripted("DROP TABLE stores").await;
    let record = run_with_model(
        &ws,
        &source,
        &server,
        "每个城市的网点数，写入 dws_city_stores",
    )
    .await;
    assert_eq!(record.status, EtlStatus::Failed, "{}", record.message);
    assert!(record.targets.iter().all(|t| !t.applied));
    assert!(
        common::scalar(&source, "SELECT COUNT(*) FROM stores")
            .await
            .parse::<u64>()
            .unwrap_or(0)
            > 0
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn the_analyst_and_architect_read_what_the_rules_cannot() {
    let (_dirs, ws, source) = demo();
    // No sink the rules can read: offline, nothing is built.
    let request = "Revenue per region, keep it as region_rev_v2 for the dashboard";
    let offline = common::apply(&ws, &source, request).await;
    assert_eq!(offline.status, EtlStatus::Failed, "{}", offline.message);
    let server = scripted_agents(
        "SELECT 1",
        json!({"target": "region_rev_v2", "label": "dashboard revenue", "write_mode": "overwrite",
               "select_part": "Revenue per region", "is_question": false}),
        json!({"pattern": "simple_etl", "layer": "ads", "risks": ["late orders change past months"]}),
    )
    .await;
    let record = run_with_model(&ws, &source, &server, request).await;
    assert_eq!(record.status, EtlStatus::Done, "{}", record.message);
    let intent = record.intent.as_ref().expect("intent");
    assert_eq!(intent.target.name, "region_rev_v2");
    assert_eq!(intent.target.grain, vec!["region_name".to_string()]);
    let plan = record.plan.as_ref().expect("plan");
    // The target (the last model) takes the model's layer; the rules'
    // layering over a wide model of the join stays, and with it the
    // pattern, though the model said simple_etl.
    let target = plan.models.last().expect("the target");
    assert_eq!(target.name, "region_rev_v2");
    assert_eq!(target.layer, "ads", "the Architect's layer: {plan:?}");
    assert_eq!(plan.models.len(), 2, "{plan:?}");
    assert_eq!(plan.pattern, chatdb_etl::plan::Pattern::WideTable);
    assert!(
        plan.risks.iter().any(|r| r.contains("late orders")),
        "{plan:?}"
    );
    // The Analyst and the Architect were asked; the select part was the
    // engine's (no SQL generator call, whose scripted SQL would not group).
    assert_eq!(record.llm_calls, 2, "{:?}", record.trace);
    assert_eq!(
        record.targets[0].rows.map(|r| r.to_string()),
        Some(common::scalar(&source, "SELECT COUNT(*) FROM regions").await)
    );
    // A target that is not an identifier is not taken: nothing is built.
    let server = scripted_agents(
        "SELECT 1",
        json!({"target": "region; DROP TABLE orders", "label": null, "write_mode": "overwrite",
               "select_part": "Revenue per region", "is_question": false}),
        json!({"pattern": "simple_etl", "layer": "ads", "risks": []}),
    )
    .await;
    let record = run_with_model(&ws, &source, &server, request).await;
    assert!(record.targets.iter().all(|t| !t.applied));
    assert_ne!(record.status, EtlStatus::Done, "{}", record.message);
    assert!(
        common::scalar(&source, "SELECT COUNT(*) FROM orders")
            .await
            .parse::<u64>()
            .unwrap_or(0)
            > 0
    );
}

/// A chat completion whose message is `content` (a JSON reply).
fn completion(content: Json) -> Json {
    json!({
        "choices": [{"message": {"role": "assistant", "content": content.to_string()}}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 20}
    })
}

/// A chat completion that calls `calls` (tool name, SQL argument).
fn tool_calls(calls: &[(&str, &str)]) -> Json {
    let calls: Vec<Json> = calls
        .iter()
        .enumerate()
        .map(|(i, (name, sql))| {
            json!({"id": format!("call_{i}"), "type": "function",
                   "function": {"name": name, "arguments": json!({"sql": sql}).to_string()}})
        })
        .collect();
    json!({
        "choices": [{"message": {"role": "assistant", "content": null, "tool_calls": calls}}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 20}
    })
}

/// Marks the Developer's requests.
const DEVELOPER: &str = "Developer of ChatDB";

/// Like [`scripted`], with a Developer that replies `replies` in turn,
/// one each.
async fn scripted_developer(sql: &str, replies: Vec<Json>) -> wiremock::MockServer {
    use wiremock::matchers::{body_string_contains, method};
    use wiremock::{Mock, ResponseTemplate};
    let server = scripted(sql).await;
    for (i, reply) in replies.into_iter().enumerate() {
        Mock::given(method("POST"))
            .and(body_string_contains(DEVELOPER))
            .respond_with(ResponseTemplate::new(200).set_body_json(reply))
            .up_to_n_times(1)
            .with_priority(1 + i as u8)
            .mount(&server)
            .await;
    }
    server
}

/// The bodies of the Developer's requests the server received.
async fn developer_requests(server: &wiremock::MockServer) -> Vec<Json> {
    server
        .received_requests()
        .await
        .unwrap_or_default()
        .iter()
        .filter_map(|r| serde_json::from_slice::<Json>(&r.body).ok())
        .filter(|b| b.to_string().contains(DEVELOPER))
        .collect()
}

/// Stores per region grouped by one more column: one row per region and
/// store type, so the target's key (the region) repeats.
const REPEATS_REGIONS: &str = "SELECT r.region_name, COUNT(*) AS store_count FROM stores s JOIN regions r ON r.region_id = s.region_id GROUP BY r.region_name, s.store_type";
const ONE_ROW_PER_REGION: &str = "SELECT r.region_name, COUNT(*) AS store_count FROM stores s JOIN regions r ON r.region_id = s.region_id GROUP BY r.region_name";

#[tokio::test(flavor = "multi_thread")]
async fn the_developer_repairs_a_failed_workflow_with_its_own_tools_only() {
    let (_dirs, ws, source) = demo();
    let request = "每个大区的网点数，写入 dws_region_stores";
    // The select part the model wrote repeats the key; the Developer's
    // model first calls a tool it is not given and one it is, then answers.
    let server = scripted_developer(
        REPEATS_REGIONS,
        vec![
            tool_calls(&[
                ("execute_sql", "SELECT COUNT(*) FROM stores"),
                ("validate_sql", ONE_ROW_PER_REGION),
            ]),
            completion(json!({"sql": ONE_ROW_PER_REGION, "explanation": "one row per region"})),
        ],
    )
    .await;
    let record = run_with_model(&ws, &source, &server, request).await;
    assert_eq!(
        record.status,
        EtlStatus::Done,
        "{} {:?}",
        record.message,
        record.trace
    );
    assert_eq!(
        record.targets[0].rows.map(|r| r.to_string()),
        Some(common::scalar(&source, "SELECT COUNT(*) FROM regions").await)
    );
    assert_eq!(
        common::scalar(&source, "SELECT SUM(store_count) FROM dws_region_stores").await,
        common::scalar(&source, "SELECT COUNT(*) FROM stores").await
    );
    let intent = record.intent.as_ref().expect("intent");
    assert!(
        !intent.select_sql.contains("store_type"),
        "the repaired select part is applied: {}",
        intent.select_sql
    );
    let repair = record
        .trace
        .iter()
        .find(|s| s.agent == "repair" && s.detail.starts_with("repair 1"))
        .unwrap_or_else(|| panic!("a repair step: {:?}", record.trace));
    assert!(
        repair.detail.contains("execute_sql: refused")
            && repair.detail.contains("validate_sql: ok"),
        "{}",
        repair.detail
    );
    // The tests failed before the repair and passed after it.
    let testers: Vec<&str> = record
        .trace
        .iter()
        .filter(|s| s.agent == "tester")
        .map(|s| s.detail.as_str())
        .collect();
    assert_eq!(testers.len(), 2, "{testers:?}");
    assert!(!testers[0].ends_with(" 0 failed"), "{testers:?}");
    assert!(testers[1].ends_with(" 0 failed"), "{testers:?}");
    // The Developer was offered only its tools, and told what failed.
    let asked = developer_requests(&server).await;
    assert_eq!(asked.len(), 2, "a tool round, then the answer");
    let offered: Vec<&str> = asked[0]["tools"]
        .as_array()
        .expect("tools offered")
        .iter()
        .filter_map(|t| t["function"]["name"].as_str())
        .collect();
    assert_eq!(offered, vec!["get_schema", "validate_sql"]);
    let told = asked[0].to_string();
    assert!(
        told.contains("store_type") && told.contains("What failed"),
        "{told}"
    );
    assert!(
        asked[1].to_string().contains("is not available to you"),
        "the refusal is the tool's result"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn the_developers_repairs_are_bounded_and_nothing_is_written_when_they_fail() {
    let (_dirs, ws, source) = demo();
    let request = "每个大区的网点数，写入 dws_region_stores";
    let also_repeats =
        |column: &str| REPEATS_REGIONS.replace("s.store_type", &format!("s.{column}"));
    // Three repairs that still repeat the key; a fourth would be right.
    let mut replies: Vec<Json> = ["city", "store_id", "opened_on"]
        .iter()
        .map(|c| completion(json!({"sql": also_repeats(c)})))
        .collect();
    replies.push(completion(json!({"sql": ONE_ROW_PER_REGION})));
    let server = scripted_developer(REPEATS_REGIONS, replies).await;
    let record = run_with_model(&ws, &source, &server, request).await;
    assert_eq!(record.status, EtlStatus::NeedsReview, "{}", record.message);
    assert!(record.targets.iter().all(|t| !t.applied));
    assert!(
        common::rows(&source, "SELECT COUNT(*) FROM dws_region_stores")
            .await
            .is_err(),
        "nothing is written"
    );
    let rounds = record
        .trace
        .iter()
        .filter(|s| s.agent == "repair" && s.detail.starts_with("repair "))
        .count();
    assert_eq!(rounds, chatdb_etl::repair::MAX_ROUNDS, "{:?}", record.trace);
    let asked = developer_requests(&server).await;
    assert_eq!(asked.len(), chatdb_etl::repair::MAX_ROUNDS);
    // Each round is shown the repairs that failed before it.
    assert!(
        asked[2].to_string().contains("s.city"),
        "the third round sees the first repair"
    );
    // A model that repeats itself is stopped at once.
    let server = scripted_developer(
        REPEATS_REGIONS,
        vec![completion(json!({"sql": REPEATS_REGIONS}))],
    )
    .await;
    let record = run_with_model(&ws, &source, &server, request).await;
    assert_eq!(record.status, EtlStatus::NeedsReview, "{}", record.message);
    assert!(
        record
            .trace
            .iter()
            .any(|s| s.detail.contains("the same SQL as before")),
        "{:?}",
        record.trace
    );
}

/// The agents' run over `source` with `llm`, asked to apply after the
/// user's approval (`--confirm`), or continued in `thread` with `answer`.
async fn confirmed(
    ws: &Workspace,
    source: &DataSource,
    llm: Option<&chatdb_llm::LlmClient>,
    run: Result<&str, (&str, &str)>,
    max_steps: u32,
) -> chatdb_etl::EtlRecord {
    use chatdb_flow::pipeline::RunOptions;
    let loaded = chatdb_flow::source::LoadedSource::load(ws, source.clone(), None, &mut |_| {})
        .await
        .expect("loads");
    let mut options = chatdb_etl::EtlOptions {
        apply: true,
        confirm: true,
        ..chatdb_etl::EtlOptions::new(
            RunOptions::at(chrono::Local::now().naive_local()),
            ws.dir().to_path_buf(),
        )
    };
    options.max_steps = max_steps;
    let store = ws.store(None).await.expect("the thread store");
    let etl = chatdb_etl::Etl {
        source: std::sync::Arc::new(loaded),
        llm,
        store: Some(store.as_ref()),
    };
    match run {
        Ok(request) => etl.run(request, options).await,
        Err((thread, answer)) => etl
            .resume(thread, answer, options)
            .await
            .expect("the run waits"),
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn an_approved_workflow_goes_on_from_its_checkpoint_without_asking_the_model_again() {
    let (_dirs, ws, source) = demo();
    let request = "每个大区的网点数，写入 dws_region_stores";
    let server = scripted(ONE_ROW_PER_REGION).await;
    let spec = format!("openai-compatible:scripted@{}/v1", server.uri());
    let client = chatdb_flow::model_client(Some(&spec), None)
        .expect("model spec")
        .expect("a client");
    let waiting = confirmed(&ws, &source, Some(&client), Ok(request), 40).await;
    assert_eq!(
        waiting.status,
        EtlStatus::Clarification,
        "{}",
        waiting.message
    );
    assert!(waiting.llm_calls >= 1, "the model placed the select part");
    assert_eq!(
        waiting.trace.last().map(|s| s.agent),
        Some("feedback"),
        "{:?}",
        waiting.trace
    );
    assert!(
        common::rows(&source, "SELECT COUNT(*) FROM dws_region_stores")
            .await
            .is_err(),
        "nothing is written before approval"
    );
    let asked = server.received_requests().await.unwrap_or_default().len();
    // Approved in another run: the checkpointed models are checked again
    // and written; no agent before the Reviewer runs again.
    let done = confirmed(
        &ws,
        &source,
        Some(&client),
        Err((&waiting.thread_id, "approve")),
        40,
    )
    .await;
    assert_eq!(done.status, EtlStatus::Done, "{}", done.message);
    assert_eq!(done.llm_calls, 0);
    assert_eq!(
        server.received_requests().await.unwrap_or_default().len(),
        asked,
        "no model call after the approval"
    );
    let agents: Vec<&str> = done.trace.iter().map(|s| s.agent).collect();
    assert_eq!(
        agents,
        ["reviewer", "tester", "learning", "finalize"],
        "{:?}",
        done.trace
    );
    assert_eq!(done.models, waiting.models, "what was approved is written");
    assert_eq!(
        done.targets[0].rows.map(|r| r.to_string()),
        Some(common::scalar(&source, "SELECT COUNT(*) FROM regions").await)
    );
    // The thread waits no more.
    let store = ws.store(None).await.expect("the thread store");
    let again = chatdb_etl::Etl {
        source: std::sync::Arc::new(
            chatdb_flow::source::LoadedSource::load(&ws, source.clone(), None, &mut |_| {})
                .await
                .expect("loads"),
        ),
        llm: None,
        store: Some(store.as_ref()),
    }
    .resume(
        &waiting.thread_id,
        "approve",
        chatdb_etl::EtlOptions::new(
            chatdb_flow::pipeline::RunOptions::at(chrono::Local::now().naive_local()),
            ws.dir().to_path_buf(),
        ),
    )
    .await;
    assert!(again.is_err(), "an ended run can't be resumed");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_agents_run_within_the_step_limit() {
    let (_dirs, ws, source) = demo();
    let record = confirmed(
        &ws,
        &source,
        None,
        Ok("各渠道的订单数写入 dws_channel_orders"),
        2,
    )
    .await;
    assert_eq!(record.status, EtlStatus::Failed);
    assert_eq!(
        record.message, "stopped after 2 steps (the limit) before architect",
        "{:?}",
        record.trace
    );
    let agents: Vec<&str> = record.trace.iter().map(|s| s.agent).collect();
    assert_eq!(agents, ["knowledge", "analyst"]);
}
