//! The structured intent: the one typed representation between
//! understanding a question and writing SQL. The rule engine's parser fills
//! it; an LLM can fill it through its JSON form; the builder compiles it.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

pub use chatdb_core::ColumnRef;

/// An aggregate function.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Aggregation {
    Count,
    CountDistinct,
    Sum,
    Avg,
    Min,
    Max,
    /// The middle value: `MEDIAN` on DuckDB, `PERCENTILE_CONT(0.5)` on
    /// PostgreSQL; MySQL and SQLite have no such aggregate.
    Median,
}

/// What a measure aggregates.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum MeasureTarget {
    /// The rows of a table (`COUNT(*)`).
    Rows { table: String },
    /// A column.
    Column { column: ColumnRef },
    /// A semantic-layer metric by id (its own expression and filters).
    Metric { id: String },
}

/// One aggregated value the question asks for.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Measure {
    /// Ignored for metrics, which carry their own aggregation.
    pub aggregation: Aggregation,
    pub target: MeasureTarget,
}

/// A comparison in a filter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FilterOp {
    Eq,
    NotEq,
    Gt,
    Ge,
    Lt,
    Le,
    Between,
    In,
    NotIn,
    Like,
    NotLike,
    /// No value stored (性别为空, "without a gender"); takes no values.
    IsNull,
    /// A value stored (性别不为空); takes no values.
    IsNotNull,
}

impl FilterOp {
    /// The SQL operator of a comparison with one value (`=`, `<>`, `>`, `>=`,
    /// `<`, `<=`); `None` for the others.
    pub fn comparison_sql(self) -> Option<&'static str> {
        Some(match self {
            FilterOp::Eq => "=",
            FilterOp::NotEq => "<>",
            FilterOp::Gt => ">",
            FilterOp::Ge => ">=",
            FilterOp::Lt => "<",
            FilterOp::Le => "<=",
            _ => return None,
        })
    }
}

/// A literal in a filter: user text only ever becomes one of these.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Literal {
    Int(i64),
    Float(f64),
    Text(String),
    /// A yes/no column's value (在售商品: `is_active = TRUE`).
    Bool(bool),
}

/// A condition on a column.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Filter {
    pub column: ColumnRef,
    pub op: FilterOp,
    pub values: Vec<Literal>,
}

/// A condition between two columns of one row: "returned after it was
/// due" (`returned_on > due_on`), "sold below the asking price".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColumnComparison {
    pub left: ColumnRef,
    /// One of the comparisons with one value ([`FilterOp::comparison_sql`]).
    pub op: FilterOp,
    pub right: ColumnRef,
}

/// A condition that needs a subquery.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum SubqueryFilter {
    /// `column op (SELECT AGG(column) FROM its table WHERE conditions)`:
    /// "above the average age", 小于控球后卫的平均年龄.
    CompareToAggregate {
        column: ColumnRef,
        op: FilterOp,
        aggregation: Aggregation,
        /// Conditions on the rows aggregated (columns of the same table).
        #[serde(default)]
        conditions: Vec<Filter>,
    },
    /// Rows of `table` with (or, `negated`, without) related rows in
    /// `other` that meet `conditions`: "customers who have no orders",
    /// "channels not playing any cartoons directed by Ben Jones".
    Related {
        table: String,
        other: String,
        negated: bool,
        /// Conditions on the related rows (columns of `other`).
        #[serde(default)]
        conditions: Vec<Filter>,
    },
    /// Rows of `table` whose number of related rows in `other` compares
    /// with `value` by `op`: "how many customers have more than 10
    /// orders" counts such customers.
    RelatedCount {
        table: String,
        other: String,
        op: FilterOp,
        value: Literal,
    },
}

/// A condition on an aggregated value (`HAVING`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MeasureFilter {
    /// The aggregate compared (it need not be selected).
    pub measure: Measure,
    pub op: FilterOp,
    pub values: Vec<Literal>,
}

/// A half-open date range `[start, end)` on a time column.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeRange {
    /// The column it applies to; `None` until the builder resolves it from
    /// the measure's table or metric.
    pub column: Option<ColumnRef>,
    pub start: Option<NaiveDate>,
    pub end: Option<NaiveDate>,
    /// The words it came from, e.g. `去年`.
    pub label: String,
    /// For a range cut short at today (本周 so far): the whole period
    /// `[start, end)` it was cut from. A comparison steps back by that
    /// period, so this week so far is set against the same days of last
    /// week, not against the days just before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub period: Option<(NaiveDate, NaiveDate)>,
    /// The days of the week kept (ISO: 1 = Monday … 7 = Sunday); every
    /// day when empty. 周末 / weekends are `[6, 7]`, 工作日 `[1, 2, 3, 4, 5]`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub days: Vec<u8>,
}

/// How finely time is grouped: by calendar period, or by a place in a
/// cycle that repeats (the day of the week, the hour of the day).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Grain {
    Day,
    Week,
    Month,
    Quarter,
    Year,
    /// The day of the week, ISO: 1 = Monday … 7 = Sunday.
    Weekday,
    /// The hour of the day, 0–23 (needs a time of day).
    Hour,
}

impl Grain {
    /// The period's English name, which is also its result column's: day,
    /// week, month, quarter, year.
    pub fn name(self) -> &'static str {
        match self {
            Grain::Day => "day",
            Grain::Week => "week",
            Grain::Month => "month",
            Grain::Quarter => "quarter",
            Grain::Year => "year",
            Grain::Weekday => "weekday",
            Grain::Hour => "hour",
        }
    }

    /// True for a place in a repeating cycle (weekday, hour): its groups
    /// are not periods one after another, so nothing is compared with the
    /// one before.
    pub fn is_cyclic(self) -> bool {
        matches!(self, Grain::Weekday | Grain::Hour)
    }
}

/// A period comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Comparison {
    /// Against the same period a year earlier (同比).
    YearOverYear,
    /// Against the previous period of the same length (环比).
    PeriodOverPeriod,
}

/// A calculation over the grouped rows, written with window functions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Calculation {
    /// Each group's share of the total, in percent (占比, share of).
    Share,
    /// A running total in time order (累计, cumulative).
    Running,
    /// The first `n` rows within each value of `partition`, by the
    /// intent's ordering (每个地区销售额前三的商品, top 3 … in each region).
    TopPerGroup { partition: ColumnRef, n: u64 },
    /// The measure on the rows where `part` holds, in percent of the
    /// measure on all rows (of each group): 线上渠道的销售额占比, "what
    /// percentage of orders are cancelled". The intent's own filters and
    /// time range hold for both. Ordered by a measure, the groups are
    /// ranked by its share (哪个渠道的退款率最高).
    PartShare { part: Vec<Filter> },
    /// How many groups there are (after HAVING): 销售额超过100万的门店有几家,
    /// "how many stores with revenue over …".
    CountGroups,
    /// The average over the groups of each group's total or count:
    /// 平均每天的销售额, 日均订单数, "average revenue per store" — one row,
    /// over the groups that have rows.
    AverageOfGroups,
}

/// What the result is ordered by.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum OrderKey {
    /// The n-th measure.
    Measure {
        index: usize,
    },
    Column {
        column: ColumnRef,
    },
    /// An aggregate that is not selected ("which year has the most concerts").
    Aggregate {
        measure: Measure,
    },
    /// The percentage change of the n-th measure against the period it is
    /// compared with: a period comparison's groups ranked by their growth
    /// (今年销售额同比增长最快的大区).
    Change {
        index: usize,
    },
}

/// Ordering of the result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Order {
    pub key: OrderKey,
    pub descending: bool,
}

/// How two answers combine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SetKind {
    /// Rows in both ("both … and").
    Intersect,
    /// Rows in the first but not the second ("… but not …").
    Except,
    /// Rows in either ("either … or").
    Union,
}

impl SetKind {
    /// The SQL operator.
    pub fn sql(self) -> &'static str {
        match self {
            SetKind::Intersect => "INTERSECT",
            SetKind::Except => "EXCEPT",
            SetKind::Union => "UNION",
        }
    }
}

/// A second intent whose rows combine with the first's: both select the
/// same kind of columns.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SetOperation {
    pub kind: SetKind,
    pub other: Box<Intent>,
    /// The rows the combination leaves are counted, not listed ("how many
    /// customers ordered last year but not this year"): each side lists
    /// the counted rows' key.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub count: bool,
}

/// How the two sides of a [`Contrast`] combine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ContrastOp {
    /// First minus second: 乌拉圭比美国多多少, "how many more … than".
    Difference,
    /// First over second: 是美国的多少倍, "how many times".
    Ratio,
}

impl ContrastOp {
    /// The SQL operator.
    pub fn sql(self) -> &'static str {
        match self {
            ContrastOp::Difference => "-",
            ContrastOp::Ratio => "/",
        }
    }
}

/// One column's value on two sets of rows set against each other: the rows
/// where `split` equals the first side and those where it equals the second
/// (the intent's filters hold for both).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Contrast {
    pub op: ContrastOp,
    /// The value compared.
    pub column: ColumnRef,
    /// The column whose two values pick the sides.
    pub split: ColumnRef,
    /// The first and second side's value of `split`.
    pub sides: Vec<Literal>,
}

/// Everything a question asks, in terms of the schema.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Intent {
    /// Aggregated values; empty for a plain listing.
    #[serde(default)]
    pub measures: Vec<Measure>,
    /// Group-by columns.
    #[serde(default)]
    pub dimensions: Vec<ColumnRef>,
    /// Keys grouped by but not shown: a name that is not unique (two
    /// customers called 张伟) is grouped together with its row's key.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub group_keys: Vec<ColumnRef>,
    /// Columns listed as they are (when there are no measures).
    #[serde(default)]
    pub projections: Vec<ColumnRef>,
    #[serde(default)]
    pub filters: Vec<Filter>,
    /// True when any of `filters` is enough ("with 8 cylinders or made
    /// before 1980", 建交国家大于10个或留学生超过2万): they are joined by OR.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub any_filter: bool,
    /// Conditions between two columns of a row, joined by AND with
    /// everything else.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub column_comparisons: Vec<ColumnComparison>,
    /// Conditions that need a subquery.
    #[serde(default)]
    pub subquery_filters: Vec<SubqueryFilter>,
    /// Conditions on measures, applied after grouping.
    #[serde(default)]
    pub having: Vec<MeasureFilter>,
    #[serde(default)]
    pub time_range: Option<TimeRange>,
    #[serde(default)]
    pub grain: Option<Grain>,
    #[serde(default)]
    pub comparison: Option<Comparison>,
    #[serde(default)]
    pub order: Option<Order>,
    #[serde(default)]
    pub limit: Option<u64>,
    #[serde(default)]
    pub distinct: bool,
    /// Combined with another intent's rows (INTERSECT / EXCEPT / UNION).
    #[serde(default)]
    pub set_operation: Option<SetOperation>,
    /// Two sets of rows' values set against each other (A比B多多少).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contrast: Option<Contrast>,
    /// A share, running total or top-N per group over the grouped rows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub calculation: Option<Calculation>,
    /// The keys the question says rows are related by, where two tables
    /// are related by more than one (flights reach airports by `origin`
    /// and by `destination`; "flights from Beijing" says `origin`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub join_via: Vec<ColumnRef>,
}

impl Intent {
    /// Every column the intent names (not counting metrics' own columns).
    pub fn columns(&self) -> Vec<&ColumnRef> {
        let mut out: Vec<&ColumnRef> = Vec::new();
        for m in &self.measures {
            if let MeasureTarget::Column { column } = &m.target {
                out.push(column);
            }
        }
        out.extend(self.dimensions.iter());
        out.extend(self.projections.iter());
        out.extend(self.filters.iter().map(|f| &f.column));
        for c in &self.column_comparisons {
            out.push(&c.left);
            out.push(&c.right);
        }
        if let Some(Order {
            key: OrderKey::Column { column },
            ..
        }) = &self.order
        {
            out.push(column);
        }
        if let Some(TimeRange {
            column: Some(c), ..
        }) = &self.time_range
        {
            out.push(c);
        }
        if let Some(c) = &self.contrast {
            out.push(&c.column);
            out.push(&c.split);
        }
        if let Some(Calculation::PartShare { part }) = &self.calculation {
            out.extend(part.iter().map(|f| &f.column));
        }
        out
    }

    /// Reads a value as another column's: the filters on `from` with its
    /// value take `to`'s column and value instead, and a grouping by
    /// `from`'s column (北京和上海的销售额, each one's) is by `to`'s.
    pub fn reread_value(&mut self, from: &(ColumnRef, String), to: &(ColumnRef, String)) {
        for f in &mut self.filters {
            if f.column == from.0 {
                f.column = to.0.clone();
                for v in &mut f.values {
                    if *v == Literal::Text(from.1.clone()) {
                        *v = Literal::Text(to.1.clone());
                    }
                }
            }
        }
        for d in &mut self.dimensions {
            if *d == from.0 {
                *d = to.0.clone();
            }
        }
    }

    /// True when the intent asks for nothing.
    pub fn is_empty(&self) -> bool {
        self.measures.is_empty()
            && self.projections.is_empty()
            && self.dimensions.is_empty()
            && self.contrast.is_none()
    }

    /// True when whatever is measured is measured over all the rows at
    /// once: nothing grouped, ranked, cut, compared, calculated or
    /// combined.
    pub fn over_all_rows(&self) -> bool {
        self.dimensions.is_empty()
            && self.group_keys.is_empty()
            && self.grain.is_none()
            && self.order.is_none()
            && self.limit.is_none()
            && self.having.is_empty()
            && self.comparison.is_none()
            && self.calculation.is_none()
            && self.set_operation.is_none()
    }

    /// Every aggregate the intent computes: its measures, the one the rows
    /// are only ordered by, and those its HAVING conditions test.
    pub fn all_measures(&self) -> impl Iterator<Item = &Measure> {
        let ordered_by = match self.order.as_ref().map(|o| &o.key) {
            Some(OrderKey::Aggregate { measure }) => Some(measure),
            _ => None,
        };
        self.measures
            .iter()
            .chain(ordered_by)
            .chain(self.having.iter().map(|h| &h.measure))
    }

    /// The aggregate the rows are ranked by — a selected measure or one
    /// only ordered by — if they are ranked by one.
    pub fn ranked_measure(&self) -> Option<&Measure> {
        match &self.order.as_ref()?.key {
            OrderKey::Measure { index } => self.measures.get(*index),
            OrderKey::Aggregate { measure } => Some(measure),
            OrderKey::Column { .. } | OrderKey::Change { .. } => None,
        }
    }

    /// True when the groups are ranked by their change against the period
    /// compared with (`OrderKey::Change`).
    pub fn ranked_by_change(&self) -> bool {
        matches!(
            self.order,
            Some(Order {
                key: OrderKey::Change { .. },
                ..
            })
        )
    }
}
