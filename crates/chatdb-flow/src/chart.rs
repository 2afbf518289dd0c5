//! The chart an answer is shown with, chosen from the result's shape: a
//! time series is a line, a category with measures is a bar (a pie when
//! the measure is a share of a whole), two categories and a measure are
//! stacked bars, two measures are a scatter, a single number is a card.
//! The spec is declarative data — the web UI turns it into an ECharts
//! option (`echarts`), the CLI draws it with plotters — so nothing a model
//! wrote is ever run to draw it.

use chatdb_core::{LogicalType, ResultSet, Value};
use chatdb_intent::build::{suffix, RANK_IN_GROUP};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value as Json};

/// The kinds of chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChartKind {
    /// One number, shown large.
    Number,
    Line,
    Bar,
    /// Bars of the first category, stacked by the second.
    StackedBar,
    Pie,
    Scatter,
}

/// A named run of values along the categories (or, for a scatter, the y
/// of each point).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Series {
    pub name: String,
    pub values: Vec<Option<f64>>,
}

/// A chart spec: the kind, the axis labels and the data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Chart {
    pub kind: ChartKind,
    /// What the categories (or x values) are: a column name.
    pub x: String,
    /// What is measured: the measure column(s).
    pub y: Vec<String>,
    /// The x axis: category labels, or for a scatter the x of each point.
    pub categories: Vec<String>,
    pub series: Vec<Series>,
    /// The same chart as an ECharts option, for the web UI (none for a
    /// number card).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub echarts: Option<Json>,
}

/// Categories a bar or pie shows before the chart stops being readable.
const MAX_CATEGORIES: usize = 50;
/// Slices a pie may have.
const MAX_SLICES: usize = 8;

fn number(v: &Value) -> Option<f64> {
    v.as_f64()
}

/// A column that orders time: a date/time type, a `YYYY[-MM[-DD]]` text,
/// or whole numbers named like a year.
fn is_time(rs: &ResultSet, i: usize) -> bool {
    let col = &rs.columns[i];
    if col.logical_type.is_temporal() {
        return true;
    }
    let values = rs.rows.iter().map(|r| &r[i]).filter(|v| !v.is_null());
    match col.logical_type {
        LogicalType::Text => {
            values.clone().count() > 0 && values.clone().all(|v| looks_like_period(&v.to_string()))
        }
        LogicalType::Integer => {
            let name = col.name.to_lowercase();
            (name.contains("year") || name.contains('年'))
                && values
                    .clone()
                    .all(|v| v.as_f64().is_some_and(|y| (1900.0..2200.0).contains(&y)))
        }
        _ => false,
    }
}

/// `2024`, `2024-03`, `2024-03-05`, `2024Q1`, `2024-W07`.
fn looks_like_period(s: &str) -> bool {
    let b = s.as_bytes();
    if b.len() < 4 || !b[..4].iter().all(u8::is_ascii_digit) {
        return false;
    }
    let rest = &s[4..];
    rest.is_empty()
        || rest
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '-' | '/' | 'Q' | 'q' | 'W' | 'w'))
}

/// Words in a measure's name that say it is a share of a whole.
fn is_share(name: &str) -> bool {
    let n = name.to_lowercase();
    [
        "share",
        "percent",
        "pct",
        "ratio",
        "proportion",
        "占比",
        "比例",
        "份额",
        "构成",
    ]
    .iter()
    .any(|w| n.contains(w))
}

impl Chart {
    /// The chart for a result, with its ECharts option, or `None` when no
    /// chart would help (no measure, a single row of several values, too
    /// many categories…).
    pub fn for_result(rs: &ResultSet) -> Option<Chart> {
        let mut chart = Self::choose(rs)?;
        chart.echarts = chart.echarts();
        Some(chart)
    }

    fn choose(rs: &ResultSet) -> Option<Chart> {
        if rs.rows.is_empty() || rs.columns.is_empty() {
            return None;
        }
        let all_numeric: Vec<usize> = (0..rs.columns.len())
            .filter(|&i| rs.columns[i].logical_type.is_numeric())
            .collect();
        // A comparison's changes and a ranking's positions are on another
        // scale than the amounts: the table shows them, the chart doesn't.
        // A share is drawn alone (a pie), its amounts stay in the table.
        let drawn = |i: &usize| {
            let n = rs.columns[*i].name.as_str();
            !(n.ends_with(suffix::CHANGE) || n.ends_with(suffix::CHANGE_PCT) || n == RANK_IN_GROUP)
        };
        let mut numeric: Vec<usize> = all_numeric.iter().copied().filter(drawn).collect();
        if let Some(share) = numeric
            .iter()
            .copied()
            .find(|i| rs.columns[*i].name.ends_with(suffix::SHARE_PCT))
        {
            numeric = vec![share];
        }
        let names = |idx: &[usize]| -> Vec<String> {
            idx.iter().map(|&i| rs.columns[i].name.clone()).collect()
        };
        let series_of = |i: usize| Series {
            name: rs.columns[i].name.clone(),
            values: rs.rows.iter().map(|r| number(&r[i])).collect(),
        };
        let labels =
            |i: usize| -> Vec<String> { rs.rows.iter().map(|r| r[i].to_string()).collect() };

        // One number.
        if rs.rows.len() == 1 && rs.columns.len() == 1 && numeric == [0] {
            return Some(Chart {
                kind: ChartKind::Number,
                echarts: None,
                x: String::new(),
                y: names(&numeric),
                categories: Vec::new(),
                series: vec![series_of(0)],
            });
        }
        if numeric.is_empty() || rs.rows.len() < 2 {
            return None;
        }
        let dims: Vec<usize> = (0..rs.columns.len())
            .filter(|i| !all_numeric.contains(i) || is_time(rs, *i))
            .collect();
        match dims.as_slice() {
            // A time series: time first, measures after.
            [t] if is_time(rs, *t) => {
                let measures: Vec<usize> = numeric.iter().copied().filter(|i| i != t).collect();
                if measures.is_empty() {
                    return None;
                }
                let mut order: Vec<usize> = (0..rs.rows.len()).collect();
                order.sort_by(|&a, &b| rs.rows[a][*t].to_string().cmp(&rs.rows[b][*t].to_string()));
                Some(Chart {
                    kind: ChartKind::Line,
                    echarts: None,
                    x: rs.columns[*t].name.clone(),
                    y: names(&measures),
                    categories: order.iter().map(|&r| rs.rows[r][*t].to_string()).collect(),
                    series: measures
                        .iter()
                        .map(|&m| Series {
                            name: rs.columns[m].name.clone(),
                            values: order.iter().map(|&r| number(&rs.rows[r][m])).collect(),
                        })
                        .collect(),
                })
            }
            // A category and its measures: bars, or a pie for a share.
            [c] => {
                if rs.rows.len() > MAX_CATEGORIES {
                    return None;
                }
                let pie = numeric.len() == 1
                    && rs.rows.len() <= MAX_SLICES
                    && is_share(&rs.columns[numeric[0]].name)
                    && rs
                        .rows
                        .iter()
                        .all(|r| number(&r[numeric[0]]).is_some_and(|v| v >= 0.0));
                Some(Chart {
                    kind: if pie { ChartKind::Pie } else { ChartKind::Bar },
                    echarts: None,
                    x: rs.columns[*c].name.clone(),
                    y: names(&numeric),
                    categories: labels(*c),
                    series: numeric.iter().map(|&m| series_of(m)).collect(),
                })
            }
            // Two categories and one measure: stacked bars.
            [a, b] if numeric.len() == 1 && !is_time(rs, *b) => {
                let m = numeric[0];
                let mut cats: Vec<String> = Vec::new();
                let mut stacks: Vec<String> = Vec::new();
                for r in &rs.rows {
                    let (x, s) = (r[*a].to_string(), r[*b].to_string());
                    if !cats.contains(&x) {
                        cats.push(x);
                    }
                    if !stacks.contains(&s) {
                        stacks.push(s);
                    }
                }
                if cats.len() > MAX_CATEGORIES || stacks.len() > 12 {
                    return None;
                }
                let series = stacks
                    .iter()
                    .map(|s| Series {
                        name: s.clone(),
                        values: cats
                            .iter()
                            .map(|x| {
                                rs.rows
                                    .iter()
                                    .find(|r| &r[*a].to_string() == x && &r[*b].to_string() == s)
                                    .and_then(|r| number(&r[m]))
                            })
                            .collect(),
                    })
                    .collect();
                Some(Chart {
                    kind: ChartKind::StackedBar,
                    echarts: None,
                    x: rs.columns[*a].name.clone(),
                    y: vec![rs.columns[m].name.clone()],
                    categories: cats,
                    series,
                })
            }
            // Two measures and nothing else: a scatter.
            [] if numeric.len() == 2 => Some(Chart {
                kind: ChartKind::Scatter,
                echarts: None,
                x: rs.columns[numeric[0]].name.clone(),
                y: vec![rs.columns[numeric[1]].name.clone()],
                categories: rs
                    .rows
                    .iter()
                    .map(|r| number(&r[numeric[0]]).map_or(String::new(), |v| v.to_string()))
                    .collect(),
                series: vec![series_of(numeric[1])],
            }),
            _ => None,
        }
    }

    /// The ECharts option that draws this chart (a number card has none:
    /// the page shows it as text).
    pub fn echarts(&self) -> Option<Json> {
        let tooltip = json!({"trigger": if self.kind == ChartKind::Pie || self.kind == ChartKind::Scatter { "item" } else { "axis" }});
        let legend = json!({"type": "scroll", "bottom": 0});
        Some(match self.kind {
            ChartKind::Number => return None,
            ChartKind::Line | ChartKind::Bar | ChartKind::StackedBar => {
                let ty = if self.kind == ChartKind::Line {
                    "line"
                } else {
                    "bar"
                };
                let series: Vec<Json> = self
                    .series
                    .iter()
                    .map(|s| {
                        let mut o = json!({"name": s.name, "type": ty, "data": s.values});
                        if self.kind == ChartKind::StackedBar {
                            o["stack"] = json!("total");
                        }
                        o
                    })
                    .collect();
                json!({
                    "tooltip": tooltip,
                    "legend": legend,
                    "grid": {"containLabel": true, "left": 8, "right": 16, "bottom": 40},
                    "xAxis": {"type": "category", "name": self.x, "data": self.categories},
                    "yAxis": {"type": "value", "name": self.y.join(", ")},
                    "series": series,
                })
            }
            ChartKind::Pie => {
                let s = self.series.first()?;
                let data: Vec<Json> = self
                    .categories
                    .iter()
                    .zip(&s.values)
                    .map(|(name, v)| json!({"name": name, "value": v}))
                    .collect();
                json!({
                    "tooltip": tooltip,
                    "legend": legend,
                    "series": [{"name": s.name, "type": "pie", "radius": "60%", "data": data}],
                })
            }
            ChartKind::Scatter => {
                let s = self.series.first()?;
                let data: Vec<Json> = self
                    .categories
                    .iter()
                    .zip(&s.values)
                    .filter_map(|(x, y)| Some(json!([x.parse::<f64>().ok()?, (*y)?])))
                    .collect();
                json!({
                    "tooltip": tooltip,
                    "xAxis": {"type": "value", "name": self.x},
                    "yAxis": {"type": "value", "name": self.y.join(", ")},
                    "series": [{"name": s.name, "type": "scatter", "data": data}],
                })
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_core::ResultColumn;

    fn rs(cols: &[(&str, LogicalType)], rows: Vec<Vec<Value>>) -> ResultSet {
        ResultSet {
            columns: cols
                .iter()
                .map(|(n, t)| ResultColumn {
                    name: n.to_string(),
                    logical_type: *t,
                    db_type: String::new(),
                })
                .collect(),
            rows,
            truncated: false,
            elapsed_ms: 0,
            note: None,
        }
    }

    fn text(s: &str) -> Value {
        Value::Text(s.into())
    }

    #[test]
    fn shapes_choose_their_charts() {
        use LogicalType::*;
        let one = rs(&[("n", Integer)], vec![vec![Value::Int(7)]]);
        assert_eq!(
            Chart::for_result(&one).map(|c| c.kind),
            Some(ChartKind::Number)
        );

        let monthly = rs(
            &[("month", Text), ("revenue", Float)],
            vec![
                vec![text("2024-02"), Value::Float(2.0)],
                vec![text("2024-01"), Value::Float(1.0)],
            ],
        );
        let c = Chart::for_result(&monthly).expect("line");
        assert_eq!(c.kind, ChartKind::Line);
        assert_eq!(c.categories, ["2024-01", "2024-02"], "sorted by time");
        assert_eq!(c.series[0].values, [Some(1.0), Some(2.0)]);
        assert_eq!(c.echarts().expect("option")["series"][0]["type"], "line");

        let by_region = rs(
            &[("region", Text), ("sales", Decimal)],
            vec![
                vec![text("华东"), Value::Decimal("10.5".into())],
                vec![text("华南"), Value::Decimal("3".into())],
            ],
        );
        assert_eq!(
            Chart::for_result(&by_region).map(|c| c.kind),
            Some(ChartKind::Bar)
        );

        let shares = rs(
            &[("category", Text), ("share", Float)],
            vec![
                vec![text("a"), Value::Float(0.6)],
                vec![text("b"), Value::Float(0.4)],
            ],
        );
        let pie = Chart::for_result(&shares).expect("pie");
        assert_eq!(pie.kind, ChartKind::Pie);
        assert_eq!(
            pie.echarts().expect("option")["series"][0]["data"][1]["name"],
            "b"
        );

        // A share is a pie of the shares; a comparison's changes are not
        // drawn beside the amounts.
        let share_of_sales = rs(
            &[
                ("region", Text),
                ("sales", Float),
                ("sales_share_pct", Float),
            ],
            vec![
                vec![text("华东"), Value::Float(30.0), Value::Float(75.0)],
                vec![text("华南"), Value::Float(10.0), Value::Float(25.0)],
            ],
        );
        let pie = Chart::for_result(&share_of_sales).expect("pie");
        assert_eq!(
            (pie.kind, pie.y.clone()),
            (ChartKind::Pie, vec!["sales_share_pct".to_string()])
        );
        let mom = rs(
            &[
                ("month", Text),
                ("sales", Float),
                ("sales_previous", Float),
                ("sales_change", Float),
                ("sales_change_pct", Float),
            ],
            vec![
                vec![
                    text("2026-01"),
                    Value::Float(2.0),
                    Value::Null,
                    Value::Null,
                    Value::Null,
                ],
                vec![
                    text("2026-02"),
                    Value::Float(3.0),
                    Value::Float(2.0),
                    Value::Float(1.0),
                    Value::Float(50.0),
                ],
            ],
        );
        let line = Chart::for_result(&mom).expect("line");
        assert_eq!(line.y, ["sales", "sales_previous"]);

        let stacked = rs(
            &[("region", Text), ("category", Text), ("sales", Integer)],
            vec![
                vec![text("east"), text("a"), Value::Int(1)],
                vec![text("east"), text("b"), Value::Int(2)],
                vec![text("west"), text("a"), Value::Int(3)],
            ],
        );
        let s = Chart::for_result(&stacked).expect("stacked");
        assert_eq!(s.kind, ChartKind::StackedBar);
        assert_eq!(s.series[1].values, [Some(2.0), None], "west has no b");

        let pairs = rs(
            &[("price", Float), ("quantity", Integer)],
            vec![
                vec![Value::Float(1.5), Value::Int(3)],
                vec![Value::Float(2.5), Value::Int(1)],
            ],
        );
        let sc = Chart::for_result(&pairs).expect("scatter");
        assert_eq!(sc.kind, ChartKind::Scatter);
        assert_eq!(
            sc.echarts().expect("option")["series"][0]["data"][0],
            json!([1.5, 3.0])
        );

        // The same shape gives the same chart, always.
        for _ in 0..3 {
            assert_eq!(Chart::for_result(&by_region), Chart::for_result(&by_region));
        }
        // A hundred categories are a table, not an unreadable bar chart.
        let many = rs(
            &[("product", Text), ("sales", Integer)],
            (0..100)
                .map(|i| vec![text(&format!("p{i}")), Value::Int(i)])
                .collect(),
        );
        assert!(Chart::for_result(&many).is_none());
        // No measure, or one row of several values: no chart.
        let names = rs(&[("name", Text)], vec![vec![text("a")], vec![text("b")]]);
        assert!(Chart::for_result(&names).is_none());
        let row = rs(
            &[("name", Text), ("age", Integer)],
            vec![vec![text("a"), Value::Int(3)]],
        );
        assert!(Chart::for_result(&row).is_none());
    }
}
