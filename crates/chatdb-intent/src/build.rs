//! The SQL builder: intent + schema → one SELECT in the target dialect.
//!
//! The statement's shape is written from schema identifiers only (quoted
//! for the dialect) and semantic-layer expressions; every value that came
//! from the user is a placeholder identifier. The text is parsed into the
//! sqlparser AST and the placeholders are replaced by literal nodes there,
//! so no user text is ever concatenated into SQL.

use crate::intent::{
    Aggregation, Calculation, ColumnRef, FilterOp, Grain, Intent, Literal, Measure, MeasureTarget,
    OrderKey, TimeRange,
};
use chatdb_core::profile::TableProfile;
use chatdb_core::{Dialect, Schema};
use chatdb_knowledge::graph::{JoinEdge, JoinGraph};
use chatdb_knowledge::semantic::Metric;
use chatdb_knowledge::SemanticLayer;
use chrono::Datelike;
use sqlparser::ast::{Expr, Ident, Value, ValueWithSpan, VisitMut, VisitorMut};
use std::collections::BTreeSet;
use std::ops::ControlFlow;

/// Why an intent could not become SQL.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BuildError {
    #[error("the question asks for nothing the schema has")]
    Empty,
    #[error("unknown table or column {0}")]
    Unknown(String),
    #[error("unknown metric {0}")]
    UnknownMetric(String),
    #[error("metric {0} has no expression of its own: it combines its children")]
    ParentMetric(String),
    #[error("no join path connects {0}")]
    NoJoinPath(String),
    #[error("{0} is not supported by the SQL builder yet")]
    Unsupported(&'static str),
    #[error(
        "a total over {measured} joined to {repeating} would count each {measured} row once per {repeating} row; ask for an amount of {repeating} instead"
    )]
    RepeatedRows { measured: String, repeating: String },
    #[error(
        "{table} reaches {other} by more than one key ({keys}); the question does not say which"
    )]
    AmbiguousJoin {
        table: String,
        other: String,
        keys: String,
    },
    #[error("the built SQL did not parse: {0}")]
    Parse(String),
}

/// What the builder works with.
pub struct BuildContext<'a> {
    pub schema: &'a Schema,
    /// Column statistics, where the source was profiled (may be empty).
    pub profiles: &'a [TableProfile],
    pub semantic: Option<&'a SemanticLayer>,
    pub graph: &'a JoinGraph,
    pub dialect: Dialect,
}

/// Built SQL and the names of its result columns.
#[derive(Debug, Clone, PartialEq)]
pub struct BuiltSql {
    pub sql: String,
    /// Human names of the measures, in select order after the dimensions.
    pub measure_labels: Vec<String>,
}

mod period;
pub use period::period_label;

const PLACEHOLDER: &str = "__chatdb_lit_";

/// Suffixes of the columns calculations add after a measure's own (its
/// label + suffix), so what shows results can tell them apart.
pub mod suffix {
    /// The compared period's value.
    pub const PREVIOUS: &str = "_previous";
    /// Value minus the compared period's.
    pub const CHANGE: &str = "_change";
    /// The change in percent of the compared period's value.
    pub const CHANGE_PCT: &str = "_change_pct";
    /// The share of the total, in percent.
    pub const SHARE_PCT: &str = "_share_pct";
    /// The measure on the part of the rows a part share is of.
    pub const PART: &str = "_part";
    /// The running total.
    pub const RUNNING: &str = "_running";
    /// The average over the groups of each group's value.
    pub const AVERAGE_PER_GROUP: &str = "_avg_per_group";
}

/// The column numbering rows within their group for a top per group.
pub const RANK_IN_GROUP: &str = "rank_in_group";

/// The one column of a count of groups (`Calculation::CountGroups`).
pub const COUNT_OF_GROUPS: &str = "count";

struct Writer<'a> {
    cx: &'a BuildContext<'a>,
    literals: Vec<Literal>,
}

impl Writer<'_> {
    fn q(&self, ident: &str) -> String {
        self.cx.dialect.quote_ident(ident)
    }

    fn table(&self, name: &str) -> Result<String, BuildError> {
        let t = self
            .cx
            .schema
            .table(name)
            .ok_or_else(|| BuildError::Unknown(name.to_string()))?;
        Ok(self
            .cx
            .dialect
            .quote_qualified(t.schema.as_deref(), &t.name))
    }

    fn col(&self, c: &ColumnRef) -> Result<String, BuildError> {
        let t = self
            .cx
            .schema
            .table(&c.table)
            .ok_or_else(|| BuildError::Unknown(c.table.clone()))?;
        let table = self.table(&c.table)?;
        if let Some(col) = t.column(&c.column) {
            return Ok(format!("{table}.{}", self.q(&col.name)));
        }
        // 枪支总数: a value computed from the row's own columns; an age from
        // a birth year.
        let computed = crate::derived::Computed::parse(&c.column, t)
            .ok_or_else(|| BuildError::Unknown(format!("{}.{}", c.table, c.column)))?;
        Ok(computed.sql(self.cx.dialect, |operand| {
            format!("{table}.{}", self.q(operand))
        }))
    }

    /// `a.x = b.y AND …` for a join edge's key columns.
    fn join_on(&self, e: &JoinEdge) -> Result<String, BuildError> {
        let on: Vec<String> = e
            .left_columns
            .iter()
            .zip(&e.right_columns)
            .map(|(l, r)| {
                Ok(format!(
                    "{} = {}",
                    self.col(&ColumnRef::new(&e.left, l))?,
                    self.col(&ColumnRef::new(&e.right, r))?
                ))
            })
            .collect::<Result<_, BuildError>>()?;
        Ok(on.join(" AND "))
    }

    fn lit(&mut self, l: &Literal) -> String {
        self.literals.push(l.clone());
        format!("{PLACEHOLDER}{}", self.literals.len() - 1)
    }

    fn metric(&self, id: &str) -> Result<&Metric, BuildError> {
        self.cx
            .semantic
            .and_then(|s| s.metric(id))
            .ok_or_else(|| BuildError::UnknownMetric(id.to_string()))
    }

    /// The SQL of a metric. A leaf is its expression; with `inline` its
    /// filters move inside the aggregate (`AVG(CASE WHEN f THEN x END)`) so
    /// several metrics can share one query. A parent of a metric tree is
    /// the weighted sum of its children.
    fn metric_sql(&self, id: &str, inline: bool, depth: usize) -> Result<String, BuildError> {
        let metric = self.metric(id)?;
        if depth > 8 {
            return Err(BuildError::Unsupported(
                "a metric tree deeper than 8 levels",
            ));
        }
        if let Some(e) = &metric.expression {
            return if inline && !metric.filters.is_empty() {
                conditional(e, &metric.filters)
            } else {
                Ok(e.clone())
            };
        }
        let children = self.cx.semantic.map(|s| s.children(id)).unwrap_or_default();
        if children.is_empty() {
            return Err(BuildError::ParentMetric(metric.name.clone()));
        }
        let even = 1.0 / children.len() as f64;
        let parts = children
            .iter()
            .map(|c| {
                let w = c.weight.unwrap_or(even);
                Ok(format!(
                    "{w} * {}",
                    self.metric_sql(&c.id, true, depth + 1)?
                ))
            })
            .collect::<Result<Vec<_>, BuildError>>()?;
        Ok(format!("({})", parts.join(" + ")))
    }

    /// Every leaf metric under (or at) a metric.
    fn metric_leaves<'m>(
        &'m self,
        id: &str,
        out: &mut Vec<&'m Metric>,
        depth: usize,
    ) -> Result<(), BuildError> {
        let metric = self.metric(id)?;
        if metric.expression.is_some() || depth > 8 {
            out.push(metric);
            return Ok(());
        }
        for c in self.cx.semantic.map(|s| s.children(id)).unwrap_or_default() {
            self.metric_leaves(&c.id, out, depth + 1)?;
        }
        Ok(())
    }

    fn measure(&self, m: &Measure) -> Result<String, BuildError> {
        self.measure_with(m, false)
    }

    fn measure_with(&self, m: &Measure, inline: bool) -> Result<String, BuildError> {
        Ok(match &m.target {
            MeasureTarget::Rows { .. } => "COUNT(*)".to_string(),
            MeasureTarget::Column { column } => {
                let c = self.col(column)?;
                match m.aggregation {
                    Aggregation::Count => format!("COUNT({c})"),
                    Aggregation::CountDistinct => format!("COUNT(DISTINCT {c})"),
                    Aggregation::Sum => format!("SUM({c})"),
                    Aggregation::Avg => format!("AVG({c})"),
                    Aggregation::Min => format!("MIN({c})"),
                    Aggregation::Max => format!("MAX({c})"),
                    Aggregation::Median => self.median(&c)?,
                }
            }
            MeasureTarget::Metric { id } => {
                let sql = self.metric_sql(id, inline, 0)?;
                // "换成平均值": a leaf metric under another aggregate.
                match (m.aggregation, self.metric(id)?.expression.is_some()) {
                    (Aggregation::Sum, _) | (_, false) => sql,
                    (Aggregation::Median, true) => self.median(aggregated(&sql)?)?,
                    (a, true) => reaggregate(&sql, a)?,
                }
            }
        })
    }

    fn measure_label(&self, m: &Measure) -> String {
        match &m.target {
            MeasureTarget::Rows { .. } => "count".to_string(),
            MeasureTarget::Column { column } => {
                let f = match m.aggregation {
                    Aggregation::Count | Aggregation::CountDistinct => "count",
                    Aggregation::Sum => "total",
                    Aggregation::Avg => "avg",
                    Aggregation::Min => "min",
                    Aggregation::Max => "max",
                    Aggregation::Median => "median",
                };
                // (A computed value's name is its expression: quantity *
                // unit_price is labelled quantity_times_unit_price.)
                // (days_from(opened_at, solved_at) is labelled
                // days_from_opened_at_to_solved_at.)
                let name = column
                    .column
                    .replace(" * ", "_times_")
                    .replace(" / ", "_per_")
                    .replace(" + ", "_plus_")
                    .replace(" - ", "_minus_");
                let name = crate::derived::Elapsed::label(&name).unwrap_or(name);
                // (The total of a column named a total is called by its
                // name: total_price, not total_total_price.)
                let lower = name.to_lowercase();
                let a_total = lower.starts_with("total_")
                    || lower == "total"
                    || lower.ends_with("_total")
                    || name.starts_with('总');
                if m.aggregation == Aggregation::Sum && a_total {
                    return name;
                }
                format!("{f}_{name}")
            }
            MeasureTarget::Metric { id } => {
                let name = self.metric(id).map_or(id.clone(), |m| m.name.clone());
                match m.aggregation {
                    Aggregation::Avg => format!("avg_{name}"),
                    Aggregation::Min => format!("min_{name}"),
                    Aggregation::Max => format!("max_{name}"),
                    Aggregation::Median => format!("median_{name}"),
                    _ => name,
                }
            }
        }
    }

    /// `c` falls on one of `days` (ISO: 1 = Monday … 7 = Sunday).
    fn on_days(&self, c: &str, days: &[u8]) -> String {
        let list: Vec<String> = days.iter().map(u8::to_string).collect();
        format!("{} IN ({})", self.weekday(c), list.join(", "))
    }

    /// The median of `c`, where the dialect has one.
    fn median(&self, c: &str) -> Result<String, BuildError> {
        match self.cx.dialect {
            Dialect::DuckDb => Ok(format!("MEDIAN({c})")),
            Dialect::Postgres => Ok(format!("PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY {c})")),
            Dialect::MySql | Dialect::Sqlite => Err(BuildError::Unsupported(
                "a median on SQLite or MySQL, which have no median aggregate",
            )),
        }
    }

    /// The ISO day of the week of `c`, an integer: 1 = Monday … 7 = Sunday.
    fn weekday(&self, c: &str) -> String {
        match self.cx.dialect {
            Dialect::DuckDb => format!("isodow({c})"),
            Dialect::Postgres => format!("CAST(EXTRACT(ISODOW FROM {c}) AS INTEGER)"),
            Dialect::MySql => format!("(WEEKDAY({c}) + 1)"),
            Dialect::Sqlite => format!("((CAST(strftime('%w', {c}) AS INTEGER) + 6) % 7 + 1)"),
        }
    }

    /// The hour of the day of `c`, an integer 0–23.
    fn hour(&self, c: &str) -> String {
        match self.cx.dialect {
            Dialect::DuckDb => format!("hour({c})"),
            Dialect::Postgres => format!("CAST(EXTRACT(HOUR FROM {c}) AS INTEGER)"),
            Dialect::MySql => format!("HOUR({c})"),
            Dialect::Sqlite => format!("CAST(strftime('%H', {c}) AS INTEGER)"),
        }
    }

    /// The schema's column `column` names, when it has it.
    fn stored(&self, column: &ColumnRef) -> Option<&chatdb_core::Column> {
        self.cx
            .schema
            .table(&column.table)
            .and_then(|t| t.column(&column.column))
    }

    /// The period of `g` that `column`'s value falls in. A column of year
    /// numbers (`stat_year INTEGER`) is its own yearly period and has no
    /// finer one.
    fn period_of(&self, column: &ColumnRef, g: Grain) -> Result<String, BuildError> {
        let c = self.col(column)?;
        match self.stored(column) {
            Some(col) if !col.logical_type.is_temporal() => match g {
                Grain::Year if col.logical_type.is_numeric() => Ok(c),
                _ => Err(BuildError::Unsupported(
                    "a period finer than a year on a column that holds years",
                )),
            },
            _ => Ok(self.grain(&c, g)),
        }
    }

    /// A time range on `column` as SQL conditions. On a column of year
    /// numbers (`stat_year INTEGER`) the bounds are years, and only whole
    /// years (each bound a first of January, no days of the week) can be
    /// said of it.
    fn range_conditions(
        &mut self,
        column: &ColumnRef,
        range: &TimeRange,
    ) -> Result<Vec<String>, BuildError> {
        let c = self.col(column)?;
        let holds_years = self
            .stored(column)
            .is_some_and(|col| !col.logical_type.is_temporal() && col.logical_type.is_numeric());
        let finer = BuildError::Unsupported(
            "a period that is not whole years on a column that holds years",
        );
        let mut out = Vec::new();
        for (op, bound) in [(">=", range.start), ("<", range.end)] {
            let Some(d) = bound else { continue };
            let value = if !holds_years {
                self.lit(&Literal::Text(d.to_string()))
            } else if (d.month(), d.day()) == (1, 1) {
                d.year().to_string()
            } else {
                return Err(finer);
            };
            out.push(format!("{c} {op} {value}"));
        }
        if !range.days.is_empty() {
            if holds_years {
                return Err(finer);
            }
            out.push(self.on_days(&c, &range.days));
        }
        Ok(out)
    }

    fn grain(&self, c: &str, g: Grain) -> String {
        match (self.cx.dialect, g) {
            (_, Grain::Weekday) => self.weekday(c),
            (_, Grain::Hour) => self.hour(c),
            (Dialect::DuckDb, Grain::Day) => format!("strftime({c}, '%Y-%m-%d')"),
            (Dialect::DuckDb, Grain::Week) => format!("strftime({c}, '%G-W%V')"),
            (Dialect::DuckDb, Grain::Month) => format!("strftime({c}, '%Y-%m')"),
            (Dialect::DuckDb, Grain::Quarter) => {
                format!("CAST(year({c}) AS VARCHAR) || '-Q' || CAST(quarter({c}) AS VARCHAR)")
            }
            (Dialect::DuckDb, Grain::Year) => format!("strftime({c}, '%Y')"),
            (Dialect::Sqlite, Grain::Day) => format!("strftime('%Y-%m-%d', {c})"),
            (Dialect::Sqlite, Grain::Week) => format!("strftime('%Y-W%W', {c})"),
            (Dialect::Sqlite, Grain::Month) => format!("strftime('%Y-%m', {c})"),
            (Dialect::Sqlite, Grain::Quarter) => format!(
                "strftime('%Y', {c}) || '-Q' || ((CAST(strftime('%m', {c}) AS INTEGER) + 2) / 3)"
            ),
            (Dialect::Sqlite, Grain::Year) => format!("strftime('%Y', {c})"),
            (Dialect::Postgres, Grain::Day) => format!("to_char({c}, 'YYYY-MM-DD')"),
            (Dialect::Postgres, Grain::Week) => format!("to_char({c}, 'IYYY-\"W\"IW')"),
            (Dialect::Postgres, Grain::Month) => format!("to_char({c}, 'YYYY-MM')"),
            (Dialect::Postgres, Grain::Quarter) => format!("to_char({c}, 'YYYY-\"Q\"Q')"),
            (Dialect::Postgres, Grain::Year) => format!("to_char({c}, 'YYYY')"),
            (Dialect::MySql, Grain::Day) => format!("DATE_FORMAT({c}, '%Y-%m-%d')"),
            (Dialect::MySql, Grain::Week) => format!("DATE_FORMAT({c}, '%x-W%v')"),
            (Dialect::MySql, Grain::Month) => format!("DATE_FORMAT({c}, '%Y-%m')"),
            (Dialect::MySql, Grain::Quarter) => format!("CONCAT(YEAR({c}), '-Q', QUARTER({c}))"),
            (Dialect::MySql, Grain::Year) => format!("DATE_FORMAT({c}, '%Y')"),
        }
    }
}

/// `table.column` references in a semantic-layer SQL fragment.
fn fragment_tables(text: &str, schema: &Schema) -> Vec<String> {
    chatdb_knowledge::semantic::qualified_names(text)
        .filter(|(t, c)| schema.table(t).is_some_and(|tb| tb.column(c).is_some()))
        .map(|(t, _)| t.to_string())
        .collect()
}

/// Compiles an intent. Where the joins would repeat the measured rows, one
/// count of them counts their keys (`counted_by_key`), and a metric is
/// computed from its finer table when the semantic layer gives one
/// (`finer_layer`); otherwise the refusal stands.
pub fn build(intent: &Intent, cx: &BuildContext<'_>) -> Result<BuiltSql, BuildError> {
    let first = build_with(intent, cx);
    let Err(BuildError::RepeatedRows { measured, .. }) = &first else {
        return first;
    };
    if let Some(distinct) = counted_by_key(intent, measured, cx.schema) {
        return build_with(&distinct, cx);
    }
    let Some(finer) = finer_layer(intent, measured, cx.semantic) else {
        return first;
    };
    let finer_cx = BuildContext {
        schema: cx.schema,
        profiles: cx.profiles,
        semantic: Some(&finer),
        graph: cx.graph,
        dialect: cx.dialect,
    };
    build_with(intent, &finer_cx)
}

/// The semantic layer with each metric the intent uses on the `measured`
/// table swapped for its `detail` over a finer table; `None` when no
/// metric has one.
fn finer_layer(
    intent: &Intent,
    measured: &str,
    semantic: Option<&SemanticLayer>,
) -> Option<SemanticLayer> {
    let mut finer = semantic?.clone();
    let mut swapped = false;
    for m in finer.metrics.iter_mut() {
        let used = intent
            .measures
            .iter()
            .any(|x| matches!(&x.target, MeasureTarget::Metric { id } if *id == m.id));
        if let (true, Some(d), Some(true)) = (
            used,
            m.detail.clone(),
            m.table.as_ref().map(|t| t == measured),
        ) {
            m.table = Some(d.table);
            m.expression = Some(d.expression);
            swapped = true;
        }
    }
    swapped.then_some(finer)
}

/// "how many customers bought Huawei products", "哪个老师的学生最多": a
/// count of a table's rows that the joins to its conditions' or its
/// groups' rows repeat counts each row once — its distinct keys — when the
/// table has a one-column key: a customer who ordered twice at a store is
/// one of the store's customers. Only counts of those rows, shown or ranked
/// by, are rewritten, and only per thing — each group the label of other
/// rows (a store's name, a teacher's) —; `None` when anything else is
/// measured, a HAVING says how many, or the groups are values of a column
/// (a district, a share), which the question may have named by mistake.
fn counted_by_key(intent: &Intent, measured: &str, schema: &Schema) -> Option<Intent> {
    let key = match schema.table(measured)?.primary_key.as_slice() {
        [k] => k.clone(),
        _ => return None,
    };
    let counts_rows = |m: &Measure| {
        m.aggregation == Aggregation::Count
            && matches!(&m.target, MeasureTarget::Rows { table } if table == measured)
    };
    let ranked_by = match &intent.order {
        None => None,
        Some(crate::intent::Order {
            key: OrderKey::Aggregate { measure },
            ..
        }) if counts_rows(measure) => Some(measure),
        Some(_) => return None,
    };
    let per_thing = intent.dimensions.iter().all(|d| {
        d.table != measured
            && schema
                .table(&d.table)
                .and_then(|t| t.label_column())
                .is_some_and(|label| label == d.column)
    });
    if !per_thing
        || intent.measures.len() > 1
        || !intent.measures.iter().all(counts_rows)
        || (intent.measures.is_empty() && ranked_by.is_none())
        || !intent.having.is_empty()
    {
        return None;
    }
    let by_key = Measure {
        aggregation: Aggregation::CountDistinct,
        target: MeasureTarget::Column {
            column: ColumnRef::new(measured, &key),
        },
    };
    let mut distinct = intent.clone();
    for m in distinct.measures.iter_mut() {
        *m = by_key.clone();
    }
    if let Some(crate::intent::Order {
        key: OrderKey::Aggregate { measure },
        ..
    }) = distinct.order.as_mut()
    {
        *measure = by_key;
    }
    Some(distinct)
}

fn build_with(intent: &Intent, cx: &BuildContext<'_>) -> Result<BuiltSql, BuildError> {
    if intent.is_empty() {
        return Err(BuildError::Empty);
    }
    if let Some(op) = &intent.set_operation {
        return build_set_operation(intent, op, cx);
    }
    if let Some(c) = &intent.contrast {
        return build_contrast(intent, c, cx);
    }
    if let Some(c) = intent.comparison {
        return period::build_comparison(intent, c, cx);
    }
    let mut w = Writer {
        cx,
        literals: Vec::new(),
    };

    // Tables, most important first: what is measured, then what is listed.
    let mut tables: Vec<String> = Vec::new();
    let mut need = |t: &str| {
        if !tables.iter().any(|x| x == t) {
            tables.push(t.to_string());
        }
    };
    let mut metric_filters: Vec<String> = Vec::new();
    // One leaf metric keeps its filters in WHERE; several metrics, or a
    // metric tree, carry them inside their aggregates.
    let metric_ids: Vec<&String> = intent
        .measures
        .iter()
        .filter_map(|m| match &m.target {
            MeasureTarget::Metric { id } => Some(id),
            _ => None,
        })
        .collect();
    let inline = metric_ids.len() > 1
        || metric_ids
            .iter()
            .any(|id| w.metric(id).is_ok_and(|m| m.expression.is_none()));
    for m in &intent.measures {
        match &m.target {
            MeasureTarget::Rows { table } => need(table),
            MeasureTarget::Column { column } => need(&column.table),
            MeasureTarget::Metric { id } => {
                let mut leaves = Vec::new();
                w.metric_leaves(id, &mut leaves, 0)?;
                for metric in leaves {
                    if let Some(t) = &metric.table {
                        need(t);
                    }
                    for text in metric.expression.iter().chain(metric.filters.iter()) {
                        for t in fragment_tables(text, cx.schema) {
                            need(&t);
                        }
                    }
                    if !inline {
                        for f in &metric.filters {
                            if !metric_filters.contains(f) {
                                metric_filters.push(f.clone());
                            }
                        }
                    }
                }
            }
        }
    }
    for h in &intent.having {
        match &h.measure.target {
            MeasureTarget::Rows { table } => need(table),
            MeasureTarget::Column { column } => need(&column.table),
            MeasureTarget::Metric { .. } => {}
        }
    }
    for c in intent.columns() {
        need(&c.table);
    }
    for sf in &intent.subquery_filters {
        match sf {
            crate::intent::SubqueryFilter::CompareToAggregate { column, .. } => need(&column.table),
            crate::intent::SubqueryFilter::Related { table, .. }
            | crate::intent::SubqueryFilter::RelatedCount { table, .. } => need(table),
        }
    }
    let order_aggregate = match &intent.order {
        Some(crate::intent::Order {
            key: OrderKey::Aggregate { measure },
            ..
        }) => Some(measure),
        _ => None,
    };
    let order_table = match order_aggregate.map(|m| &m.target) {
        Some(MeasureTarget::Rows { table }) => Some(table),
        Some(MeasureTarget::Column { column }) => Some(&column.table),
        _ => None,
    };
    if let Some(table) = order_table {
        if !tables.iter().any(|t| t == table) {
            tables.push(table.clone());
        }
    }
    for t in &tables {
        if cx.schema.table(t).is_none() {
            return Err(BuildError::Unknown(t.clone()));
        }
    }

    // FROM and joins: the cheapest tree connecting them.
    let Joined {
        from,
        edges,
        tables: joined,
    } = joined_from(&w, &tables, &intent.join_via)?;
    if let Some((measured, repeating)) = repeated_rows(intent, &w, &edges) {
        return Err(BuildError::RepeatedRows {
            measured,
            repeating,
        });
    }
    if let Some(e) = edges
        .iter()
        .filter(|e| !said_key(e, &intent.join_via))
        .find_map(|e| parallel_keys(cx.graph, e))
    {
        return Err(e);
    }
    let missing: Vec<&String> = tables.iter().filter(|t| !joined.contains(*t)).collect();
    if !missing.is_empty() {
        return Err(BuildError::NoJoinPath(
            tables
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>()
                .join(", "),
        ));
    }

    // SELECT.
    let mut select: Vec<String> = Vec::new();
    let mut group: Vec<String> = Vec::new();
    let mut grain_expr: Option<String> = None;
    let mut calculated_labels: Vec<String> = Vec::new();
    let aggregated =
        !intent.measures.is_empty() || !intent.having.is_empty() || order_aggregate.is_some();
    // (The best rows of each group need no measure: they are ranked by a
    // column of their own.)
    let rows_per_group = matches!(intent.calculation, Some(Calculation::TopPerGroup { .. }))
        && matches!(
            intent.order.as_ref().map(|o| &o.key),
            Some(OrderKey::Column { .. })
        );
    if intent.calculation.is_some() && intent.measures.is_empty() && !rows_per_group {
        return Err(BuildError::Unsupported(
            "a share, running total or top per group without a measure",
        ));
    }
    if aggregated {
        if let (Some(g), Some(tc)) = (
            intent.grain,
            intent
                .time_range
                .as_ref()
                .and_then(|t| t.column.as_ref())
                .or(match &intent.order {
                    Some(crate::intent::Order {
                        key: OrderKey::Column { column },
                        ..
                    }) => Some(column),
                    _ => None,
                }),
        ) {
            let e = w.period_of(tc, g)?;
            select.push(format!("{e} AS {}", w.q(g.name())));
            group.push(e.clone());
            grain_expr = Some(e);
        } else if intent.grain.is_some() {
            // Never a series silently built as one total.
            return Err(BuildError::Unsupported(
                "a time grain whose date column is not known",
            ));
        }
        for d in &intent.dimensions {
            let c = w.col(d)?;
            select.push(c.clone());
            group.push(c);
        }
        // (An average per period for each group: the groups' keys go on to
        // the outer grouping, so they are selected too.)
        let per_period_of_groups = intent.calculation == Some(Calculation::AverageOfGroups)
            && intent.grain.is_some()
            && !intent.dimensions.is_empty();
        for k in &intent.group_keys {
            if per_period_of_groups {
                select.push(w.col(k)?);
            }
            group.push(w.col(k)?);
        }
    }
    let mut labels = Vec::new();
    let mut calculated = Vec::new();
    for m in &intent.measures {
        let e = w.measure_with(m, inline)?;
        let label = w.measure_label(m);
        select.push(format!("{e} AS {}", w.q(&label)));
        match &intent.calculation {
            Some(Calculation::Share) => {
                // 每月各地区的占比: shares within each period.
                let within = match &grain_expr {
                    Some(g) if !intent.dimensions.is_empty() => format!("PARTITION BY {g}"),
                    _ => String::new(),
                };
                let l = format!("{label}{}", suffix::SHARE_PCT);
                calculated.push(format!(
                    "100.0 * {e} / NULLIF(SUM({}) OVER ({within}), 0) AS {}",
                    additive(&e)?,
                    w.q(&l)
                ));
                calculated_labels.push(l);
            }
            Some(Calculation::PartShare { part }) => {
                let conditions = part
                    .iter()
                    .map(|f| filter_condition(&mut w, f))
                    .collect::<Result<Vec<_>, _>>()?;
                let part_e = conditional(additive(&e)?, &conditions)?;
                let (pl, sl) = (
                    format!("{label}{}", suffix::PART),
                    format!("{label}{}", suffix::SHARE_PCT),
                );
                calculated.push(format!("{part_e} AS {}", w.q(&pl)));
                calculated.push(format!("100.0 * {part_e} / NULLIF({e}, 0) AS {}", w.q(&sl)));
                calculated_labels.extend([pl, sl]);
            }
            Some(Calculation::Running) => {
                let g = grain_expr.as_ref().ok_or(BuildError::Unsupported(
                    "a running total without a time grain",
                ))?;
                let dims: Vec<String> = intent
                    .dimensions
                    .iter()
                    .map(|d| w.col(d))
                    .collect::<Result<_, _>>()?;
                let within = if dims.is_empty() {
                    String::new()
                } else {
                    format!("PARTITION BY {} ", dims.join(", "))
                };
                let l = format!("{label}{}", suffix::RUNNING);
                calculated.push(format!(
                    "SUM({}) OVER ({within}ORDER BY {g} ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS {}",
                    additive(&e)?,
                    w.q(&l)
                ));
                calculated_labels.push(l);
            }
            _ => {}
        }
        labels.push(label);
    }
    select.extend(calculated);
    labels.append(&mut calculated_labels);
    if !aggregated {
        let cols = if intent.projections.is_empty() {
            &intent.dimensions
        } else {
            &intent.projections
        };
        for c in cols {
            select.push(w.col(c)?);
        }
    }

    if select.is_empty() {
        return Err(BuildError::Empty);
    }

    // WHERE.
    let mut conditions: Vec<String> = Vec::new();
    let mut plain = Vec::new();
    for f in &intent.filters {
        plain.push(filter_condition(&mut w, f)?);
    }
    if intent.any_filter && plain.len() > 1 {
        conditions.push(format!("({})", plain.join(" OR ")));
    } else {
        conditions.extend(plain);
    }
    for c in &intent.column_comparisons {
        let op =
            c.op.comparison_sql()
                .ok_or(BuildError::Unsupported("this comparison of two columns"))?;
        conditions.push(format!("{} {op} {}", w.col(&c.left)?, w.col(&c.right)?));
    }
    if let Some(r) = &intent.time_range {
        if let Some(tc) = &r.column {
            conditions.extend(w.range_conditions(tc, r)?);
        }
    }
    conditions.extend(metric_filters.iter().map(|f| format!("({f})")));
    // "which payment method is least used": groups a ranking picks are
    // values of their columns — rows without one (NULL, where the profile
    // saw some) are no payment method, and would come out as the least used.
    let picks_groups = intent.limit.is_some()
        && matches!(
            intent.order.as_ref().map(|o| &o.key),
            Some(OrderKey::Measure { .. } | OrderKey::Aggregate { .. })
        )
        && intent.calculation.is_none();
    if picks_groups {
        let has_nulls = |d: &ColumnRef| {
            cx.profiles
                .iter()
                .find(|p| p.table == d.table)
                .and_then(|p| p.column(&d.column))
                .is_some_and(|c| c.null_fraction > 0.0)
        };
        for d in intent.dimensions.iter().filter(|d| has_nulls(d)) {
            conditions.push(format!("{} IS NOT NULL", w.col(d)?));
        }
    }
    for sf in &intent.subquery_filters {
        conditions.push(subquery_condition(&mut w, sf)?);
    }
    // The semantic layer's default filters, where the question set none.
    if let Some(sem) = cx.semantic {
        for d in &sem.default_filters {
            let Some(table) = tables.iter().find(|t| **t == d.table) else {
                continue;
            };
            let c = ColumnRef::new(table, &d.column);
            let constrained = intent.filters.iter().any(|f| f.column == c)
                || intent.time_range.as_ref().and_then(|t| t.column.as_ref()) == Some(&c)
                || intent.dimensions.contains(&c);
            if constrained || intent.grain.is_some() {
                continue;
            }
            let col = w.col(&c)?;
            match &d.value {
                serde_yaml::Value::String(s) if s == "latest" => conditions.push(format!(
                    "{col} = (SELECT MAX({col}) FROM {})",
                    w.table(table)?
                )),
                serde_yaml::Value::Number(n) => {
                    let lit = match n.as_i64() {
                        Some(i) => Literal::Int(i),
                        None => Literal::Float(n.as_f64().unwrap_or(0.0)),
                    };
                    conditions.push(format!("{col} = {}", w.lit(&lit)));
                }
                serde_yaml::Value::String(s) => {
                    conditions.push(format!("{col} = {}", w.lit(&Literal::Text(s.clone()))));
                }
                _ => {}
            }
        }
    }

    let order = match &intent.order {
        Some(o) => Some((order_key(&w, intent, o, aggregated)?, o.descending)),
        None => None,
    };
    if let Some(Calculation::TopPerGroup { partition, .. }) = &intent.calculation {
        // Rows numbered within their group by the ordering (ROW_NUMBER: ties
        // do not give a group more rows than asked for).
        let (key, descending) = order.clone().ok_or(BuildError::Unsupported(
            "a top per group without an ordering",
        ))?;
        // (A name that is not unique is partitioned with its key: one group
        // per customer, not per name.)
        let mut within = vec![w.col(partition)?];
        for k in intent
            .group_keys
            .iter()
            .filter(|k| k.table == partition.table)
        {
            within.push(w.col(k)?);
        }
        select.push(format!(
            "ROW_NUMBER() OVER (PARTITION BY {} ORDER BY {key}{}) AS {}",
            within.join(", "),
            if descending { " DESC" } else { "" },
            w.q(RANK_IN_GROUP)
        ));
    }
    let mut sql = format!(
        "SELECT {}{} FROM {from}",
        if intent.distinct && !aggregated {
            "DISTINCT "
        } else {
            ""
        },
        select.join(", ")
    );
    if !conditions.is_empty() {
        sql.push_str(&format!(" WHERE {}", conditions.join(" AND ")));
    }
    if aggregated && !group.is_empty() {
        sql.push_str(&format!(" GROUP BY {}", group.join(", ")));
    }
    if !intent.having.is_empty() {
        let mut hs = Vec::new();
        for h in &intent.having {
            let e = w.measure(&h.measure)?;
            hs.push(condition(&mut w, &e, h.op, &h.values)?);
        }
        sql.push_str(&format!(" HAVING {}", hs.join(" AND ")));
    }
    if intent.calculation == Some(Calculation::CountGroups) {
        if intent.dimensions.is_empty() {
            return Err(BuildError::Unsupported(
                "counting groups without a grouping",
            ));
        }
        let sql = format!(
            "SELECT COUNT(*) AS {} FROM ({sql}) AS {}",
            w.q(COUNT_OF_GROUPS),
            w.q("grouped")
        );
        return Ok(BuiltSql {
            sql: substitute(&sql, cx.dialect, &w.literals)?,
            measure_labels: vec![COUNT_OF_GROUPS.to_string()],
        });
    }
    if intent.calculation == Some(Calculation::AverageOfGroups) {
        if intent.dimensions.is_empty() && grain_expr.is_none() {
            return Err(BuildError::Unsupported(
                "averaging over groups without a grouping",
            ));
        }
        let averaged: Vec<(String, String)> = labels
            .iter()
            .map(|l| (l.clone(), format!("{l}{}", suffix::AVERAGE_PER_GROUP)))
            .collect();
        // 每个门店平均每天的销售额: with a period and groups, each group's
        // average over its periods (the periods averaged, the groups kept).
        let outer: Vec<String> = if grain_expr.is_some() {
            let kept: Vec<&ColumnRef> =
                intent.dimensions.iter().chain(&intent.group_keys).collect();
            let names: BTreeSet<&str> = kept.iter().map(|c| c.column.as_str()).collect();
            if names.len() < kept.len() {
                return Err(BuildError::Unsupported(
                    "an average per period of groups whose columns share a name",
                ));
            }
            kept.iter()
                .map(|c| format!("{}.{}", w.q("grouped"), w.q(&c.column)))
                .collect()
        } else {
            Vec::new()
        };
        // (The groups are shown; their keys only group.)
        let shown = outer.len().min(intent.dimensions.len());
        let select: Vec<String> = outer[..shown]
            .iter()
            .cloned()
            .chain(
                averaged
                    .iter()
                    .map(|(l, a)| format!("AVG({}.{}) AS {}", w.q("grouped"), w.q(l), w.q(a))),
            )
            .collect();
        let mut sql = format!(
            "SELECT {} FROM ({sql}) AS {}",
            select.join(", "),
            w.q("grouped")
        );
        if !outer.is_empty() {
            sql.push_str(&format!(" GROUP BY {}", outer.join(", ")));
        }
        return Ok(BuiltSql {
            sql: substitute(&sql, cx.dialect, &w.literals)?,
            measure_labels: averaged.into_iter().map(|(_, a)| a).collect(),
        });
    }
    if let Some(Calculation::TopPerGroup { partition, n }) = &intent.calculation {
        let sql = top_per_group(&w, &sql, partition, *n)?;
        // The rank is the last column, counted with the measures.
        labels.push(RANK_IN_GROUP.to_string());
        return Ok(BuiltSql {
            sql: substitute(&sql, cx.dialect, &w.literals)?,
            measure_labels: labels,
        });
    }
    if let Some((key, descending)) = order {
        sql.push_str(&format!(
            " ORDER BY {key}{}",
            if descending { " DESC" } else { "" }
        ));
    }
    if let Some(n) = intent.limit {
        sql.push_str(&format!(" LIMIT {n}"));
    }
    let sql = substitute(&sql, cx.dialect, &w.literals)?;
    Ok(BuiltSql {
        sql,
        measure_labels: labels,
    })
}

/// A measure whose rows the joins repeat: a total, average or count (not
/// a distinct count, minimum or maximum) of a table that is joined, on its
/// key, to a table holding several rows per row of it (orders to their
/// order lines). Returns the measured table and the one repeating it.
/// A count grouped by something reached through the repeating table counts
/// the pairs asked for when that table is a table of pairs ("concerts per
/// singer" through singer_in_concert), not through a table of its own
/// facts (customers per store through orders); a total or an average is
/// repeated whatever it is grouped by.
fn repeated_rows(
    intent: &Intent,
    w: &Writer<'_>,
    edges: &[chatdb_knowledge::graph::JoinEdge],
) -> Option<(String, String)> {
    let schema = w.cx.schema;
    let mut measured: Vec<(String, bool)> = Vec::new();
    // (A ranking by a count not shown — 客户最多的门店 — counts rows too.)
    let ranked = intent.order.as_ref().and_then(|o| match &o.key {
        OrderKey::Aggregate { measure } => Some(measure),
        _ => None,
    });
    for m in intent.measures.iter().chain(ranked) {
        let exposed = !matches!(
            m.aggregation,
            Aggregation::CountDistinct | Aggregation::Min | Aggregation::Max
        );
        let count = matches!(m.aggregation, Aggregation::Count);
        match &m.target {
            MeasureTarget::Rows { table } if exposed => measured.push((table.clone(), true)),
            MeasureTarget::Column { column } if exposed => {
                measured.push((column.table.clone(), count))
            }
            MeasureTarget::Metric { id } => {
                let mut leaves = Vec::new();
                if w.metric_leaves(id, &mut leaves, 0).is_err() {
                    continue;
                }
                for leaf in leaves {
                    let e = leaf.expression.as_deref().unwrap_or("");
                    let head = chatdb_knowledge::semantic::leading_aggregate(e);
                    if e.to_ascii_uppercase().contains("DISTINCT")
                        || matches!(head.as_deref(), Some("MIN" | "MAX"))
                    {
                        continue;
                    }
                    let count = head.as_deref() == Some("COUNT");
                    measured.extend(leaf.table.clone().map(|t| (t, count)));
                }
            }
            _ => {}
        }
    }
    // The side of an edge whose columns are its table's whole key has one
    // row per row of the other side.
    let unique = |table: &str, cols: &[String]| {
        schema.table(table).is_some_and(|t| {
            !t.primary_key.is_empty()
                && t.primary_key.len() == cols.len()
                && t.primary_key.iter().all(|k| cols.contains(k))
        })
    };
    let grouped: Vec<&str> = intent.dimensions.iter().map(|d| d.table.as_str()).collect();
    for (start, count) in measured {
        // Walk the join tree away from the measured table.
        for (here, there) in walk(edges, &start, None) {
            let e = edges.iter().find(|e| {
                e.left == here && e.right == there || e.right == here && e.left == there
            })?;
            let (here_cols, there_cols) = if e.left == here {
                (&e.left_columns, &e.right_columns)
            } else {
                (&e.right_columns, &e.left_columns)
            };
            if !unique(&here, here_cols) || unique(&there, there_cols) {
                continue;
            }
            let beyond: Vec<String> = walk(edges, &there, Some(&here))
                .into_iter()
                .map(|(_, to)| to)
                .collect();
            // (Not a group the measured rows reach by their own references:
            // stores per region counted through orders and customers are
            // stores repeated, since a store has its own region.)
            let groups_beyond = grouped.iter().any(|g| {
                (*g == there || beyond.iter().any(|b| b == g))
                    && !schema.reaches(&start, g, schema.tables.len())
            });
            // (Only a table of pairs — its key, if any, made of its
            // references — holds each pair once: customers counted per
            // store through orders would count orders.)
            let pairs = schema.table(&there).is_some_and(|t| {
                t.primary_key.iter().all(|k| {
                    t.foreign_keys
                        .iter()
                        .any(|f| f.columns.iter().any(|c| c.eq_ignore_ascii_case(k)))
                })
            });
            if !(count && groups_beyond && pairs) {
                return Some((start, there));
            }
        }
    }
    None
}

/// The edges of a join tree in the order a walk from `start` crosses
/// them, as (from, to) table pairs, never entering `avoid`.
fn walk(
    edges: &[chatdb_knowledge::graph::JoinEdge],
    start: &str,
    avoid: Option<&str>,
) -> Vec<(String, String)> {
    let mut seen: Vec<String> = std::iter::once(start)
        .chain(avoid)
        .map(String::from)
        .collect();
    let mut frontier = vec![start.to_string()];
    let mut out = Vec::new();
    while let Some(at) = frontier.pop() {
        for e in edges {
            let there = if e.left == at {
                &e.right
            } else if e.right == at {
                &e.left
            } else {
                continue;
            };
            if seen.contains(there) {
                continue;
            }
            seen.push(there.clone());
            frontier.push(there.clone());
            out.push((at.clone(), there.clone()));
        }
    }
    out
}

/// The expression the result is ordered by.
fn order_key(
    w: &Writer<'_>,
    intent: &Intent,
    o: &crate::intent::Order,
    aggregated: bool,
) -> Result<String, BuildError> {
    Ok(match &o.key {
        // A rate's groups ranked (哪个渠道的退款率最高) are ranked by the
        // rate: the share, by its column's name.
        OrderKey::Measure { index }
            if matches!(intent.calculation, Some(Calculation::PartShare { .. })) =>
        {
            let m = intent
                .measures
                .get(*index)
                .ok_or(BuildError::Unsupported("ordering by a missing measure"))?;
            w.q(&format!("{}{}", w.measure_label(m), suffix::SHARE_PCT))
        }
        OrderKey::Measure { index } => w.measure(
            intent
                .measures
                .get(*index)
                .ok_or(BuildError::Unsupported("ordering by a missing measure"))?,
        )?,
        OrderKey::Aggregate { measure } => w.measure(measure)?,
        OrderKey::Change { .. } => {
            return Err(BuildError::Unsupported(
                "ranking by a change without a period comparison",
            ))
        }
        OrderKey::Column { column } => match intent.grain {
            Some(g)
                if aggregated
                    && intent.time_range.as_ref().and_then(|t| t.column.as_ref())
                        == Some(column)
                    || aggregated
                        && intent.grain.is_some()
                        && !intent.dimensions.contains(column) =>
            {
                w.period_of(column, g)?
            }
            _ => w.col(column)?,
        },
    })
}

/// A measure that adds up across groups (a total or a count; a metric
/// whose expression is one), as the argument of the window `SUM` that
/// totals it: an average or an extreme has no share of a total.
fn additive(e: &str) -> Result<&str, BuildError> {
    if chatdb_knowledge::semantic::adds_up(e) {
        Ok(e)
    } else {
        Err(BuildError::Unsupported(
            "a share or running total of a value that does not add up (an average, minimum or maximum)",
        ))
    }
}

/// The first `n` rows of every `partition` group of the grouped query
/// (which numbers its rows in `RANK_IN_GROUP`).
fn top_per_group(
    w: &Writer<'_>,
    grouped: &str,
    partition: &ColumnRef,
    n: u64,
) -> Result<String, BuildError> {
    let name =
        w.cx.schema
            .table(&partition.table)
            .and_then(|t| t.column(&partition.column))
            .map(|c| w.q(&c.name))
            .ok_or_else(|| BuildError::Unknown(partition.column.clone()))?;
    let rank = w.q(RANK_IN_GROUP);
    Ok(format!(
        "SELECT * FROM ({grouped}) AS ranked WHERE ranked.{rank} <= {n} ORDER BY ranked.{name}, ranked.{rank}"
    ))
}

/// The SQL of a filter on a column.
fn filter_condition(w: &mut Writer<'_>, f: &crate::intent::Filter) -> Result<String, BuildError> {
    let c = w.col(&f.column)?;
    condition(w, &c, f.op, &f.values)
}

/// `c op values` in SQL: the condition of a filter on a column, or of a
/// HAVING on a measure (`COUNT(*) BETWEEN 1 AND 2`).
fn condition(
    w: &mut Writer<'_>,
    c: &str,
    op: FilterOp,
    values: &[Literal],
) -> Result<String, BuildError> {
    Ok(match (op.comparison_sql(), op, values) {
        (Some(sym), _, [v]) => format!("{c} {sym} {}", w.lit(v)),
        (_, FilterOp::Like, [v]) => format!("{c} LIKE {}", w.lit(v)),
        (_, FilterOp::NotLike, [v]) => format!("{c} NOT LIKE {}", w.lit(v)),
        (_, FilterOp::IsNull, []) => format!("{c} IS NULL"),
        (_, FilterOp::IsNotNull, []) => format!("{c} IS NOT NULL"),
        (_, FilterOp::Between, [a, b]) => {
            format!("{c} BETWEEN {} AND {}", w.lit(a), w.lit(b))
        }
        (_, FilterOp::In | FilterOp::NotIn, vs) if !vs.is_empty() => {
            let items: Vec<String> = vs.iter().map(|v| w.lit(v)).collect();
            let not = if op == FilterOp::NotIn { "NOT " } else { "" };
            format!("{c} {not}IN ({})", items.join(", "))
        }
        _ => return Err(BuildError::Unsupported("a filter with this many values")),
    })
}

/// The SQL of a condition that needs a subquery.
fn subquery_condition(
    w: &mut Writer<'_>,
    sf: &crate::intent::SubqueryFilter,
) -> Result<String, BuildError> {
    use crate::intent::SubqueryFilter;
    match sf {
        SubqueryFilter::CompareToAggregate {
            column,
            op,
            aggregation,
            conditions,
        } => {
            let c = w.col(column)?;
            let op = op
                .comparison_sql()
                .ok_or(BuildError::Unsupported("this comparison with an aggregate"))?;
            let agg = match aggregation {
                Aggregation::Avg => "AVG",
                Aggregation::Max => "MAX",
                Aggregation::Min => "MIN",
                Aggregation::Sum => "SUM",
                _ => return Err(BuildError::Unsupported("this aggregate in a comparison")),
            };
            let wheres = conditions_on(
                w,
                &column.table,
                conditions,
                "a condition on another table inside an aggregate comparison",
            )?;
            let filter = if wheres.is_empty() {
                String::new()
            } else {
                format!(" WHERE {}", wheres.join(" AND "))
            };
            Ok(format!(
                "{c} {op} (SELECT {agg}({c}) FROM {}{filter})",
                w.table(&column.table)?
            ))
        }
        SubqueryFilter::Related {
            table,
            other,
            negated,
            conditions,
        } => {
            // "purchases without a member": rows that refer to the other
            // table themselves have none where their reference is empty —
            // every key they do hold is one of its rows.
            if *negated && conditions.is_empty() {
                if let Some(reference) = own_reference(w.cx.schema, table, other) {
                    return Ok(format!("{} IS NULL", w.col(&reference)?));
                }
            }
            let (left, right) = related_keys(w, table, other)?;
            let not = if *negated { "NOT " } else { "" };
            let mut wheres = vec![format!("{right} IS NOT NULL")];
            // Conditions on tables the related rows reach (a pet's type,
            // through Has_Pet; the category of the goods an order holds)
            // join them inside the subquery (rows repeated there are the
            // same keys to IN).
            let mut tables = vec![other.clone()];
            for f in conditions {
                if !tables.contains(&f.column.table) {
                    tables.push(f.column.table.clone());
                }
            }
            let Joined {
                from,
                tables: reached,
                ..
            } = joined_from(w, &tables, &[])?;
            if tables.iter().any(|t| !reached.contains(t)) {
                return Err(BuildError::Unsupported(
                    "a related-rows condition on a table the related rows don't reference",
                ));
            }
            for f in conditions {
                wheres.push(filter_condition(w, f)?);
            }
            Ok(format!(
                "{left} {not}IN (SELECT {right} FROM {from} WHERE {})",
                wheres.join(" AND ")
            ))
        }
        SubqueryFilter::RelatedCount {
            table,
            other,
            op,
            value,
        } => {
            let (left, right) = related_keys(w, table, other)?;
            // Fewer than n (or at most n) includes rows with none: the
            // complement of those with at least n (more than n).
            let positive = |v: &Literal| match v {
                Literal::Int(n) => *n > 0,
                Literal::Float(f) => *f > 0.0,
                _ => false,
            };
            let (not, having) = match op {
                FilterOp::Gt | FilterOp::Ge => ("", op.comparison_sql().unwrap_or(">")),
                FilterOp::Eq if positive(value) => ("", "="),
                FilterOp::Lt => ("NOT ", ">="),
                FilterOp::Le => ("NOT ", ">"),
                _ => {
                    return Err(BuildError::Unsupported(
                        "this comparison of a count of related rows",
                    ))
                }
            };
            let n = w.lit(value);
            Ok(format!(
                "{left} {not}IN (SELECT {right} FROM {} WHERE {right} IS NOT NULL GROUP BY {right} HAVING COUNT(*) {having} {n})",
                w.table(other)?
            ))
        }
    }
}

/// A FROM clause over tables joined along the cheapest tree connecting
/// them: the clause, the tree's edges and the tables it reached.
struct Joined {
    from: String,
    edges: Vec<JoinEdge>,
    tables: BTreeSet<String>,
}

/// FROM the first of `tables`, each other joined on one already there,
/// along `cx.graph.connect`'s tree (within 4 hops); a table it cannot reach
/// is left out (the caller says so).
fn joined_from(w: &Writer<'_>, tables: &[String], via: &[ColumnRef]) -> Result<Joined, BuildError> {
    let (edges, _) = w.cx.graph.connect(tables, 4);
    // (Where two tables are related by more than one key, the one the
    // question said.)
    let edges: Vec<JoinEdge> = edges
        .into_iter()
        .map(|e| {
            w.cx.graph
                .neighbours(&e.left)
                .iter()
                .find(|o| o.right == e.right && said_key(o, via))
                .cloned()
                .unwrap_or(e)
        })
        .collect();
    let first = tables.first().ok_or(BuildError::Empty)?;
    let mut from = w.table(first)?;
    let mut joined = BTreeSet::from([first.clone()]);
    let mut pending = edges.clone();
    while let Some(pos) = pending
        .iter()
        .position(|e| joined.contains(&e.left) || joined.contains(&e.right))
    {
        let e = pending.remove(pos);
        let new = if joined.contains(&e.left) {
            &e.right
        } else {
            &e.left
        };
        if joined.contains(new) {
            continue;
        }
        from.push_str(&format!(" JOIN {} ON {}", w.table(new)?, w.join_on(&e)?));
        joined.insert(new.clone());
    }
    Ok(Joined {
        from,
        edges,
        tables: joined,
    })
}

/// Whether the edge joins by one of the keys `via` the question said.
fn said_key(e: &JoinEdge, via: &[ColumnRef]) -> bool {
    via.iter().any(|c| {
        (c.table == e.left && e.left_columns.contains(&c.column))
            || (c.table == e.right && e.right_columns.contains(&c.column))
    })
}

/// flights → airports by SourceAirport and by DestAirport: a join whose
/// two tables are related by another key as cheap (none of them a
/// preferred hint) is a guess at what the rows mean to each other.
fn parallel_keys(graph: &JoinGraph, e: &JoinEdge) -> Option<BuildError> {
    if e.left == e.right {
        return None;
    }
    let others: Vec<&JoinEdge> = graph
        .neighbours(&e.left)
        .iter()
        .filter(|o| o.right == e.right && o.cost <= e.cost)
        .filter(|o| (&o.left_columns, &o.right_columns) != (&e.left_columns, &e.right_columns))
        .collect();
    if others.is_empty() {
        return None;
    }
    // (Named by the columns that differ: SourceAirport, DestAirport.)
    let all: Vec<&JoinEdge> = std::iter::once(e).chain(others).collect();
    let same_left = all.iter().all(|x| x.left_columns == e.left_columns);
    let keys = all
        .iter()
        .map(|x| {
            if same_left {
                x.right_columns.join(", ")
            } else {
                x.left_columns.join(", ")
            }
        })
        .collect::<Vec<_>>()
        .join(" or ");
    Some(BuildError::AmbiguousJoin {
        table: e.left.clone(),
        other: e.right.clone(),
        keys,
    })
}

/// The one column of `table` declared as referring to `other`, when it
/// may be empty.
fn own_reference(schema: &chatdb_core::Schema, table: &str, other: &str) -> Option<ColumnRef> {
    let t = schema.table(table)?;
    let refers = |f: &&chatdb_core::ForeignKey| {
        f.ref_table.eq_ignore_ascii_case(other)
            || schema
                .table(&f.ref_table)
                .is_some_and(|r| r.qualified_name() == other)
    };
    let mut fks = t.foreign_keys.iter().filter(refers);
    let (Some(fk), None) = (fks.next(), fks.next()) else {
        return None;
    };
    let [column] = fk.columns.as_slice() else {
        return None;
    };
    t.column(column)
        .filter(|c| c.nullable)
        .map(|c| ColumnRef::new(table, &c.name))
}

/// The key of `table` and the column of `other` referring to it (or the
/// other way round): one declared or hinted single-column key.
fn related_keys(w: &Writer<'_>, table: &str, other: &str) -> Result<(String, String), BuildError> {
    let edge =
        w.cx.graph
            .neighbours(table)
            .iter()
            .find(|e| e.right == other)
            .ok_or_else(|| BuildError::NoJoinPath(format!("{table}, {other}")))?;
    match (edge.left_columns.as_slice(), edge.right_columns.as_slice()) {
        ([l], [r]) => Ok((
            w.col(&ColumnRef::new(table, l))?,
            w.col(&ColumnRef::new(other, r))?,
        )),
        _ => Err(BuildError::Unsupported(
            "a composite key in a related-rows condition",
        )),
    }
}

/// The WHERE conditions of a subquery over `table`; each must be on that
/// table (`elsewhere` says what is unsupported otherwise).
fn conditions_on(
    w: &mut Writer<'_>,
    table: &str,
    conditions: &[crate::intent::Filter],
    elsewhere: &'static str,
) -> Result<Vec<String>, BuildError> {
    conditions
        .iter()
        .map(|f| {
            if f.column.table != table {
                return Err(BuildError::Unsupported(elsewhere));
            }
            filter_condition(w, f)
        })
        .collect()
}

/// `SUM(x)` → `x`: what a metric's one total or average aggregates (the
/// values a median is taken of; a count's are no amounts).
fn aggregated(expression: &str) -> Result<&str, BuildError> {
    let e = expression.trim();
    let call = e
        .find('(')
        .map(|open| e[..open].trim().to_ascii_uppercase());
    let inner = e
        .find('(')
        .filter(|_| e.ends_with(')') && matches!(call.as_deref(), Some("SUM" | "AVG")))
        .map(|open| &e[open + 1..e.len() - 1])
        .ok_or(BuildError::Unsupported(
            "a metric expression that is not an aggregate call",
        ))?;
    // (Not `SUM(a) / SUM(b)`: one call around the whole.)
    let mut depth = 0i32;
    for c in inner.chars() {
        depth += match c {
            '(' => 1,
            ')' => -1,
            _ => 0,
        };
        if depth < 0 {
            return Err(BuildError::Unsupported(
                "a metric expression that is not one aggregate call",
            ));
        }
    }
    Ok(inner.trim())
}

/// `SUM(x)` → `AVG(x)`: the same metric under another aggregate.
fn reaggregate(expression: &str, a: Aggregation) -> Result<String, BuildError> {
    let e = expression.trim();
    let open = e.find('(').ok_or(BuildError::Unsupported(
        "a metric expression that is not an aggregate call",
    ))?;
    let name = match a {
        Aggregation::Avg => "AVG",
        Aggregation::Min => "MIN",
        Aggregation::Max => "MAX",
        Aggregation::Sum => "SUM",
        Aggregation::Count | Aggregation::CountDistinct => "COUNT",
        Aggregation::Median => return Err(BuildError::Unsupported("a median written as a call")),
    };
    Ok(format!("{name}{}", &e[open..]))
}

/// `AGG(x)` with conditions → `AGG(CASE WHEN c1 AND c2 THEN x END)`.
fn conditional(expression: &str, filters: &[String]) -> Result<String, BuildError> {
    let e = expression.trim();
    let open = e.find('(').ok_or(BuildError::Unsupported(
        "a metric expression that is not an aggregate call",
    ))?;
    let name = e[..open].trim();
    let inner = e[open + 1..]
        .strip_suffix(')')
        .ok_or(BuildError::Unsupported(
            "a metric expression that is not an aggregate call",
        ))?;
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return Err(BuildError::Unsupported(
            "a metric expression that is not an aggregate call",
        ));
    }
    let (distinct, arg) = match inner
        .trim()
        .strip_prefix("DISTINCT ")
        .or_else(|| inner.trim().strip_prefix("distinct "))
    {
        Some(a) => ("DISTINCT ", a),
        None => ("", inner.trim()),
    };
    let arg = if arg == "*" { "1" } else { arg };
    let cond: Vec<String> = filters.iter().map(|f| format!("({f})")).collect();
    Ok(format!(
        "{name}({distinct}CASE WHEN {} THEN {arg} END)",
        cond.join(" AND ")
    ))
}

/// `left <op> right`: each side built on its own (neither may order or
/// limit its rows, which SQL allows only on the whole); counted, the
/// count of the rows it leaves.
fn build_set_operation(
    intent: &Intent,
    op: &crate::intent::SetOperation,
    cx: &BuildContext<'_>,
) -> Result<BuiltSql, BuildError> {
    let mut left = intent.clone();
    left.set_operation = None;
    let right = op.other.as_ref();
    if [&left, right]
        .iter()
        .any(|i| i.order.is_some() || i.limit.is_some() || i.set_operation.is_some())
    {
        return Err(BuildError::Unsupported(
            "ordering, a limit or a nested set operation inside a set operation",
        ));
    }
    let (l, r) = (build(&left, cx)?, build(right, cx)?);
    let sql = format!("{} {} {}", l.sql, op.kind.sql(), r.sql);
    let (sql, measure_labels) = if op.count {
        let q = |ident: &str| cx.dialect.quote_ident(ident);
        (
            format!(
                "SELECT COUNT(*) AS {} FROM ({sql}) AS {}",
                q(COUNT_OF_GROUPS),
                q("combined")
            ),
            vec![COUNT_OF_GROUPS.to_string()],
        )
    } else {
        (sql, l.measure_labels)
    };
    Ok(BuiltSql {
        sql: substitute(&sql, cx.dialect, &[])?,
        measure_labels,
    })
}

/// `SELECT a.x - b.x FROM (first side's rows) AS a, (second side's) AS b`:
/// each side lists the contrasted column on the rows where the split column
/// has that side's value and the intent's own conditions hold. A ratio is
/// computed in floating point (integer columns would divide to a whole number).
fn build_contrast(
    intent: &Intent,
    contrast: &crate::intent::Contrast,
    cx: &BuildContext<'_>,
) -> Result<BuiltSql, BuildError> {
    let [first, second] = contrast.sides.as_slice() else {
        return Err(BuildError::Unsupported(
            "a contrast without exactly two sides",
        ));
    };
    if !intent.measures.is_empty()
        || !intent.dimensions.is_empty()
        || !intent.having.is_empty()
        || intent.grain.is_some()
        || intent.order.is_some()
        || intent.limit.is_some()
        || intent.any_filter && intent.filters.len() > 1
    {
        return Err(BuildError::Unsupported(
            "a contrast of two rows combined with aggregates, grouping, ordering or alternatives",
        ));
    }
    let side = |value: &Literal| -> Result<BuiltSql, BuildError> {
        let mut side = intent.clone();
        side.contrast = None;
        side.distinct = false;
        side.any_filter = false;
        side.projections = vec![contrast.column.clone()];
        side.filters.push(crate::intent::Filter {
            column: contrast.split.clone(),
            op: FilterOp::Eq,
            values: vec![value.clone()],
        });
        build(&side, cx)
    };
    let (a, b) = (side(first)?, side(second)?);
    let q = |s: &str| cx.dialect.quote_ident(s);
    let column = cx
        .schema
        .table(&contrast.column.table)
        .and_then(|t| t.column(&contrast.column.column))
        .map(|c| q(&c.name))
        .ok_or_else(|| BuildError::Unknown(contrast.column.column.clone()))?;
    let (name, left) = match contrast.op {
        crate::intent::ContrastOp::Difference => ("difference", format!("a.{column}")),
        crate::intent::ContrastOp::Ratio => ("ratio", format!("a.{column} * 1.0")),
    };
    let label = format!("{name}_{}", contrast.column.column);
    let sql = format!(
        "SELECT {left} {} b.{column} AS {} FROM ({}) AS a, ({}) AS b",
        contrast.op.sql(),
        q(&label),
        a.sql,
        b.sql
    );
    Ok(BuiltSql {
        sql: substitute(&sql, cx.dialect, &[])?,
        measure_labels: vec![label],
    })
}

/// Parses the statement and replaces placeholder identifiers with literals.
fn substitute(sql: &str, dialect: Dialect, literals: &[Literal]) -> Result<String, BuildError> {
    let mut statements =
        chatdb_guard::parse::parse(sql, dialect).map_err(|e| BuildError::Parse(e.message))?;
    struct Literals<'a>(&'a [Literal]);
    impl VisitorMut for Literals<'_> {
        type Break = ();
        fn post_visit_expr(&mut self, expr: &mut Expr) -> ControlFlow<()> {
            let name = match expr {
                Expr::Identifier(Ident { value, .. }) => value.clone(),
                _ => return ControlFlow::Continue(()),
            };
            if let Some(i) = name
                .strip_prefix(PLACEHOLDER)
                .and_then(|n| n.parse::<usize>().ok())
            {
                if let Some(l) = self.0.get(i) {
                    let v = match l {
                        Literal::Int(n) => Value::Number(n.to_string(), false),
                        Literal::Float(f) => Value::Number(f.to_string(), false),
                        Literal::Bool(b) => Value::Boolean(*b),
                        Literal::Text(s) => Value::SingleQuotedString(s.clone()),
                    };
                    *expr = Expr::Value(ValueWithSpan::from(v));
                }
            }
            ControlFlow::Continue(())
        }
    }
    let mut v = Literals(literals);
    for s in &mut statements {
        let _ = s.visit(&mut v);
    }
    let text = statements
        .first()
        .map(ToString::to_string)
        .ok_or_else(|| BuildError::Parse("no statement".into()))?;
    if text.contains(PLACEHOLDER) {
        return Err(BuildError::Parse("a value was left unbound".into()));
    }
    Ok(text)
}
