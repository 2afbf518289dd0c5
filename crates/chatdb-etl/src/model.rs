//! The model strategies of the Analyst and the Architect, used when a
//! model is configured: each asks for a structured reply (a JSON object
//! matching a schema, read tolerantly and validated by `chatdb_llm`), and
//! what comes back is checked before it is used — a target must be an
//! identifier, a layer one of the known ones. The rules stay the default;
//! the model fills what they could not read. No tools are offered to
//! either agent: the Analyst and the Architect read and plan, the only
//! SQL that runs is the select part, which goes through the guard.

use crate::plan::ArchitecturePlan;
use crate::request::{Sink, WriteMode};
use chatdb_llm::{ChatRequest, LlmClient, Message};
use serde_json::{json, Value as Json};

/// What a model call cost.
#[derive(Debug, Clone, Copy, Default)]
pub struct Cost {
    pub calls: u32,
    pub tokens: u64,
}

const ANALYST: &str = "You are the Analyst of ChatDB's ETL workflow. A data engineer asked for a table to be built. Read the request and reply with one JSON object: `target` — the table to write, as an identifier (letters, digits, _; schema.table allowed), or null when the request names none; `label` — how the request names the table in words, or null; `write_mode` — overwrite, append, incremental or merge; `select_part` — the request without the part about where the result goes: what to compute, in the request's own language; `is_question` — true when this asks a question to be answered rather than a table to be built.";

const ARCHITECT: &str = "You are the Architect of ChatDB's ETL workflow. Given the request, the target and what it reads, reply with one JSON object: `pattern` — simple_etl, wide_table or star_schema; `layer` — the warehouse layer of the target: ods, dwd, dws, ads, staging, intermediate or mart; `risks` — short sentences on what could go wrong (fan-out joins, late data, NULL keys …).";

fn analyst_schema() -> Json {
    json!({
        "type": "object",
        "properties": {
            "target": {"type": ["string", "null"]},
            "label": {"type": ["string", "null"]},
            "write_mode": {"type": "string", "enum": ["overwrite", "append", "incremental", "merge"]},
            "select_part": {"type": "string"},
            "is_question": {"type": "boolean"}
        },
        "required": ["target", "write_mode", "select_part", "is_question"]
    })
}

fn architect_schema() -> Json {
    json!({
        "type": "object",
        "properties": {
            "pattern": {"type": "string", "enum": ["simple_etl", "wide_table", "star_schema"]},
            "layer": {"type": "string"},
            "risks": {"type": "array", "items": {"type": "string"}}
        },
        "required": ["pattern", "layer", "risks"]
    })
}

fn request(system: &str, user: String) -> ChatRequest {
    ChatRequest {
        system: system.to_string(),
        messages: vec![Message::user(user)],
        max_tokens: 512,
        temperature: 0.0,
        ..ChatRequest::default()
    }
}

/// The model's reading of a request's sink, merged into what the rules
/// read: it fills the target (when it is a valid identifier), the label,
/// the write mode and the select part only where the rules found none.
/// `Ok(true)` when the model says the request is a question.
pub async fn read_sink(
    client: &LlmClient,
    request_text: &str,
    tables: &[String],
    sink: &mut Sink,
) -> Result<(bool, Cost), String> {
    let user = format!(
        "Request: {request_text}\nTables in the database: {}",
        tables.join(", ")
    );
    let reply = client
        .structured(&request(ANALYST, user), &analyst_schema())
        .await
        .map_err(|e| e.to_string())?;
    let cost = Cost {
        calls: reply.calls,
        tokens: reply.usage.total(),
    };
    let v = &reply.value;
    if v["is_question"].as_bool() == Some(true) {
        return Ok((true, cost));
    }
    if sink.table.is_none() {
        sink.table = v["target"]
            .as_str()
            .map(|t| t.trim().trim_matches('`').to_lowercase())
            .filter(|t| crate::request::is_identifier(t));
        if sink.table.is_some() {
            if let Some(rest) = v["select_part"].as_str().filter(|r| !r.trim().is_empty()) {
                sink.rest = rest.trim().to_string();
            }
        }
    }
    if sink.label.is_none() {
        sink.label = v["label"].as_str().map(str::to_string);
    }
    if !sink.mode_stated {
        if let Some(mode) = v["write_mode"].as_str() {
            sink.write_mode = match mode {
                "append" => WriteMode::Append,
                "incremental" => WriteMode::Incremental { column: None },
                "merge" => WriteMode::Merge { key: Vec::new() },
                _ => WriteMode::Overwrite,
            };
            sink.mode_stated = mode != "overwrite";
        }
    }
    Ok((false, cost))
}

/// The model's view of the plan, merged into the rules' plan: its
/// pattern and layer when they are known names (the pattern only for a
/// one-model plan, and never a star — a plan the rules layered over a
/// wide model or drew as a star is built as planned; the layer only when
/// the target's name doesn't declare one), its risks added.
pub async fn review_plan(
    client: &LlmClient,
    request_text: &str,
    plan: &mut ArchitecturePlan,
    layer_declared: bool,
) -> Result<Cost, String> {
    // The target is the last model, after the models it reads.
    let model = plan.models.last();
    let reads: Vec<&str> = plan
        .models
        .iter()
        .flat_map(|m| m.sources.iter().map(String::as_str))
        .collect();
    let models: Vec<String> = plan
        .models
        .iter()
        .map(|m| format!("{} ({}, {})", m.name, m.layer, m.materialized))
        .collect();
    let user = format!(
        "Request: {request_text}\nTarget: {}\nReads: {}\nRules' plan: pattern {:?}, layer {}, models {}",
        model.map_or("", |m| m.name.as_str()),
        reads.join(", "),
        plan.pattern,
        model.map_or("", |m| m.layer.as_str()),
        models.join(" → "),
    );
    let layered = plan.models.len() > 1;
    let reply = client
        .structured(&request(ARCHITECT, user), &architect_schema())
        .await
        .map_err(|e| e.to_string())?;
    let v = &reply.value;
    plan.pattern = match v["pattern"].as_str() {
        _ if layered => plan.pattern,
        Some("wide_table") => crate::plan::Pattern::WideTable,
        // Dimensions are models the rules build from the select part
        // ([`crate::star`]): a one-model plan can't be a star.
        Some("star_schema") => {
            plan.risks.push(
                "(model) the model sees a star schema here: ask for one (星型模型 / star schema) to build the dimensions as tables of their own".into(),
            );
            plan.pattern
        }
        Some("simple_etl") => crate::plan::Pattern::SimpleEtl,
        _ => plan.pattern,
    };
    let layer = v["layer"].as_str().unwrap_or("").to_lowercase();
    const LAYERS: &[&str] = &[
        "ods",
        "dwd",
        "dws",
        "ads",
        "staging",
        "intermediate",
        "mart",
    ];
    if !layer_declared && LAYERS.contains(&layer.as_str()) {
        if let Some(m) = plan.models.last_mut() {
            m.layer = layer.clone();
        }
        if let Some(last) = plan.layers.last_mut() {
            *last = layer;
        }
    }
    for r in v["risks"].as_array().into_iter().flatten() {
        if let Some(r) = r.as_str().filter(|r| !r.trim().is_empty()) {
            plan.risks.push(format!("(model) {}", r.trim()));
        }
    }
    Ok(Cost {
        calls: reply.calls,
        tokens: reply.usage.total(),
    })
}
