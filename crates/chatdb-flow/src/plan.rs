//! Analysis plans (seed 003): steps with exact tool names, checkpoints for
//! multi-step analyses, and the validation that corrects a plan before it
//! runs (a consultation never runs SQL).

use chatdb_core::RequestType;
use chatdb_knowledge::SchemaLevel;
use serde::{Deserialize, Serialize};

/// The tools a plan may call, by their exact names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tool {
    GetDataSourceContext,
    ExecuteSql,
    PythonExecutor,
    WebSearch,
    WebFetch,
}

impl Tool {
    /// Every tool.
    pub const ALL: [Tool; 5] = [
        Tool::GetDataSourceContext,
        Tool::ExecuteSql,
        Tool::PythonExecutor,
        Tool::WebSearch,
        Tool::WebFetch,
    ];

    /// The exact name seed 003 uses.
    pub fn name(self) -> &'static str {
        match self {
            Tool::GetDataSourceContext => "get_data_source_context",
            Tool::ExecuteSql => "execute_sql",
            Tool::PythonExecutor => "python_executor",
            Tool::WebSearch => "web_search",
            Tool::WebFetch => "web_fetch",
        }
    }
}

/// One step of a plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlanStep {
    /// 1-based, ascending.
    pub step_num: u32,
    pub tool: Tool,
    pub purpose: String,
    /// The step's input (a question or SQL).
    pub input: String,
    pub depends_on: Vec<u32>,
    /// For `get_data_source_context`.
    pub schema_level: Option<SchemaLevel>,
    /// For `execute_sql`: overview, breakdown, trend, detail.
    pub query_type: Option<String>,
    pub is_checkpoint: bool,
}

/// A plan for one request.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AnalysisPlan {
    pub request_type: RequestType,
    pub steps: Vec<PlanStep>,
    /// Step numbers that are checkpoints (progress is reported and the run
    /// may be resumed there).
    pub checkpoints: Vec<u32>,
}

impl AnalysisPlan {
    /// The tools the plan will call, in order.
    pub fn tools(&self) -> Vec<Tool> {
        self.steps.iter().map(|s| s.tool).collect()
    }
}

/// One query a multi-step analysis runs, named by its role.
#[derive(Debug, Clone, PartialEq)]
pub struct PlannedQuery {
    pub query_type: String,
    pub purpose: String,
    pub input: String,
}

/// The plan for a request: consultations read the schema once; data
/// questions read the schema and run SQL; multi-step analyses run each of
/// `queries` with a checkpoint after each.
pub fn plan(request: RequestType, question: &str, queries: &[PlannedQuery]) -> AnalysisPlan {
    let mut steps = Vec::new();
    let context = |n: u32, level: SchemaLevel| PlanStep {
        step_num: n,
        tool: Tool::GetDataSourceContext,
        purpose: "read the schema".into(),
        input: question.into(),
        depends_on: vec![],
        schema_level: Some(level),
        query_type: None,
        is_checkpoint: false,
    };
    match request {
        RequestType::Consultation => steps.push(context(1, SchemaLevel::Basic)),
        RequestType::Chitchat | RequestType::Trivial | RequestType::WebSearch => {}
        RequestType::MultiStepAnalysis => {
            steps.push(context(1, SchemaLevel::Detailed));
            for (i, q) in queries.iter().enumerate() {
                let n = i as u32 + 2;
                steps.push(PlanStep {
                    step_num: n,
                    tool: Tool::ExecuteSql,
                    purpose: q.purpose.clone(),
                    input: q.input.clone(),
                    depends_on: vec![1],
                    schema_level: None,
                    query_type: Some(q.query_type.clone()),
                    is_checkpoint: true,
                });
            }
        }
        _ => {
            steps.push(context(1, chatdb_knowledge::level_for(request)));
            steps.push(PlanStep {
                step_num: 2,
                tool: Tool::ExecuteSql,
                purpose: "answer the question".into(),
                input: question.into(),
                depends_on: vec![1],
                schema_level: None,
                query_type: Some("detail".into()),
                is_checkpoint: false,
            });
        }
    }
    let mut checkpoints: Vec<u32> = steps
        .iter()
        .filter(|s| s.is_checkpoint)
        .map(|s| s.step_num)
        .collect();
    if request == RequestType::MultiStepAnalysis && checkpoints.is_empty() {
        // Even a plan with nothing to query reports once it has read the schema.
        if let Some(s) = steps.first_mut() {
            s.is_checkpoint = true;
            checkpoints.push(s.step_num);
        }
    }
    AnalysisPlan {
        request_type: request,
        steps,
        checkpoints,
    }
}

/// Corrects a plan before it runs and says what it changed: consultations
/// lose SQL steps; steps get the fields their tool needs; numbering is
/// made ascending from 1.
pub fn validate(mut plan: AnalysisPlan) -> (AnalysisPlan, Vec<String>) {
    let mut warnings = Vec::new();
    if plan.request_type == RequestType::Consultation
        && plan.steps.iter().any(|s| s.tool == Tool::ExecuteSql)
    {
        plan.steps.retain(|s| s.tool != Tool::ExecuteSql);
        warnings.push(
            "removed execute_sql from a consultation plan: consultations run no SQL".to_string(),
        );
    }
    for s in &mut plan.steps {
        if s.tool == Tool::GetDataSourceContext && s.schema_level.is_none() {
            s.schema_level = Some(chatdb_knowledge::level_for(plan.request_type));
            warnings.push(format!(
                "step {}: added the missing schema level",
                s.step_num
            ));
        }
        if s.tool == Tool::ExecuteSql && s.query_type.as_deref().is_none_or(str::is_empty) {
            s.query_type = Some("detail".into());
            warnings.push(format!("step {}: added the missing query type", s.step_num));
        }
    }
    let renumber: Vec<(u32, u32)> = plan
        .steps
        .iter()
        .enumerate()
        .map(|(i, s)| (s.step_num, i as u32 + 1))
        .collect();
    let map = |n: u32| renumber.iter().find(|(o, _)| *o == n).map(|(_, m)| *m);
    for s in &mut plan.steps {
        s.step_num = map(s.step_num).unwrap_or(s.step_num);
        s.depends_on = s.depends_on.iter().filter_map(|d| map(*d)).collect();
    }
    plan.checkpoints = plan
        .steps
        .iter()
        .filter(|s| s.is_checkpoint)
        .map(|s| s.step_num)
        .collect();
    (plan, warnings)
}
