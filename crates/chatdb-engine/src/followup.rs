//! Follow-up questions (seed 004's memory): "那去年呢？", "按月拆分",
//! "只看北京的", "换成平均值", "what about 2022?", "now by category". A
//! follow-up changes the previous intent — its time, grain, filters,
//! grouping or aggregation — instead of standing alone. A question with no
//! follow-up marker that makes sense alone starts fresh.

use crate::calibration::Signals;
use crate::cues;
use crate::intent::{Aggregation, Intent, MeasureTarget, Order, OrderKey};
use crate::parse::{time_column_for, ParseContext, Parsed};
use crate::question::Question;
use crate::time;
use std::collections::BTreeSet;

const ZH_MARKERS: &[&str] = &[
    "那", "呢", "换成", "改成", "只看", "只要", "拆分", "再按", "换为", "改为",
];
const EN_MARKERS: &[&str] = &[
    "what about",
    "how about",
    "and for",
    "now ",
    "instead",
    "only ",
    "just ",
    "break it down",
    "split by",
    "same for",
];
/// Words that only say "this is a follow-up".
const MARKER_WORDS: &[&str] = &[
    "那", "呢", "换成", "改成", "只看", "只要", "拆分", "再", "换为", "改为", "what", "about",
    "how", "now", "instead", "onli", "just", "break", "it", "down", "split", "same", "那么", "看",
    "改", "只", "的",
];

fn year_re() -> &'static regex::Regex {
    static RE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    RE.get_or_init(|| regex::Regex::new(r"\b(?:19|20)\d\d\b").expect("year regex"))
}

/// True when the question reads as a follow-up to the previous one.
pub fn looks_like_followup(question: &str) -> bool {
    let q = question.trim().to_lowercase();
    let short = q.chars().count() <= 40;
    short
        && (ZH_MARKERS.iter().any(|m| q.contains(m))
            || EN_MARKERS
                .iter()
                .any(|m| q.starts_with(m) || q.contains(&format!(" {m}"))))
}

/// Applies a follow-up to the previous intent. `parsed` is the follow-up
/// parsed on its own. Returns the merged intent with a confidence from how
/// much of the follow-up was used, or `None` when it changes nothing.
pub fn merge(
    previous: &Intent,
    question: &str,
    parsed: &Parsed,
    cx: &ParseContext<'_>,
) -> Option<Parsed> {
    let mut m = previous.clone();
    let mut changed = false;
    let lower = question.to_lowercase();

    // Time: a new range or grain replaces the old.
    let mut times = time::find(&lower, cx.today);
    // "what about 2022?": in a follow-up, a bare year is a time range.
    if times.range.is_none() && previous.time_range.is_some() {
        if let Some(m) = year_re().find(&lower) {
            let year: i32 = m.as_str().parse().unwrap_or(0);
            times.range = Some(crate::intent::TimeRange {
                column: None,
                start: chrono::NaiveDate::from_ymd_opt(year, 1, 1),
                end: chrono::NaiveDate::from_ymd_opt(year + 1, 1, 1),
                label: m.as_str().to_string(),
                period: None,
                days: Vec::new(),
            });
            times.spans.push(m.range());
        }
    }
    let time_text: Vec<&str> = times
        .spans
        .iter()
        .filter_map(|r| lower.get(r.clone()))
        .collect();
    if times.range.is_some() || times.grain.is_some() {
        let column = previous
            .time_range
            .as_ref()
            .and_then(|t| t.column.clone())
            .or_else(|| {
                time_column_for(
                    previous,
                    previous.dimensions.first().map(|d| d.table.clone()),
                    cx.schema,
                    cx.semantic,
                )
            });
        if let (Some(mut r), Some(c)) = (times.range, column.clone()) {
            r.column = Some(c);
            m.time_range = Some(r);
            changed = true;
        }
        if let (Some(g), Some(c)) = (times.grain, column) {
            m.grain = Some(g);
            if m.order.is_none()
                || matches!(
                    m.order.as_ref().map(|o| &o.key),
                    Some(OrderKey::Measure { .. })
                ) && m.limit.is_none()
            {
                m.order = Some(Order {
                    key: OrderKey::Column { column: c },
                    descending: false,
                });
            }
            changed = true;
        }
    }
    // Filters: a value on a column replaces the old condition on it.
    for f in &parsed.intent.filters {
        m.filters.retain(|x| x.column != f.column);
        m.filters.push(f.clone());
        changed = true;
    }
    // Grouping: "now by category" regroups.
    if !parsed.intent.dimensions.is_empty() {
        m.dimensions = parsed.intent.dimensions.clone();
        if matches!(
            m.order.as_ref().map(|o| &o.key),
            Some(OrderKey::Column { .. })
        ) && m.grain.is_none()
        {
            m.order = None;
        }
        changed = true;
    }
    // Aggregation: 换成平均值 / "the average instead".
    let q = Question::new(question);
    let agg = cues::find(&q, &BTreeSet::new())
        .into_iter()
        .find_map(|c| c.kind.aggregation().filter(|a| *a != Aggregation::Count));
    if let Some(a) = agg {
        for measure in &mut m.measures {
            if !matches!(measure.target, MeasureTarget::Rows { .. }) {
                measure.aggregation = a;
                changed = true;
            }
        }
    }
    if !changed {
        return None;
    }
    let agg_words = [
        "平均",
        "平均值",
        "均值",
        "总和",
        "最大",
        "最小",
        "averag",
        "total",
        "sum",
        "maximum",
        "minimum",
        "mean",
    ];
    let leftover: Vec<String> = parsed
        .unplaced
        .iter()
        .filter(|w| !MARKER_WORDS.contains(&w.as_str()) && !agg_words.contains(&w.as_str()))
        .filter(|w| !w.starts_with("no date column") && !w.contains(' '))
        .filter(|w| !time_text.iter().any(|t| t.contains(w.as_str())))
        .cloned()
        .collect();
    let coverage = if leftover.is_empty() {
        1.0
    } else {
        0.8f32.powi(leftover.len() as i32) * 0.9
    };
    let mut understood = vec![format!("follow-up to the previous question")];
    understood.extend(parsed.understood.iter().cloned());
    let signals = Signals {
        coverage,
        unplaced: leftover.len(),
        ..parsed.signals.clone()
    };
    Some(Parsed {
        confidence: crate::calibration::confidence(&signals, &m),
        intent: m,
        understood,
        unplaced: leftover,
        signals,
        sketch: Default::default(),
        open_values: Vec::new(),
    })
}
