//! The tools and resources. Each tool resolves the caller (from the HTTP
//! request, or unrestricted on stdio), the source it names, and answers
//! with structured JSON — or a tool error that says what went wrong.

use crate::bound;
use crate::Backend;
use chatdb_connect::QueryOptions;
use chatdb_flow::feedback::{FeedbackError, FeedbackRequest};
use chatdb_flow::schema_view::SchemaView;
use chatdb_flow::{Caller, LoadedSource, RunOptions, Session, SourceEntry, Verdict};
use chatdb_knowledge::render::{self, Detail, Selection, TableSelection};
use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::handler::server::wrapper::Parameters;
use rmcp::model::*;
use rmcp::service::RequestContext;
use rmcp::{schemars, tool, tool_handler, tool_router, ErrorData, RoleServer, ServerHandler};
use serde::Deserialize;
use serde_json::{json, Value as Json};
use std::sync::Arc;

/// The MCP handler: one per client session, sharing the backend.
#[derive(Clone)]
pub struct ChatDbTools {
    backend: Arc<Backend>,
    tool_router: ToolRouter<ChatDbTools>,
}

/// A source to read (the caller's default when omitted).
#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct SourceArg {
    /// Source id from list_sources (default: the first one you may use).
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct TableArgs {
    /// Source id (default: the first one you may use).
    #[serde(default)]
    pub source: Option<String>,
    /// The table's name, as list_tables gives it.
    pub table: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct QuestionArgs {
    /// Source id (default: the first one you may use).
    #[serde(default)]
    pub source: Option<String>,
    /// A question in Chinese or English.
    pub question: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct AskArgs {
    /// Source id (default: the first one you may use).
    #[serde(default)]
    pub source: Option<String>,
    /// A question in Chinese or English, e.g. "每个地区去年的销售额是多少？".
    pub question: String,
    /// A thread id from an earlier answer, to ask a follow-up ("那去年呢？")
    /// or to answer a clarification.
    #[serde(default)]
    pub thread: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct SqlArgs {
    /// Source id (default: the first one you may use).
    #[serde(default)]
    pub source: Option<String>,
    /// One read-only SQL query in the source's dialect.
    pub sql: String,
    /// Rows to return (at most the server's limit).
    #[serde(default)]
    pub max_rows: Option<usize>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct CheckArgs {
    /// Source id (default: the first one you may use).
    #[serde(default)]
    pub source: Option<String>,
    /// The SQL to check.
    pub sql: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct FeedbackArgs {
    /// The run id of an `ask` answer.
    pub run_id: String,
    /// `up`, `down` or `correction`.
    pub verdict: String,
    /// Why, for `down`.
    #[serde(default)]
    pub reason: Option<String>,
    /// The corrected SQL, for `correction` (it must pass the guard and run).
    #[serde(default)]
    pub sql: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct LineageArgs {
    /// Source id (default: the first one you may use).
    #[serde(default)]
    pub source: Option<String>,
    /// The table whose lineage to follow.
    pub table: String,
    /// One of its columns, for column-level lineage.
    #[serde(default)]
    pub column: Option<String>,
    /// "upstream" (where the data comes from, the default) or "downstream".
    #[serde(default)]
    pub direction: Option<String>,
    /// Steps to follow (default 5, at most 20).
    #[serde(default)]
    pub depth: Option<usize>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct TablesArgs {
    /// Source id (default: the first one you may use).
    #[serde(default)]
    pub source: Option<String>,
    /// Only these tables (default: all you may read).
    #[serde(default)]
    pub tables: Vec<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct EtlArgs {
    /// Source id (default: the first one you may use).
    #[serde(default)]
    pub source: Option<String>,
    /// What to build and where it goes, e.g. "按月汇总销售额，写入 dws_sales_monthly"
    /// or "revenue per region into dws_region_revenue". To answer the
    /// question a run waits on, pass its thread and the answer here.
    pub request: String,
    /// The target table, overriding the request's.
    #[serde(default)]
    pub target: Option<String>,
    /// The thread of a run waiting on an answer (the target's name).
    #[serde(default)]
    pub thread: Option<String>,
}

/// A tool's outcome: structured JSON, or a message for the caller.
type Outcome = Result<Json, String>;

fn result(outcome: Outcome) -> Result<CallToolResult, ErrorData> {
    Ok(match outcome {
        Ok(value) => CallToolResult::structured(value),
        Err(message) => CallToolResult::error(vec![ContentBlock::text(message)]),
    })
}

/// The caller of a request: on HTTP, the one the server's token middleware
/// put in the request (none there means no access at all); on stdio, a
/// local client, unrestricted.
fn caller(ctx: &RequestContext<RoleServer>) -> Result<Caller, String> {
    match ctx.extensions.get::<axum::http::request::Parts>() {
        Some(parts) => parts
            .extensions
            .get::<Caller>()
            .cloned()
            .ok_or_else(|| "this request carries no authenticated caller".to_string()),
        None => Ok(Caller::anyone()),
    }
}

impl ChatDbTools {
    /// A handler over the backend.
    pub fn new(backend: Arc<Backend>) -> ChatDbTools {
        ChatDbTools {
            backend,
            tool_router: Self::tool_router(),
        }
    }

    /// The source a caller names, loaded.
    async fn source(
        &self,
        caller: &Caller,
        id: Option<&str>,
    ) -> Result<(&SourceEntry, Arc<LoadedSource>), String> {
        let entry = self
            .backend
            .sources
            .for_caller(caller, id)
            .map_err(|e| e.to_string())?;
        let loaded = self
            .backend
            .sources
            .load(entry)
            .await
            .map_err(|e| format!("source {:?} is not available: {e}", entry.id))?;
        Ok((entry, loaded))
    }

    fn query_options(&self, max_rows: Option<usize>) -> QueryOptions {
        let limits = &self.backend.limits;
        QueryOptions {
            max_rows: max_rows
                .unwrap_or(limits.max_rows)
                .clamp(1, limits.max_rows),
            timeout: limits.query_timeout,
            cancel: chatdb_connect::CancellationToken::new(),
            ..QueryOptions::default()
        }
    }
}

#[tool_router]
impl ChatDbTools {
    #[tool(
        description = "List the data sources you may ask about: id, whether it is ready, its SQL dialect and table count.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn list_sources(
        &self,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        result(self.list_sources_impl(&ctx).await)
    }

    #[tool(
        description = "List a source's tables with their descriptions and row counts.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn list_tables(
        &self,
        Parameters(a): Parameters<SourceArg>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        result(self.schema_impl(&ctx, a.source.as_deref(), None).await)
    }

    #[tool(
        description = "Describe one table: columns with types, comments, keys and sample values.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn describe_table(
        &self,
        Parameters(a): Parameters<TableArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        result(
            self.schema_impl(&ctx, a.source.as_deref(), Some(&a.table))
                .await,
        )
    }

    #[tool(
        description = "The part of a source's schema a question needs: tables, columns, join paths and the stored values the question names.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn link_schema(
        &self,
        Parameters(a): Parameters<QuestionArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        result(self.link_impl(&ctx, a).await)
    }

    #[tool(
        description = "Ask a question about a source in Chinese or English. Returns the SQL, the rows, a short answer and a confidence; or a clarification with options (answer it with ask, passing the thread and your choice); or why it could not answer.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn ask(
        &self,
        Parameters(a): Parameters<AskArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        result(self.ask_impl(&ctx, a).await)
    }

    #[tool(
        description = "Run one read-only SQL query. It passes ChatDB's guard first (a single SELECT on the source's tables; no writes, files or system catalogs) and returns at most max_rows rows.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn run_sql(
        &self,
        Parameters(a): Parameters<SqlArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        result(self.run_sql_impl(&ctx, a).await)
    }

    #[tool(
        description = "Check SQL against ChatDB's read-only guard without running it: allowed or refused (with the reason and where), the statement as it would run, and lint warnings.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn check_sql(
        &self,
        Parameters(a): Parameters<CheckArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        result(self.check_impl(&ctx, a).await)
    }

    #[tool(
        description = "Table- or column-level lineage of a table: the steps its data comes from (upstream) or goes to (downstream), as stored by `chatdb lineage --dir` and `chatdb review` for this source, with the columns that filter, join or group its rows.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn get_table_lineage(
        &self,
        Parameters(a): Parameters<LineageArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        result(self.lineage_impl(&ctx, a).await)
    }

    #[tool(
        description = "The data-quality rules the semantic layer declares per table and column: not_null, unique, accepted_values, relationships, range, row_count, freshness, and which columns are sensitive.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn kg_quality_rules(
        &self,
        Parameters(a): Parameters<TablesArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        result(self.quality_impl(&ctx, a).await)
    }

    #[tool(
        description = "How tables join: the foreign keys the database declares and the join hints of the semantic layer (preferred paths marked).",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn kg_join_hints(
        &self,
        Parameters(a): Parameters<TablesArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        result(self.join_hints_impl(&ctx, a).await)
    }

    #[tool(
        description = "Plan a table from a request (\"每个大区的月销售额，写入 dws_region_monthly\"): the intent, the layered models with their SQL, the review's findings and the results of tests run in a sandbox. Nothing is written to the source (apply with the chatdb etl command). When the target is not named, the result asks for it: call again with the thread and the name as the request.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn plan_etl(
        &self,
        Parameters(a): Parameters<EtlArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        result(self.etl_impl(&ctx, a).await)
    }

    #[tool(
        description = "Give feedback on an ask answer: verdict up, down (with a reason) or correction (with the corrected SQL, which must pass the guard and run). Stored in ChatDB's own store; the data source is never written.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn feedback(
        &self,
        Parameters(a): Parameters<FeedbackArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        result(self.feedback_impl(&ctx, a).await)
    }
}

impl ChatDbTools {
    async fn lineage_impl(&self, ctx: &RequestContext<RoleServer>, a: LineageArgs) -> Outcome {
        let caller = caller(ctx)?;
        let (entry, loaded) = self.source(&caller, a.source.as_deref()).await?;
        let direction = match a
            .direction
            .as_deref()
            .map(str::to_ascii_lowercase)
            .as_deref()
        {
            None | Some("upstream") => chatdb_lineage::Direction::Upstream,
            Some("downstream") => chatdb_lineage::Direction::Downstream,
            Some(other) => {
                return Err(format!(
                    "direction {other:?}: use \"upstream\" or \"downstream\""
                ))
            }
        };
        let depth = a.depth.unwrap_or(5).clamp(1, 20);
        let graph = self
            .backend
            .sources
            .workspace()
            .lineage(&loaded.source)
            .load()
            .map_err(|e| e.to_string())?;
        if !graph.knows(&a.table) {
            return Err(format!(
                "no lineage is stored for {:?} in {}: run `chatdb lineage --db … --dir WORKFLOW` or `chatdb review --db … WORKFLOW` on the workflow that builds it",
                a.table, entry.id
            ));
        }
        let access = caller.access(&entry.id);
        let allowed = |t: &str| access.is_none_or(|p| p.allows_table(t));
        let table_of = |s: &str| s.rsplit_once('.').map_or(s, |(t, _)| t).to_string();
        let steps: Vec<_> = graph
            .walk(&a.table, a.column.as_deref(), direction, depth)
            .into_iter()
            .filter(|s| {
                let (from, to) = if a.column.is_some() {
                    (table_of(&s.from), table_of(&s.to))
                } else {
                    (s.from.clone(), s.to.clone())
                };
                allowed(&from) && allowed(&to)
            })
            .collect();
        let key = chatdb_lineage::analysis::relation_key(&a.table);
        let influences: Vec<_> = graph
            .influences
            .get(&key)
            .into_iter()
            .flatten()
            .filter(|i| allowed(&i.column.table))
            .collect();
        Ok(
            json!({"source": entry.id, "table": a.table, "column": a.column, "direction": direction, "steps": steps, "influences": influences}),
        )
    }

    async fn quality_impl(&self, ctx: &RequestContext<RoleServer>, a: TablesArgs) -> Outcome {
        let caller = caller(ctx)?;
        let (entry, loaded) = self.source(&caller, a.source.as_deref()).await?;
        let access = caller.access(&entry.id);
        let wanted = |t: &str| {
            access.is_none_or(|p| p.allows_table(t))
                && (a.tables.is_empty() || a.tables.iter().any(|w| w.eq_ignore_ascii_case(t)))
        };
        let mut tables = serde_json::Map::new();
        if let Some(layer) = &loaded.semantic {
            for (name, spec) in layer.tables.iter().filter(|(n, _)| wanted(n)) {
                let columns: serde_json::Map<String, Json> = spec
                    .columns
                    .iter()
                    .filter(|(_, c)| c.is_sensitive() || !c.quality.is_empty())
                    .map(|(c, cs)| {
                        (
                            c.clone(),
                            json!({"sensitive": cs.is_sensitive(), "rules": cs.quality}),
                        )
                    })
                    .collect();
                if columns.is_empty() && spec.quality.is_empty() {
                    continue;
                }
                tables.insert(
                    name.clone(),
                    json!({"table": spec.quality, "columns": columns}),
                );
            }
        }
        Ok(
            json!({"source": entry.id, "tables": tables, "note": if loaded.semantic.is_none() { Some("this source has no semantic layer; declare rules under tables.<t>.quality / columns.<c>.quality in its YAML") } else { None }}),
        )
    }

    async fn join_hints_impl(&self, ctx: &RequestContext<RoleServer>, a: TablesArgs) -> Outcome {
        let caller = caller(ctx)?;
        let (entry, loaded) = self.source(&caller, a.source.as_deref()).await?;
        let access = caller.access(&entry.id);
        let allowed = |t: &str| access.is_none_or(|p| p.allows_table(t));
        let touches = |l: &str, r: &str| {
            a.tables.is_empty()
                || a.tables
                    .iter()
                    .any(|w| w.eq_ignore_ascii_case(l) || w.eq_ignore_ascii_case(r))
        };
        let mut joins = Vec::new();
        for t in &loaded.catalog.schema.tables {
            let name = t.qualified_name();
            for fk in &t.foreign_keys {
                if allowed(&name) && allowed(&fk.ref_table) && touches(&name, &fk.ref_table) {
                    joins.push(json!({
                        "left": name, "left_columns": fk.columns,
                        "right": fk.ref_table, "right_columns": fk.ref_columns,
                        "kind": "foreign_key",
                    }));
                }
            }
        }
        if let Some(layer) = &loaded.semantic {
            for h in &layer.join_hints {
                let lt = h.left.rsplit_once('.').map_or(h.left.as_str(), |(t, _)| t);
                let rt = h
                    .right
                    .rsplit_once('.')
                    .map_or(h.right.as_str(), |(t, _)| t);
                if allowed(lt) && allowed(rt) && touches(lt, rt) {
                    joins.push(json!({
                        "left": h.left, "right": h.right, "preferred": h.preferred,
                        "description": h.description, "kind": "hint",
                    }));
                }
            }
        }
        Ok(json!({"source": entry.id, "joins": joins}))
    }

    async fn list_sources_impl(&self, ctx: &RequestContext<RoleServer>) -> Outcome {
        let caller = caller(ctx)?;
        let sources = &self.backend.sources;
        let list: Vec<Json> = sources
            .all()
            .iter()
            .filter(|e| caller.may_use(&e.id))
            .map(|e| {
                let loaded = sources.ready(e);
                json!({
                    "id": e.id,
                    "ready": sources.readiness(e),
                    "dialect": loaded.as_ref().map(|l| l.catalog.schema.dialect.to_string()),
                    "tables": loaded.as_ref().map(|l| SchemaView::of(&e.id, &l.catalog, false, caller.access(&e.id)).table_count),
                })
            })
            .collect();
        Ok(json!({ "sources": list }))
    }

    async fn schema_impl(
        &self,
        ctx: &RequestContext<RoleServer>,
        source: Option<&str>,
        table: Option<&str>,
    ) -> Outcome {
        let caller = caller(ctx)?;
        let (entry, loaded) = self.source(&caller, source).await?;
        let access = caller.access(&entry.id);
        let Some(name) = table else {
            let view = SchemaView::of(&entry.id, &loaded.catalog, false, access);
            return serde_json::to_value(view).map_err(|e| e.to_string());
        };
        let view = SchemaView::of(&entry.id, &loaded.catalog, true, access);
        match view.table(name) {
            Some(t) => serde_json::to_value(t).map_err(|e| e.to_string()),
            None => {
                let names: Vec<&str> = view.tables.iter().map(|t| t.name.as_str()).collect();
                Err(format!(
                    "there is no table {name:?} in {}; its tables: {}",
                    entry.id,
                    names.join(", ")
                ))
            }
        }
    }

    async fn link_impl(&self, ctx: &RequestContext<RoleServer>, a: QuestionArgs) -> Outcome {
        if a.question.trim().is_empty() {
            return Err("the question is empty".into());
        }
        let caller = caller(ctx)?;
        let (entry, loaded) = self.source(&caller, a.source.as_deref()).await?;
        let linker = chatdb_knowledge::Linker::new(
            &loaded.catalog.schema,
            &loaded.catalog.tables,
            loaded.semantic.as_ref(),
            &loaded.index,
        );
        let linked = linker.link(&a.question).map_err(|e| e.to_string())?;
        let mut value = serde_json::to_value(&linked).map_err(|e| e.to_string())?;
        if let Some(policy) = caller.access(&entry.id) {
            // A limited caller sees the link without what the policy hides
            // (and without the prompt text, which would show it).
            if let Some(tables) = value["tables"].as_array_mut() {
                tables.retain(|t| policy.allows_table(t["name"].as_str().unwrap_or("")));
                for t in tables.iter_mut() {
                    let name = t["name"].as_str().unwrap_or("").to_string();
                    for key in ["columns", "detailed"] {
                        if let Some(cols) = t[key].as_array_mut() {
                            cols.retain(|c| policy.allows_column(&name, c.as_str().unwrap_or("")));
                        }
                    }
                }
            }
            if let Some(o) = value.as_object_mut() {
                o.remove("prompt");
                o.remove("values");
            }
        }
        let text = value.to_string();
        if text.chars().count() > self.backend.limits.max_chars {
            if let Some(o) = value.as_object_mut() {
                o.remove("prompt");
                o.insert("truncated".into(), json!(true));
            }
        }
        Ok(value)
    }

    async fn ask_impl(&self, ctx: &RequestContext<RoleServer>, a: AskArgs) -> Outcome {
        if a.question.trim().is_empty() {
            return Err("the question is empty".into());
        }
        let caller = caller(ctx)?;
        let thread = a.thread.filter(|t| !t.trim().is_empty());
        // Answering a clarification: the thread waits on this reply.
        let waiting = match &thread {
            Some(t) => self
                .backend
                .store
                .checkpoint(t)
                .await
                .map_err(|e| e.to_string())?
                .is_some(),
            None => false,
        };
        let (entry, loaded) = self.source(&caller, a.source.as_deref()).await?;
        let mut options = RunOptions::at(chrono::Local::now().naive_local());
        let q = self.query_options(None);
        options.max_rows = q.max_rows;
        options.timeout = q.timeout;
        let session = Session {
            store: self.backend.store.as_ref(),
            source: &loaded,
            llm: entry.llm.as_ref(),
            access: caller.access(&entry.id),
        };
        let record = match (&thread, waiting) {
            (Some(t), true) => session.resume(t, &a.question, options).await,
            _ => session.ask(&a.question, thread.as_deref(), options).await,
        }
        .map_err(|e| e.to_string())?;
        let limits = &self.backend.limits;
        let extra = json!({
            "run_id": record.run_id,
            "thread_id": record.thread_id,
            "status": record.status,
            "answer": bound::text(&record.answer, 2000),
            "sql": record.sql,
            "confidence": record.confidence,
            "clarification": record.clarification,
            "llm_calls": record.llm_calls,
        });
        Ok(bound::table(
            &record.columns,
            &record.rows,
            false,
            limits.max_rows,
            limits.max_chars,
            extra,
        ))
    }

    async fn etl_impl(&self, ctx: &RequestContext<RoleServer>, a: EtlArgs) -> Outcome {
        if a.request.trim().is_empty() {
            return Err("the request is empty: say what to build and where it goes".into());
        }
        let caller = caller(ctx)?;
        let pending = chatdb_etl::pending::PendingStore::new(
            self.backend.store.as_ref(),
            &self.backend.data_dir,
        );
        let thread = a.thread.filter(|t| !t.trim().is_empty());
        let waiting = match &thread {
            Some(t) => pending.get(t).await?,
            None => None,
        };
        // A waiting run continues on its own source.
        let source = waiting.as_ref().and_then(|p| p.source.clone()).or(a.source);
        let (entry, loaded) = self.source(&caller, source.as_deref()).await?;
        if caller.access(&entry.id).is_some() {
            return Err(format!(
                "a workflow reads any table of {:?}, and you read it through an access policy",
                entry.id
            ));
        }
        let mut run = RunOptions::at(chrono::Local::now().naive_local());
        run.timeout = self.backend.limits.query_timeout;
        let options = chatdb_etl::EtlOptions {
            target: a.target,
            thread: thread.clone(),
            ..chatdb_etl::EtlOptions::new(run, self.backend.data_dir.clone())
        };
        let etl = chatdb_etl::Etl {
            source: loaded,
            llm: entry.llm.as_ref(),
            store: Some(self.backend.store.as_ref()),
        };
        let record = match (thread, waiting) {
            (Some(t), Some(p)) => etl.continue_waiting(&t, p, &a.request, options).await?,
            _ => etl.run(&a.request, options).await,
        };
        let mut value = serde_json::to_value(&record).map_err(|e| e.to_string())?;
        // The agents' trace is for the command line; bound the rest.
        if let Some(o) = value.as_object_mut() {
            o.remove("trace");
        }
        if value.to_string().chars().count() > self.backend.limits.max_chars {
            if let Some(o) = value.as_object_mut() {
                o.remove("tests");
                o.remove("review");
                o.insert("truncated".into(), json!(true));
            }
        }
        Ok(value)
    }

    async fn run_sql_impl(&self, ctx: &RequestContext<RoleServer>, a: SqlArgs) -> Outcome {
        let caller = caller(ctx)?;
        let (entry, loaded) = self.source(&caller, a.source.as_deref()).await?;
        let options = self.query_options(a.max_rows);
        let (checked, rs) = loaded
            .run_sql(&a.sql, caller.access(&entry.id), &options)
            .await
            .map_err(|e| e.to_string())?;
        let columns: Vec<String> = rs.columns.iter().map(|c| c.name.clone()).collect();
        let limits = &self.backend.limits;
        Ok(bound::table(
            &columns,
            &rs.rows,
            rs.truncated,
            options.max_rows,
            limits.max_chars,
            json!({ "sql": checked.pretty(), "elapsed_ms": rs.elapsed_ms }),
        ))
    }

    async fn check_impl(&self, ctx: &RequestContext<RoleServer>, a: CheckArgs) -> Outcome {
        if a.sql.trim().is_empty() {
            return Err("the SQL statement is empty".into());
        }
        let caller = caller(ctx)?;
        let (entry, loaded) = self.source(&caller, a.source.as_deref()).await?;
        Ok(match loaded.check(&a.sql, caller.access(&entry.id)) {
            Ok(c) => json!({
                "allowed": true,
                "dialect": loaded.catalog.schema.dialect.to_string(),
                "sql": c.pretty(),
                "warnings": c.warnings(),
                "rewrites": c.rewrites(),
            }),
            Err(e) => json!({
                "allowed": false,
                "dialect": loaded.catalog.schema.dialect.to_string(),
                "error": e,
                "message": e.to_string(),
            }),
        })
    }

    async fn feedback_impl(&self, ctx: &RequestContext<RoleServer>, a: FeedbackArgs) -> Outcome {
        let caller = caller(ctx)?;
        let verdict = match a.verdict.trim() {
            "up" => Verdict::Up,
            "down" => Verdict::Down,
            "correction" => Verdict::Correction,
            other => {
                return Err(format!(
                    "verdict must be up, down or correction, not {other:?}"
                ))
            }
        };
        let store = self.backend.store.as_ref();
        let run = store.run(&a.run_id).await.map_err(|e| e.to_string())?;
        let visible = |r: &Json| match r["data_source"].as_str() {
            Some(s) => caller.may_use(s),
            None => caller.sees_all(),
        };
        let Some(run) = run.filter(visible) else {
            return Err(format!("there is no run {}", a.run_id));
        };
        let (entry, loaded) = self.source(&caller, run["data_source"].as_str()).await?;
        let request = FeedbackRequest {
            verdict,
            reason: a.reason,
            sql: a.sql,
        };
        let feedback = chatdb_flow::feedback::give(
            store,
            &run,
            &loaded,
            caller.access(&entry.id),
            &caller.name,
            request,
            self.backend.limits.query_timeout,
        )
        .await
        .map_err(|e: FeedbackError| e.to_string())?;
        serde_json::to_value(feedback).map_err(|e| e.to_string())
    }

    /// A source's schema as text, at one level, without what the caller's
    /// policy hides.
    async fn schema_text(
        &self,
        caller: &Caller,
        source: &str,
        detailed: bool,
    ) -> Result<String, String> {
        let (entry, loaded) = self.source(caller, Some(source)).await?;
        let schema = &loaded.catalog.schema;
        let access = caller.access(&entry.id);
        let selection = Selection {
            tables: schema
                .tables
                .iter()
                .filter(|t| access.is_none_or(|a| a.allows_table(&t.qualified_name())))
                .map(|t| match access {
                    None => TableSelection::whole(t.qualified_name()),
                    Some(a) => TableSelection {
                        name: t.qualified_name(),
                        detailed: Some(
                            t.columns
                                .iter()
                                .filter(|c| a.allows_column(&t.qualified_name(), &c.name))
                                .map(|c| c.name.clone())
                                .collect(),
                        ),
                        named: Vec::new(),
                    },
                })
                .collect(),
        };
        let detail = if detailed {
            Detail::Detailed
        } else {
            Detail::Basic
        };
        Ok(render::render(
            schema,
            &selection,
            &loaded.catalog.tables,
            loaded.semantic.as_ref(),
            detail,
        ))
    }
}

const SCHEME: &str = "chatdb://";

#[tool_handler(router = self.tool_router)]
impl ServerHandler for ChatDbTools {
    fn get_info(&self) -> ServerInfo {
        ServerInfo::new(
            ServerCapabilities::builder()
                .enable_tools()
                .enable_resources()
                .build(),
        )
        .with_server_info(Implementation::new("chatdb", env!("CARGO_PKG_VERSION")))
        .with_instructions(
            "ChatDB answers questions about databases in Chinese or English. Start with \
             list_sources and list_tables; `ask` turns a question into checked SQL, rows and an \
             answer (follow-ups and clarifications continue a thread); run_sql and check_sql take \
             SQL through the read-only guard; feedback teaches ChatDB. Resources \
             chatdb://{source}/schema/basic and /detailed hold each source's schema as text."
                .to_string(),
        )
    }

    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        let caller = caller(&ctx).map_err(|e| ErrorData::invalid_request(e, None))?;
        let mut resources = Vec::new();
        for e in self
            .backend
            .sources
            .all()
            .iter()
            .filter(|e| caller.may_use(&e.id))
        {
            for level in ["basic", "detailed"] {
                resources.push(
                    Resource::new(
                        format!("{SCHEME}{}/schema/{level}", e.id),
                        format!("{} schema ({level})", e.id),
                    )
                    .with_description(if level == "basic" {
                        "Tables and their descriptions"
                    } else {
                        "Tables, columns, types, keys, comments and sample values"
                    })
                    .with_mime_type("text/plain"),
                );
            }
        }
        Ok(ListResourcesResult {
            resources,
            ..Default::default()
        })
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        ctx: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        let caller = caller(&ctx).map_err(|e| ErrorData::invalid_request(e, None))?;
        let uri = request.uri.clone();
        let not_found = || ErrorData::resource_not_found(format!("no resource {uri}"), None);
        let rest = uri.strip_prefix(SCHEME).ok_or_else(not_found)?;
        let (source, level) = rest.split_once("/schema/").ok_or_else(not_found)?;
        let detailed = match level {
            "basic" => false,
            "detailed" => true,
            _ => return Err(not_found()),
        };
        let text = self
            .schema_text(&caller, source, detailed)
            .await
            .map_err(|e| ErrorData::resource_not_found(e, None))?;
        Ok(ReadResourceResult::new(vec![ResourceContents::text(text, uri.clone())]).into())
    }
}
