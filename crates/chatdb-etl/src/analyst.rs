//! The Analyst: a request becomes a [`UserIntent`]. The sink comes from
//! [`crate::request`]; the select part — what to measure, by what,
//! filtered how — is answered by the question pipeline (the rule engine,
//! or the model when one is configured), whose SQL becomes the body of the
//! target; its lineage gives the grain, the sources and the operations.
//! When the target is missing, the Analyst asks; when the select part
//! can't be placed, it says what it understood and stops.

use crate::intent::{DataTarget, Operation, OperationKind, UserIntent};
use crate::request::{self, Sink, WriteMode};
use chatdb_core::{Dialect, Schema};
use chatdb_flow::pipeline::RunOptions;
use chatdb_flow::source::LoadedSource;
use chatdb_lineage::query::{lineage, SchemaCatalog};
use chatdb_lineage::Transform;
use sqlparser::ast::{GroupByExpr, SetExpr, Statement};

/// What the Analyst concluded.
#[derive(Debug, Clone)]
pub enum Outcome {
    /// The intent, ready for the Architect.
    Intent(Box<UserIntent>),
    /// The target is missing: ask for it (a suggested name given).
    AskTarget {
        suggestion: String,
        intent: Box<UserIntent>,
    },
    /// The request is a question, not a request to build a table.
    Question,
    /// The select part could not be placed; what was understood.
    Unplaced { reason: String },
    /// The select part is ambiguous: the question pipeline asks which
    /// reading is meant, and its run (`run`) goes on with the answer.
    AskMeaning {
        clarification: chatdb_flow::Clarification,
        run: Box<chatdb_flow::RunState>,
    },
}

/// Counts of model use, carried into the ETL record.
#[derive(Debug, Clone, Copy, Default)]
pub struct Usage {
    pub llm_calls: u32,
    pub tokens: u64,
}

/// Reads `request` against the source. `target` overrides the sink's
/// table (an answer to the Analyst's question, or `--target`); `meant`
/// is a question run of the select part that asked what it means, with
/// the user's answer.
pub async fn analyse(
    source: &LoadedSource,
    llm: Option<&chatdb_llm::LlmClient>,
    request: &str,
    target: Option<&str>,
    select: Option<&str>,
    meant: Option<(chatdb_flow::RunState, &str)>,
    options: &RunOptions,
) -> (Outcome, Usage) {
    let mut sink = request::read(request);
    if let Some(t) = target.map(str::trim).filter(|t| !t.is_empty()) {
        sink.table = Some(t.to_lowercase());
    }
    let mut model_usage = Usage::default();
    if let (Some(client), None, None) = (llm, &sink.table, &sink.label) {
        // The rules found no target: the model's reading, checked.
        let tables: Vec<String> = source
            .catalog
            .schema
            .tables
            .iter()
            .map(|t| t.qualified_name())
            .collect();
        if let Ok((question, cost)) =
            crate::model::read_sink(client, request, &tables, &mut sink).await
        {
            model_usage.llm_calls += cost.calls;
            model_usage.tokens += cost.tokens;
            if question {
                return (Outcome::Question, model_usage);
            }
        }
    }
    if sink.table.is_none() && sink.label.is_none() && reads_as_question(request) {
        return (Outcome::Question, model_usage);
    }
    // The target, when it exists (a re-run), is not a source of its own
    // select part: the pipeline sees the schema without it.
    let target_key = sink
        .table
        .as_deref()
        .map(chatdb_lineage::analysis::relation_key);
    // A star schema's dimensions of an earlier run are copies of source
    // tables: the select part reads the tables themselves.
    let dimension_copies: Vec<String> = if sink.star {
        dimension_copies(&source.catalog.schema)
    } else {
        Vec::new()
    };
    let is_target = |name: &str| {
        let key = chatdb_lineage::analysis::relation_key(name);
        target_key.as_deref().is_some_and(|k| key == k) || dimension_copies.contains(&key)
    };
    let mut visible = source.catalog.schema.clone();
    visible.tables.retain(|t| !is_target(&t.qualified_name()));
    // Said when the select part can't be placed without the hidden table.
    let hidden = sink
        .table
        .as_ref()
        .filter(|_| visible.tables.len() < source.catalog.schema.tables.len())
        .map(|t| {
            format!(
                "; `{t}` is the target, so the select part may not read it — if it should, name another target"
            )
        })
        .unwrap_or_default();
    let profiles: Vec<_> = source
        .catalog
        .tables
        .iter()
        .filter(|t| !is_target(&t.table))
        .cloned()
        .collect();
    let mut pipeline = chatdb_flow::Pipeline::new(
        source.connector.as_ref(),
        &visible,
        &profiles,
        source.semantic.as_ref(),
        &source.index,
    );
    if let Some(client) = llm {
        pipeline = pipeline.with_llm(client);
    }
    let (sql, usage) = match select {
        // A user's corrected select part: checked like a question's SQL.
        Some(sql) => {
            let config = chatdb_guard::GuardConfig::default();
            let guard = chatdb_guard::Guard::new(visible.dialect, &config).with_schema(&visible);
            if let Err(e) = guard.check(sql) {
                let reason = format!("the corrected SQL was refused: {e}");
                return (Outcome::Unplaced { reason }, Usage::default());
            }
            (sql.to_string(), Usage::default())
        }
        None => {
            let state = match meant {
                Some((run, answer)) => pipeline.resume(run, answer, options).await,
                None => {
                    let thread = uuid::Uuid::new_v4().to_string();
                    let state = pipeline.start(&sink.rest, &thread, None, options);
                    pipeline.run(state, options).await
                }
            };
            let usage = Usage {
                llm_calls: state.record.llm_calls,
                tokens: state.record.tokens,
            };
            let answered = state.record.status == chatdb_flow::Status::Answered;
            if let (Some(c), None) = (&state.record.clarification, &state.sql) {
                let clarification = c.clone();
                return (
                    Outcome::AskMeaning {
                        clarification,
                        run: Box::new(state),
                    },
                    usage,
                );
            }
            let (Some(sql), true) = (state.sql.clone(), answered) else {
                let said = state.record.answer.trim().to_string();
                let reason = match (&state.record.clarification, said.is_empty()) {
                    (Some(c), _) => format!(
                        "the select part \"{}\" is ambiguous: {}",
                        sink.rest, c.question
                    ),
                    (None, false) => format!(
                        "the select part \"{}\" could not be placed: {said}",
                        sink.rest
                    ),
                    (None, true) => {
                        format!("the select part \"{}\" could not be placed", sink.rest)
                    }
                };
                let reason = format!("{reason}{hidden}");
                return (Outcome::Unplaced { reason }, usage);
            };
            // A target of one row per source row keeps what the rows are
            // called, or its rows could not be told apart.
            let sql = rows_named(&sql, &visible).unwrap_or(sql);
            (sql, usage)
        }
    };
    let usage = Usage {
        llm_calls: usage.llm_calls + model_usage.llm_calls,
        tokens: usage.tokens + model_usage.tokens,
    };
    let schema = &source.catalog.schema;
    if let Some(reason) = shape_mismatch(&sink.rest, &sql, schema.dialect) {
        return (Outcome::Unplaced { reason }, usage);
    }
    let intent = match intent_of(request, &sink, &sql, schema) {
        Ok(i) => i,
        Err(reason) => return (Outcome::Unplaced { reason }, usage),
    };
    if sink.table.is_none() && sink.label.is_none() {
        let suggestion = intent.target.name.clone();
        return (
            Outcome::AskTarget {
                suggestion,
                intent: Box::new(intent),
            },
            usage,
        );
    }
    (Outcome::Intent(Box::new(intent)), usage)
}

/// True for requests phrased as questions rather than as something to
/// build: a question mark or a sentence-final 吗/呢, or an interrogative
/// or "show me" opening.
pub fn reads_as_question(request: &str) -> bool {
    let t = request.trim();
    if t.ends_with(['?', '？', '吗', '呢']) {
        return true;
    }
    let lower = t.to_lowercase();
    const OPENINGS: &[&str] = &[
        "what ", "how ", "which ", "who ", "when ", "where ", "why ", "is ", "are ", "do ",
        "does ", "did ", "show ", "list ", "tell me", "give me", "查询", "查看", "看看", "列出",
        "显示", "请问",
    ];
    OPENINGS.iter().any(|o| lower.starts_with(o))
}

/// Why the query can't be what the request asks for, by its shape: a
/// request for one row per group (`chatdb_engine::shape`) read as a query
/// without grouping or aggregates — rows copied as they are.
pub fn shape_mismatch(
    select_part: &str,
    sql: &str,
    dialect: chatdb_core::Dialect,
) -> Option<String> {
    if !chatdb_engine::shape::asks_for_groups(select_part) {
        return None;
    }
    let statement = chatdb_guard::parse::first_statement(sql, dialect)?;
    let Statement::Query(q) = &statement else {
        return None;
    };
    let SetExpr::Select(select) = q.body.as_ref() else {
        return None;
    };
    let grouped = is_grouped(select);
    let mut aggregated = false;
    for item in &select.projection {
        let _ = sqlparser::ast::visit_expressions(item, |e| {
            if let sqlparser::ast::Expr::Function(f) = e {
                let name = chatdb_guard::scope::name_parts(&f.name)
                    .last()
                    .map(|n| n.to_lowercase())
                    .unwrap_or_default();
                if f.over.is_none() && chatdb_lineage::query::AGGREGATES.contains(&name.as_str()) {
                    aggregated = true;
                }
            }
            std::ops::ControlFlow::<()>::Continue(())
        });
    }
    (!grouped && !aggregated && select.distinct.is_none()).then(|| {
        format!(
            "\"{select_part}\" asks for a summary (one row per group), but the query it was read as copies rows without grouping"
        )
    })
}

/// 每所学校的学生数和教师数: a copy of one table's rows (no grouping, no
/// aggregate) whose columns don't say which row each is — neither a key
/// nor a name — gets the table's name column first. `None` when the query
/// is not such a copy or the table has no name column.
fn rows_named(sql: &str, schema: &Schema) -> Option<String> {
    use sqlparser::ast::{Expr, Ident, SelectItem, TableFactor};
    let mut statement = chatdb_guard::parse::first_statement(sql, schema.dialect)?;
    let Statement::Query(q) = &mut statement else {
        return None;
    };
    let SetExpr::Select(select) = q.body.as_mut() else {
        return None;
    };
    let grouped = is_grouped(select);
    let [from] = select.from.as_slice() else {
        return None;
    };
    if grouped || select.distinct.is_some() || !from.joins.is_empty() {
        return None;
    }
    let TableFactor::Table { name, .. } = &from.relation else {
        return None;
    };
    let parts = chatdb_guard::scope::name_parts(name);
    let table = chatdb_guard::validate::lookup_table(schema, &parts)?;
    // Every output a column of the table, as it is stored.
    let mut columns = Vec::new();
    let mut qualifier = None;
    let mut quote = None;
    for item in &select.projection {
        let (SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. }) = item else {
            return None;
        };
        match e {
            Expr::Identifier(i) => {
                quote = i.quote_style;
                columns.push(i.value.clone());
            }
            Expr::CompoundIdentifier(is) => {
                let (column, rest) = is.split_last()?;
                qualifier = Some(rest.to_vec());
                quote = column.quote_style;
                columns.push(column.value.clone());
            }
            _ => return None,
        }
    }
    let label = table
        .label_column()
        .filter(|l| !table.is_key(l))
        .filter(|l| {
            table
                .column(l)
                .is_some_and(|c| c.logical_type == chatdb_core::LogicalType::Text)
        })?;
    let identified = columns.iter().any(|c| {
        c.eq_ignore_ascii_case(label)
            || table.is_key(c)
            || chatdb_core::schema::named_like_a_name(c)
    });
    if identified {
        return None;
    }
    // Quoted as the query quotes its columns (the dialect's way).
    let label = match quote {
        Some(q) => Ident::with_quote(q, label),
        None => Ident::new(label),
    };
    let expr = match qualifier {
        Some(mut q) => {
            q.push(label);
            Expr::CompoundIdentifier(q)
        }
        None => Expr::Identifier(label),
    };
    select.projection.insert(0, SelectItem::UnnamedExpr(expr));
    Some(statement.to_string())
}

/// Whether a SELECT groups its rows.
pub(crate) fn is_grouped(select: &sqlparser::ast::Select) -> bool {
    match &select.group_by {
        GroupByExpr::Expressions(e, _) => !e.is_empty(),
        GroupByExpr::All(_) => true,
    }
}

/// Layer words: what the request says the table is for.
fn layer_for(request: &str, aggregated: bool) -> &'static str {
    let lower = request.to_lowercase();
    let has = |ws: &[&str]| ws.iter().any(|w| lower.contains(w));
    if has(&["报表", "看板", "指标", "report", "dashboard", "kpi"]) {
        "ads"
    } else if has(&["明细", "宽表", "清洗", "detail", "wide table", "cleaned"]) || !aggregated
    {
        "dwd"
    } else {
        "dws"
    }
}

/// The intent of `request` with another select part, `sql` (the
/// Developer's repair of the first): the target as `previous` named it,
/// everything else read from the new SQL; refused, like the Analyst's own
/// reading, when the SQL's shape does not fit the request.
pub fn intent_for_select(
    request: &str,
    previous: &DataTarget,
    sql: &str,
    schema: &Schema,
) -> Result<UserIntent, String> {
    let mut sink = request::read(request);
    sink.table = Some(previous.name.clone());
    sink.label = previous.label.clone();
    if !sink.mode_stated {
        sink.write_mode = previous.write_mode.clone();
    }
    if let Some(reason) = shape_mismatch(&sink.rest, sql, schema.dialect) {
        return Err(reason);
    }
    intent_of(request, &sink, sql, schema)
}

/// The keys of tables named as the dimension of another table
/// ([`crate::star::dimension_name`]): what a star schema's workflow wrote.
fn dimension_copies(schema: &Schema) -> Vec<String> {
    schema
        .tables
        .iter()
        .filter(|t| {
            schema.tables.iter().any(|o| {
                o.schema == t.schema && crate::star::dimension_name(o).eq_ignore_ascii_case(&t.name)
            })
        })
        .map(|t| chatdb_lineage::analysis::relation_key(&t.qualified_name()))
        .collect()
}

/// The intent of a request whose select part is `sql`: for a star schema,
/// the fact's query and its dimensions ([`crate::star`]).
fn intent_of(request: &str, sink: &Sink, sql: &str, schema: &Schema) -> Result<UserIntent, String> {
    let dialect: Dialect = schema.dialect;
    let star = sink
        .star
        .then(|| crate::star::design(sql, schema))
        .transpose()?;
    let sql = star.as_ref().map_or(sql, |s| s.fact_sql.as_str());
    // Computed columns get plain names: they become the target's columns.
    let sql = crate::developer::name_outputs(sql, dialect).unwrap_or_else(|| sql.to_string());
    let statement = chatdb_guard::parse::parse(&sql, dialect)
        .map_err(|e| format!("the select part's SQL does not parse: {e}"))?
        .into_iter()
        .next()
        .ok_or("the select part produced no SQL")?;
    let Statement::Query(query) = &statement else {
        return Err("the select part is not a query".into());
    };
    let traced = lineage(query, &SchemaCatalog(schema));
    let select = match query.body.as_ref() {
        SetExpr::Select(s) => Some(s.as_ref()),
        _ => None,
    };
    let grouped = select.is_some_and(is_grouped);
    let aggregated = grouped
        || traced.columns.iter().any(|c| {
            c.origins
                .iter()
                .any(|o| o.transform == Transform::Aggregate)
        });
    let names: Vec<String> = traced.columns.iter().map(|c| c.name.clone()).collect();
    let grain: Vec<String> = if grouped {
        traced
            .columns
            .iter()
            .zip(&names)
            .filter(|(c, _)| {
                !c.origins.is_empty()
                    && c.origins
                        .iter()
                        .all(|o| !matches!(o.transform, Transform::Aggregate | Transform::Window))
            })
            .map(|(_, n)| n.clone())
            .collect()
    } else {
        Vec::new()
    };
    let dimensions = star.map(|s| s.dimensions).unwrap_or_default();
    let sources: Vec<String> = traced.tables.iter().cloned().collect();
    let layer = if dimensions.is_empty() {
        layer_for(request, aggregated)
    } else {
        "fct"
    };
    let name = sink
        .table
        .clone()
        .unwrap_or_else(|| request::identifier_for(layer, &names));
    let exists = chatdb_guard::validate::lookup_table(
        schema,
        &name.split('.').map(str::to_string).collect::<Vec<_>>(),
    )
    .is_some();
    let keys = if grain.is_empty() {
        // A row-level copy: the source's key, when it is selected as is.
        traced
            .columns
            .iter()
            .zip(&names)
            .filter(|(c, _)| {
                matches!(c.origins.as_slice(), [o] if o.transform == Transform::Identity
                    && schema.table(&o.column.table).is_some_and(|t| t.primary_key.len() == 1 && t.primary_key[0].eq_ignore_ascii_case(&o.column.column)))
            })
            .map(|(_, n)| n.clone())
            .take(1)
            .collect()
    } else {
        grain.clone()
    };
    let nullable_keys: Vec<String> = traced
        .columns
        .iter()
        .zip(&names)
        .filter(|(c, n)| {
            keys.contains(n)
                && c.origins.iter().any(|o| {
                    schema
                        .table(&o.column.table)
                        .and_then(|t| t.column(&o.column.column))
                        .is_none_or(|col| col.nullable)
                })
        })
        .map(|(_, n)| n.clone())
        .collect();
    let write_mode = match &sink.write_mode {
        WriteMode::Merge { key } if key.is_empty() => WriteMode::Merge { key: keys.clone() },
        WriteMode::Incremental { column: None } => WriteMode::Incremental {
            column: date_grain(&traced.columns, &names, schema),
        },
        other => other.clone(),
    };
    let mut operations = Vec::new();
    if sources.len() > 1 {
        operations.push(Operation {
            kind: OperationKind::Join,
            tables: sources.clone(),
            columns: traced
                .influences
                .iter()
                .filter(|i| i.kind == chatdb_lineage::InfluenceKind::Join)
                .map(|i| i.column.to_string())
                .collect(),
            detail: "joined on the schema's keys".into(),
        });
    }
    if let Some(w) = select.and_then(|s| s.selection.as_ref()) {
        operations.push(Operation {
            kind: OperationKind::Filter,
            tables: Vec::new(),
            columns: Vec::new(),
            detail: w.to_string(),
        });
    }
    if select.is_some_and(|s| s.distinct.is_some()) {
        operations.push(Operation {
            kind: OperationKind::Dedup,
            tables: Vec::new(),
            columns: names.clone(),
            detail: "distinct rows".into(),
        });
    }
    if aggregated {
        operations.push(Operation {
            kind: OperationKind::Aggregate,
            tables: Vec::new(),
            columns: grain.clone(),
            detail: format!(
                "measures {} by {}",
                names
                    .iter()
                    .filter(|n| !grain.contains(n))
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(", "),
                if grain.is_empty() {
                    "nothing (one row)".to_string()
                } else {
                    grain.join(", ")
                }
            ),
        });
    }
    if traced
        .columns
        .iter()
        .any(|c| c.origins.iter().any(|o| o.transform == Transform::Window))
    {
        operations.push(Operation {
            kind: OperationKind::Window,
            tables: Vec::new(),
            columns: Vec::new(),
            detail: "window functions".into(),
        });
    }
    for d in &dimensions {
        operations.push(Operation {
            kind: OperationKind::Sink,
            tables: vec![d.target.name.clone()],
            columns: vec![d.key.clone()],
            detail: format!(
                "{} rows into {}, one per {}, referenced by {}",
                d.table,
                d.target.name,
                d.key,
                d.fact_columns.join(", ")
            ),
        });
    }
    operations.push(Operation {
        kind: OperationKind::Sink,
        tables: vec![name.clone()],
        columns: names.clone(),
        detail: format!("{} into {name}", write_mode.name()),
    });
    let constraints = select
        .and_then(|s| s.selection.as_ref())
        .map(|w| vec![w.to_string()])
        .unwrap_or_default();
    Ok(UserIntent {
        summary: request.trim().to_string(),
        business_goal: None,
        data_sources: sources,
        target: DataTarget {
            name,
            label: sink.label.clone(),
            grain,
            keys,
            nullable_keys,
            write_mode,
            exists,
        },
        operations,
        constraints,
        select_sql: sql.trim().trim_end_matches(';').to_string(),
        requested_joins: sink.joins.clone(),
        dimensions,
    })
}

/// The first grain column that is a date: copied from a date column, or
/// computed by a date function (`date_trunc`, `strftime` …).
fn date_grain(
    columns: &[chatdb_lineage::OutputColumn],
    names: &[String],
    schema: &Schema,
) -> Option<String> {
    columns.iter().zip(names).find_map(|(c, n)| {
        let dated = c.origins.iter().any(|o| {
            o.transform != Transform::Aggregate
                && schema
                    .table(&o.column.table)
                    .and_then(|t| t.column(&o.column.column))
                    .is_some_and(|col| col.logical_type.is_temporal())
        });
        dated.then(|| n.clone())
    })
}

#[cfg(test)]
mod tests {
    use super::{rows_named, shape_mismatch};
    use chatdb_core::Dialect;
    use chatdb_core::Schema;

    const ROWS: &str = "SELECT city, store_name FROM stores";
    const GROUPED: &str = "SELECT city, COUNT(*) FROM stores GROUP BY city";

    #[test]
    fn a_copy_of_rows_keeps_what_the_rows_are_called() {
        use chatdb_core::{LogicalType, Table};
        let schema = Schema {
            dialect: Dialect::DuckDb,
            tables: vec![Table::new("schools")
                .with_key("school_id", LogicalType::Integer)
                .with_column("school_name", LogicalType::Text)
                .with_column("student_count", LogicalType::Integer)
                .with_column("teacher_count", LogicalType::Integer)],
        };
        let named = rows_named(
            r#"SELECT "schools"."student_count", "schools"."teacher_count" FROM "schools""#,
            &schema,
        );
        assert_eq!(
            named.as_deref(),
            Some(
                r#"SELECT "schools"."school_name", "schools"."student_count", "schools"."teacher_count" FROM "schools""#
            )
        );
        // Rows already told apart, or not copied one for one: unchanged.
        for sql in [
            "SELECT school_name, student_count FROM schools",
            "SELECT school_id, student_count FROM schools",
            "SELECT SUM(student_count) FROM schools",
            "SELECT DISTINCT teacher_count FROM schools",
            "SELECT teacher_count, COUNT(*) FROM schools GROUP BY teacher_count",
        ] {
            assert_eq!(rows_named(sql, &schema), None, "{sql}");
        }
    }

    #[test]
    fn summaries_must_group_and_listings_need_not() {
        for summary in [
            "Orders per month",
            "revenue by region",
            "按城市统计门店",
            "各渠道的订单",
            "每个城市的门店数量",
            "the number of stores in each city",
        ] {
            assert!(
                shape_mismatch(summary, ROWS, Dialect::DuckDb).is_some(),
                "{summary}"
            );
            assert!(
                shape_mismatch(summary, GROUPED, Dialect::DuckDb).is_none(),
                "{summary}"
            );
        }
        for listing in [
            "the name and city of each customer",
            "每个客户的姓名和城市",
            "stores sorted by city",
            "每个城市的门店明细",
            "list stores per city",
        ] {
            assert!(
                shape_mismatch(listing, ROWS, Dialect::DuckDb).is_none(),
                "{listing}"
            );
        }
    }
}
